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
/// The lexer both validates and computes the value in one pass. Most numbers take
/// ``lexCommon(_:from:to:)``: at most 19 significant digits, which a `UInt64` holds exactly,
/// and an ordinary exponent. Its digits are taken eight at a time with SWAR arithmetic, and
/// it checks nothing else as it goes: it counts digits by their positions at the end, and
/// leaves everything unusual (an error, a long number, a huge exponent) to ``lexAny(_:from:to:)``,
/// which starts over and handles every case. So the common path has no error paths of its
/// own, and is small enough to inline into the scanner's token loop.
enum NumberLexer {
  /// The largest exponent kept in compact form; beyond it the number keeps its text.
  static let maximumCompactExponent = 100_000

  /// The most significant digits a `UInt64` holds whatever they are.
  static let maximumExactDigits = 19

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
    if let lexed = unsafe lexCommon(base, from: start, to: end) { return lexed }
    return try unsafe lexAny(base, from: start, to: end)
  }

  /// Lexes a valid number of at most 19 significant digits and an exponent of at most nine
  /// digits, returning its value and the index just past it; `nil` for anything else,
  /// invalid numbers included, which ``lexAny(_:from:to:)`` then reads.
  ///
  /// Its tokens are those `lexAny` gives for the same bytes.
  ///
  /// - Precondition: `start < end`.
  @inline(__always)
  static func lexCommon(
    _ base: UnsafePointer<UInt8>, from start: Int, to end: Int
  ) -> (NumberToken, Int)? {
    let negative = unsafe base[start] == UInt8(ascii: "-")
    let integerStart = negative ? start &+ 1 : start
    var significand: UInt64 = 0
    var index = unsafe readDigits(base, from: integerStart, to: end, into: &significand)
    var digits = index &- integerStart
    // No digit (after a '-'), or a leading zero: an error, which `lexAny` describes.
    guard digits > 0, unsafe digits == 1 || base[integerStart] != UInt8(ascii: "0") else {
      return nil
    }
    var isInteger = true
    var exponent = 0
    if index < end, unsafe base[index] == UInt8(ascii: ".") {
      isInteger = false
      let fractionStart = index &+ 1
      index = unsafe readDigits(base, from: fractionStart, to: end, into: &significand)
      let fractionDigits = index &- fractionStart
      guard fractionDigits > 0 else { return nil }
      digits &+= fractionDigits
      exponent = -fractionDigits
    }
    // Past 19 digits the significand wrapped around; leading zeros of a fraction
    // ("0.000…") count here, too, and are told apart by `lexAny`.
    guard digits <= maximumExactDigits else { return nil }
    if index < end, unsafe base[index] | 0x20 == UInt8(ascii: "e") {
      isInteger = false
      index &+= 1
      var exponentNegative = false
      if index < end, unsafe base[index] == UInt8(ascii: "-") || base[index] == UInt8(ascii: "+") {
        exponentNegative = unsafe base[index] == UInt8(ascii: "-")
        index &+= 1
      }
      let exponentStart = index
      var value = 0
      while index < end {
        let digit = unsafe base[index] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        value = value &* 10 &+ Int(digit)
        index &+= 1
      }
      guard index > exponentStart, index &- exponentStart <= 9 else { return nil }
      exponent &+= exponentNegative ? -value : value
      guard abs(exponent) <= maximumCompactExponent else { return nil }
    }
    return (
      compactToken(significand, exponent: exponent, isInteger: isInteger, negative: negative),
      index
    )
  }

  /// Adds the ASCII digits from `start` to `significand`, one decimal place each, and
  /// returns the index of the first byte that is not a digit (or `end`).
  ///
  /// Eight digits at a time while eight bytes remain: a run that ends inside a word is
  /// taken in one step too (measured cheaper than one digit at a time, even for runs of
  /// two). The significand wraps around past 19 digits; callers count the digits and
  /// discard it then.
  @inline(__always)
  private static func readDigits(
    _ base: UnsafePointer<UInt8>, from start: Int, to end: Int, into significand: inout UInt64
  ) -> Int {
    var index = start
    while index &+ 8 <= end {
      let word = unsafe SWAR.load(base + index)
      let run = SWAR.leadingDigitCount(word)
      guard run < 8 else {
        significand = significand &* 100_000_000 &+ UInt64(SWAR.parseEightDigits(word))
        index &+= 8
        continue
      }
      significand = significand &* powerOfTen(run) &+ UInt64(SWAR.parseDigits(word, count: run))
      return index &+ run
    }
    while index < end {
      let digit = unsafe base[index] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      significand = significand &* 10 &+ UInt64(digit)
      index &+= 1
    }
    return index
  }

  /// The token of a number whose digits `significand` holds exactly: an integer when it has
  /// neither fraction nor exponent (and is not `-0`), a decimal otherwise.
  @inline(__always)
  private static func compactToken(
    _ significand: UInt64, exponent: Int, isInteger: Bool, negative: Bool
  ) -> NumberToken {
    guard isInteger && !(negative && significand == 0) else {
      return NumberToken(
        kind: .decimal, bits: significand, exponent: Int32(truncatingIfNeeded: exponent),
        negative: negative)
    }
    if !negative {
      return significand <= UInt64(Int64.max)
        ? NumberToken(kind: .int, bits: significand, exponent: 0, negative: false)
        : NumberToken(kind: .uint, bits: significand, exponent: 0, negative: false)
    }
    guard significand <= UInt64(Int64.max) + 1 else {
      return NumberToken(kind: .text, bits: 0, exponent: 0, negative: true)
    }
    // -2^63 has no positive counterpart: its bit pattern is its magnitude's.
    return NumberToken(
      kind: .int, bits: (0 as UInt64) &- significand, exponent: 0, negative: true)
  }

  /// Lexes any number starting at `start`, or fails with what is wrong and where; returns
  /// its value and the index just past it.
  ///
  /// Integer parts of 20 digits are tried as `UInt64`; numbers with more digits, or an
  /// exponent beyond ``maximumCompactExponent``, are marked `.text`.
  ///
  /// - Precondition: `start < end`.
  @inline(never)
  static func lexAny(
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
    } else if digits > 19 && !isInteger {
      // A 20-digit integer part followed by a fraction or exponent.
      token = NumberToken(kind: .text, bits: 0, exponent: 0, negative: negative)
    } else {
      token = compactToken(
        significand, exponent: exponent, isInteger: isInteger, negative: negative)
    }
    return (token, index)
  }
}
