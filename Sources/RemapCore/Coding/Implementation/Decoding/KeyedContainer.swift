//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A keyed container over an object of any ``DecodingSource``.
///
/// Keys are compared with the document's bytes in place. Types usually ask for their keys in
/// the order the document has them, so the search starts just after the last key found and
/// wraps around: in the common case each lookup is one comparison. Fuzzy and snake-case
/// matching run only when the exact key is absent, so they cost nothing otherwise.
///
/// A class, because `KeyedDecodingContainerProtocol`'s methods are not mutating and the
/// search position must persist between them.
final class KeyedContainer<Key: CodingKey, Source: DecodingSource>: KeyedDecodingContainerProtocol {
  private let impl: DecoderImpl<Source>
  private let object: Source.Node
  private let count: Int
  /// The depth of this container's object in the decoder's path.
  private let depth: Int
  /// The path to this container's object, kept only by containers that outlive the step
  /// that made them (`nestedContainer`), and put back while they work.
  private let ownSteps: [PathStep<Source.Member>]?
  /// The member after the last one found, and its position, where the next search starts.
  private var cursor: Source.Member?
  private var cursorOrdinal = 0

  init(impl: DecoderImpl<Source>, object: Source.Node, keepsPath: Bool = false) {
    self.impl = impl
    self.object = object
    count = impl.source.count(of: object)
    depth = impl.steps.count
    ownSteps = keepsPath ? impl.steps : nil
  }

  var codingPath: [any CodingKey] {
    impl.withSteps(ownSteps) { impl.codingPath(depth: depth) }
  }

  var allKeys: [Key] {
    guard count > 0 else { return [] }
    var keys: [Key] = []
    keys.reserveCapacity(count)
    var member = impl.source.firstMember(of: object)
    for ordinal in 0..<count {
      if let key = Key(stringValue: impl.source.key(of: member)) { keys.append(key) }
      if ordinal + 1 < count { member = impl.source.member(after: member) }
    }
    return keys
  }

  func contains(_ key: Key) -> Bool { find(key) != nil }

  // MARK: - Finding keys

  /// The member for `key`: an exact match first, then by the decoder's key matching.
  @inline(__always)
  private func find(_ key: Key) -> Source.Member? {
    guard count > 0 else { return nil }
    var name = key.stringValue
    return name.withUTF8 { bytes in
      if let member = findExact(bytes) { return member }
      switch impl.options.keyMatching {
      case .exact: return nil
      case .snakeCase: return findConverted(bytes, KeyMatcher.snakeCaseEqual)
      case .fuzzy: return findConverted(bytes, KeyMatcher.fuzzyEqual)
      }
    }
  }

  @inline(__always)
  private func findExact(_ key: UnsafeBufferPointer<UInt8>) -> Source.Member? {
    let source = impl.source
    let first = source.firstMember(of: object)
    var member = cursor ?? first
    var ordinal = cursor == nil ? 0 : cursorOrdinal
    for _ in 0..<count {
      let isLast = ordinal + 1 == count
      if source.keyEquals(member, key) {
        (cursor, cursorOrdinal) = isLast ? (first, 0) : (source.member(after: member), ordinal + 1)
        return member
      }
      (member, ordinal) = isLast ? (first, 0) : (source.member(after: member), ordinal + 1)
    }
    return nil
  }

  private func findConverted(
    _ key: UnsafeBufferPointer<UInt8>,
    _ matches: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Bool
  ) -> Source.Member? {
    let source = impl.source
    var member = source.firstMember(of: object)
    var found: Source.Member?
    for ordinal in 0..<count {
      if source.withKeyBytes(of: member, { unsafe matches($0, key) }) {
        // The first match wins; a second one is an ambiguity the report will name.
        if found == nil { found = member }
      }
      if ordinal + 1 < count { member = source.member(after: member) }
    }
    return found
  }

  // MARK: - Decoding

  @inline(__always)
  private func required<T>(
    _ key: Key, _ read: (Source.Node, PathStep<Source.Member>) throws -> T
  ) throws -> T {
    try impl.withSteps(ownSteps) {
      guard let member = find(key) else { throw impl.keyNotFound(key, depth: depth) }
      return try read(impl.source.value(of: member), .key(key, member))
    }
  }

  @inline(__always)
  private func optional<T>(
    _ key: Key, _ read: (Source.Node, PathStep<Source.Member>) throws -> T
  ) throws -> T? {
    try impl.withSteps(ownSteps) {
      guard let member = find(key) else { return nil }
      let node = impl.source.value(of: member)
      if impl.source.kind(of: node) == .null { return nil }
      return try read(node, .key(key, member))
    }
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    try required(key) { node, _ in impl.source.kind(of: node) == .null }
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try required(key) { try impl.decodeBool($0, step: $1) }
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try required(key) { try impl.decodeString($0, step: $1) }
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try required(key) { try impl.decodeFloat($0, step: $1) }
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try required(key) { try impl.decodeFloat($0, step: $1) }
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try required(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try required(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try required(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try required(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try required(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try required(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try required(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try required(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try required(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try required(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try required(key) { try impl.decodeNested(type, at: $0, step: $1) }
  }

  // One lookup each: the protocol's default would call `contains`, `decodeNil` and `decode`.
  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    try optional(key) { try impl.decodeBool($0, step: $1) }
  }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    try optional(key) { try impl.decodeString($0, step: $1) }
  }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    try optional(key) { try impl.decodeFloat($0, step: $1) }
  }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
    try optional(key) { try impl.decodeFloat($0, step: $1) }
  }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    try optional(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
    try optional(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
    try optional(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
    try optional(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
    try optional(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
    try optional(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
    try optional(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
    try optional(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
    try optional(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
    try optional(key) { try impl.decodeInteger($0, step: $1) }
  }
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    try optional(key) { try impl.decodeNested(type, at: $0, step: $1) }
  }

  // MARK: - Nested containers

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try required(key) { node, step in
      try impl.withNestedNode(node, step: step) {
        try impl.container(keyedBy: type, keepsPath: true)
      }
    }
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try required(key) { node, step in
      try impl.withNestedNode(node, step: step) { try impl.unkeyedContainer(keepsPath: true) }
    }
  }

  func superDecoder() throws -> any Decoder {
    try superDecoder(key: AnyCodingKey("super"))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    try superDecoder(key: key)
  }

  /// A decoder for the value at `key`. Unlike `JSONDecoder`, which decodes a missing key's
  /// super decoder as `null`, a missing key is a `keyNotFound` error.
  private func superDecoder(key: any CodingKey) throws -> any Decoder {
    try impl.withSteps(ownSteps) {
      guard let member = Key(stringValue: key.stringValue).flatMap({ find($0) }) else {
        throw impl.keyNotFound(key, depth: depth)
      }
      let decoder = DecoderImpl(
        source: impl.source, options: impl.options, node: impl.source.value(of: member))
      decoder.steps = Array(impl.steps.prefix(depth)) + [.key(key, member)]
      return decoder
    }
  }
}
