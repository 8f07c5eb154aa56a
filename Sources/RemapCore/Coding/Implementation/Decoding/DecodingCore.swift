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
///
/// Trivially copyable, so pushing and popping steps costs no reference counting: a member
/// is named by its position in the source, and its key is read from the document only when
/// a path is built, for an error or for `codingPath`.
enum PathStep {
  /// A member of an object, by its handle in the source.
  case member(Int)
  /// An element of an array.
  case index(Int)
}

/// The decoding engine's logic and state, for any ``DecodingSource``.
///
/// Codable's protocols are implemented by small concrete types per source (``TapeDecoder``
/// and its containers for JSON bytes). They call into this generic core with a concrete
/// `Source`, so the compiler specializes all of it for each source: a generic type that
/// conformed to `Decoder` itself would run unspecialized through witness tables, looking up
/// generic metadata at run time on every call.
struct DecodingCore<Source: DecodingSource> {
  let source: Source
  let options: RemapDecoder
  let lenient: Bool
  /// The value being decoded.
  var node: Source.Node
  /// The path from the root to `node`.
  var steps: [PathStep] = []
  /// Per depth, where the last key search in an object ended: the next search starts there.
  var cursors: [Cursor] = []
  /// The formatters of a `.formats` date strategy, made on first use.
  var formatters: [DateFormatter]?
  /// Which types are arrays, by the address of their metadata: asking the runtime whether a
  /// type conforms to a protocol is slow when the answer is no, and a model has few types.
  var arrayTypeCache = TypeCache()

  /// A small direct-mapped cache from types to a Boolean property of theirs.
  struct TypeCache {
    private var keys = [UInt](repeating: 0, count: 32)
    private var values = [Bool](repeating: false, count: 32)

    @inline(__always)
    mutating func value(for type: Any.Type, compute: () -> Bool) -> Bool {
      let key = UInt(bitPattern: ObjectIdentifier(type))
      let slot = Int(truncatingIfNeeded: key >> 4) & 31
      if keys[slot] == key { return values[slot] }
      let value = compute()
      keys[slot] = key
      values[slot] = value
      return value
    }
  }

  struct Cursor {
    var object: Source.Node
    var member: Int
    var ordinal: Int
  }

  init(source: Source, options: RemapDecoder) {
    self.source = source
    self.options = options
    lenient = options.coercion == .lenient
    node = source.root
  }

  // MARK: - Paths

  var codingPath: [any CodingKey] { codingPath(depth: steps.count) }

  func codingPath(depth: Int) -> [any CodingKey] {
    steps.prefix(depth).map { step in
      switch step {
      case .member(let member): AnyCodingKey(source.key(of: member))
      case .index(let index): AnyCodingKey(intValue: index)
      }
    }
  }

  /// Moves to the value at `path`, for `decode(_:from:atPath:)`.
  mutating func move(to path: ValuePath) throws {
    for component in path.components {
      switch component {
      case .key(let key):
        guard source.kind(of: node) == .object else {
          throw typeMismatch(expected: "an object containing \"\(key)\"", node: node, step: nil)
        }
        var name = key
        let object = node
        let depth = steps.count
        guard let member = name.withUTF8({ find($0, in: object, depth: depth) }) else {
          throw keyNotFound(AnyCodingKey(key), in: object, depth: depth)
        }
        steps.append(.member(member))
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
  }

  // MARK: - Finding keys

  /// The member of `object` for a key: an exact match first, then by the key matching.
  ///
  /// The exact search starts after the last member found in this object (types usually ask
  /// for keys in document order) and wraps around; fuzzy and snake-case matching run only
  /// when the exact key is absent, so they cost nothing otherwise.
  @inline(__always)
  mutating func find(
    _ key: UnsafeBufferPointer<UInt8>, in object: Source.Node, depth: Int
  ) -> Int? {
    let count = source.count(of: object)
    guard count > 0 else { return nil }
    let first = source.firstMember(of: object)
    var member = first
    var ordinal = 0
    if depth < cursors.count, cursors[depth].object == object {
      member = cursors[depth].member
      ordinal = cursors[depth].ordinal
    }
    for _ in 0..<count {
      let isLast = ordinal + 1 == count
      if source.keyEquals(member, key) {
        let next = isLast ? Cursor(object: object, member: first, ordinal: 0)
          : Cursor(object: object, member: source.member(after: member), ordinal: ordinal + 1)
        if depth < cursors.count {
          cursors[depth] = next
        } else {
          while cursors.count < depth { cursors.append(next) }
          cursors.append(next)
        }
        return member
      }
      (member, ordinal) = isLast ? (first, 0) : (source.member(after: member), ordinal + 1)
    }
    switch options.keyMatching {
    case .exact: return nil
    case .snakeCase: return findConverted(key, in: object, count: count, KeyMatcher.snakeCaseEqual)
    case .fuzzy: return findConverted(key, in: object, count: count, KeyMatcher.fuzzyEqual)
    }
  }

  private func findConverted(
    _ key: UnsafeBufferPointer<UInt8>, in object: Source.Node, count: Int,
    _ matches: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Bool
  ) -> Int? {
    var member = source.firstMember(of: object)
    var found: Int?
    for ordinal in 0..<count {
      // The first match wins; a second one is an ambiguity the report will name.
      if found == nil, source.withKeyBytes(of: member, { unsafe matches($0, key) }) {
        found = member
      }
      if ordinal + 1 < count { member = source.member(after: member) }
    }
    return found
  }
}
