//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// MARK: - Types

/// Generates a `Codable` conformance that maps the type's stored properties to JSON keys, as
/// the property attributes say.
///
/// On a struct, a final class or an enum. Each stored property maps to the key of its name
/// (in `keyStyle`), unless an attribute says otherwise:
///
/// ```swift
/// @Mappable struct Place {
///   @Key("place_name") var name: String
///   @Key(path: "geometry.location.lat") var lat: Double
///   @Key("id", or: "ID", "identifier") var id: Int
///   var rating: Double = 3.0            // the initial value is the default
///   @Ignore var cache: [String] = []
///   @UnknownKeys var extra: [String: JSON] = [:]
/// }
/// ```
///
/// `JSONDecoder` and `JSONEncoder` keep working on the type; `RemapDecoder` also records in
/// its report each default used, each element a `@Lossy` array dropped and each unknown enum
/// value mapped to a `@Fallback` case. A type without attributes keeps the JSON of the
/// conformance Swift would synthesize.
///
/// If the type declares `didDecode()`, the generated initializer calls it after every
/// property is read; an error it throws is reported with the object's path.
///
/// It also generates the type's ``Mappable`` conformance, which `RemapDecoder` and
/// `RemapEncoder` call instead of the `Codable` members: code that reads and writes the
/// document directly, with the same values, errors and reports, for structs, classes and
/// every form of enum. A type with `@Key(path:)` or `@UnknownKeys` encodes through its
/// `encode(to:)`, and so does an enum case whose encoding the writers cannot express (a single
/// unnamed value beside an internal tag, an external tag taken from a fallback's value). A
/// subclass of a non-final `@Mappable` class should be `@MappableSubclass`: one that is not
/// must implement `init(_$from:)` if it declares initializers, and is encoded by its
/// `encode(to:)`.
///
/// - Parameter keyStyle: How property and case names become keys, unless `@Key` or
///   `@CaseName` gives the key.
@attached(
  member, names: named(init(from:)), named(encode(to:)), named(init(_$from:)),
  named(_$encode(to:)), named(_$encodeMembers(to:)), named(_$fastEncodingClass),
  named(_$CodingKeys))
@attached(
  extension, conformances: Codable, Mappable,
  names: named(init(from:)), named(encode(to:)), named(init(_$from:)), named(_$encode(to:)),
  named(_$CodingKeys))
public macro Mappable(keyStyle: KeyStyle = .unchanged) =
  #externalMacro(module: "RemapMacrosPlugin", type: "MappableMacro")

/// ``Mappable(keyStyle:)`` for a subclass of a `@Mappable` class: its properties are read and
/// written beside the superclass's, in the same object.
///
/// ```swift
/// @Mappable class Animal { var name: String }
/// @MappableSubclass final class Dog: Animal { var breed: String }
/// // {"name": "Rex", "breed": "Beagle"}
/// ```
///
/// - Parameter keyStyle: How property names become keys, unless `@Key` gives the key.
@attached(
  member, names: named(init(from:)), named(encode(to:)), named(init(_$from:)),
  named(_$encodeMembers(to:)), named(_$fastEncodingClass), named(_$CodingKeys))
public macro MappableSubclass(keyStyle: KeyStyle = .unchanged) =
  #externalMacro(module: "RemapMacrosPlugin", type: "MappableMacro")

// MARK: - Properties

/// The key a property is read from and written to, and the alternatives it is also read
/// from.
///
/// ```swift
/// @Key("place_name") var name: String
/// @Key("id", or: "ID", "identifier") var id: Int        // the first present wins
/// @Key("user_id", encodeAs: "userId") var userID: Int   // read one way, written another
/// ```
///
/// Keys are matched exactly first, then by the decoder's key matching; keys that differ
/// only in case are different keys.
///
/// - Parameters:
///   - name: The key; also the key written, unless `encodeAs` is given.
///   - alternatives: Keys read when `name` is missing, in order.
///   - encodingName: The key written, when it differs from `name`.
@attached(peer)
public macro Key(_ name: String, or alternatives: String..., encodeAs encodingName: String? = nil) =
  #externalMacro(module: "RemapMacrosPlugin", type: "AttributeMacro")

/// A key path through nested objects, read and written back to the same place.
///
/// ```swift
/// @Key(path: "location.lat") var latitude: Double   // {"location": {"lat": 51.5}}
/// ```
///
/// Keys are separated by `.`; write `\.` for a dot inside a key.
///
/// - Parameter path: The keys, outermost first.
@attached(peer)
public macro Key(path: String) =
  #externalMacro(module: "RemapMacrosPlugin", type: "AttributeMacro")

