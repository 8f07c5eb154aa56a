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

/// The string paths that go sixteen bytes at a time: the scanner's search for the end of a
/// string, its loop over runs of multi-byte characters, the copy of runs between escapes, and
/// strings made without a second UTF-8 validation.
@Suite("JSONScanner long strings")
struct JSONScannerLongStringTests {
  /// Characters of every UTF-8 length, and escapes with what they decode to.
  private static let pieces: [(raw: String, decoded: String)] = [
    ("a", "a"), ("Z", "Z"), (" ", " "), ("~", "~"), ("é", "é"), ("ж", "ж"), ("\u{7FF}", "\u{7FF}"),
    ("€", "€"), ("東", "東"), ("\u{FFFD}", "\u{FFFD}"), ("\u{E000}", "\u{E000}"),
    ("😀", "😀"), ("\u{10FFFF}", "\u{10FFFF}"), (#"\n"#, "\n"), (#"\""#, "\""), (#"\\"#, "\\"),
    (#"\u00e9"#, "é"), (#"\uD83D\uDE00"#, "😀"), (#"\/"#, "/"),
  ]

  @Test("seeded strings of every kind of character parse to their text, as values and keys")
  func seededStrings() throws {
    var random = SplitMix64(seed: 0x5791_0019)
    for _ in 0..<400 {
      // Mostly long runs of one kind, as real text has, with some of every length.
      var raw = ""
      var decoded = ""
      let length = Int(random.next() % 300)
      var piece = Self.pieces[0]
      for _ in 0..<length {
        if random.next() % 8 == 0 {
          piece = Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
        }
        raw += piece.raw
        decoded += piece.decoded
      }
      let value = try JSON(parsing: #"[""# + raw + #"", {""# + raw + #"": 1}]"#)
      let string = try #require(value.array?.first?.string)
      // Compare scalars: String's == would call canonically equivalent texts equal.
      #expect(Array(string.unicodeScalars) == Array(decoded.unicodeScalars))
      let key = try #require(value.array?.last?.object?.keys.first)
      #expect(Array(key.unicodeScalars) == Array(decoded.unicodeScalars))
    }
  }

  @Test(
    "the end of a string, an escape, a control character and bad UTF-8 are found at every offset of two chunks"
  )
  func specialBytesAtEveryOffset() throws {
    for prefix in ["", "é", "東京"] {
      for length in 0..<40 {
        let plain = prefix + String(repeating: "x", count: length)
        let start = 1 + plain.utf8.count  // the offset after the opening quote and `plain`
        #expect(try JSON(parsing: "\"\(plain)\"").string == plain)
        #expect(try JSON(parsing: "\"\(plain)\\t\(plain)\"").string == "\(plain)\t\(plain)")
        #expect(try JSON(parsing: "\"\(plain)é\(plain)東\"").string == "\(plain)é\(plain)東")

        let control = try #require(parseError("\"\(plain)\u{1F}\(plain)\""))
        #expect(control.code == .controlCharacterInString)
        #expect(control.location?.byteOffset == start)

        for bad: [UInt8] in [[0xFF], [0xC3, 0x28], [0xE2, 0x82, 0x22], [0xED, 0xA0, 0x80]] {
          let input = Array("\"\(plain)".utf8) + bad + Array("\(plain)\"".utf8)
          let error = try #require(parseError(input))
          #expect(error.code == .invalidUnicode, "\(input)")
          #expect(error.location?.byteOffset == start, "\(input)")
        }

        let unterminated = try #require(parseError("\"\(plain)"))
        #expect(unterminated.code == .unexpectedEndOfInput)
        #expect(unterminated.location?.byteOffset == 0)
      }
    }
  }

  @Test("a multi-byte character cut by the end of the input is invalid-unicode")
  func truncatedCharacterAtEnd() throws {
    for cut: [UInt8] in [[0xC3], [0xE6, 0x9D], [0xF0, 0x9F, 0x98]] {
      let input = Array("\"東京".utf8) + cut
      let error = try #require(parseError(input))
      #expect(error.code == .invalidUnicode || error.code == .unexpectedEndOfInput, "\(input)")
    }
  }

  @Test("a 100 KB string of each script parses to its text")
  func longScripts() throws {
    for word in ["plain ascii ", "данные ", "東京データ", "😀🎉", "naïve café "] {
      let text = String(repeating: word, count: 100_000 / word.utf8.count)
      #expect(try JSON(parsing: "[\"\(text)\"]").array?.first?.string == text)
      let escaped = text.replacingOccurrences(of: " ", with: #"\u0020"#)
      #expect(try JSON(parsing: "[\"\(escaped)\"]").array?.first?.string == text)
    }
  }

  /// The offset of the first byte of `bytes` that does not start or continue a well-formed
  /// character (RFC 3629), or `nil`: a reference written for this test, one byte at a time.
  private static func firstInvalidByte(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let (length, low, high): (Int, UInt8, UInt8) =
        switch lead {
        case 0x00..<0x80: (1, 0x80, 0xBF)
        case 0xC2...0xDF: (2, 0x80, 0xBF)
        case 0xE0: (3, 0xA0, 0xBF)
        case 0xED: (3, 0x80, 0x9F)
        case 0xE1...0xEF: (3, 0x80, 0xBF)
        case 0xF0: (4, 0x90, 0xBF)
        case 0xF1...0xF3: (4, 0x80, 0xBF)
        case 0xF4: (4, 0x80, 0x8F)
        default: (0, 0, 0)
        }
      guard length > 0, index + length <= bytes.count else { return index }
      if length > 1 {
        guard bytes[index + 1] >= low && bytes[index + 1] <= high else { return index }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return index }
      }
      index += length
    }
    return nil
  }

  @Test(
    "seeded runs of characters and bad bytes are accepted or rejected where a byte-by-byte check says"
  )
  func seededUTF8AgainstReference() throws {
    // Well-formed characters of every form, then bytes that break them.
    let valid: [[UInt8]] = [
      Array("a".utf8), Array(" ".utf8), Array("é".utf8), Array("ж".utf8), Array("東".utf8),
      Array("😀".utf8), Array("\u{800}".utf8), Array("\u{D7FF}".utf8), Array("\u{E000}".utf8),
      Array("\u{FFFF}".utf8), Array("\u{7FF}".utf8),
    ]
    let broken: [[UInt8]] = [
      [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC3], [0xE3, 0x81], [0xE0, 0x9F, 0x80],
      [0xED, 0xA0, 0x80], [0xF0, 0x8F, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xFF],
    ]
    let seed = TestSeed.make("JSONScanner seeded UTF-8")
    var random = SplitMix64(seed: seed)
    var rejected = 0
    for round in 0..<3_000 {
      var bytes: [UInt8] = []
      let length = Int(random.next() % 200)
      // Long runs of one character, as text has; one round in three breaks some.
      var piece = valid[0]
      while bytes.count < length {
        if random.next() % 6 == 0 { piece = valid[Int(random.next() % UInt64(valid.count))] }
        if round % 3 == 0, random.next() % 40 == 0 {
          bytes += broken[Int(random.next() % UInt64(broken.count))]
        }
        bytes += piece
      }
      let document = Array(#"{"key": ""#.utf8) + bytes + Array(#"", "next": 1}"#.utf8)
      let start = 9  // the offset of the string's first byte
      if let invalid = Self.firstInvalidByte(bytes) {
        rejected += 1
        let error = try #require(throws: RemapError.self) { try JSON(parsing: document) }
        #expect(error.code == .invalidUnicode, "seed \(seed), round \(round)")
        #expect(error.location?.byteOffset == start + invalid, "seed \(seed), round \(round)")
      } else {
        let value = try JSON(parsing: document)
        #expect(value.object?["key"]?.string.map { Array($0.utf8) } == bytes, "seed \(seed)")
      }
    }
    #expect(rejected > 500)
  }
}
