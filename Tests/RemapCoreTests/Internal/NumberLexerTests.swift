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

/// The number grammar and exact values, through the public parser (the lexer is internal).
@Suite("NumberLexer")
struct NumberLexerTests {
  @Test(
    "valid numbers",
    arguments: [
      "0", "-0", "1", "-1", "10", "0.0", "0.5", "-0.5", "1e5", "1E5", "1e+5", "1e-5", "1.5e5",
      "0e0", "0E-0", "-0.0e+0", "123456789", "1234567890123456789", "12345678901234567890",
      "1" + String(repeating: "0", count: 30), "0." + String(repeating: "0", count: 30) + "1",
      "1e0000000000000000000001", "9.999999999999999999999e-1",
    ])
  func valid(text: String) throws {
    let value = try JSON(parsing: text)
    #expect(value.number != nil)
    // And inside an array, followed by another element: the lexer stops at the right byte.
    #expect(try JSON(parsing: "[\(text),\(text)]").array?.count == 2)
  }

  @Test(
    "invalid numbers fail with invalid-number and the offset of the problem",
    arguments: [
      ("-", 1, "expected a digit after '-'"), ("-a", 1, "expected a digit after '-'"),
      ("--1", 1, "expected a digit after '-'"), ("-.5", 1, "expected a digit after '-'"),
      ("01", 0, "numbers cannot have leading zeros"),
      ("-01", 1, "numbers cannot have leading zeros"),
      ("00", 0, "numbers cannot have leading zeros"),
      ("1.", 2, "expected a digit after the decimal point"),
      ("1.e5", 2, "expected a digit after the decimal point"),
      ("1e", 2, "expected a digit in the exponent"), ("1e+", 3, "expected a digit in the exponent"),
      ("1E-", 3, "expected a digit in the exponent"),
      ("1ee5", 2, "expected a digit in the exponent"),
      ("-Infinity", 1, "expected a digit after '-'"),
    ] as [(String, Int, String)])
  func invalid(text: String, offset: Int, message: String) throws {
    let error = try #require(parseError(text))
    #expect(error.code == .invalidNumber)
    #expect(error.message == message)
    #expect(error.location?.byteOffset == offset)
  }

  @Test(
    "what is not a number's start is not a number",
    arguments: ["+1", ".5", "e5", "NaN", "Infinity", "١"])
  func notANumber(text: String) {
    #expect(parseError(text)?.code == .unexpectedCharacter)
  }

  @Test(
    "what follows a number must end it",
    arguments: ["1a", "1.5.2", "1e5e5", "12-3", "1,", "0x1F"])
  func trailingGarbage(text: String) {
    #expect(parseError(text) != nil)
  }

  @Test("digits are read eight at a time without losing any", arguments: 1...40)
  func everyDigitCount(count: Int) throws {
    let digits = String((0..<count).map { Character(String(($0 + 1) % 10)) })
    for text in [
      digits, "-" + digits, "0." + digits, digits + "." + digits, digits + "e-" + String(count),
    ] {
      let number = try #require(try JSON(parsing: text).number)
      #expect(number == JSON.Number(text: text))
      #expect(number.double == Double(text), "\(text)")
    }
    if count <= 18 {
      #expect(try JSON(parsing: digits).int64 == Int64(digits))
    }
  }

  @Test(
    "digits are read exactly whatever bytes follow them in the same eight-byte word",
    arguments: 1...20)
  func digitsBeforeOtherBytes(count: Int) throws {
    let digits = String((0..<count).map { Character(String(($0 * 7 + 3) % 10)) })
    // Bytes below '0' (',', ' ', '.', ']', '-') borrow when '0' is subtracted from them, and
    // bytes above '9' ('e', '}') do not: each must leave the digits before it alone.
    for text in [digits, digits + "." + digits, "-" + digits + "e1", "0." + digits + "E-2"] {
      let value = try JSON(
        parsing: "[\(text), \(text) ,{\"a\":\(text)}]" + String(repeating: " ", count: 8))
      let expected = try #require(JSON.Number(text: text))
      #expect(value.array?.map(\.number) == [expected, expected, nil], "\(text)")
      #expect(value[2]?["a"]?.number == expected, "\(text)")
    }
  }

  @Test("integers at the edges of Int64 and UInt64 are exact")
  func integerEdges() throws {
    #expect(try JSON(parsing: "9223372036854775807").int64 == .max)
    #expect(try JSON(parsing: "9223372036854775808").uint64 == 9_223_372_036_854_775_808)
    #expect(try JSON(parsing: "-9223372036854775808").int64 == .min)
    #expect(try JSON(parsing: "-9223372036854775809").int64 == nil)
    #expect(try JSON(parsing: "-9223372036854775809").number?.description == "-9223372036854775809")
    #expect(try JSON(parsing: "18446744073709551615").uint64 == .max)
    #expect(try JSON(parsing: "18446744073709551616").uint64 == nil)
    #expect(try JSON(parsing: "99999999999999999999").number?.description == "99999999999999999999")
  }

  @Test("leading zeros of a fraction do not count against the 19 exact digits")
  func leadingFractionZeros() throws {
    let text = "0.0000000000000000000001234567890123456789"
    let number = try #require(try JSON(parsing: text).number)
    #expect(number == JSON.Number(text: "1234567890123456789e-40"))
    #expect(number.double == 1.234567890123456789e-22)
  }

  @Test("huge exponents keep the number's text")
  func hugeExponents() throws {
    for text in ["1e100001", "-1e-100001", "1e99999999999999999999", "0.5e-99999999999"] {
      #expect(try JSON(parsing: text).number?.description == text)
    }
    #expect(try JSON(parsing: "0e99999999999").number == 0)
    #expect(try JSON(parsing: "1e99999999999999999999").double == nil)
    #expect(try JSON(parsing: "1e-99999999999999999999").double == 0)
  }
}
