//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Remap
import RemapTestSupport
import Testing

/// The scanner's grammar and its behaviour on hostile input: every input either parses or
/// fails with a `RemapError`, never a crash.
@Suite("JSONScanner")
struct JSONScannerTests {
  // MARK: - Grammar

  @Test(
    "scalars and containers at the top level",
    arguments: [
      ("null", JSON.null), ("true", true), ("false", false), ("0", 0), ("-1", -1),
      ("\"\"", ""), ("[]", []), ("{}", [:]), (" \t\r\n[ ]\r\n\t ", []),
      ("[null,true,false]", [nil, true, false]),
      (#"{"a":{"b":[{}]}}"#, ["a": ["b": [[:]]]]),
    ] as [(String, JSON)])
  func topLevelValues(text: String, expected: JSON) throws {
    #expect(try JSON(parsing: text) == expected)
  }

  @Test("whitespace is only space, tab, line feed and carriage return")
  func otherWhitespaceIsRejected() {
    for space in ["\u{0B}", "\u{0C}", "\u{A0}", "\u{2028}", "\u{FEFF}"] {
      let error = parseError("[1,\(space)2]")
      #expect(
        error?.code == .unexpectedCharacter,
        "U+\(String(space.unicodeScalars.first!.value, radix: 16))")
    }
  }

  @Test("a UTF-8 byte order mark is skipped at the start only")
  func byteOrderMark() throws {
    #expect(try JSON(parsing: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == [1])
    #expect(parseError([0x20, 0xEF, 0xBB, 0xBF, 0x31])?.code == .unexpectedCharacter)
  }

  @Test("UTF-16 input is named as such")
  func utf16Input() throws {
    let error = try #require(parseError([0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00]))
    #expect(error.code == .invalidUnicode)
    #expect(error.message == "the input is UTF-16; JSON text must be UTF-8")
    #expect(parseError([0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x5D])?.code == .invalidUnicode)
  }

  @Test(
    "literals must be spelled exactly",
    arguments: [
      "nul", "tru", "fals", "True", "NULL", "nulll", "t", "falsey", "[nan]", "[Infinity]",
    ])
  func misspelledLiterals(text: String) {
    let error = parseError(text)
    #expect(error?.code == .unexpectedCharacter || error?.code == .unexpectedEndOfInput)
  }

  // MARK: - Strings

  @Test("a quote, backslash or control character is found at every offset of a word")
  func specialBytesAtEveryOffset() throws {
    for length in 0..<20 {
      let plain = String(repeating: "x", count: length)
      #expect(try JSON(parsing: "\"\(plain)\"").string == plain)
      let error = parseError("\"\(plain)\u{1}\(plain)\"")
      #expect(error?.code == .controlCharacterInString)
      #expect(error?.location?.byteOffset == 1 + length)
    }
  }

