//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import SwiftSyntax

/// The `Codable` members of a `@Mappable` struct or class.
///
/// ```swift
/// nonisolated init(from decoder: any Decoder) throws {
///   let _$container = try _MappingDecodingContainer(decoder)
///   self.name = try _$container.decode(at: .key("place_name"))
///   self.rating = try _$container.decode(at: .key("rating"), default: 3.0)
/// }
/// ```
///
/// Generic parameters are inferred from the property each call assigns, so no type is
/// written out: a property whose type comes from its initial value works as well.
struct StructGenerator {
  let model: TypeModel

  init(_ model: TypeModel) { self.model = model }

  private var decoded: [Property] { model.properties.filter(\.isDecoded) }

  func members(inExtension: Bool) -> [DeclSyntax] {
    if isLean { return leanMembers() }
    return [initializer(inExtension: inExtension), encodeMethod()]
  }

  // MARK: - Lean members

  /// Whether the type needs nothing beyond what Swift's synthesized `Codable` code does: each
  /// property read and written under one key, with no default, attribute or validation.
  ///
  /// Such a type gets code shaped like the synthesized one (a `CodingKeys` enum and one
  /// keyed-container call per property, with the property's type), which decoders run as fast
  /// as synthesized code, rather than the calls through `_MappingDecodingContainer` that
  /// attributes need.
  var isLean: Bool {
    !decoded.isEmpty && model.validation == nil
      && decoded.allSatisfy { property in
        property.keys.count == 1 && !property.isPath && property.encodingKey == property.keys[0]
          && property.initializer == nil && property.transform == nil && !property.isLossy
          && !property.isPresence && !property.isUnknownKeys
      }
  }

  /// The model type as the generated code names it: `Self`, except in a class that may be
  /// inherited, whose dynamic `Self` cannot be used before `super.init`.
  var modelType: String {
    model.kind == .class && (model.isSubclass || !model.isFinalClass)
      ? "\(model.name).self" : "Self.self"
  }

  private func leanMembers() -> [DeclSyntax] {
    let keys = decoded.map { "case \($0.identifier) = \(literal($0.keys[0]))" }
    var decode = ["let _$container = try decoder.container(keyedBy: _$CodingKeys.self)"]
    var encode = ["var _$container = encoder.container(keyedBy: _$CodingKeys.self)"]
    for property in decoded {
      let read = "{ $0.\(property.identifier) }"
      let key = ".\(property.identifier)"
      if property.isOptional {
        decode.append(
          "self.\(property.identifier) = try _$container.decodeIfPresent(_mappingWrappedType(\(modelType)) \(read), forKey: \(key))"
        )
        encode.append(
          "try _$container.encodeIfPresent(self.\(property.identifier), forKey: \(key))")
      } else {
        decode.append(
          "self.\(property.identifier) = try _$container.decode(_mappingType(\(modelType)) \(read), forKey: \(key))"
        )
        encode.append("try _$container.encode(self.\(property.identifier), forKey: \(key))")
      }
    }
    if model.isSubclass {
      decode.append("try super.init(from: decoder)")
      encode.append("try super.encode(to: encoder)")
    }
    let required = model.kind == .class ? "required " : ""
    let encodeModifiers = model.isSubclass ? "override " : ""
    let encodeAccess = model.isOpenClass ? "open " : model.access
    return [
      """
      private nonisolated enum _$CodingKeys: String, CodingKey {
      \(raw: keys.joined(separator: "\n"))
      }
      """,
      """
      \(raw: model.access)nonisolated \(raw: required)init(from decoder: any Decoder) throws {
      \(raw: decode.joined(separator: "\n"))
      }
      """,
      """
      \(raw: encodeAccess)nonisolated \(raw: encodeModifiers)func encode(to encoder: any Encoder) throws {
      \(raw: encode.joined(separator: "\n"))
      }
      """,
    ]
  }

  // MARK: - Decoding

  private func initializer(inExtension: Bool) -> DeclSyntax {
    var lines = ["let _$container = try _MappingDecodingContainer(decoder)"]
    for property in decoded {
      lines.append("self.\(property.identifier) = \(decodeExpression(property))")
    }
    if model.isSubclass { lines.append("try super.init(from: decoder)") }
    lines += validationLines
    let required = model.kind == .class ? "required " : ""
    return """
      \(raw: model.access)nonisolated \(raw: required)init(from decoder: any Decoder) throws {
      \(raw: lines.joined(separator: "\n"))
      }
      """
  }

