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

/// The decoding engine's logic and state, over one scanned document.
///
/// Every input is decoded from a tape: JSON bytes are scanned to one, an XML document is
/// built into one, and a `JSON` or `[String: Any]` tree is indexed into one. So there is one
/// source type, ``TapeSource``, and the engine is written for it alone: nodes are tape entry
/// indices, and the hot paths read the tape's words directly.
///
/// Codable's protocols are implemented by ``TapeDecoder`` and its containers, and the
/// ``Mappable`` fast path by ``ValueReader`` and ``ObjectReader``: all of them read and move
/// through this core, which is a plain struct, so its code is compiled once, with no generic
/// or protocol dispatch on any read.
struct DecodingCore {
  /// The document; replaced only by ``restart(with:)``.
  private(set) var source: TapeSource
  let options: RemapDecoder
  let lenient: Bool
  /// The value being decoded.
  var node: Int
  /// The path from the root to `node`.
  var steps: [PathStep] = []
  /// Per depth, where the last key search in an object ended: the next search starts there.
  var cursors: [Cursor] = []
  /// The formatters of a `.formats` date strategy, made on first use.
  var formatters: [DatePatternFormatter]?
  /// The diagnostics of a report, or `nil` when not reporting: then nothing is recorded and
  /// the first error ends decoding.
  var diagnostics: [Diagnostic]?
  /// While above zero, the decoder is making a placeholder after an error: it records
  /// nothing and fills every gap with a default.
  var suppressing = 0
  /// The members each object's containers matched, when unknown keys are rejected or
  /// reported; `nil` otherwise, so that tracking costs nothing then.
  var matchedMembers: [Int: Set<Int>]?
  /// The value whose type's own code is running, while `matchedMembers` is tracked.
  ///
  /// A type decoded again at that same value from inside that code (through a single-value
  /// container: a wrapper, an enum case whose value sits beside its tag) leaves the check of
  /// the object's members to the outer type, which may read members of its own: checked
  /// twice, the second check would find every member already taken off as matched.
  var ownValue: Int?
  /// How each type decoded is decoded, by the address of its metadata.
  ///
  /// Asking the runtime whether a type conforms to a protocol costs hundreds of instructions
  /// each time, and a model has few types. One answer per type, so a nested value costs one
  /// lookup, and a decoding allocates one table.
  var typeRoutes = TypeCache<TypeRoute>()
  /// Whether any transform is registered, and whether any is for a scalar type: the value
  /// reads test these and call out of line only when set (DecodingCore+Transforms.swift).
  let hasTransforms: Bool
  let hasScalarTransforms: Bool
  /// Whether a ``Mappable`` type known at compile time must go through ``TapeDecoder``'s
  /// `decodeValue` rather than straight to its fast path: when a transform may apply to
  /// it, or when the fast path is off.
  let mappableGoesAround: Bool
  /// Stops a model nested deeper than the thread's stack allows, with an error.
  var stackGuard = StackGuard()
  /// Whether the decoding this core served has returned: see ``TapeDecoder/finish()``.
  var isFinished = false
  /// The single value most recently read as a one-element array, and the depth it was read
  /// at: see ``wrapSingleValue(_:)``.
  private var wrappedValue: (node: Int, depth: Int)?

  /// The way ``TapeDecoder``'s `decodeValue` decodes a type that is not a scalar: the first
  /// of these it is, in this order.
  ///
  /// Found once per type and decoding: asking whether `T` is one of a dozen types costs a
  /// metadata look-up for each generic or imported one, and asking whether it conforms to a
  /// protocol costs hundreds of instructions more, for every nested value.
  enum TypeRoute {
    /// `[Double]`, `[Int]` or `[String]`, read by code specialized for them.
    case scalarArray
    /// `[[Double]]`, `[[Int]]` or `[[String]]`, read by code specialized for them when no
    /// transform is registered and collections are not lossy.
    case scalarArrays
    /// `Date`, `Data`, `URL`, `Decimal` or `JSON`, read by the decoder's strategies.
    case foundationValue
    /// A dictionary decoded lossily (only when collections are lossy).
    case lossyDictionary(any LossyDecodableDictionary.Type)
    /// An array, built by the decoder (``TapeDecodableArray``).
    case array(any TapeDecodableArray.Type)
    /// A ``Mappable`` type, through its fast path (only when the fast path is on).
    case mappable(any Mappable.Type)
    /// A dictionary, built by the decoder (``TapeDecodableDictionary``).
    case dictionary(any TapeDecodableDictionary.Type)
    /// Any other type, through its own `init(from:)`.
    case own

