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

/// Decimal to `Double` conversion, checked against the standard library's correctly rounded
/// parser through `JSON.Number.double`.
@Suite("DecimalToDouble")
struct DecimalToDoubleTests {
  /// The `Double` a parsed number converts to; `nil` when it is beyond `Double`'s range.
  private func converted(_ text: String) throws -> Double? {
    try #require(try JSON(parsing: text).number).double
  }

  /// The standard library's conversion, with infinities as `nil` as `JSON.Number` reports them.
  private func reference(_ text: String) throws -> Double? {
    let value = try #require(Double(text))
    return value.isFinite ? value : nil
  }

  private func expectSameBits(_ text: String, seed: UInt64? = nil) throws {
    let actual = try converted(text)
    let expected = try reference(text)
    #expect(
      actual?.bitPattern == expected?.bitPattern,
      "\(text): \(actual.map { "\($0)" } ?? "nil") vs \(expected.map { "\($0)" } ?? "nil")\(seed.map { ", seed \($0)" } ?? "")"
    )
  }

  @Test(
    "known hard cases convert exactly",
    arguments: [
      // Halfway between two doubles: ties go to even.
      "9007199254740993", "9007199254740995", "18014398509481985", "18014398509481987",
      "9007199254740992.5", "4503599627370496.5", "4503599627370497.5",
      // Just above and below halfway.
      "9007199254740993.000000001", "9007199254740992.999999999",
      // The smallest and largest values, and the edges of the subnormal range.
      "4.9406564584124654e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
      "2.2250738585072011e-308", "2.2250738585072014e-308", "2.2250738585072012e-308",
      "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
      // Famous inputs that broke other parsers.
      "2.2250738585072012e-308", "0.1", "0.3", "1e23", "8.41e21", "5e-324", "7.3177701707893310e15",
      "9007199254740991", "1448997445238699", "3.0540412e5", "4.35679794e-308",
      "1.2345678901234567e-300", "9.8813129168249309e-324", "6.9294956446009195e15",
      "1e-350", "1e-325", "1e309", "1e-22", "1e22", "1e-23", "1e23",
      "1234567890123456789e-330", "1234567890123456789e289", "1234567890123456789e290",
    ])
  func hardCases(text: String) throws {
    try expectSameBits(text)
    try expectSameBits("-" + text)
  }

  @Test("random significands of 1 to 19 digits with exponents from -350 to 350")
  func randomDecimals() throws {
    let seed = TestSeed.make("DecimalToDouble random decimals")
    var rng = SplitMix64(seed: seed)
    for _ in 0..<20_000 {
      let digits = Int.random(in: 1...19, using: &rng)
      var significand = String(Int.random(in: 1...9, using: &rng))
      for _ in 1..<digits {
        significand.append(Character(String(Int.random(in: 0...9, using: &rng))))
      }
      let exponent = Int.random(in: -350...350, using: &rng)
      let negative = Bool.random(using: &rng) ? "-" : ""
      // Written as an integer with an exponent, or with a decimal point inside.
      if Bool.random(using: &rng) {
        try expectSameBits("\(negative)\(significand)e\(exponent)", seed: seed)
      } else {
        let point = Int.random(in: 1...digits, using: &rng)
        let integer = significand.prefix(point)
        let fraction = significand.dropFirst(point)
        let text = fraction.isEmpty ? "\(integer)" : "\(integer).\(fraction)"
        try expectSameBits("\(negative)\(text)e\(exponent)", seed: seed)
      }
    }
  }

  @Test("random doubles read back bit for bit from their shortest text")
  func randomDoubles() throws {
    let seed = TestSeed.make("DecimalToDouble random doubles")
    var rng = SplitMix64(seed: seed)
    var checked = 0
    while checked < 20_000 {
      let value: Double
      switch rng.next() % 4 {
      case 0: value = Double(bitPattern: rng.next() & 0x000F_FFFF_FFFF_FFFF)  // subnormal
      case 1: value = Double.random(in: -1e6...1e6, using: &rng)
      default: value = Double(bitPattern: rng.next())
      }
      guard value.isFinite else { continue }
      checked += 1
      let parsed = try JSON(parsing: String(value)).double
      #expect(parsed?.bitPattern == value.bitPattern, "\(value), seed \(seed)")
      let number = try #require(JSON.Number(value))
      #expect(number.double?.bitPattern == value.bitPattern, "\(value), seed \(seed)")
      #expect(
        try JSON(parsing: number.description).double?.bitPattern == value.bitPattern,
        "\(value), seed \(seed)")
    }
  }

  @Test("halfway points between neighbouring doubles round to even")
  func halfwayPoints() throws {
    let seed = TestSeed.make("DecimalToDouble halfway points")
    var rng = SplitMix64(seed: seed)
    for _ in 0..<5_000 {
      // A halfway point needs 54 bits: (2m + 1) × 2^k. With k from 0 to 9 it has at most 19
      // decimal digits, so the exact decimal path handles it; beyond, the text path does.
      let mantissa = (rng.next() & ((1 << 52) - 1)) | (1 << 52)
      let odd = 2 * mantissa + 1
      let shift = Int(rng.next() % 10)
      let (value, overflow) = odd.multipliedReportingOverflow(by: 1 << shift)
      guard !overflow else { continue }
      let text = String(value)
      try expectSameBits(text, seed: seed)
      // Nudged by one in the last digit, just above and just below the halfway point.
      try expectSameBits(String(value - 1), seed: seed)
      try expectSameBits(String(value + 1), seed: seed)
      // The same digits, scaled by powers of ten.
      let exponent = Int(rng.next() % 600) - 300
      try expectSameBits("\(text)e\(exponent)", seed: seed)
    }
  }

  @Test("subnormal decimals convert exactly")
  func subnormals() throws {
    let seed = TestSeed.make("DecimalToDouble subnormals")
    var rng = SplitMix64(seed: seed)
    for _ in 0..<5_000 {
      let digits = Int.random(in: 1...19, using: &rng)
      let significand = UInt64.random(
        in: 1...UInt64(String(repeating: "9", count: digits))!, using: &rng)
      let exponent = Int.random(in: -343 ... -308, using: &rng) - digits + 1
      try expectSameBits("\(significand)e\(exponent)", seed: seed)
    }
  }

  @Test("zero keeps its sign whatever its exponent")
  func zeros() throws {
    for text in ["0", "0.0", "0e-400", "0e400", "0.000e-5"] {
      #expect(try converted(text)?.bitPattern == 0)
      #expect(try converted("-" + text)?.bitPattern == (-0.0).bitPattern)
    }
  }
}
