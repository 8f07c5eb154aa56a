//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import SwiftDiagnostics
import SwiftSyntax

/// One case of a `@Mappable` enum.
struct EnumCase {
  struct Parameter {
    /// The label, if any: the key of the value.
    var label: String?
    var type: TypeSyntax
    var defaultValue: ExprSyntax?
    /// The key: the label in the key style, or `_0`, `_1`… as Swift's synthesized code.
    var key: String
  }

  var identifier: String
  /// The name in JSON: `@CaseName`, or the case's name in the key style.
  var tag: String
  var parameters: [Parameter]
  var isFallback: Bool

  /// The pattern that binds the associated values: `(let _$0, let _$1)`.
  var bindingPattern: String {
    parameters.isEmpty
      ? "" : "(" + parameters.indices.map { "let _$\($0)" }.joined(separator: ", ") + ")"
  }

  /// Whether the case has exactly one associated value without a label, written bare.
  var isSingleUnlabeled: Bool { parameters.count == 1 && parameters[0].label == nil }
}

/// The `Codable` members of a `@Mappable` enum.
///
/// A value enum (a raw type, or no associated values but a `@Fallback` case's) reads a single
/// value. Other enums are externally tagged like Swift's synthesized code (`{"case": {...}}`),
/// or as `@Tagged` and `@Untagged` say.
struct EnumGenerator {
  enum Tagging {
    case external
    case `internal`(String)
    case adjacent(String, String)
    case untagged
  }

  let model: TypeModel
  var cases: [EnumCase] = []
  var rawType: String?
  var tagging = Tagging.external
  var diagnostics: [Diagnostic] = []

  static let rawTypes: Set<String> = [
    "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
    "UInt64", "Double", "Float", "Character",
  ]

