//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The members of one object of a document that ``RemapDecoder`` is decoding: what a
/// ``Mappable`` type's generated code reads its properties from.
///
/// Each method does what `KeyedDecodingContainer`'s method of the same name does in
/// ``RemapDecoder``, with the same code, so a type decodes to the same value, the same
/// error and the same report through either. Keys are `StaticString` literals: their UTF-8 is
/// compiled in, and is compared with the document's keys in place, starting after the last
/// key found (models usually ask in document order), then by the decoder's
/// ``RemapDecoder/keyMatching``.
///
/// ```swift
/// var object = try value.object()
/// name = try object.decode(String.self, forKey: "name")
/// email = try object.decodeIfPresent(String.self, forKey: "email")
/// ```
///
/// A reader is valid only during the `init(_$from:)` call it was made in.
@safe
public struct ObjectReader {
  let decoder: TapeDecoder
  /// The object's tape entry.
  let object: Int
  /// The depth of the object in the decoder's path.
  let depth: Int
  /// The path to the object, kept by readers that outlive the step that made them (the
  /// `Codable` containers of `nestedContainer`), and put back while they work.
  let ownSteps: [PathStep]?
  /// The tape's words, for the reads compiled into the model's module
  /// (ObjectReader+Specialized.swift), which look at entries without the decoder.
  @usableFromInline let _words: UnsafePointer<UInt64>
  /// The bytes that the tape's offsets point into.
  @usableFromInline let _bytes: UnsafePointer<UInt8>
  /// The entry after the object's last member.
  @usableFromInline let _end: Int
  /// The member that the next key is compared with first: the one after the member last
  /// found (models usually ask for keys in document order), or `_end`.
  @usableFromInline var _next: Int
  /// The member last found, whose key's read may still look for it again the general way;
  /// the first member until one is found.
  @usableFromInline var _lastFound: Int
  /// What may be read without the decoder when the key is `_next`'s: see `_InlineReads`.
  @usableFromInline let _inlineReads: _InlineReads
  /// Whether every member before `_lastFound` was found, in order, for a key of its own, and
  /// the keys asked for differ from each other, also fuzzily, and are asked for once: then no
  /// member before `_lastFound` can be another key's, and a key is looked for from there on
  /// (see `search(_:)`).
  ///
  /// Set for generated code whose keys differ so (`ValueReader._objectOfDistinctKeys()`), and
  /// lost when a member is found further on, which leaves members before it unread.
  var foundInOrder: Bool

  init(
    decoder: TapeDecoder, object: Int, depth: Int, ownSteps: [PathStep]?,
    distinctKeys: Bool = false
  ) {
    self.decoder = decoder
    foundInOrder = distinctKeys
    self.object = object
    self.depth = depth
    self.ownSteps = ownSteps
    let state = unsafe decoder.readerState(keepsPath: ownSteps != nil)
    unsafe _words = state.words
    unsafe _bytes = state.bytes
    _inlineReads = unsafe state.reads
    // The object's count and end entry, as `JSONTape.containerCount` and `containerEnd` read.
    let counts = unsafe state.words[2 &* object &+ 1]
    _end = counts >> 32 == 0 ? object &+ 1 : Int(truncatingIfNeeded: counts & 0xFFFF_FFFF)
    _next = object &+ 1
    _lastFound = _next
  }

  // MARK: - The object

  /// The path from the document's root to this object.
  public var path: ValuePath {
    decoder.withSteps(ownSteps) { decoder.core.valuePath(depth: depth, step: nil) }
  }

  /// The number of members, a key named twice counted twice.
  public var count: Int { decoder.core.source.count(of: object) }

  /// The object's keys in document order, each once.
  public var keys: [String] {
    var keys: [String] = []
    let source = decoder.core.source
    forEachKeyedMember { keys.append(source.key(of: $0)) }
    return keys
  }

  /// Calls `body` with each member in document order, leaving out those whose key appears
  /// again later (superseded): each key once.
  func forEachKeyedMember(_ body: (Int) -> Void) {
    let source = decoder.core.source
    let count = source.count(of: object)
    guard count > 0 else { return }
    var member = source.firstMember(of: object)
    for ordinal in 0..<count {
      if !source.isSuperseded(member) { body(member) }
      if ordinal + 1 < count { member = source.member(after: member) }
    }
  }

