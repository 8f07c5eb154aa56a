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
import Testing

/// Each deliberate difference from Foundation that the "Limits and security" article lists,
/// pinned on both sides, so that a change in either is noticed.
@Suite("Known differences from Foundation")
struct FoundationDifferencesTests {
  private struct Pair: Codable, Equatable {
    var a: Int
  }

  private func serialization(_ text: String) -> Any? {
    try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
  }

  @Test(
    "repeated keys: JSON(parsing:), RemapDecoder and JSONSerialization keep the last, JSONDecoder the first"
  )
  func repeatedKeys() throws {
    let text = #"{"a": 1, "a": 2}"#
    #expect(try JSON(parsing: text)["a"] == 2)
    #expect((serialization(text) as? [String: Any])?["a"] as? Int == 2)
    #expect(try RemapDecoder.strict.decode(Pair.self, from: text) == Pair(a: 2))
    #expect(try JSONDecoder().decode(Pair.self, from: Data(text.utf8)) == Pair(a: 1))
    // An option rejects them instead.
    let error = try #require(parseError(text, options: .init(duplicateKeys: .reject)))
    #expect(error.code == .duplicateKey)
  }

  /// The differential run's two disagreements: the first value fits the type and the last
  /// does not. Remap reads the last, so it fails where JSONDecoder reads the first.
  @Test("repeated keys whose last value does not fit: JSONDecoder reads the first, Remap fails")
  func repeatedKeysLastValueInvalid() throws {
    for text in [#"{"a": 1, "a": "one"}"#, #"{"a": 1, "a": 1.5}"#] {
      #expect(try JSONDecoder().decode(Pair.self, from: Data(text.utf8)) == Pair(a: 1))
      #expect(throws: RemapError.self) { try RemapDecoder.strict.decode(Pair.self, from: text) }
    }
    // And the other way round: the last fits, the first does not.
    let text = #"{"a": "one", "a": 1}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Pair.self, from: Data(text.utf8))
    }
    #expect(try RemapDecoder.strict.decode(Pair.self, from: text) == Pair(a: 1))
  }

  @Test("Decimal: JSONDecoder drops the digits past 38, Remap rejects the number")
  func decimalDigits() throws {
    struct Amount: Decodable { var value: Decimal }
    let text = #"{"value": 99999999999999999999999999999999999999999}"#
    let foundation = try JSONDecoder().decode(Amount.self, from: Data(text.utf8))
    #expect(foundation.value == Decimal(string: "99999999999999999999999999999999999999000"))
    let error = try #require(throws: RemapError.self) {
      try RemapDecoder.strict.decode(Amount.self, from: text)
    }
    #expect(error.code == .numberOutOfRange)
    // Both read a number Decimal holds only with its zeros moved into the digits.
    let large = #"{"value": 10e127}"#
    let expected = try #require(Decimal(string: "10e127"))
    #expect(try JSONDecoder().decode(Amount.self, from: Data(large.utf8)).value == expected)
    #expect(try RemapDecoder.strict.decode(Amount.self, from: large).value == expected)
  }

  @Test("trailing commas: Foundation accepts them, Remap only with relaxed reading")
  func trailingCommas() throws {
    for text in [#"{"a": 1,}"#, "[1, 2,]"] {
      #expect(throws: Never.self) { try JSONDecoder().decode(JSON.self, from: Data(text.utf8)) }
      #expect(serialization(text) != nil, "\(text)")
      #expect(parseError(text)?.code == .unexpectedCharacter)
      #expect(throws: Never.self) { try JSON(parsing: text, options: .relaxed) }
    }
    #expect(throws: RemapError.self) {
      try RemapDecoder.strict.decode(Pair.self, from: #"{"a": 1,}"#)
    }
  }

  @Test("numbers beyond Double's range: Foundation rejects the document, Remap keeps the text")
  func hugeNumbers() throws {
    for text in ["1e400", "-1e400", "[123456789e999999999]"] {
      #expect(serialization(text) == nil, "\(text)")
      #expect(throws: Never.self) { try JSON(parsing: text) }
    }
    let huge = try #require(try JSON(parsing: "1e400").number)
    #expect(huge.double == nil)
    #expect(huge == JSON.Number(text: "10e399"))
    // Decoding such a number as `Double` fails in both.
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(Double.self, from: Data("1e400".utf8))
    }
    #expect(throws: RemapError.self) { try RemapDecoder.strict.decode(Double.self, from: "1e400") }
  }

  @Test("U+FEFF in strings: JSONSerialization drops one that starts a string or follows an escape")
  func byteOrderMarkInStrings() throws {
    let text = "[\"\u{FEFF}a\", \"\\n\u{FEFF}b\", \"c\u{FEFF}\"]"
    let ours = try JSON(parsing: text)
    #expect(ours == ["\u{FEFF}a", "\n\u{FEFF}b", "c\u{FEFF}"])
    let theirs = try #require(serialization(text) as? [String])
    #expect(theirs.map { $0.unicodeScalars.count } == [1, 2, 2])
    // JSONDecoder keeps them, as Remap does.
    #expect(
      try JSONDecoder().decode([String].self, from: Data(text.utf8)) == [
        "\u{FEFF}a", "\n\u{FEFF}b", "c\u{FEFF}",
      ])
  }

  @Test("UTF-16 and UTF-32: Foundation detects them, Remap reads UTF-8 only")
  func otherEncodings() throws {
    for encoding: String.Encoding in [.utf16LittleEndian, .utf16BigEndian, .utf16, .utf32] {
      let data = try #require(#"{"a": 1}"#.data(using: encoding))
      #expect(
        (try? JSONSerialization.jsonObject(with: data) as? [String: Int]) == ["a": 1], "\(encoding)"
      )
      #expect(throws: RemapError.self) { try JSON(parsing: data) }
    }
    let error = try #require(parseError(Array("[1]".data(using: .utf16)!)))
    #expect(error.code == .invalidUnicode)
  }

  @Test("long numbers: Remap's default limit rejects numbers longer than 100,000 bytes")
  func longNumbers() throws {
    let text = "0." + String(repeating: "3", count: 100_000)
    // Foundation reads it, and rounds it wrongly (0.33333333333333337).
    #expect(serialization(text) is Double)
    #expect(parseError(text)?.code == .numberLengthLimitExceeded)
    #expect(try JSON(parsing: text, options: .init(maximumNumberLength: .max)).double == 1.0 / 3)
  }

  @Test("invalid values the model never reads: JSONDecoder lets them through")
  func unreadInvalidValues() throws {
    let malformedNumber = Array(#"[{"n": "a", "skipped": 8-1069.125}]"#.utf8)
    let invalidUTF8 = Array(#"[{"n": "a", "skipped": ""#.utf8) + [0xF0, 0x28] + Array(#""}]"#.utf8)
    for (bytes, code) in [
      (malformedNumber, RemapError.Code.unexpectedCharacter), (invalidUTF8, .invalidUnicode),
    ] {
      #expect(try JSONDecoder().decode([Name].self, from: Data(bytes)) == [Name(n: "a")])
      #expect((try? JSONSerialization.jsonObject(with: Data(bytes))) == nil)
      #expect(parseError(bytes)?.code == code)
      #expect(throws: RemapError.self) { try RemapDecoder.strict.decode([Name].self, from: bytes) }
    }
  }

  private struct Name: Codable, Equatable {
    var n: String
  }

  @Test("depth: both stop past 512 levels")
  func depth() throws {
    let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    let deep = "[" + ok + "]"
    #expect(serialization(ok) != nil)
    #expect(serialization(deep) == nil)
    #expect(throws: Never.self) { try JSON(parsing: ok) }
    #expect(parseError(deep)?.code == .depthLimitExceeded)
  }

  @Test("a UTF-8 byte order mark before the document: both skip it")
  func leadingByteOrderMark() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)
    #expect(try JSON(parsing: bytes) == [1])
    #expect((try? JSONSerialization.jsonObject(with: Data(bytes))) as? [Int] == [1])
  }
}
