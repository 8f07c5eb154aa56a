//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Reads a value from a string that holds JSON text, and writes it back as such a string.
///
/// Some services nest a document inside a string: `{"payload": "{\"id\": 1}"}`.
///
/// ```swift
/// decoder.transforms.register(JSONStringTransform<Payload>())
/// ```
///
/// A value that is already an object or an array (not a string) is read as it is.
public struct JSONStringTransform<Value: Codable>: ValueTransform {
  /// The decoder for the text inside the string.
  public var decoder: RemapDecoder
  /// The encoder for the text written back.
  public var encoder: RemapEncoder

  /// Creates the transform.
  ///
  /// - Parameters:
  ///   - decoder: The decoder for the text inside the string; the forgiving default.
  ///   - encoder: The encoder for the text written back; the default.
  public init(decoder: RemapDecoder = RemapDecoder(), encoder: RemapEncoder = RemapEncoder()) {
    self.decoder = decoder
    self.encoder = encoder
  }

  /// Reads the JSON text inside the string.
  ///
  /// - Parameter json: A string of JSON text, or an object or array.
  /// - Returns: The value.
  /// - Throws: ``RemapError`` for a value that is not such a string, or text that does not
  ///   decode; its path continues inside the text.
  public func decode(_ json: JSON) throws -> Value {
    switch json {
    case .string(let text):
      return try decoder.decode(Value.self, from: text)
    case .object, .array:
      return try decoder.decode(Value.self, from: json)
    default:
      throw TransformErrors.typeMismatch(expected: "a string of JSON text", found: json)
    }
  }

  /// Writes the value as JSON text in a string.
  ///
  /// - Parameter value: The value.
  /// - Returns: A string.
  /// - Throws: ``RemapError`` when the value does not encode.
  public func encode(_ value: Value) throws -> JSON {
    .string(String(decoding: try encoder.encode(value), as: UTF8.self))
  }
}
