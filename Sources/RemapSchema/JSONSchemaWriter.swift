//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// Writes an inferred shape as a JSON Schema (draft 2020-12) that every sample satisfies.
///
/// It uses `type` (a list when a place held several kinds, `null` included), `properties`
/// and `required` (the keys every object had), `items`, `format` (`date-time`, `date`,
/// `uri`, `uuid`) where every string had it, and `enum` under ``Options/infersEnums``.
///
/// ```swift
/// var inference = SchemaInference()
/// inference.add(["id": 1, "url": "https://example.com"])
/// inference.add(["id": 2])
/// let schema = JSONSchemaWriter(options: .init(title: "Link")).schema(for: inference)
/// print(schema.serialized(options: .prettyPrinted))
/// // {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "Link",
/// //  "type": "object", "properties": {"id": {"type": "integer"},
/// //  "url": {"type": "string", "format": "uri"}}, "required": ["id"]}
/// ```
public struct JSONSchemaWriter: Sendable {
  /// What the writer writes.
  public struct Options: Sendable, Equatable {
    /// The schema's `title`; none when `nil`, the default.
    public var title: String?
    /// Whether a small set of strings that repeat is written as an `enum`; off by default.
    public var infersEnums: Bool
    /// The most values such an `enum` may list; 10 by default.
    public var maximumEnumCases: Int

    /// Creates options.
    ///
    /// - Parameters:
    ///   - title: The schema's `title`.
    ///   - infersEnums: Whether a small set of repeating strings becomes an `enum`.
    ///   - maximumEnumCases: The most values an `enum` may list.
    public init(title: String? = nil, infersEnums: Bool = false, maximumEnumCases: Int = 10) {
      self.title = title
      self.infersEnums = infersEnums
      self.maximumEnumCases = maximumEnumCases
    }
  }

  /// The dialect the schemas declare in `$schema`.
  public static let dialect = "https://json-schema.org/draft/2020-12/schema"

  /// The settings.
  public var options: Options

  /// Creates a writer.
  ///
  /// - Parameter options: The settings.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// The schema for an inference's shape.
  ///
  /// - Parameter inference: The inference, after its samples were added.
  /// - Returns: The schema, an object.
  public func schema(for inference: SchemaInference) -> JSON {
    schema(for: inference.shape)
  }

  /// The schema for a shape.
  ///
  /// - Parameter shape: The shape.
  /// - Returns: The schema, an object.
  public func schema(for shape: InferredShape) -> JSON {
    var root = JSON.Object()
    root["$schema"] = .string(Self.dialect)
    if let title = options.title { root["title"] = .string(title) }
    for (key, value) in subschema(for: shape, key: options.title ?? "") { root[key] = value }
    return .object(root)
  }

  private func subschema(for shape: InferredShape, key: String) -> JSON.Object {
    var schema = JSON.Object()
    var types: [JSON] = []
    if shape.objectCount > 0 { types.append("object") }
    if shape.arrayCount > 0 { types.append("array") }
    if shape.stringCount > 0 { types.append("string") }
    if shape.fractionalCount > 0 {
      types.append("number")
    } else if shape.integerCount > 0 {
      types.append("integer")
    }
    if shape.booleanCount > 0 { types.append("boolean") }
    if shape.nullCount > 0 { types.append("null") }
    // A place that saw no value (an array always empty) accepts anything.
    if types.count == 1 {
      schema["type"] = types[0]
    } else if types.count > 1 {
      schema["type"] = .array(types)
    }
    if shape.objectCount > 0 {
      var properties = JSON.Object()
      var required: [JSON] = []
      for member in shape.members {
        properties[member.key] = .object(subschema(for: member.shape, key: member.key))
        if member.shape.count == shape.objectCount { required.append(.string(member.key)) }
      }
      schema["properties"] = .object(properties)
      if !required.isEmpty { schema["required"] = .array(required) }
    }
    if let items = shape.items {
      schema["items"] = .object(subschema(for: items, key: SwiftNames.singular(key) ?? key))
    }
    if shape.stringCount > 0 {
      if let format = format(of: shape) { schema["format"] = .string(format) }
      if options.infersEnums,
        let values = shape.enumValues(key: key, maximumCases: options.maximumEnumCases)
      {
        schema["enum"] = .array(values.map(JSON.string) + (shape.nullCount > 0 ? [.null] : []))
      }
    }
    return schema
  }

  private func format(of shape: InferredShape) -> String? {
    let strings = shape.strings
    let total = shape.stringCount
    let dateTimes = strings.count(of: .dateTime) + strings.count(of: .fractionalDateTime)
    if dateTimes == total { return "date-time" }
    if strings.count(of: .date) == total { return "date" }
    if strings.count(of: .uuid) == total { return "uuid" }
    if strings.count(of: .url) == total { return "uri" }
    return nil
  }
}
