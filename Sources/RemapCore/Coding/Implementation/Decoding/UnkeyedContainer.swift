//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// An unkeyed container over an array of any ``DecodingSource``, or over a single value that
/// lenient coercion reads as a one-element array.
final class UnkeyedContainer<Source: DecodingSource>: UnkeyedDecodingContainer {
  private let impl: DecoderImpl<Source>
  private let depth: Int
  private let ownSteps: [PathStep<Source.Member>]?
  let count: Int?
  private(set) var currentIndex = 0
  /// The next element, valid while `currentIndex < count`.
  private var current: Source.Node

  init(impl: DecoderImpl<Source>, array: Source.Node, keepsPath: Bool) {
    self.impl = impl
    let count = impl.source.count(of: array)
    self.count = count
    current = count > 0 ? impl.source.firstElement(of: array) : array
    depth = impl.steps.count
    ownSteps = keepsPath ? impl.steps : nil
  }

  init(impl: DecoderImpl<Source>, singleElement: Source.Node, keepsPath: Bool) {
    self.impl = impl
    count = 1
    current = singleElement
    depth = impl.steps.count
    ownSteps = keepsPath ? impl.steps : nil
  }

  var codingPath: [any CodingKey] {
    impl.withSteps(ownSteps) { impl.codingPath(depth: depth) }
  }

  var isAtEnd: Bool { currentIndex >= count ?? 0 }

  /// Reads the next element and moves past it only if reading succeeds.
  @inline(__always)
  private func next<T>(_ read: (Source.Node, PathStep<Source.Member>) throws -> T) throws -> T {
    try impl.withSteps(ownSteps) {
      guard !isAtEnd else {
        let error = RemapError(
          .valueNotFound, "expected another array element after the \(count ?? 0) present",
          path: impl.valuePath(depth: depth, step: nil))
        throw DecodingError.valueNotFound(
          T.self,
          DecodingError.Context(
            codingPath: impl.codingPath(depth: depth) + [AnyCodingKey(intValue: currentIndex)],
            debugDescription: error.message, underlyingError: error))
      }
      let value = try read(current, .index(currentIndex))
      advance()
      return value
    }
  }

  @inline(__always)
  private func advance() {
    currentIndex += 1
    if currentIndex < count ?? 0 { current = impl.source.element(after: current) }
  }

  func decodeNil() throws -> Bool {
    guard !isAtEnd, impl.source.kind(of: current) == .null else { return false }
    advance()
    return true
  }

  func decode(_ type: Bool.Type) throws -> Bool { try next { try impl.decodeBool($0, step: $1) } }
  func decode(_ type: String.Type) throws -> String {
    try next { try impl.decodeString($0, step: $1) }
  }
  func decode(_ type: Double.Type) throws -> Double {
    try next { try impl.decodeFloat($0, step: $1) }
  }
  func decode(_ type: Float.Type) throws -> Float { try next { try impl.decodeFloat($0, step: $1) } }
  func decode(_ type: Int.Type) throws -> Int { try next { try impl.decodeInteger($0, step: $1) } }
  func decode(_ type: Int8.Type) throws -> Int8 { try next { try impl.decodeInteger($0, step: $1) } }
  func decode(_ type: Int16.Type) throws -> Int16 {
    try next { try impl.decodeInteger($0, step: $1) }
  }
  func decode(_ type: Int32.Type) throws -> Int32 {
    try next { try impl.decodeInteger($0, step: $1) }
  }
  func decode(_ type: Int64.Type) throws -> Int64 {
    try next { try impl.decodeInteger($0, step: $1) }
  }
  func decode(_ type: UInt.Type) throws -> UInt { try next { try impl.decodeInteger($0, step: $1) } }
  func decode(_ type: UInt8.Type) throws -> UInt8 {
    try next { try impl.decodeInteger($0, step: $1) }
  }
  func decode(_ type: UInt16.Type) throws -> UInt16 {
    try next { try impl.decodeInteger($0, step: $1) }
  }
  func decode(_ type: UInt32.Type) throws -> UInt32 {
    try next { try impl.decodeInteger($0, step: $1) }
  }
  func decode(_ type: UInt64.Type) throws -> UInt64 {
    try next { try impl.decodeInteger($0, step: $1) }
  }
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next { try impl.decodeNested(type, at: $0, step: $1) }
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try next { node, step in
      try impl.withNestedNode(node, step: step) {
        try impl.container(keyedBy: type, keepsPath: true)
      }
    }
  }

  func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next { node, step in
      try impl.withNestedNode(node, step: step) { try impl.unkeyedContainer(keepsPath: true) }
    }
  }

  func superDecoder() throws -> any Decoder {
    try next { node, step in
      let decoder = DecoderImpl(source: impl.source, options: impl.options, node: node)
      decoder.steps = Array(impl.steps.prefix(depth)) + [step]
      return decoder
    }
  }
}
