//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap
import Testing

/// The writer's number formatting, through the public API (the byte writer is internal).
@Suite("ByteWriter")
struct ByteWriterTests {
  @Test(
    "parsed numbers write back in their exact form",
    arguments: [
      ("1.50", "1.50"), ("1e2", "100"), ("1E-7", "1e-7"), ("123e30", "1.23e+32"), ("-0", "-0"),
      ("0.000", "0.000"), ("-0.0", "-0.0"), ("0", "0"), ("0e5", "0"), ("100e-2", "1.00"),
      ("1.0e-5", "0.000010"), ("1e-6", "0.000001"), ("1e-7", "1e-7"), ("0.0000001", "1e-7"),
      ("1.5e-6", "0.0000015"), ("123456e-3", "123.456"), ("1e20", "100000000000000000000"),
      ("1e21", "1e+21"), ("12e20", "1.2e+21"), ("1.5e300", "1.5e+300"), ("1e400", "1e+400"),
      ("-2.5E-400", "-2.5e-400"), ("1E+2", "100"), ("0.1", "0.1"), ("-12.340", "-12.340"),
      ("9007199254740993", "9007199254740993"), ("-9223372036854775808", "-9223372036854775808"),
      ("18446744073709551615", "18446744073709551615"),
      ("1234567890123456789e-5", "12345678901234.56789"),
      ("1234567890123456789e5", "1.234567890123456789e+23"), ("123e18", "123000000000000000000"),
      ("1234567890123456789e-25", "1.234567890123456789e-7"),
    ])
  func numberFormatting(input: String, output: String) throws {
    #expect(try JSON(parsing: input).serialized() == output)
    #expect(try JSON(parsing: "[\(input)]").serialized() == "[\(output)]")
    // Whatever the form, it reads back as the same value.
    #expect(try JSON(parsing: output) == JSON(parsing: input))
  }

  @Test(
    "numbers beyond the compact forms write their own text",
    arguments: [
      "123456789012345678901234", "-0.00000000000000000000001234567890123456789012",
      "1.00000000000000000000", "1e100001", "12345678901234567890.5", "1E-100001",
    ])
  func textNumbers(text: String) throws {
    #expect(try JSON(parsing: text).serialized() == text)
  }

  @Test(
    "integers write every digit",
    arguments: [
      Int64.min, -1_000_000_000_000_000_000, -10, -9, -1, 0, 1, 9, 10, 99, 100,
      999_999_999_999_999_999, 1_000_000_000_000_000_000, Int64.max,
    ])
  func integers(value: Int64) {
    #expect(JSON.number(JSON.Number(value)).serialized() == String(value))
  }

  @Test("unsigned integers write every digit")
  func unsignedIntegers() {
    for value: UInt64 in [UInt64(Int64.max) + 1, 10_000_000_000_000_000_000, .max] {
      #expect(JSON.number(JSON.Number(value)).serialized() == String(value))
    }
  }
}
