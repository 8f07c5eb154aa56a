//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The `Encoder` that a value encodes itself through, for one slot of a ``TreeEncoder``.
struct TreeValueEncoder: Encoder {
  let encoder: TreeEncoder
  let slot: TreeSlot
  let codingPath: [any CodingKey]
  /// Which keys of the keyed container are XML attributes, when the type chooses
  /// (``EncodingSettings/attributeKeys``).
  var attributeKeys: ((any CodingKey) -> Bool)? = nil

  var userInfo: [CodingUserInfoKey: Any] { encoder.settings.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let object: TreeObject
    if case .object(let existing) = slot.item {
      object = existing
    } else {
      object = TreeObject()
      slot.item = .object(object)
    }
    return KeyedEncodingContainer(
      TreeKeyedContainer<Key>(
        encoder: encoder, object: object, codingPath: codingPath,
        attributeKeys: attributeKeys))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let array: TreeArray
    if case .array(let existing) = slot.item {
      array = existing
    } else {
      array = TreeArray()
      slot.item = .array(array)
    }
    return TreeUnkeyedContainer(encoder: encoder, array: array, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    TreeSingleValueContainer(encoder: encoder, slot: slot, codingPath: codingPath)
  }
}

/// Writes one value into a slot of a ``TreeEncoder``.
struct TreeSingleValueContainer: SingleValueEncodingContainer, IntegerEncodingContainer {
  let encoder: TreeEncoder
  let slot: TreeSlot
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { slot.item = .value(.null) }
  mutating func encode(_ value: Bool) throws { slot.item = .value(.bool(value)) }
  mutating func encode(_ value: String) throws { slot.item = .value(.string(value)) }

  mutating func encode(_ value: Double) throws {
    slot.item = try encoder.double(value, path: codingPath)
  }

  mutating func encode(_ value: Float) throws {
    slot.item = try encoder.float(value, path: codingPath)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    slot.item = try encoder.item(for: value, path: codingPath)
  }

  mutating func encodeInteger(_ value: some FixedWidthInteger) throws {
    slot.item = .value(.number(JSON.Number(value)))
  }
}
