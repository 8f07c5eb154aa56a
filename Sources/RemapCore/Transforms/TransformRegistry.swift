//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The transforms a ``RemapDecoder`` or a ``RemapEncoder`` applies, by type or by key path.
///
/// ```swift
/// var decoder = RemapDecoder()
/// decoder.transforms.register(HexColorTransform())          // every RGBAColor
/// decoder.transforms.register(
///   CoordinateTransform(latitudeKey: "lat", longitudeKey: "lng"), at: "venue.location")
/// ```
///
/// A transform registered with ``register(_:)-(T)`` applies to every value of its type wherever
/// it appears: a property, an element of an array, a value of a dictionary, the value of an
/// optional. One registered with ``register(_:at:)-(T,_)`` applies to the values of its type at one
/// key path only. For a value, a transform registered at its path wins over one registered
/// for its type, which wins over the type's own `Decodable` or `Encodable` conformance.
/// Registering a second transform for the same type (and the same path) replaces the first.
///
/// ## Key paths
///
/// A path is written as ``ValuePath`` writes it, from the root of the value being decoded or
/// encoded: `user.location`, `items[0].price`. Array indices in the document's path are
/// skipped where the registered path names none, so `items.price` matches the price of
/// every element of `items`, and `colors` matches every element of an array of colours
/// under `colors`; `items[0].price` matches the first element's only.
///
/// When decoding, the path's keys match the document's keys with the decoder's
/// ``RemapDecoder/keyMatching``, so `created_at` and `createdAt` both match a member written
/// `created_at` under the fuzzy default. When encoding, they match the property names (the
/// coding keys) or the keys as ``RemapEncoder/keyStyle`` writes them.
///
/// ## Cost
///
/// A registry is a value with no shared state: configure a decoder, then use it from any
/// number of tasks. With no transforms the decoder and the encoder run exactly as without
/// them. With some, the decoder looks up each value's type in a short table; the encoder
/// builds a `JSON` tree instead of streaming text (see <doc:Transforms>).
public struct TransformRegistry: Sendable {
  /// The registrations, those with a path first, so that a lookup meets them first.
  private(set) var entries: [TransformEntry] = [] {
    didSet { types = entries.map(\.type) }
  }

  /// The `Value` type of each registration, for the decoder's quick test of each value.
  private var types: [ObjectIdentifier] = []

  /// The error of the first transform registered at an invalid path (see `checkPaths()`).
  private var invalidPathError: RemapError?

  /// Whether any registered transform is for a type that the decoder reads without asking
  /// the type (`Bool`, `String`, the integers, `Double`, `Float`): only then do those reads
  /// look for one.
  private(set) var hasScalarTransforms = false

  /// Creates an empty registry.
  public init() {}

  /// Whether no transform is registered.
  public var isEmpty: Bool { entries.isEmpty }

  /// The number of registered transforms.
  public var count: Int { entries.count }

  /// Applies `transform` to every value of its type.
  ///
  /// ```swift
  /// decoder.transforms.register(BoolTransform(trueWords: ["si"], falseWords: ["no"]))
  /// ```
  ///
  /// - Parameter transform: The transform; it replaces any registered for the same type
  ///   without a path.
  public mutating func register<T: ValueTransform>(_ transform: T) {
    add(TransformEntry(transform, path: nil))
  }

