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

@Suite("JSON.Number")
struct JSONNumberTests {
  /// Parses one number from JSON text.
  private func parsed(_ text: String) throws -> JSON.Number {
    try #require(try JSON(parsing: text).number)
  }

  // MARK: - Exact integers

  @Test(
    "integers across Int64 and UInt64 are exact",
    arguments: [
      Int64.min, Int64.min + 1, -9_007_199_254_740_993, -1, 0, 1, 9_007_199_254_740_993,
      Int64.max - 1, Int64.max,
    ])
  func int64IsExact(value: Int64) throws {
    let number = try parsed(String(value))
    #expect(number.int64 == value)
    #expect(number.description == String(value))
    #expect(number == JSON.Number(value))
    #expect(number.isInteger)
  }

  @Test(
    "unsigned integers above Int64.max are exact",
    arguments: [UInt64(Int64.max) + 1, 12_345_678_901_234_567_890, UInt64.max - 1, UInt64.max])
  func uint64IsExact(value: UInt64) throws {
    let number = try parsed(String(value))
    #expect(number.uint64 == value)
    #expect(number.int64 == nil)
    #expect(number.int == nil)
    #expect(number.description == String(value))
    #expect(number == JSON.Number(value))
  }

  @Test("integers beyond 64 bits keep their text")
  func integersBeyond64Bits() throws {
    for text in ["18446744073709551616", "-9223372036854775809", "123456789012345678901234567890"] {
      let number = try parsed(text)
      #expect(number.description == text)
      #expect(number.int64 == nil)
      #expect(number.uint64 == nil)
      #expect(number.isInteger)
      #expect(number == JSON.Number(text: text))
    }
    // Close to Double's precision limit, the text still keeps every digit.
    #expect(try parsed("18446744073709551617") != parsed("18446744073709551616"))
  }

  @Test("any BinaryInteger is kept exactly")
  func binaryIntegerInitializer() {
    #expect(JSON.Number(Int8(-5)).description == "-5")
    #expect(JSON.Number(UInt8(255)).int == 255)
    #expect(JSON.Number(UInt64.max).uint64 == UInt64.max)
    #expect(JSON.Number(Int64.min).int64 == Int64.min)
  }

  // MARK: - Equality and hashing

  @Test(
    "equal values in different written forms are equal and hash alike",
    arguments: [
      ["1", "1.0", "1e0", "10e-1", "0.1e1", "100e-2", "1.000", "1E+0"],
      ["-0", "0", "0.0", "-0.0", "0e10", "0.000e-5"],
      ["123.45", "12345e-2", "1.2345e2", "0.0012345e5"],
      ["9223372036854775807", "9223372036854775807.0", "9.223372036854775807e18"],
      ["-9223372036854775808", "-9223372036854775808.000", "-9.223372036854775808e18"],
      ["18446744073709551615", "18446744073709551615.0", "1.8446744073709551615e19"],
      ["1e400", "10e399", "0.1e401"],
      ["123456789012345678901234", "1.23456789012345678901234e23"],
      ["-1.5e-400", "-15e-401", "-0.15e-399"],
    ])
  func equivalentForms(texts: [String]) throws {
    let numbers = try texts.map(parsed)
    for (text, number) in zip(texts, numbers) {
      #expect(number == numbers[0], "\(text) vs \(texts[0])")
      #expect(number.hashValue == numbers[0].hashValue, "\(text) vs \(texts[0])")
      #expect(JSON.Number(text: text) == number, "\(text)")
    }
  }

  @Test(
    "different values are not equal",
    arguments: [
      ("1", "1.0000000000000000000000001"), ("0.1", "0.10000000000000001"),
      ("9223372036854775807", "9223372036854775808"), ("1e400", "1e401"), ("-1", "1"),
      ("18446744073709551615", "18446744073709551614"), ("1e-400", "0"),
      ("123456789012345678901", "123456789012345678902"),
    ])
  func differentValues(lhs: String, rhs: String) throws {
    #expect(try parsed(lhs) != parsed(rhs))
  }

