//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// An unkeyed container that applies registered transforms to scalars; see
/// ``TransformingEncoder``.
struct TransformingUnkeyedContainer: UnkeyedEncodingContainer {
  var base: any UnkeyedEncodingContainer
  let tree: TreeEncoder

  var codingPath: [any CodingKey] { base.codingPath }
  var count: Int { base.count }

  private mutating func scalar<T: Encodable>(_ value: T) throws {
    let path = codingPath + [IndexKey(count)]
    if let json = try tree.transformedJSON(for: value, path: path) {
      try base.encode(TransformOutput(json: json))
    } else {
      try base.encode(value)
    }
  }

  mutating func encodeNil() throws { try base.encodeNil() }
  mutating func encode(_ value: Bool) throws { try scalar(value) }
  mutating func encode(_ value: String) throws { try scalar(value) }
  mutating func encode(_ value: Double) throws { try scalar(value) }
  mutating func encode(_ value: Float) throws { try scalar(value) }
  mutating func encode(_ value: Int) throws { try scalar(value) }
  mutating func encode(_ value: Int8) throws { try scalar(value) }
  mutating func encode(_ value: Int16) throws { try scalar(value) }
  mutating func encode(_ value: Int32) throws { try scalar(value) }
  mutating func encode(_ value: Int64) throws { try scalar(value) }
  mutating func encode(_ value: UInt) throws { try scalar(value) }
  mutating func encode(_ value: UInt8) throws { try scalar(value) }
  mutating func encode(_ value: UInt16) throws { try scalar(value) }
  mutating func encode(_ value: UInt32) throws { try scalar(value) }
  mutating func encode(_ value: UInt64) throws { try scalar(value) }
  mutating func encode<T: Encodable>(_ value: T) throws { try base.encode(value) }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(
      TransformingKeyedContainer(base: base.nestedContainer(keyedBy: keyType), tree: tree))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    TransformingUnkeyedContainer(base: base.nestedUnkeyedContainer(), tree: tree)
  }

  mutating func superEncoder() -> any Encoder { base.superEncoder() }
}