  /// Applies `transform` to the values of its type at one key path.
  ///
  /// ```swift
  /// encoder.transforms.register(EpochDateTransform(.milliseconds), at: "meta.updatedAt")
  /// encoder.transforms.register(EpochDateTransform(.seconds), at: "items[\(index)].sentAt")
  /// encoder.transforms.register(EpochDateTransform(.seconds), at: pathFromSettings)
  /// ```
  ///
  /// A path that is not valid (text that does not parse, or an invalid ``ValuePath``
  /// literal) registers nothing: every decoding or encoding with this registry then fails
  /// with that path's ``RemapError/Code/invalidPath`` error, naming the transform, rather
  /// than running without it.
  ///
  /// - Parameters:
  ///   - transform: The transform; it replaces any registered for the same type at the
  ///     same path.
  ///   - path: Where it applies, from the root: a ``ValuePath``, or text in its syntax (a
  ///     literal or a `String` built at run time); see "Key paths" above for array elements.
  public mutating func register<T: ValueTransform>(
    _ transform: T, at path: some ValuePathConvertible
  ) {
    guard let path = parsed(path, for: T.self) else { return }
    add(TransformEntry(transform, path: path))
  }

  /// Applies an enum transform to every value of its enum, recording the use of its
  /// fallback case in reports.
  ///
  /// - Parameter transform: The transform; it replaces any registered for the same enum
  ///   without a path.
  public mutating func register<Enum>(_ transform: EnumTransform<Enum>) {
    add(TransformEntry(recovering: transform, path: nil))
  }

  /// Applies an enum transform to the values of its enum at one key path, recording the use
  /// of its fallback case in reports.
  ///
  /// - Parameters:
  ///   - transform: The transform; it replaces any registered for the same enum at the same
  ///     path.
  ///   - path: Where it applies, from the root: a ``ValuePath``, or text in its syntax. A path
  ///     that is not valid registers nothing and makes decoding and encoding fail, as with
  ///     ``register(_:at:)-(T,_)``.
  public mutating func register<Enum>(
    _ transform: EnumTransform<Enum>, at path: some ValuePathConvertible
  ) {
    guard let path = parsed(path, for: EnumTransform<Enum>.self) else { return }
    add(TransformEntry(recovering: transform, path: path))
  }

  /// Removes every registered transform, and the error of any registered at an invalid path.
  public mutating func removeAll() {
    entries.removeAll()
    hasScalarTransforms = false
    invalidPathError = nil
  }

  /// `path` parsed, or `nil` after noting the error of an invalid one for `checkPaths()`.
  private mutating func parsed(
    _ path: some ValuePathConvertible, for transformType: Any.Type
  ) -> ValuePath? {
    do {
      return try path.valuePath()
    } catch {
      if invalidPathError == nil {
        invalidPathError = RemapError(
          .invalidPath,
          "\(transformType) is registered at a path that is not valid: \(error.message)",
          found: error.found)
      }
      return nil
    }
  }

  /// Throws the error of the first transform registered at an invalid path, if any: called
  /// as each decoding or encoding starts, so that a registration that could not apply is
  /// never silently left out.
  @inline(__always)
  func checkPaths() throws(RemapError) {
    if let invalidPathError { throw invalidPathError }
  }

  private mutating func add(_ entry: TransformEntry) {
    entries.removeAll { $0.type == entry.type && $0.path == entry.path }
    if entry.path != nil {
      entries.insert(entry, at: 0)
    } else {
      entries.append(entry)
    }
    hasScalarTransforms = hasScalarTransforms || entry.isScalar
  }

  /// Whether any transform is registered for `type`, at any path.
  ///
  /// - Complexity: O(*n*) in the number of registrations, comparing one word each.
  @inline(__always)
  func contains(_ type: Any.Type) -> Bool {
    let wanted = ObjectIdentifier(type)
    for index in types.indices where types[index] == wanted { return true }
    return false
  }

  /// The transform for a value of `type`: the first registered at a path that `matches`
  /// accepts, else the one registered for the type.
  ///
  /// - Complexity: O(*n*) in the number of registrations; `matches` runs only for those of
  ///   `type`.
  func entry(for type: Any.Type, matching matches: (ValuePath) -> Bool) -> TransformEntry? {
    let wanted = ObjectIdentifier(type)
    for entry in entries where entry.type == wanted {
      guard let path = entry.path else { return entry }
      if matches(path) { return entry }
    }
    return nil
  }
}
