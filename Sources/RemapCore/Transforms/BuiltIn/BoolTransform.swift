//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Reads a `Bool` from the words and numbers services use for one, and writes it as a JSON
/// Boolean or as your words.
///
/// Reads `true` and `false`; `1` and `0`; and, in any case and with surrounding whitespace,
/// the words of the decoder's lenient coercion (`"true"`, `"yes"`, `"y"`, `"on"`, `"1"` and
/// `"false"`, `"no"`, `"n"`, `"off"`, `"0"`) and any words you add.
///
/// ```swift
/// decoder.transforms.register(BoolTransform(trueWords: ["si", "oui"], falseWords: ["non"]))
/// // A service that wants "Y" and "N" back:
/// encoder.transforms.register(BoolTransform(trueWords: ["Y"], falseWords: ["N"]))
/// ```
public struct BoolTransform: ValueTransform {
  /// Extra words read as `true`, in any case; the first is what `true` encodes as.
  public let trueWords: [String]
  /// Extra words read as `false`, in any case; the first is what `false` encodes as.
  public let falseWords: [String]

  /// Creates the transform.
  ///
  /// - Parameters:
  ///   - trueWords: Extra words for `true`; when given, `true` encodes as the first.
  ///   - falseWords: Extra words for `false`; when given, `false` encodes as the first.
  public init(trueWords: [String] = [], falseWords: [String] = []) {
    self.trueWords = trueWords
    self.falseWords = falseWords
  }

  /// Reads a Boolean, a 1 or 0, or a word.
  ///
  /// - Parameter json: The value in the document.
  /// - Returns: The Boolean.
  /// - Throws: ``RemapError`` for any other value.
  public func decode(_ json: JSON) throws -> Bool {
    switch json {
    case .bool(let value):
      return value
    case .number(let number):
      guard let value = Coercions.bool(fromNumber: number) else {
        throw TransformErrors.typeMismatch(expected: "Bool", found: json)
      }
      return value
    case .string(let text):
      let word = Coercions.trimmed(text).lowercased()
      if trueWords.contains(where: { $0.lowercased() == word }) { return true }
      if falseWords.contains(where: { $0.lowercased() == word }) { return false }
      if let value = Coercions.bool(fromWord: text) { return value }
      throw TransformErrors.invalidValue(expected: "a Boolean word such as \"yes\"", found: json)
    default:
      throw TransformErrors.typeMismatch(expected: "Bool", found: json)
    }
  }

  /// Writes `true` or `false`, or the first of your words.
  ///
  /// - Parameter value: The Boolean.
  /// - Returns: A Boolean, or a string.
  public func encode(_ value: Bool) -> JSON {
    if let word = value ? trueWords.first : falseWords.first { return .string(word) }
    return .bool(value)
  }
}
