//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// What `@Mappable`'s generated fast path (`init(_$from:)`, `_$encode(to:)`) calls beside
// `ObjectReader` and `ObjectWriter`.
//
// A property with no attribute is read and written by `ObjectReader` and `ObjectWriter`
// directly. A property with an attribute (alternative keys, a path, a default, a transform,
// `@Lossy`, `Presence`, `@UnknownKeys`) is read through the same `_MappingDecodingContainer`
// call as in the generated `init(from:)`, over the decoder at the same object: the two paths
// share the code that decides, so they agree by construction. Encoding writes such properties
// through `ObjectWriter` too, except where a member's key is not known at compile time (the
// members `@UnknownKeys` captured) or a path opens nested objects: such a type encodes through
// its `encode(to:)`, by `_CodableEncoding`. Enums and classes follow the same rules
// (`EnumGenerator+FastPath.swift` and `FastPathGenerator.swift` in `RemapMacroExpansions`).

extension _MappingDecodingContainer {
  /// Opens the object that `value` reads, for the attributed properties of a fast path.
  ///
  /// The container reads the same object, at the same path, with the same decoder state as
  /// the `ObjectReader` of the same call: the two can be used in turn.
  ///
  /// - Parameter value: The value `init(_$from:)` received.
  /// - Throws: The decoder's error when the value is not an object.
  public init(_ value: ValueReader) throws {
    let decoder = value.decoder
    self = try decoder.withNode(value.node, step: nil) { try Self(decoder) }
  }
}

extension _MappingDecodingContainer {
  /// Reads the key of an externally tagged enum's object, as ``tag(at:)`` does with `nil`.
  ///
  /// - Parameter object: The enum's object.
  /// - Returns: The tag: the object's only key.
  /// - Throws: A type mismatch when the object has not exactly one key.
  public static func tag(of object: ObjectReader) throws -> String {
    try singleKey(object.keys, codingPath: object.codingPath)
  }

  /// The error for a tag that names no case, as ``unknownCase(_:at:cases:)`` makes it.
  ///
  /// - Parameters:
  ///   - tag: The tag found.
  ///   - key: The tag's key, or `nil` for an externally tagged enum.
  ///   - cases: The tags of the enum's cases.
  ///   - object: The enum's object.
  /// - Returns: The error to throw.
  public static func unknownCase(
    _ tag: String, at key: String?, cases: [String], in object: ObjectReader
  ) -> any Error {
    unknownCase(
      tag, at: key, cases: cases, codingPath: object.codingPath, remap: object.decoder)
  }
}

extension ValueReader {
  /// The decoder, at this value: for the helpers that generated code shares with its
  /// `init(from:)` (an enum's fallback, raw-value and untagged errors), which take a decoder.
  ///
  /// Generated code only. Valid only during the `init(_$from:)` call that received the
  /// reader.
  public var _decoder: any Decoder { decoder }
}

/// A value encoded through its `encode(to:)`, for a `@Mappable` type whose fast path cannot
/// write every member itself.
///
/// Generated code only; not part of the documented API.
public struct _CodableEncoding<Wrapped: Encodable>: Encodable {
  private let wrapped: Wrapped

  /// Wraps a value.
  ///
  /// - Parameter wrapped: The value.
  public init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  /// Encodes the value through its own `encode(to:)`.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The value's error.
  public func encode(to encoder: any Encoder) throws { try wrapped.encode(to: encoder) }
}

extension ObjectWriter {
  /// Encodes a ``Presence``: nothing for ``Presence/absent``, `null` for ``Presence/null``,
  /// as the generated `encode(to:)` does.
  ///
  /// Generated code only.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: The key, as the type names it; the encoder's key style applies.
  /// - Throws: What the value's encoding throws.
  public mutating func _encodePresence<T: Encodable>(
    _ value: Presence<T>, forKey key: StaticString
  ) throws {
    switch value {
    case .absent: break
    case .null: try encode(JSON.null, forKey: key)
    case .present(let wrapped): try encode(wrapped, forKey: key)
    }
  }

  /// Encodes an optional value, writing `nil` as `null` whatever the encoder does with
  /// optionals, as the generated `encode(to:)` does for an optional whose default is not
  /// `nil`.
  ///
  /// Generated code only.
  ///
  /// - Parameters:
  ///   - value: The value, or `nil`.
  ///   - key: The key, as the type names it; the encoder's key style applies.
  /// - Throws: What the value's encoding throws.
  public mutating func _encodeOrNull<T: Encodable>(_ value: T?, forKey key: StaticString) throws {
    if let value {
      try encode(value, forKey: key)
    } else {
      try encode(JSON.null, forKey: key)
    }
  }
}

// MARK: - Property types

/// The type of the property that `property` reads, for generated code.
///
/// `_mappingType(Self.self) { $0.name }` is `String.self`; the closure is never called.
///
/// The generated fast path passes the type to `ObjectReader`, whose overload for it is chosen
/// at compile time. It cannot spell the type as the model does: a type written in the model
/// may not be in scope in the generated extension (a nested type naming a sibling).
///
/// Generated code only.
///
/// - Parameters:
///   - model: The model type.
///   - property: A closure that reads the property.
/// - Returns: The property's type.
@inlinable @inline(__always)
public func _mappingType<Model, Value>(
  _ model: Model.Type, _ property: (Model) -> Value
) -> Value.Type {
  Value.self
}

/// `value`, typed as the property that `type` names, for generated code: the generated fast
/// path reads a property with a default or an attribute into a local, and the read is
/// generic over its result, which the local alone would not fix.
///
/// `_mappingValue(_mappingType(Self.self) { $0.rating }, try container.decode(at: .key("rating"), default: 3.0))`
///
/// Generated code only.
///
/// - Parameters:
///   - type: The property's type, from ``_mappingType(_:_:)``.
///   - value: The value read.
/// - Returns: `value`.
@inlinable @inline(__always)
public func _mappingValue<Value>(_ type: Value.Type, _ value: Value) -> Value {
  value
}

/// The type an optional property wraps, for generated code.
///
/// `_mappingWrappedType(Self.self) { $0.email }` is `String.self` for a `String?`; the
/// closure is never called.
///
/// Generated code only.
///
/// - Parameters:
///   - model: The model type.
///   - property: A closure that reads the property.
/// - Returns: The type the property's optional wraps.
@inlinable @inline(__always)
public func _mappingWrappedType<Model, Wrapped>(
  _ model: Model.Type, _ property: (Model) -> Wrapped?
) -> Wrapped.Type {
  Wrapped.self
}

/// The type an optional type wraps, for generated code: `_mappingWrapped((Int?).self)` is
/// `Int.self`.
///
/// Generated code only.
///
/// - Parameter type: An optional type.
/// - Returns: The type it wraps.
@inlinable @inline(__always)
public func _mappingWrapped<Wrapped>(_ type: Wrapped?.Type) -> Wrapped.Type {
  Wrapped.self
}
