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

extension Rewriter {
  /// Creates a rewriter from rules written as JSON: the rules file format.
  ///
  /// ```swift
  /// let rewriter = try Rewriter(rules: [
  ///   "defaultRule": "drop",
  ///   "rules": [
  ///     ["key": "testName", "from": "test_name", "required": true],
  ///     ["key": "latitude", "from": "location.lat", "required": true, "transform": "number"],
  ///   ],
  /// ])
  /// ```
  ///
  /// The article <doc:Rewriting> documents the format: each rule's `key`, `from` (one path or
  /// several), `value`, `required`, `default`, `transform` (by name, with parameters, chained
  /// in an array) and nested `rules`; and the file's `defaultRule` (`keep`, `drop`,
  /// `snakeCase`, `camelCase`).
  ///
  /// - Parameter rules: An object with `rules` (an array of rules) and an optional
  ///   `defaultRule`, or just the array of rules.
  /// - Throws: ``RemapError`` with code ``RemapError/Code/invalidRule`` for the first rule
  ///   that does not follow the format. Its message names the rule by its place and output
  ///   key (`rules[3] ("location")`) and says what is wrong; its ``RemapError/path`` is the
  ///   place in the rules, such as `rules[3].transform`.
  public init(rules: JSON) throws(RemapError) {
    var stack = StackGuard()
    self = try RuleFileParser.rewriter(from: rules, at: ValuePath(), stack: &stack)
  }

  /// Creates a rewriter from a rules file.
  ///
  /// - Parameter url: The file, JSON in the format of ``init(rules:)``.
  /// - Throws: ``RemapError``: ``RemapError/Code/unreadableFile`` when the file cannot be
  ///   read, a parse error with its line and column when it is not valid JSON, and
  ///   ``RemapError/Code/invalidRule`` as ``init(rules:)`` describes.
  public init(contentsOf url: URL) throws(RemapError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw RemapError(
        .unreadableFile, "cannot read the rules file \(url.path)", underlying: error)
    }
    try self.init(rules: JSON(parsing: data))
  }
}
