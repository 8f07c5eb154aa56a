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
struct TransformingUnkeyedContainer: UnkeyedEncodingContainer, ScalarTransformingContainer {
  var base: any UnkeyedEncodingContainer
  let tree: TreeEncoder

  var codingPath: [any CodingKey] { base.codingPath }
  var count: Int { base.count }

  mutating func encodeScalar<T: Encodable>(_ value: T) throws {
    let path = codingPath + [IndexKey(count)]
    if let json = try tree.transformedJSON(for: value, path: path) {
      try base.encode(TransformOutput(json: json))
    } else {
      try base.encode(value)
    }
  }

  mutating func encodeNil() throws { try base.encodeNil() }
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
