//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Converts a decimal `significand × 10^exponent` to the nearest `Double`.
///
/// Three tiers, cheapest first:
/// 1. Clinger's fast path: when the significand fits in 53 bits and the power of ten is
///    exact in a `Double` (|exponent| ≤ 22), one IEEE multiplication or division is exact.
/// 2. The Eisel-Lemire algorithm: a 64×128-bit multiplication by a tabulated power of ten,
///    exactly rounded, that declines the rare inputs it cannot decide.
/// 3. The standard library's parser, which is correct for every input but slower.
enum DecimalToDouble {
  /// The powers of ten that a `Double` represents exactly.
  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Returns the `Double` nearest to the decimal, or `nil` when its magnitude is too large
  /// for a `Double`.
  static func convert(significand: UInt64, exponent: Int, negative: Bool) -> Double? {
    if significand == 0 { return negative ? -0.0 : 0.0 }
    if significand <= 1 << 53 && exponent >= -22 && exponent <= 22 {
      let value = Double(significand)
      let scaled =
        exponent < 0
        ? value / exactPowersOfTen[-exponent] : value * exactPowersOfTen[exponent]
      return negative ? -scaled : scaled
    }
    // Below 1e-348 even the largest 64-bit significand rounds to zero.
    if exponent < PowersOfTen.minimumExponent { return negative ? -0.0 : 0.0 }
    if exponent > PowersOfTen.maximumExponent { return nil }
    if let value = eiselLemire(significand: significand, exponent: exponent, negative: negative) {
      return value
    }
    let text = (negative ? "-" : "") + "\(significand)e\(exponent)"
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// The Eisel-Lemire conversion; `nil` when the result is ambiguous, subnormal or infinite.
  ///
  /// See Daniel Lemire, "Number Parsing at a Gigabyte per Second" (2021).
  private static func eiselLemire(significand: UInt64, exponent: Int, negative: Bool) -> Double? {
    let leadingZeros = significand.leadingZeroBitCount
    let normalized = significand << leadingZeros
    // 217706 / 2^16 ≈ log2(10): the binary exponent of 10^exponent.
    var binaryExponent = ((217_706 * exponent) >> 16) + 64 + 1023 - leadingZeros
    let row = 2 * (exponent - PowersOfTen.minimumExponent)
    let powerHigh = PowersOfTen.mantissas[row]
    let powerLow = PowersOfTen.mantissas[row + 1]

    var (high, low) = normalized.multipliedFullWidth(by: powerHigh)
    // When the low 9 bits of the high word are all ones, the truncated low half of the
    // power could carry into them: widen the product with the power's low word.
    if high & 0x1FF == 0x1FF && low &+ normalized < normalized {
      let (carryHigh, carryLow) = normalized.multipliedFullWidth(by: powerLow)
      var mergedHigh = high
      let mergedLow = low &+ carryHigh
      if mergedLow < low { mergedHigh &+= 1 }
      if mergedHigh & 0x1FF == 0x1FF && mergedLow &+ 1 == 0 && carryLow &+ normalized < normalized {
        return nil
      }
      high = mergedHigh
      low = mergedLow
    }

    let topBit = high >> 63
    var mantissa = high >> (topBit + 9)
    binaryExponent -= Int(1 ^ topBit)
    // Exactly halfway between two doubles: the table's precision cannot break the tie.
    if low == 0 && high & 0x1FF == 0 && mantissa & 3 == 1 { return nil }
    mantissa += mantissa & 1
    mantissa >>= 1
    if mantissa >> 53 > 0 {
      mantissa >>= 1
      binaryExponent += 1
    }
    guard binaryExponent > 0 && binaryExponent < 0x7FF else { return nil }
    var bits = UInt64(binaryExponent) << 52 | mantissa & 0x000F_FFFF_FFFF_FFFF
    if negative { bits |= 1 << 63 }
    return Double(bitPattern: bits)
  }
}
