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

private typealias Box = DecoderTestSupport.Box

private struct Extremes: Decodable, Equatable {
  var int64Min: Int64
  var int64Max: Int64
  var uint64Max: UInt64
  var intMin: Int
  var uintMax: UInt
  var beyondDouble: Int
  var leastDouble: Double
  var greatestDouble: Double
  var negativeGreatest: Double
  var negativeZero: Double
  var greatestFloat: Float
  var leastFloat: Float
}

@Suite("RemapDecoder numbers")
struct RemapDecoderNumbersTests {
  static let extremesText = """
    {
      "int64Min": -9223372036854775808, "int64Max": 9223372036854775807,
      "uint64Max": 18446744073709551615, "intMin": -9223372036854775808,
      "uintMax": 18446744073709551615, "beyondDouble": 9007199254740993,
      "leastDouble": 5e-324, "greatestDouble": 1.7976931348623157e308,
      "negativeGreatest": -1.7976931348623157e308, "negativeZero": -0.0,
      "greatestFloat": 3.4028235e38, "leastFloat": 1e-45
    }
    """

  @Test("integers and floating-point numbers at their limits decode exactly, as in Foundation")
  func extremes() throws {
    let expected = Extremes(
      int64Min: .min, int64Max: .max, uint64Max: .max, intMin: .min, uintMax: .max,
      beyondDouble: 9_007_199_254_740_993, leastDouble: .leastNonzeroMagnitude,
      greatestDouble: .greatestFiniteMagnitude, negativeGreatest: -.greatestFiniteMagnitude,
      negativeZero: -0.0, greatestFloat: .greatestFiniteMagnitude,
      leastFloat: .leastNonzeroMagnitude)
    for decoder in [RemapDecoder(), .strict] {
      let value = try decoder.decode(Extremes.self, from: Self.extremesText)
      #expect(value == expected)
      #expect(value.negativeZero.sign == .minus)
    }
    #expect(
      try DecoderTestSupport.foundationDecode(Extremes.self, from: Self.extremesText) == expected)
  }

  @Test("2^53 + 1 stays exact as an integer and rounds as a Double")
  func beyondDoublePrecision() throws {
    let text = "[9007199254740993]"
    #expect(try RemapDecoder.strict.decode([Int].self, from: text) == [9_007_199_254_740_993])
    #expect(try RemapDecoder.strict.decode([Int64].self, from: text) == [9_007_199_254_740_993])
    #expect(try RemapDecoder.strict.decode([UInt64].self, from: text) == [9_007_199_254_740_993])
    #expect(try RemapDecoder.strict.decode([Double].self, from: text) == [9_007_199_254_740_992])
  }

  @Test(
    "Doubles beyond the largest finite value are out of range",
    arguments: [
      ("1e400", "1e+400"), ("-1e400", "-1e+400"),
      ("1.7976931348623159e308", "1.7976931348623159e+308"), ("1e100001", "1e100001"),
    ])
  func doubleOverflow(json: String, written: String) {
    for decoder in [RemapDecoder(), .strict] {
      let error = DecoderTestSupport.error(
        Box<Double>.self, from: "{\"value\": \(json)}", with: decoder)
      #expect(error?.code == .numberOutOfRange)
      // The message writes the number in its normal form; `found` quotes it as written.
      #expect(error?.message == "\(written) is out of range for Double")
      #expect(error?.found == json)
      #expect(error?.path == "value")
    }
    #expect(throws: DecodingError.self) {
      try DecoderTestSupport.foundationDecode(Box<Double>.self, from: "{\"value\": \(json)}")
    }
  }

  @Test(
    "Floats beyond the largest finite Float are out of range",
    arguments: [
      ("1e39", "1e+39"), ("-1e39", "-1e+39"), ("3.4028236e38", "3.4028236e+38"),
      ("1e300", "1e+300"),
    ])
  func floatOverflow(json: String, written: String) {
    for decoder in [RemapDecoder(), .strict] {
      let error = DecoderTestSupport.error(
        Box<Float>.self, from: "{\"value\": \(json)}", with: decoder)
      #expect(error?.code == .numberOutOfRange)
      #expect(error?.message == "\(written) is out of range for Float")
    }
    #expect(throws: DecodingError.self) {
      try DecoderTestSupport.foundationDecode(Box<Float>.self, from: "{\"value\": \(json)}")
    }
  }

  @Test("Floats round to nearest, as Foundation rounds them")
  func floatRounding() throws {
    let text = "[0.1, 16777217, 1.00000001, 3.4028235677e38, -0]"
    let value = try RemapDecoder.strict.decode([Float].self, from: text)
    #expect(value == [0.1, 16_777_216, 1, .greatestFiniteMagnitude, -0.0])
    #expect(try DecoderTestSupport.foundationDecode([Float].self, from: text) == value)
  }

  @Test("a Float is rounded once from the decimal, not through a Double")
  func floatRoundedOnce() throws {
    // Just above the midpoint between 1 and the next Float; its nearest Double is the midpoint.
    let text = "[1.0000000596046447753906250001, 1152921573327028225]"
    let expected: [Float] = [1.0000001, Float(sign: .plus, exponent: 60, significand: 1).nextUp]
    #expect(try RemapDecoder.strict.decode([Float].self, from: text) == expected)
    #expect(try RemapDecoder().decode([Float].self, from: try JSON(parsing: text)) == expected)
    #expect(JSON.Number(text: "1.0000000596046447753906250001")?.float == 1.0000001)
  }

  /// Decimals exactly at, just above and just below the midpoint between two `Float`s, over
  /// many binades: written out exactly, each must round once, to the right neighbour.
  @Test("Floats near the midpoints between Floats round to the right neighbour")
  func floatMidpoints() throws {
    let seed = TestSeed.make("RemapDecoderNumbersTests.floatMidpoints")
    var random = SplitMix64(seed: seed)
    for _ in 0..<500 {
      let binade = Int.random(in: -20...23, using: &random)
      let significand = UInt32.random(in: (1 << 23)..<(1 << 24), using: &random)
      let lower = Float(sign: .plus, exponent: binade - 23, significand: Float(significand))
      let upper = lower.nextUp
      // The midpoint is (2 × significand + 1) × 2^(binade - 24), exactly
      // (2 × significand + 1) × 5^(24 - binade) × 10^-(24 - binade).
      let scale = 24 - binade
      var digits = UInt128(2 * significand + 1)
      for _ in 0..<scale { digits *= 5 }
      let midpoint = "\(digits)e-\(scale)"
      let above = "\(digits)0000001e-\(scale + 7)"
      let below = "\(digits - 1)9999999e-\(scale + 7)"
      let tie = significand % 2 == 0 ? lower : upper
      let text = "[\(midpoint), \(above), \(below)]"
      let decoded = try RemapDecoder.strict.decode([Float].self, from: text)
      #expect(decoded == [tie, upper, lower], "seed \(seed): \(text)")
    }
  }

  /// Foundation fails on a non-zero number that rounds to zero in the requested type
  /// (`1e-50` as a `Float`, `1e-400` as a `Double`); strict mode promises the same failures.
  @Test(
    "strict fails, as JSONDecoder does, on numbers that underflow to zero")
  func underflow() {
    for (json, type) in [
      ("1e-50", "Float"), ("1e-46", "Float"), ("1e-400", "Double"), ("2e-324", "Double"),
    ] {
      let text = "[\(json)]"
      if type == "Float" {
        #expect(throws: DecodingError.self) {
          try DecoderTestSupport.foundationDecode([Float].self, from: text)
        }
        #expect(throws: RemapError.self) {
          try RemapDecoder.strict.decode([Float].self, from: text)
        }
      } else {
        #expect(throws: DecodingError.self) {
          try DecoderTestSupport.foundationDecode([Double].self, from: text)
        }
        #expect(throws: RemapError.self) {
          try RemapDecoder.strict.decode([Double].self, from: text)
        }
      }
    }
  }

  @Test("zero written with any exponent is zero, not an underflow")
  func zeroWithExponent() throws {
    let text = "[0e-400, 0.0e5, -0e0]"
    #expect(try RemapDecoder.strict.decode([Double].self, from: text) == [0, 0, -0.0])
    #expect(try RemapDecoder.strict.decode([Float].self, from: text) == [0, 0, -0.0])
    #expect(try RemapDecoder.strict.decode([Int].self, from: text) == [0, 0, 0])
  }

  // MARK: - Decimal

  @Test(
    "Decimal reads long numbers from their text, exactly up to its 38 digits",
    arguments: [
      "3.14159265358979323846264338327950288", "-0.000000000000000000000000000001",
      "12345678901234567890123456789012345678", "18446744073709551616", "1e127", "1e-128",
      "0.1", "-12.50",
    ])
  func decimalExact(json: String) throws {
    let expected = try #require(Decimal(string: json, locale: Locale(identifier: "en_US_POSIX")))
    for decoder in [RemapDecoder(), .strict] {
      #expect(try decoder.decode([Decimal].self, from: "[\(json)]") == [expected])
    }
    #expect(
      try DecoderTestSupport.foundationDecode([Decimal].self, from: "[\(json)]") == [expected])
  }

  @Test(
    "Decimal rejects numbers with more than its 38 digits rather than dropping digits",
    arguments: [
      "99999999999999999999999999999999999999999",
      "12345678901234567890123456789012345678901234567890",
      "0.1000000000000000000000000000000000000001", "-1.000000000000000000000000000000000000001",
    ])
  func decimalTooManyDigits(json: String) {
    for decoder in [RemapDecoder(), .strict] {
      let error = DecoderTestSupport.error(
        Box<Decimal>.self, from: "{\"value\": \(json)}", with: decoder)
      #expect(error?.code == .numberOutOfRange)
      #expect(error?.message.hasSuffix("is out of range for Decimal") == true)
    }
    #expect(JSON.Number(text: json)?.decimal == nil)
  }

  @Test(
    "Decimal holds a power beyond 10^127 when the digits leave room for its zeros",
    arguments: [
      ("10e127", "10e127"), ("1e128", "10e127"),
      ("-25e140", "-25\(String(repeating: "0", count: 13))e127"),
      ("1e164", "1\(String(repeating: "0", count: 37))e127"), ("0.00100e-125", "1e-128"),
    ])
  func decimalLargePowers(json: String, value: String) throws {
    let expected = try #require(Decimal(string: value, locale: Locale(identifier: "en_US_POSIX")))
    for decoder in [RemapDecoder(), .strict] {
      #expect(try decoder.decode([Decimal].self, from: "[\(json)]") == [expected])
    }
  }

  @Test(
    "Decimal beyond its exponents is out of range",
    arguments: [
      ("1e200", "1e+200"), ("1e166", "1e+166"), ("1e-130", "1e-130"), ("-1e400", "-1e+400"),
    ])
  func decimalOutOfRange(json: String, written: String) {
    for decoder in [RemapDecoder(), .strict] {
      let error = DecoderTestSupport.error(
        Box<Decimal>.self, from: "{\"value\": \(json)}", with: decoder)
      #expect(error?.code == .numberOutOfRange)
      #expect(error?.message == "\(written) is out of range for Decimal")
    }
    #expect(throws: DecodingError.self) {
      try DecoderTestSupport.foundationDecode(Box<Decimal>.self, from: "{\"value\": \(json)}")
    }
  }

  @Test("numbers far beyond every type are out of range, however they are written")
  func hugeNumbersOutOfRange() throws {
    var decoder = RemapDecoder.strict
    decoder.readingOptions.maximumNumberLength = 1_000_000
    let zeros = String(repeating: "0", count: 200_000)
    for json in ["1e8999999", "1\(zeros)", "1\(zeros).0", "-1\(zeros)e8999999"] {
      for error in [
        DecoderTestSupport.error(Box<Double>.self, from: "{\"value\": \(json)}", with: decoder),
        DecoderTestSupport.error(Box<Float>.self, from: "{\"value\": \(json)}", with: decoder),
        DecoderTestSupport.error(Box<Int>.self, from: "{\"value\": \(json)}", with: decoder),
        DecoderTestSupport.error(Box<Decimal>.self, from: "{\"value\": \(json)}", with: decoder),
      ] {
        #expect(error?.code == .numberOutOfRange, "\(json.prefix(12))")
        // The message quotes a short excerpt, not the whole number.
        #expect((error?.message.count ?? .max) < 100)
      }
    }
    // Digits that cancel a huge exponent are not out of range.
    #expect(
      try decoder.decode(Double.self, from: "1\(zeros)e-200000") == 1)
  }

  // MARK: - Every integer type

  @Test("every integer type accepts its bounds and rejects one beyond, in every container")
  func integerBounds() throws {
    try checkBounds(Int8.self)
    try checkBounds(Int16.self)
    try checkBounds(Int32.self)
    try checkBounds(Int64.self)
    try checkBounds(Int.self)
    try checkBounds(UInt8.self)
    try checkBounds(UInt16.self)
    try checkBounds(UInt32.self)
    try checkBounds(UInt64.self)
    try checkBounds(UInt.self)
  }

  private func checkBounds<I: FixedWidthInteger & Decodable & Sendable>(
    _ type: I.Type, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let bounds = "[\(I.min), \(I.max)]"
    for decoder in [RemapDecoder(), .strict] {
      // Unkeyed (an array), keyed (a struct) and single value (a bare number).
      #expect(
        try decoder.decode([I].self, from: bounds) == [.min, .max], sourceLocation: sourceLocation)
      #expect(
        try decoder.decode(Box<I>.self, from: "{\"value\": \(I.max)}").value == .max,
        sourceLocation: sourceLocation)
      #expect(try decoder.decode(I.self, from: "\(I.min)") == .min, sourceLocation: sourceLocation)
      #expect(try decoder.decode(I?.self, from: "\(I.max)") == .max, sourceLocation: sourceLocation)
      let above = "\(I.max.description.dropLast())\(Int(String(I.max.description.last!))! + 1)"
      let below =
        I.min == 0
        ? "-1" : "\(I.min.description.dropLast())\(Int(String(I.min.description.last!))! + 1)"
      for json in [above, below] {
        let keyed = DecoderTestSupport.error(
          Box<I>.self, from: "{\"value\": \(json)}", with: decoder)
        #expect(
          keyed?.code == .numberOutOfRange, "\(I.self) \(json)", sourceLocation: sourceLocation)
        #expect(
          keyed?.message == "\(json) is out of range for \(I.self)", sourceLocation: sourceLocation)
        let unkeyed = DecoderTestSupport.error([I].self, from: "[0, \(json)]", with: decoder)
        #expect(unkeyed?.code == .numberOutOfRange, sourceLocation: sourceLocation)
        #expect(unkeyed?.path == "[1]", sourceLocation: sourceLocation)
        let single = DecoderTestSupport.error(I.self, from: json, with: decoder)
        #expect(single?.code == .numberOutOfRange, sourceLocation: sourceLocation)
      }
    }
  }

  @Test("numbers decode the same through keyed, unkeyed and single value containers")
  func containersAgree() throws {
    struct Numbers: Decodable, Equatable {
      var a: Int8
      var b: UInt16
      var c: Float
      var d: Double?
      var e: [UInt32]
      var f: [Int16?]
    }
    let text =
      #"{"a": -5, "b": 65535, "c": 0.5, "d": null, "e": [1, 4294967295], "f": [null, -32768]}"#
    let expected = Numbers(
      a: -5, b: 65535, c: 0.5, d: nil, e: [1, 4_294_967_295], f: [nil, -32768])
    #expect(try RemapDecoder.strict.decode(Numbers.self, from: text) == expected)
    #expect(try DecoderTestSupport.foundationDecode(Numbers.self, from: text) == expected)
  }
}
