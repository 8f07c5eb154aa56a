//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import SwiftSyntax

/// The `Mappable` members of a `@Mappable` enum: the decisions of its `Codable` members
/// (``EnumGenerator/members()``), made over `ValueReader`, `ObjectReader` and their writers.
///
/// Each read is the reader method that does what the `Codable` member's call does (a raw
/// value through `ValueReader.decode(String.self)` as through the single-value container; a
/// tag and the associated values through `ObjectReader`, as through the keyed container), and
/// each error is made by the same helper, so that both paths decide alike:
///
/// ```swift
/// nonisolated init(_$from _$value: inout ValueReader) throws {
///   var _$object = try _$value.object()
///   let _$tag = try _$object.decode(String.self, forKey: "type")
///   switch _$tag {
///   case "dog":
///     self = .dog(name: try _$object.decode((String).self, forKey: "name"))
///   default:
///     throw _MappingDecodingContainer.unknownCase(_$tag, at: "type", cases: ["dog"], in: _$object)
///   }
/// }
/// ```
///
/// What the writers cannot say as the `Codable` member does goes through that member, per
/// case: a single unnamed value merged beside an internal tag (its own `encode(to:)` writes
/// into the same object), and an external tag that is a fallback's value (a key known only at
/// run time). An associated value with a default is read through `_MappingDecodingContainer`,
/// whose default handling records the report's recovery.
extension EnumGenerator {
  func fastMembers() -> [DeclSyntax] {
    guard diagnostics.isEmpty else { return [] }
    let (decode, encode) = isValueEnum ? fastValueEnum() : fastTaggedEnum()
    return [
      """
      \(raw: model.access)nonisolated init(_$from _$value: inout ValueReader) throws {
      \(raw: decode.joined(separator: "\n"))
      }
      """,
      """
      \(raw: model.access)nonisolated func _$encode(to _$value: inout ValueWriter) throws {
      \(raw: encode.joined(separator: "\n"))
      }
      """,
    ]
  }

  // MARK: - Value enums

  private func fastValueEnum() -> (decode: [String], encode: [String]) {
    valueEnumBodies(
      ValueEnumSpelling(
        read: { "try _$value.decode(\($0).self)" }, raw: "_$raw",
        decoderArgument: "decoder: _$value._decoder", writer: "_$value", encodePrologue: []))
  }

  // MARK: - Enums with associated values

  /// The reads of a case's values from `object`, an `ObjectReader`; `nil` when a value has a
  /// default, which only `_MappingDecodingContainer` applies as `init(from:)` does.
  private func fastValues(_ enumCase: EnumCase, object: String) -> [String]? {
    if enumCase.parameters.contains(where: { $0.defaultValue != nil }) { return nil }
    return enumCase.parameters.map { parameter in
      let label = parameter.label.map { "\($0): " } ?? ""
      let key = literal(parameter.key)
      if Property.isOptional(parameter.type) {
        return
          "\(label)try \(object).decodeIfPresent(_mappingWrapped((\(parameter.type)).self), forKey: \(key))"
      }
      return "\(label)try \(object).decode((\(parameter.type)).self, forKey: \(key))"
    }
  }

  private func fastTaggedEnum() -> (decode: [String], encode: [String]) {
    if case .untagged = tagging { return fastUntaggedEnum() }
    let tags = cases.filter { !$0.isFallback }.map { literal($0.tag) }.joined(separator: ", ")
    var decode: [String]
    let tagKey: String
    switch tagging {
    case .internal(let key), .adjacent(let key, _):
      tagKey = literal(key)
      decode = [
        "var _$object = try _$value.object()",
        "let _$tag = try _$object.decode(String.self, forKey: \(tagKey))",
      ]
    case .external, .untagged:
      tagKey = "nil"
      // `var` only when a case reads its values from the object, or it would be a warning.
      let reads = cases.contains {
        !$0.isFallback && !$0.parameters.isEmpty && fastValues($0, object: "") != nil
      }
      decode = [
        "\(reads ? "var" : "let") _$object = try _$value.object()",
        "let _$tag = try _MappingDecodingContainer.tag(of: _$object)",
      ]
    }
    decode.append("switch _$tag {")
    var encode = ["switch self {"]
    for enumCase in cases where !enumCase.isFallback {
      decode.append("case \(literal(enumCase.tag)):")
      decode += fastDecodeCase(enumCase)
      encode += fastEncodeCase(enumCase)
    }
    decode.append("default:")
    if let fallback {
      decode.append(
        "_MappingDecodingContainer.noteFallback(\"\\\"\\(_$tag)\\\"\", type: \(literal(model.name)), decoder: _$value._decoder)"
      )
      decode.append(
        fallback.parameters.isEmpty
          ? "self = .\(fallback.identifier)" : "self = .\(fallback.identifier)(_$tag)")
      encode += fastEncodeFallback(fallback)
    } else {
      decode.append(
        "throw _MappingDecodingContainer.unknownCase(_$tag, at: \(tagKey), cases: [\(tags)], in: _$object)"
      )
    }
    decode.append("}")
    encode.append("}")
    return (decode, encode)
  }

