//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Writes the members of one JSON object of a ``StreamingEncoder``.
struct StreamingKeyedContainer<Key: CodingKey>: KeyedIntegerEncodingContainer {
  let encoder: StreamingEncoder
  let frame: Int
  let serial: Int

  var codingPath: [any CodingKey] { encoder.codingPath(ofFrame: frame, serial: serial) }

  @inline(__always)
  var nilEncoding: RemapEncoder.NilEncoding { encoder.settings.nilEncoding }

  @inline(__always)
  private func begin(_ key: Key) -> Bool {
    let (frame, serial, name) = (self.frame, self.serial, key.stringValue)
    return encoder.withState { $0.beginMember(frame: frame, serial: serial, key: name) }
  }

  /// Begins a member and writes its value with `body`, which only writes bytes.
  @inline(__always)
  private func write(_ key: Key, _ body: (inout StreamState) -> Void) {
    let (frame, serial, name) = (self.frame, self.serial, key.stringValue)
    encoder.withState { state in
      if state.beginMember(frame: frame, serial: serial, key: name) { body(&state) }
    }
  }

  mutating func encodeNil(forKey key: Key) throws {
    write(key) { $0.writer.write("null") }
  }

  mutating func encode(_ value: Bool, forKey key: Key) throws {
    write(key) { $0.writer.write(value ? "true" : "false") }
  }

  mutating func encode(_ value: String, forKey key: Key) throws {
    write(key) { $0.writer.writeQuoted(value, escapingSlashes: $0.escapesSlashes) }
  }

  mutating func encode(_ value: Double, forKey key: Key) throws {
    try encoder.checkFloat(value, original: value, path: codingPath + [key])
    guard begin(key) else { return }
    try encoder.writeDouble(value, key: key)
  }

  mutating func encode(_ value: Float, forKey key: Key) throws {
    try encoder.checkFloat(Double(value), original: value, path: codingPath + [key])
    guard begin(key) else { return }
    try encoder.writeFloat(value, key: key)
  }

  @inline(__always)
  mutating func encodeInteger(_ value: some FixedWidthInteger, forKey key: Key) throws {
    write(key) { $0.writeInteger(value) }
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    guard begin(key) else { return }
    try encoder.encodeMember(value, key: key)
  }

  // MARK: - Nesting

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    var (index, serial) = (-1, 0)
    if begin(key) { (index, serial) = encoder.withState { $0.openNested(.object, key: key) } }
    return KeyedEncodingContainer(
      StreamingKeyedContainer<NestedKey>(encoder: encoder, frame: index, serial: serial))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    var (index, serial) = (-1, 0)
    if begin(key) { (index, serial) = encoder.withState { $0.openNested(.array, key: key) } }
    return StreamingUnkeyedContainer(encoder: encoder, frame: index, serial: serial)
  }

  mutating func superEncoder() -> any Encoder {
    superEncoder(key: StringKey.super, text: StringKey.super.stringValue)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    superEncoder(key: key, text: key.stringValue)
  }

  private func superEncoder(key: any CodingKey, text: String) -> any Encoder {
    let (frame, serial) = (self.frame, self.serial)
    let (index, slot) = encoder.withState { state in
      guard state.beginMember(frame: frame, serial: serial, key: text) else { return (-1, 0) }
      return (state.topIndex, state.reserveSlot(key: key))
    }
    return StreamingValueEncoder(encoder: encoder, frame: index, slot: slot)
  }
}
