//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// What one ``Rewriter/rewrite(_:)`` made: the output, the required keys it could not make,
/// and the errors rules met.
///
/// ```swift
/// let result = rewriter.rewrite(input)
/// if result.missingKeys.isEmpty && result.errors.isEmpty {
///   send(result.output)
/// }
/// ```
public struct RewriteResult: Sendable, Hashable {
  /// The output object.
  public var output: JSON

  /// The required output keys still absent after every step, written as key paths
  /// (`"location"`, `"geo.lat"`, or `"places[2].name"` for a nested rules-file rule); empty
  /// when none is missing.
  public var missingKeys: Set<String>

  /// The errors rules met, in the order they happened, each naming its rule and the input
  /// path of the value that did not fit; a rule that fails leaves its key absent.
  public var errors: [RemapError]

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - output: The output object.
  ///   - missingKeys: The required keys still absent.
  ///   - errors: The errors rules met.
  public init(output: JSON, missingKeys: Set<String> = [], errors: [RemapError] = []) {
    self.output = output
    self.missingKeys = missingKeys
    self.errors = errors
  }

  /// Whether every required key is present and no rule failed.
  public var isComplete: Bool { missingKeys.isEmpty && errors.isEmpty }

  /// The output as a `[String: Any]` dictionary, through the Foundation bridge
  /// (``JSON/anyValue``); empty when the output is not an object.
  public var dictionary: [String: Any] {
    output.anyValue as? [String: Any] ?? [:]
  }

  /// Whether two results have equal outputs, missing keys, and errors with the same codes,
  /// messages and paths.
  ///
  /// - Parameters:
  ///   - lhs: A result.
  ///   - rhs: Another result.
  /// - Returns: `true` when they are equal.
  public static func == (lhs: RewriteResult, rhs: RewriteResult) -> Bool {
    lhs.output == rhs.output && lhs.missingKeys == rhs.missingKeys
      && lhs.errors.map(\.summary) == rhs.errors.map(\.summary)
  }

  /// Hashes the output and the missing keys.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(output)
    hasher.combine(missingKeys)
  }
}

extension RemapError {
  /// The parts of an error that equality of results compares.
  fileprivate var summary: [String] { [code.rawValue, message, path.description] }
}
