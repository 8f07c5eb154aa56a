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

private struct Stamped: Codable, Equatable {
  var at: Date
}

@Suite("RemapEncoder date and data strategies")
struct RemapEncoderStrategiesTests {
  private static func encoder(_ strategy: RemapEncoder.DateEncodingStrategy) -> RemapEncoder {
    var encoder = RemapEncoder()
    encoder.dateEncoding = strategy
    return encoder
  }

  // MARK: - ISO 8601

  @Test(
    "ISO 8601 in UTC, with a fraction only when the date has one",
    arguments: [
      (1_453_075_980, "2016-01-18T00:13:00Z"),
      (1_453_075_980.25, "2016-01-18T00:13:00.250Z"),
      (1_453_075_980.123, "2016-01-18T00:13:00.123Z"),
      (1_453_075_980.00025, "2016-01-18T00:13:00.000250Z"),
      (0, "1970-01-01T00:00:00Z"),
      (-1, "1969-12-31T23:59:59Z"),
      (-0.5, "1969-12-31T23:59:59.500Z"),
      (951_782_400, "2000-02-29T00:00:00Z"),
      (253_402_300_799, "9999-12-31T23:59:59Z"),
      (253_402_300_800, "+10000-01-01T00:00:00Z"),
      (-62_167_219_200, "0000-01-01T00:00:00Z"),
      (-62_198_755_200, "-0001-01-01T00:00:00Z"),
      (1_453_075_980.9999999, "2016-01-18T00:13:01Z"),
    ] as [(Double, String)])
  func iso8601(seconds: Double, text: String) throws {
    let date = Date(timeIntervalSince1970: seconds)
    #expect(try encodedText(Stamped(at: date)) == #"{"at":"\#(text)"}"#)
    #expect(try encodedText([date]) == #"["\#(text)"]"#)
    #expect(try encodedText(date) == #""\#(text)""#)
    #expect(try RemapEncoder().encodeJSON(date) == .string(text))
  }

  @Test("ISO 8601 agrees with ISO8601DateFormatter on whole seconds and milliseconds")
  func iso8601MatchesFoundation() throws {
    let seed = TestSeed.make("iso8601MatchesFoundation")
    var rng = SplitMix64(seed: seed)
    let whole = ISO8601DateFormatter()
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    for _ in 0..<500 {
      // 1583 through 9999: Foundation's formatter uses the Julian calendar before the
      // Gregorian reform, where ISO 8601 extends the Gregorian calendar backwards.
      let seconds = Double(Int64.random(in: -12_212_553_600...253_402_300_799, using: &rng))
      let milliseconds = Double(Int.random(in: 1...999, using: &rng))
      let date = Date(timeIntervalSince1970: seconds)
      #expect(try encodedText(date) == "\"\(whole.string(from: date))\"", "seed \(seed)")
      let precise = Date(timeIntervalSince1970: seconds + milliseconds / 1000)
      #expect(try encodedText(precise) == "\"\(fractional.string(from: precise))\"", "seed \(seed)")
    }
  }

  @Test("ISO 8601 dates decode back with RemapDecoder's defaults")
  func iso8601RoundTrip() throws {
    for seconds in [1_453_075_980, 1_453_075_980.25, 0, -86_400.5] as [Double] {
      let value = Stamped(at: Date(timeIntervalSince1970: seconds))
      let bytes = try RemapEncoder().encode(value)
      #expect(try RemapDecoder().decode(Stamped.self, from: bytes) == value)
    }
  }

  @Test("a date that is not finite has no ISO 8601 form")
  func iso8601NotFinite() throws {
    let error = try #require(encodingError(["when": Date(timeIntervalSince1970: .infinity)]))
    #expect(error.code == .unsupportedValue)
    #expect(error.path == "when")
  }

  // MARK: - Other date strategies

