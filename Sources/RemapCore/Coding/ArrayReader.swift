//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The elements of one array of a document that ``RemapDecoder`` is decoding, read in order:
/// a cursor that a hand-written ``Mappable`` conformance reads an array through.
///
/// Each method reads the next element and moves past it, doing what
/// `UnkeyedDecodingContainer`'s method of the same name does in ``RemapDecoder`` (it is the
/// same code): coercion, policies for `null` and invalid values, and errors and report entries
/// at the element's path (`items[2]`), with its line and column.
///
/// ```swift
/// var points = try value.array()
/// var total = 0.0
/// while !points.isAtEnd {
///   total += try points.decode(Double.self)
/// }
/// ```
///
/// A reader is valid only during the `init(_$from:)` call it was made in.
public struct ArrayReader {
  var container: TapeUnkeyedContainer

  init(_ container: TapeUnkeyedContainer) { self.container = container }

  /// The number of elements.
  public var count: Int { container.count ?? 0 }

  /// The index of the next element.
  public var currentIndex: Int { container.currentIndex }

  /// Whether every element has been read.
  public var isAtEnd: Bool { container.isAtEnd }

  /// The path from the document's root to this array.
  public var path: ValuePath { container.valuePath }

  // MARK: - Elements

  /// Reads the next element as a `Bool`.
  ///
  /// - Parameter type: `Bool.self`.
  /// - Returns: The element.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `UnkeyedDecodingContainer` does;
  ///   ``RemapError/Code/valueNotFound`` past the last element.
  public mutating func decode(_ type: Bool.Type) throws -> Bool { try container.decode(type) }

  /// Reads the next element as a `String`.
  ///
  /// - Parameter type: `String.self`.
  /// - Returns: The element.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `UnkeyedDecodingContainer` does;
  ///   ``RemapError/Code/valueNotFound`` past the last element.
  public mutating func decode(_ type: String.Type) throws -> String {
    try container.decode(type)
  }

  /// Reads the next element as a `Double`.
  ///
  /// - Parameter type: `Double.self`.
  /// - Returns: The element.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `UnkeyedDecodingContainer` does;
  ///   ``RemapError/Code/valueNotFound`` past the last element.
  public mutating func decode(_ type: Double.Type) throws -> Double {
    try container.decode(type)
  }

  /// Reads the next element as an `Int`.
  ///
  /// - Parameter type: `Int.self`.
  /// - Returns: The element.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `UnkeyedDecodingContainer` does;
  ///   ``RemapError/Code/valueNotFound`` past the last element.
  public mutating func decode(_ type: Int.Type) throws -> Int { try container.decode(type) }

  /// Reads the next element as a `T`: scalars, arrays, dictionaries, Foundation's types and
  /// ``Mappable`` types by the decoder's own code, other types through their `init(from:)`.
  ///
  /// - Parameter type: The type to decode.
  /// - Returns: The element.
  /// - Throws: `DecodingError` carrying a ``RemapError``, as `UnkeyedDecodingContainer` does;
  ///   ``RemapError/Code/valueNotFound`` past the last element.
  public mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try container.decode(type)
  }

  /// Moves past the next element if it is `null`.
  ///
  /// - Returns: Whether the next element was `null`.
  /// - Throws: `DecodingError` carrying a ``RemapError`` past the last element.
  public mutating func decodeNil() throws -> Bool { try container.decodeNil() }

  /// Moves past the next element without reading it.
  ///
  /// - Throws: `DecodingError` carrying a ``RemapError`` past the last element.
  public mutating func skip() throws { try container.skip() }

  /// Reads the next element with `body`, which receives it as a value at the element's path.
  ///
  /// ```swift
  /// let point = try points.withNextValue { value in
  ///   var object = try value.object()
  ///   return (try object.decode(Double.self, forKey: "x"), try object.decode(Double.self, forKey: "y"))
  /// }
  /// ```
  ///
  /// - Parameter body: Reads the element.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws, or `DecodingError` carrying a ``RemapError`` past the last
  ///   element.
  public mutating func withNextValue<R>(_ body: (inout ValueReader) throws -> R) throws -> R {
    try container.withNextValue(body)
  }

  /// Reads the next element as an object, as `nestedContainer(keyedBy:)` does.
  ///
  /// - Returns: A reader of the element's members.
  /// - Throws: `DecodingError` carrying a ``RemapError`` when the element is not an object, or
  ///   past the last element.
  public mutating func nestedObject() throws -> ObjectReader {
    try container.nestedObjectReader()
  }

  /// Reads the next element as an array, as `nestedUnkeyedContainer()` does.
  ///
  /// - Returns: A reader of the element's elements.
  /// - Throws: `DecodingError` carrying a ``RemapError`` when the element is not an array, or
  ///   past the last element.
  public mutating func nestedArray() throws -> ArrayReader {
    ArrayReader(try container.nestedArrayContainer())
  }
}

extension ValueReader {
  /// The value as an array, to read its elements in order.
  ///
  /// This is what `Decoder.unkeyedContainer()` does: under lenient coercion a single value
  /// reads as an array of one element.
  ///
  /// - Returns: A reader of the array's elements.
  /// - Throws: `DecodingError` carrying a ``RemapError`` with code
  ///   ``RemapError/Code/typeMismatch`` (or ``RemapError/Code/valueNotFound`` for `null`)
  ///   when the value is not an array.
  public func array() throws -> ArrayReader {
    try decoder.withNode(node, step: nil) {
      ArrayReader(try decoder.arrayContainer(keepsPath: false))
    }
  }
}
