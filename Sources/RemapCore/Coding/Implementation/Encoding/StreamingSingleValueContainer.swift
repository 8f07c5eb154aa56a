//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Writes one value into a slot of a ``StreamingEncoder``.
struct StreamingSingleValueContainer: SingleValueEncodingContainer, StreamingValueContainer {
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
  func write(_ body: (inout StreamState) -> Void) {
    let slot = self.slot
    encoder.withState { state in
      if state.beginSingleValue(slot: slot) { body(&state) }
    }
  }

  mutating func encode(_ value: Double) throws {
    try encoder.checkFloat(value, original: value, path: codingPath)
    guard begin() else { return }
    try encoder.writeDouble(value, key: nil)
  }

  mutating func encode(_ value: Float) throws {
    try encoder.checkFloat(Double(value), original: value, path: codingPath)
    guard begin() else { return }
    try encoder.writeFloat(value, key: nil)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    guard begin() else { return }
    do {
      if try encoder.writeFast(value, key: nil) { return }
    } catch {
      encoder.noteError()
      throw error
    }
    // The value fills this same slot through its own encoder.
    let slot = self.slot
    encoder.withState { $0.reopenSingleValue(slot: slot) }
    try encoder.encodeNested(value, frame: frame, slot: slot)
  }
}
