//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import RemapCore

/// Reads the rules file format into a `Rewriter`, naming the rule and the problem for the
/// first thing that does not fit.
enum RuleFileParser {
  private static let fileFields = ["rules", "defaultRule"]
  private static let ruleFields = [
    "key", "from", "value", "required", "default", "defaultIfNull", "transform", "rules",
    "defaultRule",
  ]
  private static let defaultRules = ["keep", "drop", "snakeCase", "camelCase"]

  /// A rewriter from a rules document (an object with `rules`, or an array of rules) found at
  /// `path` in the rules file.
  ///
  /// Nested rules recurse here, once per level: `stack` stops a rules file nested deeper than
  /// the thread's stack allows, with an error.
  static func rewriter(
    from document: JSON, at path: ValuePath, stack: inout StackGuard
  ) throws(RemapError) -> Rewriter {
    let label = path.isEmpty ? "the rules" : "\(path)"
    var rewriter = Rewriter()
    let rules: [JSON]
    let rulesPath: ValuePath
    switch document {
    case .array(let elements):
      rules = elements
      rulesPath = path
    case .object(let object):
      try checkFields(object, allowed: fileFields, label: label, at: path)
      guard let value = object["rules"] else {
        throw invalid("\(label): expected \"rules\", an array of rules", at: path)
      }
      rulesPath = path.appending("rules")
      guard case .array(let elements) = value else {
        throw invalid(
          "\(label): \"rules\" must be an array of rules, found \(JSON.describe(value))",
          at: rulesPath)
      }
      rules = elements
      if let value = object["defaultRule"] {
        rewriter.defaultRule = try defaultRule(
          value, label: label, at: path.appending("defaultRule"))
      }
    default:
      throw invalid(
        "\(label): expected an object with \"rules\", or an array of rules, found "
          + JSON.describe(document), at: path)
    }
    for (index, rule) in rules.enumerated() {
      rewriter.addRule(try self.rule(rule, at: rulesPath.appending(index: index), stack: &stack))
    }
    return rewriter
  }

  // MARK: - Rules

  /// The largest array index an output key path of a rules file may name.
  ///
  /// Writing element *n* pads the array with *n* nulls, so a rules file (untrusted input to `remap rewrite`)
  /// must not choose that allocation freely: `x[2000000000]` would need 32 GB.
  static let maximumOutputIndex = 10_000

  private static func rule(
    _ value: JSON, at path: ValuePath, stack: inout StackGuard
  ) throws(RemapError) -> Rewriter.Rule {
    guard case .object(let object) = value else {
      throw invalid("\(path): expected a rule object, found \(JSON.describe(value))", at: path)
    }
    var label = "\(path)"
    if let key = object["key"]?.string { label += " (\"\(key)\")" }
    try checkFields(object, allowed: ruleFields, label: label, at: path)

    guard let keyValue = object["key"] else {
      throw invalid("\(label): expected \"key\", the output key", at: path)
    }
    let key = try self.path(keyValue, label: label, field: "key", at: path.appending("key"))
    for case .index(let index) in key.components where index > maximumOutputIndex {
      throw invalid(
        "\(label): \"key\" writes element \(index) of an array; a rules file may write "
          + "elements up to \(maximumOutputIndex)",
        at: path.appending("key"))
    }

    var paths: [ValuePath] = []
    if let from = object["from"] {
      let fromPath = path.appending("from")
      switch from {
      case .array(let elements):
        guard !elements.isEmpty else {
          throw invalid("\(label): \"from\" must name at least one key path", at: fromPath)
        }
        for (index, element) in elements.enumerated() {
          paths.append(
            try self.path(
              element, label: label, field: "from", at: fromPath.appending(index: index)))
        }
      default:
        paths = [try self.path(from, label: label, field: "from", at: fromPath)]
      }
      if object["value"] != nil {
        throw invalid(
          "\(label): a rule has \"from\" or \"value\", not both", at: path.appending("value"))
      }
    }

    var required = false
    if let value = object["required"] {
      guard case .bool(let flag) = value else {
        throw invalid(
          "\(label): \"required\" must be true or false, found \(JSON.describe(value))",
          at: path.appending("required"))
      }
      required = flag
    }

    var transforms: [RuleTransform] = []
    if let value = object["transform"] {
      let transformPath = path.appending("transform")
      if case .array(let elements) = value {
        for (index, element) in elements.enumerated() {
          transforms.append(
            try transform(element, label: label, at: transformPath.appending(index: index)))
        }
      } else {
        transforms.append(try transform(value, label: label, at: transformPath))
      }
    }

    var nested: Rewriter?
    if let rules = object["rules"] {
      var document: JSON.Object = ["rules": rules]
      document["defaultRule"] = object["defaultRule"]
      guard stack.hasRoom() else {
        throw RemapError(
          .depthLimitExceeded,
          "\(label): the rules are nested too deeply for this thread's stack",
          path: path.appending("rules"))
      }
      nested = try rewriter(from: .object(document), at: path, stack: &stack)
    } else if object["defaultRule"] != nil {
      throw invalid(
        "\(label): \"defaultRule\" applies to nested \"rules\", and this rule has none",
        at: path.appending("defaultRule"))
    }

    var missingValue: (@Sendable (Rewriter.Rule, JSON) -> JSON?)?
    if let fallback = object["default"] {
      missingValue = { _, _ in fallback }
    }
    var nullValue: JSON?
    if let value = object["defaultIfNull"] {
      guard case .bool(let flag) = value else {
        throw invalid(
          "\(label): \"defaultIfNull\" must be true or false, found \(JSON.describe(value))",
          at: path.appending("defaultIfNull"))
      }
      guard let fallback = object["default"] else {
        throw invalid(
          "\(label): \"defaultIfNull\" needs a \"default\" to write",
          at: path.appending("defaultIfNull"))
      }
      nullValue = flag ? fallback : nil
    }
    return Rewriter.Rule(
      key: key, paths: paths, isRequired: required, missingValue: missingValue,
      compute: .file(
        RuleFileRule(
          constant: object["value"], nested: nested, transforms: transforms,
          nullValue: nullValue)))
  }

