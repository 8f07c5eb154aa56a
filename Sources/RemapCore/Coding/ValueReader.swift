//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// One value of a document that ``RemapDecoder`` is decoding, as a ``Mappable`` type's
/// `init(_$from:)` receives it.
///
/// A reader is a position in the decoder's scanned document and its state (the path, the
/// report being made, the options): it is valid only during the call that receives it, and
/// reading it never copies the document.
///
/// ```swift
/// init(_$from value: inout ValueReader) throws {
///   var object = try value.object()
///   id = try object.decode(Int.self, forKey: "id")
/// }
/// ```
@safe
public struct ValueReader {
  /// The decoder, not retained.
  ///
  /// A reader lives only during the `init(_$from:)` call it is given to, while the decoder
  /// that made it is at work (as the tape that an ``ObjectReader``'s pointers point into). A
  /// retained reference cost a retain and a release for every nested value.
  private unowned(unsafe) let unretainedDecoder: TapeDecoder
  let node: Int

  /// The decoder this reader reads through.
  var decoder: TapeDecoder { unsafe unretainedDecoder }

  init(decoder: TapeDecoder, node: Int) {
    unsafe unretainedDecoder = decoder
    self.node = node
  }

  /// The path from the document's root to this value.
  public var path: ValuePath {
    decoder.core.valuePath(depth: decoder.core.steps.count, step: nil)
  }

  /// Whether the value is `null`.
  public var isNull: Bool { decoder.core.source.kind(of: node) == .null }

  /// The value as an object, to read its members.
  ///
  /// This is what `Decoder.container(keyedBy:)` does: when reading XML, an empty element
  /// reads as an empty object.
  ///
  /// - Returns: A reader of the object's members.
  /// - Throws: `DecodingError` carrying a ``RemapError`` with code
  ///   ``RemapError/Code/typeMismatch`` (or ``RemapError/Code/valueNotFound`` for `null`)
  ///   when the value is not an object.
  public func object() throws -> ObjectReader {
    try _object(distinctKeys: false)
  }

  /// ``object()`` for generated code that asks for each key once, with keys that differ from
  /// each other under every key matching (fuzzy matching included): a key that is not the
  /// next member's is then looked for only among the members after those found in order.
  ///
  /// Generated code only; not part of the documented API.
  ///
  /// - Returns: A reader of the object's members.
  /// - Throws: As ``object()``.
  @inlinable
  public func _objectOfDistinctKeys() throws -> ObjectReader {
    try _object(distinctKeys: true)
  }

  /// ``object()`` and ``_objectOfDistinctKeys()``; the latter is inlined into the model, so
  /// that the reader is made where it is used, not copied out of a call.
  @usableFromInline
  func _object(distinctKeys: Bool) throws -> ObjectReader {
    let depth = decoder.core.steps.count
    guard decoder.core.source.kind(of: node) == .object else {
      if let empty = decoder.emptyXMLElement(node, as: .object) {
        return ObjectReader(
          decoder: decoder, object: empty, depth: depth, ownSteps: nil,
          distinctKeys: distinctKeys)
      }
      throw decoder.core.typeMismatch(expected: "an object", node: node, step: nil)
    }
    return ObjectReader(
      decoder: decoder, object: node, depth: depth, ownSteps: nil, distinctKeys: distinctKeys)
  }

  // MARK: - Scalars

  /// Decodes the value as a `String`, as `SingleValueDecodingContainer.decode(_:)` does:
  /// under lenient coercion a number or a Boolean converts.
  ///
  /// - Parameter type: `String.self`.
  /// - Returns: The value.
  /// - Throws: `DecodingError` carrying a ``RemapError`` when the value does not convert.
  public func decode(_ type: String.Type) throws -> String {
    try decoder.core.decodeString(node, step: nil)
  }

  /// Decodes the value as a `Bool`, as `SingleValueDecodingContainer.decode(_:)` does.
  ///
  /// - Parameter type: `Bool.self`.
  /// - Returns: The value.
  /// - Throws: `DecodingError` carrying a ``RemapError`` when the value does not convert.
  public func decode(_ type: Bool.Type) throws -> Bool {
    try decoder.core.decodeBool(node, step: nil)
  }

  /// Decodes the value as a `Double`, as `SingleValueDecodingContainer.decode(_:)` does.
  ///
  /// - Parameter type: `Double.self`.
  /// - Returns: The value.
  /// - Throws: `DecodingError` carrying a ``RemapError`` when the value does not convert.
  public func decode(_ type: Double.Type) throws -> Double {
    try decoder.core.decodeFloat(node, step: nil)
  }

  /// Decodes the value as a `Float`, as `SingleValueDecodingContainer.decode(_:)` does.
  ///
  /// - Parameter type: `Float.self`.
  /// - Returns: The value.
  /// - Throws: `DecodingError` carrying a ``RemapError`` when the value does not convert.
  public func decode(_ type: Float.Type) throws -> Float {
    try decoder.core.decodeFloat(node, step: nil)
  }

  /// Decodes the value as an integer of type `I`, as `SingleValueDecodingContainer.decode(_:)`
  /// does: a value out of `I`'s range is an error.
  ///
  /// - Parameter type: The integer type, such as `Int.self` or `UInt8.self`.
  /// - Returns: The value.
  /// - Throws: `DecodingError` carrying a ``RemapError`` when the value does not convert.
  public func decode<I: FixedWidthInteger & Decodable>(_ type: I.Type) throws -> I {
    try decoder.core.decodeInteger(node, step: nil)
  }

  // MARK: - Any value

  /// Decodes the value as a `T`, as `SingleValueDecodingContainer.decode(_:)` does.
  ///
  /// - Parameter type: The type to decode.
  /// - Returns: The decoded value.
  /// - Throws: `DecodingError` carrying a ``RemapError`` when the value does not convert.
  public func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decoder.withNode(node, step: nil) { try decoder.decodeValue(type) }
  }
}
