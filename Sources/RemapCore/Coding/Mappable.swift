//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A `Codable` type that also decodes and encodes itself straight from and to the document,
/// past the `Decoder` and `Encoder` protocols: Remap's fast path.
///
/// The `@Mappable` macro writes this conformance, and the type's `Codable` one, from the
/// type's stored properties. ``RemapDecoder`` and ``RemapEncoder`` find it wherever the type
/// is (at the top level, in a property, in an array, a dictionary or an optional) and call
/// the two requirements instead of `init(from:)` and `encode(to:)`. Everything else is as it
/// was: `JSONDecoder` and `JSONEncoder`, and Remap wherever it builds a tree (sorted keys,
/// registered transforms, ``RemapEncoder/encodeJSON(_:)``), use the `Codable` conformance, and
/// both give the same results.
///
/// ## What a conformance looks like
///
/// This is the code `@Mappable` generates, and what a hand-written conformance writes. Both
/// requirements are straight-line code: one call per stored property, each with the key as
/// a string literal (a `StaticString`, whose UTF-8 is compiled in, so that matching it costs
/// a comparison of bytes). The overloads of ``ObjectReader/decode(_:forKey:)-(Bool.Type,_)``
/// and ``ObjectWriter/encode(_:forKey:)-(Bool,_)`` for the property's type are chosen at
/// compile time.
///
/// ```swift
/// struct User: Codable {
///   var id: Int
///   var name: String
///   var email: String?
///   var address: Address        // a Mappable type too
///   var tags: [String]
///
///   enum CodingKeys: String, CodingKey {
///     case id, name, email, address
///     case tags = "tag_list"
///   }
/// }
///
/// extension User: Mappable {
///   init(_$from value: inout ValueReader) throws {
///     var object = try value.object()
///     id = try object.decode(Int.self, forKey: "id")
///     name = try object.decode(String.self, forKey: "name")
///     email = try object.decodeIfPresent(String.self, forKey: "email")
///     address = try object.decode(Address.self, forKey: "address")
///     tags = try object.decode([String].self, forKey: "tag_list")
///   }
///
///   func _$encode(to value: inout ValueWriter) throws {
///     var object = value.object()
///     try object.encode(id, forKey: "id")
///     try object.encode(name, forKey: "name")
///     try object.encodeIfPresent(email, forKey: "email")
///     try object.encode(address, forKey: "address")
///     try object.encode(tags, forKey: "tag_list")
///   }
/// }
/// ```
///
/// ## Reading member by member
///
/// A conformance can also walk the document as it is, the way a hand-tuned parser does:
/// ``ObjectReader/forEachMember(_:)`` visits each member in document order with its key (a
/// ``ObjectReader/MemberKey`` that a `switch` matches against `StaticString` patterns, byte by
/// byte) and its value, and ``ArrayReader`` reads an array's elements in order. Errors keep
/// the path of the value read, its line and column; ``ValueReader/path``,
/// ``ObjectReader/path`` and ``ArrayReader/path`` name where a check of the type's own failed.
///
/// ```swift
/// init(_$from value: inout ValueReader) throws {
///   var id: Int?
///   var points: [Double] = []
///   var object = try value.object()
///   try object.forEachMember { key, value in
///     switch key {
///     case "id": id = try value.decode(Int.self)
///     case "points":
///       var array = try value.array()
///       while !array.isAtEnd { points.append(try array.decode(Double.self)) }
///     default: break  // skipped
///     }
///   }
///   guard let id else { throw MissingID(at: object.path) }
///   self.init(id: id, points: points)
/// }
/// ```
///
/// The rules a conformance follows, so that it agrees with the type's `Codable` code:
/// - Read the properties in the order the `Codable` code does (declaration order), each with
///   `decode` where `init(from:)` calls `decode`, and `decodeIfPresent` where it calls
///   `decodeIfPresent` (optional properties). Reports list problems in the order they are
///   met, so the same order gives the same report.
/// - Write them in the order `encode(to:)` does, with `encodeIfPresent` for optionals.
/// - Use the keys `CodingKeys` uses, as written in the document (`"tag_list"`, not `tags`).
/// - Throw what the helpers throw, unchanged: they are `DecodingError`s that carry the
///   ``RemapError``, and the decoder turns them into reports and recoveries. An error of the
///   type's own (a validation after the fields are read) is reported at the object's path,
///   as from `init(from:)`.
///
/// ## What the helpers guarantee
///
/// Each `decode` and `decodeIfPresent` of ``ObjectReader`` does exactly what
/// `KeyedDecodingContainer`'s method of the same name does in ``RemapDecoder``, with the same
/// code: the key is found in document order first (the search starts after the last key
/// found) and then by the decoder's ``RemapDecoder/keyMatching`` (snake case or fuzzy), the
/// value is converted under ``RemapDecoder/coercion``, the date and data strategies and the
/// registered transforms apply, missing and `null` values follow
/// ``RemapDecoder/missingValues`` and ``RemapDecoder/nullValues``, invalid optionals follow
/// ``RemapDecoder/invalidValues``, and every error and recovery carries its path, line and
/// column. Members the type never asked for are rejected or reported after
/// `init(_$from:)` returns, as ``RemapDecoder/unknownKeys`` says.
///
/// Each `encode` and `encodeIfPresent` of ``ObjectWriter`` writes what
/// `KeyedEncodingContainer`'s method writes in ``RemapEncoder``: keys in
/// ``RemapEncoder/keyStyle``, `nil` as ``RemapEncoder/nilEncoding`` says, dates, data and
/// non-finite numbers by the encoder's strategies.
///
/// A value of a type that is not `Mappable` (a `Date`, a plain `Codable` struct) goes through
/// its `Codable` conformance, so a model can mix both freely.
public protocol Mappable: Codable {
  /// Decodes a value from the document value that `value` reads; generated by `@Mappable`.
  ///
  /// - Parameter value: The value to decode, valid only during this call.
  /// - Throws: The errors of the reader's methods, unchanged, or an error of the type's own.
  init(_$from value: inout ValueReader) throws

  /// Encodes this value into the document value that `value` writes; generated by
  /// `@Mappable`.
  ///
  /// - Parameter value: Where the value goes, valid only during this call.
  /// - Throws: The errors of the writer's methods, unchanged.
  func _$encode(to value: inout ValueWriter) throws
}
