//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A JSON number as the lexer reads it: exact, and without building any text.
struct NumberToken: Equatable {
  enum Kind: UInt8 {
    /// `bits` holds an `Int64`'s bit pattern.
    case int
    /// `bits` holds a `UInt64` above `Int64.max`.
    case uint
    /// `bits` holds a significand of at most 19 digits; the value is
    /// `significand × 10^exponent`, negated when `negative`.
    case decimal
    /// More digits, or a larger exponent, than the compact kinds hold: keep the text.
    case text
  }

  var kind: Kind
  var bits: UInt64
  var exponent: Int32
  var negative: Bool
}

/// Why a number failed to lex, and where.
struct NumberLexError: Error {
  var message: String
  var offset: Int
}

/// Reads one JSON number (RFC 8259 grammar) from UTF-8 bytes.
///
/// The lexer both validates and computes the value in one pass. Integer digits are taken
/// eight at a time with SWAR arithmetic when eight are available; up to 19 significant
/// digits are kept exactly in a `UInt64`, and numbers needing more are marked `.text`.
enum NumberLexer {
  /// The largest exponent kept in compact form; beyond it the number keeps its text.
  static let maximumCompactExponent = 100_000

  /// 10 to the power `exponent`, for 0 to 8.
  ///
  /// A switch rather than a static array: the array's lazy initialization and bounds check
  /// were a measurable part of lexing each number.
  @inline(__always)
  private static func powerOfTen(_ exponent: Int) -> UInt64 {
    switch exponent {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1_000
    case 4: 10_000
    case 5: 100_000
    case 6: 1_000_000
    case 7: 10_000_000
    default: 100_000_000
    }
  }

  /// Lexes the number starting at `start`, returning its value and the index just past it.
  ///
  /// - Precondition: `start < end`.
  @inline(__always)
  static func lex(
    _ base: UnsafePointer<UInt8>, from start: Int, to end: Int
  ) throws(NumberLexError) -> (NumberToken, Int) {
    var index = start
    var negative = false
    if unsafe base[index] == UInt8(ascii: "-") {
      negative = true
      index += 1
      guard index < end, unsafe ASCII.isDigit(base[index]) else {
        throw NumberLexError(message: "expected a digit after '-'", offset: index)
      }
    }

    var significand: UInt64 = 0
    var digits = 0  // significant digits held in `significand`
    var droppedDigits = false
    var exponent = 0

    // Integer part.
    if unsafe base[index] == UInt8(ascii: "0") {
      index += 1
      if index < end, unsafe ASCII.isDigit(base[index]) {
        throw NumberLexError(message: "numbers cannot have leading zeros", offset: index - 1)
      }
    } else {
      while index + 8 <= end {
        let word = unsafe SWAR.load(base + index)
        let run = SWAR.leadingDigitCount(word)
        guard digits + run <= 19 else { break }
        significand = significand &* powerOfTen(run) &+ UInt64(SWAR.parseDigits(word, count: run))
        digits += run
        index += run
        if run < 8 { break }
      }
      while index < end, unsafe ASCII.isDigit(base[index]) {
        let digit = unsafe UInt64(base[index] &- UInt8(ascii: "0"))
        if digits < 19 {
          significand = significand &* 10 &+ digit
          digits += 1
        } else {
          // Past 19 digits the value is kept as text; the exponent tracks the scale so
          // that integers of exactly 20 digits can still be tried as `UInt64` below.
          droppedDigits = true
          exponent += 1
          if digits == 19 && exponent == 1 {
            let (times10, overflow1) = significand.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(digit)
            if !overflow1 && !overflow2 {
              significand = sum
              digits = 20
              droppedDigits = false
              exponent = 0
            }
          }
        }
        index += 1
      }
    }

    var isInteger = true
    // Fraction.
    if index < end, unsafe base[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard index < end, unsafe ASCII.isDigit(base[index]) else {
        throw NumberLexError(message: "expected a digit after the decimal point", offset: index)
      }
      if digits > 19 { droppedDigits = true }
      // Fraction digits, up to eight at a time: canada-style coordinates have 15 or so.
      while !droppedDigits && index + 8 <= end {
        let word = unsafe SWAR.load(base + index)
        let run = SWAR.leadingDigitCount(word)
        guard run > 0 && digits + run <= 19 else { break }
        significand = significand &* powerOfTen(run) &+ UInt64(SWAR.parseDigits(word, count: run))
        // Leading zeros of "0.000123" only scale the value; they are not significant.
        digits = significand == 0 ? 0 : digits + run
        exponent -= run
        index += run
        if run < 8 { break }
      }
      while index < end, unsafe ASCII.isDigit(base[index]) {
        if digits < 19 && !droppedDigits {
          significand = unsafe significand &* 10 &+ UInt64(base[index] &- UInt8(ascii: "0"))
          if significand != 0 { digits += 1 }
          exponent -= 1
        } else {
          droppedDigits = true
        }
        index += 1
      }
    }

    // Exponent.
    if index < end, unsafe base[index] | 0x20 == UInt8(ascii: "e") {
      isInteger = false
      index += 1
      var exponentNegative = false
      if index < end, unsafe base[index] == UInt8(ascii: "-") || base[index] == UInt8(ascii: "+") {
        exponentNegative = unsafe base[index] == UInt8(ascii: "-")
        index += 1
      }
      guard index < end, unsafe ASCII.isDigit(base[index]) else {
        throw NumberLexError(message: "expected a digit in the exponent", offset: index)
      }
      var value = 0
      while index < end, unsafe ASCII.isDigit(base[index]) {
        // Saturate: a huge exponent keeps its text, whatever its exact value.
        if value < 10 * maximumCompactExponent {
          value = unsafe value * 10 + Int(base[index] &- UInt8(ascii: "0"))
        }
        index += 1
      }
      exponent += exponentNegative ? -value : value
    }

    let token: NumberToken
    if droppedDigits || abs(exponent) > maximumCompactExponent {
      token = NumberToken(kind: .text, bits: 0, exponent: 0, negative: negative)
    } else if isInteger && !(negative && significand == 0) {
      if negative {
        if significand <= UInt64(Int64.max) + 1 {
          let value = significand == UInt64(Int64.max) + 1 ? Int64.min : -Int64(significand)
          token = NumberToken(
            kind: .int, bits: UInt64(bitPattern: value), exponent: 0, negative: true)
        } else {
          token = NumberToken(kind: .text, bits: 0, exponent: 0, negative: true)
        }
      } else if significand <= UInt64(Int64.max) {
        token = NumberToken(kind: .int, bits: significand, exponent: 0, negative: false)
      } else {
        token = NumberToken(kind: .uint, bits: significand, exponent: 0, negative: false)
      }
    } else if digits > 19 {
      // A 20-digit integer part followed by a fraction or exponent.
      token = NumberToken(kind: .text, bits: 0, exponent: 0, negative: negative)
    } else {
      token = NumberToken(
        kind: .decimal, bits: significand, exponent: Int32(exponent), negative: negative)
    }
    return (token, index)
  }
}
