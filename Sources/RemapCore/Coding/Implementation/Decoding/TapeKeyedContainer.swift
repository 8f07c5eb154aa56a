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
/// runs, so both decode to the same value, error and report.
///
/// A class: `KeyedDecodingContainer` keeps its concrete container in a box and calls it from
/// the standard library's unspecialized code, which copies the container out of the box
/// through its value witnesses for every call and destroys the copy after. A struct holding
/// the reader cost a copy of every field and a retain and a release of each reference in it;
/// a class costs one retain and release. And a class can be reused with its box, once its
/// type's code has let go of it: see ``TapeDecoder/container(keyedBy:keepsPath:)``.
///
/// What `Codable`'s type erasure still costs here, and the fast path does not pay: per
/// container, the runtime's look-up of `KeyedDecodingContainer<Key>`'s metadata (of this
/// type's, of its conformance and of `_KeyedDecodingContainerBox<Self>`'s too, and the two
/// allocations, for a container not reused), ~450 instructions each, hashed in the runtime's
/// global caches; per call, the box's unspecialized method, its retain and release of this
/// object, the look-up of the `Key` associated type, and the key's `stringValue`.
/// `KeyedDecodingContainer`, which every `container(keyedBy:)` must return, is a resilient
/// type of the standard library: even its size is read from its metadata, which unspecialized
/// code cannot cache.
@safe
final class TapeKeyedContainer<Key: CodingKey>: TapeKeyedContainerState,
  KeyedDecodingContainerProtocol
{
  /// Makes the `KeyedDecodingContainer` of this container's box again, for a reuse: see
  /// ``TapeDecoder/container(keyedBy:keepsPath:)``.
  let wrapping: (AnyObject) -> KeyedDecodingContainer<Key>

  init(
    reader: ObjectReader, names: KeyNames?,
    wrapping: @escaping (AnyObject) -> KeyedDecodingContainer<Key>
  ) {
    self.wrapping = wrapping
    super.init(reader: reader, names: names)
  }

  var codingPath: [any CodingKey] { reads.reader.codingPath }

  var allKeys: [Key] {
    let reader = reads.reader
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

  func contains(_ key: Key) -> Bool { reads.find(key) != nil }

  func decodeNil(forKey key: Key) throws -> Bool { try reads.isNull(key) }

  // MARK: - Decoding

  // The per-scalar family `KeyedDecodingContainerProtocol` requires: one overload per type,
  // each one line into `TapeKeyedReads`' `string`, `bool`, `integer` or `float`, and below
  // into their optional forms. Swift cannot meet these requirements with one generic method,
  // and the protocol's defaults would send every scalar through the generic
  // `decode(_:forKey:)`; generating them (gyb, a macro) would hide the lines, not remove them.
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reads.bool(key) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try reads.string(key) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try reads.float(key) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try reads.float(key) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try reads.integer(key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try reads.integer(key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try reads.integer(key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try reads.integer(key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try reads.integer(key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try reads.integer(key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try reads.integer(key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try reads.integer(key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try reads.integer(key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try reads.integer(key) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try reads.nested(type, key)
  }

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    try reads.boolIfPresent(key)
  }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    try reads.stringIfPresent(key)
  }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    try reads.floatIfPresent(key)
  }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
    try reads.floatIfPresent(key)
  }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    try reads.integerIfPresent(key)
  }
  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
    try reads.integerIfPresent(key)
  }
  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
    try reads.integerIfPresent(key)
  }
  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
    try reads.integerIfPresent(key)
  }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
    try reads.integerIfPresent(key)
  }
  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
    try reads.integerIfPresent(key)
  }
  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
    try reads.integerIfPresent(key)
  }
  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
    try reads.integerIfPresent(key)
  }
  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
    try reads.integerIfPresent(key)
  }
  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
    try reads.integerIfPresent(key)
  }
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    try reads.nestedIfPresent(type, key)
  }

  // MARK: - Nested containers

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let decoder = reads.reader.decoder
    return try decoder.withSteps(reads.reader.ownSteps) {
      let member = try reads.requiredMember(key)
      return try decoder.withNode(member &+ 1, step: .member(member)) {
        try decoder.container(keyedBy: type, keepsPath: true)
      }
    }
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let decoder = reads.reader.decoder
    return try decoder.withSteps(reads.reader.ownSteps) {
      let member = try reads.requiredMember(key)
      return try decoder.withNode(member &+ 1, step: .member(member)) {
        try decoder.unkeyedContainer(keepsPath: true)
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
  private func superDecoder(key: some CodingKey) throws -> any Decoder {
    let decoder = reads.reader.decoder
    let depth = reads.reader.depth
    return try decoder.withSteps(reads.reader.ownSteps) {
      let member = try reads.requiredMember(key)
      var nested = decoder.core
      nested.node = member &+ 1
      nested.steps = Array(nested.steps.prefix(depth)) + [.member(member)]
      nested.cursors = []
      let superDecoder = TapeDecoder(core: nested)
      decoder.adopt(superDecoder)
      return superDecoder
    }
  }
}
