//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Reads a number sent as a number or as a string, and writes it back as a string, for
/// services that send and expect `"42"`.
///
/// ```swift
/// encoder.transforms.register(NumberStringTransform<Int>(), at: "accountId")
/// // {"accountId": "42"}
/// ```
public struct NumberStringTransform<Number: Decodable & CustomStringConvertible & Sendable>:
  ValueTransform
{
  /// Creates the transform.
  public init() {}

  /// Reads the number, from a number or a string holding one.
  ///
  /// - Parameter json: The value in the document.
  /// - Returns: The number.
  /// - Throws: ``RemapError`` for a value that is not a number, or out of range.
  public func decode(_ json: JSON) throws -> Number {
    switch json {
    case .number, .string:
      return try RemapDecoder().decode(Number.self, from: json)
    default:
      throw TransformErrors.typeMismatch(expected: "a number or numeric string", found: json)
    }
  }

  /// Writes the number as a string.
  ///
  /// - Parameter value: The number.
  /// - Returns: A string, such as `"42"`.
  public func encode(_ value: Number) -> JSON {
    .string(value.description)
  }
}
