//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// The steps of the reads that are compiled into the model's own module.
//
// `ObjectReader`'s methods for `Mappable` values and arrays of them, and its generic
// `decode`/`decodeIfPresent`, are `@inlinable`: the compiler specializes them for the model's
// types where the generated code calls them, so that a nested model is built, and an array of
// them grown, by code that knows their type. Here, in RemapCore, the same work would run
// unspecialized, asking the runtime for the type's layout and the array's metadata for every
// value, which cost more than reading a small object's members.
//
// What is inlined is only the part that needs the type: creating the value and the array.
// Finding the member, moving the decoder's position and path, and everything that happens on
// an error are the steps below, compiled once here. Together they do what the decoder does
// for the same value through `TapeDecoder.decodeMappable` and `decodeMappableArray`: the same
// code decides, so both give the same value, error and report (`FastPathDifferentialTests`).

extension ObjectReader {
  // MARK: - Reading without the decoder

  // The common case of every read is compiled into the model's module whole: the key is the
  // member after the last one found, and its value is of the kind asked for. Comparing the
  // key then costs a comparison of its length and of its bytes with a literal whose length
  // the compiler knows, and reading the value a look at its tape entry, with no call into
  // the decoder. Anything else (another member, another kind of value, a missing key, a
  // transform, a report that tracks members) goes the general way, which decides alike.

  /// Which reads may skip the decoder when the key is found in order.
  @usableFromInline
  struct _InlineReads {
    /// Members are not tracked for unknown keys: finding one needs no record.
    @usableFromInline let untracked: Bool
    /// The reader keeps a path of its own (see `ownSteps`), which only the general way puts
    /// back: a value read another way would have errors at the wrong path.
    @usableFromInline let keepsPath: Bool
    /// Scalars of the kind asked for: untracked, and no transform for a scalar type.
    @usableFromInline let scalars: Bool
    /// `Mappable` values: untracked, the fast path on with no transform that may apply,
    /// and the reader's path is the decoder's (see `ownSteps`).
    @usableFromInline let models: Bool
    /// Optional `Mappable` values: `models`, and not reporting (a report reads an optional
    /// the general way, see `TapeDecoder.optionalValue`).
    @usableFromInline let optionalModels: Bool
    /// Keys are matched exactly or fuzzily, and members are not tracked: the reader may
    /// search (see `ObjectReader.find(_:)`).
    let searches: Bool
    /// Keys are matched fuzzily.
    let fuzzyKeys: Bool
    /// Arrays of `Mappable` values: `models`, and collections are not lossy.
    @usableFromInline let modelArrays: Bool
    /// Optional arrays of `Mappable` values: both of the above.
    @usableFromInline let optionalModelArrays: Bool

    init(_ core: borrowing DecodingCore, keepsPath: Bool) {
      untracked = core.matchedMembers == nil
      self.keepsPath = keepsPath
      scalars = untracked && !core.hasScalarTransforms
      fuzzyKeys = core.options.keyMatching.kind == .fuzzy
      searches = untracked && (fuzzyKeys || core.options.keyMatching.kind == .exact)
      models = untracked && !core.mappableGoesAround && !keepsPath
      optionalModels = models && core.diagnostics == nil
      modelArrays = models && !core.options.lossyCollections
      optionalModelArrays = optionalModels && modelArrays
    }
  }

  /// The member for `key` when it is the one after the member last found (`_next`).
  ///
  /// The key is compared exactly, and `_next` moves past the member found; `nil` does not
  /// mean that the key is missing.
  ///
  /// A superseded or escaped key never matches here: its flags are above any length.
  @inlinable @inline(__always)
  mutating func _guess(_ key: StaticString) -> Int? {
    let member = _next
    guard member != _end, key.hasPointerRepresentation,
      unsafe _keyEquals(member, key.utf8Start, count: key.utf8CodeUnitCount)
    else { return nil }
    _lastFound = member
    _next = _entry(after: member &+ 1)
    return member
  }

  /// Whether the key of `member` is exactly the `count` bytes of UTF-8 at `key`.
  ///
  /// A superseded or escaped key never is: its flags are above any length.
  @inlinable @inline(__always)
  func _keyEquals(_ member: Int, _ key: UnsafePointer<UInt8>, count: Int) -> Bool {
    guard unsafe _words[2 &* member &+ 1] == UInt64(truncatingIfNeeded: count) else {
      return false
    }
    let offset = unsafe Int(truncatingIfNeeded: _words[2 &* member] & 0xFF_FFFF_FFFF)
    return unsafe BytesComparison.equal(_bytes + offset, key, count: count)
  }

