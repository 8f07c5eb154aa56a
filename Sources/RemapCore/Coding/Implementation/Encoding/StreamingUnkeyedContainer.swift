//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Writes the elements of one JSON array of a ``StreamingEncoder``.
struct StreamingUnkeyedContainer: UnkeyedEncodingContainer, StreamingValueContainer {
  let encoder: StreamingEncoder
  let frame: Int
  let serial: Int

  var codingPath: [any CodingKey] { encoder.codingPath(ofFrame: frame, serial: serial) }

  var count: Int { encoder.count(ofFrame: frame, serial: serial) }

  @inline(__always)
  private func begin() -> Bool {
    let (frame, serial) = (self.frame, self.serial)
    return encoder.withState { $0.beginElement(frame: frame, serial: serial) }
  }

  /// Begins an element and writes it with `body`, which only writes bytes.
  @inline(__always)
  func write(_ body: (inout StreamState) -> Void) {
    let (frame, serial) = (self.frame, self.serial)
    encoder.withState { state in
      if state.beginElement(frame: frame, serial: serial) { body(&state) }
    }
  }

  mutating func encode(_ value: Double) throws {
    try encoder.checkFloat(value, original: value, path: codingPath + [IndexKey(count)])
    guard begin() else { return }
    try encoder.writeDouble(value, key: IndexKey(count - 1))
  }

  mutating func encode(_ value: Float) throws {
    try encoder.checkFloat(Double(value), original: value, path: codingPath + [IndexKey(count)])
    guard begin() else { return }
    try encoder.writeFloat(value, key: IndexKey(count - 1))
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    guard begin() else { return }
    try encoder.encodeMember(value, key: IndexKey(encoder.withState { $0.lastElementIndex }))
  }

  // MARK: - Nesting

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let (index, serial) = open(.object)
    return KeyedEncodingContainer(
      StreamingKeyedContainer<NestedKey>(encoder: encoder, frame: index, serial: serial))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let (index, serial) = open(.array)
    return StreamingUnkeyedContainer(encoder: encoder, frame: index, serial: serial)
  }

  private func open(_ kind: StreamState.Frame.Kind) -> (frame: Int, serial: Int) {
    let (frame, serial) = (self.frame, self.serial)
    return encoder.withState { state in
      guard state.beginElement(frame: frame, serial: serial) else { return (-1, 0) }
      return state.openNested(kind, key: IndexKey(state.lastElementIndex))
    }
  }

  mutating func superEncoder() -> any Encoder {
    let (frame, serial) = (self.frame, self.serial)
    let (index, slot) = encoder.withState { state in
      guard state.beginElement(frame: frame, serial: serial) else { return (-1, 0) }
      return (state.topIndex, state.reserveSlot(key: IndexKey(state.lastElementIndex)))
    }
    return StreamingValueEncoder(encoder: encoder, frame: index, slot: slot)
  }
}
