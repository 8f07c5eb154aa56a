//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Writes one value into a slot of a ``StreamingEncoder``.
struct StreamingSingleValueContainer: SingleValueEncodingContainer {
  let encoder: StreamingEncoder
  let frame: Int
  let slot: Int

  var codingPath: [any CodingKey] { encoder.codingPath(forSlot: slot, frame: frame) }

  @inline(__always)
  private func begin() -> Bool {
    let slot = self.slot
    return encoder.withState { $0.beginSingleValue(slot: slot) }
  }

  /// Claims the slot and writes the value with `body`, which only writes bytes.
  @inline(__always)
  private func write(_ body: (inout StreamState) -> Void) {
    let slot = self.slot
    encoder.withState { state in
      if state.beginSingleValue(slot: slot) { body(&state) }
    }
  }

  mutating func encodeNil() throws {
    write { $0.writer.write("null") }
  }

  mutating func encode(_ value: Bool) throws {
    write { $0.writer.write(value ? "true" : "false") }
  }

  mutating func encode(_ value: String) throws {
    write { $0.writer.writeQuoted(value, escapingSlashes: $0.escapesSlashes) }
  }

  mutating func encode(_ value: Double) throws {
    try encoder.checkFloat(value, original: value, path: codingPath)
    guard begin() else { return }
    try encoder.writeDouble(value, key: IndexKey?.none)
  }

  mutating func encode(_ value: Float) throws {
    try encoder.checkFloat(Double(value), original: value, path: codingPath)
    guard begin() else { return }
    try encoder.writeFloat(value, key: IndexKey?.none)
  }

  mutating func encode(_ value: Int) throws { write(value) }
  mutating func encode(_ value: Int8) throws { write(value) }
  mutating func encode(_ value: Int16) throws { write(value) }
  mutating func encode(_ value: Int32) throws { write(value) }
  mutating func encode(_ value: Int64) throws { write(value) }
  mutating func encode(_ value: UInt) throws { write(value) }
  mutating func encode(_ value: UInt8) throws { write(value) }
  mutating func encode(_ value: UInt16) throws { write(value) }
  mutating func encode(_ value: UInt32) throws { write(value) }
  mutating func encode(_ value: UInt64) throws { write(value) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: Int128) throws {
    write { $0.writer.writeNumber(JSON.Number(value)) }
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: UInt128) throws {
    write { $0.writer.writeNumber(JSON.Number(value)) }
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    guard begin() else { return }
    do {
      if try encoder.writeFast(value, key: IndexKey?.none) { return }
    } catch {
      encoder.noteError()
      throw error
    }
    // The value fills this same slot through its own encoder.
    let slot = self.slot
    encoder.withState { $0.reopenSingleValue(slot: slot) }
    try encoder.encodeNested(value, frame: frame, slot: slot)
  }

  @inline(__always)
  private func write(_ value: some FixedWidthInteger) {
    write { $0.writeInteger(value) }
  }
}