  /// The entry after `entry`'s value, past a container's descendants.
  @inlinable @inline(__always)
  func _entry(after entry: Int) -> Int {
    let kind = _kind(entry)
    guard kind == .array || kind == .object else { return entry &+ 1 }
    return unsafe Int(truncatingIfNeeded: _words[2 &* entry &+ 1] & 0xFFFF_FFFF)
  }

  /// Moves `_next` past `member`, found the general way.
  @usableFromInline
  mutating func _found(_ member: Int?) {
    guard let member else { return }
    if member != _next && member != _lastFound { foundInOrder = false }
    _lastFound = member
    _next = _entry(after: member &+ 1)
  }

  /// The kind of a tape entry.
  @inlinable @inline(__always)
  func _kind(_ entry: Int) -> TapeKind {
    // A kind's raw value is its tag (see `TapeKind`).
    unsafe unsafeBitCast(UInt8(truncatingIfNeeded: _words[2 &* entry] >> 56), to: TapeKind.self)
  }

  /// The `Int` of an `int` entry, when it fits.
  @inlinable @inline(__always)
  func _int(_ entry: Int) -> Int? {
    Int(exactly: Int64(bitPattern: unsafe _words[2 &* entry &+ 1]))
  }

  /// The integers of an array entry whose elements are all `int` entries that fit an `Int`,
  /// read as the decoder reads them when no transform may apply (`_InlineReads.models`);
  /// `nil` for anything else, which the general way decides (a coerced or failed element,
  /// a value that is not an array, a single value read as an array).
  ///
  /// The array of a model's `[Int]` property (twitter's `indices`) costs a walk over its
  /// entries, instead of a trip through the decoder's generic `decodeValue`.
  @inlinable @inline(__always)
  func _integers(_ node: Int) -> [Int]? {
    guard _inlineReads.models, _kind(node) == .array else { return nil }
    let count = unsafe Int(truncatingIfNeeded: _words[2 &* node &+ 1] >> 32)
    // Not `init(unsafeUninitializedCapacity:)`: its buffer comes from the standard library's
    // unspecialized code, which looks up the storage's metadata on every call.
    var integers: [Int] = []
    integers.reserveCapacity(count)
    // Each element is one entry while they are all integers.
    for entry in node &+ 1..<node &+ 1 &+ count {
      guard _kind(entry) == .int, let value = _int(entry) else { return nil }
      integers.append(value)
    }
    return integers
  }

  /// The string of a string entry, as `TapeSource.string(_:)` reads it, from the words and
  /// bytes this reader holds: through the decoder, the source would be copied, which costs
  /// four retains and releases.
  @inlinable @inline(__always)
  func _string(_ entry: Int) -> String {
    unsafe Self._string(entry, words: _words, bytes: _bytes)
  }

  /// ``_string(_:)``, out of line.
  ///
  /// Static, with the tape's words and bytes as arguments: a method would be handed a copy of
  /// the reader, made at every call from the caller's `inout` reader (the same goes for the
  /// other steps below, which are `mutating` for it).
  @usableFromInline
  static func _string(
    _ entry: Int, words: UnsafePointer<UInt64>, bytes: UnsafePointer<UInt8>
  ) -> String {
    let payload = unsafe words[2 &* entry &+ 1]
    let length = Int(truncatingIfNeeded: payload & JSONTape.stringLengthMask)
    let start = unsafe bytes + Int(truncatingIfNeeded: words[2 &* entry] & 0xFF_FFFF_FFFF)
    // The scanner validated the text (and `JSONTreeIndexer` copies it from `String`s).
    if payload & JSONTape.escapedStringFlag == 0 {
      return unsafe ValidatedUTF8.string(start, count: length)
    }
    return unsafe JSONStringDecoder.decode(start, count: length)
  }

  /// The `Double` of a decimal entry, when the decoder would read it without a second look
  /// (see `DecodingCore.decodeFloat`).
  @inlinable @inline(__always)
  func _double(_ entry: Int) -> Double? {
    unsafe Self._double(entry, words: _words)
  }

