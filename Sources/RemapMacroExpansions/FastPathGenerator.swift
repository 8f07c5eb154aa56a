//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import SwiftSyntax

/// The `Mappable` members of a `@Mappable` struct or final class: Remap's fast path, which
/// `RemapDecoder` and `RemapEncoder` call instead of the `Codable` members.
///
/// A property with no attribute is read by `ObjectReader`, through the overload for its type
/// chosen at compile time; any other property is read by the
/// very call the generated `init(from:)` makes, on a `_MappingDecodingContainer` over the same
/// object, so that both paths decide alike:
///
/// ```swift
/// nonisolated init(_$from _$value: inout ValueReader) throws {
///   var _$object = try _$value.object()
///   let _$container = try _MappingDecodingContainer(_$value)
///   self.name = try _$object.decode(_mappingType(Self.self) { $0.name }, forKey: "place_name")
///   self.rating = try _$container.decode(at: .key("rating"), default: 3.0)
/// }
/// nonisolated func _$encode(to _$value: inout ValueWriter) throws {
///   var _$object = _$value.object()
///   try _$object.encode(self.name, forKey: "place_name")
///   try _$object.encode(self.rating, forKey: "rating")
/// }
/// ```
///
/// A type whose members cannot all be written by `ObjectWriter` (a key path, which opens
/// nested objects, or `@UnknownKeys`, whose keys are known only at run time) encodes through
/// its `encode(to:)`. Enums, non-final classes and subclasses conform too, through their
/// `Codable` members (a non-final class's initializer must be `required`, and would bind
/// every subclass to a fast path of its own), so that every `@Mappable` type is `Mappable`.
struct FastPathGenerator {
  let model: TypeModel
  private let codable: StructGenerator
  /// Whether the members read and write the document themselves, rather than through the
  /// type's `Codable` members.
  let isDirect: Bool

  init(_ model: TypeModel) {
    self.model = model
    codable = StructGenerator(model)
    switch model.kind {
    case .struct: isDirect = true
    case .class: isDirect = model.isFinalClass && !model.isSubclass
    case .enum: isDirect = false
    }
  }

  func members() -> [DeclSyntax] {
    isDirect ? [initializer(), encodeMethod()] : bridgedMembers()
  }

  /// The members of a type without a fast path of its own: its `Codable` members, called
  /// with the decoder and encoder at the same value.
  private func bridgedMembers() -> [DeclSyntax] {
    let access = model.access
    let initializer: DeclSyntax
    if model.kind == .class {
      initializer = """
        \(raw: access)required convenience nonisolated init(_$from _$value: inout ValueReader) throws {
        try self.init(from: _$value._decoder)
        }
        """
    } else {
      initializer = """
        \(raw: access)nonisolated init(_$from _$value: inout ValueReader) throws {
        try self.init(from: _$value._decoder)
        }
        """
    }
    // A subclass inherits the superclass's, which calls `encode(to:)` dynamically.
    if model.isSubclass { return [initializer] }
    let encode: DeclSyntax = """
      \(raw: access)nonisolated func _$encode(to _$value: inout ValueWriter) throws {
      try _$value.encode(_CodableEncoding(self))
      }
      """
    return [initializer, encode]
  }

  private var decoded: [Property] { model.properties.filter(\.isDecoded) }

  // MARK: - Decoding

  /// Whether `ObjectReader` reads the property directly: one key, no attribute and no
  /// default.
  private static func isPlain(_ property: Property) -> Bool {
    property.keys.count == 1 && !property.isPath && property.initializer == nil
      && property.transform == nil && !property.isLossy && !property.isPresence
      && !property.isUnknownKeys
  }

  private func initializer() -> DeclSyntax {
    let plain = decoded.contains(where: Self.isPlain)
    let needsContainer =
      decoded.contains { !Self.isPlain($0) } || model.validation?.throws == true
    var lines: [String] = []
    if plain { lines.append("var _$object = try _$value.object()") }
    if needsContainer {
      lines.append("let _$container = try _MappingDecodingContainer(_$value)")
    } else if !plain {
      // Only the check that the value is an object, as `init(from:)` makes it.
      lines.append("_ = try _MappingDecodingContainer(_$value)")
    }
    for property in decoded {
      let expression =
        Self.isPlain(property)
        ? plainDecodeExpression(property) : codable.decodeExpression(property)
      lines.append("self.\(property.identifier) = \(expression)")
    }
    lines += codable.validationLines
    return """
      \(raw: model.access)nonisolated init(_$from _$value: inout ValueReader) throws {
      \(raw: lines.joined(separator: "\n"))
      }
      """
  }

  /// The read of a property without attributes.
  ///
  /// The property's type is passed, so that the overload of `ObjectReader` for it (`Bool`,
  /// `String`, `Double`, `Int`, `Mappable` types and their arrays) is chosen at compile time.
  /// It is taken from the property rather than spelled as the model writes it, which may not
  /// be in scope in an extension (a nested type naming a sibling).
  private func plainDecodeExpression(_ property: Property) -> String {
    let key = literal(property.keys[0])
    let read = "{ $0.\(property.identifier) }"
    if property.isOptional {
      return
        "try _$object.decodeIfPresent(_mappingWrappedType(Self.self) \(read), forKey: \(key))"
    }
    return "try _$object.decode(_mappingType(Self.self) \(read), forKey: \(key))"
  }

  // MARK: - Encoding

  private func encodeMethod() -> DeclSyntax {
    let properties = decoded
    var lines: [String] = []
    if properties.contains(where: { $0.isPath || $0.isUnknownKeys }) {
      lines.append("try _$value.encode(_CodableEncoding(self))")
    } else if properties.isEmpty {
      lines.append("_ = _$value.object()")
    } else {
      lines.append("var _$object = _$value.object()")
      lines += properties.map(encodeLine)
    }
    return """
      \(raw: model.access)nonisolated func _$encode(to _$value: inout ValueWriter) throws {
      \(raw: lines.joined(separator: "\n"))
      }
      """
  }

  private func encodeLine(_ property: Property) -> String {
    let value = "self.\(property.identifier)"
    let key = literal(property.encodingKey)
    if property.isPresence { return "try _$object._encodePresence(\(value), forKey: \(key))" }
    if let transform = property.transform {
      if property.isOptional {
        return "try _$object.encodeIfPresent(\(value).map(\(transform).encode), forKey: \(key))"
      }
      return "try _$object.encode(\(transform).encode(\(value)), forKey: \(key))"
    }
    let method =
      property.writesNil ? "_encodeOrNull" : property.isOptional ? "encodeIfPresent" : "encode"
    return "try _$object.\(method)(\(value), forKey: \(key))"
  }
}
