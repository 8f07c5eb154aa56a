//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Remap

/// A small JSON Schema (draft 2020-12) validator for the keywords `JSONSchemaWriter` uses:
/// `type`, `properties`, `required`, `items`, `enum` and `format` (`date-time`, `date`,
/// `uri`, `uuid`). Other keywords are ignored, as the specification says unknown ones are.
enum SchemaValidator {
  /// Every place where the value breaks the schema, as `path: problem`; empty when it
  /// conforms.
  static func problems(_ value: JSON, schema: JSON, path: String = "$") -> [String] {
    guard let schema = schema.object else { return ["\(path): the schema is not an object"] }
    var problems: [String] = []
    if let type = schema["type"] {
      let allowed = type.array?.compactMap(\.string) ?? [type.string].compactMap { $0 }
      if !allowed.contains(where: { matches(value, type: $0) }) {
        problems.append("\(path): \(kind(of: value)) is not \(allowed.joined(separator: " or "))")
        return problems
      }
    }
    if let values = schema["enum"]?.array, !values.contains(value) {
      problems.append("\(path): \(value.serialized()) is not one of the enum's values")
    }
    if let format = schema["format"]?.string, let text = value.string,
      !conforms(text, to: format)
    {
      problems.append("\(path): \"\(text)\" is not a \(format)")
    }
    if let object = value.object {
      for key in schema["required"]?.array?.compactMap(\.string) ?? [] where object[key] == nil {
        problems.append("\(path): the required key \"\(key)\" is missing")
      }
      if let properties = schema["properties"]?.object {
        for (key, member) in object {
          guard let subschema = properties[key] else { continue }
          problems += Self.problems(member, schema: subschema, path: "\(path).\(key)")
        }
      }
    }
    if let elements = value.array, let items = schema["items"] {
      for (index, element) in elements.enumerated() {
        problems += Self.problems(element, schema: items, path: "\(path)[\(index)]")
      }
    }
    return problems
  }

  private static func matches(_ value: JSON, type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string),
      ("array", .array), ("object", .object):
      return true
    case ("integer", .number(let number)): return number.isInteger
    default: return false
    }
  }

  private static func kind(of value: JSON) -> String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The formats' definitions: RFC 3339 date-time and full-date, RFC 3986 URI (absolute,
  /// with a scheme), RFC 4122 UUID.
  private static func conforms(_ text: String, to format: String) -> Bool {
    let pattern: String
    switch format {
    case "date-time":
      pattern = #"^\d{4}-\d\d-\d\d[Tt]\d\d:\d\d:\d\d(\.\d+)?([Zz]|[+-]\d\d:\d\d)$"#
    case "date": pattern = #"^\d{4}-\d\d-\d\d$"#
    case "uri": pattern = #"^[A-Za-z][A-Za-z0-9+.-]*:[^\s"<>\\^`{|}]*$"#
    case "uuid": pattern = #"^[0-9A-Fa-f]{8}(-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12}$"#
    default: return true
    }
    return text.range(of: pattern, options: .regularExpression) != nil
  }
}
