//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A keyed container that applies registered transforms to scalars; see
/// ``TransformingEncoder``.
struct TransformingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  var base: KeyedEncodingContainer<Key>
  let tree: TreeEncoder

  var codingPath: [any CodingKey] { base.codingPath }

  private mutating func scalar<T: Encodable>(_ value: T, _ key: Key) throws {
    if let json = try tree.transformedJSON(for: value, path: codingPath + [key]) {
      try base.encode(TransformOutput(json: json), forKey: key)
    } else {
      try base.encode(value, forKey: key)
    }
  }

  private mutating func scalarIfPresent<T: Encodable>(_ value: T?, _ key: Key) throws {
    if let value { try scalar(value, key) } else { try base.encodeIfPresent(value, forKey: key) }
  }

  mutating func encodeNil(forKey key: Key) throws { try base.encodeNil(forKey: key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { try scalar(value, key) }
  mutating func encode(_ value: String, forKey key: Key) throws { try scalar(value, key) }
  mutating func encode(_ value: Double, forKey key: Key) throws { try scalar(value, key) }
  mutating func encode(_ value: Float, forKey key: Key) throws { try scalar(value, key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { try scalar(value, key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try scalar(value, key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try scalar(value, key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try scalar(value, key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try scalar(value, key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try scalar(value, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try scalar(value, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try scalar(value, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try scalar(value, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { try scalar(value, key) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try base.encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    try scalarIfPresent(value, key)
  }
  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    try scalarIfPresent(value, key)
  }
  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    try scalarIfPresent(value, key)
  }
  mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
    try scalarIfPresent(value, key)
  }
  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    try scalarIfPresent(value, key)
  }
  mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
    try scalarIfPresent(value, key)
  }
  mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
    try scalarIfPresent(value, key)
  }
  mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
    try scalarIfPresent(value, key)
  }
  mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
    try scalarIfPresent(value, key)
  }
  mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
    try scalarIfPresent(value, key)
  }
  mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
    try scalarIfPresent(value, key)
  }
  mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
    try scalarIfPresent(value, key)
  }
  mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
    try scalarIfPresent(value, key)
  }
  mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
    try scalarIfPresent(value, key)
  }
  mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
    try base.encodeIfPresent(value, forKey: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(
      TransformingKeyedContainer<NestedKey>(
        base: base.nestedContainer(keyedBy: keyType, forKey: key), tree: tree))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    TransformingUnkeyedContainer(base: base.nestedUnkeyedContainer(forKey: key), tree: tree)
  }

  mutating func superEncoder() -> any Encoder { base.superEncoder() }
  mutating func superEncoder(forKey key: Key) -> any Encoder { base.superEncoder(forKey: key) }
}
