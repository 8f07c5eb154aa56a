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

/// `null` without silent zeros, lossy dictionaries, and non-conforming floats read back.
@Suite("RemapDecoder nulls, lossy dictionaries and non-conforming floats")
struct RemapDecoderNullsTests {
  struct Order: Decodable, Equatable {
    var total: Double
    var tags: [String]
    var attributes: [String: String]
    var codes: Set<Int>
  }

  @Test("collection defaults: null reads as an empty collection, not as a zero")
  func collectionDefaults() throws {
    var decoder = RemapDecoder()
    decoder.nullValues = .collectionDefaults
    let text = #"{"total": 9.5, "tags": null, "attributes": null, "codes": null}"#
    #expect(
      try decoder.decode(Order.self, from: text)
        == Order(total: 9.5, tags: [], attributes: [:], codes: []))
    let report = decoder.report(Order.self, from: text)
    #expect(report.recoveries.map(\.code) == [.defaultUsed, .defaultUsed, .defaultUsed])
    #expect(report.recoveries.map(\.path) == ["tags", "attributes", "codes"])

    let error = #expect(throws: RemapError.self) {
      try decoder.decode(
        Order.self, from: #"{"total": null, "tags": [], "attributes": {}, "codes": []}"#)
    }
    #expect(error?.code == .valueNotFound)
    #expect(error?.path == "total")
  }

  @Test("type defaults still read null as zero, and the error policy still fails")
  func otherPolicies() throws {
    let text = #"{"total": null, "tags": null, "attributes": {}, "codes": []}"#
    var decoder = RemapDecoder()
    decoder.nullValues = .typeDefaults
    #expect(try decoder.decode(Order.self, from: text).total == 0)
    #expect(throws: RemapError.self) { try RemapDecoder().decode(Order.self, from: text) }
  }

  @Test("lossy collections drop a dictionary's values that fail, and report each")
  func lossyDictionary() throws {
    struct Prices: Decodable { var byCode: [String: Int] }
    var decoder = RemapDecoder()
    decoder.lossyCollections = true
    let text = #"{"byCode": {"a": 1, "b": "x", "c": 3}}"#
    #expect(try decoder.decode(Prices.self, from: text).byCode == ["a": 1, "c": 3])
    let report = decoder.report(Prices.self, from: text)
    #expect(report.value?.byCode == ["a": 1, "c": 3])
    #expect(report.recoveries.map(\.code) == [.elementDropped])
    #expect(report.recoveries.map(\.path) == ["byCode.b"])
    #expect(report.recoveries.first?.message.hasPrefix(#"dropped the value for "b": "#) == true)
    // Without the option, the whole dictionary fails.
    #expect(throws: RemapError.self) { try RemapDecoder().decode(Prices.self, from: text) }
  }

  @Test("a lossy dictionary of models drops a model that fails")
  func lossyDictionaryOfModels() throws {
    struct Point: Decodable, Equatable { var x: Int }
    var decoder = RemapDecoder()
    decoder.lossyCollections = true
    let points = try decoder.decode(
      [String: Point].self, from: #"{"a": {"x": 1}, "b": {"y": 2}, "c": {"x": 3}}"#)
    #expect(points == ["a": Point(x: 1), "c": Point(x: 3)])
  }

  @Test("NaN and infinities written as strings by the encoder read back")
  func nonConformingFloatsRoundTrip() throws {
    struct Reading: Codable { var values: [Double]; var single: Float }
    var encoder = RemapEncoder()
    encoder.nonConformingFloatEncoding = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    let data = try encoder.encode(
      Reading(values: [.infinity, -.infinity, .nan, 1.5], single: .nan))
    var decoder = RemapDecoder()
    decoder.nonConformingFloatDecoding = .convertFromString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    let reading = try decoder.decode(Reading.self, from: data)
    #expect(reading.values[0] == .infinity)
    #expect(reading.values[1] == -.infinity)
    #expect(reading.values[2].isNaN)
    #expect(reading.values[3] == 1.5)
    #expect(reading.single.isNaN)
    // Not by default, and not another spelling.
    #expect(throws: RemapError.self) { try RemapDecoder().decode(Reading.self, from: data) }
    #expect(throws: RemapError.self) {
      try decoder.decode(Double.self, from: #""nan""#)
    }
  }
}