  @Test("numeric date strategies write seconds and milliseconds")
  func numericDates() throws {
    let date = Date(timeIntervalSince1970: 1_453_075_980.25)
    #expect(
      try encodedText(Stamped(at: date), Self.encoder(.secondsSince1970))
        == #"{"at":1453075980.25}"#)
    #expect(
      try encodedText(Stamped(at: date), Self.encoder(.millisecondsSince1970))
        == #"{"at":1453075980250}"#)
    #expect(try encodedText([date], Self.encoder(.deferredToDate)) == "[474768780.25]")
  }

  @Test("formatted dates use the pattern in the POSIX locale and UTC")
  func formattedDates() throws {
    let date = Date(timeIntervalSince1970: 1_453_075_980)
    let encoder = Self.encoder(.formatted("yyyy-MM-dd HH:mm EEE"))
    #expect(
      try encodedText([date, date], encoder) == #"["2016-01-18 00:13 Mon","2016-01-18 00:13 Mon"]"#)
    #expect(try encoder.encodeJSON(Stamped(at: date)) == ["at": "2016-01-18 00:13 Mon"])
  }

  @Test("a custom date strategy writes through the encoder it is given")
  func customDates() throws {
    let date = Date(timeIntervalSince1970: 1_453_075_980)
    let asObject = Self.encoder(
      .custom { date, encoder in
        enum Keys: CodingKey { case epoch }
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(Int(date.timeIntervalSince1970), forKey: .epoch)
      })
    #expect(try encodedText(Stamped(at: date), asObject) == #"{"at":{"epoch":1453075980}}"#)
    #expect(try asObject.encodeJSON([date]) == [["epoch": 1_453_075_980]])

    let silent = Self.encoder(.custom { _, _ in })
    #expect(try encodedText(Stamped(at: date), silent) == #"{"at":{}}"#)
    #expect(try silent.encodeJSON(Stamped(at: date)) == ["at": [:]])

    let paths = Self.encoder(
      .custom { _, encoder in
        var container = encoder.singleValueContainer()
        try container.encode(encoder.codingPath.map(\.stringValue).joined(separator: "/"))
      })
    #expect(
      try encodedText(["a": [Stamped(at: date)]], paths) == #"{"a":[{"at":"a\/Index 0\/at"}]}"#)
  }

  @Test("an error thrown by a custom date strategy names the date's path")
  func customDateError() throws {
    struct Refused: Error {}
    let encoder = Self.encoder(.custom { _, _ in throw Refused() })
    let error = try #require(encodingError(["x": Stamped(at: Date())], encoder))
    #expect(error.code == .encodingFailed)
    #expect(error.path == "x.at")
    #expect(error.underlying is Refused)
  }

  // MARK: - Data

  @Test("data is base64 by default, its slashes escaped like any string's")
  func base64() throws {
    #expect(try encodedText(["d": Data([1, 2, 3])]) == #"{"d":"AQID"}"#)
    #expect(try encodedText([Data([0xFF, 0xFF, 0xFF, 0xFB])]) == #"["\/\/\/\/+w=="]"#)
    #expect(try encodedText([Data()]) == #"[""]"#)
    var encoder = RemapEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    #expect(try encodedText([Data([0xFF, 0xFF, 0xFF, 0xFB])], encoder) == #"["////+w=="]"#)
    var rng = SplitMix64(seed: 7)
    for count in 0..<40 {
      let data = Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) })
      #expect(try RemapEncoder().encodeJSON([data]) == [.string(data.base64EncodedString())])
      #expect(try encodedText([data], encoder) == "[\"\(data.base64EncodedString())\"]")
    }
  }

  @Test("deferredToData writes the bytes; custom writes through the encoder")
  func dataStrategies() throws {
    var encoder = RemapEncoder()
    encoder.dataEncoding = .deferredToData
    #expect(try encodedText(["d": Data([1, 2, 255])], encoder) == #"{"d":[1,2,255]}"#)
    #expect(try encoder.encodeJSON(Data([1, 2])) == [1, 2])
    encoder.dataEncoding = .custom { data, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(data.map { String($0, radix: 16) }.joined())
    }
    #expect(try encodedText(["d": Data([1, 2, 255])], encoder) == #"{"d":"12ff"}"#)
    #expect(try encoder.encodeJSON(Data([1, 2, 255])) == "12ff")
  }
}
