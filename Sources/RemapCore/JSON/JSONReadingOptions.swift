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
///
/// Every limit fails cleanly with its own ``RemapError/Code`` and the location of the value
/// that broke it; see <doc:LimitsAndSecurity> for the defaults and what they protect.
public struct JSONReadingOptions: Sendable, Hashable {
  /// What to do when an object names the same key twice.
  public struct DuplicateKeyPolicy: Sendable, Hashable {
    // The cases, behind a struct so that a new one breaks no caller's `switch`; the
    // module switches over `kind`.
    enum Kind: Sendable, Hashable {
      case lastWins
      case reject
    }

    /// Which of the options this is.
    let kind: Kind

    /// Keep the last value, in the position of the first, as `JSONSerialization` does.
    ///
    /// `RemapDecoder` reads the last value too, in every object, whatever order a type asks
    /// for its keys in, and its report notes each superseded value. Foundation's
    /// `JSONDecoder` reads the first, so this is one place where ``RemapDecoder/strict``
    /// differs from it; reject duplicates where the difference matters.
    public static let lastWins = DuplicateKeyPolicy(kind: .lastWins)

    /// Fail with ``RemapError/Code/duplicateKey``.
    public static let reject = DuplicateKeyPolicy(kind: .reject)
  }

  /// The deepest nesting of arrays and objects accepted.
  ///
  /// Deeper input fails with ``RemapError/Code/depthLimitExceeded``. The default, 512, is
  /// Foundation's.
  ///
  /// Parsing never recurses, so any limit is safe from stack overflow.
  public var maximumDepth: Int

  /// The largest document accepted, in bytes.
  ///
  /// Larger input fails with ``RemapError/Code/sizeLimitExceeded`` before anything is read.
  /// The default is 1 GiB (2^30 bytes).
  public var maximumInputSize: Int

  /// The longest string accepted, keys included: the bytes between its quotes, as written.
  ///
  /// A longer string fails with ``RemapError/Code/stringLengthLimitExceeded``. The default,
  /// `Int.max`, leaves strings bounded by ``maximumInputSize`` only.
  public var maximumStringLength: Int

  /// The longest number accepted, in bytes of its text.
  ///
  /// A longer number fails with ``RemapError/Code/numberLengthLimitExceeded``. Numbers too
  /// long for 64 bits keep their text, and converting a very long one (to `Double` or
  /// `Decimal`) costs time in its length; the default, 100,000 bytes, is far beyond any number
  /// that a program writes.
  public var maximumNumberLength: Int

  /// The most elements accepted in one array.
  ///
  /// A larger array fails with ``RemapError/Code/arrayElementLimitExceeded``. The default,
  /// `Int.max`, leaves arrays bounded by ``maximumInputSize`` only.
  public var maximumArrayElements: Int

  /// The most members accepted in one object.
  ///
  /// A larger object fails with ``RemapError/Code/objectMemberLimitExceeded``. The default,
  /// `Int.max`, leaves objects bounded by ``maximumInputSize`` only.
  public var maximumObjectMembers: Int

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
  ///   - maximumInputSize: The largest document accepted, in bytes. The default is 1 GiB.
  ///   - maximumStringLength: The longest string accepted, in bytes. No limit by default.
  ///   - maximumNumberLength: The longest number accepted, in bytes. The default is 100,000.
  ///   - maximumArrayElements: The most elements in one array. No limit by default.
  ///   - maximumObjectMembers: The most members in one object. No limit by default.
  ///   - allowsComments: Whether comments are skipped. The default is `false`.
  ///   - allowsTrailingCommas: Whether trailing commas are accepted. The default is `false`.
  ///   - duplicateKeys: What to do with duplicate keys. The default is ``DuplicateKeyPolicy/lastWins``.
  public init(
    maximumDepth: Int = 512,
    maximumInputSize: Int = 1 << 30,
    maximumStringLength: Int = .max,
    maximumNumberLength: Int = 100_000,
    maximumArrayElements: Int = .max,
    maximumObjectMembers: Int = .max,
    allowsComments: Bool = false,
    allowsTrailingCommas: Bool = false,
    duplicateKeys: DuplicateKeyPolicy = .lastWins
  ) {
    self.maximumDepth = maximumDepth
    self.maximumInputSize = maximumInputSize
    self.maximumStringLength = maximumStringLength
    self.maximumNumberLength = maximumNumberLength
    self.maximumArrayElements = maximumArrayElements
    self.maximumObjectMembers = maximumObjectMembers
    self.allowsComments = allowsComments
    self.allowsTrailingCommas = allowsTrailingCommas
    self.duplicateKeys = duplicateKeys
  }

  /// Strict RFC 8259 JSON, the default.
  public static let strict = JSONReadingOptions()

  /// JSON with comments and trailing commas, as hand-written configuration files use.
  public static let relaxed = JSONReadingOptions(allowsComments: true, allowsTrailingCommas: true)
}