  private func fastDecodeCase(_ enumCase: EnumCase) -> [String] {
    let single = enumCase.isSingleUnlabeled ? enumCase.parameters[0].type.trimmedDescription : nil
    // A value with a default: the case is read as `init(from:)` reads it.
    let throughContainer =
      ["let _$container = try _MappingDecodingContainer(_$value)"] + decodeCase(enumCase)
    switch tagging {
    case .internal:
      if let single { return [construct(enumCase, ["try _$value.decode((\(single)).self)"])] }
      guard let values = fastValues(enumCase, object: "_$object") else { return throughContainer }
      return [construct(enumCase, values)]
    case .adjacent(_, let content):
      if enumCase.parameters.isEmpty { return [construct(enumCase, [])] }
      if let single {
        return [
          construct(
            enumCase, ["try _$object.decode((\(single)).self, forKey: \(literal(content)))"])
        ]
      }
      guard let values = fastValues(enumCase, object: "_$payload") else { return throughContainer }
      return [
        "var _$payload = try _$object.nestedObject(forKey: \(literal(content)))",
        construct(enumCase, values),
      ]
    case .external, .untagged:
      if enumCase.parameters.isEmpty { return [construct(enumCase, [])] }
      guard let values = fastValues(enumCase, object: "_$payload") else { return throughContainer }
      return [
        "var _$payload = try _$object.nestedObject(forKey: \(literal(enumCase.tag)))",
        construct(enumCase, values),
      ]
    }
  }

  private func fastEncodeValues(_ enumCase: EnumCase, object: String) -> [String] {
    enumCase.parameters.enumerated().map { index, parameter in
      let method = Property.isOptional(parameter.type) ? "encodeIfPresent" : "encode"
      return "try \(object).\(method)(_$\(index), forKey: \(literal(parameter.key)))"
    }
  }

  /// The member itself encodes the case: what the writers cannot say alike.
  private func encodedByCodable(_ enumCase: EnumCase) -> [String] {
    ["case .\(enumCase.identifier):", "try _$value.encode(_CodableEncoding(self))"]
  }

  private func fastEncodeCase(_ enumCase: EnumCase) -> [String] {
    let pattern = "case .\(enumCase.identifier)\(enumCase.bindingPattern):"
    let tag = literal(enumCase.tag)
    switch tagging {
    case .internal(let key):
      if enumCase.isSingleUnlabeled { return encodedByCodable(enumCase) }
      return [
        pattern, "var _$object = _$value.object()",
        "try _$object.encode(\(tag), forKey: \(literal(key)))",
      ] + fastEncodeValues(enumCase, object: "_$object")
    case .adjacent(let key, let content):
      var lines = [
        pattern, "var _$object = _$value.object()",
        "try _$object.encode(\(tag), forKey: \(literal(key)))",
      ]
      if enumCase.isSingleUnlabeled {
        lines.append("try _$object.encode(_$0, forKey: \(literal(content)))")
      } else if !enumCase.parameters.isEmpty {
        lines.append("var _$payload = _$object.nestedObject(forKey: \(literal(content)))")
        lines += fastEncodeValues(enumCase, object: "_$payload")
      }
      return lines
    case .external, .untagged:
      if enumCase.parameters.isEmpty {
        return [
          pattern, "var _$object = _$value.object()", "_ = _$object.nestedObject(forKey: \(tag))",
        ]
      }
      return [
        pattern, "var _$object = _$value.object()",
        "var _$payload = _$object.nestedObject(forKey: \(tag))",
      ] + fastEncodeValues(enumCase, object: "_$payload")
    }
  }

  private func fastEncodeFallback(_ fallback: EnumCase) -> [String] {
    let tag = fallback.parameters.isEmpty ? literal(fallback.tag) : "_$0"
    let pattern = "case .\(fallback.identifier)\(fallback.bindingPattern):"
    switch tagging {
    case .internal(let key), .adjacent(let key, _):
      return [
        pattern, "var _$object = _$value.object()",
        "try _$object.encode(\(tag), forKey: \(literal(key)))",
      ]
    case .external, .untagged:
      // The fallback's value is a key known only at run time.
      if !fallback.parameters.isEmpty { return encodedByCodable(fallback) }
      return [
        pattern, "var _$object = _$value.object()", "_ = _$object.nestedObject(forKey: \(tag))",
      ]
    }
  }

  // MARK: - Untagged

  private func fastUntaggedEnum() -> (decode: [String], encode: [String]) {
    var candidates: [String] = []
    var encode = ["switch self {"]
    for enumCase in cases {
      encode.append("case .\(enumCase.identifier)\(enumCase.bindingPattern):")
      if enumCase.parameters.isEmpty {
        candidates.append(
          "{\ntry _MappingDecodingContainer.decodeNull(_$reader._decoder)\nreturn Self.\(enumCase.identifier)\n}"
        )
        encode.append("try _$value.encodeNil()")
      } else if enumCase.isSingleUnlabeled {
        let type = enumCase.parameters[0].type.trimmedDescription
        candidates.append(
          "{\nSelf.\(enumCase.identifier)(try _$reader.decode((\(type)).self))\n}")
        encode.append("try _$value.encode(_$0)")
      } else {
        if let values = fastValues(enumCase, object: "_$object") {
          candidates.append(
            "{\nvar _$object = try _$reader.object()\nreturn Self.\(enumCase.identifier)(\(values.joined(separator: ", ")))\n}"
          )
        } else {
          let values = valueExpressions(enumCase, container: "_$container")
          candidates.append(
            "{\nlet _$container = try _MappingDecodingContainer(_$reader)\nreturn Self.\(enumCase.identifier)(\(values.joined(separator: ", ")))\n}"
          )
        }
        encode.append("var _$object = _$value.object()")
        encode += fastEncodeValues(enumCase, object: "_$object")
      }
    }
    encode.append("}")
    let decode = [
      "let _$reader = _$value",
      "let _$candidates: [() throws -> Self] = [\n\(candidates.joined(separator: ",\n"))\n]",
      "guard let value = _MappingDecodingContainer.firstDecoding(_$reader._decoder, _$candidates) else {",
      "throw _MappingDecodingContainer.noCaseMatched(\(literal(model.name)), decoder: _$reader._decoder)",
      "}",
      "self = value",
    ]
    return (decode, encode)
  }
}
