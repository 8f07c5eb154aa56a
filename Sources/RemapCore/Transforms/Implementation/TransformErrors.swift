//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The errors the built-in transforms throw, worded as the decoder words its own.
enum TransformErrors {
  /// A value of the wrong kind: "expected a hex colour string, found the number 12".
  static func typeMismatch(expected: String, found json: JSON) -> RemapError {
    if case .null = json {
      return RemapError(
        .valueNotFound, "expected \(expected), found null", expected: expected, found: "null")
    }
    return RemapError(
      .typeMismatch, "expected \(expected), found \(describe(json))", expected: expected,
      found: excerpt(json))
  }

  /// A value of the right kind whose content does not convert.
  static func invalidValue(expected: String, found json: JSON) -> RemapError {
    RemapError(
      .invalidValue, "expected \(expected), found \(describe(json))", expected: expected,
      found: excerpt(json))
  }

  /// The value as a message names it: "the string \"abc\"", "an object".
  static func describe(_ json: JSON) -> String {
    switch json {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number: "the number \(excerpt(json))"
    case .string: "the string \(excerpt(json))"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value as JSON text, shortened.
  static func excerpt(_ json: JSON) -> String {
    Excerpt.shorten(json.serialized(options: .withoutEscapingSlashes))
  }

  /// The `DecodingError` for a transform's error inside a type's own `init(from:)`, with the
  /// path from the root.
  static func decodingError(_ error: RemapError, codingPath: [any CodingKey]) -> DecodingError {
    var error = error
    let prefix = codingPath.map { key -> ValuePath.Component in
      key.intValue.map { .index($0) } ?? .key(key.stringValue)
    }
    error.path = ValuePath(prefix + error.path.components)
    return error.decodingError
  }

  /// A number, or a string holding one with optional surrounding whitespace.
  static func number(_ json: JSON) -> JSON.Number? {
    switch json {
    case .number(let number): number
    case .string(let text): Coercions.number(fromText: text)
    default: nil
    }
  }
}
