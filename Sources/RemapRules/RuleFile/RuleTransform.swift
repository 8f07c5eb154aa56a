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

/// A transform named in a rules file (`"transform": "number"`), with its parameters.
///
/// The article <doc:Rewriting> documents each one. Every transform passes `null` through
/// unchanged; a value of a kind a transform cannot take is a ``Failure``.
enum RuleTransform: Sendable {
  case number
  case string
  case bool
  case date(DateOptions)
  case hexColor
  case coordinate(latitudeKey: String, longitudeKey: String)
  case lowercase
  case uppercase
  case trim
  case join(separator: String)
  case split(separator: String)
  case template([TemplatePart])
  case first
  case count

  /// A piece of a `template`: literal text, a key path into the record, or the current value.
  enum TemplatePart: Sendable, Hashable {
    case text(String)
    case path(ValuePath)
    case current
  }

  /// Why a transform could not take a value.
  struct Failure: Error {
    var code: RemapError.Code
    var message: String
    var expected: String?
    var value: JSON
    /// The position of the failing element when the transform took an array, such as the
    /// values of a rule's several paths.
    var element: Int?
  }

  /// The names a rules file may use, in the order the documentation lists them: the one
  /// place they are spelled, which ``name``, the parser's `switch` and its error messages
  /// all go through.
  enum Name: String, CaseIterable {
    case number, string, bool, date, hexColor, coordinate, lowercase, uppercase, trim, join
    case split, template, first, count
  }

  /// The transform's name in a rules file.
  var name: Name {
    switch self {
    case .number: .number
    case .string: .string
    case .bool: .bool
    case .date: .date
    case .hexColor: .hexColor
    case .coordinate: .coordinate
    case .lowercase: .lowercase
    case .uppercase: .uppercase
    case .trim: .trim
    case .join: .join
    case .split: .split
    case .template: .template
    case .first: .first
    case .count: .count
    }
  }

  /// Applies the transform.
  ///
  /// - Parameters:
  ///   - value: The current value: the value at the rule's path, or the array of the values
  ///     at its paths, after the transforms before this one.
  ///   - record: The whole input being rewritten, where `template` looks its paths up.
  /// - Returns: The new value, or `nil` for no value (the key is left out).
  /// - Throws: ``Failure`` when the value is of a kind or content the transform cannot take.
  func apply(to value: JSON, record: JSON) throws(Failure) -> JSON? {
    if case .null = value { return .null }
    switch self {
    case .number: return try Self.number(value)
    case .string:
      guard let text = Self.text(of: value) else {
        throw Failure(
          code: .typeMismatch, message: "expected a string, number or Boolean",
          expected: "string", value: value)
      }
      return .string(text)
    case .bool: return try Self.bool(value)
    case .date(let options): return try Self.date(value, options)
    case .hexColor: return try Self.hexColor(value)
    case .coordinate(let latitudeKey, let longitudeKey):
      return try Self.coordinate(value, latitudeKey: latitudeKey, longitudeKey: longitudeKey)
    case .lowercase: return .string(try Self.string(value).lowercased())
    case .uppercase: return .string(try Self.string(value).uppercased())
    case .trim:
      return .string(Coercions.trimmed(try Self.string(value)))
    case .join(let separator):
      let elements = value.array ?? [value]
      var texts: [String] = []
      for (position, element) in elements.enumerated() {
        if case .null = element { continue }
        guard let text = Self.text(of: element) else {
          throw Failure(
            code: .typeMismatch, message: "expected an array of strings, numbers or Booleans",
            expected: "array", value: element, element: value.array == nil ? nil : position)
        }
        texts.append(text)
      }
      return .string(texts.joined(separator: separator))
    case .split(let separator):
      let parts = Coercions.parts(of: try Self.string(value), separatedBy: separator)
      return .array(parts.map(JSON.string))
    case .template(let parts):
      var text = ""
      for part in parts {
        let piece: JSON
        switch part {
        case .text(let literal):
          text += literal
          continue
        case .path(let path):
          guard let found = record[path: path] else { return nil }  // missing, not invalid
          piece = found
        case .current:
          piece = value
        }
        if case .null = piece { continue }
        guard let pieceText = Self.text(of: piece) else {
          throw Failure(
            code: .typeMismatch,
            message: "a template placeholder needs a string, number or Boolean",
            expected: "string", value: piece)
        }
        text += pieceText
      }
      return .string(text)
    case .first:
      guard case .array(let elements) = value else { return value }
      return elements.first
    case .count:
      switch value {
      case .array(let elements): return .number(JSON.Number(elements.count))
      case .object(let object): return .number(JSON.Number(object.count))
      case .string(let string): return .number(JSON.Number(string.count))
      default:
        throw Failure(
          code: .typeMismatch, message: "expected an array, object or string",
          expected: "array", value: value)
      }
    }
  }

  // MARK: - Scalars

  /// A string's text, a number's JSON text, or `true`/`false`; `nil` for containers and
  /// `null`.
  static func text(of value: JSON) -> String? {
    switch value {
    case .string(let string): string
    case .number(let number): Coercions.text(fromNumber: number)
    case .bool(let flag): flag ? "true" : "false"
    case .null, .array, .object: nil
    }
  }

  private static func string(_ value: JSON) throws(Failure) -> String {
    guard case .string(let string) = value else {
      throw Failure(
        code: .typeMismatch, message: "expected a string", expected: "string", value: value)
    }
    return string
  }

  /// The longest number a string may hold to be read as one: the parser's default
  /// ``JSONReadingOptions/maximumNumberLength``, so that every number a rule writes reads back.
  static let maximumNumberLength = JSONReadingOptions().maximumNumberLength

  /// A number, or a string holding one JSON number (surrounding whitespace allowed) no
  /// longer than ``maximumNumberLength``, as lenient coercion reads it.
  static func numberValue(_ value: JSON) -> JSON.Number? {
    switch value {
    case .number(let number): number
    case .string(let string) where string.utf8.count <= maximumNumberLength:
      Coercions.number(fromText: string)
    default: nil
    }
  }

  private static func number(_ value: JSON) throws(Failure) -> JSON {
    if case .string(let string) = value, string.utf8.count > maximumNumberLength,
      Coercions.number(fromText: string) != nil
    {
      throw Failure(
        code: .numberLengthLimitExceeded,
        message: "the number is \(string.utf8.count) bytes long, more than the limit of "
          + "\(maximumNumberLength)",
        expected: "number", value: value)
    }
    if let number = numberValue(value) { return .number(number) }
    throw Failure(
      code: value.string == nil ? .typeMismatch : .invalidValue,
      message: "expected a number or a string holding one", expected: "number", value: value)
  }

  private static func bool(_ value: JSON) throws(Failure) -> JSON {
    switch value {
    case .bool: return value
    case .number(let number):
      if let flag = Coercions.bool(fromNumber: number) { return .bool(flag) }
    case .string(let string):
      if let flag = Coercions.bool(fromWord: string) { return .bool(flag) }
    default: break
    }
    throw Failure(
      code: value.string == nil && value.number == nil ? .typeMismatch : .invalidValue,
      message: "expected a Boolean, 1 or 0, or one of \(Coercions.booleanWordsForMessages)",
      expected: "Boolean", value: value)
  }
}
