//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

extension RemapError {
  /// A stable identifier for a kind of failure.
  ///
  /// Codes are compared by their ``rawValue``, which never changes once released. New codes
  /// may be added in any release, so a `switch` over codes needs a `default` case.
  public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The stable text of the code, such as `"unexpected-character"`.
    public let rawValue: String

    /// Creates a code from its stable text.
    ///
    /// - Parameter rawValue: The code's text.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The code's stable text.
    public var description: String { rawValue }
  }
}

// MARK: - Reading JSON

extension RemapError.Code {
  /// The input ended inside a value.
  public static let unexpectedEndOfInput = Self(rawValue: "unexpected-end-of-input")
  /// A character that the grammar does not allow at that place.
  public static let unexpectedCharacter = Self(rawValue: "unexpected-character")
  /// A number that does not follow the JSON number grammar.
  public static let invalidNumber = Self(rawValue: "invalid-number")
  /// A backslash escape that JSON does not define, or a malformed `\u` escape.
  public static let invalidEscape = Self(rawValue: "invalid-escape")
  /// Bytes that are not valid UTF-8, or a `\u` escape naming a lone surrogate.
  public static let invalidUnicode = Self(rawValue: "invalid-unicode")
  /// An unescaped control character (U+0000 to U+001F) inside a string.
  public static let controlCharacterInString = Self(rawValue: "control-character-in-string")
  /// Arrays and objects nested deeper than the configured maximum.
  public static let depthLimitExceeded = Self(rawValue: "depth-limit-exceeded")
  /// Input larger than a configured maximum size.
  public static let sizeLimitExceeded = Self(rawValue: "size-limit-exceeded")
  /// An object that names the same key twice, when duplicate keys are rejected.
  public static let duplicateKey = Self(rawValue: "duplicate-key")
}

// MARK: - Limits

extension RemapError.Code {
  /// A string longer than ``JSONReadingOptions/maximumStringLength``.
  public static let stringLengthLimitExceeded = Self(rawValue: "string-length-limit-exceeded")
  /// A number longer than ``JSONReadingOptions/maximumNumberLength``.
  public static let numberLengthLimitExceeded = Self(rawValue: "number-length-limit-exceeded")
  /// An array with more elements than ``JSONReadingOptions/maximumArrayElements``.
  public static let arrayElementLimitExceeded = Self(rawValue: "array-element-limit-exceeded")
  /// An object with more members than ``JSONReadingOptions/maximumObjectMembers``.
  public static let objectMemberLimitExceeded = Self(rawValue: "object-member-limit-exceeded")
}

// MARK: - Values and paths

extension RemapError.Code {
  /// A key path that does not follow the key path syntax.
  public static let invalidPath = Self(rawValue: "invalid-path")
  /// A Swift value that has no JSON equivalent, such as a `Date` inside `[String: Any]`.
  public static let unsupportedValue = Self(rawValue: "unsupported-value")
  /// Two different keys of one object that would be written as the same output key, so that
  /// one value would be lost: two properties that ``RemapEncoder/keyStyle`` writes alike
  /// (`aB` and `a_b` in ``KeyStyle/snakeCase``), or an input key that a rewriter's
  /// ``Rewriter/defaultRule`` writes where a rule or another input key already wrote.
  public static let keyCollision = Self(rawValue: "key-collision")
}

// MARK: - Decoding

extension RemapError.Code {
  /// A required key is missing from an object.
  public static let keyNotFound = Self(rawValue: "key-not-found")
  /// A required value is `null`, or an array ran out of elements.
  public static let valueNotFound = Self(rawValue: "value-not-found")
  /// A value of the wrong kind, such as a string where a number was expected.
  public static let typeMismatch = Self(rawValue: "type-mismatch")
  /// A number outside the range of the requested type, such as 300 for a `UInt8`.
  public static let numberOutOfRange = Self(rawValue: "number-out-of-range")
  /// A value of the right kind whose content is not valid, such as a malformed date.
  public static let invalidValue = Self(rawValue: "invalid-value")
  /// An error thrown by a type's own `init(from:)`, kept as ``RemapError/underlying``.
  public static let decodingFailed = Self(rawValue: "decoding-failed")
  /// A value that decoded but that its type's validation (a `@Mappable` type's
  /// `didDecode()`) rejected, with the thrown error kept as ``RemapError/underlying``.
  public static let validationFailed = Self(rawValue: "validation-failed")
  /// A string that names none of an enum's cases, or an object whose tag names none.
  public static let unknownCase = Self(rawValue: "unknown-case")
}

