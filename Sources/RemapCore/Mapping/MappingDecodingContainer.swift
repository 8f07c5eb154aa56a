//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The keyed container that `@Mappable`'s generated `init(from:)` reads through.
///
/// It works with any `Decoder`, so that `JSONDecoder` keeps decoding a `@Mappable` type. When
/// the decoder is Remap's own, it also records what the generated code decided in the
/// decoder's report: a default used, an element dropped, an unknown enum value mapped to a
/// fallback. This type is the whole interface between generated code and the decoder: the
/// decoder's internals stay internal.
///
/// Generated code only; not part of the documented API.
public struct _MappingDecodingContainer {
  private let container: KeyedDecodingContainer<_MappingKey>
  private let decoder: any Decoder
  /// Remap's own decoder, when it is the one decoding.
  private let remap: TapeDecoder?
  /// The object, in `remap`'s source.
  private let object: Int
  /// The keys from the decoder's current value to this container's object: none, or the key
  /// of an enum case's values (see ``nested(_:)``).
  private let keys: [String]

  /// Opens the object that `decoder` is positioned at.
  ///
  /// - Parameter decoder: The decoder passed to `init(from:)`.
  /// - Throws: The decoder's error when the value is not an object.
  public init(_ decoder: any Decoder) throws {
    container = try decoder.container(keyedBy: _MappingKey.self)
    self.decoder = decoder
    remap = decoder as? TapeDecoder
    object = remap?.currentNode ?? 0
    keys = []
  }

  private init(
    nested container: KeyedDecodingContainer<_MappingKey>, key: String, parent: Self
  ) {
    self.container = container
    decoder = parent.decoder
    remap = parent.remap
    object = parent.object
    keys = parent.keys + [key]
  }

  // MARK: - Locating a field

  /// The container and key that hold `field`, and whether the key is there.
  ///
  /// A path's intermediate objects are opened as they are found; a missing or `null` one
  /// makes the field missing.
  private func locate(_ field: _MappingField) throws -> (
    container: KeyedDecodingContainer<_MappingKey>, key: _MappingKey, isPresent: Bool
  ) {
    switch field {
    case .key(let name):
      let key = _MappingKey(name)
      return (container, key, container.contains(key))
    case .keys(let names):
      for name in names where container.contains(_MappingKey(name)) {
        return (container, _MappingKey(name), true)
      }
      return (container, _MappingKey(names.first ?? ""), false)
    case .path(let names):
      var current = container
      for name in names.dropLast() {
        let key = _MappingKey(name)
        guard current.contains(key), try !current.decodeNil(forKey: key) else {
          return (current, key, false)
        }
        current = try current.nestedContainer(keyedBy: _MappingKey.self, forKey: key)
      }
      let key = _MappingKey(names.last ?? "")
      return (current, key, current.contains(key))
    }
  }

  /// The container and key for a required field: a path's missing intermediate object is
  /// the decoder's own error.
  private func locateRequired(_ field: _MappingField) throws -> (
    KeyedDecodingContainer<_MappingKey>, _MappingKey
  ) {
    // One key needs no search first: `decode` reports it missing.
    if case .key(let name) = field { return (container, _MappingKey(name)) }
    guard case .path(let names) = field else {
      let located = try locate(field)
      return (located.container, located.key)
    }
    var current = container
    for name in names.dropLast() {
      current = try current.nestedContainer(keyedBy: _MappingKey.self, forKey: _MappingKey(name))
    }
    return (current, _MappingKey(names.last ?? ""))
  }

  // MARK: - Values

  /// Decodes a required field.
  ///
  /// - Parameter field: Where the value is.
  /// - Returns: The value.
  /// - Throws: The decoder's error for a missing or invalid value.
  public func decode<T: Decodable>(at field: _MappingField) throws -> T {
    let (container, key) = try locateRequired(field)
    return try container.decode(T.self, forKey: key)
  }

  /// Decodes an optional field: `nil` when missing or `null`.
  ///
  /// - Parameter field: Where the value is.
  /// - Returns: The value, or `nil`.
  /// - Throws: The decoder's error for an invalid value.
  public func decodeIfPresent<T: Decodable>(at field: _MappingField) throws -> T? {
    // One key needs no search first: `decodeIfPresent` finds it missing.
    if case .key(let name) = field {
      return try container.decodeIfPresent(T.self, forKey: _MappingKey(name))
    }
    let located = try locate(field)
    guard located.isPresent else { return nil }
    return try located.container.decodeIfPresent(T.self, forKey: located.key)
  }

