//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A value that may be absent, explicitly `null`, or present: the three states of a field in
/// a PATCH body.
///
/// An optional collapses a missing key and `null` into `nil`, but a partial update needs to
/// tell "leave the field alone" from "clear it". A `Presence` property of a `@Mappable` type
/// keeps them apart in both directions: a missing key decodes as ``absent`` and is not
/// written back, `null` decodes as ``null`` and is written as `null`.
///
/// ```swift
/// @Mappable struct ProfilePatch {
///   var nickname: Presence<String> = .absent
///   var age: Presence<Int> = .absent
/// }
/// // {"nickname": null}  ->  nickname == .null, age == .absent
/// // encoded back:           {"nickname":null}
/// ```
///
/// A plain `Codable` type keeps the three states too: the `init(from:)` and `encode(to:)`
/// that Swift synthesizes call the `KeyedDecodingContainer` and `KeyedEncodingContainer`
/// overloads for `Presence`, with any decoder and encoder. Only where there is no key, as an
/// array element or a whole document, does ``absent`` encode as `null`.
public enum Presence<Wrapped> {
  /// The key was not in the input, or is not to be written.
  case absent
  /// The key was present with the value `null`.
  case null
  /// The key was present with a value.
  case present(Wrapped)

  /// The value, when there is one.
  public var value: Wrapped? {
    if case .present(let value) = self { return value }
    return nil
  }

  /// Whether the key was present, with `null` or a value.
  public var isPresent: Bool {
    if case .absent = self { return false }
    return true
  }

  /// Makes a presence from an optional: ``null`` for `nil`, ``present(_:)`` otherwise.
  ///
  /// - Parameter value: The value, or `nil` for an explicit `null`.
  public init(_ value: Wrapped?) {
    self = value.map(Presence.present) ?? .null
  }
}

extension Presence: Sendable where Wrapped: Sendable {}
extension Presence: Equatable where Wrapped: Equatable {}
extension Presence: Hashable where Wrapped: Hashable {}

extension Presence: Decodable where Wrapped: Decodable {
  /// Decodes ``null`` or ``present(_:)`` from a single value.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The error of decoding `Wrapped`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self = container.decodeNil() ? .null : .present(try container.decode(Wrapped.self))
  }
}

extension Presence: Encodable where Wrapped: Encodable {
  /// Encodes the value, or `null` for ``null`` and ``absent``.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The error of encoding `Wrapped`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if case .present(let value) = self {
      try container.encode(value)
    } else {
      try container.encodeNil()
    }
  }
}