    /// Whether the type is an array.
    var isArray: Bool {
      switch self {
      case .scalarArray, .scalarArrays, .array: true
      default: false
      }
    }

    /// The route of `type` under the decoder's options and transforms.
    static func of(
      _ type: Any.Type, mappableFastPath: Bool, lossyCollections: Bool, hasTransforms: Bool
    ) -> TypeRoute {
      if type == [Double].self || type == [Int].self || type == [String].self {
        return .scalarArray
      }
      if type == [[Double]].self || type == [[Int]].self || type == [[String]].self,
        !hasTransforms && !lossyCollections
      {
        return .scalarArrays
      }
      if type == Date.self || type == Data.self || type == URL.self || type == Decimal.self
        || type == JSON.self
      {
        return .foundationValue
      }
      if lossyCollections, let dictionary = type as? any LossyDecodableDictionary.Type {
        return .lossyDictionary(dictionary)
      }
      if let array = type as? any TapeDecodableArray.Type { return .array(array) }
      if mappableFastPath, let mappable = type as? any Mappable.Type {
        return .mappable(mappable)
      }
      if let dictionary = type as? any TapeDecodableDictionary.Type {
        return .dictionary(dictionary)
      }
      return .own
    }
  }

  struct Cursor {
    var object: Int
    var member: Int
    var ordinal: Int
  }

  init(source: TapeSource, options: RemapDecoder, reporting: Bool = false) {
    self.source = source
    self.options = options
    lenient = options.coercion == .lenient
    hasTransforms = !options.transforms.isEmpty
    hasScalarTransforms = options.transforms.hasScalarTransforms
    mappableGoesAround = hasTransforms || !options.mappableFastPath
    node = source.root
    if reporting { diagnostics = [] }
    if reporting || options.unknownKeys == .reject { matchedMembers = [:] }
  }

  /// Starts over on another document, with the same options.
  ///
  /// What the last document taught is kept: the type answers and the date formatters, and
  /// the capacity of the path and of the search positions. A stream decodes many small
  /// documents one after another, and making all of that anew for each cost more than
  /// decoding many of them.
  mutating func restart(with source: consuming TapeSource) {
    self.source = source
    node = self.source.root
    // Emptying an empty array is not free, and a decoding that succeeded leaves no steps.
    if !steps.isEmpty { steps.removeAll(keepingCapacity: true) }
    if !cursors.isEmpty { cursors.removeAll(keepingCapacity: true) }
    suppressing = 0
    if diagnostics != nil { diagnostics = [] }
    if matchedMembers != nil { matchedMembers = [:] }
    stackGuard = StackGuard()
    wrappedValue = nil
  }

  /// Moves the source onto its own copy of the input: see ``TapeDecoder/finish()``.
  mutating func detachSource() {
    source.detach()
  }

  /// Whether the single value at `node` may be read as a one-element array; records it.
  ///
  /// Not when it is already being read as one, higher in the path: only reading that value
  /// as the array's element brings the decoder back to the same value one step deeper, since
  /// a single value has no members or elements of its own.
  mutating func wrapSingleValue(_ node: Int) -> Bool {
    let depth = steps.count
    if let wrapped = wrappedValue, wrapped.node == node, wrapped.depth < depth { return false }
    wrappedValue = (node, depth)
    return true
  }

