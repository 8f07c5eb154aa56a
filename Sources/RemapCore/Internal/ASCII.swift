//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Byte classification for the scanners.
// `@usableFromInline`, or its inlinable members are not inlined into RemapXML (CONTRIBUTING.md).
@usableFromInline package enum ASCII {
  @inlinable @inline(__always)
  package static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// JSON's four whitespace bytes: space, tab, line feed, carriage return.
  @inlinable @inline(__always)
  package static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// Whether the byte ends a scalar value: whitespace, a comma, or a closing bracket.
  @inlinable @inline(__always)
  package static func isStructuralEnd(_ byte: UInt8) -> Bool {
    isWhitespace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]")
      || byte == UInt8(ascii: "}")
  }

  /// The value of a hexadecimal digit, or `nil`.
  @inlinable @inline(__always)
  package static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
    default: nil
    }
  }
}

/// SIMD-within-a-register helpers over eight bytes in a `UInt64`.
///
/// Every word comes from ``load(_:)``, which puts the first byte in memory in the lowest bits
/// on big- and little-endian machines alike: "lowest" below means "first in the input", and
/// carries run from earlier bytes to later ones.
// `@usableFromInline`, or its inlinable members are not inlined into RemapXML (CONTRIBUTING.md).
@usableFromInline package enum SWAR {
  @inlinable static var ones: UInt64 { 0x0101_0101_0101_0101 }
  @inlinable static var highBits: UInt64 { 0x8080_8080_8080_8080 }

  /// The eight bytes at `pointer`, the first in the lowest bits.
  @inlinable @inline(__always)
  package static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: unsafe UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
  }

  /// The value of eight ASCII digits, the first in the lowest byte.
  @inlinable @inline(__always)
  package static func parseEightDigits(_ word: UInt64) -> UInt32 {
    combineDigits(word &- 0x3030_3030_3030_3030)
  }

  /// The value of eight digit values (0 to 9, one a byte), the first in the lowest byte.
  @inlinable @inline(__always)
  static func combineDigits(_ digits: UInt64) -> UInt32 {
    var value = digits
    value = (value &* 10) &+ (value >> 8)
    let mask: UInt64 = 0x0000_00FF_0000_00FF
    let multiplier1: UInt64 = 100 + (1_000_000 << 32)
    let multiplier2: UInt64 = 1 + (10_000 << 32)
    value = (((value & mask) &* multiplier1) &+ (((value >> 16) & mask) &* multiplier2)) >> 32
    return UInt32(truncatingIfNeeded: value)
  }

  /// How many of the eight bytes, from the lowest, are ASCII digits before the first
  /// byte that is not.
  @inlinable @inline(__always)
  package static func leadingDigitCount(_ word: UInt64) -> Int {
    let offset = word ^ 0x3030_3030_3030_3030  // digits become 0...9
    // A byte is flagged when it is 0x80 or more, or when adding 0x76 carries it past 0x7F
    // (that is, it is 10 or more); carries only disturb bytes above the first flagged one.
    let notDigit = ((offset &+ 0x7676_7676_7676_7676) | offset) & highBits
    // A zero word has 64 trailing zeros: eight digits.
    return notDigit.trailingZeroBitCount &>> 3
  }

  /// The value of the first `count` (0 to 8) ASCII digits of `word`, from the lowest byte.
  @inlinable @inline(__always)
  package static func parseDigits(_ word: UInt64, count: Int) -> UInt32 {
    // The digits' values, moved to the top: the zero bytes shifted in below them add
    // nothing. A byte after the digits may borrow from the bytes above it, never from them,
    // and is shifted out.
    combineDigits(shiftedUp(word &- 0x3030_3030_3030_3030, bytes: 8 &- count))
  }

  /// `word` with its bytes moved `bytes` (0 to 15) places up, toward the later ones: zero
  /// bytes come in first, and a shift of eight or more leaves zero.
  ///
  /// Two masking shifts of half the distance each, so that no shift reaches 64 bits and
  /// none needs a test of its range: no branch.
  @inlinable @inline(__always)
  package static func shiftedUp(_ word: UInt64, bytes: Int) -> UInt64 {
    let half = UInt64(truncatingIfNeeded: bytes &* 4)
    return (word &<< half) &<< half
  }

  /// `word` with its bytes moved `bytes` (0 to 15) places down, toward the first ones: zero
  /// bytes come in last, and a shift of eight or more leaves zero.
  @inlinable @inline(__always)
  package static func shiftedDown(_ word: UInt64, bytes: Int) -> UInt64 {
    let half = UInt64(truncatingIfNeeded: bytes &* 4)
    return (word &>> half) &>> half
  }

  /// A word whose byte `i` has its high bit set where byte `i` of `word` equals `byte`,
  /// exact for the lowest such byte (higher ones may be false positives).
  @inlinable @inline(__always)
  package static func bytesEqual(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let x = word ^ (ones &* UInt64(byte))
    return (x &- ones) & ~x & highBits
  }

  /// A word flagging bytes below `bound` (for `bound` ≤ 0x80), exact for the lowest one.
  @inlinable @inline(__always)
  package static func bytesLess(_ word: UInt64, than bound: UInt8) -> UInt64 {
    (word &- ones &* UInt64(bound)) & ~word & highBits
  }

  /// The index of the lowest flagged byte in a nonzero mask.
  @inlinable @inline(__always)
  package static func firstFlagged(_ mask: UInt64) -> Int { mask.trailingZeroBitCount >> 3 }
}