  /// ``_double(_:)``, out of line.
  @usableFromInline
  static func _double(_ entry: Int, words: UnsafePointer<UInt64>) -> Double? {
    let word = unsafe words[2 &* entry]
    let number = JSON.Number(
      storage: .decimal(
        significand: unsafe words[2 &* entry &+ 1],
        exponent: Int32(Int16(truncatingIfNeeded: word >> 40)),
        negative: UInt8(truncatingIfNeeded: word >> 56) == TapeKind.negativeDecimal.rawValue))
    guard let value = number.nearest(Double.self), value != 0 else { return nil }
    return value
  }

  /// Moves the decoder to the value of `member` for a nested model, as `_enter(_:)` does,
  /// when the stack has room for another level (see `StackGuard`); `nil` when it has not,
  /// and the general way reports it.
  @usableFromInline
  mutating func _enterModel(_ member: Int) -> (value: ValueReader, saved: Int)? {
    guard decoder.core.stackGuard.hasRoom() else { return nil }
    return decoder.enter(member &+ 1, step: .member(member))
  }

  /// What the reader found for a key, for a read specialized in the caller.
  @usableFromInline
  enum _Lookup {
    /// The member, whose value the caller reads itself.
    case inline(member: Int)
    /// The member, whose value must be read the general way (a transform may apply, the
    /// fast path is off, or an array's value is not an array).
    case member(Int)
    /// No member for the key.
    case missing
    /// The member's value is `null`, for an optional read.
    case null
    /// Not looked up: the reader keeps a path of its own, which only the general way puts
    /// back.
    case general
  }

  /// Looks up `key` for a `Mappable` read specialized in the caller.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - array: Whether the caller reads an array of the type.
  ///   - optional: Whether `null` reads as `nil`.
  /// - Returns: What to do next.
  @usableFromInline
  mutating func _lookUp(_ key: StaticString, array: Bool, optional: Bool) -> _Lookup {
    guard ownSteps == nil else { return .general }
    guard let member = find(key) else { return .missing }
    _found(member)
    let decoder = decoder
    let kind = decoder.core.source.tape.kind(member &+ 1)
    if optional && kind == .null { return .null }
    // A report reads an optional value the general way, which takes back the errors
    // recorded inside it under `nilForOptionals` (`TapeDecoder.optionalValue`).
    if optional && decoder.core.diagnostics != nil { return .member(member) }
    // The general way also stops at a stack about to overflow (see `StackGuard`): every
    // level of a nested model passes through here.
    // And it checks the members of the value once the type's own code returns, when unknown
    // keys are tracked (`TapeDecoder.decodeOwn`), whatever types decode at the same value.
    if decoder.core.mappableGoesAround || decoder.core.matchedMembers != nil
      || !decoder.core.stackGuard.hasRoom()
    {
      return .member(member)
    }
    if array && (kind != .array || decoder.core.options.lossyCollections) {
      return .member(member)
    }
    return .inline(member: member)
  }

  /// Looks up `key` for an optional `Mappable` value or array of them, specialized in the
  /// caller: the member found in order is settled here, inline (`null`, or read inline when
  /// `_InlineReads` allows it), any other the general way (`_lookUp(_:array:optional:)`).
  ///
  /// What the two `decodeIfPresent(_:forKey:)` of `Mappable` types share.
  @inlinable @inline(__always)
  mutating func _lookUpOptional(_ key: StaticString, array: Bool) -> _Lookup {
    guard _inlineReads.untracked, let member = _guess(key) else {
      return _lookUp(key, array: array, optional: true)
    }
    let kind = _kind(member &+ 1)
    if kind == .null { return .null }
    let inline =
      array
      ? _inlineReads.optionalModelArrays && kind == .array : _inlineReads.optionalModels
    guard inline else { return _inlineReads.keepsPath ? .general : .member(member) }
    return .inline(member: member)
  }

  /// Moves the decoder back to the object after `_enter(_:)`.
  @usableFromInline
  mutating func _leave(restoring saved: Int) {
    decoder.leave(restoring: saved)
  }

  /// Decodes the value of `member` inline through `T`'s fast path, the decoder already at it
  /// (`_enterModel(_:)` gave `entered` and `saved`).
  ///
  /// What `decode(_:forKey:)` and `decodeIfPresent(_:forKey:)` of a `Mappable` value share.
  /// Moves the decoder back to the object, also when that throws; the caller makes the
  /// outcome of an error.
  @inlinable
  mutating func _decodeValue<T: Mappable>(
    _ type: T.Type, _ entered: ValueReader, of member: Int, restoring saved: Int
  ) throws -> T {
    var value = entered
    do {
      let decoded = try T(_$from: &value)
      _leave(restoring: saved)
      return decoded
    } catch {
      return try _recovered(T.self, error, member: member, restoring: saved)
    }
  }

