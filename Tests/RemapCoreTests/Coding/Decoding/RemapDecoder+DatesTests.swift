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

private typealias Box = DecoderTestSupport.Box

private struct Event: Decodable, Equatable {
  var name: String
  var at: Date
}

private struct Timeline: Decodable, Equatable {
  var events: [Event]
}

/// 2016-01-17T16:13:00Z.
private let sixteenThirteenUTC = 1_453_047_180.0
/// 2016-01-17T00:00:00Z.
private let midnightUTC = 1_452_988_800.0

@Suite("RemapDecoder dates")
struct RemapDecoderDatesTests {
  private func decode(
    _ json: String, strategy: RemapDecoder.DateDecodingStrategy,
    coercion: RemapDecoder.Coercion = .lenient
  ) throws(RemapError) -> Date {
    var decoder = RemapDecoder()
    decoder.dateDecoding = strategy
    decoder.coercion = coercion
    return try decoder.decode(Box<Date>.self, from: "{\"value\": \(json)}").value
  }

  private func error(
    _ json: String, strategy: RemapDecoder.DateDecodingStrategy,
    coercion: RemapDecoder.Coercion = .lenient,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> RemapError? {
    var decoder = RemapDecoder()
    decoder.dateDecoding = strategy
    decoder.coercion = coercion
    return DecoderTestSupport.error(
      Box<Date>.self, from: "{\"value\": \(json)}", with: decoder, sourceLocation: sourceLocation)
  }

  // MARK: - Automatic

  static let automaticRows: [(String, Double)] = [
    ("\"2016-01-17T16:13:00Z\"", sixteenThirteenUTC),
    ("\"2016-01-17T16:13:00z\"", sixteenThirteenUTC),
    ("\"2016-01-17t16:13:00Z\"", sixteenThirteenUTC),
    ("\"2016-01-17 16:13:00Z\"", sixteenThirteenUTC),
    ("\"2016-01-17T16:13:00\"", sixteenThirteenUTC),
    ("\"2016-01-17T16:13Z\"", sixteenThirteenUTC),
    ("\"2016-01-17T16:13:00.000Z\"", sixteenThirteenUTC),
    ("\"2016-01-17T16:13:00.5Z\"", sixteenThirteenUTC + 0.5),
    ("\"2016-01-17T16:13:00.250+00:00\"", sixteenThirteenUTC + 0.25),
    ("\"2016-01-17T16:13:00,5Z\"", sixteenThirteenUTC + 0.5),
    ("\"2016-01-17T16:13:00-0800\"", 1_453_075_980),
    ("\"2016-01-17T16:13:00-08:00\"", 1_453_075_980),
    ("\"2016-01-17T16:13:00-08\"", 1_453_075_980),
    ("\"2016-01-17T16:13:00+01:00\"", sixteenThirteenUTC - 3600),
    ("\"2016-01-17T16:13:00+0530\"", sixteenThirteenUTC - 5.5 * 3600),
    ("\"2016-01-17\"", midnightUTC),
    ("\"1970-01-01T00:00:00Z\"", 0),
    ("\"1969-12-31T23:59:59Z\"", -1),
    ("\"2016-02-29\"", 1_456_704_000),
    ("\"2000-02-29T00:00:00Z\"", 951_782_400),
    ("\"2016-12-31T23:59:60Z\"", 1_483_228_800),
    ("1453075980", 1_453_075_980),
    ("1453075980.5", 1_453_075_980.5),
    ("0", 0),
    ("-86400", -86400),
    ("100000000000", 100_000_000_000),
    ("100000000001", 100_000_000.001),
    ("1453075980123", 1_453_075_980.123),
    ("-1453075980123", -1_453_075_980.123),
  ]

  @Test(
    "automatic reads ISO 8601 text and numbers of seconds or milliseconds", arguments: automaticRows
  )
  func automatic(json: String, seconds: Double) throws {
    for coercion in [RemapDecoder.Coercion.lenient, .strict] {
      let date = try decode(json, strategy: .automatic, coercion: coercion)
      #expect(
        abs(date.timeIntervalSince1970 - seconds) < 1e-6,
        "\(coercion): \(date.timeIntervalSince1970)")
    }
  }

