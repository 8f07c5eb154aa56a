//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A keyed container that writes every integer type through one generic method, and whose
/// `encodeIfPresent` overloads follow the encoder's nil encoding.
///
/// `KeyedEncodingContainerProtocol` asks for one `encode(_:forKey:)` and one
/// `encodeIfPresent(_:forKey:)` overload per scalar type, so that a scalar need not take the
/// generic path. The ones that do not depend on how a container writes are written once here,
/// each one line into `encodeInteger`: Swift cannot meet such requirements with one generic
/// method, and generating them (gyb, a macro) would hide the lines, not remove them.
/// The `encodeIfPresent` overloads here take precedence over the standard library's defaults,
/// which always leave `nil` out.
///
/// Every member is `@inline(__always)`: the containers are generic over `Key`, so a default
/// left out of line is not specialized for them and reaches the container's methods through a
/// witness table looked up on every call. Inlined into the container's witness, it calls them
/// directly, and the standard library's call reaches a concrete write for that one type.
protocol KeyedIntegerEncodingContainer: KeyedEncodingContainerProtocol {
  /// What a `nil` optional writes: nothing, or `null`.
  var nilEncoding: RemapEncoder.NilEncoding { get }

  /// Writes an integer of any width exactly.
  mutating func encodeInteger(_ value: some FixedWidthInteger, forKey key: Key) throws
}

extension KeyedIntegerEncodingContainer {
  @inline(__always)
  mutating func encode(_ value: Int, forKey key: Key) throws {
    try encodeInteger(value, forKey: key)
  }

  @inline(__always)
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    try encodeInteger(value, forKey: key)
  }

  @inline(__always)
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    try encodeInteger(value, forKey: key)
  }

  @inline(__always)
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    try encodeInteger(value, forKey: key)
  }

  @inline(__always)
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    try encodeInteger(value, forKey: key)
  }

  @inline(__always)
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    try encodeInteger(value, forKey: key)
  }

  @inline(__always)
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    try encodeInteger(value, forKey: key)
  }

  @inline(__always)
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    try encodeInteger(value, forKey: key)
  }

  @inline(__always)
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    try encodeInteger(value, forKey: key)
  }

  @inline(__always)
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    try encodeInteger(value, forKey: key)
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  @inline(__always)
  mutating func encode(_ value: Int128, forKey key: Key) throws {
    try encodeInteger(value, forKey: key)
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  @inline(__always)
  mutating func encode(_ value: UInt128, forKey key: Key) throws {
    try encodeInteger(value, forKey: key)
  }

  // MARK: - Optionals

  // The standard library's defaults leave `nil` out; these write `null` when the nil encoding
  // is `.null`.

  @inline(__always)
  private mutating func encodeNilIfWanted(forKey key: Key) throws {
    if nilEncoding == .null { try encodeNil(forKey: key) }
  }

  @inline(__always)
  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @inline(__always)
  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @inline(__always)
  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @inline(__always)
  mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @inline(__always)
  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @inline(__always)
  mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @inline(__always)
  mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @inline(__always)
  mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @inline(__always)
  mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @inline(__always)
  mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @inline(__always)
  mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @inline(__always)
  mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @inline(__always)
  mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @inline(__always)
  mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  @inline(__always)
  mutating func encodeIfPresent(_ value: Int128?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  @inline(__always)
  mutating func encodeIfPresent(_ value: UInt128?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @inline(__always)
  mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }
}