  /// The value after all (a recovery) or the error to throw, for an error thrown while
  /// decoding the value of `member` inline.
  ///
  /// Called with the decoder still at the value; moves it back to the object.
  @usableFromInline
  mutating func _recovered<T: Mappable>(
    _ type: T.Type, _ error: any Error, member: Int, restoring saved: Int
  ) throws -> T {
    let outcome = decoder.ownOutcome(T.self, error, node: member &+ 1)
    decoder.leave(restoring: saved)
    return try outcome.get()
  }

  /// The outcome of an error thrown while decoding the value of `member` (a `Mappable`
  /// value or an array of them) inline, the decoder back at the object.
  @usableFromInline
  mutating func _failedNested<T: Decodable>(
    _ type: T.Type, _ error: any Error, member: Int
  ) throws -> T {
    try decoder.failedNested(type, error: error, node: member &+ 1, step: .member(member))
  }

  /// `_failedNested(_:_:member:)` for an optional value: `nil` when the decoder leaves it
  /// out.
  @usableFromInline
  mutating func _failedOptional<T>(_ error: any Error, member: Int) throws -> T? {
    try decoder.failedOptional(error, node: member &+ 1, step: .member(member))
  }

  /// A required `Mappable` value the general way, after `_lookUp(_:array:optional:)`.
  @usableFromInline
  mutating func _decodeInGeneral<T: Mappable>(
    _ type: T.Type, forKey key: StaticString, _ lookup: _Lookup
  ) throws -> T {
    let decoder = decoder
    return try readRequired(key, lookup, type) {
      try decoder.decodeMappable(type, at: $0, step: $1)
    }
  }

  /// A required array of a `Mappable` type the general way, after
  /// `_lookUp(_:array:optional:)`.
  @usableFromInline
  mutating func _decodeInGeneral<T: Mappable>(
    _ type: [T].Type, forKey key: StaticString, _ lookup: _Lookup
  ) throws -> [T] {
    let decoder = decoder
    return try readRequired(key, lookup, type) {
      try decoder.decodeMappableArray(T.self, at: $0, step: $1)
    }
  }

  /// An optional `Mappable` value the general way, after `_lookUp(_:array:optional:)`.
  @usableFromInline
  mutating func _decodeIfPresentInGeneral<T: Mappable>(
    _ type: T.Type, forKey key: StaticString, _ lookup: _Lookup
  ) throws -> T? {
    let decoder = decoder
    return try readOptional(key, lookup) { try decoder.decodeMappable(type, at: $0, step: $1) }
  }

  /// An optional array of a `Mappable` type the general way, after
  /// `_lookUp(_:array:optional:)`.
  @usableFromInline
  mutating func _decodeIfPresentInGeneral<T: Mappable>(
    _ type: [T].Type, forKey key: StaticString, _ lookup: _Lookup
  ) throws -> [T]? {
    let decoder = decoder
    return try readOptional(key, lookup) {
      try decoder.decodeMappableArray(T.self, at: $0, step: $1)
    }
  }

  /// A required value read by `read`, with the member already looked up (or not, for
  /// `_Lookup/general`).
  private func readRequired<T: Decodable>(
    _ key: StaticString, _ lookup: _Lookup, _ type: T.Type,
    _ read: (Int, PathStep) throws -> T
  ) throws -> T {
    let member: Int
    switch lookup {
    case .inline(let found), .member(let found): member = found
    case .missing:
      return try decoder.missingNested(
        type, key: AnyCodingKey(key.description), object: object, depth: depth)
    case .null, .general:
      return try requiredNested(key, type, read)
    }
    let node = member &+ 1
    do {
      return try read(node, .member(member))
    } catch {
      return try decoder.failedNested(type, error: error, node: node, step: .member(member))
    }
  }

