//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// An unkeyed container over an array in JSON bytes, or over a single value that lenient
/// coercion reads as a one-element array.
@safe
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
  private let decoder: TapeDecoder
  private let depth: Int
  private let ownSteps: [PathStep]?
  let count: Int?
  private(set) var currentIndex = 0
  /// The next element's entry, valid while `currentIndex < count`.
  private var current: Int

  init(decoder: TapeDecoder, array: Int, depth: Int, ownSteps: [PathStep]?) {
    self.decoder = decoder
    count = decoder.core.source.tape.containerCount(array)
    current = array &+ 1
    self.depth = depth
    self.ownSteps = ownSteps
  }

  init(decoder: TapeDecoder, singleElement: Int, depth: Int, ownSteps: [PathStep]?) {
    self.decoder = decoder
    count = 1
    current = singleElement
    self.depth = depth
    self.ownSteps = ownSteps
  }

  var codingPath: [any CodingKey] {
    decoder.withSteps(ownSteps) { decoder.core.codingPath(depth: depth) }
  }

  var isAtEnd: Bool { currentIndex >= count ?? 0 }

  /// Reads the next element, and moves past it only if reading succeeds (or, in a report,
  /// recovers).
  @inline(__always)
  private mutating func next<T>(
    typeDefault: () -> T?, placeholder: () throws -> T, _ read: (Int, PathStep) throws -> T
  ) throws -> T {
    try next(read) { [decoder] error, node, step in
      try decoder.failed(
        error, node: node, step: step, typeDefault: typeDefault, placeholder: placeholder)
    }
  }

  /// Reads the next element with `read`; when that throws, `recover` makes the outcome of the
  /// error (the decoder's, see `TapeDecoder+Recovery.swift`).
  @inline(__always)
  private mutating func next<T>(
    _ read: (Int, PathStep) throws -> T,
    recovering recover: (any Error, Int, PathStep) throws -> T
  ) throws -> T {
    try nextNode { node, step in
      do {
        return try read(node, step)
      } catch {
        return try recover(error, node, step)
      }
    }
  }

  @inline(__always)
  private mutating func next<T: TypeDefaultable>(_ read: (Int, PathStep) throws -> T) throws -> T {
    try next(typeDefault: { T.typeDefault }, placeholder: { T.typeDefault }, read)
  }

  /// Reads the next element without defaults, for nested containers.
  @inline(__always)
  private mutating func nextNode<T>(_ read: (Int, PathStep) throws -> T) throws -> T {
    guard !isAtEnd else { throw atEnd(T.self) }
    let value = try decoder.withSteps(ownSteps) { try read(current, .index(currentIndex)) }
    moveToNext()
    return value
  }

  /// Moves past the current element.
  @inline(__always)
  private mutating func moveToNext() {
    currentIndex += 1
    if currentIndex < count ?? 0 { current = decoder.core.source.tape.next(after: current) }
  }

  private func atEnd<T>(_ type: T.Type) -> DecodingError {
    decoder.withSteps(ownSteps) {
      let error = RemapError(
        .valueNotFound, "expected another array element after the \(count ?? 0) present",
        path: decoder.core.valuePath(depth: depth, step: nil))
      return DecodingError.valueNotFound(
        T.self,
        DecodingError.Context(
          codingPath: decoder.core.codingPath(depth: depth)
            + [AnyCodingKey(intValue: currentIndex)],
          debugDescription: error.message, underlyingError: error))
    }
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else { throw atEnd(Never?.self) }
    guard decoder.core.source.tape.kind(current) == .null else { return false }
    moveToNext()
    return true
  }

  @inline(__always)
  private mutating func integer<I: FixedWidthInteger & TypeDefaultable>() throws -> I {
    try next { [decoder] in try decoder.core.decodeInteger($0, step: $1) }
  }

  // The per-scalar family `UnkeyedDecodingContainer` requires: one overload per type, each
  // one line into `next` (`integer` for the ten integer types). Swift cannot meet these
  // requirements with one generic method, and the protocol's defaults would send every scalar
  // through the generic `decode(_:)`; generating them (gyb, a macro) would hide the lines,
  // not remove them.
  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try next { [decoder] in try decoder.core.decodeBool($0, step: $1) }
  }
  mutating func decode(_ type: String.Type) throws -> String {
    try next { [decoder] in try decoder.core.decodeString($0, step: $1) }
  }
  mutating func decode(_ type: Double.Type) throws -> Double {
    try next { [decoder] in try decoder.core.decodeFloat($0, step: $1) }
  }
  mutating func decode(_ type: Float.Type) throws -> Float {
    try next { [decoder] in try decoder.core.decodeFloat($0, step: $1) }
  }
  mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next(
      { [decoder] node, step in try decoder.decodeNested(type, at: node, step: step) },
      recovering: { [decoder] error, node, step in
        try decoder.failedNested(type, error: error, node: node, step: step)
      })
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let decoder = decoder
    return try nextNode { node, step in
      try decoder.withNode(node, step: step) {
        try decoder.container(keyedBy: type, keepsPath: true)
      }
    }
  }

  /// The next element as an object, for ``ArrayReader/nestedObject()``.
  mutating func nestedObjectReader() throws -> ObjectReader {
    let decoder = decoder
    return try nextNode { node, step in
      try decoder.withNode(node, step: step) { try decoder.objectReader(keepsPath: true) }
    }
  }

  /// The next element as an array, for ``ArrayReader/nestedArray()``.
  mutating func nestedArrayContainer() throws -> TapeUnkeyedContainer {
    let decoder = decoder
    return try nextNode { node, step in
      try decoder.withNode(node, step: step) { try decoder.arrayContainer(keepsPath: true) }
    }
  }

  /// Moves past the next element without reading it.
  mutating func skip() throws {
    try nextNode { _, _ in () }
  }

  /// The next element's value, for ``ArrayReader/withNextValue(_:)``.
  mutating func withNextValue<R>(_ body: (inout ValueReader) throws -> R) throws -> R {
    let decoder = decoder
    return try nextNode { node, step in
      try decoder.withNode(node, step: step) {
        var reader = ValueReader(decoder: decoder, node: node)
        return try body(&reader)
      }
    }
  }

  /// The path of the array, for ``ArrayReader/path``.
  var valuePath: ValuePath {
    decoder.withSteps(ownSteps) { decoder.core.valuePath(depth: depth, step: nil) }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let decoder = decoder
    return try nextNode { node, step in
      try decoder.withNode(node, step: step) { try decoder.unkeyedContainer(keepsPath: true) }
    }
  }

  mutating func superDecoder() throws -> any Decoder {
    let decoder = decoder
    let depth = depth
    return try nextNode { node, step in
      var nested = decoder.core
      nested.node = node
      nested.steps = Array(nested.steps.prefix(depth)) + [step]
      nested.cursors = []
      let superDecoder = TapeDecoder(core: nested)
      decoder.adopt(superDecoder)
      return superDecoder
    }
  }
}
