//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The `Encoder` that a value encodes itself through, for one slot of a ``StreamingEncoder``.
///
/// Three words, so that the `any Encoder` made of it needs no box.
struct StreamingValueEncoder: Encoder {
  let encoder: StreamingEncoder
  /// The index of the frame holding the slot.
  let frame: Int
  let slot: Int

  var codingPath: [any CodingKey] { encoder.codingPath(forSlot: slot, frame: frame) }

  var userInfo: [CodingUserInfoKey: Any] { encoder.settings.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let (slot, frame) = (self.slot, self.frame)
    let (index, serial) = encoder.withState {
      $0.openContainer(.object, slot: slot, frame: frame)
    }
    return KeyedEncodingContainer(
      StreamingKeyedContainer<Key>(encoder: encoder, frame: index, serial: serial))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let (slot, frame) = (self.slot, self.frame)
    let (index, serial) = encoder.withState { $0.openContainer(.array, slot: slot, frame: frame) }
    return StreamingUnkeyedContainer(encoder: encoder, frame: index, serial: serial)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    StreamingSingleValueContainer(encoder: encoder, frame: frame, slot: slot)
  }
}