// MARK: - Recoveries

extension RemapError.Code {
  /// An input key that the type never asked for, when unknown keys are rejected or reported.
  public static let unknownKey = Self(rawValue: "unknown-key")
  /// A value converted by lenient coercion, such as `"42"` read as `42`.
  public static let valueCoerced = Self(rawValue: "value-coerced")
  /// A default used for a missing or `null` value: the type's, or the property's initial
  /// value in a `@Mappable` type.
  public static let defaultUsed = Self(rawValue: "default-used")
  /// An array element that failed to decode, dropped by a lossy collection.
  public static let elementDropped = Self(rawValue: "element-dropped")
  /// An optional property set to `nil` because its value could not be converted.
  public static let invalidValueIgnored = Self(rawValue: "invalid-value-ignored")
  /// Two input keys that both match one property fuzzily; the first was used.
  public static let ambiguousKey = Self(rawValue: "ambiguous-key")
}

// MARK: - Rewriting

extension RemapError.Code {
  /// A rules file, or one rule in it, that does not follow the rules format, such as an
  /// unknown transform or a rule without a `key`.
  public static let invalidRule = Self(rawValue: "invalid-rule")
  /// A rule whose value closure threw an error that is not a ``RemapError``; the error is
  /// kept as ``RemapError/underlying``.
  public static let ruleFailed = Self(rawValue: "rule-failed")
  /// A file that could not be read, such as a rules file that does not exist.
  public static let unreadableFile = Self(rawValue: "unreadable-file")
}

// MARK: - Streaming

extension RemapError.Code {
  /// Reading a stream's input failed part of the way, such as a file on a disk that
  /// failed; the error is kept as ``RemapError/underlying``.
  public static let streamReadFailed = Self(rawValue: "stream-read-failed")
  /// Writing a stream's output failed, such as a full disk or a closed pipe; the error is
  /// kept as ``RemapError/underlying``.
  public static let streamWriteFailed = Self(rawValue: "stream-write-failed")
}

// MARK: - Transforms

extension RemapError.Code {
  /// An error other than a ``RemapError`` thrown by a ``ValueTransform``, kept as
  /// ``RemapError/underlying``.
  public static let transformFailed = Self(rawValue: "transform-failed")
  /// A transform's fallback used for a value it does not know, such as an
  /// ``EnumTransform``'s fallback case: a recovery in a report.
  public static let fallbackUsed = Self(rawValue: "fallback-used")
}

// MARK: - Reading XML

extension RemapError.Code {
  /// An entity reference other than the five predefined entities and character references;
  /// Remap never expands entities declared in a DOCTYPE.
  public static let undefinedEntity = Self(rawValue: "undefined-entity")
  /// A character reference such as `&#0;` that names no character XML allows.
  public static let invalidCharacterReference = Self(rawValue: "invalid-character-reference")
  /// An end tag whose name differs from the element it closes.
  public static let mismatchedTag = Self(rawValue: "mismatched-tag")
  /// An element that names the same attribute twice.
  public static let duplicateAttribute = Self(rawValue: "duplicate-attribute")
  /// A document in an encoding Remap does not read: anything but UTF-8, UTF-16 with a byte
  /// order mark, and ISO-8859-1 or US-ASCII declared in the XML declaration; or one whose
  /// declaration contradicts its byte order mark.
  public static let unsupportedEncoding = Self(rawValue: "unsupported-encoding")
}
