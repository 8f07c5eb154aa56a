//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap
import RemapTestSupport
import Testing

/// The scanner's inlined token paths: the two sixteen-byte probes that take a short plain
/// string, the step over one space between tokens, and long integers in the short number path.
@Suite("JSONScanner token paths")
struct JSONScannerTokenPathTests {
  /// What may end a run of plain string bytes, and what it makes of the run.
  private enum Stop: CaseIterable {
    case quote, escape, control, twoByteCharacter, invalidByte
  }

  /// A string of `length` plain bytes, then `stop`, as raw bytes after the opening quote,
  /// with the text it decodes to or the error code and its offset from that quote.
  private static func string(
    _ length: Int, _ stop: Stop, random: inout SplitMix64
  ) -> (raw: [UInt8], decoded: String?, failure: (RemapError.Code, Int)?) {
    // Printable ASCII but the quote and backslash.
    let plain = (0..<length).map { _ -> UInt8 in
      let byte = UInt8(0x20 + random.next() % 0x5F)
      return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") ? UInt8(ascii: "_") : byte
    }
    let text = String(decoding: plain, as: UTF8.self)
    switch stop {
    case .quote:
      return (plain + [UInt8(ascii: "\"")], text, nil)
    case .escape:
      return (plain + Array(#"\n!""#.utf8), text + "\n!", nil)
    case .control:
      return (plain + [0x1F, UInt8(ascii: "\"")], nil, (.controlCharacterInString, length))
    case .twoByteCharacter:
      return (plain + Array("é\"".utf8), text + "é", nil)
    case .invalidByte:
      return (plain + [0xFF, UInt8(ascii: "\"")], nil, (.invalidUnicode, length))
    }
  }

  @Test(
    "plain strings of 0 to 47 bytes, stopped by every kind of byte, as values and keys at every distance from the end of the input"
  )
  func stringsAroundTheProbes() throws {
    let seed = TestSeed.make("JSONScanner token paths strings")
    var random = SplitMix64(seed: seed)
    for length in 0..<48 {
      for stop in Stop.allCases {
        // Bytes after the string, from none to more than both probes read.
        for padding in [0, 1, 2, 7, 15, 16, 17, 31, 32, 40] {
          let (raw, decoded, failure) = Self.string(length, stop, random: &random)
          let tail = Array(String(repeating: " ", count: padding).utf8)
          // `[` and the quote come before the string's bytes.
          let asValue = Array("[\"".utf8) + raw + tail + Array("]".utf8)
          let asKey = Array("{\"".utf8) + raw + Array(":0".utf8) + tail + Array("}".utf8)
          if let decoded {
            #expect(
              try JSON(parsing: asValue) == [.string(decoded)],
              "\(length) \(stop) \(padding), seed \(seed)")
            #expect(
              try JSON(parsing: asKey).object?.keys.first == decoded,
              "\(length) \(stop) \(padding), seed \(seed)")
          } else if let (code, offset) = failure {
            for input in [asValue, asKey] {
              let error = try #require(parseError(input))
              #expect(error.code == code, "\(length) \(stop) \(padding), seed \(seed)")
              #expect(
                error.location?.byteOffset == 2 + offset,
                "\(length) \(stop) \(padding), seed \(seed)")
            }
          }
        }
      }
    }
  }

  /// Writes `value` compactly but for what `space` appends between every two tokens.
  private static func write(
    _ value: JSON, into text: inout String, space: (inout String) -> Void
  ) {
    switch value {
    case .array(let elements):
      text += "["
      for (index, element) in elements.enumerated() {
        space(&text)
        if index > 0 {
          text += ","
          space(&text)
        }
        write(element, into: &text, space: space)
      }
      space(&text)
      text += "]"
    case .object(let object):
      text += "{"
      for (index, member) in object.enumerated() {
        space(&text)
        if index > 0 {
          text += ","
          space(&text)
        }
        text += JSON.string(member.key).serialized()
        space(&text)
        text += ":"
        space(&text)
        write(member.value, into: &text, space: space)
      }
      space(&text)
      text += "}"
    default:
      text += value.serialized()
    }
  }

  @Test(
    "whitespace and comments of every shape between tokens leave the value as it is, and a slash after one space is still a comment or an error"
  )
  func whitespaceBetweenTokens() throws {
    let seed = TestSeed.make("JSONScanner token paths whitespace")
    var generator = ValueGenerator(seed: seed)
    let spaces = [
      "", "", " ", " ", "  ", "\n", "\t", "\r\n", " \t", "\n" + String(repeating: " ", count: 7),
      "\n" + String(repeating: " ", count: 8), "\n" + String(repeating: " ", count: 30),
    ]
    let comments = [" /* c */ ", " /**/", " // c\n ", "/* a */ /* b */"]
    let commented = JSONReadingOptions(allowsComments: true)
    for _ in 0..<400 {
      let value = generator.value(depth: 3)
      var plain = ""
      Self.write(value, into: &plain) { $0 += generator.pick(spaces) }
      #expect(try JSON(parsing: plain) == value, "\(plain), seed \(seed)")

      var withComments = ""
      // The offset of the first comment's slash.
      var slash: Int?
      Self.write(value, into: &withComments) { text in
        guard generator.chance(0.2) else { return text += generator.pick(spaces) }
        let comment = generator.pick(comments)
        if slash == nil {
          slash = text.utf8.count + comment.utf8.prefix { $0 != UInt8(ascii: "/") }.count
        }
        text += comment
      }
      #expect(
        try JSON(parsing: withComments, options: commented) == value,
        "\(withComments), seed \(seed)")
      // Without the option, the first slash is an unexpected character, where it is.
      if let slash {
        let error = try #require(parseError(withComments))
        #expect(error.code == .unexpectedCharacter, "\(withComments), seed \(seed)")
        #expect(error.location?.byteOffset == slash, "\(withComments), seed \(seed)")
      }
    }
  }

  @Test(
    "a newline and 0 to 40 spaces, then a token, more whitespace or a comment, anywhere between tokens and at every distance from the end of the input"
  )
  func indentationRuns() throws {
    let commented = JSONReadingOptions(allowsComments: true)
    for spaces in 0...40 {
      let indentation = "\n" + String(repeating: " ", count: spaces)
      for after in ["", "\t", "\n  ", "\r\n", " \n", "/* c */", "// c\n"] {
        let gap = indentation + after
        let isComment = after.hasPrefix("/")
        let options = isComment ? commented : JSONReadingOptions()
        // Between every pair of tokens, and padded so that the run ends at every distance
        // from the end of the input.
        let document =
          "{\(gap)\"a\"\(gap):\(gap)[\(gap)1\(gap),\(gap)true\(gap)]\(gap),\(gap)\"b\":{}\(gap)}"
        for padding in [0, 1, 7, 8, 31, 32, 33, 40] {
          let text = document + String(repeating: " ", count: padding)
          let value = try JSON(parsing: text, options: options)
          #expect(
            value == ["a": [1, true], "b": [:]], "\(spaces) \(after.debugDescription) \(padding)")
          if isComment {
            let slash = text.utf8.firstIndex(of: UInt8(ascii: "/")).map {
              text.utf8.distance(from: text.utf8.startIndex, to: $0)
            }
            let error = try #require(parseError(text))
            #expect(error.code == .unexpectedCharacter)
            #expect(error.location?.byteOffset == slash, "\(spaces) \(padding)")
          }
        }
        // A run that reaches the end of the input, after the value and inside it.
        #expect(try JSON(parsing: "[1]" + gap, options: options) == [1])
        #expect(parseError("[1" + gap, options: options)?.code == .unexpectedEndOfInput)
      }
      // Something other than whitespace right after the spaces is reported where it is.
      let error = try #require(parseError("[1," + indentation + "x]"))
      #expect(error.code == .unexpectedCharacter)
      #expect(error.location?.byteOffset == 4 + spaces)
    }
  }

  @Test(
    "integers of every length from 1 to 20 digits, signed or not, and with an exponent, parse to their values"
  )
  func longIntegers() throws {
    let seed = TestSeed.make("JSONScanner token paths integers")
    var random = SplitMix64(seed: seed)
    for digits in 1...20 {
      for _ in 0..<50 {
        var text = String(1 + random.next() % 9)
        for _ in 1..<digits { text += String(random.next() % 10) }
        for signed in [text, "-" + text] {
          // Enough after each to be read by the short path, and at the very end.
          let value = try JSON(parsing: "[\(signed), \(signed)e2, 0]")
          let expected = try JSON(parsing: "[\(signed)]")
          let scanned = try #require(value.array)
          #expect(scanned[0] == expected.array?[0], "\(signed), seed \(seed)")
          if let integer = Int64(signed) {
            #expect(scanned[0].number?.int64 == integer, "\(signed), seed \(seed)")
          }
          #expect(
            scanned[1].number?.double == Double("\(signed)e2"), "\(signed)e2, seed \(seed)")
        }
      }
    }
  }

  @Test(
    "integers of 16 to 20 digits parse exactly at the limits of Int64 and UInt64, and leading zeros fail",
    arguments: [
      ("1234567890123456", Int64(1_234_567_890_123_456), nil),
      ("-12345678901234567", Int64(-12_345_678_901_234_567), nil),
      ("505874924095815681", Int64(505_874_924_095_815_681), nil),
      ("999999999999999999", Int64(999_999_999_999_999_999), nil),
      ("-999999999999999999", Int64(-999_999_999_999_999_999), nil),
      ("9223372036854775807", Int64.max, nil),
      ("9223372036854775808", nil, UInt64(9_223_372_036_854_775_808)),
      ("-9223372036854775808", Int64.min, nil),
      ("-9223372036854775809", nil, nil),
      ("18446744073709551615", nil, UInt64.max),
      ("18446744073709551616", nil, nil),
    ] as [(String, Int64?, UInt64?)])
  func integersAtTheLimits(text: String, int64: Int64?, uint64: UInt64?) throws {
    // Followed by enough bytes for the short path, and at the very end of the input.
    for document in ["[\(text), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]", text] {
      let value = try JSON(parsing: document)
      let number = try #require(value.array?.first ?? value)
      #expect(number.int64 == int64, "\(document)")
      #expect(number.uint64 == uint64 ?? int64.flatMap { UInt64(exactly: $0) }, "\(document)")
      #expect(number.double == Double(text), "\(document)")
    }
    let zeroed = text.hasPrefix("-") ? "-0" + text.dropFirst() : "0" + text
    for zeros in [zeroed, "[" + zeroed + ", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]"] {
      #expect(throws: RemapError.self, "\(zeros)") { try JSON(parsing: zeros) }
    }
  }
}
