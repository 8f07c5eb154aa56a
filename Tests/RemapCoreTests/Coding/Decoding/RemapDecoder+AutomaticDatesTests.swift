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

/// `.automatic(plus:assumingTimeZone:)`: the automatic rules, extra formats, and the zone of
/// a date or time that names none.
@Suite("RemapDecoder automatic dates with formats and a zone")
struct RemapDecoderAutomaticDatesTests {
  struct Item: Decodable { var date: Date }

  /// 2025-01-06T08:00:00Z.
  static let reference = 1_736_150_400.0
  static let paris = TimeZone(identifier: "Europe/Paris") ?? .gmt

  func seconds(_ text: String, _ strategy: RemapDecoder.DateDecodingStrategy) throws -> Double {
    var decoder = RemapDecoder()
    decoder.dateDecoding = strategy
    return try decoder.decode(Item.self, from: #"{"date": "\#(text)"}"#).date
      .timeIntervalSince1970
  }

  @Test("the automatic rules come first, then each pattern in turn")
  func patternsAfterTheAutomaticRules() throws {
    let strategy = RemapDecoder.DateDecodingStrategy.automatic(
      plus: ["dd/MM/yyyy HH:mm", "yyyyMMdd'T'HHmm"])
    #expect(try seconds("06/01/2025 08:00", strategy) == Self.reference)
    #expect(try seconds("20250106T0800", strategy) == Self.reference)
    #expect(try seconds("2025-01-06T08:00:00Z", strategy) == Self.reference)
    #expect(try seconds("Mon, 06 Jan 2025 08:00:00 GMT", strategy) == Self.reference)
    var decoder = RemapDecoder()
    decoder.dateDecoding = strategy
    #expect(
      try decoder.decode(Item.self, from: #"{"date": 1736150400}"#).date
        .timeIntervalSince1970 == Self.reference)
  }

  @Test("text no rule and no pattern reads names the patterns in its error")
  func errorNamesThePatterns() throws {
    var decoder = RemapDecoder()
    decoder.dateDecoding = .automatic(plus: ["dd/MM/yyyy", "yyyyMMdd"])
    let error = #expect(throws: RemapError.self) {
      try decoder.decode(Item.self, from: #"{"date": "next Tuesday"}"#)
    }
    #expect(error?.code == .invalidValue)
    #expect(error?.path == "date")
    #expect(
      error?.message
        == "expected a date: ISO 8601 text such as 2016-01-17T16:13:00Z, RFC 822 text such as "
        + #"Mon, 06 Jan 2025 08:00:00 GMT, text in the format "dd/MM/yyyy" or "yyyyMMdd", "#
        + "or seconds since 1970")
  }

  /// The text, and its seconds since 1970 when read in Paris (UTC+1 in winter, +2 in summer).
  static let zoneless: [(String, Double)] = [
    ("2025-01-06T08:00:00", reference - 3600),
    ("2025-01-06 08:00", reference - 3600),
    ("2025-01-06", reference - 8 * 3600 - 3600),  // midnight in Paris
    ("2025-07-06T08:00:00", reference + 181 * 86_400 - 7200),  // summer time
    ("Mon, 06 Jan 2025 08:00:00", reference - 3600),
    ("06/01/2025 08:00", reference - 3600),
  ]

  @Test("a date or time without a zone is read in the zone assumed", arguments: zoneless)
  func zonelessInTheZoneAssumed(text: String, expected: Double) throws {
    let strategy = RemapDecoder.DateDecodingStrategy.automatic(
      plus: ["dd/MM/yyyy HH:mm"], assumingTimeZone: Self.paris)
    #expect(try seconds(text, strategy) == expected)
    // Read as UTC by default: the documented assumption.
    let utc =
      expected + Double(Self.paris.secondsFromGMT(for: Date(timeIntervalSince1970: expected)))
    #expect(try seconds(text, .automatic(plus: ["dd/MM/yyyy HH:mm"])) == utc)
    if !text.contains("/") { #expect(try seconds(text, .automatic) == utc) }
  }

  @Test(
    "a date or time that names its zone ignores the zone assumed",
    arguments: [
      "2025-01-06T08:00:00Z", "2025-01-06T09:00:00+01:00", "2025-01-06T03:00:00-0500",
      "Mon, 06 Jan 2025 08:00:00 GMT", "Mon, 06 Jan 2025 03:00:00 EST",
    ])
  func zonedIgnoresTheZoneAssumed(text: String) throws {
    #expect(try seconds(text, .automatic(assumingTimeZone: Self.paris)) == Self.reference)
  }

  @Test("a time that the change to summer time skips still reads")
  func skippedLocalTime() throws {
    // 2025-03-30 02:30 does not exist in Paris: the clocks go from 02:00 to 03:00 (01:00 UTC).
    let seconds = try seconds("2025-03-30T02:30:00", .automatic(assumingTimeZone: Self.paris))
    let utcReading = 1_743_301_800.0  // 2025-03-30T02:30:00Z
    #expect([utcReading - 3600, utcReading - 7200].contains(seconds))
  }
}
