//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The keyed container that `@Mappable`'s generated `encode(to:)` writes through.
///
/// It works with any `Encoder`, so that `JSONEncoder` keeps encoding a `@Mappable` type.
///
/// Generated code only; not part of the documented API.
public struct _MappingEncodingContainer {
  private var container: KeyedEncodingContainer<_MappingKey>

  /// Opens an object in `encoder`.
  ///
  /// - Parameter encoder: The encoder passed to `encode(to:)`.
  public init(_ encoder: any Encoder) {
    container = encoder.container(keyedBy: _MappingKey.self)
  }

  private init(container: KeyedEncodingContainer<_MappingKey>) {
    self.container = container
  }

  /// Encodes a value.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: The key to write it under.
  /// - Throws: The encoder's error.
  public mutating func encode<T: Encodable>(_ value: T, forKey key: String) throws {
    try container.encode(value, forKey: _MappingKey(key))
  }

  /// Encodes an optional value: `nil` is left out, or written as `null`, as the encoder does.
  ///
  /// - Parameters:
  ///   - value: The value, or `nil`.
  ///   - key: The key to write it under.
  /// - Throws: The encoder's error.
  public mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: String) throws {
    try container.encodeIfPresent(value, forKey: _MappingKey(key))
  }

  /// Encodes a value through a transform.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: The key to write it under.
  ///   - transform: The property's `@Transform`.
  /// - Throws: The transform's or the encoder's error.
  public mutating func encode<Transform: ValueTransform>(
    _ value: Transform.Value, forKey key: String, using transform: Transform
  ) throws {
    try container.encode(transform.encode(value), forKey: _MappingKey(key))
  }

  /// Encodes an optional value through a transform; `nil` as ``encodeIfPresent(_:forKey:)``.
  ///
  /// - Parameters:
  ///   - value: The value, or `nil`.
  ///   - key: The key to write it under.
  ///   - transform: The property's `@Transform`.
  /// - Throws: The transform's or the encoder's error.
  public mutating func encodeIfPresent<Transform: ValueTransform>(
    _ value: Transform.Value?, forKey key: String, using transform: Transform
  ) throws {
    try container.encodeIfPresent(value.map(transform.encode), forKey: _MappingKey(key))
  }

  /// Encodes a ``Presence``: nothing for ``Presence/absent``, `null` for ``Presence/null``.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: The key to write it under.
  /// - Throws: The encoder's error.
  public mutating func encodePresence<T: Encodable>(
    _ value: Presence<T>, forKey key: String
  ) throws {
    switch value {
    case .absent: break
    case .null: try container.encodeNil(forKey: _MappingKey(key))
    case .present(let wrapped): try container.encode(wrapped, forKey: _MappingKey(key))
    }
  }

  /// Encodes an optional value, writing `nil` as `null` whatever the encoder does with
  /// optionals: for an optional whose default is not `nil`, which would otherwise decode back
  /// as the default.
  ///
  /// - Parameters:
  ///   - value: The value, or `nil`.
  ///   - key: The key to write it under.
  /// - Throws: The encoder's error.
  public mutating func encodeOrNull<T: Encodable>(_ value: T?, forKey key: String) throws {
    if let value {
      try container.encode(value, forKey: _MappingKey(key))
    } else {
      try container.encodeNil(forKey: _MappingKey(key))
    }
  }

  /// Writes `null`.
  ///
  /// - Parameter key: The key to write it under.
  /// - Throws: The encoder's error.
  public mutating func encodeNil(forKey key: String) throws {
    try container.encodeNil(forKey: _MappingKey(key))
  }

  /// The container of a nested object, for the keys of a path.
  ///
  /// - Parameter key: The nested object's key.
  /// - Returns: Its container.
  public mutating func nested(_ key: String) -> _MappingEncodingContainer {
    Self(container: container.nestedContainer(keyedBy: _MappingKey.self, forKey: _MappingKey(key)))
  }

  /// Writes back the members `@UnknownKeys` captured, except any a property wrote.
  ///
  /// - Parameters:
  ///   - storage: The captured members.
  ///   - known: The keys the type's properties write.
  /// - Throws: The encoder's error.
  public mutating func encodeUnknownKeys<Storage: _UnknownKeyStorage>(
    _ storage: Storage, excluding known: Set<String>
  ) throws {
    for (key, value) in storage._members where !known.contains(key) {
      try container.encode(value, forKey: _MappingKey(key))
    }
  }
}