  // MARK: - Views

  @Test("integral decimals read as integers; fractions do not")
  func integerViews() throws {
    #expect(try parsed("1e2").int == 100)
    #expect(try parsed("2.50e1").int == 25)
    #expect(try parsed("100e-2").int64 == 1)
    #expect(try parsed("1.5").int == nil)
    #expect(try parsed("1e-2").int == nil)
    #expect(try parsed("1e19").int64 == nil)
    #expect(try parsed("1e19").uint64 == 10_000_000_000_000_000_000)
    #expect(try parsed("1e20").uint64 == nil)
    #expect(try parsed("-1e2").uint64 == nil)
    #expect(try parsed("-0.0").uint64 == 0)
    #expect(try parsed("-0").int == 0)
    #expect(try parsed("1e400").int64 == nil)
    #expect(try parsed("1e400").uint64 == nil)
    #expect(try parsed("-9.223372036854775808e18").int64 == .min)
    #expect(try parsed("-9.223372036854775809e18").int64 == nil)
    #expect(try parsed("9.223372036854775808e18").int64 == nil)
    #expect(try parsed("9.223372036854775808e18").uint64 == 9_223_372_036_854_775_808)
  }

  @Test(
    "isInteger",
    arguments: [
      ("3", true), ("3.0", true), ("3e2", true), ("3.5", false), ("35e-1", false),
      ("1e400", true), ("1e-400", false), ("-0", true), ("0.000", true),
      ("123456789012345678901234.5", false), ("123456789012345678901234.0", true),
    ])
  func isInteger(text: String, expected: Bool) throws {
    #expect(try parsed(text).isInteger == expected)
  }

  @Test("the double view rounds to nearest and is nil past Double's range")
  func doubleView() throws {
    #expect(try parsed("0.1").double == 0.1)
    #expect(try parsed("-2.5e-3").double == -0.0025)
    #expect(try parsed("9007199254740993").double == 9_007_199_254_740_992)
    #expect(try parsed("1.7976931348623157e308").double == .greatestFiniteMagnitude)
    #expect(try parsed("1.7976931348623159e308").double == nil)
    #expect(try parsed("1e400").double == nil)
    #expect(try parsed("-1e400").double == nil)
    #expect(try parsed("4.9e-324").double == .leastNonzeroMagnitude)
    #expect(try parsed("1e-400").double == 0)
    #expect(try parsed("-0").double?.sign == .minus)
    #expect(try parsed("-0.0").double?.sign == .minus)
    #expect(try parsed("123456789012345678901234567890").double == 1.2345678901234568e29)
  }

