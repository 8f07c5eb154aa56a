//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// Reading an object member by member, in document order: what a hand-written decoder does
// when it dispatches on each key rather than asking for keys.

extension ObjectReader {
  /// The key of one member of an object, compared with a key's UTF-8 bytes in place.
  ///
  /// A `switch` over a key matches `StaticString` patterns, whose bytes are compiled in:
  ///
  /// ```swift
  /// switch key {
  /// case "id": id = try value.decode(Int.self)
  /// default: break
  /// }
  /// ```
  ///
  /// Keys are compared exactly, as written in the document; the decoder's
  /// ``RemapDecoder/keyMatching`` applies to ``ObjectReader/decode(_:forKey:)-(Bool.Type,_)``
  /// and its siblings, not here.
  @safe
  public struct MemberKey {
    let decoder: TapeDecoder
    let member: Int

    /// The key, as a `String`.
    public var string: String { decoder.core.source.key(of: member) }

    /// Calls `body` with the key's UTF-8 bytes, valid only during the call.
    ///
    /// - Parameter body: Reads the bytes.
    /// - Returns: What `body` returns.
    public func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
      unsafe decoder.core.source.withKeyBytes(of: member, body)
    }

    /// Whether the key is exactly `name`.
    ///
    /// - Parameters:
    ///   - key: A member's key.
    ///   - name: A key, as written in the document.
    /// - Returns: Whether the bytes are equal.
    public static func == (key: MemberKey, name: StaticString) -> Bool {
      name.withUTF8Buffer { unsafe key.decoder.core.source.keyEquals(key.member, $0) }
    }

    /// Whether the key is exactly `name`, for `switch` patterns.
    ///
    /// - Parameters:
    ///   - name: A key, as written in the document.
    ///   - key: A member's key.
    /// - Returns: Whether the bytes are equal.
    public static func ~= (name: StaticString, key: MemberKey) -> Bool { key == name }
  }

  /// Calls `body` with each member's key and value, in document order.
  ///
  /// A key that appears twice is visited once, at its last value, which is the one decoding
  /// keeps. Each member visited counts as asked for: ``RemapDecoder/unknownKeys`` applies to
  /// none of them. Errors thrown while reading a value carry the member's path, line and
  /// column; not reading a value skips it.
  ///
  /// ```swift
  /// var object = try value.object()
  /// try object.forEachMember { key, value in
  ///   switch key {
  ///   case "id": id = try value.decode(Int.self)
  ///   case "tags": tags = try value.decode([String].self)
  ///   default: break
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter body: Reads one member.
  /// - Throws: What `body` throws.
  public mutating func forEachMember(
    _ body: (MemberKey, inout ValueReader) throws -> Void
  ) throws {
    let (decoder, object) = (decoder, object)
    try decoder.withSteps(ownSteps) {
      let source = decoder.core.source
      let count = source.count(of: object)
      guard count > 0 else { return }
      var member = source.firstMember(of: object)
      for ordinal in 0..<count {
        if !source.isSuperseded(member) {
          if decoder.core.matchedMembers != nil {
            decoder.core.matchedMembers?[object, default: []].insert(member)
          }
          let node = source.value(of: member)
          try decoder.withNode(node, step: .member(member)) {
            var value = ValueReader(decoder: decoder, node: node)
            try body(MemberKey(decoder: decoder, member: member), &value)
          }
        }
        if ordinal + 1 < count { member = source.member(after: member) }
      }
    }
  }
}
