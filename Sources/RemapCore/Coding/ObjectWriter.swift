//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The members of one object of the JSON text that ``RemapEncoder`` is writing: what a
/// ``Mappable`` type's generated code writes its properties to.
///
/// Each method writes what `KeyedEncodingContainer`'s method of the same name writes in
/// ``RemapEncoder``: keys in the encoder's ``RemapEncoder/keyStyle``, `nil` as its
/// ``RemapEncoder/nilEncoding`` says, dates, data and non-finite numbers by its strategies.
/// Keys are `StaticString` literals, written from their compiled-in UTF-8.
///
/// ```swift
/// var object = value.object()
/// try object.encode(name, forKey: "name")
/// try object.encodeIfPresent(email, forKey: "email")
/// ```
///
/// A writer is valid only during the `_$encode(to:)` call it was made in.
public struct ObjectWriter {
  let encoder: StreamingEncoder
  let frame: Int
  let serial: Int

  init(encoder: StreamingEncoder, frame: Int, serial: Int) {
    self.encoder = encoder
    self.frame = frame
    self.serial = serial
  }

  /// Writes the separator and `key`; `false` when the stream was given up (the encoder then
  /// redoes the whole value through `Codable`).
  @inline(__always)
  private func begin(_ key: StaticString) -> Bool {
    let (frame, serial) = (frame, serial)
    return encoder.withState { state in
      key.withUTF8Buffer { unsafe state.beginMember(frame: frame, serial: serial, utf8: $0) }
    }
  }

  @inline(__always)
  private func write(_ key: StaticString, _ body: (inout StreamState) -> Void) {
    let (frame, serial) = (frame, serial)
    encoder.withState { state in
      let begun = key.withUTF8Buffer {
        unsafe state.beginMember(frame: frame, serial: serial, utf8: $0)
      }
      if begun { body(&state) }
    }
  }

  /// Writes `null` for `key`, when the encoder writes `nil` as `null`.
  @usableFromInline
  func _encodeNilIfWanted(forKey key: StaticString) {
    if encoder.settings.nilEncoding == .null { write(key) { $0.writer.write("null") } }
  }

  // MARK: - Values

  /// Encodes a `Bool` for `key`.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: The key, as the type names it; the encoder's key style applies.
  /// - Throws: Nothing: it is declared `throws` so that generated code calls every overload
  ///   alike.
  public mutating func encode(_ value: Bool, forKey key: StaticString) throws {
    write(key) { $0.writer.write(value ? "true" : "false") }
  }

  /// Encodes a `String` for `key`.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: The key, as the type names it; the encoder's key style applies.
  /// - Throws: Nothing: it is declared `throws` so that generated code calls every overload
  ///   alike.
  public mutating func encode(_ value: String, forKey key: StaticString) throws {
    write(key) { $0.writer.writeQuoted(value, escapingSlashes: $0.escapesSlashes) }
  }

  /// Encodes an `Int` for `key`.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: The key, as the type names it; the encoder's key style applies.
  /// - Throws: Nothing: it is declared `throws` so that generated code calls every overload
  ///   alike.
  public mutating func encode(_ value: Int, forKey key: StaticString) throws {
    write(key) { $0.writeInteger(value) }
  }

  /// Encodes a `Double` for `key`.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: The key, as the type names it; the encoder's key style applies.
  /// - Throws: `EncodingError` for a non-finite value, unless the encoder's
  ///   ``RemapEncoder/nonConformingFloatEncoding`` writes it as a string.
  public mutating func encode(_ value: Double, forKey key: StaticString) throws {
    let codingKey = StaticCodingKey(key)
    try encoder.checkFloat(value, original: value, path: codingPath + [codingKey])
    guard begin(key) else { return }
    try encoder.writeDouble(value, key: codingKey)
  }

  /// Encodes a value of a ``Mappable`` type for `key`, through its fast path.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: The key, as the type names it; the encoder's key style applies.
  /// - Throws: What the value's encoding throws.
  public mutating func encode<T: Mappable>(_ value: T, forKey key: StaticString) throws {
    guard begin(key) else { return }
    let (frame, slot) = encoder.withState {
      ($0.topIndex, $0.reserveSlot(key: StaticCodingKey(key)))
    }
    try encoder.encodeMappable(value, frame: frame, slot: slot)
  }

  /// Encodes a value of any `Encodable` type for `key`: scalars, arrays and Foundation's
  /// types by the encoder's own code, ``Mappable`` types through their fast path, other
  /// types through their `encode(to:)`.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: The key, as the type names it; the encoder's key style applies.
  /// - Throws: What the value's encoding throws.
  public mutating func encode<T: Encodable>(_ value: T, forKey key: StaticString) throws {
    guard begin(key) else { return }
    try encoder.encodeMember(value, key: StaticCodingKey(key))
  }

