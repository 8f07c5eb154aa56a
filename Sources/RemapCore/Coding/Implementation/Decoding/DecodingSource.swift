//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The kinds of values a document holds.
enum ValueKind: Sendable {
  case null, bool, number, string, array, object
}

/// What the decoder needs from a document.
///
/// One decoding engine serves every source: the tape over JSON bytes (the fast path, which
/// never builds a tree), and in time `JSON` trees, `[String: Any]` trees and XML. Each source
/// names values by its own cheap `Node` handle (a tape entry index for JSON bytes), and the
/// generic engine is specialized for each, so the abstraction costs nothing at run time.
protocol DecodingSource {
  /// A value in the document.
  associatedtype Node: Hashable

  var root: Node { get }

  func kind(of node: Node) -> ValueKind
  /// - Precondition: `kind(of: node) == .bool`.
  func bool(_ node: Node) -> Bool
  /// - Precondition: `kind(of: node) == .string`.
  func string(_ node: Node) -> String
  /// - Precondition: `kind(of: node) == .number`.
  func number(_ node: Node) -> JSON.Number
  /// A string's text read as a number, as `Coercions.number(fromText:)` reads it.
  /// - Precondition: `kind(of: node) == .string`.
  func number(fromText node: Node) -> JSON.Number?
  /// The number of elements of an array or members of an object.
  func count(of container: Node) -> Int

  /// The first element of a non-empty array.
  func firstElement(of array: Node) -> Node
  /// The element after `element` in its array; valid only when one follows.
  func element(after element: Node) -> Node

  /// Whether a later member of the same object has the same key, so that this member's
  /// value is not the key's: the last occurrence of a key wins.
  func isSuperseded(_ member: Int) -> Bool

  /// The first member of a non-empty object.
  func firstMember(of object: Node) -> Int
  /// The member after `member` in its object; valid only when one follows.
  func member(after member: Int) -> Int
  func value(of member: Int) -> Node
  /// The member's key.
  func key(of member: Int) -> String
  /// Whether the member's key is exactly the UTF-8 text `key`.
  func keyEquals(_ member: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool
  /// Calls `body` with the member's key as UTF-8, without making a `String` when the source
  /// holds the bytes already.
  func withKeyBytes<R>(of member: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R

  /// The value as a `JSON` tree, for decoding `JSON` itself.
  func json(_ node: Node) throws(RemapError) -> JSON
  /// Where the node is in the input text, for sources that have text.
  func location(of node: Node) -> SourceLocation?
  /// A short excerpt of the value as written, for error messages.
  func excerpt(of node: Node) -> String
}