  /// Decodes a field with a default: the property's initial value, used when the key is
  /// missing and, as the options say, when it is `null` or invalid.
  ///
  /// - Parameters:
  ///   - field: Where the value is.
  ///   - defaultValue: The property's initial value.
  ///   - onNull: Whether `null` takes the default too.
  ///   - onInvalid: Whether a value that fails to decode takes the default too.
  /// - Returns: The value or the default.
  /// - Throws: The decoder's error for an invalid value, unless `onInvalid`.
  public func decode<T: Decodable>(
    at field: _MappingField, default defaultValue: @autoclosure () -> T,
    onNull: Bool = false, onInvalid: Bool = false
  ) throws -> T {
    try withDefault(at: field, defaultValue, onNull: onNull, onInvalid: onInvalid) {
      try $0.decode(T.self, forKey: $1)
    }
  }

  /// Decodes an optional field with a default: the default when the key is missing, `nil`
  /// for `null` unless `onNull`.
  ///
  /// - Parameters:
  ///   - field: Where the value is.
  ///   - defaultValue: The property's initial value.
  ///   - onNull: Whether `null` takes the default instead of `nil`.
  ///   - onInvalid: Whether a value that fails to decode takes the default too.
  /// - Returns: The value, `nil` or the default.
  /// - Throws: The decoder's error for an invalid value, unless `onInvalid`.
  public func decodeIfPresent<T: Decodable>(
    at field: _MappingField, default defaultValue: @autoclosure () -> T?,
    onNull: Bool = false, onInvalid: Bool = false
  ) throws -> T? {
    try withDefault(at: field, defaultValue, onNull: onNull, onInvalid: onInvalid) {
      try $0.decodeIfPresent(T.self, forKey: $1)
    }
  }

  private func withDefault<T>(
    at field: _MappingField, _ defaultValue: () -> T, onNull: Bool, onInvalid: Bool,
    _ read: (KeyedDecodingContainer<_MappingKey>, _MappingKey) throws -> T
  ) throws -> T {
    let located = try locate(field)
    guard located.isPresent else {
      remap?.recordRecovery(
        .defaultUsed, "used the default value for the missing key \"\(field.description)\"")
      return defaultValue()
    }
    // The value is there: its recoveries are recorded at its own path.
    let member: [String]
    if case .path(let names) = field {
      member = keys + names
    } else {
      member = keys + [located.key.stringValue]
    }
    if onNull, try located.container.decodeNil(forKey: located.key) {
      remap?.recordRecovery(
        .defaultUsed, "used the default value for null at \"\(field.description)\"",
        atMember: member)
      return defaultValue()
    }
    guard onInvalid else { return try read(located.container, located.key) }
    switch attempt({ try read(located.container, located.key) }) {
    case .success(let value):
      return value
    case .failure(let error):
      remap?.recordRecovery(
        .defaultUsed,
        "used the default value for the invalid value at \"\(field.description)\": \(error)",
        atMember: member)
      return defaultValue()
    }
  }

  /// Runs `body`; its failure is a result, not a thrown error or an error in the report.
  private func attempt<T>(_ body: () throws -> T) -> Result<T, any Error> {
    if let remap { return remap.attempt(body).mapError { $0 } }
    return Result(catching: body)
  }

  // MARK: - Transforms, lossy arrays, presence

  /// Decodes a required field through a transform.
  ///
  /// - Parameters:
  ///   - field: Where the value is.
  ///   - transform: The property's `@Transform`.
  /// - Returns: The converted value.
  /// - Throws: The decoder's error for a missing value, or the transform's.
  public func decode<Transform: ValueTransform>(
    at field: _MappingField, using transform: Transform
  ) throws -> Transform.Value {
    let (container, key) = try locateRequired(field)
    return try Self.apply(transform, container.decode(JSON.self, forKey: key), container, key)
  }

  /// Decodes an optional field through a transform: `nil` when missing or `null`.
  ///
  /// - Parameters:
  ///   - field: Where the value is.
  ///   - transform: The property's `@Transform`.
  /// - Returns: The converted value, or `nil`.
  /// - Throws: The transform's error.
  public func decodeIfPresent<Transform: ValueTransform>(
    at field: _MappingField, using transform: Transform
  ) throws -> Transform.Value? {
    let located = try locate(field)
    guard located.isPresent,
      let json = try located.container.decodeIfPresent(JSON.self, forKey: located.key),
      json != .null
    else { return nil }
    return try Self.apply(transform, json, located.container, located.key)
  }

