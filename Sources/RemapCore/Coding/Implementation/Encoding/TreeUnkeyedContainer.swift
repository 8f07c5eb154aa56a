//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Writes the elements of one array of a ``TreeEncoder``.
struct TreeUnkeyedContainer: UnkeyedEncodingContainer, IntegerEncodingContainer {
  let encoder: TreeEncoder
  let array: TreeArray
  let codingPath: [any CodingKey]

  var count: Int { array.items.count }

  private var nextPath: [any CodingKey] { codingPath + [IndexKey(array.items.count)] }

  mutating func encodeNil() throws { array.items.append(.value(.null)) }
  mutating func encode(_ value: Bool) throws { array.items.append(.value(.bool(value))) }
  mutating func encode(_ value: String) throws { array.items.append(.value(.string(value))) }

  mutating func encode(_ value: Double) throws {
    array.items.append(try encoder.double(value, path: nextPath))
  }

  mutating func encode(_ value: Float) throws {
    array.items.append(try encoder.float(value, path: nextPath))
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    array.items.append(try encoder.item(for: value, path: nextPath))
  }

  mutating func encodeInteger(_ value: some FixedWidthInteger) throws {
    array.items.append(.value(.number(JSON.Number(value))))
  }

  // MARK: - Nesting

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = TreeObject()
    let path = nextPath
    array.items.append(.object(nested))
    return KeyedEncodingContainer(
      TreeKeyedContainer<NestedKey>(encoder: encoder, object: nested, codingPath: path))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = TreeArray()
    let path = nextPath
    array.items.append(.array(nested))
    return TreeUnkeyedContainer(encoder: encoder, array: nested, codingPath: path)
  }

  mutating func superEncoder() -> any Encoder {
    let slot = TreeSlot()
    let path = nextPath
    array.items.append(.slot(slot))
    return TreeValueEncoder(encoder: encoder, slot: slot, codingPath: path)
  }
}