  // MARK: - Reports

  /// Whether recoveries should be recorded now.
  @inline(__always)
  var recording: Bool { diagnostics != nil && suppressing == 0 }

  /// Records a diagnostic, when reporting and not making a placeholder.
  mutating func record(
    _ severity: Diagnostic.Severity, _ code: RemapError.Code, _ message: String,
    node: Int?, step: PathStep?
  ) {
    guard recording else { return }
    let diagnostic = Diagnostic(
      severity: severity, code: code, path: valuePath(depth: steps.count, step: step),
      message: message, location: node.flatMap { source.location(of: $0) })
    diagnostics?.append(diagnostic)
  }

  /// Records an error as a diagnostic, when reporting and not making a placeholder.
  mutating func record(error: any Error) {
    guard recording else { return }
    let diagnostic = Diagnostic(error: remapError(from: error))
    diagnostics?.append(diagnostic)
  }

  /// Records a lenient conversion of the value at `node` to `type`.
  @inline(never)
  mutating func noteCoercion(_ node: Int, step: PathStep?, to type: String) {
    guard recording else { return }
    record(
      .recovery, .valueCoerced, "converted \(source.excerpt(of: node)) to \(type)",
      node: node, step: step)
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
        guard let member = name.withUTF8({ unsafe find($0, in: object, depth: depth) }) else {
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
  /// when the exact key is absent, so they cost nothing otherwise. Only the first comparison,
  /// which finds the key when types ask in document order, is inlined into the containers.
  @inline(__always)
  mutating func find(
    _ key: UnsafeBufferPointer<UInt8>, in object: Int, depth: Int
  ) -> Int? {
    let count = source.count(of: object)
    guard count > 0 else { return nil }
    var member = source.firstMember(of: object)
    var ordinal = 0
    if depth < cursors.count, cursors[depth].object == object {
      member = cursors[depth].member
      ordinal = cursors[depth].ordinal
    }
    guard matchedMembers == nil, unsafe source.keyEquals(member, key) else {
      return unsafe findSlowly(key, in: object, depth: depth, count: count)
    }
    advanceCursor(
      depth: depth, object: object, after: member, ordinal: ordinal, count: count)
    return member
  }

  /// ``find(_:in:depth:)`` beyond the first comparison: the whole object, then by the key
  /// matching.
  @inline(never)
  private mutating func findSlowly(
    _ key: UnsafeBufferPointer<UInt8>, in object: Int, depth: Int, count: Int
  ) -> Int? {
    let first = source.firstMember(of: object)
    var member = first
    var ordinal = 0
    if depth < cursors.count, cursors[depth].object == object {
      member = cursors[depth].member
      ordinal = cursors[depth].ordinal
    }
    // Under fuzzy matching, the members that the fuzzy comparison's first test does not rule
    // out, noted on the way: the fuzzy search below runs from the first of them to the last
    // only (usually a few members, often none), with the same outcome as over all of them.
    let fuzzy = options.keyMatching.kind == .fuzzy
    var candidates = (first: first, firstOrdinal: count, lastOrdinal: -1)
    for _ in 0..<count {
      let isLast = ordinal + 1 == count
      if unsafe source.keyEquals(member, key) {
        if matchedMembers != nil { matchedMembers?[object, default: []].insert(member) }
        advanceCursor(
          depth: depth, object: object, after: member, ordinal: ordinal, count: count)
        return member
      }
      if fuzzy,
        unsafe source.withKeyBytes(of: member, { unsafe KeyMatcher.mayFuzzyMatch($0, key) })
      {
        if ordinal < candidates.firstOrdinal {
          (candidates.first, candidates.firstOrdinal) = (member, ordinal)
        }
        candidates.lastOrdinal = max(candidates.lastOrdinal, ordinal)
      }
      (member, ordinal) = isLast ? (first, 0) : (source.member(after: member), ordinal + 1)
    }
    let found: Int?
    switch options.keyMatching.kind {
    case .exact: return nil
    case .snakeCase:
      found =
        unsafe findConverted(
          key, in: object, from: first, ordinals: 0..<count, KeyMatcher.SnakeCase.self)
        ?? findSnakeCased(key, in: object, count: count)
    case .fuzzy:
      guard candidates.firstOrdinal <= candidates.lastOrdinal else { return nil }
      found = unsafe findConverted(
        key, in: object, from: candidates.first,
        ordinals: candidates.firstOrdinal..<(candidates.lastOrdinal + 1), KeyMatcher.Fuzzy.self)
    }
    if let found, matchedMembers != nil { matchedMembers?[object, default: []].insert(found) }
    return found
  }

  /// Moves the search position of the object at `depth` past `member`, found at `ordinal`,
  /// wrapping around after the last member.
  @inline(__always)
  private mutating func advanceCursor(
    depth: Int, object: Int, after member: Int, ordinal: Int, count: Int
  ) {
    let next =
      ordinal + 1 == count
      ? Cursor(object: object, member: source.firstMember(of: object), ordinal: 0)
      : Cursor(object: object, member: source.member(after: member), ordinal: ordinal + 1)
    if depth < cursors.count {
      cursors[depth] = next
    } else {
      appendCursor(next, depth: depth)
    }
  }

  /// Fills the search positions up to `depth`, the first time an object that deep is searched.
  @inline(never)
  private mutating func appendCursor(_ cursor: Cursor, depth: Int) {
    while cursors.count < depth { cursors.append(cursor) }
    cursors.append(cursor)
  }

  /// The member whose key is `key` written in snake case as `RemapEncoder`'s
  /// ``KeyStyle/snakeCase`` writes it (`imageURL` as `image_url`), which Foundation's
  /// conversion of the document key cannot find (`image_url` converts to `imageUrl`).
  private mutating func findSnakeCased(
    _ key: UnsafeBufferPointer<UInt8>, in object: Int, count: Int
  ) -> Int? {
    var snake = KeyStyle.snakeCase.apply(to: unsafe String(decoding: key, as: UTF8.self))
    return snake.withUTF8 { snake in
      var member = source.firstMember(of: object)
      for ordinal in 0..<count {
        if !source.isSuperseded(member), unsafe source.keyEquals(member, snake) {
          return member
        }
        if ordinal + 1 < count { member = source.member(after: member) }
      }
      return nil
    }
  }

  /// The member whose key matches `key` by `comparison`, searched in document order over the
  /// members at `ordinals`, the first of which is `start`; the members outside them must not
  /// match.
  ///
  /// Generic over the comparison rather than taking a closure, so that each specialization
  /// compares inline: this loop runs over the members of an object that lacks a key.
  private mutating func findConverted<Comparison: KeyComparison>(
    _ key: UnsafeBufferPointer<UInt8>, in object: Int, from start: Int,
    ordinals: Range<Int>, _ comparison: Comparison.Type
  ) -> Int? {
    var member = start
    var found: Int?
    for ordinal in ordinals {
      if !source.isSuperseded(member),
        unsafe source.withKeyBytes(of: member, { unsafe Comparison.matches($0, key) })
      {
        // The first match wins; a second one is an ambiguity the report names.
        if let first = found {
          // Named by the ambiguity, so not an unknown key as well.
          if matchedMembers != nil { matchedMembers?[object, default: []].insert(member) }
          if recording {
            let wanted = unsafe String(decoding: key, as: UTF8.self)
            record(
              .recovery, .ambiguousKey,
              "keys \"\(source.key(of: first))\" and \"\(source.key(of: member))\" both match "
                + "\"\(wanted)\"; used the first",
              node: source.value(of: member), step: .member(first))
          }
          break
        }
        found = member
      }
      if ordinal + 1 < ordinals.upperBound { member = source.member(after: member) }
    }
    return found
  }
}