  init(_ model: TypeModel) {
    self.model = model
    guard let decl = model.declaration.as(EnumDeclSyntax.self) else { return }
    rawType = decl.inheritanceClause?.inheritedTypes.lazy
      .map(\.type.trimmedDescription).first { Self.rawTypes.contains($0) }
    let attributes = decl.attributes
    let tagged = TypeModel.attribute("Tagged", in: attributes)
    let untagged = TypeModel.attribute("Untagged", in: attributes)
    if let tagged, untagged != nil {
      diagnostics.append(Diagnostic(node: tagged, message: MappableDiagnostic.tooManyTagStyles))
    }
    if let tagged, case .argumentList(let arguments) = tagged.arguments {
      let key = arguments.first.flatMap { stringValue(of: $0.expression) } ?? "type"
      let content = arguments.first { $0.label?.text == "content" }
        .flatMap { stringValue(of: $0.expression) }
      tagging = content.map { .adjacent(key, $0) } ?? .internal(key)
    } else if untagged != nil {
      tagging = .untagged
    }
    for member in decl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      let caseName = TypeModel.attribute("CaseName", in: caseDecl.attributes)
        .flatMap { attribute -> String? in
          guard case .argumentList(let arguments) = attribute.arguments else { return nil }
          return arguments.first.flatMap { stringValue(of: $0.expression) }
        }
      let fallback = TypeModel.attribute("Fallback", in: caseDecl.attributes)
      for element in caseDecl.elements {
        let name = element.name.text.trimmingBackticks()
        var parameters: [EnumCase.Parameter] = []
        for (index, parameter) in (element.parameterClause?.parameters ?? []).enumerated() {
          let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
          parameters.append(
            EnumCase.Parameter(
              label: label, type: parameter.type.trimmed,
              defaultValue: parameter.defaultValue?.value.trimmed,
              key: label.map { model.keyStyle.apply(to: $0.trimmingBackticks()) } ?? "_\(index)"))
        }
        let enumCase = EnumCase(
          identifier: element.name.text, tag: caseName ?? model.keyStyle.apply(to: name),
          parameters: parameters, isFallback: fallback != nil)
        if let fallback {
          if cases.contains(where: \.isFallback) {
            diagnostics.append(
              Diagnostic(node: fallback, message: MappableDiagnostic.fallbackTwice))
          }
          let fits =
            parameters.isEmpty
            || (parameters.count == 1 && parameters[0].type.trimmedDescription == "String")
          if !fits {
            diagnostics.append(
              Diagnostic(node: fallback, message: MappableDiagnostic.fallbackShape))
          }
        }
        if case .internal(let key) = tagging, parameters.contains(where: { $0.key == key }) {
          diagnostics.append(Diagnostic(node: element, message: MappableDiagnostic.tagCollides))
        }
        cases.append(enumCase)
      }
    }
  }

  /// Whether the enum reads a single value: a raw-value enum, or one whose only associated
  /// value is its fallback's.
  var isValueEnum: Bool {
    if rawType != nil { return true }
    return cases.contains(where: \.isFallback)
      && cases.allSatisfy { $0.parameters.isEmpty || $0.isFallback }
  }

  var fallback: EnumCase? { cases.first(where: \.isFallback) }

  /// Every case, as an array literal (`[Self.pending, Self.paid]`): what an unknown raw value
  /// was expected to be.
  var allCases: String {
    "[" + cases.map { "Self.\($0.identifier)" }.joined(separator: ", ") + "]"
  }

  func members() -> [DeclSyntax] {
    guard diagnostics.isEmpty else { return [] }
    let (decode, encode) = isValueEnum ? valueEnum() : taggedEnum()
    return [
      """
      \(raw: model.access)nonisolated init(from decoder: any Decoder) throws {
      \(raw: decode.joined(separator: "\n"))
      }
      """,
      """
      \(raw: model.access)nonisolated func encode(to encoder: any Encoder) throws {
      \(raw: encode.joined(separator: "\n"))
      }
      """,
    ]
  }

  // MARK: - Value enums

  private func valueEnum() -> (decode: [String], encode: [String]) {
    valueEnumBodies(
      ValueEnumSpelling(
        read: { "try decoder.singleValueContainer().decode(\($0).self)" }, raw: "_$value",
        decoderArgument: "decoder: decoder", writer: "_$container",
        encodePrologue: ["var _$container = encoder.singleValueContainer()"]))
  }

  /// The names a value enum's bodies use, which differ between the `Codable` members and the
  /// fast path's; the decisions the bodies make are the same.
  struct ValueEnumSpelling {
    /// An expression that reads the value as the given type.
    var read: (_ type: String) -> String
    /// The constant that holds the value read.
    var raw: String
    /// The argument that gives `_MappingDecodingContainer`'s helpers the decoder.
    var decoderArgument: String
    /// What the encoding body writes the value with.
    var writer: String
    /// The encoding body's first statements.
    var encodePrologue: [String]
  }

  /// The decoding and encoding bodies of a value enum: a raw-value enum, or one whose only
  /// associated value is its fallback's, read and written as one value.
  func valueEnumBodies(_ spelling: ValueEnumSpelling) -> (decode: [String], encode: [String]) {
    let typeName = literal(model.name)
    let (raw, decoder, writer) = (spelling.raw, spelling.decoderArgument, spelling.writer)
    var decode: [String] = []
    var encode = spelling.encodePrologue
    if let rawType {
      decode.append("let \(raw) = \(spelling.read(rawType))")
      decode.append("if let value = Self(rawValue: \(raw)) {\nself = value\n} else {")
      if let fallback {
        if rawType == "String" {
          decode.append(
            "if let value = _MappingDecodingContainer.caseInsensitive(Self.self, \(raw), \(decoder)) {\nself = value\n} else {"
          )
        }
        decode.append(
          "_MappingDecodingContainer.noteFallback(\"\\(\(raw))\", type: \(typeName), \(decoder))")
        decode.append("self = .\(fallback.identifier)")
        if rawType == "String" { decode.append("}") }
      } else {
        decode.append(
          "throw _MappingDecodingContainer.invalidRawValue(\(raw), cases: \(allCases), \(decoder))"
        )
      }
      decode.append("}")
      encode.append("try \(writer).encode(self.rawValue)")
      return (decode, encode)
    }
    decode.append("let \(raw) = \(spelling.read("String"))")
    decode.append("switch \(raw) {")
    encode.append("switch self {")
    for enumCase in cases where !enumCase.isFallback {
      decode.append("case \(literal(enumCase.tag)):\nself = .\(enumCase.identifier)")
      encode.append(
        "case .\(enumCase.identifier):\ntry \(writer).encode(\(literal(enumCase.tag)))")
    }
    if let fallback {
      decode.append("default:")
      decode.append(
        "_MappingDecodingContainer.noteFallback(\"\\\"\\(\(raw))\\\"\", type: \(typeName), \(decoder))"
      )
      if fallback.parameters.isEmpty {
        decode.append("self = .\(fallback.identifier)")
        encode.append(
          "case .\(fallback.identifier):\ntry \(writer).encode(\(literal(fallback.tag)))")
      } else {
        decode.append("self = .\(fallback.identifier)(\(raw))")
        encode.append("case .\(fallback.identifier)(let _$0):\ntry \(writer).encode(_$0)")
      }
    }
    decode.append("}")
    encode.append("}")
    return (decode, encode)
  }

  // MARK: - Enums with associated values

  private func taggedEnum() -> (decode: [String], encode: [String]) {
    if case .untagged = tagging { return untaggedEnum() }
    let tags = cases.filter { !$0.isFallback }.map { literal($0.tag) }.joined(separator: ", ")
    let tagField: String
    switch tagging {
    case .internal(let key), .adjacent(let key, _): tagField = ".key(\(literal(key)))"
    case .external, .untagged: tagField = "nil"
    }
    var decode = [
      "let _$container = try _MappingDecodingContainer(decoder)",
      "let _$tag = try _$container.tag(at: \(tagField))",
      "switch _$tag {",
    ]
    var encode = ["var _$container = _MappingEncodingContainer(encoder)", "switch self {"]
    for enumCase in cases where !enumCase.isFallback {
      decode.append("case \(literal(enumCase.tag)):")
      decode += decodeCase(enumCase)
      encode.append("case .\(enumCase.identifier)\(enumCase.bindingPattern):")
      encode += encodeCase(enumCase)
    }
    decode.append("default:")
    if let fallback {
      decode.append(
        "_MappingDecodingContainer.noteFallback(\"\\\"\\(_$tag)\\\"\", type: \(literal(model.name)), decoder: decoder)"
      )
      decode.append(
        fallback.parameters.isEmpty
          ? "self = .\(fallback.identifier)" : "self = .\(fallback.identifier)(_$tag)")
      encode.append("case .\(fallback.identifier)\(fallback.bindingPattern):")
      let tag = fallback.parameters.isEmpty ? literal(fallback.tag) : "_$0"
      switch tagging {
      case .internal(let key), .adjacent(let key, _):
        encode.append("try _$container.encode(\(tag), forKey: \(literal(key)))")
      case .external, .untagged:
        encode.append("_ = _$container.nested(\(tag))")
      }
    } else {
      decode.append("throw _$container.unknownCase(_$tag, at: \(tagField), cases: [\(tags)])")
    }
    decode.append("}")
    encode.append("}")
    return (decode, encode)
  }

  func valueExpressions(_ enumCase: EnumCase, container: String) -> [String] {
    enumCase.parameters.map { parameter in
      let label = parameter.label.map { "\($0): " } ?? ""
      let isOptional = Property.isOptional(parameter.type)
      let method = isOptional ? "decodeIfPresent" : "decode"
      let defaultArgument = parameter.defaultValue.map { ", default: \($0)" } ?? ""
      return
        "\(label)try \(container).\(method)(at: .key(\(literal(parameter.key)))\(defaultArgument)) as \(parameter.type)"
    }
  }

  func construct(_ enumCase: EnumCase, _ values: [String]) -> String {
    values.isEmpty
      ? "self = .\(enumCase.identifier)"
      : "self = .\(enumCase.identifier)(\(values.joined(separator: ", ")))"
  }

  func decodeCase(_ enumCase: EnumCase) -> [String] {
    let single = enumCase.isSingleUnlabeled ? enumCase.parameters[0].type.trimmedDescription : nil
    switch tagging {
    case .internal:
      if let single {
        return [construct(enumCase, ["try decoder.singleValueContainer().decode(\(single).self)"])]
      }
      return [construct(enumCase, valueExpressions(enumCase, container: "_$container"))]
    case .adjacent(_, let content):
      if enumCase.parameters.isEmpty { return [construct(enumCase, [])] }
      if let single {
        return [
          construct(
            enumCase, ["try _$container.decode(at: .key(\(literal(content)))) as \(single)"])
        ]
      }
      return [
        "let _$payload = try _$container.nested(\(literal(content)))",
        construct(enumCase, valueExpressions(enumCase, container: "_$payload")),
      ]
    case .external, .untagged:
      if enumCase.parameters.isEmpty { return [construct(enumCase, [])] }
      return [
        "let _$payload = try _$container.nested(\(literal(enumCase.tag)))",
        construct(enumCase, valueExpressions(enumCase, container: "_$payload")),
      ]
    }
  }

  private func encodeValues(_ enumCase: EnumCase, container: String) -> [String] {
    enumCase.parameters.enumerated().map { index, parameter in
      let method = Property.isOptional(parameter.type) ? "encodeIfPresent" : "encode"
      return "try \(container).\(method)(_$\(index), forKey: \(literal(parameter.key)))"
    }
  }

  private func encodeCase(_ enumCase: EnumCase) -> [String] {
    switch tagging {
    case .internal(let key):
      var lines = ["try _$container.encode(\(literal(enumCase.tag)), forKey: \(literal(key)))"]
      if enumCase.isSingleUnlabeled {
        lines.append("try _$0.encode(to: encoder)")
      } else {
        lines += encodeValues(enumCase, container: "_$container")
      }
      return lines
    case .adjacent(let key, let content):
      var lines = ["try _$container.encode(\(literal(enumCase.tag)), forKey: \(literal(key)))"]
      if enumCase.isSingleUnlabeled {
        lines.append("try _$container.encode(_$0, forKey: \(literal(content)))")
      } else if !enumCase.parameters.isEmpty {
        lines.append("var _$payload = _$container.nested(\(literal(content)))")
        lines += encodeValues(enumCase, container: "_$payload")
      }
      return lines
    case .external, .untagged:
      if enumCase.parameters.isEmpty {
        return ["_ = _$container.nested(\(literal(enumCase.tag)))"]
      }
      return ["var _$payload = _$container.nested(\(literal(enumCase.tag)))"]
        + encodeValues(enumCase, container: "_$payload")
    }
  }

  // MARK: - Untagged

  private func untaggedEnum() -> (decode: [String], encode: [String]) {
    var candidates: [String] = []
    var encode = ["switch self {"]
    for enumCase in cases {
      encode.append("case .\(enumCase.identifier)\(enumCase.bindingPattern):")
      if enumCase.parameters.isEmpty {
        candidates.append(
          "{\ntry _MappingDecodingContainer.decodeNull(decoder)\nreturn Self.\(enumCase.identifier)\n}"
        )
        encode.append(
          "var _$container = encoder.singleValueContainer()\ntry _$container.encodeNil()")
      } else if enumCase.isSingleUnlabeled {
        let type = enumCase.parameters[0].type.trimmedDescription
        candidates.append(
          "{\nSelf.\(enumCase.identifier)(try decoder.singleValueContainer().decode(\(type).self))\n}"
        )
        encode.append(
          "var _$container = encoder.singleValueContainer()\ntry _$container.encode(_$0)")
      } else {
        let values = valueExpressions(enumCase, container: "_$container")
        candidates.append(
          "{\nlet _$container = try _MappingDecodingContainer(decoder)\nreturn Self.\(enumCase.identifier)(\(values.joined(separator: ", ")))\n}"
        )
        encode.append("var _$container = _MappingEncodingContainer(encoder)")
        encode += encodeValues(enumCase, container: "_$container")
      }
    }
    encode.append("}")
    let decode = [
      "let _$candidates: [() throws -> Self] = [\n\(candidates.joined(separator: ",\n"))\n]",
      "guard let value = _MappingDecodingContainer.firstDecoding(decoder, _$candidates) else {",
      "throw _MappingDecodingContainer.noCaseMatched(\(literal(model.name)), decoder: decoder)",
      "}",
      "self = value",
    ]
    return (decode, encode)
  }
}
