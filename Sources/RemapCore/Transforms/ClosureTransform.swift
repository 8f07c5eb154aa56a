//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A transform made of two closures, for one-off conversions.
///
/// ```swift
/// // An amount sent in cents, kept in units.
/// let cents = ClosureTransform<Decimal>(
///   decode: { json in
///     guard let cents = json.int else { throw RemapError(.typeMismatch, "expected cents") }
///     return Decimal(cents) / 100
///   },
///   encode: { amount in .number(JSON.Number(amount * 100) ?? 0) })
/// ```
public struct ClosureTransform<Value>: ValueTransform {
  private let decoder: @Sendable (JSON) throws -> Value
  private let encoder: @Sendable (Value) throws -> JSON

  /// Creates a transform from its two directions.
  ///
  /// - Parameters:
  ///   - decode: Converts a JSON value to a Swift value; throws when it cannot.
  ///   - encode: Converts a Swift value to a JSON value; throws when it cannot.
  public init(
    decode: @escaping @Sendable (JSON) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> JSON
  ) {
    decoder = decode
    encoder = encode
  }

  /// Runs the `decode` closure.
  ///
  /// - Parameter json: The value in the document.
  /// - Returns: The closure's value.
  /// - Throws: What the closure throws.
  public func decode(_ json: JSON) throws -> Value { try decoder(json) }

  /// Runs the `encode` closure.
  ///
  /// - Parameter value: The value to write.
  /// - Returns: The closure's JSON.
  /// - Throws: What the closure throws.
  public func encode(_ value: Value) throws -> JSON { try encoder(value) }
}
