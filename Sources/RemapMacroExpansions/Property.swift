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

/// A stored property of a `@Mappable` type, and what its attributes say.
struct Property {
  /// The name as code refers to it (backticks kept).
  var identifier: String
  /// The name without backticks: the key unless an attribute says otherwise.
  var name: String
  /// The name as an argument label, where only `inout`, `var` and `let` need backticks.
  var argumentLabel: String { ["inout", "var", "let"].contains(name) ? identifier : name }
  var type: TypeSyntax?
  var initializer: ExprSyntax?
  var isLet: Bool

  /// The keys read, in order: the key and its alternatives, or a path's keys.
  var keys: [String] = []
  var isPath = false
  /// The key written (the last key of a path).
  var encodingKey = ""
  var isIgnored = false
  var isLossy = false
  var isUnknownKeys = false
  var transform: ExprSyntax?
  var defaultOnNull = false
  var defaultOnInvalid = false

  /// Whether the type is written as an optional, so that a missing key and `null` are `nil`.
  var isOptional: Bool { type.map(Self.isOptional) ?? false }
  /// Whether the type is `Presence<...>`.
  var isPresence: Bool {
    guard let type = type?.as(IdentifierTypeSyntax.self) else { return false }
    return type.name.text == "Presence" && type.genericArgumentClause != nil
  }
  /// Whether `nil` is written as `null` rather than left out: an optional whose default is
  /// not `nil` would otherwise decode back as its default.
  var writesNil: Bool {
    guard isOptional, transform == nil, !isLossy, let initializer else { return false }
    return !["nil", ".none"].contains(initializer.trimmedDescription)
  }
  /// Whether the property is decoded at all.
  var isDecoded: Bool { !isIgnored && !(isLet && initializer != nil) }

  /// The field expression the runtime takes: `.key("a")`, `.keys([...])`, `.path([...])`.
  var fieldExpression: String {
    if isPath { return ".path([\(keys.map(literal).joined(separator: ", "))])" }
    if keys.count > 1 { return ".keys([\(keys.map(literal).joined(separator: ", "))])" }
    return ".key(\(literal(keys.first ?? name)))"
  }

  /// The first key: the one a path starts with, or the key named in errors.
  var headKey: String { keys.first ?? name }

  static func isOptional(_ type: TypeSyntax) -> Bool {
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return true
    }
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "Optional" && identifier.genericArgumentClause != nil
    }
    if let member = type.as(MemberTypeSyntax.self) {
      return member.name.text == "Optional" && member.baseType.trimmedDescription == "Swift"
    }
    return false
  }

  /// Whether the type is an array, `[T]`, `[T]?` or `Array<T>`.
  static func isArray(_ type: TypeSyntax) -> Bool {
    var type = type
    if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
    if type.is(ArrayTypeSyntax.self) { return true }
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "Array" && identifier.genericArgumentClause != nil
    }
    return false
  }

  /// Whether the type is one `@UnknownKeys` can fill: `[String: JSON]` or `JSON.Object`.
  static func isUnknownKeyStorage(_ type: TypeSyntax) -> Bool {
    let text = type.trimmedDescription.filter { !$0.isWhitespace }
    return ["[String:JSON]", "JSON.Object", "Dictionary<String,JSON>", "Remap.JSON.Object"]
      .contains(text)
  }
}

/// A Swift string literal for `text`.
func literal(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    default:
      if scalar.value < 0x20 {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result + "\""
}

/// The value of a string literal with no interpolation, or `nil`.
func stringValue(of expression: ExprSyntax) -> String? {
  guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
  var text = ""
  for segment in literal.segments {
    guard let segment = segment.as(StringSegmentSyntax.self) else { return nil }
    text += segment.content.text
  }
  guard literal.openingPounds == nil else { return text }
  // The escapes of a plain literal that keys use.
  var result = ""
  var escaped = false
  for character in text {
    if escaped {
      switch character {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": result.append("\r")
      case "0": result.append("\0")
      default: result.append(character)
      }
      escaped = false
    } else if character == "\\" {
      escaped = true
    } else {
      result.append(character)
    }
  }
  return result
}

/// Splits a key path at its dots; `\.` is a dot inside a key.
func splitPath(_ path: String) -> [String] {
  var keys: [String] = []
  var current = ""
  var escaped = false
  for character in path {
    if escaped {
      if character != "." { current.append("\\") }
      current.append(character)
      escaped = false
    } else if character == "\\" {
      escaped = true
    } else if character == "." {
      keys.append(current)
      current = ""
    } else {
      current.append(character)
    }
  }
  if escaped { current.append("\\") }
  keys.append(current)
  return keys
}
