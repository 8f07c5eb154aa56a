//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// One step of the path from the root to the value being decoded.
enum PathStep<Member> {
  /// A member of an object: the key the model asked for, and the member that matched it
  /// (absent when the key is missing), whose key as written names the step in errors.
  case key(any CodingKey, Member?)
  /// An element of an array.
  case index(Int)
}

/// The decoding engine: a `Decoder` over any ``DecodingSource``.
///
/// One instance decodes a whole document. Nested values reuse it: decoding a nested value
/// moves `node` to it and pushes a step onto `steps`, and restores both afterwards, so no
/// decoder is allocated per value and the coding path costs an append and a removal.
final class DecoderImpl<Source: DecodingSource>: Decoder, SingleValueDecodingContainer {
  let source: Source
  let options: RemapDecoder
  /// The value being decoded.
  var node: Source.Node
  /// The path from the root to `node`.
  var steps: [PathStep<Source.Member>] = []
  let userInfo: [CodingUserInfoKey: Any]
  let lenient: Bool
  /// The formatters of a `.formats` date strategy, made on first use.
  var formatters: [DateFormatter]?

  init(source: Source, options: RemapDecoder, node: Source.Node) {
    self.source = source
    self.options = options
    self.node = node
    userInfo = options.userInfo
    lenient = options.coercion == .lenient
  }

  /// Decodes the value at `path` in `source` as a `T`.
  static func decode<T: Decodable>(
    _ type: T.Type, from source: Source, atPath path: ValuePath, options: RemapDecoder
  ) throws(RemapError) -> T {
    let impl = DecoderImpl(source: source, options: options, node: source.root)
    do {
      for component in path.components {
        try impl.step(into: component)
      }
      return try impl.decodeValue(type)
    } catch {
      throw impl.remapError(from: error)
    }
  }

  /// Moves to the child named by a path component, for `decode(_:from:atPath:)`.
  private func step(into component: ValuePath.Component) throws {
    switch component {
    case .key(let key):
      guard source.kind(of: node) == .object else {
        throw typeMismatch(expected: "an object containing \"\(key)\"", node: node, step: nil)
      }
      var name = key
      let member = name.withUTF8 { bytes -> Source.Member? in
        let count = source.count(of: node)
        guard count > 0 else { return nil }
        var member = source.firstMember(of: node)
        for ordinal in 0..<count {
          if source.keyEquals(member, bytes) { return member }
          if ordinal + 1 < count { member = source.member(after: member) }
        }
        return nil
      }
      guard let member else {
        throw keyNotFound(AnyCodingKey(key), depth: steps.count)
      }
      steps.append(.key(AnyCodingKey(key), member))
      node = source.value(of: member)
    case .index(let index):
      guard source.kind(of: node) == .array else {
        throw typeMismatch(expected: "an array", node: node, step: nil)
      }
      let count = source.count(of: node)
      let position = index < 0 ? count + index : index
      guard position >= 0 && position < count else {
        throw failure(
          .valueNotFound, "index \(index) is out of range for an array of \(count) elements",
          node: node, step: nil)
      }
      var element = source.firstElement(of: node)
      for _ in 0..<position { element = source.element(after: element) }
      steps.append(.index(position))
      node = element
    }
  }

  // MARK: - Decoder

  var codingPath: [any CodingKey] { codingPath(depth: steps.count) }

  func codingPath(depth: Int) -> [any CodingKey] {
    steps.prefix(depth).map { step in
      switch step {
      case .key(let key, _): key
      case .index(let index): AnyCodingKey(intValue: index)
      }
    }
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    try container(keyedBy: type, keepsPath: false)
  }

