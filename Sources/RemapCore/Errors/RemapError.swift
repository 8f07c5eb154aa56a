//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The one error type every Remap API throws.
///
/// A `RemapError` says what went wrong in words a person understands, where it went wrong
/// (the ``path`` inside the value, and for text input the ``location`` with line and column),
/// what was expected and what was found. Its ``description`` reads like a compiler's:
///
/// ```
/// error: expected ',' or '}' after an object member
///  --> input:3:16
/// 3 |   "zip": 12345 "city": "Paris"
///   |                ^
/// ```
///
/// Match on ``code`` to handle a kind of failure; the codes are stable across releases.
public struct RemapError: Error, Sendable {
  /// The kind of failure, stable across releases.
  public var code: Code

  /// What went wrong, lower-case, without a trailing period.
  public var message: String

  /// Where in the value the failure happened; empty for the document's root.
  public var path: ValuePath

  /// A short description of what was expected there, when that is known.
  public var expected: String?

  /// A short excerpt of what was found there, when that is known.
  public var found: String?

  /// Where in the input text the failure happened, for failures in text input.
  public var location: SourceLocation?

  /// The error that caused this one, such as an error thrown by a user's `init(from:)`.
  public var underlying: (any Error)?

  /// What would let the decode succeed, for the failures that loose payloads cause most: a
  /// missing key and a `null` value; `nil` for other failures.
  ///
  /// Both are errors by default, because a missing or `null` value is never silently taken
  /// for another. When one is expected of a payload, the model or the decoder can say so, and
  /// this names how. ``description`` shows it as a `help:` line:
  ///
  /// ```
  /// error: expected an array, found null
  ///  --> input:1:10, at tags
  /// 1 | {"tags": null}
  ///   |          ^
  ///  help: set decoder.nullValues = .collectionDefaults to read null as [], or make the property optional
  /// ```
  public var help: String?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: The kind of failure.
  ///   - message: What went wrong, lower-case, without a trailing period.
  ///   - path: Where in the value the failure happened.
  ///   - expected: What was expected, if known.
  ///   - found: An excerpt of what was found, if known.
  ///   - location: Where in the input text the failure happened, if known.
  ///   - underlying: The error that caused this one, if any.
  ///   - help: What would let the operation succeed, if there is a simple answer.
  public init(
    _ code: Code,
    _ message: String,
    path: ValuePath = ValuePath(),
    expected: String? = nil,
    found: String? = nil,
    location: SourceLocation? = nil,
    underlying: (any Error)? = nil,
    help: String? = nil
  ) {
    self.code = code
    self.message = message
    self.path = path
    self.expected = expected
    self.found = found
    self.location = location
    self.underlying = underlying
    self.help = help
  }
}
