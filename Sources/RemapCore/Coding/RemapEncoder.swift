//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Encodes `Encodable` values as JSON bytes, as a `JSON` value, or as a `[String: Any]`
/// dictionary for request parameters.
///
/// ```swift
/// struct User: Codable { var id: Int; var imageURL: URL?; var createdAt: Date }
///
/// var encoder = RemapEncoder()
/// encoder.keyStyle = .snakeCase
/// let bytes = try encoder.encode(user)
/// // {"id":42,"image_url":"https:\/\/example.com\/ada.png","created_at":"2016-01-18T00:13:00Z"}
/// let parameters = try encoder.encodeDictionary(user)   // ["id": 42, "image_url": ...]
/// ```
///
/// The defaults write what `RemapDecoder()` reads back: dates as ISO 8601 text, data as
/// base64, keys as the coding keys give them, and optionals that are `nil` left out. Apart
/// from dates, which `JSONEncoder` writes as seconds since 2001, the output means the same as
/// `JSONEncoder`'s with the same options.
///
/// An encoder is a value: configure a copy, share it freely across threads.
///
/// ## How values are written
///
/// - Integers of every width are exact, including `Int64.max` and `UInt64.max`.
/// - `Double` and `Float` are written in their shortest form that reads back as the same
///   value. Integral values have no fraction (`5.0` is `5`, as in `JSONEncoder`). Values whose
///   decimal point falls within 21 digits are in plain notation (`100000000000000000000`,
///   `0.00001`), others in exponent notation (`1e+21`, `1e-7`), as `JSON.serialized()` writes
///   numbers; `JSONEncoder` writes `1e+20` and `1e-05`, which are the same numbers. Infinity
///   and NaN follow ``nonConformingFloatEncoding``.
/// - `Decimal` is written exactly, from its own digits. `URL` is its `absoluteString`.
/// - A `JSON` value is written as it is: its keys are not converted and its numbers keep
///   their exact text.
/// - Keys of `[String: Value]` dictionaries are data, not property names: they are written
///   as they are, whatever the ``keyStyle``, as `JSONEncoder` does with its key strategy.
/// - A key written twice into one object keeps its first position and its last value.
///
/// ## Performance
///
/// ``encode(_:)`` writes JSON text straight into one growing buffer, with no intermediate
/// tree: three to seven times as fast as `JSONEncoder` on typical payloads. It reruns the whole
/// encode with a tree-building encoder, transparently, when a type writes through containers
/// out of order (keeps two and interleaves them, or writes through a `superEncoder()` after its
/// container moved on), or when an object gets the same key twice. A type's `encode(to:)` then
/// runs twice, so it should not have side effects, as `Encodable` code generally has not.
/// Sorted keys need the whole object before writing it, so with
/// ``JSONWritingOptions/sortedKeys`` ``encode(_:)`` always builds the tree, and is only a
/// little faster than `JSONEncoder` with its `.sortedKeys`.
public struct RemapEncoder: Sendable {
  /// How property names become keys; ``KeyStyle/unchanged`` by default.
  public var keyStyle: KeyStyle = .unchanged

  /// What optional properties that are `nil` become; ``NilEncoding/omit`` by default.
  public var nilEncoding: NilEncoding = .omit

  /// How dates are written; ``DateEncodingStrategy/iso8601`` by default.
  public var dateEncoding: DateEncodingStrategy = .iso8601

  /// How `Data` is written; ``DataEncodingStrategy/base64`` by default.
  public var dataEncoding: DataEncodingStrategy = .base64

  /// What infinite and NaN floating-point values become;
  /// ``NonConformingFloatEncodingStrategy/throw`` by default, as in `JSONEncoder`.
  public var nonConformingFloatEncoding: NonConformingFloatEncodingStrategy = .throw

  /// How the JSON text is laid out: compact by default; ``JSONWritingOptions/prettyPrinted``,
  /// ``JSONWritingOptions/sortedKeys`` and ``JSONWritingOptions/withoutEscapingSlashes``.
  public var outputFormatting: JSONWritingOptions = []

  /// Settings of the format modules, such as RemapXML's `xmlWritingOptions`.
  package var formatSettings = FormatSettings()

  /// Values that a type's `encode(to:)` can read through `Encoder.userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// The value transforms applied while encoding, by type or by key path; none by default.
  ///
  /// With transforms registered, ``encode(_:)`` builds a ``JSON`` tree and writes it instead
  /// of streaming the text.
  public var transforms = TransformRegistry()

  /// Whether ``Mappable`` types encode through their fast path; `false` encodes them
  /// through `encode(to:)`, for comparing the two (the benchmark and the equivalence tests).
  package var mappableFastPath = true

  /// Creates an encoder with the defaults.
  public init() {}
}

// MARK: - Encoding

