//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Where one value goes in the JSON text that ``RemapEncoder`` is writing, as a ``Mappable``
/// type's `_$encode(to:)` receives it.
///
/// The encoder writes straight into one growing buffer; a writer is a position in it, valid
/// only during the call that receives it.
///
/// ```swift
/// func _$encode(to value: inout ValueWriter) throws {
///   var object = value.object()
///   try object.encode(id, forKey: "id")
/// }
/// ```
public struct ValueWriter {
  let encoder: StreamingEncoder
  let frame: Int
  let slot: Int

  init(encoder: StreamingEncoder, frame: Int, slot: Int) {
    self.encoder = encoder
    self.frame = frame
    self.slot = slot
  }

  /// Starts an object as the value, as `Encoder.container(keyedBy:)` does.
  ///
  /// - Returns: A writer of the object's members. The object is closed when the value is
  ///   done.
  public func object() -> ObjectWriter {
    let (slot, frame) = (self.slot, self.frame)
    let (index, serial) = encoder.withState { $0.openContainer(.object, slot: slot, frame: frame) }
    return ObjectWriter(encoder: encoder, frame: index, serial: serial)
  }

  /// Encodes `null` as the value, as `SingleValueEncodingContainer.encodeNil()` does.
  ///
  /// - Throws: Nothing today; declared `throws` as the container's method is.
  public func encodeNil() throws {
    var container = StreamingSingleValueContainer(encoder: encoder, frame: frame, slot: slot)
    try container.encodeNil()
  }

  /// Encodes a single value as the value, as `SingleValueEncodingContainer.encode(_:)` does.
  ///
  /// - Parameter value: The value.
  /// - Throws: `EncodingError` when the value cannot be written, as the encoder's options say.
  public func encode<T: Encodable>(_ value: T) throws {
    var container = StreamingSingleValueContainer(encoder: encoder, frame: frame, slot: slot)
    try container.encode(value)
  }
}
