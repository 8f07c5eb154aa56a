//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The coding key of `@Mappable`'s generated code: any string.
///
/// Generated code only; not part of the documented API.
public struct _MappingKey: CodingKey, Hashable, Sendable {
  /// The key's text.
  public var stringValue: String
  /// Always `nil`: generated code names members only.
  public var intValue: Int? { nil }

  /// Makes a key from its text.
  ///
  /// - Parameter stringValue: The key.
  public init(stringValue: String) { self.stringValue = stringValue }

  /// Makes the key `"\(intValue)"`.
  ///
  /// - Parameter intValue: The index, written as text.
  public init(intValue: Int) { stringValue = String(intValue) }

  /// Makes a key from its text.
  ///
  /// - Parameter stringValue: The key.
  @inlinable public init(_ stringValue: String) { self.stringValue = stringValue }
}

/// Where a `@Mappable` property is read from: one key, the first present of several, or a
/// path of keys through nested objects.
///
/// Generated code only; not part of the documented API.
public enum _MappingField: Sendable, Hashable {
  /// One key.
  case key(String)
  /// Alternative keys, the first present wins; the first is the one named in errors.
  case keys([String])
  /// Keys through nested objects, outermost first.
  case path([String])

  /// How the field is named in messages.
  var description: String {
    switch self {
    case .key(let key): key
    case .keys(let keys): keys.joined(separator: "\" or \"")
    case .path(let keys): keys.joined(separator: ".")
    }
  }
}

/// What `@UnknownKeys` can collect into: `[String: JSON]` or ``JSON/Object``.
///
/// Generated code only; not part of the documented API.
public protocol _UnknownKeyStorage {
  /// Makes the storage from members in document order.
  init(_members: [(String, JSON)])
  /// The members to write back, in order.
  var _members: [(String, JSON)] { get }
}

extension JSON.Object: _UnknownKeyStorage {
  /// Makes the object from members in document order.
  public init(_members: [(String, JSON)]) { self.init(_members) }
  /// The members in order.
  public var _members: [(String, JSON)] { map { ($0.key, $0.value) } }
}

extension Dictionary: _UnknownKeyStorage where Key == String, Value == JSON {
  /// Makes the dictionary from members; a repeated key keeps its last value.
  public init(_members: [(String, JSON)]) {
    self.init(_members, uniquingKeysWith: { _, last in last })
  }
  /// The members, sorted by key so that output is stable.
  public var _members: [(String, JSON)] { sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
}
