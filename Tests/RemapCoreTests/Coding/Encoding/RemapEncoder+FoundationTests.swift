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

// Models that exercise synthesized Codable: enums with associated values, optionals, nested
// arrays and dictionaries, every number type at its edges, and the Foundation types.

private enum Shape: Codable, Equatable {
  case circle(radius: Double)
  case rectangle(width: Double, height: Float)
  case point
  case labeled(String, tags: [String]?)
  case nested(inner: [Shape])
}

private enum Status: String, Codable { case active, suspended = "SUSPENDED" }
private enum Level: Int, Codable { case low = 1, high = 99 }

private struct Reading: Codable, Equatable {
  var id: Int64
  var unsigned: UInt64
  var small: Int8
  var value: Double
  var values: [Double]
  var floats: [Float]
  var note: String?
  var flags: [Bool?]
  var matrix: [[Int]]
  var lookup: [String: [Double]]
  var byID: [Int: String]
  var shape: Shape
  var shapes: [Shape]
  var decimal: Decimal
  var url: URL
  var data: Data
  var date: Date
  var status: Status
  var level: Level?
  var json: JSON
  var children: [Reading]
}

private struct ReadingGenerator {
  var values: ValueGenerator

  init(seed: UInt64) {
    values = ValueGenerator(seed: seed)
    values.foundationSafeNumbers = true
  }

  mutating func double() -> Double {
    switch values.int(0...5) {
    case 0:
      return values.pick([
        0, -0.0, 5, 0.1, 1e-5, 1e-7, 1e20, 1e21, 1e22, .leastNonzeroMagnitude,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .ulpOfOne, 9_007_199_254_740_992,
        2.2250738585072014e-308, 1.2345678901234568e20,
      ])
    case 1: return Double(values.int(-1_000_000...1_000_000))
    case 2: return Double(values.int(-1_000_000...1_000_000)) / 1000
    default:
      while true {
        let value = Double(bitPattern: values.rng.next())
        if value.isFinite { return value }
      }
    }
  }

  mutating func float() -> Float {
    while true {
      let value = Float(bitPattern: UInt32(truncatingIfNeeded: values.rng.next()))
      if value.isFinite { return value }
    }
  }

  mutating func shape(depth: Int) -> Shape {
    switch values.int(0...(depth > 0 ? 4 : 3)) {
    case 0: return .circle(radius: double())
    case 1: return .rectangle(width: double(), height: float())
    case 2: return .point
    case 3:
      return .labeled(
        values.string(),
        tags: values.chance(0.5) ? nil : (0..<values.int(0...3)).map { _ in values.string() })
    default: return .nested(inner: (0..<values.int(0...3)).map { _ in shape(depth: depth - 1) })
    }
  }

  mutating func reading(depth: Int = 2) -> Reading {
    Reading(
      id: values.pick([Int64.max, Int64.min, 0, Int64(values.int(-99...99))]),
      unsigned: values.pick([UInt64.max, 0, UInt64(Int64.max) + 1, values.rng.next()]),
      small: Int8(truncatingIfNeeded: values.int(-128...127)),
      value: double(),
      values: (0..<values.int(0...5)).map { _ in double() },
      floats: (0..<values.int(0...3)).map { _ in float() },
      note: values.chance(0.5) ? nil : values.string(),
      flags: (0..<values.int(0...4)).map { _ in values.chance(0.3) ? nil : values.chance(0.5) },
      matrix: (0..<values.int(0...3)).map { _ in
        (0..<values.int(0...3)).map { _ in values.int(-9...9) }
      },
      lookup: Dictionary(
        (0..<values.int(0...3)).map { _ in (values.string(maximumLength: 6), [double()]) },
        uniquingKeysWith: { first, _ in first }),
      byID: Dictionary(
        (0..<values.int(0...3)).map { _ in (values.int(-50...50), values.string()) },
        uniquingKeysWith: { first, _ in first }),
      shape: shape(depth: 2),
      shapes: (0..<values.int(0...3)).map { _ in shape(depth: 1) },
      decimal: Decimal(string: "\(values.int(-99999...99999)).\(values.int(0...999999))")!,
      url: URL(
        string: values.pick(["https://example.com/a/b?c=d&e=%20", "file:///tmp/x", "mailto:a@b.c"]))!,
      data: Data((0..<values.int(0...12)).map { _ in UInt8(values.int(0...255)) }),
      date: Date(timeIntervalSinceReferenceDate: double().truncatingRemainder(dividingBy: 1e12)),
      status: values.chance(0.5) ? .active : .suspended,
      level: values.pick([nil, .low, .high]),
      json: values.value(depth: 3),
      children: depth > 0 ? (0..<values.int(0...2)).map { _ in reading(depth: depth - 1) } : [])
  }
}

