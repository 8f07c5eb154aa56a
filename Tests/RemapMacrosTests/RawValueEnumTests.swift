//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import RemapMacros
import Testing

// Raw-value enums without `CaseIterable`: the macro knows their cases, so an unknown raw
// value's error lists them, as a `CaseIterable` enum's does.

@Mappable
enum OrderState: String {
  case pending, paid, shipped
}

@Mappable
enum ShippingPriority: Int {
  case low = 1
  case high = 5
}

@Mappable
struct Shipment: Equatable {
  var state: OrderState
  var priority: ShippingPriority?
}

@Suite("@Mappable raw-value enums: unknown values")
struct RawValueEnumTests {
  static let paths: [(String, RemapDecoder)] = {
    var codable = RemapDecoder()
    codable.mappableFastPath = false
    return [("fast path", RemapDecoder()), ("Codable path", codable)]
  }()

  @Test("an unknown raw value is an invalid-value error listing the cases, on both paths")
  func unknownStringValue() throws {
    #expect(!((OrderState.self as Any.Type) is any CaseIterable.Type))
    let text = """
      {
        "state": "on_hold"
      }
      """
    for (name, decoder) in Self.paths {
      let error = try #require(throws: RemapError.self, "\(name)") {
        try decoder.decode(Shipment.self, from: text)
      }
      #expect(error.code == .invalidValue, "\(name)")
      #expect(
        error.message == #"expected one of "pending", "paid", "shipped", found "on_hold""#,
        "\(name)")
      #expect(error.path == "state", "\(name)")
      #expect(error.location?.line == 2 && error.location?.column == 12, "\(name)")
      let report = decoder.report(Shipment.self, from: text)
      #expect(report.errors.map(\.message) == [error.message], "\(name)")
      #expect(report.errors.map(\.path) == ["state"], "\(name)")
      // Lenient coercion still takes a raw value in another case.
      #expect(
        try decoder.decode(Shipment.self, from: #"{"state": "PAID"}"#).state == .paid, "\(name)")
    }
  }

  @Test("an unknown integer raw value lists the cases' numbers")
  func unknownIntegerValue() throws {
    for (name, decoder) in Self.paths {
      let error = try #require(throws: RemapError.self, "\(name)") {
        try decoder.decode([Shipment].self, from: #"[{"state": "paid", "priority": 3}]"#)
      }
      #expect(error.code == .invalidValue, "\(name)")
      #expect(error.message == "expected one of 1, 5, found 3", "\(name)")
      #expect(error.path == ValuePath([.index(0), .key("priority")]), "\(name)")
      #expect(error.location?.column == 32, "\(name)")
    }
  }

  @Test("JSONDecoder's error lists the cases too")
  func foundationError() throws {
    do {
      _ = try JSONDecoder().decode(Shipment.self, from: Data(#"{"state": "on_hold"}"#.utf8))
      Issue.record("decoded an unknown raw value")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(
        context.debugDescription
          == #"expected one of "pending", "paid", "shipped", found "on_hold""#)
      #expect(context.codingPath.map(\.stringValue) == ["state"])
    }
  }
}
