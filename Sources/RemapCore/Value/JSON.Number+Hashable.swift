//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

extension JSON.Number: Hashable {
  /// The value in a normal form: two numbers are equal exactly when their forms are.
  ///
  /// The value is `significand × 10^exponent` with no trailing zeros in the significand, and
  /// zero is always positive with exponent 0.
  enum Canonical: Hashable {
    case compact(negative: Bool, significand: UInt64, exponent: Int)
    /// More than 20 significant digits, as ASCII digits without leading or trailing zeros.
    case long(negative: Bool, digits: [UInt8], exponent: Int)
  }

  var canonical: Canonical {
    switch storage {
    case .int(let value):
      return Self.compact(negative: value < 0, significand: value.magnitude, exponent: 0)
    case .uint(let value):
      return Self.compact(negative: false, significand: value, exponent: 0)
    case .decimal(let significand, let exponent, let negative):
      return Self.compact(negative: negative, significand: significand, exponent: Int(exponent))
    case .text(let text):
      return Self.canonical(ofText: text)
    }
  }

  private static func compact(negative: Bool, significand: UInt64, exponent: Int) -> Canonical {
    guard significand != 0 else { return .compact(negative: false, significand: 0, exponent: 0) }
    var significand = significand
    var exponent = exponent
    while significand % 10 == 0 {
      significand /= 10
      exponent += 1
    }
    return .compact(negative: negative, significand: significand, exponent: exponent)
  }

  /// The normal form of valid JSON number text.
  private static func canonical(ofText text: String) -> Canonical {
    var negative = false
    var digits: [UInt8] = []
    var exponent = 0
    var exponentValue = 0
    var exponentNegative = false
    var part = 0  // 0: integer, 1: fraction, 2: exponent
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "-") where part == 0: negative = true
      case UInt8(ascii: "-"): exponentNegative = true
      case UInt8(ascii: "+"): break
      case UInt8(ascii: "."): part = 1
      case UInt8(ascii: "e"), UInt8(ascii: "E"): part = 2
      default:
        if part == 2 {
          // Saturate: such exponents only compare equal to themselves anyway.
          exponentValue = min(exponentValue * 10 + Int(byte &- UInt8(ascii: "0")), 1 << 40)
        } else {
          if part == 1 { exponent -= 1 }
          if !(digits.isEmpty && byte == UInt8(ascii: "0")) { digits.append(byte) }
        }
      }
    }
    exponent += exponentNegative ? -exponentValue : exponentValue
    while digits.last == UInt8(ascii: "0") {
      digits.removeLast()
      exponent += 1
    }
    if digits.count <= 20 {
      var value: UInt64 = 0
      var fits = true
      for digit in digits {
        let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit &- UInt8(ascii: "0")))
        if overflow1 || overflow2 {
          fits = false
          break
        }
        value = sum
      }
      if fits { return compact(negative: negative, significand: value, exponent: exponent) }
    }
    return .long(negative: negative, digits: digits, exponent: exponent)
  }

  /// Whether two numbers denote the same value.
  ///
  /// - Parameters:
  ///   - lhs: A number.
  ///   - rhs: Another number.
  /// - Returns: `true` when the values are equal, whatever their written form.
  public static func == (lhs: JSON.Number, rhs: JSON.Number) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case (.int(let a), .int(let b)): a == b
    case (.uint(let a), .uint(let b)): a == b
    default: lhs.canonical == rhs.canonical
    }
  }

  /// Hashes the number's value, so that equal numbers hash alike.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(canonical)
  }
}
