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

/// A number as ``NumberLexer/lexShort(_:from:to:)`` reads it: `significand × 10^exponent`,
/// negated when it has a minus, with at most 19 digits and an exponent of a few.
///
/// Its flags are 0 or 1 rather than `Bool`s, so that the scanner computes the number's tape
/// entry from them with arithmetic, where each conditional would cost the inliner blocks.
struct ShortNumber: Equatable {
  var significand: UInt64
  var exponent: Int
  /// 1 for a number with a fraction or an exponent, 0 for an integer.
  var decimalFlag: Int
  /// 1 for a number with a minus, 0 for one without.
  var minusFlag: Int
  /// The index just past the number.
  var end: Int

  /// The token ``NumberLexer/lexAny(_:from:to:)`` gives for the same number.
  var token: NumberToken {
    NumberLexer.compactToken(
      significand, exponent: exponent, isInteger: decimalFlag == 0, negative: minusFlag != 0)
  }
}

/// Why a number failed to lex, and where.
struct NumberLexError: Error {
  var message: String
  var offset: Int
}

/// Reads one JSON number (RFC 8259 grammar) from UTF-8 bytes.
///
/// The lexer both validates and computes the value in one pass, in three tiers, each leaving
/// what it does not take to the next, which starts over:
///
/// - ``lexShort(_:from:to:)``: an integer part of at most seven digits and at most 19 digits
///   in all, which a `UInt64` holds exactly, or an integer of at most 15 digits with no
///   fraction; an exponent of at most four digits. Read in whole words with no loop and few
///   branches. The scanner inlines it into its token loop; the optimizer inlines an
///   `@inline(__always)` function into a large one only while the callee has at most 64
///   basic blocks (SIL's performance inliner), so its flags are arithmetic rather than
///   conditionals.
/// - ``lexCommon(_:from:to:)``: at most 19 digits and an exponent of at most nine, in loops
///   of eight digits; near the end of the input too, where the short path may not read
///   ahead.
/// - ``lexAny(_:from:to:)``: everything, errors included.
///
/// Digits are taken eight at a time with SWAR arithmetic, and counted by their positions:
/// the first two tiers have no error paths of their own.
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

  /// How many bytes from a number's first digit ``lexShort(_:from:to:)`` may read.
  static let shortReach = 32

  /// Lexes a valid number whose integer part has at most seven digits and whose integer part
  /// and fraction have at most 19 digits together, or whose integer part has 8 to 15 digits
  /// and no fraction follows (identifiers, timestamps), and whose exponent, if any, has at
  /// most four; `nil` for anything else, which ``lexCommon(_:from:to:)`` or
  /// ``lexAny(_:from:to:)`` then reads.
  ///
  /// Straight-line code, with no loop and few branches, so that it inlines where the
  /// scanner dispatches on a value's first byte: most numbers in JSON, integers and decimals
  /// alike, take it. It reads whole words past the number without checking the end, so it
  /// needs ``shortReach`` bytes after the sign, and declines near the end of the input. The
  /// integer part and the fraction are one run of digits, read eight at a time: the first
  /// word is the integer part with the point taken out and the fraction's first digits moved
  /// down in its place. Digits are counted by position, so a fraction's leading zeros count
  /// (`0.000123` is seven digits), as in ``lexCommon(_:from:to:)``.
  ///
  /// The token of what it reads (``ShortNumber/token``) is the one `lexAny` gives for the
  /// same bytes.
  ///
  /// - Precondition: `start < end`.
  @inline(__always)
  static func lexShort(
    _ base: UnsafePointer<UInt8>, from start: Int, to end: Int
  ) -> ShortNumber? {
    // Flags are 0 or 1 and added in where a conditional would cost the inliner blocks.
    let minus = unsafe one(if: base[start], is: UInt8(ascii: "-"))
    let first = start &+ minus
    guard first &+ shortReach <= end else { return nil }
    let word = unsafe SWAR.load(base + first)
    let integerDigits = SWAR.leadingDigitCount(word)
    // One to eight digits; only a lone one may be a zero.
    let mostDigits = 8 &- 7 &* one(if: UInt8(truncatingIfNeeded: word), is: UInt8(ascii: "0"))
    guard UInt(bitPattern: integerDigits &- 1) < mostDigits else { return nil }
    var number = ShortNumber(
      significand: UInt64(SWAR.parseDigits(word, count: integerDigits)), exponent: 0,
      decimalFlag: 0, minusFlag: minus, end: first &+ integerDigits)
    if integerDigits == 8 {
      // A long integer part (identifiers, timestamps): up to seven more digits, with no
      // fraction; an exponent may follow.
      let second = unsafe SWAR.load(base + (first &+ 8))
      let secondDigits = SWAR.leadingDigitCount(second)
      number.end = first &+ 8 &+ secondDigits
      guard secondDigits < 8, unsafe base[number.end] != UInt8(ascii: ".") else { return nil }
      number.significand = twoWordValue(word, second, secondDigits: secondDigits)
    } else if SWAR.shiftedDown(word, bytes: integerDigits) & 0xFF == UInt64(UInt8(ascii: ".")) {
      // The integer digits, then the fraction's, from the byte after the point.
      let fraction = unsafe SWAR.load(base + (first &+ integerDigits &+ 1))
      let head =
        SWAR.shiftedDown(SWAR.shiftedUp(word, bytes: 8 &- integerDigits), bytes: 8 &- integerDigits)
        | SWAR.shiftedUp(fraction, bytes: integerDigits)
      var digits = SWAR.leadingDigitCount(head)
      // A point needs a digit after it.
      guard digits > integerDigits else { return nil }
      number.decimalFlag = 1
      if digits < 8 {
        number.significand = UInt64(SWAR.parseDigits(head, count: digits))
      } else {
        // Eight digits and the point are bytes `first` to `first + 8`.
        let second = unsafe SWAR.load(base + (first &+ 9))
        let secondDigits = SWAR.leadingDigitCount(second)
        number.significand = twoWordValue(head, second, secondDigits: secondDigits)
        digits &+= secondDigits
        if secondDigits == 8 {
          // At most three more: 19 digits in all.
          let third = unsafe SWAR.load(base + (first &+ 17))
          let thirdDigits = SWAR.leadingDigitCount(third)
          guard thirdDigits < 4 else { return nil }
          number.significand =
            number.significand &* smallPowerOfTen(thirdDigits)
            &+ UInt64(SWAR.parseDigits(third, count: thirdDigits))
          digits &+= thirdDigits
        }
      }
      number.end = first &+ digits &+ 1
      number.exponent = integerDigits &- digits
    }
    if unsafe base[number.end] | 0x20 == UInt8(ascii: "e") {
      number.decimalFlag = 1
      let sign = unsafe base[number.end &+ 1]
      let exponentMinus = one(if: sign, is: UInt8(ascii: "-"))
      let digitsStart = number.end &+ 1 &+ exponentMinus &+ one(if: sign, is: UInt8(ascii: "+"))
      let exponentWord = unsafe SWAR.load(base + digitsStart)
      let exponentDigits = SWAR.leadingDigitCount(exponentWord)
      guard UInt(bitPattern: exponentDigits &- 1) < 4 else { return nil }
      let value = Int(SWAR.parseDigits(exponentWord, count: exponentDigits))
      // Negated when the sign is a minus: (value ^ -1) + 1 == -value.
      number.exponent &+= (value ^ (0 &- exponentMinus)) &+ exponentMinus
      number.end = digitsStart &+ exponentDigits
    }
    return number
  }

  /// 1 when `byte` is `ascii`, 0 when not.
  @inline(__always)
  private static func one(if byte: UInt8, is ascii: UInt8) -> Int {
    // Only 0 minus 1 sets the top bit of the difference.
    Int(truncatingIfNeeded: (UInt64(byte ^ ascii) &- 1) &>> 63)
  }

  /// The value of the eight ASCII digits of `head` and the first `secondDigits` (0 to 8) of
  /// `second`, as one run of digits.
  ///
  /// The run is moved up so that it ends at the end of the second word, with zero digits
  /// before it; each word is then eight digits' value, with no power of ten to look up.
  @inline(__always)
  private static func twoWordValue(_ head: UInt64, _ second: UInt64, secondDigits: Int) -> UInt64 {
    // Bytes after the run may borrow from the bytes above them only, which move out.
    let zeros: UInt64 = 0x3030_3030_3030_3030
    let (first, last) = (head &- zeros, second &- zeros)
    let high = SWAR.shiftedUp(first, bytes: 8 &- secondDigits)
    let low =
      SWAR.shiftedDown(first, bytes: secondDigits) | SWAR.shiftedUp(last, bytes: 8 &- secondDigits)
    return UInt64(SWAR.combineDigits(high)) &* 100_000_000 &+ UInt64(SWAR.combineDigits(low))
  }

  /// 10 to the power `exponent`, for 0 to 3.
  @inline(__always)
  private static func smallPowerOfTen(_ exponent: Int) -> UInt64 {
    switch exponent {
    case 0: 1
    case 1: 10
    case 2: 100
    default: 1_000
    }
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
  static func compactToken(
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