extension RemapEncoder {
  /// Encodes a value as UTF-8 JSON text.
  ///
  /// ```swift
  /// let bytes = try RemapEncoder().encode(["name": "Ada"])   // {"name":"Ada"}
  /// ```
  ///
  /// - Parameter value: The value to encode.
  /// - Returns: The JSON text's bytes.
  /// - Throws: ``RemapError`` whose ``RemapError/path`` names the failing value, such as
  ///   `items[3].price`: ``RemapError/Code/nonConformingFloat`` for an infinite or NaN number,
  ///   ``RemapError/Code/encodingFailed`` for an error a type's own `encode(to:)` threw (kept
  ///   as ``RemapError/underlying``), ``RemapError/Code/unsupportedValue`` for a top-level
  ///   value that encodes nothing or a date with no ISO 8601 form.
  /// - Complexity: O(*n*) in the size of the output; O(*n* log *n*) with sorted keys.
  public func encode<T: Encodable>(_ value: T) throws(RemapError) -> [UInt8] {
    let settings = try EncodingSettings(self)
    if !outputFormatting.contains(.sortedKeys), transforms.isEmpty,
      let bytes = try StreamingEncoder.encode(value, settings: settings)
    {
      return bytes
    }
    return try TreeEncoder.encode(value, settings: settings)
      .serializedBytes(options: outputFormatting)
  }

  /// Encodes a value and hands its UTF-8 JSON text to `body` without copying it into an
  /// array: the bytes are the encoder's own buffer, valid only during `body`.
  ///
  /// For the integrations (`RemapNIO` writes them straight into a `ByteBuffer`).
  package func withEncodedBytes<T: Encodable, R>(
    _ value: T, _ body: (UnsafeRawBufferPointer) -> R
  ) throws(RemapError) -> R {
    let settings = try EncodingSettings(self)
    if !outputFormatting.contains(.sortedKeys), transforms.isEmpty,
      let result = try unsafe StreamingEncoder.encode(value, settings: settings, body)
    {
      return result
    }
    let bytes = try TreeEncoder.encode(value, settings: settings)
      .serializedBytes(options: outputFormatting)
    return unsafe bytes.withUnsafeBytes { unsafe body($0) }
  }

  /// Encodes a value as UTF-8 JSON text in `Data`.
  ///
  /// - Parameter value: The value to encode.
  /// - Returns: The JSON text.
  /// - Throws: ``RemapError``, as ``encode(_:)`` does.
  public func encodeData<T: Encodable>(_ value: T) throws(RemapError) -> Data {
    Data(try encode(value))
  }

  /// Encodes a value as a `JSON` value.
  ///
  /// ```swift
  /// let json = try RemapEncoder().encodeJSON(user)
  /// json["name"]?.string   // "Ada"
  /// ```
  ///
  /// Objects keep the order in which the type encoded its keys; ``outputFormatting`` plays no
  /// part, since there is no text.
  ///
  /// - Parameter value: The value to encode.
  /// - Returns: The value as `JSON`.
  /// - Throws: ``RemapError``, as ``encode(_:)`` does.
  public func encodeJSON<T: Encodable>(_ value: T) throws(RemapError) -> JSON {
    try TreeEncoder.encode(value, settings: EncodingSettings(self))
  }

  /// Encodes a value as a `[String: Any]` dictionary, such as request parameters.
  ///
  /// ```swift
  /// var encoder = RemapEncoder()
  /// encoder.keyStyle = .snakeCase
  /// let parameters = try encoder.encodeDictionary(query)   // ["page_size": 20, ...]
  /// ```
  ///
  /// The values are those of ``JSON/anyValue``, the types `JSONSerialization` produces:
  /// `NSNull` for `null`, `Bool`, `Int` for integers that fit it, `UInt64` beyond, `Decimal`
  /// for larger integers, `Double` for other numbers, `String`, `[Any]` and `[String: Any]`.
  ///
  /// - Parameter value: The value to encode, which must encode as an object.
  /// - Returns: The object's members.
  /// - Throws: ``RemapError``, as ``encode(_:)`` does, and with code
  ///   ``RemapError/Code/unsupportedValue`` when the value encodes as something other than an
  ///   object.
  public func encodeDictionary<T: Encodable>(_ value: T) throws(RemapError) -> [String: Any] {
    let json = try encodeJSON(value)
    guard case .object(let object) = json else {
      throw RemapError(
        .unsupportedValue, "expected \(T.self) to encode as an object, found \(json.kindName)",
        expected: "an object", found: json.kindName)
    }
    // The one bridge to Foundation values, so that this and `JSON.anyValue` never differ.
    return AnyBridge.anyValue(of: .object(object)) as? [String: Any] ?? [:]
  }
}

extension JSON {
  /// The kind of value, for messages: `"null"`, `"a Boolean"`, `"a number"`, `"a string"`,
  /// `"an array"` or `"an object"`.
  fileprivate var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