  /// Decodes a field through a transform, with a default.
  ///
  /// - Parameters:
  ///   - field: Where the value is.
  ///   - transform: The property's `@Transform`.
  ///   - defaultValue: The property's initial value.
  ///   - onNull: Whether `null` takes the default too.
  ///   - onInvalid: Whether a value that fails to convert takes the default too.
  /// - Returns: The converted value or the default.
  /// - Throws: The transform's error, unless `onInvalid`.
  public func decode<Transform: ValueTransform>(
    at field: _MappingField, using transform: Transform,
    default defaultValue: @autoclosure () -> Transform.Value, onNull: Bool = false,
    onInvalid: Bool = false
  ) throws -> Transform.Value {
    try withDefault(at: field, defaultValue, onNull: onNull, onInvalid: onInvalid) {
      try Self.apply(transform, $0.decode(JSON.self, forKey: $1), $0, $1)
    }
  }

  private static func apply<Transform: ValueTransform>(
    _ transform: Transform, _ json: JSON, _ container: KeyedDecodingContainer<_MappingKey>,
    _ key: _MappingKey
  ) throws -> Transform.Value {
    do {
      return try transform.decode(json)
    } catch {
      let codingPath = container.codingPath + [key]
      let path = ValuePath(
        codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) })
      let remapError =
        (error as? RemapError).map { RemapError($0.code, $0.message, path: path) }
        ?? RemapError(
          .transformFailed, "the transform failed: \(error)", path: path, underlying: error)
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath, debugDescription: remapError.message,
          underlyingError: remapError))
    }
  }

  /// Decodes a required array, dropping the elements that fail to decode.
  ///
  /// - Parameter field: Where the array is.
  /// - Returns: The elements that decoded.
  /// - Throws: The decoder's error when the value is missing or not an array.
  public func decodeLossy<Element: Decodable>(at field: _MappingField) throws -> [Element] {
    let (container, key) = try locateRequired(field)
    return try container.decode([_LossyElement<Element>].self, forKey: key).compactMap(\.value)
  }

  /// Decodes an optional array, dropping the elements that fail to decode.
  ///
  /// - Parameter field: Where the array is.
  /// - Returns: The elements that decoded, or `nil` when missing or `null`.
  /// - Throws: The decoder's error when the value is not an array.
  public func decodeLossyIfPresent<Element: Decodable>(
    at field: _MappingField
  ) throws -> [Element]? {
    let located = try locate(field)
    guard located.isPresent else { return nil }
    return try located.container.decodeIfPresent(
      [_LossyElement<Element>].self, forKey: located.key)?.compactMap(\.value)
  }

  /// Decodes an array with a default, dropping the elements that fail to decode.
  ///
  /// - Parameters:
  ///   - field: Where the array is.
  ///   - defaultValue: The property's initial value.
  ///   - onNull: Whether `null` takes the default too.
  ///   - onInvalid: Whether a value that is not an array takes the default too.
  /// - Returns: The elements that decoded, or the default.
  /// - Throws: The decoder's error when the value is not an array, unless `onInvalid`.
  public func decodeLossy<Element: Decodable>(
    at field: _MappingField, default defaultValue: @autoclosure () -> [Element],
    onNull: Bool = false, onInvalid: Bool = false
  ) throws -> [Element] {
    try withDefault(at: field, defaultValue, onNull: onNull, onInvalid: onInvalid) {
      try $0.decode([_LossyElement<Element>].self, forKey: $1).compactMap(\.value)
    }
  }

  /// Decodes a ``Presence``: ``Presence/absent`` when the key is missing, ``Presence/null``
  /// for `null`.
  ///
  /// - Parameter field: Where the value is.
  /// - Returns: The field's presence and value.
  /// - Throws: The decoder's error for an invalid value.
  public func decodePresence<T: Decodable>(at field: _MappingField) throws -> Presence<T> {
    let located = try locate(field)
    guard located.isPresent else { return .absent }
    if try located.container.decodeNil(forKey: located.key) { return .null }
    return .present(try located.container.decode(T.self, forKey: located.key))
  }

  // MARK: - Unknown keys

  /// The members of the object that no property took, for `@UnknownKeys`.
  ///
  /// - Parameter known: Every key the type's properties read (each alternative, and the
  ///   first key of each path).
  /// - Returns: The other members, in document order.
  /// - Throws: The decoder's error when a value cannot be read.
  public func unknownKeys<Storage: _UnknownKeyStorage>(
    excluding known: [String]
  ) throws -> Storage {
    if let remap {
      return Storage(_members: try remap.unknownMembers(of: object, excluding: known))
    }
    let knownKeys = Set(known)
    var members: [(String, JSON)] = []
    for key in container.allKeys where !knownKeys.contains(key.stringValue) {
      members.append((key.stringValue, try container.decode(JSON.self, forKey: key)))
    }
    return Storage(_members: members)
  }

  // MARK: - Enums

  /// Reads the tag of a tagged enum, or the key of an externally tagged one.
  ///
  /// - Parameter field: The tag's key, or `nil` for the single key of the object.
  /// - Returns: The tag.
  /// - Throws: The decoder's error for a missing tag, or when the object has not exactly one
  ///   key.
  public func tag(at field: _MappingField?) throws -> String {
    if let field { return try decode(at: field) }
    return try Self.singleKey(
      container.allKeys.map(\.stringValue), codingPath: container.codingPath)
  }

  /// The one key of an externally tagged enum's object.
  static func singleKey(_ keys: [String], codingPath: [any CodingKey]) throws -> String {
    guard keys.count == 1, let key = keys.first else {
      throw DecodingError.typeMismatch(
        Any.self,
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription:
            "expected an object with exactly one key naming the case, found \(keys.count) keys"))
    }
    return key
  }

  /// A container for the object under `key`: the associated values of a case.
  ///
  /// - Parameter key: The key.
  /// - Returns: The nested container.
  /// - Throws: The decoder's error when the value is missing or not an object.
  public func nested(_ key: String) throws -> _MappingDecodingContainer {
    Self(
      nested: try container.nestedContainer(keyedBy: _MappingKey.self, forKey: _MappingKey(key)),
      key: key, parent: self)
  }

  /// The error for a tag that names no case.
  ///
  /// - Parameters:
  ///   - tag: The tag found.
  ///   - field: Where the tag is, or `nil` for an externally tagged enum.
  ///   - cases: The tags of the enum's cases.
  /// - Returns: The error to throw.
  public func unknownCase(_ tag: String, at field: _MappingField?, cases: [String]) -> any Error {
    Self.unknownCase(
      tag, at: field?.description, cases: cases, codingPath: container.codingPath, remap: remap)
  }

  static func unknownCase(
    _ tag: String, at key: String?, cases: [String], codingPath: [any CodingKey],
    remap: TapeDecoder?
  ) -> DecodingError {
    let expected = cases.map { "\"\($0)\"" }.joined(separator: ", ")
    return failure(
      .unknownCase, "unknown case \"\(tag)\", expected one of \(expected)",
      codingPath: codingPath + (key.map { [_MappingKey($0)] } ?? []), remap: remap)
  }

  /// The error for a validation failure: the error `didDecode()` threw, at the object's path.
  ///
  /// - Parameters:
  ///   - error: The error thrown.
  ///   - type: The type's name.
  /// - Returns: The error to throw.
  public func validationFailed(_ error: any Error, type: String) -> any Error {
    failure(
      .validationFailed, "invalid \(type): \(error)", key: nil, underlying: error)
  }

  private func failure(
    _ code: RemapError.Code, _ message: String, key: _MappingKey?, underlying: (any Error)? = nil
  ) -> DecodingError {
    Self.failure(
      code, message, codingPath: container.codingPath + (key.map { [$0] } ?? []), remap: remap,
      underlying: underlying)
  }

  private static func failure(
    _ code: RemapError.Code, _ message: String, codingPath: [any CodingKey], remap: TapeDecoder?,
    underlying: (any Error)? = nil
  ) -> DecodingError {
    let path = ValuePath(
      codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) })
    let error = RemapError(
      code, message, path: path, location: remap?.currentLocation, underlying: underlying)
    return .dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath, debugDescription: message, underlyingError: error))
  }

  // MARK: - Single-value enums

  /// Decodes the first of `candidates` that decodes, for an untagged enum: the failures of
  /// the others are not errors.
  ///
  /// - Parameters:
  ///   - decoder: The decoder passed to `init(from:)`.
  ///   - candidates: The cases' decoding, in declaration order.
  /// - Returns: The first value decoded, or `nil` when none decodes.
  public static func firstDecoding<T>(
    _ decoder: any Decoder, _ candidates: [() throws -> T]
  ) -> T? {
    let remap = decoder as? TapeDecoder
    for candidate in candidates {
      let result =
        remap.map { $0.attemptCandidate(candidate).mapError { $0 as any Error } }
        ?? Result(catching: candidate)
      if case .success(let value) = result { return value }
    }
    return nil
  }

  /// Succeeds when the value is `null`, for an untagged enum's case without values.
  ///
  /// - Parameter decoder: The decoder passed to `init(from:)`.
  /// - Throws: A type mismatch when the value is not `null`.
  public static func decodeNull(_ decoder: any Decoder) throws {
    guard try decoder.singleValueContainer().decodeNil() else {
      throw failure(
        .typeMismatch, "expected null", codingPath: decoder.codingPath,
        remap: decoder as? TapeDecoder)
    }
  }

  /// The error for a value that none of an untagged enum's cases decodes.
  ///
  /// - Parameters:
  ///   - type: The enum's name.
  ///   - decoder: The decoder passed to `init(from:)`.
  /// - Returns: The error to throw.
  public static func noCaseMatched(_ type: String, decoder: any Decoder) -> any Error {
    failure(
      .typeMismatch, "no case of \(type) matches the value", codingPath: decoder.codingPath,
      remap: decoder as? TapeDecoder)
  }

  /// The error for a raw value that names none of the enum's cases, listing theirs: the
  /// macro knows them, where Swift's synthesized code cannot say what it expected.
  ///
  /// In ``RemapDecoder`` it is an `invalid-value` error with the value's path and location,
  /// as for a `CaseIterable` enum: `expected one of "pending", "paid", found "on_hold"`.
  ///
  /// - Parameters:
  ///   - value: The raw value found.
  ///   - cases: The enum's cases, in declaration order.
  ///   - decoder: The decoder passed to `init(from:)`.
  /// - Returns: The error to throw.
  public static func invalidRawValue<E: RawRepresentable>(
    _ value: E.RawValue, cases: [E], decoder: any Decoder
  ) -> any Error {
    let expected = TapeDecoder.rawValues(of: cases)
    if let remap = decoder as? TapeDecoder {
      return remap.unknownRawValue(E.self, expected: expected)
    }
    let list = expected.map { "one of " + $0.joined(separator: ", ") } ?? "a raw value of \(E.self)"
    return DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: decoder.codingPath,
        debugDescription: "expected \(list), found \(TapeDecoder.rawValueText(value))"))
  }

  /// The case whose raw value matches `value` ignoring case, when the decoder is Remap's and
  /// lenient, as Remap reads raw-value enums without a fallback.
  ///
  /// - Parameters:
  ///   - type: The enum.
  ///   - value: The value found.
  ///   - decoder: The decoder passed to `init(from:)`.
  /// - Returns: The case, or `nil`.
  public static func caseInsensitive<E: RawRepresentable>(
    _ type: E.Type, _ value: String, decoder: any Decoder
  ) -> E? where E.RawValue == String {
    guard let remap = decoder as? TapeDecoder, remap.isLenient else { return nil }
    guard let found = E(rawValue: value.lowercased()) ?? E(rawValue: value.uppercased()) else {
      return nil
    }
    remap.recordRecovery(.valueCoerced, "converted \"\(value)\" to \(type)")
    return found
  }

  /// Records that an unknown value was mapped to an enum's fallback case.
  ///
  /// - Parameters:
  ///   - value: The value found, as text.
  ///   - type: The enum's name.
  ///   - decoder: The decoder passed to `init(from:)`.
  public static func noteFallback(_ value: String, type: String, decoder: any Decoder) {
    (decoder as? TapeDecoder)?.recordRecovery(
      .fallbackUsed, "mapped the unknown value \(value) to \(type)'s fallback case")
  }
}

/// An array element that decodes as `nil` instead of failing, for `@Lossy`.
///
/// Generated code only; not part of the documented API.
public struct _LossyElement<Element: Decodable>: Decodable {
  /// The element, or `nil` when it failed to decode.
  public var value: Element?

  /// Decodes the element, recording it dropped in Remap's report when it fails.
  ///
  /// - Parameter decoder: The decoder, positioned at the element.
  /// - Throws: Never: a failure is a `nil` value.
  public init(from decoder: any Decoder) throws {
    if let remap = decoder as? TapeDecoder {
      value = remap.decodeOrDrop(Element.self)
    } else {
      value = try? decoder.singleValueContainer().decode(Element.self)
    }
  }
}
