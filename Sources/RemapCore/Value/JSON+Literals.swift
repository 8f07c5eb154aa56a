//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

extension JSON: ExpressibleByNilLiteral {
  /// Creates `null` from the `nil` literal.
  ///
  /// - Parameter nilLiteral: The literal.
  public init(nilLiteral: ()) {
    self = .null
  }
}

extension JSON: ExpressibleByBooleanLiteral {
  /// Creates a Boolean from a literal.
  ///
  /// - Parameter value: The literal's value.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension JSON: ExpressibleByIntegerLiteral {
  /// Creates a number from an integer literal.
  ///
  /// - Parameter value: The literal's value.
  public init(integerLiteral value: Int64) {
    self = .number(Number(integerLiteral: value))
  }
}

extension JSON: ExpressibleByFloatLiteral {
  /// Creates a number from a floating-point literal, as its shortest decimal.
  ///
  /// - Parameter value: The literal's value.
  public init(floatLiteral value: Double) {
    self = .number(Number(floatLiteral: value))
  }
}

extension JSON: ExpressibleByStringLiteral {
  /// Creates a string from a literal.
  ///
  /// - Parameter value: The literal's value.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension JSON: ExpressibleByArrayLiteral {
  /// Creates an array from a literal.
  ///
  /// - Parameter elements: The elements.
  public init(arrayLiteral elements: JSON...) {
    self = .array(elements)
  }
}

extension JSON: ExpressibleByDictionaryLiteral {
  /// Creates an object from a literal, keeping the literal's order.
  ///
  /// - Parameter elements: The members; when a key repeats, the last value wins.
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self = .object(Object(elements))
  }
}

extension JSON: CustomStringConvertible {
  /// The value as compact JSON text.
  public var description: String { serialized() }
}