  @Test("the decimal view is exact within Decimal's range and nil beyond it")
  func decimalView() throws {
    #expect(try parsed("1.50").decimal == Decimal(string: "1.5"))
    #expect(try parsed("-0.000001").decimal == Decimal(string: "-0.000001"))
    #expect(try parsed("18446744073709551615").decimal == Decimal(string: "18446744073709551615"))
    #expect(try parsed("-9223372036854775808").decimal == Decimal(Int64.min))
    #expect(
      try parsed("3.14159265358979323846264").decimal
        == Decimal(string: "3.14159265358979323846264"))
    #expect(try parsed("1e127").decimal == Decimal(string: "1e127"))
    #expect(try parsed("1e-128").decimal == Decimal(string: "1e-128"))
    #expect(try parsed("1000e-130").decimal == Decimal(string: "1e-127"))
    // Beyond Decimal's exponents there is no value: never a silent 0 or NaN.
    #expect(try parsed("1e-140").decimal == nil)
    #expect(try parsed("1234567890123456789e-140").decimal == nil)
    #expect(try parsed("1e128").decimal == Decimal(string: "10e127"))
    #expect(try parsed("1e166").decimal == nil)
    // More digits than Decimal's 38: nil, never a truncated value.
    #expect(try parsed("99999999999999999999999999999999999999999").decimal == nil)
    #expect(try parsed("1e400").decimal == nil)
    #expect(try parsed("1e10000").decimal == nil)
  }

  // MARK: - From Double

  @Test(
    "a Double becomes its shortest decimal",
    arguments: [
      (0.1, "0.1"), (1e-7, "1e-7"), (Double.leastNonzeroMagnitude, "5e-324"),
      (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"), (2.5, "2.5"), (1.0, "1"),
      (-0.0, "-0"), (0.0, "0"), (100.0, "100"), (123_456_789.0, "123456789"),
      (1e20, "100000000000000000000"), (1e21, "1e+21"), (1e-6, "0.000001"), (-1.5e-7, "-1.5e-7"),
      (2.2250738585072014e-308, "2.2250738585072014e-308"),
      (0.30000000000000004, "0.30000000000000004"),
    ] as [(Double, String)])
  func doubleToShortestText(value: Double, expected: String) throws {
    let number = try #require(JSON.Number(value))
    #expect(number.description == expected)
    #expect(number.double?.bitPattern == value.bitPattern)
  }

  @Test("infinities and NaN are not numbers", arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteDoubles(value: Double) {
    #expect(JSON.Number(value) == nil)
    #expect(JSON.Number(Float(value)) == nil)
  }

  @Test("a Float becomes its own shortest decimal, not the Double's")
  func floatToShortestText() throws {
    #expect(try #require(JSON.Number(Float(0.1))).description == "0.1")
    #expect(try #require(JSON.Number(Float(1))).description == "1")
    #expect(try #require(JSON.Number(Float(16_777_217))).description == "16777216")
  }

  @Test("a Decimal is kept exactly; NaN is not a number")
  func decimalInitializer() throws {
    let long = try #require(Decimal(string: "123456789012345678901234567890.5"))
    #expect(JSON.Number(long)?.description == "123456789012345678901234567890.5")
    #expect(JSON.Number(Decimal(string: "-0.25")!)?.description == "-0.25")
    #expect(JSON.Number(Decimal.nan) == nil)
  }

  // MARK: - From text

  @Test(
    "text in JSON number syntax parses; anything else is nil",
    arguments: [
      ("0", true), ("-0", true), ("12.5e-3", true), ("1E+2", true), ("", false), (" 1", false),
      ("1 ", false), ("+1", false), ("01", false), ("1.", false), (".5", false), ("1e", false),
      ("-", false), ("0x10", false), ("NaN", false), ("Infinity", false), ("1_000", false),
      ("١", false), ("e5", false), ("E5", false), (".5e1", false), ("-.5", false), ("--1", false),
    ])
  func textInitializer(text: String, valid: Bool) {
    #expect((JSON.Number(text: text) != nil) == valid)
  }

  @Test("numbers with more than 19 significant digits keep their text exactly")
  func longNumbersKeepText() throws {
    for text in [
      "3.14159265358979323846264338327950288",
      "-0.000000000000000000000000000012345678901234567890123",
      "1.00000000000000000000", "12345678901234567890.12345678901234567890e-300",
      "99999999999999999999999999999999999999999E+999999",
    ] {
      #expect(try parsed(text).description == text)
      #expect(JSON.Number(text: text)?.description == text)
      #expect(try JSON(parsing: "[\(text)]").serialized() == "[\(text)]")
    }
  }

  @Test("a 10,000-digit number keeps its text, and has no Double")
  func tenThousandDigits() throws {
    let text = "9" + String(repeating: "0", count: 9_999)
    let number = try parsed(text)
    #expect(number.description == text)
    #expect(number.double == nil)
    #expect(number.uint64 == nil)
    #expect(number.isInteger)
    let fraction = "0." + String(repeating: "3", count: 10_000)
    #expect(try parsed(fraction).description == fraction)
    #expect(try parsed(fraction).double == 1.0 / 3.0)
  }

  // MARK: - Literals

  @Test("literals")
  func literals() {
    let int: JSON.Number = -12
    let float: JSON.Number = 0.5
    #expect(int.int == -12)
    #expect(float.double == 0.5)
    #expect(float.description == "0.5")
  }
}
