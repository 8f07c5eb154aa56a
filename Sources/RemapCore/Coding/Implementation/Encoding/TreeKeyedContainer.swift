//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Writes the members of one object of a ``TreeEncoder``.
struct TreeKeyedContainer<Key: CodingKey>: KeyedIntegerEncodingContainer {
  let encoder: TreeEncoder
  let object: TreeObject
  let codingPath: [any CodingKey]
  /// Which keys are XML attributes, when the type whose members these are chooses: they are
  /// marked for RemapXML's writer (``EncodingSettings/attributeKeys``).
  var attributeKeys: ((any CodingKey) -> Bool)? = nil

  @inline(__always)
  var nilEncoding: RemapEncoder.NilEncoding { encoder.settings.nilEncoding }

  private func set(_ item: TreeItem, _ key: Key) {
    let original = key.stringValue
    let converted = encoder.key(original)
    let member =
      if let attributeKeys, attributeKeys(key) {
        EncodingSettings.attributeMarker + converted
      } else {
        converted
      }
    if let earlier = object.set(member, original: original, item) {
      encoder.noteCollision(earlier, original, writtenAs: converted, path: codingPath + [key])
    }
  }

  mutating func encodeNil(forKey key: Key) throws { set(.value(.null), key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { set(.value(.bool(value)), key) }

  mutating func encode(_ value: String, forKey key: Key) throws {
    set(.value(.string(value)), key)
  }

  mutating func encode(_ value: Double, forKey key: Key) throws {
    set(try encoder.double(value, path: codingPath + [key]), key)
  }

  mutating func encode(_ value: Float, forKey key: Key) throws {
    set(try encoder.float(value, path: codingPath + [key]), key)
  }

  mutating func encodeInteger(_ value: some FixedWidthInteger, forKey key: Key) throws {
    set(.value(.number(JSON.Number(value))), key)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    set(try encoder.item(for: value, path: codingPath + [key]), key)
  }

  // MARK: - Nesting

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = TreeObject()
    set(.object(nested), key)
    return KeyedEncodingContainer(
      TreeKeyedContainer<NestedKey>(
        encoder: encoder, object: nested, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = TreeArray()
    set(.array(nested), key)
    return TreeUnkeyedContainer(encoder: encoder, array: nested, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    let slot = TreeSlot()
    let key = StringKey.super.stringValue
    if let earlier = object.set(key, original: key, .slot(slot)) {
      encoder.noteCollision(earlier, key, writtenAs: key, path: codingPath + [StringKey.super])
    }
    return TreeValueEncoder(
      encoder: encoder, slot: slot, codingPath: codingPath + [StringKey.super])
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let slot = TreeSlot()
    set(.slot(slot), key)
    return TreeValueEncoder(encoder: encoder, slot: slot, codingPath: codingPath + [key])
  }
}
