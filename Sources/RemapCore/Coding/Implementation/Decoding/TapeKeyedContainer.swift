//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A keyed container over an object in JSON bytes.
///
/// Generic only over `Key`, which it reads once per lookup (`stringValue`); everything else
/// runs in the core, specialized for the tape. The search position lives in the core too, so
/// this container is a plain value.
@safe
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  private let decoder: TapeDecoder
  private let object: Int
  /// The depth of this container's object in the decoder's path.
  private let depth: Int
  /// The path to the object, kept only by containers that outlive the step that made them
  /// (`nestedContainer`), and put back while they work.
  private let ownSteps: [PathStep]?

  init(decoder: TapeDecoder, object: Int, depth: Int, ownSteps: [PathStep]?) {
    self.decoder = decoder
    self.object = object
    self.depth = depth
    self.ownSteps = ownSteps
  }

  private var core: UnsafeMutablePointer<DecodingCore> { unsafe decoder.core }

  var codingPath: [any CodingKey] {
    decoder.withSteps(ownSteps) { unsafe core.pointee.codingPath(depth: depth) }
  }

  var allKeys: [Key] {
    let source = unsafe core.pointee.source
    let count = source.count(of: object)
    guard count > 0 else { return [] }
    var keys: [Key] = []
    keys.reserveCapacity(count)
    let matching = unsafe core.pointee.options.keyMatching
    var member = source.firstMember(of: object)
    for ordinal in 0..<count {
      // A superseded key appears again later: list it once.
      if !source.isSuperseded(member) {
        let text = source.key(of: member)
        if let key = Key(stringValue: text) ?? Self.convertedKey(text, matching) {
          keys.append(key)
        }
      }
      if ordinal + 1 < count { member = source.member(after: member) }
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
    let name = key.stringValue
    let object = object
    let depth = depth
    let core = unsafe core
    // Keys are nearly always literals, whose UTF-8 is at hand.
    if let found = unsafe name.utf8.withContiguousStorageIfAvailable({
      unsafe core.pointee.find($0, in: object, depth: depth)
    }) {
      return found
    }
    return findCopying(name)
  }

  /// ``find(_:)`` for a key whose text is not stored as contiguous UTF-8.
  @inline(never)
  private func findCopying(_ name: String) -> Int? {
    var name = name
    let object = object
    let depth = depth
    let core = unsafe core
    return name.withUTF8 { unsafe core.pointee.find($0, in: object, depth: depth) }
  }

  // MARK: - Decoding

  /// Reads a scalar for `key`, with the decoder's outcomes for a missing key, `null` and
  /// failure (see `TapeDecoder+Recovery.swift`), which run only when reading fails.
  @inline(__always)
  private func required<T: TypeDefaultable>(
    _ key: Key, _ read: (Int, PathStep) throws -> T
  ) throws -> T {
    try decoder.withSteps(ownSteps) {
      guard let member = find(key) else {
        return try decoder.missing(
          key, object: object, depth: depth, typeDefault: { T.typeDefault },
          placeholder: { T.typeDefault })
      }
      let node = member &+ 1
      do {
        return try read(node, .member(member))
      } catch {
        return try decoder.failed(
          error, node: node, step: .member(member), typeDefault: { T.typeDefault },
          placeholder: { T.typeDefault })
      }
    }
  }

  /// Reads a nested value for `key`.
  ///
  /// The outcomes of failure are built out of line: closures over `T?` here would look up
  /// `Optional<T>`'s metadata on every call.
  @inline(__always)
  private func requiredNested<T: Decodable>(_ key: Key, _ type: T.Type) throws -> T {
    try decoder.withSteps(ownSteps) {
      guard let member = find(key) else {
        return try decoder.missingNested(type, key: key, object: object, depth: depth)
      }
      let node = member &+ 1
      do {
        return try decoder.decodeNested(type, at: node, step: .member(member))
      } catch {
        return try decoder.failedNested(type, error: error, node: node, step: .member(member))
      }
    }
  }

  @inline(__always)
  private func optional<T>(_ key: Key, _ read: (Int, PathStep) throws -> T) throws -> T? {
    try decoder.withSteps(ownSteps) {
      guard let member = find(key) else { return nil }
      let node = member &+ 1
      if unsafe core.pointee.source.tape.kind(node) == .null { return nil }
      let step = PathStep.member(member)
      return try decoder.optionalValue(at: node, step: step) { try read(node, step) }
    }
  }

  @inline(__always)
  private func integer<I: FixedWidthInteger & TypeDefaultable>(_ key: Key) throws -> I {
    try required(key) { try unsafe core.pointee.decodeInteger($0, step: $1) }
  }

  @inline(__always)
  private func integerIfPresent<I: FixedWidthInteger>(_ key: Key) throws -> I? {
    try optional(key) { try unsafe core.pointee.decodeInteger($0, step: $1) }
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    try decoder.withSteps(ownSteps) {
      guard let member = find(key) else {
        throw unsafe core.pointee.keyNotFound(key, in: object, depth: depth)
      }
      return unsafe core.pointee.source.tape.kind(member &+ 1) == .null
    }
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try required(key) { try unsafe core.pointee.decodeBool($0, step: $1) }
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try required(key) { try unsafe core.pointee.decodeString($0, step: $1) }
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try required(key) { try unsafe core.pointee.decodeFloat($0, step: $1) }
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try required(key) { try unsafe core.pointee.decodeFloat($0, step: $1) }
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
    try optional(key) { try unsafe core.pointee.decodeBool($0, step: $1) }
  }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    try optional(key) { try unsafe core.pointee.decodeString($0, step: $1) }
  }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    try optional(key) { try unsafe core.pointee.decodeFloat($0, step: $1) }
  }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
    try optional(key) { try unsafe core.pointee.decodeFloat($0, step: $1) }
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
    try optional(key) { try decoder.decodeNested(type, at: $0, step: $1) }
  }

  // MARK: - Nested containers

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try decoder.withSteps(ownSteps) {
      guard let member = find(key) else {
        throw unsafe core.pointee.keyNotFound(key, in: object, depth: depth)
      }
      return try decoder.withNode(member &+ 1, step: .member(member)) {
        try decoder.container(keyedBy: type, keepsPath: true)
      }
    }
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder.withSteps(ownSteps) {
      guard let member = find(key) else {
        throw unsafe core.pointee.keyNotFound(key, in: object, depth: depth)
      }
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
  private func superDecoder(key: any CodingKey) throws -> any Decoder {
    try decoder.withSteps(ownSteps) {
      var name = key.stringValue
      let object = object
      let depth = depth
      let core = unsafe core
      guard let member = name.withUTF8({ unsafe core.pointee.find($0, in: object, depth: depth) })
      else {
        throw unsafe core.pointee.keyNotFound(key, in: object, depth: depth)
      }
      var nested = unsafe core.pointee
      nested.node = member &+ 1
      nested.steps = Array(nested.steps.prefix(depth)) + [.member(member)]
      nested.cursors = []
      let superDecoder = TapeDecoder(core: nested)
      decoder.adopt(superDecoder)
      return superDecoder
    }
  }
}