/// When a property's initial value is used beyond a missing key.
///
/// A property's initial value is always its default for a missing key. With this
/// attribute, `null` and values that fail to decode take it as well:
///
/// ```swift
/// @Default(onNull: true, onInvalid: true) var retries = 3
/// ```
///
/// Each default used is a `default-used` recovery in `RemapDecoder`'s report.
///
/// - Parameters:
///   - onNull: Whether `null` takes the default.
///   - onInvalid: Whether a value that fails to decode takes the default.
@attached(peer)
public macro Default(onNull: Bool = false, onInvalid: Bool = false) =
  #externalMacro(module: "RemapMacrosPlugin", type: "AttributeMacro")

/// A property that is neither read nor written; it needs an initial value.
///
/// ```swift
/// @Ignore var cache: [String: Int] = [:]
/// ```
@attached(peer)
public macro Ignore() = #externalMacro(module: "RemapMacrosPlugin", type: "AttributeMacro")

/// Converts a property's value with a ``ValueTransform``, both ways.
///
/// ```swift
/// @Transform(HexColorTransform()) var accent: RGBAColor
/// ```
///
/// - Parameter transform: The transform; its `Value` is the property's type (or the
///   optional's wrapped type).
@attached(peer)
public macro Transform<T: ValueTransform>(_ transform: T) =
  #externalMacro(module: "RemapMacrosPlugin", type: "AttributeMacro")

/// An array that drops the elements that fail to decode, instead of failing.
///
/// ```swift
/// @Lossy var tags: [Tag]   // ["a", 42, "b"] for [Tag] keeps "a" and "b"
/// ```
///
/// Each element dropped is an `element-dropped` recovery in `RemapDecoder`'s report.
@attached(peer)
public macro Lossy() = #externalMacro(module: "RemapMacrosPlugin", type: "AttributeMacro")

/// Captures every input key that no property reads, and writes them back.
///
/// ```swift
/// @UnknownKeys var extra: [String: JSON] = [:]   // or JSON.Object, which keeps the order
/// ```
@attached(peer)
public macro UnknownKeys() = #externalMacro(module: "RemapMacrosPlugin", type: "AttributeMacro")

// MARK: - Enums

/// Makes an enum with associated values internally tagged (`{"type": "dog", "name": "Rex"}`)
/// or, with `content`, adjacently tagged (`{"type": "dog", "data": {"name": "Rex"}}`).
///
/// ```swift
/// @Mappable @Tagged("type")
/// enum Shape { case circle(radius: Double), square(side: Double) }
/// ```
///
/// Without it, an enum is externally tagged, as Swift's synthesized conformance is:
/// `{"circle": {"radius": 1}}`.
///
/// - Parameters:
///   - key: The key of the tag.
///   - content: The key of the associated values, for adjacent tagging.
@attached(peer)
public macro Tagged(_ key: String, content: String? = nil) =
  #externalMacro(module: "RemapMacrosPlugin", type: "AttributeMacro")

/// Makes an enum with associated values untagged: the first case whose associated values
/// decode from the input wins, and a case writes only its associated values.
///
/// ```swift
/// @Mappable @Untagged
/// enum Identifier { case number(Int), text(String) }   // 42 or "A-42"
/// ```
@attached(peer)
public macro Untagged() = #externalMacro(module: "RemapMacrosPlugin", type: "AttributeMacro")

/// The name of an enum case in JSON: its tag, or its value in a value enum.
///
/// ```swift
/// @CaseName("in-progress") case inProgress
/// ```
///
/// - Parameter name: The name.
@attached(peer)
public macro CaseName(_ name: String) =
  #externalMacro(module: "RemapMacrosPlugin", type: "AttributeMacro")

/// The case an unknown value maps to, in an enum whose cases are values (a raw-value enum, or
/// one whose cases have no associated values but this one).
///
/// ```swift
/// @Mappable enum Status {
///   case active, suspended
///   @Fallback case other(String)   // "archived" becomes .other("archived"), and is written back
/// }
/// ```
///
/// A case with one associated value keeps the value found; a case with none loses it. Each
/// use is a `fallback-used` recovery in `RemapDecoder`'s report.
@attached(peer)
public macro Fallback() = #externalMacro(module: "RemapMacrosPlugin", type: "AttributeMacro")
