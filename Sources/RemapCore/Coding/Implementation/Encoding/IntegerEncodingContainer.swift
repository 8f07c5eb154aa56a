//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// An unkeyed or single-value container that writes every integer type through one generic
/// method.
///
/// `UnkeyedEncodingContainer` and `SingleValueEncodingContainer` ask for one `encode(_:)`
/// overload per integer type, so that a scalar need not take the generic `encode<T>` path.
/// The overloads are written once here. The conforming containers are not generic, so each
/// overload is specialized for the container and the standard library's call still reaches a
/// concrete write for that one type.
protocol IntegerEncodingContainer {
  /// Writes an integer of any width exactly.
  mutating func encodeInteger(_ value: some FixedWidthInteger) throws
}

extension IntegerEncodingContainer {
  mutating func encode(_ value: Int) throws { try encodeInteger(value) }
  mutating func encode(_ value: Int8) throws { try encodeInteger(value) }
  mutating func encode(_ value: Int16) throws { try encodeInteger(value) }
  mutating func encode(_ value: Int32) throws { try encodeInteger(value) }
  mutating func encode(_ value: Int64) throws { try encodeInteger(value) }
  mutating func encode(_ value: UInt) throws { try encodeInteger(value) }
  mutating func encode(_ value: UInt8) throws { try encodeInteger(value) }
  mutating func encode(_ value: UInt16) throws { try encodeInteger(value) }
  mutating func encode(_ value: UInt32) throws { try encodeInteger(value) }
  mutating func encode(_ value: UInt64) throws { try encodeInteger(value) }
}

// The standard library gives the 128-bit overloads defaults that refuse the value. An overload
// here must be in an extension constrained to the container's own protocol to be preferred
// to those; one in the extension above would be ambiguous with them.

extension IntegerEncodingContainer where Self: SingleValueEncodingContainer {
  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: Int128) throws { try encodeInteger(value) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: UInt128) throws { try encodeInteger(value) }
}

extension IntegerEncodingContainer where Self: UnkeyedEncodingContainer {
  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: Int128) throws { try encodeInteger(value) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: UInt128) throws { try encodeInteger(value) }
}
