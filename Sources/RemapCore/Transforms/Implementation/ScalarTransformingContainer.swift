//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// An unkeyed or single-value container of a ``TransformingEncoder``: every scalar written
/// through a typed `encode(_:)` goes to one method, which applies a registered transform.
///
/// `Int128` and `UInt128` are not among them: they are left, as before, to the standard
/// library's defaults, which refuse them. The tree encoder has no leaf for them, so passing one
/// on to `base.encode(_:)` would bring it back here through its own `encode(to:)`.
protocol ScalarTransformingContainer {
  /// Writes a scalar as a registered transform says, or as it is when none applies.
  mutating func encodeScalar<T: Encodable>(_ value: T) throws
}

extension ScalarTransformingContainer {
  mutating func encode(_ value: Bool) throws { try encodeScalar(value) }
  mutating func encode(_ value: String) throws { try encodeScalar(value) }
  mutating func encode(_ value: Double) throws { try encodeScalar(value) }
  mutating func encode(_ value: Float) throws { try encodeScalar(value) }
  mutating func encode(_ value: Int) throws { try encodeScalar(value) }
  mutating func encode(_ value: Int8) throws { try encodeScalar(value) }
  mutating func encode(_ value: Int16) throws { try encodeScalar(value) }
  mutating func encode(_ value: Int32) throws { try encodeScalar(value) }
  mutating func encode(_ value: Int64) throws { try encodeScalar(value) }
  mutating func encode(_ value: UInt) throws { try encodeScalar(value) }
  mutating func encode(_ value: UInt8) throws { try encodeScalar(value) }
  mutating func encode(_ value: UInt16) throws { try encodeScalar(value) }
  mutating func encode(_ value: UInt32) throws { try encodeScalar(value) }
  mutating func encode(_ value: UInt64) throws { try encodeScalar(value) }
}
