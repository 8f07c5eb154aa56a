//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// How strictly to read JSON text, and the limits that protect against hostile input.
///
/// The defaults read strict RFC 8259 JSON:
///
/// ```swift
/// let json = try JSON(parsing: text)                              // strict
/// let config = try JSON(parsing: text, options: .relaxed)         // comments, trailing commas
/// let wary = try JSON(parsing: text, options: .init(maximumDepth: 64, duplicateKeys: .reject))
/// ```
public struct JSONReadingOptions: Sendable, Hashable {
  /// What to do when an object names the same key twice.
  public enum DuplicateKeyPolicy: Sendable, Hashable {
    /// Keep the last value, in the position of the first, as `JSONSerialization` does.
    ///
    /// `RemapDecoder` reads the last value too, in every object, whatever order a type asks
    /// for its keys in, and its report notes each superseded value. Foundation's
    /// `JSONDecoder` reads the first, so this is one place where ``RemapDecoder/strict``
    /// differs from it; reject duplicates where the difference matters.
    case lastWins
    /// Fail with ``RemapError/Code/duplicateKey``.
    case reject
  }

  /// The deepest nesting of arrays and objects accepted.
  ///
  /// Deeper input fails with ``RemapError/Code/depthLimitExceeded``. The default, 512, is
  /// Foundation's.
  ///
  /// Parsing never recurses, so any limit is safe from stack overflow.
  public var maximumDepth: Int

  /// Whether `//` line comments and `/* */` block comments are skipped like whitespace.
  public var allowsComments: Bool

  /// Whether a comma may follow the last element of an array or object.
  public var allowsTrailingCommas: Bool

  /// What to do with duplicate keys; the default keeps the last value.
  public var duplicateKeys: DuplicateKeyPolicy

  /// Creates reading options.
  ///
  /// - Parameters:
  ///   - maximumDepth: The deepest nesting accepted. The default is 512.
  ///   - allowsComments: Whether comments are skipped. The default is `false`.
  ///   - allowsTrailingCommas: Whether trailing commas are accepted. The default is `false`.
  ///   - duplicateKeys: What to do with duplicate keys. The default is ``DuplicateKeyPolicy/lastWins``.
  public init(
    maximumDepth: Int = 512,
    allowsComments: Bool = false,
    allowsTrailingCommas: Bool = false,
    duplicateKeys: DuplicateKeyPolicy = .lastWins
  ) {
    self.maximumDepth = maximumDepth
    self.allowsComments = allowsComments
    self.allowsTrailingCommas = allowsTrailingCommas
    self.duplicateKeys = duplicateKeys
  }

  /// Strict RFC 8259 JSON, the default.
  public static let strict = JSONReadingOptions()

  /// JSON with comments and trailing commas, as hand-written configuration files use.
  public static let relaxed = JSONReadingOptions(allowsComments: true, allowsTrailingCommas: true)
}