  /// Whether the object has a member for `key`, by the decoder's key matching.
  ///
  /// - Parameter key: The key, as written in the document.
  /// - Returns: Whether a member matches it.
  public mutating func contains(_ key: StaticString) -> Bool { find(key) != nil }

  /// The object for `key`, to read its members, as `KeyedDecodingContainer`'s
  /// `nestedContainer(keyedBy:forKey:)` does: its members are not checked for unknown keys,
  /// and its errors carry its path.
  ///
  /// ```swift
  /// var location = try object.nestedObject(forKey: "location")
  /// latitude = try location.decode(Double.self, forKey: "lat")
  /// ```
  ///
  /// - Parameter key: The key, as written in the document.
  /// - Returns: A reader of the nested object's members.
  /// - Throws: `DecodingError` carrying a ``RemapError`` with code
  ///   ``RemapError/Code/keyNotFound`` when the key is missing, or
  ///   ``RemapError/Code/typeMismatch`` when its value is not an object.
  public mutating func nestedObject(forKey key: StaticString) throws -> ObjectReader {
    try decoder.withSteps(ownSteps) {
      let member = try requiredMember({ find(key) }, key: { Self.codingKey(key) })
      return try decoder.withNode(member &+ 1, step: .member(member)) {
        try decoder.objectReader(keepsPath: true)
      }
    }
  }

  /// The coding path of the object, for errors that generated code makes.
  var codingPath: [any CodingKey] {
    decoder.withSteps(ownSteps) { decoder.core.codingPath(depth: depth) }
  }

  // MARK: - Finding members

  /// The member for `key`, by the decoder's key matching.
  ///
  /// Under exact and fuzzy matching, with members not tracked, the reader looks itself, as
  /// the decoder would: a key that is missing is found missing in one pass over the members,
  /// with no call into the decoder (objects often lack an optional key).
  @inline(__always)
  func find(_ key: StaticString) -> Int? {
    key.withUTF8Buffer { unsafe find(utf8: $0) }
  }

  /// The member for the key whose UTF-8 is `key`, by the decoder's key matching: what
  /// ``find(_:)`` does, for a key that is not a literal (a `CodingKey`'s `stringValue`).
  @inline(__always)
  func find(utf8 key: UnsafeBufferPointer<UInt8>) -> Int? {
    if _inlineReads.searches, let found = unsafe search(key) { return found }
    return unsafe decoder.core.find(key, in: object, depth: depth)
  }

  /// The member whose key is exactly `key`, or `.some(nil)` when no member matches it
  /// exactly or (under fuzzy matching) fuzzily; `nil` when the decoder must decide: a key
  /// matches fuzzily (the decoder prefers an exact match anywhere, and names an ambiguity),
  /// or a key written with escapes comes first (the decoder decodes it to compare).
  private func search(_ wanted: UnsafeBufferPointer<UInt8>) -> Int?? {
    guard let wantedStart = wanted.baseAddress, !wanted.isEmpty else { return nil }
    let count = wanted.count
    // Under fuzzy matching, a key that starts with an ASCII letter other than the wanted
    // key's first letter, ignoring case, never matches (`KeyMatcher.mayFuzzyMatch`): when
    // the wanted key starts with a letter, that one byte settles most members, and only the
    // others are compared in full. A missing key costs one pass over the members, so this
    // pass must be cheap: models ask for optional keys that objects often lack.
    let fuzzy = _inlineReads.fuzzyKeys
    let wantedFirst = unsafe wanted[0] | 0x20
    let screensByFirstLetter = fuzzy && Self.isLetter(wantedFirst)
    // A model asks for its keys in about the document's order, so a missing key is usually
    // asked for after the members before it were found: those are other keys' members.
    var member = foundInOrder ? _lastFound : object &+ 1
    while member < _end {
      let payload = unsafe _words[2 &* member &+ 1]
      let offset = unsafe Int(truncatingIfNeeded: _words[2 &* member] & 0xFF_FFFF_FFFF)
      // A superseded or escaped key's flags are above any length: never equal to the count.
      if payload == UInt64(truncatingIfNeeded: count),
        unsafe BytesComparison.equal(_bytes + offset, wantedStart, count: count)
      {
        return .some(member)
      }
      if payload & JSONTape.escapedStringFlag != 0 { return nil }
      if fuzzy && payload & JSONTape.supersededKeyFlag == 0 {
        guard payload != 0 else { return nil }
        let first = unsafe _bytes[offset] | 0x20
        let settled = screensByFirstLetter && first != wantedFirst && Self.isLetter(first)
        if !settled,
          unsafe KeyMatcher.fuzzyEqual(
            UnsafeBufferPointer(start: _bytes + offset, count: Int(truncatingIfNeeded: payload)),
            wanted)
        {
          return nil
        }
      }
      member = _entry(after: member &+ 1)
    }
    return .some(nil)
  }

