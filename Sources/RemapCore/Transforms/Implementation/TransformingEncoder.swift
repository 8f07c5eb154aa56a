//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// An `Encoder` that applies registered transforms to the scalars a type writes through its
/// containers' typed methods (`encode(_: Bool, forKey:)` and the like), which do not pass
/// through ``TreeEncoder/item(for:path:)``; everything else goes to the tree encoder's own.
///
/// Used only when a transform for a scalar type is registered.
struct TransformingEncoder: Encoder {
  let base: TreeValueEncoder
  let tree: TreeEncoder

  var codingPath: [any CodingKey] { base.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(
      TransformingKeyedContainer(base: base.container(keyedBy: type), tree: tree))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    TransformingUnkeyedContainer(base: base.unkeyedContainer(), tree: tree)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    TransformingSingleValueContainer(base: base.singleValueContainer(), tree: tree)
  }
}

/// A single-value container that applies registered transforms to scalars.
struct TransformingSingleValueContainer: SingleValueEncodingContainer, ScalarTransformingContainer {
  var base: any SingleValueEncodingContainer
  let tree: TreeEncoder

  var codingPath: [any CodingKey] { base.codingPath }

  mutating func encodeScalar<T: Encodable>(_ value: T) throws {
    if let json = try tree.transformedJSON(for: value, path: codingPath) {
      try base.encode(TransformOutput(json: json))
    } else {
      try base.encode(value)
    }
  }

  mutating func encodeNil() throws { try base.encodeNil() }
  mutating func encode<T: Encodable>(_ value: T) throws { try base.encode(value) }
}
