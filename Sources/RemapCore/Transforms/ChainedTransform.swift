//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Two transforms run one after the other: made by ``ValueTransform/then(_:)``.
///
/// Decoding runs `first`, whose value is `JSON`, and then `second` on that; encoding runs
/// `second` and then `first`.
public struct ChainedTransform<First: ValueTransform, Second: ValueTransform>: ValueTransform
where First.Value == JSON {
  /// The transform that reads the document's JSON.
  public let first: First
  /// The transform that converts `first`'s output.
  public let second: Second

  /// Creates the composition of two transforms.
  ///
  /// - Parameters:
  ///   - first: The transform that reads the document's JSON.
  ///   - second: The transform that converts `first`'s output.
  public init(first: First, second: Second) {
    self.first = first
    self.second = second
  }

  /// Runs `first`, then `second`.
  ///
  /// - Parameter json: The value in the document.
  /// - Returns: `second`'s value.
  /// - Throws: The first error either transform throws.
  public func decode(_ json: JSON) throws -> Second.Value {
    try second.decode(try first.decode(json))
  }

  /// Runs `second`, then `first`.
  ///
  /// - Parameter value: The value to write.
  /// - Returns: `first`'s JSON.
  /// - Throws: The first error either transform throws.
  public func encode(_ value: Second.Value) throws -> JSON {
    try first.encode(try second.encode(value))
  }
}