@Suite("RemapEncoder agrees with JSONEncoder")
struct RemapEncoderFoundationTests {
  /// Encodes with both encoders and compares the parsed results.
  private func expectSameValue<T: Encodable>(
    _ value: T, remap: RemapEncoder, foundation: JSONEncoder, seed: UInt64? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let ours = try JSON(parsing: try remap.encode(value))
    let theirs = try JSON(parsing: try foundation.encode(value))
    #expect(ours == theirs, "seed \(seed.map(String.init) ?? "-")", sourceLocation: sourceLocation)
  }

  @Test("generated models encode to the same values as with JSONEncoder")
  func generatedModels() throws {
    let seed = TestSeed.make("generatedModels")
    var generator = ReadingGenerator(seed: seed)
    var remap = RemapEncoder()
    remap.dateEncoding = .deferredToDate
    let foundation = JSONEncoder()
    for round in 0..<150 {
      let reading = generator.reading()
      if round % 3 == 0 {
        remap.outputFormatting = [.prettyPrinted]
        foundation.outputFormatting = [.prettyPrinted]
      } else if round % 3 == 1 {
        remap.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        foundation.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      } else {
        remap.outputFormatting = []
        foundation.outputFormatting = []
      }
      try expectSameValue(reading, remap: remap, foundation: foundation, seed: seed)
    }
  }

  @Test("ISO 8601 dates, nil and non-conforming float strategies agree with JSONEncoder's")
  func strategies() throws {
    struct Event: Codable {
      var when: Date
      var score: Double
      var scores: [Float]
      var optional: Int?
    }
    let events = [
      Event(
        when: Date(timeIntervalSince1970: 1_453_075_980), score: .infinity, scores: [.nan, 1],
        optional: nil),
      Event(when: Date(timeIntervalSince1970: 0), score: -.infinity, scores: [], optional: 3),
    ]
    var remap = RemapEncoder()
    remap.nonConformingFloatEncoding = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let foundation = JSONEncoder()
    foundation.dateEncodingStrategy = .iso8601
    foundation.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    try expectSameValue(events, remap: remap, foundation: foundation)

    remap.dateEncoding = .millisecondsSince1970
    foundation.dateEncodingStrategy = .millisecondsSince1970
    try expectSameValue(events, remap: remap, foundation: foundation)
    remap.dateEncoding = .secondsSince1970
    foundation.dateEncodingStrategy = .secondsSince1970
    try expectSameValue(events, remap: remap, foundation: foundation)
  }

  @Test("generated JSON values encode to themselves, as with JSONEncoder")
  func generatedJSON() throws {
    let seed = TestSeed.make("generatedJSON")
    var generator = ValueGenerator(seed: seed)
    generator.foundationSafeNumbers = true
    for _ in 0..<200 {
      let value = generator.value()
      #expect(try JSON(parsing: try RemapEncoder().encode(value)) == value, "seed \(seed)")
      #expect(try RemapEncoder().encodeJSON(value) == value, "seed \(seed)")
      try expectSameValue([value], remap: RemapEncoder(), foundation: JSONEncoder(), seed: seed)
    }
  }

  @Test("streaming and tree-building give the same bytes for generated models")
  func streamingMatchesTree() throws {
    let seed = TestSeed.make("streamingMatchesTree")
    var generator = ReadingGenerator(seed: seed)
    for round in 0..<150 {
      let reading = generator.reading()
      var encoder = RemapEncoder()
      encoder.dateEncoding = round % 2 == 0 ? .iso8601 : .deferredToDate
      encoder.outputFormatting = round % 3 == 0 ? .prettyPrinted : []
      encoder.keyStyle = [KeyStyle.unchanged, .snakeCase, .kebabCase, .camelCase][round % 4]
      encoder.nilEncoding = round % 5 == 0 ? .null : .omit
      encoder.dataEncoding = round % 7 == 0 ? .deferredToData : .base64
      let streamed = try encoder.encode(reading)
      let built = try encoder.encodeJSON(reading).serializedBytes(options: encoder.outputFormatting)
      #expect(streamed == built, "seed \(seed), round \(round)")
    }
  }

  @Test("every finite double streams as the tree writes it")
  func doublesMatchTree() throws {
    let seed = TestSeed.make("doublesMatchTree")
    var generator = ReadingGenerator(seed: seed)
    let doubles = (0..<5000).map { _ in generator.double() }
    let floats = (0..<2000).map { _ in generator.float() }
    #expect(
      try RemapEncoder().encode(doubles)
        == (try RemapEncoder().encodeJSON(doubles).serializedBytes()))
    #expect(
      try RemapEncoder().encode(floats) == (try RemapEncoder().encodeJSON(floats).serializedBytes())
    )
    // Each value read back is the same value.
    let parsed = try JSON(parsing: try RemapEncoder().encode(doubles))
    #expect(parsed.array?.map { $0.double } == doubles.map { Optional($0) })
  }
}
