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
  func _lookUp(_ key: StaticString, array: Bool, optional: Bool) -> _Lookup {
    guard ownSteps == nil else { return .general }
    guard let member = find(key) else { return .missing }
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

  /// Moves the decoder to the value of `member`, as decoding a nested value does.
  ///
  /// - Returns: The value, and what `_leave(restoring:)` puts back.
  @usableFromInline
  func _enter(_ member: Int) -> (value: ValueReader, saved: Int) {
    decoder.enter(member &+ 1, step: .member(member))
  }

  /// Moves the decoder back to the object after `_enter(_:)`.
  @usableFromInline
  func _leave(restoring saved: Int) {
    decoder.leave(restoring: saved)
  }

  /// Decodes the elements of the array of `member` inline, each through `T`'s fast path,
  /// and moves the decoder back to the object, also when that throws: the caller makes the
  /// outcome of the error.
  @inlinable
  func _decodeElements<T: Mappable>(_ type: T.Type, of member: Int) throws -> [T] {
    let (array, saved) = _enter(member)
    defer { _leave(restoring: saved) }
    return try array._decodeElements(T.self)
  }

  /// Decodes the value of `member` inline through `T`'s fast path.
  ///
  /// What `decode(_:forKey:)` and `decodeIfPresent(_:forKey:)` of a `Mappable` value share.
  /// Moves the decoder back to the object, also when that throws; the caller makes the
  /// outcome of an error, as for `_decodeElements(_:of:)`.
  @inlinable
  func _decodeValue<T: Mappable>(_ type: T.Type, of member: Int) throws -> T {
    let (entered, saved) = _enter(member)
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
  func _recovered<T: Mappable>(
    _ type: T.Type, _ error: any Error, member: Int, restoring saved: Int
  ) throws -> T {
    let outcome = decoder.ownOutcome(T.self, error, node: member &+ 1)
    decoder.leave(restoring: saved)
    return try outcome.get()
  }

  /// The outcome of an error thrown while decoding the value of `member` (a `Mappable`
  /// value or an array of them) inline, the decoder back at the object.
  @usableFromInline
  func _failedNested<T: Decodable>(_ type: T.Type, _ error: any Error, member: Int) throws -> T {
    try decoder.failedNested(type, error: error, node: member &+ 1, step: .member(member))
  }

  /// `_failedNested(_:_:member:)` for an optional value: `nil` when the decoder leaves it
  /// out.
  @usableFromInline
  func _failedOptional<T>(_ error: any Error, member: Int) throws -> T? {
    try decoder.failedOptional(error, node: member &+ 1, step: .member(member))
  }

  /// A required `Mappable` value the general way, after `_lookUp(_:array:optional:)`.
  @usableFromInline
  func _decodeInGeneral<T: Mappable>(
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
  func _decodeInGeneral<T: Mappable>(
    _ type: [T].Type, forKey key: StaticString, _ lookup: _Lookup
  ) throws -> [T] {
    let decoder = decoder
    return try readRequired(key, lookup, type) {
      try decoder.decodeMappableArray(T.self, at: $0, step: $1)
    }
  }

  /// An optional `Mappable` value the general way, after `_lookUp(_:array:optional:)`.
  @usableFromInline
  func _decodeIfPresentInGeneral<T: Mappable>(
    _ type: T.Type, forKey key: StaticString, _ lookup: _Lookup
  ) throws -> T? {
    let decoder = decoder
    return try readOptional(key, lookup) { try decoder.decodeMappable(type, at: $0, step: $1) }
  }

  /// An optional array of a `Mappable` type the general way, after
  /// `_lookUp(_:array:optional:)`.
  @usableFromInline
  func _decodeIfPresentInGeneral<T: Mappable>(
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
  /// the decoder's code for each, specialized here.
  @usableFromInline
  func _decodeIntegers(forKey key: StaticString) throws -> [Int] {
    var reader = self
    return try reader.decodeNestedValue([Int].self, forKey: key)
  }

  @usableFromInline
  func _decodeDoubles(forKey key: StaticString) throws -> [Double] {
    var reader = self
    return try reader.decodeNestedValue([Double].self, forKey: key)
  }

  @usableFromInline
  func _decodeStrings(forKey key: StaticString) throws -> [String] {
    var reader = self
    return try reader.decodeNestedValue([String].self, forKey: key)
  }

  @usableFromInline
  func _decodeIntegersIfPresent(forKey key: StaticString) throws -> [Int]? {
    var reader = self
    return try reader.decodeNestedValueIfPresent([Int].self, forKey: key)
  }

  @usableFromInline
  func _decodeDoublesIfPresent(forKey key: StaticString) throws -> [Double]? {
    var reader = self
    return try reader.decodeNestedValueIfPresent([Double].self, forKey: key)
  }

  @usableFromInline
  func _decodeStringsIfPresent(forKey key: StaticString) throws -> [String]? {
    var reader = self
    return try reader.decodeNestedValueIfPresent([String].self, forKey: key)
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
