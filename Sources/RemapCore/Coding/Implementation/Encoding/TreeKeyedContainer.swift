//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Writes the members of one object of a ``TreeEncoder``.
struct TreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: TreeEncoder
  let object: TreeObject
  let codingPath: [any CodingKey]

  private func set(_ item: TreeItem, _ key: Key) {
    object.set(encoder.key(key.stringValue), item)
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

  mutating func encode(_ value: Int, forKey key: Key) throws { write(value, key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { write(value, key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { write(value, key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { write(value, key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { write(value, key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { write(value, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { write(value, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { write(value, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { write(value, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { write(value, key) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: Int128, forKey key: Key) throws { write(value, key) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: UInt128, forKey key: Key) throws { write(value, key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    set(try encoder.item(for: value, path: codingPath + [key]), key)
  }

  private func write(_ value: some BinaryInteger, _ key: Key) {
    set(.value(.number(JSON.Number(value))), key)
  }

  // MARK: - Optionals

  // The defaults leave `nil` out; these write `null` when `nilEncoding` is `.null`.

  private mutating func encodeNilIfWanted(forKey key: Key) throws {
    if encoder.settings.nilEncoding == .null { try encodeNil(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encodeIfPresent(_ value: Int128?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encodeIfPresent(_ value: UInt128?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
  }

  mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNilIfWanted(forKey: key) }
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
    object.set(StringKey.super.stringValue, .slot(slot))
    return TreeValueEncoder(
      encoder: encoder, slot: slot, codingPath: codingPath + [StringKey.super])
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let slot = TreeSlot()
    set(.slot(slot), key)
    return TreeValueEncoder(encoder: encoder, slot: slot, codingPath: codingPath + [key])
  }
}