  private static func path(
    _ value: JSON, label: String, field: String, at path: ValuePath
  ) throws(RemapError) -> ValuePath {
    guard case .string(let text) = value else {
      throw invalid(
        "\(label): \"\(field)\" must be a key path string, found \(JSON.describe(value))",
        at: path)
    }
    guard !text.isEmpty else {
      throw invalid("\(label): \"\(field)\" must not be empty", at: path)
    }
    do {
      return try ValuePath(parsing: text)
    } catch {
      throw invalid(
        "\(label): \"\(field)\" is not a valid key path: \(error.message)", at: path)
    }
  }

  private static func defaultRule(
    _ value: JSON, label: String, at path: ValuePath
  ) throws(RemapError) -> Rewriter.DefaultRule {
    switch value.string {
    case "keep": return .keep
    case "drop": return .drop
    case "snakeCase": return .rename(.snakeCase)
    case "camelCase": return .rename(.camelCase)
    case .some(let name):
      throw invalid(
        "\(label): unknown defaultRule \"\(name)\"; expected one of "
          + defaultRules.joined(separator: ", "), at: path)
    case .none:
      throw invalid(
        "\(label): \"defaultRule\" must be one of " + defaultRules.joined(separator: ", ")
          + ", found " + JSON.describe(value), at: path)
    }
  }

  // MARK: - Transforms

  private static func transform(
    _ value: JSON, label: String, at path: ValuePath
  ) throws(RemapError) -> RuleTransform {
    let name: String
    var parameters = JSON.Object()
    switch value {
    case .string(let text):
      name = text
    case .object(let object):
      guard let text = object["name"]?.string else {
        var message = "\(label): a transform object needs \"name\", the transform's name"
        // `{"split": ","}` is the natural first guess: show the shape that works.
        if let named = object.first(where: { RuleTransform.Name(rawValue: $0.key) != nil })?.key {
          message += ", as in {\"name\": \"\(named)\"} with its parameters beside it"
        }
        throw invalid(message, at: path.appending("name"))
      }
      name = text
      parameters = object
      parameters.removeValue(forKey: "name")
    default:
      throw invalid(
        "\(label): a transform is a name, an object with \"name\", or an array of these; found "
          + JSON.describe(value), at: path)
    }
    var reader = ParameterReader(
      parameters: parameters, transform: name, label: label, path: path)
    guard let known = RuleTransform.Name(rawValue: name) else {
      throw invalid(unknownTransformMessage(name, label: label), at: path)
    }
    let transform: RuleTransform
    switch known {
    case .number: transform = .number
    case .string: transform = .string
    case .bool: transform = .bool
    case .hexColor: transform = .hexColor
    case .lowercase: transform = .lowercase
    case .uppercase: transform = .uppercase
    case .trim: transform = .trim
    case .first: transform = .first
    case .count: transform = .count
    case .join: transform = .join(separator: try reader.string("separator") ?? "")
    case .split:
      let separator = try reader.string("separator") ?? ","
      guard !separator.isEmpty else {
        throw invalid(
          "\(label): split's \"separator\" must not be empty", at: path.appending("separator"))
      }
      transform = .split(separator: separator)
    case .coordinate:
      let latitudeKey = try reader.string("latitudeKey") ?? "lat"
      let longitudeKey = try reader.string("longitudeKey") ?? "lng"
      guard latitudeKey != longitudeKey else {
        throw invalid(
          "\(label): coordinate's \"latitudeKey\" and \"longitudeKey\" must differ",
          at: path.appending("longitudeKey"))
      }
      transform = .coordinate(latitudeKey: latitudeKey, longitudeKey: longitudeKey)
    case .template:
      guard let text = try reader.string("template") else {
        throw invalid(
          "\(label): the template transform needs \"template\", such as \"{first} {last}\"",
          at: path)
      }
      transform = .template(try template(text, label: label, at: path.appending("template")))
    case .date:
      transform = .date(try dateOptions(&reader, label: label, at: path))
    }
    try reader.checkAllRead()
    return transform
  }