  @Test(
    "a key or value that closes within sixteen bytes reads the same with or without input after it")
  func shortStringsAtEveryOffset() throws {
    // An escape, a non-ASCII character and an escaped quote at each position of strings of up
    // to 17 bytes: the scanner takes a string that closes within the sixteen bytes after its
    // quote in one probe when 16 bytes follow, and hands the others over to the full search.
    let interruptions = [(#"\n"#, "\n"), ("é", "é"), (#"\""#, "\""), ("", "")]
    for length in 0..<18 {
      for (raw, decoded) in interruptions {
        for position in 0...length {
          let head = String(repeating: "k", count: position)
          let tail = String(repeating: "v", count: length - position)
          let text = head + decoded + tail
          for padding in ["", String(repeating: " ", count: 20)] {
            let value = try JSON(
              parsing: #"{"\#(head + raw + tail)":["\#(head + raw + tail)","\#(head)"]}"# + padding)
            #expect(value.object?.keys == [text])
            #expect(value[text]?.array == [.string(text), .string(head)])
          }
        }
      }
    }
  }

  @Test("ASCII between multi-byte characters is passed over up to an escape, a quote or an error")
  func asciiBetweenMultibyteCharacters() throws {
    // Runs of multi-byte characters go on over up to eight plain ASCII bytes; whatever special
    // byte comes first in those bytes must still be seen, at each offset of gaps up to 9.
    let padding = String(repeating: " ", count: 16)
    for character in ["ж", "日"] {
      let width = character.utf8.count
      for gap in 0..<10 {
        for offset in 0...gap {
          let head = String(repeating: "a", count: offset)
          let tail = String(repeating: "b", count: gap - offset)
          let escaped = try JSON(
            parsing: #"[""# + character + head + #"\n"# + tail + character + #""]"# + padding)
          #expect(escaped.array == [.string(character + head + "\n" + tail + character)])
          let ending = character + character + head
          #expect(try JSON(parsing: #"[""# + ending + #""]"# + padding).array == [.string(ending)])
          let control = parseError(#"[""# + character + head + "\u{1}" + tail + #""]"# + padding)
          #expect(control?.code == .controlCharacterInString)
          #expect(control?.location?.byteOffset == 2 + width + offset)
          let invalid = parseError(
            Array(#"[""#.utf8) + Array((character + head).utf8) + [0x80] + Array(tail.utf8)
              + Array(#""]"#.utf8) + Array(padding.utf8))
          #expect(invalid?.code == .invalidUnicode)
          #expect(invalid?.location?.byteOffset == 2 + width + offset)
        }
      }
    }
  }

  @Test("the string length limit holds for a key or value with input after it")
  func shortStringLengthLimit() {
    let options = JSONReadingOptions(maximumStringLength: 3)
    let padding = String(repeating: " ", count: 20)
    for (text, quote) in [(#"{"abcd": 1}"#, 1), (#"["abcd"]"#, 1), (#"[{"abc": "abcd"}]"#, 9)] {
      let error = parseError(text + padding, options: options)
      #expect(error?.code == .stringLengthLimitExceeded)
      #expect(error?.location?.byteOffset == quote)
    }
    #expect(throws: Never.self) {
      try JSON(parsing: #"{"abc": "abc"}"# + padding, options: options)
    }
  }

  @Test(
    "invalid escapes are rejected",
    arguments: [
      #""\a""#, #""\x41""#, #""\U0041""#, #""\u004""#, #""\u00G1""#, #""\ ""#, #""\'""#,
      #""\0""#,
    ])
  func invalidEscapes(text: String) {
    let error = parseError(text)
    #expect(error?.code == .invalidEscape || error?.code == .unexpectedEndOfInput)
  }

  @Test(
    "lone and misordered surrogate escapes are invalid-unicode",
    arguments: [
      #""\uD800""#, #""\uDC00""#, #""\uDBFF""#, #""\uDFFF""#, #""\uD800x""#,
      #""\uD800\n""#, #""\uD800\u0041""#, #""\uDC00\uD800""#, #""\uD800\uD800""#,
      #"["\uD83D"]"#, #"{"\uDE00": 1}"#,
    ])
  func loneSurrogates(text: String) {
    #expect(parseError(text)?.code == .invalidUnicode)
  }

  @Test(
    "invalid UTF-8 in a string is invalid-unicode, pointing at the bad byte",
    arguments: [
      [0xFF], [0xC0, 0x80], [0xC1, 0xBF], [0x80], [0xBF], [0xC3], [0xE2, 0x82],
      [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xE0, 0x80, 0x80], [0xF0, 0x80, 0x80, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
      [0xC3, 0x28], [0xE2, 0x28, 0xA1], [0xF0, 0x9F, 0x98],
    ] as [[UInt8]])
  func invalidUTF8(bytes: [UInt8]) throws {
    // In the middle of a string, and at its end.
    for input in [[0x22, 0x61] + bytes + [0x62, 0x22], [0x22] + bytes + [0x22]] {
      let error = try #require(parseError(input))
      #expect(error.code == .invalidUnicode, "\(input)")
      #expect(error.location?.byteOffset == input.firstIndex(of: bytes[0]), "\(input)")
    }
  }

  @Test("invalid UTF-8 outside a string is an unexpected character")
  func invalidUTF8OutsideString() throws {
    let error = try #require(parseError([0x5B, 0xFF, 0x5D]))
    #expect(error.code == .unexpectedCharacter)
    #expect(error.message == "unexpected byte 0xFF; expected a JSON value")
  }

  @Test("valid UTF-8 of every length is kept byte for byte")
  func validUTF8() throws {
    let text = "A é € 😀 \u{10FFFF} \u{FFFF} \u{E000} \u{D7FF} \u{80} \u{7FF} \u{800}"
    let value = try JSON(parsing: Array("\"\(text)\"".utf8))
    #expect(value.string.map { Array($0.utf8) } == Array(text.utf8))
  }

  @Test("a raw NUL byte is a control character inside a string and unexpected outside one")
  func nulBytes() throws {
    let inside = try #require(parseError([0x22, 0x61, 0x00, 0x62, 0x22]))
    #expect(inside.code == .controlCharacterInString)
    #expect(inside.location?.byteOffset == 2)
    #expect(
      inside.message
        == #"unescaped control character U+0000 in a string; write it as an escape such as \n or \u0000"#
    )

    let outside = try #require(parseError([0x5B, 0x00, 0x5D]))
    #expect(outside.code == .unexpectedCharacter)
    #expect(outside.message == "unexpected U+0000; expected a JSON value")
    #expect(outside.location?.byteOffset == 1)

    let after = try #require(parseError([0x31, 0x00]))
    #expect(after.code == .unexpectedCharacter)
    #expect(after.message == "unexpected U+0000 after the top-level value")
  }

  @Test("every control character is rejected raw and accepted escaped")
  func controlCharacters() throws {
    for byte in UInt8(0)..<0x20 {
      #expect(parseError([0x22, byte, 0x22])?.code == .controlCharacterInString, "\(byte)")
      let escaped = String(format: "\"\\u%04x\"", Int(byte))
      #expect(try JSON(parsing: escaped).string == String(UnicodeScalar(byte)))
    }
    // DEL is not a control character in JSON's sense.
    #expect(try JSON(parsing: [0x22, 0x7F, 0x22]).string == "\u{7F}")
  }

  // MARK: - Hostile input

  @Test("100,000 unclosed arrays fail at the depth limit, without overflowing the stack")
  func deepNestingFailsAtLimit() throws {
    let error = try #require(parseError(String(repeating: "[", count: 100_000)))
    #expect(error.code == .depthLimitExceeded)
    #expect(error.location?.byteOffset == 512)
    #expect(error.message == "arrays and objects are nested deeper than the limit of 512 levels")
  }

  @Test("100,000 closed arrays and objects fail at the depth limit too")
  func deepClosedNestingFailsAtLimit() throws {
    let arrays = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(parseError(arrays)?.code == .depthLimitExceeded)
    let objects =
      String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
    #expect(parseError(objects)?.code == .depthLimitExceeded)
  }

  @Test("100,000 nested arrays parse when the limit allows them")
  func deepNestingWithRaisedLimit() throws {
    let depth = 100_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let value = try JSON(parsing: text, options: JSONReadingOptions(maximumDepth: 200_000))
    // Walk down without recursion, counting the levels.
    var levels = 0
    var current = value
    while case .array(let elements) = current {
      levels += 1
      guard let first = elements.first else { break }
      #expect(elements.count == 1)
      current = first
    }
    #expect(levels == depth)
    #expect(value.serialized() == text)
    // Releasing such a value is a known stack overflow (see JSONTests.deepValueReleases).
    keepAlive(value)
    keepAlive(current)
  }

  @Test("100,000 nested objects parse when the limit allows them")
  func deepObjectsWithRaisedLimit() throws {
    let depth = 100_000
    let text =
      String(repeating: "{\"k\":", count: depth) + "7" + String(repeating: "}", count: depth)
    let value = try JSON(parsing: text, options: JSONReadingOptions(maximumDepth: depth))
    var levels = 0
    var current = value
    while let next = current["k"] {
      levels += 1
      current = next
    }
    #expect(levels == depth)
    #expect(current == 7)
    #expect(value.serialized() == text)
    keepAlive(value)
  }

  @Test("a 10,000-digit number parses and keeps its text")
  func hugeNumber() throws {
    let digits = "1" + String(repeating: "0", count: 9_999)
    let value = try JSON(parsing: digits)
    #expect(value.number?.description == digits)
    #expect(value.double == nil)
    let negative = try JSON(parsing: "[-\(digits).5e-3]")
    #expect(negative[0]?.number?.description == "-\(digits).5e-3")
    // An exponent of 10,000 digits is kept as text too.
    let exponent = "1e" + String(repeating: "9", count: 10_000)
    #expect(try JSON(parsing: exponent).number?.description == exponent)
    #expect(try JSON(parsing: exponent).double == nil)
  }

  @Test("every prefix of a document fails cleanly")
  func truncatedInput() throws {
    let document = #"""
      {"id": 12345, "name": "Ad\u00e9 \"A\" 😀", "tags": ["a", [], {}, [null, true, false]],
       "n": [-0.5e-3, 1E+2, 12345678901234567890123, -9223372036854775808],
       "nested": {"a": {"b": {"c": "\uD83D\uDE00"}}}, "empty": ""}
      """#
    let bytes = Array(document.utf8)
    #expect(throws: Never.self) { try JSON(parsing: bytes) }
    for length in 0..<bytes.count {
      let prefix = Array(bytes[..<length])
      let error = try #require(parseError(prefix), "prefix of \(length) bytes")
      #expect(!error.message.isEmpty)
      #expect((error.location?.byteOffset ?? -1) <= length)
    }
  }

  @Test("every prefix of a scalar fails cleanly or is itself a value")
  func truncatedScalars() {
    for document in ["-12.5e+10", "true", "false", "null", #""\uD83D\uDE00""#, "\"😀\""] {
      let bytes = Array(document.utf8)
      for length in 0..<bytes.count {
        do {
          // Number prefixes such as "-12" are numbers themselves.
          _ = try JSON(parsing: Array(bytes[..<length]))
        } catch {
          #expect(!error.message.isEmpty)
        }
      }
    }
  }

  @Test("the empty input and whitespace alone are errors")
  func emptyInput() throws {
    for input in ["", " ", "\n\n", "\t\r\n "] {
      let error = try #require(parseError(input))
      #expect(error.code == .unexpectedEndOfInput)
      #expect(error.message == "the input is empty; expected a JSON value")
    }
    #expect(throws: RemapError.self) { try JSON(parsing: Data()) }
    #expect(throws: RemapError.self) { try JSON(parsing: [UInt8]()) }
  }

  @Test("random bytes never crash the parser")
  func randomBytes() {
    let seed = TestSeed.make("JSONScanner random bytes")
    var rng = SplitMix64(seed: seed)
    let alphabet = Array(#"{}[],:"\ntrufalse0123456789-+.eE \u"#.utf8) + [0x00, 0x80, 0xC3, 0xFF]
    var parsed = 0
    for _ in 0..<10_000 {
      let count = Int.random(in: 0...12, using: &rng)
      let bytes = (0..<count).map { _ in alphabet.randomElement(using: &rng)! }
      if (try? JSON(parsing: bytes)) != nil { parsed += 1 }
    }
    // Some of these short inputs are valid JSON; most are not.
    #expect(parsed > 0)
    #expect(parsed < 10_000)
  }

  @Test("mutations of a valid document parse or fail cleanly, and what parses round-trips")
  func mutatedDocuments() throws {
    let seed = TestSeed.make("JSONScanner mutations")
    var generator = ValueGenerator(seed: seed)
    for _ in 0..<500 {
      var bytes = Array(generator.value().serialized().utf8)
      for _ in 0..<generator.int(1...3) where !bytes.isEmpty {
        let index = generator.int(0...bytes.count - 1)
        switch generator.int(0...2) {
        case 0: bytes.remove(at: index)
        case 1: bytes[index] = UInt8(truncatingIfNeeded: generator.rng.next())
        default: bytes.insert(generator.pick(Array(#"[]{},:"\"#.utf8)), at: index)
        }
      }
      if let value = try? JSON(parsing: bytes) {
        #expect(try JSON(parsing: value.serialized()) == value, "seed \(seed)")
      }
    }
  }
}