  func container<Key: CodingKey>(
    keyedBy type: Key.Type, keepsPath: Bool
  ) throws -> KeyedDecodingContainer<Key> {
    guard source.kind(of: node) == .object else {
      throw typeMismatch(expected: "an object", node: node, step: nil)
    }
    return KeyedDecodingContainer(
      KeyedContainer<Key, Source>(impl: self, object: node, keepsPath: keepsPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try unkeyedContainer(keepsPath: false)
  }

  func unkeyedContainer(keepsPath: Bool) throws -> any UnkeyedDecodingContainer {
    switch source.kind(of: node) {
    case .array:
      return UnkeyedContainer(impl: self, array: node, keepsPath: keepsPath)
    case .null:
      throw failure(.valueNotFound, "expected an array, found null", node: node, step: nil)
    default:
      // A single value where an array is expected reads as a one-element array.
      guard lenient else { throw typeMismatch(expected: "an array", node: node, step: nil) }
      return UnkeyedContainer(impl: self, singleElement: node, keepsPath: keepsPath)
    }
  }

  /// Runs `body` with `steps` replaced by a container's own path, when it keeps one.
  @inline(__always)
  func withSteps<T>(_ own: [PathStep<Source.Member>]?, _ body: () throws -> T) rethrows -> T {
    guard let own else { return try body() }
    let saved = steps
    steps = own
    defer { steps = saved }
    return try body()
  }

  /// Runs `body` with the decoder positioned at `node`, one step below the current value.
  func withNestedNode<T>(
    _ node: Source.Node, step: PathStep<Source.Member>?, _ body: () throws -> T
  ) throws -> T {
    let saved = self.node
    self.node = node
    if let step { steps.append(step) }
    defer {
      self.node = saved
      if step != nil { steps.removeLast() }
    }
    return try body()
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  // MARK: - Nested values

  /// Decodes the value at `node`, one step below the current value.
  @inline(__always)
  func decodeNested<T: Decodable>(
    _ type: T.Type, at node: Source.Node, step: PathStep<Source.Member>
  ) throws -> T {
    let saved = self.node
    self.node = node
    steps.append(step)
    defer {
      self.node = saved
      steps.removeLast()
    }
    return try decodeValue(type)
  }

  /// Decodes the current value, with Remap's handling of Foundation's value types.
  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    if T.self == Date.self { return try decodeDate(node, step: nil) as! T }
    if T.self == Data.self { return try decodeData(node, step: nil) as! T }
    if T.self == URL.self { return try decodeURL(node, step: nil) as! T }
    if T.self == Decimal.self { return try decodeDecimal(node, step: nil) as! T }
    if T.self == JSON.self {
      do {
        return try source.json(node) as! T
      } catch {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath, debugDescription: error.message, underlyingError: error))
      }
    }
    do {
      return try T(from: self)
    } catch let error as DecodingError {
      throw error
    } catch {
      // Wrap a type's own error once, where it happened, so that it keeps its path.
      let wrapped = RemapError(
        .decodingFailed, "\(T.self).init(from:) threw an error: \(error)",
        path: valuePath(depth: steps.count, step: nil), location: source.location(of: node),
        underlying: error)
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath, debugDescription: wrapped.message, underlyingError: wrapped))
    }
  }

  // MARK: - SingleValueDecodingContainer

  func decodeNil() -> Bool { source.kind(of: node) == .null }
  func decode(_ type: Bool.Type) throws -> Bool { try decodeBool(node, step: nil) }
  func decode(_ type: String.Type) throws -> String { try decodeString(node, step: nil) }
  func decode(_ type: Double.Type) throws -> Double { try decodeFloat(node, step: nil) }
  func decode(_ type: Float.Type) throws -> Float { try decodeFloat(node, step: nil) }
  func decode(_ type: Int.Type) throws -> Int { try decodeInteger(node, step: nil) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger(node, step: nil) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger(node, step: nil) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger(node, step: nil) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger(node, step: nil) }
  func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger(node, step: nil) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger(node, step: nil) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger(node, step: nil) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger(node, step: nil) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger(node, step: nil) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type) }
}
