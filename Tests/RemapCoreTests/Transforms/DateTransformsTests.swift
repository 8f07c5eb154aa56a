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

@Suite("Date transforms")
struct DateTransformsTests {
  /// 2016-01-18T00:13:00Z.
  static let date = Date(timeIntervalSince1970: 1_453_075_980)

  @Test(
    "ISO8601DateTransform reads offsets and fractions",
    arguments: [
      ("2016-01-18T00:13:00Z", 0.0),
      ("2016-01-17T16:13:00-08:00", 0),
      ("2016-01-18T00:13:00.250Z", 0.25),
    ])
  func iso8601Decodes(text: String, fraction: Double) throws {
    let date = try ISO8601DateTransform().decode(.string(text))
    #expect(date.timeIntervalSince1970 == Self.date.timeIntervalSince1970 + fraction)
  }

  @Test("ISO8601DateTransform writes UTC, or the zone's offset, with or without milliseconds")
  func iso8601Encodes() throws {
    let date = Self.date.addingTimeInterval(0.25)
    #expect(try ISO8601DateTransform().encode(date) == "2016-01-18T00:13:00Z")
    #expect(
      try ISO8601DateTransform(includesFractionalSeconds: true).encode(Self.date)
        == "2016-01-18T00:13:00.000Z")
    #expect(
      try ISO8601DateTransform(includesFractionalSeconds: true).encode(date)
        == "2016-01-18T00:13:00.250Z")
    let pacific = try #require(TimeZone(secondsFromGMT: -8 * 3600))
    let transform = ISO8601DateTransform(timeZone: pacific)
    #expect(try transform.encode(Self.date) == "2016-01-17T16:13:00-08:00")
    // A time without an offset is in the transform's zone.
    #expect(try transform.decode("2016-01-17T16:13:00") == Self.date)
    #expect(try transform.decode("2016-01-18T00:13:00Z") == Self.date)
  }

  @Test("ISO8601DateTransform rejects other text")
  func iso8601Rejects() throws {
    let error = try #require(throws: RemapError.self) {
      try ISO8601DateTransform().decode("yesterday")
    }
    #expect(error.code == .invalidValue)
    #expect(
      error.message
        == #"expected an ISO 8601 date such as 2016-01-17T16:13:00Z, found the string "yesterday""#)
  }

  @Test("EpochDateTransform reads and writes seconds and milliseconds")
  func epoch() throws {
    #expect(try EpochDateTransform().decode(1_453_075_980) == Self.date)
    #expect(try EpochDateTransform().decode("1453075980") == Self.date)
    #expect(try EpochDateTransform(.milliseconds).decode(1_453_075_980_000) == Self.date)
    #expect(try EpochDateTransform().encode(Self.date) == 1_453_075_980)
    #expect(try EpochDateTransform(.milliseconds).encode(Self.date) == 1_453_075_980_000)
    #expect(try EpochDateTransform().encode(Self.date.addingTimeInterval(0.5)) == 1_453_075_980.5)
    #expect(throws: RemapError.self) { try EpochDateTransform().decode("soon") }
  }

  @Test("DateFormatTransform reads and writes its pattern in its zone")
  func format() throws {
    let transform = DateFormatTransform("yyyy-MM-dd HH:mm")
    #expect(try transform.decode("2016-01-18 00:13") == Self.date)
    #expect(transform.encode(Self.date) == "2016-01-18 00:13")
    let paris = try #require(TimeZone(secondsFromGMT: 3600))
    #expect(
      DateFormatTransform("HH:mm dd/MM/yyyy", timeZone: paris).encode(Self.date)
        == "01:13 18/01/2016")
    let error = try #require(throws: RemapError.self) { try transform.decode("18/01/2016") }
    #expect(
      error.message
        == #"expected a date in the format "yyyy-MM-dd HH:mm", found the string "18/01/2016""#)
  }

  @Test("FirstMatchDateTransform tries each in turn and encodes with the first")
  func firstMatch() throws {
    let transform = FirstMatchDateTransform([
      ISO8601DateTransform(), DateFormatTransform("dd/MM/yyyy HH:mm"), EpochDateTransform(),
    ])
    #expect(try transform.decode("2016-01-18T00:13:00Z") == Self.date)
    #expect(try transform.decode("18/01/2016 00:13") == Self.date)
    #expect(try transform.decode(1_453_075_980) == Self.date)
    #expect(try transform.encode(Self.date) == "2016-01-18T00:13:00Z")
    let error = try #require(throws: RemapError.self) { try transform.decode(true) }
    #expect(error.code == .invalidValue)
  }
}
