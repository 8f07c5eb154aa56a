//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

// Values made from Swift values known only at run time; literals (`JSON(19.99)`,
// `["a": 1]`) go through the literal conformances.

extension JSON {
  /// Creates a string value.
  ///
  /// ```swift
  /// let name = "Ada"
  /// let json = JSON(name)            // "Ada", a string: use JSON(parsing:) to read JSON text
  /// ```
  ///
  /// - Parameter value: The string.
  public init(_ value: String) {
    self = .string(value)
  }

  /// Creates a Boolean value.
  ///
  /// - Parameter value: The Boolean.
  public init(_ value: Bool) {
    self = .bool(value)
  }

  /// Creates a number from any integer, exactly.
  ///
  /// ```swift
  /// let count: UInt64 = 18_446_744_073_709_551_615
  /// JSON(count).serialized()         // 18446744073709551615
  /// ```
  ///
  /// - Parameter value: The integer.
  public init(_ value: some BinaryInteger) {
    self = .number(Number(value))
  }

  /// Creates a number from a `Double`, as its shortest decimal; `nil` when the value is
  /// infinite or NaN, which JSON cannot express.
  ///
  /// ```swift
  /// let price = 19.99
  /// let json = JSON(price)           // Optional(19.99)
  /// ```
  ///
  /// - Parameter value: The number.
  public init?(_ value: Double) {
    guard let number = Number(value) else { return nil }
    self = .number(number)
  }

  /// Creates a number from a `Float`, as its shortest decimal; `nil` when the value is
  /// infinite or NaN.
  ///
  /// - Parameter value: The number.
  public init?(_ value: Float) {
    guard let number = Number(value) else { return nil }
    self = .number(number)
  }

  /// Creates a number from a `Decimal`, exactly; `nil` when the value is NaN.
  ///
  /// - Parameter value: The number.
  public init?(_ value: Decimal) {
    guard let number = Number(value) else { return nil }
    self = .number(number)
  }

  /// Creates a number value.
  ///
  /// - Parameter number: The number.
  public init(_ number: Number) {
    self = .number(number)
  }
}
