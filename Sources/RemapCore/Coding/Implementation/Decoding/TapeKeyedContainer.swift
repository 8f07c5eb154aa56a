//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A keyed container over an object of the document: Codable's face of ``ObjectReader``.
///
/// Generic only over `Key`, which it reads once per lookup (`stringValue`); it finds members
/// and reads values through its reader, with the code that ``Mappable`` types' generated code
/// runs, so both decode to the same value, error and report. The search position lives in
/// the core.
///
/// A class, though nothing in it changes: `KeyedDecodingContainer` keeps its concrete
/// container in a box and calls it from the standard library's unspecialized code, which
/// copies the container out of the box through its value witnesses for every call and
/// destroys the copy after. A struct holding the reader cost a copy of every field and a
/// retain and a release of each reference in it; a class costs one retain and release,
/// against one allocation per container. Callgrind, twitter.json through `Codable`
/// (decode-strict, about 1,600 containers and 35,000 keyed calls per document): 20.31M →
/// 19.92M instructions. (Keeping the reader in a class behind a struct, so that the struct
/// could be reused, did not pay: the compiler then copied the reader out of the object
/// before every read.)
///
/// What `Codable`'s type erasure still costs here, and the fast path does not pay: per
/// container, the runtime's look-ups of this type's metadata, of its conformance and of
/// `_KeyedDecodingContainerBox<Self>`'s metadata (~460 instructions each, hashed in the
/// runtime's global caches), and the box's allocation; per call, the box's unspecialized
/// method, its retain and release of this object, and the look-up of the `Key` associated
/// type. `KeyedDecodingContainer`, which every `container(keyedBy:)` must return, is a
/// resilient type of the standard library: even its size is read from its metadata, so no
/// box can be cached per `Key` and reused without those look-ups.
@safe
final class TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  private let reader: ObjectReader

  init(reader: ObjectReader) {
    self.reader = reader
  }

  var codingPath: [any CodingKey] { reader.codingPath }

  var allKeys: [Key] {
    var keys: [Key] = []
    keys.reserveCapacity(reader.count)
    let source = reader.decoder.core.source
    let matching = reader.decoder.core.options.keyMatching
    reader.forEachKeyedMember { member in
      let text = source.key(of: member)
      if let key = Key(stringValue: text) ?? Self.convertedKey(text, matching) {
        keys.append(key)
      }
    }
    return keys
  }

  /// The key of the type that a document key names only through snake-case or fuzzy
  /// matching, such as `createdAt` for `created_at`.
  ///
  /// A `CodingKey` type cannot list its keys, so this tries the spellings that those
  /// matchings make most often: Foundation's snake-case conversion, then (fuzzy only) the
  /// key in camel case.
  private static func convertedKey(_ text: String, _ matching: RemapDecoder.KeyMatching) -> Key? {
    switch matching.kind {
    case .exact: return nil
    case .snakeCase: return Key(stringValue: KeyMatcher.convertFromSnakeCase(text))
    case .fuzzy:
      return Key(stringValue: KeyMatcher.convertFromSnakeCase(text))
        ?? Key(stringValue: KeyMatcher.camelCased(text))
    }
  }

  func contains(_ key: Key) -> Bool { find(key) != nil }

  @inline(__always)
  private func find(_ key: Key) -> Int? {
    // Keys are nearly always literals, whose UTF-8 is at hand.
    if let found = unsafe key.stringValue.utf8.withContiguousStorageIfAvailable({
      unsafe reader.find(utf8: $0)
    }) {
      return found
    }
    return findCopying(key.stringValue)
  }

  /// ``find(_:)`` for a key whose text is not stored as contiguous UTF-8.
  @inline(never)
  private func findCopying(_ name: String) -> Int? {
    var name = name
    return name.withUTF8 { unsafe reader.find(utf8: $0) }
  }

  // MARK: - Decoding

  @inline(__always)
  private func required<T: TypeDefaultable>(
    _ key: Key, _ read: (Int, PathStep) throws -> T
  ) throws -> T {
    try reader.required({ find(key) }, key: { key }, typeDefault: { T.typeDefault }, read)
  }

  @inline(__always)
  private func requiredNested<T: Decodable>(_ key: Key, _ type: T.Type) throws -> T {
    try reader.requiredNested({ find(key) }, key: { key }, type) {
      try reader.decoder.decodeNested(type, at: $0, step: $1)
    }
  }

  @inline(__always)
  private func optional<T>(_ key: Key, _ read: (Int, PathStep) throws -> T) throws -> T? {
    try reader.optional({ find(key) }, read)
  }

  @inline(__always)
  private func integer<I: FixedWidthInteger & TypeDefaultable>(_ key: Key) throws -> I {
    try required(key) { try reader.decoder.core.decodeInteger($0, step: $1) }
  }

  @inline(__always)
  private func integerIfPresent<I: FixedWidthInteger>(_ key: Key) throws -> I? {
    try optional(key) { try reader.decoder.core.decodeInteger($0, step: $1) }
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    try reader.decoder.withSteps(reader.ownSteps) {
      let member = try reader.requiredMember({ find(key) }, key: { key })
      return reader.decoder.core.source.tape.kind(member &+ 1) == .null
    }
  }

  // The per-scalar family `KeyedDecodingContainerProtocol` requires: one overload per type,
  // each one line into `required` (`integer` for the ten integer types), and below into
  // `optional`. Swift cannot meet these requirements with one generic method, and the
  // protocol's defaults would send every scalar through the generic `decode(_:forKey:)`;
  // generating them (gyb, a macro) would hide the lines, not remove them.
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try required(key) { try reader.decoder.core.decodeBool($0, step: $1) }
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try required(key) { try reader.decoder.core.decodeString($0, step: $1) }
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try required(key) { try reader.decoder.core.decodeFloat($0, step: $1) }
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try required(key) { try reader.decoder.core.decodeFloat($0, step: $1) }
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try requiredNested(key, type)
  }

  // One lookup each: the protocol's default would call `contains`, `decodeNil` and `decode`.
  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    try optional(key) { try reader.decoder.core.decodeBool($0, step: $1) }
  }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    try optional(key) { try reader.decoder.core.decodeString($0, step: $1) }
  }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    try optional(key) { try reader.decoder.core.decodeFloat($0, step: $1) }
  }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
    try optional(key) { try reader.decoder.core.decodeFloat($0, step: $1) }
  }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    try integerIfPresent(key)
  }
  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
    try integerIfPresent(key)
  }
  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
    try integerIfPresent(key)
  }
  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
    try integerIfPresent(key)
  }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
    try integerIfPresent(key)
  }
  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
    try integerIfPresent(key)
  }
  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
    try integerIfPresent(key)
  }
  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
    try integerIfPresent(key)
  }
  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
    try integerIfPresent(key)
  }
  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
    try integerIfPresent(key)
  }
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    try optional(key) { try reader.decoder.decodeNested(type, at: $0, step: $1) }
  }

  // MARK: - Nested containers

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try reader.decoder.withSteps(reader.ownSteps) {
      let member = try reader.requiredMember({ find(key) }, key: { key })
      return try reader.decoder.withNode(member &+ 1, step: .member(member)) {
        try reader.decoder.container(keyedBy: type, keepsPath: true)
      }
    }
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try reader.decoder.withSteps(reader.ownSteps) {
      let member = try reader.requiredMember({ find(key) }, key: { key })
      return try reader.decoder.withNode(member &+ 1, step: .member(member)) {
        try reader.decoder.unkeyedContainer(keepsPath: true)
      }
    }
  }

  func superDecoder() throws -> any Decoder {
    try superDecoder(key: AnyCodingKey("super"))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    try superDecoder(key: key)
  }

  /// A decoder for the value at `key`.
  ///
  /// Unlike `JSONDecoder`, which decodes a missing key's super decoder as `null`, a missing
  /// key is a `keyNotFound` error.
  private func superDecoder(key: any CodingKey) throws -> any Decoder {
    try reader.decoder.withSteps(reader.ownSteps) {
      let member = try reader.requiredMember({ findCopying(key.stringValue) }, key: { key })
      var nested = reader.decoder.core
      nested.node = member &+ 1
      nested.steps = Array(nested.steps.prefix(reader.depth)) + [.member(member)]
      nested.cursors = []
      let superDecoder = TapeDecoder(core: nested)
      reader.decoder.adopt(superDecoder)
      return superDecoder
    }
  }
}