  /// Starts an object for `key`, as `KeyedEncodingContainer`'s
  /// `nestedContainer(keyedBy:forKey:)` does; it is closed when the next member of this
  /// object is written, or when this object is.
  ///
  /// ```swift
  /// var location = object.nestedObject(forKey: "location")
  /// try location.encode(latitude, forKey: "lat")
  /// ```
  ///
  /// - Parameter key: The key, as the type names it; the encoder's key style applies.
  /// - Returns: A writer of the nested object's members.
  public mutating func nestedObject(forKey key: StaticString) -> ObjectWriter {
    guard begin(key) else { return ObjectWriter(encoder: encoder, frame: -1, serial: 0) }
    let (index, serial) = encoder.withState { $0.openNested(.object, key: StaticCodingKey(key)) }
    return ObjectWriter(encoder: encoder, frame: index, serial: serial)
  }

  // MARK: - Optional values

  /// Encodes a `Bool` for `key`, or for `nil`, what the encoder's
  /// ``RemapEncoder/nilEncoding`` says.
  ///
  /// - Parameters:
  ///   - value: The value, or `nil`.
  ///   - key: The key, as the type names it; the encoder's key style applies.
  /// - Throws: Nothing: it is declared `throws` so that generated code calls every overload
  ///   alike.
  public mutating func encodeIfPresent(_ value: Bool?, forKey key: StaticString) throws {
    if let value { try encode(value, forKey: key) } else { _encodeNilIfWanted(forKey: key) }
  }

  /// Encodes a `String` for `key`, or for `nil`, what the encoder's
  /// ``RemapEncoder/nilEncoding`` says.
  ///
  /// - Parameters:
  ///   - value: The value, or `nil`.
  ///   - key: The key, as the type names it; the encoder's key style applies.
  /// - Throws: Nothing: it is declared `throws` so that generated code calls every overload
  ///   alike.
  public mutating func encodeIfPresent(_ value: String?, forKey key: StaticString) throws {
    if let value { try encode(value, forKey: key) } else { _encodeNilIfWanted(forKey: key) }
  }

  /// Encodes an `Int` for `key`, or for `nil`, what the encoder's
  /// ``RemapEncoder/nilEncoding`` says.
  ///
  /// - Parameters:
  ///   - value: The value, or `nil`.
  ///   - key: The key, as the type names it; the encoder's key style applies.
  /// - Throws: Nothing: it is declared `throws` so that generated code calls every overload
  ///   alike.
  public mutating func encodeIfPresent(_ value: Int?, forKey key: StaticString) throws {
    if let value { try encode(value, forKey: key) } else { _encodeNilIfWanted(forKey: key) }
  }

  /// Encodes a `Double` for `key`, or for `nil`, what the encoder's
  /// ``RemapEncoder/nilEncoding`` says.
  ///
  /// - Parameters:
  ///   - value: The value, or `nil`.
  ///   - key: The key, as the type names it; the encoder's key style applies.
  /// - Throws: `EncodingError` for a non-finite value, as ``encode(_:forKey:)-(Double,_)``.
  public mutating func encodeIfPresent(_ value: Double?, forKey key: StaticString) throws {
    if let value { try encode(value, forKey: key) } else { _encodeNilIfWanted(forKey: key) }
  }

  /// Encodes a value of a ``Mappable`` type for `key` through its fast path, or for `nil`,
  /// what the encoder's ``RemapEncoder/nilEncoding`` says.
  ///
  /// - Parameters:
  ///   - value: The value, or `nil`.
  ///   - key: The key, as the type names it; the encoder's key style applies.
  /// - Throws: What the value's encoding throws.
  @inlinable
  public mutating func encodeIfPresent<T: Mappable>(
    _ value: T?, forKey key: StaticString
  ) throws {
    // Inlinable, so that unwrapping `T?` is specialized in the model's module: compiled
    // here, it asked the runtime for `Optional<T>`'s metadata on every call.
    if let value { try encode(value, forKey: key) } else { _encodeNilIfWanted(forKey: key) }
  }

  /// Encodes a value of any `Encodable` type for `key`, or for `nil`, what the encoder's
  /// ``RemapEncoder/nilEncoding`` says.
  ///
  /// - Parameters:
  ///   - value: The value, or `nil`.
  ///   - key: The key, as the type names it; the encoder's key style applies.
  /// - Throws: What the value's encoding throws.
  @inlinable
  public mutating func encodeIfPresent<T: Encodable>(
    _ value: T?, forKey key: StaticString
  ) throws {
    // Inlinable for the reason the `Mappable` overload is.
    if let value { try encode(value, forKey: key) } else { _encodeNilIfWanted(forKey: key) }
  }

  // MARK: - Paths

  /// The coding path of this object, for errors.
  private var codingPath: [any CodingKey] { encoder.codingPath(ofFrame: frame, serial: serial) }
}

/// A `CodingKey` for a `StaticString` key of ``Mappable`` code, whose text is made only when
/// a coding path is built.
struct StaticCodingKey: CodingKey {
  let key: StaticString

  init(_ key: StaticString) {
    self.key = key
  }

  init?(stringValue: String) { nil }
  init?(intValue: Int) { nil }

  var stringValue: String { key.description }
  var intValue: Int? { nil }
}
