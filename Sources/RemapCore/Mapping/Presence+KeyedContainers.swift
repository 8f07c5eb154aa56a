//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// `Presence` properties of plain `Codable` types. The `init(from:)` and `encode(to:)` that
// Swift synthesizes call `decode(_:forKey:)` and `encode(_:forKey:)` with the property's
// type, so these more specific overloads are the ones they call: a missing key decodes as
// `.absent`, and `.absent` is not written. With any decoder and encoder, `JSONDecoder` and
// `JSONEncoder` included.

extension KeyedDecodingContainer {
  /// Decodes a ``Presence``: ``Presence/absent`` when the key is missing, ``Presence/null``
  /// for `null`, ``Presence/present(_:)`` otherwise.
  ///
  /// The `init(from:)` that Swift synthesizes calls this for a `Presence` property, so a
  /// plain `Codable` type tells a missing key from `null`, as a PATCH body must:
  ///
  /// ```swift
  /// struct ProfilePatch: Codable {
  ///   var nickname: Presence<String> = .absent
  ///   var age: Presence<Int> = .absent
  /// }
  /// // {"nickname": null}  ->  nickname == .null, age == .absent
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - key: The key.
  /// - Returns: The value's presence.
  /// - Throws: The error of decoding `Wrapped`.
  public func decode<Wrapped: Decodable>(
    _ type: Presence<Wrapped>.Type, forKey key: Key
  ) throws -> Presence<Wrapped> {
    guard contains(key) else { return .absent }
    return try decodeNil(forKey: key) ? .null : .present(decode(Wrapped.self, forKey: key))
  }
}

extension KeyedEncodingContainer {
  /// Encodes a ``Presence``: nothing for ``Presence/absent``, `null` for ``Presence/null``,
  /// the value for ``Presence/present(_:)``.
  ///
  /// The `encode(to:)` that Swift synthesizes calls this for a `Presence` property, so a
  /// plain `Codable` PATCH body leaves out the fields it does not change:
  ///
  /// ```swift
  /// try RemapEncoder().encode(ProfilePatch(nickname: .null, age: .absent))
  /// // {"nickname":null}
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to encode.
  ///   - key: The key.
  /// - Throws: The error of encoding `Wrapped`.
  public mutating func encode<Wrapped: Encodable>(
    _ value: Presence<Wrapped>, forKey key: Key
  ) throws {
    switch value {
    case .absent: return
    case .null: try encodeNil(forKey: key)
    case .present(let wrapped): try encode(wrapped, forKey: key)
    }
  }
}