  /// Whether a byte is an ASCII letter.
  @inline(__always)
  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26
  }

  /// The `CodingKey` that errors name for a key; made only for an error.
  private static func codingKey(_ key: StaticString) -> any CodingKey {
    AnyCodingKey(key.description)
  }

  // MARK: - Reading

  // Each read takes the lookup as `find` and the key's `CodingKey` as `key`, called only for
  // an error, so that `TapeKeyedContainer` reads through the same code with its `Key`s.

  /// Reads a required scalar, with the decoder's outcomes for a missing key, `null` and
  /// failure (see `TapeDecoder+Recovery.swift`), which run only when reading fails.
  @inline(__always)
  func required<T>(
    _ find: () -> Int?, key: () -> any CodingKey, typeDefault: () -> T,
    _ read: (Int, PathStep) throws -> T
  ) throws -> T {
    try decoder.withSteps(ownSteps) {
      guard let member = find() else {
        return try decoder.missing(
          key(), object: object, depth: depth, typeDefault: typeDefault,
          placeholder: typeDefault)
      }
      let node = member &+ 1
      do {
        return try read(node, .member(member))
      } catch {
        return try decoder.failed(
          error, node: node, step: .member(member), typeDefault: typeDefault,
          placeholder: typeDefault)
      }
    }
  }

  /// Reads a required value of any type.
  ///
  /// The outcomes of failure are built out of line: closures over `T?` here would look up
  /// `Optional<T>`'s metadata on every call.
  @inline(__always)
  func requiredNested<T: Decodable>(
    _ find: () -> Int?, key: () -> any CodingKey, _ type: T.Type,
    _ read: (Int, PathStep) throws -> T
  ) throws -> T {
    try decoder.withSteps(ownSteps) {
      guard let member = find() else {
        return try decoder.missingNested(type, key: key(), object: object, depth: depth)
      }
      let node = member &+ 1
      do {
        return try read(node, .member(member))
      } catch {
        return try decoder.failedNested(type, error: error, node: node, step: .member(member))
      }
    }
  }

  /// Reads an optional value: `nil` when the key is missing or the value is `null`.
  @inline(__always)
  func optional<T>(_ find: () -> Int?, _ read: (Int, PathStep) throws -> T) throws -> T? {
    try decoder.withSteps(ownSteps) {
      guard let member = find() else { return nil }
      let node = member &+ 1
      if decoder.core.source.tape.kind(node) == .null { return nil }
      let step = PathStep.member(member)
      return try decoder.optionalValue(at: node, step: step) { try read(node, step) }
    }
  }

  /// The member that `find` finds, or a `keyNotFound` error naming `key`.
  @inline(__always)
  func requiredMember(_ find: () -> Int?, key: () -> any CodingKey) throws -> Int {
    guard let member = find() else {
      throw decoder.core.keyNotFound(key(), in: object, depth: depth)
    }
    return member
  }

  /// ``required(_:key:typeDefault:_:)`` for a `StaticString` key.
  @inline(__always)
  private func required<T>(
    _ key: StaticString, typeDefault: () -> T, _ read: (Int, PathStep) throws -> T
  ) throws -> T {
    try required({ find(key) }, key: { Self.codingKey(key) }, typeDefault: typeDefault, read)
  }

  /// ``required(_:key:typeDefault:_:)`` for a `StaticString` key, the general way of a
  /// scalar read: moves `_next` past the member found.
  @inline(__always)
  private mutating func readScalar<T>(
    _ key: StaticString, typeDefault: () -> T, _ read: (Int, PathStep) throws -> T
  ) throws -> T {
    var found: Int?
    let value = try required(
      {
        found = find(key)
        return found
      }, key: { Self.codingKey(key) }, typeDefault: typeDefault, read)
    _found(found)
    return value
  }

  /// ``optional(_:_:)`` for a `StaticString` key, the general way of an optional scalar
  /// read: moves `_next` past the member found.
  @inline(__always)
  private mutating func readOptionalScalar<T>(
    _ key: StaticString, _ read: (Int, PathStep) throws -> T
  ) throws -> T? {
    var found: Int?
    var searched = false
    if _inlineReads.searches, let member = key.withUTF8Buffer({ unsafe search($0) }) {
      // A missing key needs nothing more (objects often lack an optional key).
      guard let member else { return nil }
      found = member
      searched = true
    }
    let value = try optional(
      {
        if !searched { found = find(key) }
        return found
      }, read)
    _found(found)
    return value
  }

  /// ``requiredNested(_:key:_:_:)`` for a `StaticString` key.
  @inline(__always)
  func requiredNested<T: Decodable>(
    _ key: StaticString, _ type: T.Type, _ read: (Int, PathStep) throws -> T
  ) throws -> T {
    try requiredNested({ find(key) }, key: { Self.codingKey(key) }, type, read)
  }

  /// ``optional(_:_:)`` for a `StaticString` key.
  @inline(__always)
  func optional<T>(_ key: StaticString, _ read: (Int, PathStep) throws -> T) throws -> T? {
    try optional({ find(key) }, read)
  }

  // MARK: - Required values

  // Each scalar read is inlined into the model's module and falls back to its own
  // `_decodeX(forKey:)`: an entry point specialized for the type and kept out of line, so that
  // the general way is one call, neither copied into every model nor an unspecialized generic
  // (a twitter document spends ~0.36M Ir in them, nearly all in `decodeIfPresent`).

  /// Decodes the `Bool` for `key`.
  ///
  /// - Parameters:
  ///   - type: `Bool.self`.
  ///   - key: The key, as written in the document.
  /// - Returns: The value.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `KeyedDecodingContainer` does.
  @inlinable @inline(__always)
  public mutating func decode(_ type: Bool.Type, forKey key: StaticString) throws -> Bool {
    if _inlineReads.scalars, let member = _guess(key) {
      let node = member &+ 1
      switch _kind(node) {
      case .true: return true
      case .false: return false
      default: break
      }
    }
    return try _decodeBool(forKey: key)
  }

  /// The general way of `decode(_:forKey:)` for a `Bool`.
  @usableFromInline
  mutating func _decodeBool(forKey key: StaticString) throws -> Bool {
    let decoder = decoder
    return try readScalar(key, typeDefault: { false }) {
      try decoder.core.decodeBool($0, step: $1)
    }
  }

  /// Decodes the `String` for `key`.
  ///
  /// - Parameters:
  ///   - type: `String.self`.
  ///   - key: The key, as written in the document.
  /// - Returns: The value.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `KeyedDecodingContainer` does.
  @inlinable @inline(__always)
  public mutating func decode(_ type: String.Type, forKey key: StaticString) throws -> String {
    if _inlineReads.scalars, let member = _guess(key) {
      let node = member &+ 1
      if _kind(node) == .string { return _string(node) }
    }
    return try _decodeString(forKey: key)
  }

  /// The general way of `decode(_:forKey:)` for a `String`.
  @usableFromInline
  mutating func _decodeString(forKey key: StaticString) throws -> String {
    let decoder = decoder
    return try readScalar(key, typeDefault: { "" }) {
      try decoder.core.decodeString($0, step: $1)
    }
  }

  /// Decodes the `Double` for `key`.
  ///
  /// - Parameters:
  ///   - type: `Double.self`.
  ///   - key: The key, as written in the document.
  /// - Returns: The value.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `KeyedDecodingContainer` does.
  @inlinable @inline(__always)
  public mutating func decode(_ type: Double.Type, forKey key: StaticString) throws -> Double {
    if _inlineReads.scalars, let member = _guess(key) {
      let node = member &+ 1
      switch _kind(node) {
      case .int: return Double(Int64(bitPattern: unsafe _words[2 &* node &+ 1]))
      case .decimal, .negativeDecimal: if let value = _double(node) { return value }
      default: break
      }
    }
    return try _decodeDouble(forKey: key)
  }

  /// The general way of `decode(_:forKey:)` for a `Double`.
  @usableFromInline
  mutating func _decodeDouble(forKey key: StaticString) throws -> Double {
    let decoder = decoder
    return try readScalar(key, typeDefault: { 0 }) {
      try decoder.core.decodeFloat($0, step: $1)
    }
  }

  /// Decodes the `Int` for `key`.
  ///
  /// - Parameters:
  ///   - type: `Int.self`.
  ///   - key: The key, as written in the document.
  /// - Returns: The value.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `KeyedDecodingContainer` does.
  @inlinable @inline(__always)
  public mutating func decode(_ type: Int.Type, forKey key: StaticString) throws -> Int {
    if _inlineReads.scalars, let member = _guess(key) {
      let node = member &+ 1
      if _kind(node) == .int, let value = _int(node) { return value }
    }
    return try _decodeInt(forKey: key)
  }

  /// The general way of `decode(_:forKey:)` for a `Int`.
  @usableFromInline
  mutating func _decodeInt(forKey key: StaticString) throws -> Int {
    let decoder = decoder
    return try readScalar(key, typeDefault: { 0 }) {
      try decoder.core.decodeInteger($0, step: $1)
    }
  }

  /// Decodes a value of a ``Mappable`` type for `key`, through its fast path.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - key: The key, as written in the document.
  /// - Returns: The value.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `KeyedDecodingContainer` does.
  @inlinable
  public mutating func decode<T: Mappable>(_ type: T.Type, forKey key: StaticString) throws -> T {
    // Specialized for `T` in the caller: see ObjectReader+Specialized.swift.
    let member: Int
    if _inlineReads.models, let guessed = _guess(key) {
      member = guessed
    } else {
      let lookup = _lookUp(key, array: false, optional: false)
      guard case .inline(let found) = lookup else {
        return try _decodeInGeneral(type, forKey: key, lookup)
      }
      member = found
    }
    guard let (entered, saved) = _enterModel(member) else {
      return try _decodeInGeneral(type, forKey: key, .member(member))
    }
    do {
      return try _decodeValue(T.self, entered, of: member, restoring: saved)
    } catch {
      return try _failedNested(type, error, member: member)
    }
  }

  /// Decodes an array of a ``Mappable`` type for `key`, each element through its fast path.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - key: The key, as written in the document.
  /// - Returns: The value.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `KeyedDecodingContainer` does.
  @inlinable
  public mutating func decode<T: Mappable>(
    _ type: [T].Type, forKey key: StaticString
  ) throws -> [T] {
    let member: Int
    if _inlineReads.modelArrays, let guessed = _guess(key), _kind(guessed &+ 1) == .array {
      member = guessed
    } else {
      let lookup = _lookUp(key, array: true, optional: false)
      guard case .inline(let found) = lookup else {
        return try _decodeInGeneral(type, forKey: key, lookup)
      }
      member = found
    }
    guard let (array, saved) = _enterModel(member) else {
      return try _decodeInGeneral(type, forKey: key, .member(member))
    }
    do {
      defer { _leave(restoring: saved) }
      return try array._decodeElements(T.self)
    } catch {
      return try _failedNested(type, error, member: member)
    }
  }

  /// Decodes a value of any `Decodable` type for `key`: scalars, arrays, dictionaries,
  /// Foundation's types and ``Mappable`` types by the decoder's own code, other types through
  /// their `init(from:)`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - key: The key, as written in the document.
  /// - Returns: The value.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `KeyedDecodingContainer` does.
  @inlinable
  public mutating func decode<T: Decodable>(
    _ type: T.Type, forKey key: StaticString
  ) throws -> T {
    // Specialized in the caller, where these tests fold away: the arrays of scalars models
    // have most go to the decoder's code compiled for them.
    // `unsafeBitCast` is safe in each branch: `T` is exactly the type just compared with.
    // The member found in order is handed on, so that it is not looked for again.
    let member = _inlineReads.untracked ? _guess(key) : nil
    if T.self == [Int].self {
      if let member, let integers = _integers(member &+ 1) {
        return unsafe unsafeBitCast(integers, to: T.self)
      }
      return unsafe unsafeBitCast(try _decodeIntegers(forKey: key, at: member), to: T.self)
    }
    if T.self == [Double].self {
      return unsafe unsafeBitCast(try _decodeDoubles(forKey: key, at: member), to: T.self)
    }
    if T.self == [String].self {
      return unsafe unsafeBitCast(try _decodeStrings(forKey: key, at: member), to: T.self)
    }
    return try decodeNestedValue(type, forKey: key, at: member)
  }

  /// `decode(_:forKey:)` of any `Decodable` type, compiled here; `member` is the key's
  /// member when the caller found it.
  @usableFromInline
  mutating func decodeNestedValue<T: Decodable>(
    _ type: T.Type, forKey key: StaticString, at member: Int? = nil
  ) throws -> T {
    let decoder = decoder
    var found = member
    let value = try requiredNested(
      {
        if found == nil { found = find(key) }
        return found
      }, key: { Self.codingKey(key) }, type
    ) { try decoder.decodeNested(type, at: $0, step: $1) }
    if member == nil { _found(found) }
    return value
  }

  // MARK: - Optional values

  /// Decodes the `Bool` for `key`, or `nil` when the key is missing or the value `null`.
  ///
  /// - Parameters:
  ///   - type: `Bool.self`.
  ///   - key: The key, as written in the document.
  /// - Returns: The value, or `nil`.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `KeyedDecodingContainer` does.
  @inlinable @inline(__always)
  public mutating func decodeIfPresent(
    _ type: Bool.Type, forKey key: StaticString
  ) throws -> Bool? {
    if _inlineReads.scalars, let member = _guess(key) {
      let node = member &+ 1
      if _kind(node) == .null { return nil }
      switch _kind(node) {
      case .true: return true
      case .false: return false
      default: break
      }
    }
    return try _decodeBoolIfPresent(forKey: key)
  }

  /// The general way of `decodeIfPresent(_:forKey:)` for a `Bool`.
  @usableFromInline
  mutating func _decodeBoolIfPresent(forKey key: StaticString) throws -> Bool? {
    let decoder = decoder
    return try readOptionalScalar(key) { try decoder.core.decodeBool($0, step: $1) }
  }

  /// Decodes the `String` for `key`, or `nil` when the key is missing or the value `null`.
  ///
  /// - Parameters:
  ///   - type: `String.self`.
  ///   - key: The key, as written in the document.
  /// - Returns: The value, or `nil`.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `KeyedDecodingContainer` does.
  @inlinable @inline(__always)
  public mutating func decodeIfPresent(
    _ type: String.Type, forKey key: StaticString
  ) throws -> String? {
    if _inlineReads.scalars, let member = _guess(key) {
      let node = member &+ 1
      if _kind(node) == .null { return nil }
      if _kind(node) == .string { return _string(node) }
    }
    return try _decodeStringIfPresent(forKey: key)
  }

  /// The general way of `decodeIfPresent(_:forKey:)` for a `String`.
  @usableFromInline
  mutating func _decodeStringIfPresent(forKey key: StaticString) throws -> String? {
    let decoder = decoder
    return try readOptionalScalar(key) { try decoder.core.decodeString($0, step: $1) }
  }

  /// Decodes the `Double` for `key`, or `nil` when the key is missing or the value `null`.
  ///
  /// - Parameters:
  ///   - type: `Double.self`.
  ///   - key: The key, as written in the document.
  /// - Returns: The value, or `nil`.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `KeyedDecodingContainer` does.
  @inlinable @inline(__always)
  public mutating func decodeIfPresent(
    _ type: Double.Type, forKey key: StaticString
  ) throws -> Double? {
    if _inlineReads.scalars, let member = _guess(key) {
      let node = member &+ 1
      if _kind(node) == .null { return nil }
      switch _kind(node) {
      case .int: return Double(Int64(bitPattern: unsafe _words[2 &* node &+ 1]))
      case .decimal, .negativeDecimal: if let value = _double(node) { return value }
      default: break
      }
    }
    return try _decodeDoubleIfPresent(forKey: key)
  }

  /// The general way of `decodeIfPresent(_:forKey:)` for a `Double`.
  @usableFromInline
  mutating func _decodeDoubleIfPresent(forKey key: StaticString) throws -> Double? {
    let decoder = decoder
    return try readOptionalScalar(key) { try decoder.core.decodeFloat($0, step: $1) }
  }

  /// Decodes the `Int` for `key`, or `nil` when the key is missing or the value `null`.
  ///
  /// - Parameters:
  ///   - type: `Int.self`.
  ///   - key: The key, as written in the document.
  /// - Returns: The value, or `nil`.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `KeyedDecodingContainer` does.
  @inlinable @inline(__always)
  public mutating func decodeIfPresent(
    _ type: Int.Type, forKey key: StaticString
  ) throws -> Int? {
    if _inlineReads.scalars, let member = _guess(key) {
      let node = member &+ 1
      if _kind(node) == .null { return nil }
      if _kind(node) == .int, let value = _int(node) { return value }
    }
    return try _decodeIntIfPresent(forKey: key)
  }

  /// The general way of `decodeIfPresent(_:forKey:)` for a `Int`.
  @usableFromInline
  mutating func _decodeIntIfPresent(forKey key: StaticString) throws -> Int? {
    let decoder = decoder
    return try readOptionalScalar(key) { try decoder.core.decodeInteger($0, step: $1) }
  }

  /// Decodes a value of a ``Mappable`` type for `key` through its fast path, or `nil` when
  /// the key is missing or the value `null`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - key: The key, as written in the document.
  /// - Returns: The value, or `nil`.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `KeyedDecodingContainer` does.
  @inlinable
  public mutating func decodeIfPresent<T: Mappable>(
    _ type: T.Type, forKey key: StaticString
  ) throws -> T? {
    let member: Int
    switch _lookUpOptional(key, array: false) {
    case .inline(let found): member = found
    case .missing, .null: return nil
    case let lookup: return try _decodeIfPresentInGeneral(type, forKey: key, lookup)
    }
    guard let (entered, saved) = _enterModel(member) else {
      return try _decodeIfPresentInGeneral(type, forKey: key, .member(member))
    }
    do {
      return try _decodeValue(T.self, entered, of: member, restoring: saved)
    } catch {
      return try _failedOptional(error, member: member)
    }
  }

  /// Decodes an array of a ``Mappable`` type for `key`, each element through its fast path,
  /// or `nil` when the key is missing or the value `null`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - key: The key, as written in the document.
  /// - Returns: The value, or `nil`.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `KeyedDecodingContainer` does.
  @inlinable
  public mutating func decodeIfPresent<T: Mappable>(
    _ type: [T].Type, forKey key: StaticString
  ) throws -> [T]? {
    let member: Int
    switch _lookUpOptional(key, array: true) {
    case .inline(let found): member = found
    case .missing, .null: return nil
    case let lookup: return try _decodeIfPresentInGeneral(type, forKey: key, lookup)
    }
    guard let (array, saved) = _enterModel(member) else {
      return try _decodeIfPresentInGeneral(type, forKey: key, .member(member))
    }
    do {
      defer { _leave(restoring: saved) }
      return try array._decodeElements(T.self)
    } catch {
      return try _failedOptional(error, member: member)
    }
  }

  /// Decodes a value of any `Decodable` type for `key`, or `nil` when the key is missing or
  /// the value `null`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - key: The key, as written in the document.
  /// - Returns: The value, or `nil`.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `KeyedDecodingContainer` does.
  @inlinable
  public mutating func decodeIfPresent<T: Decodable>(
    _ type: T.Type, forKey key: StaticString
  ) throws -> T? {
    // As in `decode(_:forKey:)`. `unsafeBitCast` is safe in each branch: `T` is exactly the
    // type just compared with.
    let member = _inlineReads.untracked ? _guess(key) : nil
    if let member, _kind(member &+ 1) == .null { return nil }
    if T.self == [Int].self {
      if let member, let integers = _integers(member &+ 1) {
        return unsafe unsafeBitCast(integers, to: T?.self)
      }
      return unsafe unsafeBitCast(
        try _decodeIntegersIfPresent(forKey: key, at: member), to: T?.self)
    }
    if T.self == [Double].self {
      return unsafe unsafeBitCast(try _decodeDoublesIfPresent(forKey: key, at: member), to: T?.self)
    }
    if T.self == [String].self {
      return unsafe unsafeBitCast(try _decodeStringsIfPresent(forKey: key, at: member), to: T?.self)
    }
    return try decodeNestedValueIfPresent(type, forKey: key, at: member)
  }

  /// `decodeIfPresent(_:forKey:)` of any `Decodable` type, compiled here; `member` is the
  /// key's member when the caller found it.
  @usableFromInline
  mutating func decodeNestedValueIfPresent<T: Decodable>(
    _ type: T.Type, forKey key: StaticString, at member: Int? = nil
  ) throws -> T? {
    let decoder = decoder
    var found = member
    let value = try optional(
      {
        if found == nil { found = find(key) }
        return found
      }
    ) { try decoder.decodeNested(type, at: $0, step: $1) }
    if member == nil { _found(found) }
    return value
  }
}