  @Test("the design's example decodes to 1453075980 exactly")
  func designExample() throws {
    let date = try decode("\"2016-01-17T16:13:00-0800\"", strategy: .automatic)
    #expect(date.timeIntervalSince1970 == 1_453_075_980)
    #expect(try RemapDecoder().decode(Date.self, from: "\"2016-01-17T16:13:00-0800\"") == date)
  }

  @Test("numeric strings are dates in lenient mode only")
  func numericStrings() throws {
    #expect(
      try decode("\"1453075980\"", strategy: .automatic)
        == Date(timeIntervalSince1970: 1_453_075_980))
    #expect(
      try decode("\"1453075980123\"", strategy: .automatic)
        == Date(timeIntervalSince1970: 1_453_075_980.123))
    #expect(error("\"1453075980\"", strategy: .automatic, coercion: .strict)?.code == .invalidValue)
  }

  static let invalidRows = [
    "\"2016-13-01\"", "\"2016-00-10\"", "\"2016-02-30\"", "\"2015-02-29\"", "\"1900-02-29\"",
    "\"2016-04-31\"", "\"2016-01-00\"", "\"2016-01-17T24:00:00Z\"", "\"2016-01-17T16:60:00Z\"",
    "\"2016-01-17T16:13:61Z\"", "\"2016-01-17T16:13:00+24:00\"", "\"2016-01-17T16:13:00+01:60\"",
    "\"2016-01-17T16:13:00.Z\"", "\"2016-01-17T\"", "\"2016-01-17T16\"", "\"2016-1-17\"",
    "\"16-01-17\"", "\"2016/01/17\"", "\"2016-01-17T16:13:00Zjunk\"", "\"2016-01-17T16:13:00 Z\"",
    "\"yesterday\"", "\"\"", "true", "[]", "{}",
  ]

  @Test("invalid dates fail with invalidValue and the path", arguments: invalidRows)
  func invalid(json: String) {
    let error = error(json, strategy: .automatic)
    #expect(error?.code == .invalidValue)
    #expect(error?.path == "value")
    #expect(
      error?.message
        == "expected a date: ISO 8601 text such as 2016-01-17T16:13:00Z, RFC 822 text such as Mon, 06 Jan 2025 08:00:00 GMT, or seconds since 1970"
    )
    #expect(error?.expected == "Date")
  }

  @Test("null is not a date: valueNotFound, with numeric strategies")
  func nullDate() throws {
    for strategy in [
      RemapDecoder.DateDecodingStrategy.secondsSince1970, .millisecondsSince1970, .deferredToDate,
    ] {
      let error = error("null", strategy: strategy)
      #expect(error?.code == .valueNotFound)
      #expect(error?.path == "value")
    }
    #expect(try RemapDecoder().decode(Box<Date?>.self, from: #"{"value": null}"#).value == nil)
  }

  /// Every other type reports a `null` where a value is needed as valueNotFound (so that
  /// `decodingError` is `.valueNotFound`, as JSONDecoder's is), keeping null apart from
  /// invalid values.
  @Test(
    "null is not a date: valueNotFound, with text strategies")
  func nullDateText() {
    for strategy in [RemapDecoder.DateDecodingStrategy.automatic, .iso8601, .formats(["yyyy"])] {
      let error = error("null", strategy: strategy)
      #expect(error?.code == .valueNotFound)
      #expect(error?.message == "expected Date, found null")
    }
  }

  @Test("an invalid date deep in a document names its path and line")
  func invalidDatePath() {
    let text = """
      {"events": [
        {"name": "a", "at": "2016-01-17"},
        {"name": "b", "at": "2016-02-30T10:00:00Z"}
      ]}
      """
    let error = DecoderTestSupport.error(Timeline.self, from: text)
    #expect(error?.code == .invalidValue)
    #expect(error?.path == "events[1].at")
    #expect(error?.location?.line == 3)
    #expect(error?.location?.column == 23)
    #expect(error?.found == #""2016-02-30T10:00:00Z""#)
  }

  // MARK: - ISO 8601

  @Test("iso8601 reads ISO 8601 text and rejects numbers")
  func iso8601() throws {
    #expect(
      try decode("\"2016-01-17T16:13:00-0800\"", strategy: .iso8601)
        == Date(timeIntervalSince1970: 1_453_075_980))
    #expect(
      try decode("\"2016-01-17\"", strategy: .iso8601) == Date(timeIntervalSince1970: midnightUTC))
    for json in ["1453075980", "\"1453075980\"", "\"2016-13-01\""] {
      let error = error(json, strategy: .iso8601)
      #expect(error?.code == .invalidValue, "\(json)")
      #expect(error?.message == "expected an ISO 8601 date such as 2016-01-17T16:13:00Z")
      #expect(error?.path == "value")
    }
  }

  // MARK: - Seconds and milliseconds

  @Test("secondsSince1970 reads numbers, and numeric strings in lenient mode")
  func secondsSince1970() throws {
    #expect(try decode("1.5", strategy: .secondsSince1970) == Date(timeIntervalSince1970: 1.5))
    #expect(
      try decode("1453075980123", strategy: .secondsSince1970)
        == Date(timeIntervalSince1970: 1_453_075_980_123))
    #expect(try decode("\"1.5\"", strategy: .secondsSince1970) == Date(timeIntervalSince1970: 1.5))
    #expect(error("\"1.5\"", strategy: .secondsSince1970, coercion: .strict)?.code == .typeMismatch)
    #expect(error("\"2016-01-17\"", strategy: .secondsSince1970)?.code == .typeMismatch)

    let foundation = try DecoderTestSupport.foundationDecode(
      Box<Date>.self, from: #"{"value": 1.5}"#
    ) {
      $0.dateDecodingStrategy = .secondsSince1970
    }
    #expect(foundation.value == Date(timeIntervalSince1970: 1.5))
  }

  @Test("millisecondsSince1970 reads numbers of milliseconds, whatever their size")
  func millisecondsSince1970() throws {
    #expect(
      try decode("1500", strategy: .millisecondsSince1970) == Date(timeIntervalSince1970: 1.5))
    #expect(
      try decode("1453075980123", strategy: .millisecondsSince1970)
        == Date(timeIntervalSince1970: 1_453_075_980.123))
    #expect(
      try decode("\"1500\"", strategy: .millisecondsSince1970) == Date(timeIntervalSince1970: 1.5))
    #expect(
      error("\"1500\"", strategy: .millisecondsSince1970, coercion: .strict)?.code == .typeMismatch)
    #expect(error("1e400", strategy: .millisecondsSince1970)?.code == .numberOutOfRange)
  }

  // MARK: - Formats

  @Test("formats tries each pattern in turn, in UTC and the POSIX locale")
  func formats() throws {
    let strategy = RemapDecoder.DateDecodingStrategy.formats(["yyyy-MM-dd HH:mm", "dd/MM/yyyy"])
    #expect(
      try decode("\"2016-01-17 16:13\"", strategy: strategy)
        == Date(timeIntervalSince1970: sixteenThirteenUTC))
    #expect(
      try decode("\"17/01/2016\"", strategy: strategy) == Date(timeIntervalSince1970: midnightUTC))

    let error = error("\"2016-01-17\"", strategy: strategy)
    #expect(error?.code == .invalidValue)
    #expect(error?.message == #"expected a date in the format "yyyy-MM-dd HH:mm" or "dd/MM/yyyy""#)
    #expect(self.error("1453075980", strategy: strategy)?.code == .invalidValue)
  }

  @Test("formats honours a zone in the pattern, and caches its formatters across a document")
  func formatsWithZone() throws {
    var decoder = RemapDecoder()
    decoder.dateDecoding = .formats(["yyyy-MM-dd'T'HH:mm:ssZ", "dd MMM yyyy"])
    let dates = try decoder.decode(
      [Date].self, from: #"["2016-01-17T16:13:00-0800", "17 Jan 2016", "2016-01-17T16:13:00+0000"]"#
    )
    #expect(
      dates
        == [1_453_075_980, midnightUTC, sixteenThirteenUTC].map { Date(timeIntervalSince1970: $0) })
  }

  // MARK: - Deferred and custom

  @Test("deferredToDate reads seconds since 2001 as JSONDecoder does")
  func deferredToDate() throws {
    let text = #"{"value": 1.5}"#
    var decoder = RemapDecoder()
    decoder.dateDecoding = .deferredToDate
    let value = try decoder.decode(Box<Date>.self, from: text).value
    #expect(value == Date(timeIntervalSinceReferenceDate: 1.5))
    #expect(try DecoderTestSupport.foundationDecode(Box<Date>.self, from: text).value == value)
    #expect(try RemapDecoder.strict.decode(Box<Date>.self, from: text).value == value)
  }

  @Test("deferredToDate with lenient coercion reads numeric strings; strict does not")
  func deferredToDateStrings() throws {
    var decoder = RemapDecoder()
    decoder.dateDecoding = .deferredToDate
    #expect(
      try decoder.decode(Box<Date>.self, from: #"{"value": "1.5"}"#).value
        == Date(timeIntervalSinceReferenceDate: 1.5))
    let error = DecoderTestSupport.error(Box<Date>.self, from: #"{"value": "1.5"}"#, with: .strict)
    #expect(error?.code == .typeMismatch)
    #expect(error?.path == "value")
  }

  @Test("custom calls the closure with a decoder positioned at the date")
  func custom() throws {
    var decoder = RemapDecoder()
    decoder.dateDecoding = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      guard text.hasPrefix("@"), let seconds = Double(text.dropFirst()) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "expected @seconds, found \(text)"))
      }
      #expect(DecoderTestSupport.names(decoder.codingPath).last == "at")
      return Date(timeIntervalSince1970: seconds)
    }
    let value = try decoder.decode(
      Timeline.self, from: #"{"events": [{"name": "a", "at": "@1453075980"}]}"#)
    #expect(value.events == [Event(name: "a", at: Date(timeIntervalSince1970: 1_453_075_980))])

    let error = DecoderTestSupport.error(
      Timeline.self, from: #"{"events": [{"name": "a", "at": "1453075980"}]}"#, with: decoder)
    #expect(error?.code == .decodingFailed)
    #expect(error?.message == "expected @seconds, found 1453075980")
    #expect(error?.path == "events[0].at")
  }

  @Test(
    "an error of another type from a custom closure is wrapped with the date's path")
  func customThrowingOwnError() {
    var decoder = RemapDecoder()
    decoder.dateDecoding = .custom { _ in
      throw DecoderTestSupport.CustomError(reason: "no dates today")
    }
    let error = DecoderTestSupport.error(
      Timeline.self, from: #"{"events": [{"name": "a", "at": 1}]}"#, with: decoder)
    #expect(error?.code == .decodingFailed)
    #expect(error?.path == "events[0].at")
    #expect(
      error?.underlying as? DecoderTestSupport.CustomError
        == DecoderTestSupport.CustomError(reason: "no dates today"))
  }

  @Test("optional dates with every strategy read null and missing keys as nil")
  func optionalDates() throws {
    let strategies: [RemapDecoder.DateDecodingStrategy] = [
      .automatic, .iso8601, .secondsSince1970, .millisecondsSince1970, .formats(["yyyy"]),
      .deferredToDate, .custom { _ in Date(timeIntervalSince1970: 0) },
    ]
    for strategy in strategies {
      var decoder = RemapDecoder()
      decoder.dateDecoding = strategy
      #expect(try decoder.decode(Box<Date?>.self, from: #"{"value": null}"#).value == nil)
      #expect(try decoder.decode([String: Date?].self, from: #"{"value": null}"#) == ["value": nil])
      #expect(try decoder.decode(Box<Date?>.self, from: #"{"other": 1}"#).value == nil)
    }
  }
}