  /// An optional value read by `read`, with the member already looked up (or not, for
  /// `_Lookup/general`).
  private func readOptional<T>(
    _ key: StaticString, _ lookup: _Lookup, _ read: (Int, PathStep) throws -> T
  ) throws -> T? {
    let member: Int
    switch lookup {
    case .inline(let found), .member(let found): member = found
    case .missing, .null: return nil
    case .general:
      return try optional(key, read)
    }
    let node = member &+ 1
    return try decoder.optionalValue(at: node, step: .member(member)) {
      try read(node, .member(member))
    }
  }

  // MARK: - Arrays of scalars

  /// `[Int]`, `[Double]` and `[String]` for the generic `decode(_:forKey:)`, through
  /// the decoder's code for each, specialized here; `member` is the key's member when the
  /// caller found it.
  @usableFromInline
  mutating func _decodeIntegers(forKey key: StaticString, at member: Int?) throws -> [Int] {
    try decodeNestedValue([Int].self, forKey: key, at: member)
  }

  @usableFromInline
  mutating func _decodeDoubles(forKey key: StaticString, at member: Int?) throws -> [Double] {
    try decodeNestedValue([Double].self, forKey: key, at: member)
  }

  @usableFromInline
  mutating func _decodeStrings(forKey key: StaticString, at member: Int?) throws -> [String] {
    try decodeNestedValue([String].self, forKey: key, at: member)
  }

  @usableFromInline
  mutating func _decodeIntegersIfPresent(forKey key: StaticString, at member: Int?) throws -> [Int]?
  {
    try decodeNestedValueIfPresent([Int].self, forKey: key, at: member)
  }

  @usableFromInline
  mutating func _decodeDoublesIfPresent(forKey key: StaticString, at member: Int?) throws
    -> [Double]?
  {
    try decodeNestedValueIfPresent([Double].self, forKey: key, at: member)
  }

  @usableFromInline
  mutating func _decodeStringsIfPresent(forKey key: StaticString, at member: Int?) throws
    -> [String]?
  {
    try decodeNestedValueIfPresent([String].self, forKey: key, at: member)
  }
}

extension ValueReader {
  /// The number of elements of the array this reader is at.
  @usableFromInline
  var _count: Int { decoder.core.source.count(of: node) }

  /// The entry of the array's first element.
  @usableFromInline
  var _firstElement: Int { node &+ 1 }

  /// The entry of the element after `element`.
  @usableFromInline
  func _element(after element: Int) -> Int {
    decoder.core.source.tape.next(after: element)
  }

  /// Moves the decoder to an element of the array, as decoding an element does.
  ///
  /// - Returns: The element, and what `_leave(restoring:)` puts back.
  @usableFromInline
  func _enter(_ element: Int, index: Int) -> (value: ValueReader, saved: Int) {
    decoder.enter(element, step: .index(index))
  }

  /// Moves the decoder back after `_enter(_:index:)`.
  @usableFromInline
  func _leave(restoring saved: Int) {
    decoder.leave(restoring: saved)
  }

  /// The outcome of an error thrown while decoding the element `element` inline, the
  /// decoder still at it: the element after all (a recovery), `nil` to leave it out, or the
  /// error.
  @usableFromInline
  func _failedElement<T: Mappable>(
    _ type: T.Type, _ error: any Error, element: Int, index: Int, restoring saved: Int
  ) throws -> T? {
    let outcome = decoder.ownOutcome(T.self, error, node: element)
    decoder.leave(restoring: saved)
    do {
      switch outcome {
      case .success(let value): return value
      case .failure(let error):
        return try decoder.failedNested(T.self, error: error, node: element, step: .index(index))
      }
    } catch is PlaceholderUnavailable {
      // As in `TapeDecodableArray`: the report has an error already.
      return nil
    }
  }

  /// Decodes the elements of the array this reader is at, each through `T`'s fast path:
  /// what the decoder does for an array of a `Mappable` type, specialized for `T` in the
  /// caller.
  @inlinable
  func _decodeElements<T: Mappable>(_ type: T.Type) throws -> [T] {
    let count = _count
    var elements: [T] = []
    elements.reserveCapacity(count)
    var entry = _firstElement
    for index in 0..<count {
      let current = entry
      entry = _element(after: current)
      let (entered, saved) = _enter(current, index: index)
      var element = entered
      do {
        let value = try T(_$from: &element)
        _leave(restoring: saved)
        elements.append(value)
      } catch {
        if let value = try _failedElement(
          T.self, error, element: current, index: index, restoring: saved)
        {
          elements.append(value)
        }
      }
    }
    return elements
  }
}