  /// The call of `didDecode()`, if the type declares it (a subclass's override is called by
  /// the superclass's initializer); its error is reported through `_$container`.
  var validationLines: [String] {
    guard let validation = model.validation, !(model.isSubclass && validation.isOverride) else {
      return []
    }
    guard validation.throws else { return ["self.didDecode()"] }
    return [
      """
      do {
        try self.didDecode()
      } catch {
        throw _$container.validationFailed(error, type: \(literal(model.name)))
      }
      """
    ]
  }

  /// The expression that reads `property` through `_$container`, the generated
  /// `init(from:)`'s `_MappingDecodingContainer`; the fast path reads attributed properties
  /// with the same expression.
  func decodeExpression(_ property: Property) -> String {
    let field = property.fieldExpression
    if property.isUnknownKeys {
      return
        "try _$container.unknownKeys(excluding: [\(knownKeys.map(literal).joined(separator: ", "))])"
    }
    if property.isPresence {
      return "try _$container.decodePresence(at: \(field))"
    }
    var arguments = ["at: \(field)"]
    if let transform = property.transform { arguments.append("using: \(transform)") }
    // An optional lossy array or transformed value has no default of its own: the runtime's
    // defaults are of the wrapped type, and a missing key is `nil` already.
    let takesDefault = !(property.isOptional && (property.isLossy || property.transform != nil))
    if let initializer = property.initializer, takesDefault {
      arguments.append("default: \(initializer)")
      if property.defaultOnNull { arguments.append("onNull: true") }
      if property.defaultOnInvalid { arguments.append("onInvalid: true") }
    }
    let method: String
    if property.isLossy {
      method = property.isOptional ? "decodeLossyIfPresent" : "decodeLossy"
    } else {
      method = property.isOptional ? "decodeIfPresent" : "decode"
    }
    return "try _$container.\(method)(\(arguments.joined(separator: ", ")))"
  }

  /// Every key the properties read, for `@UnknownKeys`: each alternative and each path's
  /// first key.
  private var knownKeys: [String] {
    var keys: [String] = []
    for property in decoded where !property.isUnknownKeys {
      for key in property.isPath ? [property.headKey] : property.keys where !keys.contains(key) {
        keys.append(key)
      }
    }
    return keys
  }

  // MARK: - Encoding

  private func encodeMethod() -> DeclSyntax {
    var lines = ["var _$container = _MappingEncodingContainer(encoder)"]
    lines += encodeLines(decoded.filter { !$0.isUnknownKeys }, depth: 0, container: "_$container")
    if let unknown = decoded.first(where: \.isUnknownKeys) {
      let written = decoded.filter { !$0.isUnknownKeys }.map {
        $0.isPath ? $0.headKey : $0.encodingKey
      }
      lines.append(
        "try _$container.encodeUnknownKeys(self.\(unknown.identifier), excluding: [\(Set(written).sorted().map(literal).joined(separator: ", "))])"
      )
    }
    if model.isSubclass { lines.append("try super.encode(to: encoder)") }
    let modifiers: String
    if model.isSubclass {
      modifiers = "override "
    } else {
      modifiers = ""
    }
    let access = model.isOpenClass ? "open " : model.access
    return """
      \(raw: access)nonisolated \(raw: modifiers)func encode(to encoder: any Encoder) throws {
      \(raw: lines.joined(separator: "\n"))
      }
      """
  }

  /// The lines that encode `properties` into `container`, whose paths have already
  /// descended `depth` keys: each nested object is opened once, where its first property is.
  private func encodeLines(_ properties: [Property], depth: Int, container: String) -> [String] {
    var lines: [String] = []
    var opened: Set<String> = []
    for property in properties {
      let pathKeys = property.isPath ? Array(property.keys.dropLast()) : []
      if pathKeys.count > depth {
        let head = pathKeys[depth]
        guard !opened.contains(head) else { continue }
        opened.insert(head)
        let group = properties.filter {
          $0.isPath && $0.keys.count - 1 > depth && $0.keys[depth] == head
        }
        let nested = "_$nested\(depth + 1)"
        lines.append("do {")
        lines.append("var \(nested) = \(container).nested(\(literal(head)))")
        lines += encodeLines(group, depth: depth + 1, container: nested)
        lines.append("}")
        continue
      }
      lines.append(encodeLine(property, container: container))
    }
    return lines
  }

  private func encodeLine(_ property: Property, container: String) -> String {
    let value = "self.\(property.identifier)"
    let key = literal(property.encodingKey)
    if property.isPresence { return "try \(container).encodePresence(\(value), forKey: \(key))" }
    let method =
      property.writesNil ? "encodeOrNull" : property.isOptional ? "encodeIfPresent" : "encode"
    if let transform = property.transform {
      return "try \(container).\(method)(\(value), forKey: \(key), using: \(transform))"
    }
    return "try \(container).\(method)(\(value), forKey: \(key))"
  }
}
