//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Converts a decimal `significand × 10^exponent` to the nearest `Float`, rounding once.
///
/// Rounding to the nearest `Double` and then to the nearest `Float` can differ from rounding
/// to the nearest `Float` directly: `1.0000000596046447753906250001` lies just above the
/// midpoint between `1` and the next `Float`, but its nearest `Double` is that midpoint
/// itself, which rounds to even, down to `1`. That is the only way the two can differ:
/// every midpoint between two `Float`s is a `Double`, and rounding to `Double` is monotonic,
/// so a value and its nearest `Double` are on the same side of every such midpoint unless
/// the `Double` *is* one. So the conversion goes through `Double` (fast and exactly rounded)
/// and falls back to parsing the decimal text with the C library's correctly rounded
/// `strtof` only when the `Double` lands on a midpoint.
enum DecimalToFloat {
  /// The powers of ten that a `Float` represents exactly.
  private static let exactPowersOfTen: [Float] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
  ]

  /// Returns the `Float` nearest to the decimal, or `nil` when its magnitude is too large
  /// for a `Float`.
  static func convert(significand: UInt64, exponent: Int, negative: Bool) -> Float? {
    if significand == 0 { return negative ? -0.0 : 0.0 }
    // Clinger's fast path: an exact significand and an exact power, one rounding.
    if significand <= 1 << 24 && exponent >= -10 && exponent <= 10 {
      let value = Float(significand)
      let scaled =
        exponent < 0
        ? value / exactPowersOfTen[-exponent] : value * exactPowersOfTen[exponent]
      return negative ? -scaled : scaled
    }
    if let double = DecimalToDouble.convert(
      significand: significand, exponent: exponent, negative: negative),
      let float = narrowing(double)
    {
      return float
    }
    return parse((negative ? "-" : "") + "\(significand)e\(exponent)")
  }

  /// Parses decimal text in JSON number syntax, correctly rounded; `nil` when its magnitude
  /// is too large for a `Float`.
  static func parse(_ text: String) -> Float? {
    guard let value = Float(text), value.isFinite else { return nil }
    return value
  }

  /// `Float(value)`, when that is also the nearest `Float` to every number whose nearest
  /// `Double` is `value`: `nil` when `value` lies exactly halfway between two `Float`s, or
  /// rounds to infinity.
  static func narrowing(_ value: Double) -> Float? {
    let float = Float(value)
    guard float.isFinite else { return nil }
    let back = Double(float)
    if back == value { return float }
    let neighbor = value > back ? float.nextUp : float.nextDown
    // Adjacent `Float`s sum exactly in a `Double`, and halving it is exact too.
    if neighbor.isFinite && (back + Double(neighbor)) / 2 == value { return nil }
    return float
  }
}