  /// The error message for a transform name no transform has: the name it misspells in
  /// case only, or every name.
  private static func unknownTransformMessage(_ name: String, label: String) -> String {
    let names = RuleTransform.Name.allCases.map(\.rawValue)
    let message = "\(label): unknown transform \"\(name)\""
    if let match = names.first(where: { $0.lowercased() == name.lowercased() }) {
      return message + "; did you mean \"\(match)\"?"
    }
    return message + "; expected one of " + names.joined(separator: ", ")
  }

  private static func dateOptions(
    _ reader: inout ParameterReader, label: String, at path: ValuePath
  ) throws(RemapError) -> RuleTransform.DateOptions {
    let format = try reader.string("format") ?? "iso8601"
    let outputName = try reader.string("output") ?? "iso8601"
    guard let output = RuleTransform.DateOptions.Output(rawValue: outputName) else {
      throw invalid(
        "\(label): unknown date output \"\(outputName)\"; expected one of "
          + RuleTransform.DateOptions.Output.allCases.map(\.rawValue).joined(separator: ", "),
        at: path.appending("output"))
    }
    let zoneName = try reader.string("timeZone") ?? "UTC"
    guard let zone = TimeZone(identifier: zoneName) else {
      throw invalid(
        "\(label): unknown time zone \"\(zoneName)\"; use an identifier such as "
          + "\"UTC\" or \"Europe/London\"", at: path.appending("timeZone"))
    }
    let input: RuleTransform.DateOptions.Input
    switch format {
    case "iso8601": input = .iso8601
    case "secondsSince1970": input = .epoch(.seconds)
    case "millisecondsSince1970": input = .epoch(.milliseconds)
    case "": throw invalid("\(label): the date \"format\" must not be empty", at: path)
    default: input = .format(DatePatternFormatter(pattern: format, timeZone: zone))
    }
    return RuleTransform.DateOptions(input: input, output: output)
  }

  /// Parses `{path}` placeholders, `{}` for the current value, and `{{` `}}` for braces.
  private static func template(
    _ text: String, label: String, at path: ValuePath
  ) throws(RemapError) -> [RuleTransform.TemplatePart] {
    var parts: [RuleTransform.TemplatePart] = []
    var literal = ""
    var characters = text[...]
    while let character = characters.popFirst() {
      switch character {
      case "{" where characters.first == "{", "}" where characters.first == "}":
        characters.removeFirst()
        literal.append(character)
      case "{":
        guard let close = characters.firstIndex(of: "}") else {
          throw invalid("\(label): unclosed '{' in the template; write '{{' for a brace", at: path)
        }
        let name = String(characters[..<close])
        characters = characters[characters.index(after: close)...]
        if !literal.isEmpty { parts.append(.text(literal)) }
        literal = ""
        if name.isEmpty {
          parts.append(.current)
        } else {
          do {
            parts.append(.path(try ValuePath(parsing: name)))
          } catch {
            throw invalid(
              "\(label): the template placeholder {\(name)} is not a valid key path: "
                + error.message, at: path)
          }
        }
      case "}":
        throw invalid("\(label): unmatched '}' in the template; write '}}' for a brace", at: path)
      default:
        literal.append(character)
      }
    }
    if !literal.isEmpty { parts.append(.text(literal)) }
    return parts
  }

  // MARK: - Helpers

  private static func checkFields(
    _ object: JSON.Object, allowed: [String], label: String, at path: ValuePath
  ) throws(RemapError) {
    for key in object.keys where !allowed.contains(key) {
      throw invalid(
        "\(label): unknown field \"\(key)\"; expected "
          + allowed.map { "\"\($0)\"" }.joined(separator: ", "), at: path.appending(key))
    }
  }

  static func invalid(_ message: String, at path: ValuePath) -> RemapError {
    RemapError(.invalidRule, message, path: path)
  }

  /// Reads a transform's parameters, so that one it does not know is an error.
  private struct ParameterReader {
    var parameters: JSON.Object
    let transform: String
    let label: String
    let path: ValuePath

    mutating func string(_ name: String) throws(RemapError) -> String? {
      guard let value = parameters.removeValue(forKey: name) else { return nil }
      guard case .string(let text) = value else {
        throw RuleFileParser.invalid(
          "\(label): \(transform)'s \"\(name)\" must be a string, found \(JSON.describe(value))",
          at: path.appending(name))
      }
      return text
    }

    func checkAllRead() throws(RemapError) {
      guard let extra = parameters.keys.first else { return }
      throw RuleFileParser.invalid(
        "\(label): the \(transform) transform has no parameter \"\(extra)\"",
        at: path.appending(extra))
    }
  }
}
