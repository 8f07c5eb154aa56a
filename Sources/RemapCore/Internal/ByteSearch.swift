//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Finding the first byte of interest sixteen bytes at a time, in portable Swift.
///
/// A `SIMD16<UInt8>` holds sixteen bytes in one vector register on x86-64 (SSE2) and on ARM64
/// (NEON). Only its lane-wise arithmetic is used: Swift's SIMD comparisons (`.==`, `.<`)
/// compile to a loop over the lanes (seen in the assembly of Swift 6.3 at -O, where they cost
/// 20 times the eight-bytes-at-a-time `SWAR` loop), while `&-`, `&`, `|` and `^` are single
/// vector instructions. Each test leaves a lane's high bit set where it holds, with no carry
/// between lanes, so every flag is exact. The flags are read as two little-endian words and
/// the first is found by counting trailing zero bits: the same on big- and little-endian
/// machines.
enum ByteSearch {
  /// The offset of the first byte in `start..<end` that ends or interrupts a plain string run.
  ///
  /// That is a quote, a backslash, a control character (below 0x20) or a non-ASCII byte (0x80
  /// or above); `end` when there is none.
  @inline(__always)
  static func firstStringSpecial(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int
  {
    var position = start
    while position &+ 16 <= end {
      let chunk = unsafe UnsafeRawPointer(base + position).loadUnaligned(as: SIMD16<UInt8>.self)
      if let first = firstFlagged(stringSpecials(chunk)) { return position &+ first }
      position &+= 16
    }
    while position &+ 8 <= end {
      let word = unsafe SWAR.load(base + position)
      let special =
        SWAR.bytesEqual(word, UInt8(ascii: "\"")) | SWAR.bytesEqual(word, UInt8(ascii: "\\"))
        | SWAR.bytesLess(word, than: 0x20) | (word & 0x8080_8080_8080_8080)
      if special != 0 { return position &+ SWAR.firstFlagged(special) }
      position &+= 8
    }
    while position < end {
      let byte = unsafe base[position]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte &- 0x20 >= 0x60 {
        return position
      }
      position &+= 1
    }
    return end
  }

  /// The high bit of each lane that ends or interrupts a plain string run: a quote, a
  /// backslash, a control character or a non-ASCII byte.
  @inline(__always)
  static func stringSpecials(_ chunk: SIMD16<UInt8>) -> SIMD16<UInt8> {
    isZero(chunk ^ SIMD16(repeating: UInt8(ascii: "\""))) | isOutsidePrintable(chunk)
      | isZero(chunk ^ SIMD16(repeating: UInt8(ascii: "\\")))
  }

  /// The high bit of each lane that ends or interrupts a string but for a non-ASCII byte: a
  /// quote, a backslash or a control character.
  @inline(__always)
  static func quotesEscapesAndControls(_ chunk: SIMD16<UInt8>) -> SIMD16<UInt8> {
    // Below 0x20 exactly when subtracting 0x20 sets the high bit and the byte's is clear.
    isZero(chunk ^ SIMD16(repeating: UInt8(ascii: "\"")))
      | isZero(chunk ^ SIMD16(repeating: UInt8(ascii: "\\")))
      | (chunk &- SIMD16(repeating: 0x20)) & ~chunk & SIMD16(repeating: 0x80)
  }

  /// Whether no lane's high bit is set.
  @inline(__always)
  static func noneFlagged(_ flags: SIMD16<UInt8>) -> Bool {
    let words = unsafe unsafeBitCast(flags, to: SIMD2<UInt64>.self)
    return words[0] | words[1] == 0
  }

  /// The high bit of each lane that is zero.
  @inline(__always)
  static func isZero(_ lanes: SIMD16<UInt8>) -> SIMD16<UInt8> {
    // Only 0 has its high bit set after subtracting 1 and clear before.
    (lanes &- SIMD16(repeating: 1)) & ~lanes & SIMD16(repeating: 0x80)
  }

  /// The high bit of each lane below 0x20 or from 0x80.
  @inline(__always)
  static func isOutsidePrintable(_ lanes: SIMD16<UInt8>) -> SIMD16<UInt8> {
    // Subtracting 0x20 moves 0x20..<0x80 to 0..<0x60 and the rest to 0x60 and above: flag
    // 0x80 and above, and 0x60..<0x80, which adding 0x20 carries into the high bit.
    let shifted = lanes &- SIMD16(repeating: 0x20)
    return (shifted | (shifted &+ SIMD16(repeating: 0x20))) & SIMD16(repeating: 0x80)
  }

  /// The index of the first lane whose high bit is set, or `nil` when none is.
  @inline(__always)
  static func firstFlagged(_ flags: SIMD16<UInt8>) -> Int? {
    let index = unflaggedPrefixLength(flags)
    return index < 16 ? index : nil
  }

  /// The number of lanes before the first whose high bit is set: 16 when none is.
  ///
  /// No optional, so no branch on it: a caller that goes on from the first flagged lane,
  /// or from the end of the chunk, goes on from this index either way.
  @inline(__always)
  static func unflaggedPrefixLength(_ flags: SIMD16<UInt8>) -> Int {
    let words = unsafe unsafeBitCast(flags, to: SIMD2<UInt64>.self)
    let low = UInt64(littleEndian: words[0])
    // A zero word has 64 trailing zeros: 8 lanes.
    return low != 0
      ? low.trailingZeroBitCount &>> 3
      : 8 &+ UInt64(littleEndian: words[1]).trailingZeroBitCount &>> 3
  }
}
