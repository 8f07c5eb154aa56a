//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

extension RemapDecoder {
  /// How the keys a type asks for are matched with the keys in the input.
  public struct KeyMatching: Sendable, Hashable {
    // The cases, behind a struct so that a new one breaks no caller's `switch`; the
    // module switches over `kind`.
    enum Kind: Sendable, Hashable {
      case exact
      case snakeCase
      case fuzzy
    }

    /// Which of the options this is.
    let kind: Kind
    /// A key matches only as written.
    public static let exact = KeyMatching(kind: .exact)

    /// Input keys are converted from `snake_case` as Foundation's `convertFromSnakeCase` does
    /// (`first_name` reads as `firstName`), then matched as written; failing that, the
    /// property name is converted to snake case as ``KeyStyle/snakeCase`` writes it, so that
    /// every key `RemapEncoder(keyStyle: .snakeCase)` writes reads back (`image_url` as
    /// `imageURL`, which Foundation's conversion cannot find).
    public static let snakeCase = KeyMatching(kind: .snakeCase)

    /// An exact match wins; otherwise keys match when their ASCII letters and digits agree,
    /// ignoring case and every other character: `foo-bar`, `foo_bar`, `fooBar`, `FOO_BAR` and
    /// `FooBar` are the same key.
    ///
    /// When two input keys both match one property this way, the first is used and the report
    /// names the ambiguity.
    public static let fuzzy = KeyMatching(kind: .fuzzy)
  }

  /// How strictly values are converted to the types a model asks for.
  public struct Coercion: Sendable, Hashable {
    // The cases, behind a struct so that a new one breaks no caller's `switch`; the
    // module switches over `kind`.
    enum Kind: Sendable, Hashable {
      case strict
      case lenient
    }

    /// Which of the options this is.
    let kind: Kind
    /// Foundation's `JSONDecoder` behaviour: a value must already be of the requested kind.
    public static let strict = Coercion(kind: .strict)

    /// Also accept the conversions in the coercion table, none of which loses information
    /// silently: numbers from numeric strings, strings from numbers, Booleans from words such
    /// as `"yes"` and from 1 and 0, a single value where an array is expected, and more.
    ///
    /// See the Coercion article for the full table.
    public static let lenient = Coercion(kind: .lenient)
  }

  /// How dates are read.
  public struct DateDecodingStrategy: Sendable {
    // The cases, behind a struct so that a new one breaks no caller's `switch`; the
    // module switches over `kind`.
    enum Kind: Sendable {
      case automatic
      case iso8601
      case epoch(EpochUnit)
      case formats([String])
      case deferredToDate
      case custom(@Sendable (any Decoder) throws -> Date)
    }

    /// Which of the options this is.
    let kind: Kind
    /// With ``automatic(plus:assumingTimeZone:)``: the patterns tried after the automatic
    /// rules.
    let patterns: [String]
    /// With ``automatic(plus:assumingTimeZone:)``: the zone of a date without one; UTC when
    /// `nil`.
    let zone: TimeZone?

    private init(_ kind: Kind, patterns: [String] = [], zone: TimeZone? = nil) {
      self.kind = kind
      self.patterns = patterns
      self.zone = zone
    }

    /// ISO 8601 with or without fractional seconds, with `Z`, `+hh:mm` or `+hhmm` offsets,
    /// date-only `2016-01-17`, RFC 822 text and numbers since 1970.
    ///
    /// RFC 822 / 1123 dates are read as RSS feeds write them (`Mon, 06 Jan 2025 08:00:00 GMT`,
    /// obsolete zone names such as `EST` included); numbers as seconds since 1970 (values
    /// above 1e11 as milliseconds). A date or date-time without a zone
    /// (`2025-01-06T08:00:00`, `2025-01-06`) is read as UTC: midnight UTC for a date alone.
    /// ``automatic(plus:assumingTimeZone:)`` reads it in another zone, and adds formats.
    ///
    /// The default.
    public static let automatic = DateDecodingStrategy(.automatic)

    /// The ``automatic`` rules, then each of `patterns`; a date without a zone read in
    /// `timeZone`.
    ///
    /// The automatic rules come first, so ISO 8601, RFC 822 and numbers read as they do
    /// under ``automatic``; text that none of them reads is tried against each pattern in
    /// turn (`DateFormatter` patterns, in the `en_US_POSIX` locale). A date or time that
    /// does not name its zone, in ISO 8601 (`2025-01-06T08:00:00`, or a date alone) or in a
    /// pattern without a zone field, is read as the time the clocks of `timeZone` show then.
    ///
    /// ```swift
    /// var decoder = RemapDecoder()
    /// decoder.dateDecoding = .automatic(
    ///   plus: ["dd/MM/yyyy HH:mm", "yyyyMMdd"],
    ///   assumingTimeZone: TimeZone(identifier: "Europe/Paris") ?? .gmt)
    /// // "2025-01-06T08:00:00Z"  → 08:00 UTC (the text names its zone)
    /// // "2025-01-06T08:00:00"   → 07:00 UTC (08:00 in Paris)
    /// // "06/01/2025 08:00"      → 07:00 UTC
    /// ```
    ///
    /// - Parameters:
    ///   - patterns: `DateFormatter` patterns tried, in order, after the automatic rules.
    ///   - timeZone: The zone of a date or time that names none. UTC by default.
    /// - Returns: The strategy.
    public static func automatic(
      plus patterns: [String] = [], assumingTimeZone timeZone: TimeZone = .gmt
    ) -> DateDecodingStrategy {
      let isUTC = timeZone.secondsFromGMT() == 0 && timeZone.nextDaylightSavingTimeTransition == nil
      return DateDecodingStrategy(.automatic, patterns: patterns, zone: isUTC ? nil : timeZone)
    }

    /// ISO 8601 text only: `2016-01-17T16:13:00Z`, with optional fractional seconds and
    /// offsets, or a date alone.
    public static let iso8601 = DateDecodingStrategy(.iso8601)

    /// A number of seconds since 1970-01-01 UTC.
    public static let secondsSince1970 = DateDecodingStrategy(.epoch(.seconds))

    /// A number of milliseconds since 1970-01-01 UTC.
    public static let millisecondsSince1970 = DateDecodingStrategy(.epoch(.milliseconds))

    /// Text in one of several `DateFormatter` patterns, tried in turn, in the POSIX locale
    /// and UTC unless the pattern names a zone.
    public static func formats(_ patterns: [String]) -> DateDecodingStrategy {
      DateDecodingStrategy(.formats(patterns))
    }

    /// The `Date` type's own `Decodable` conformance: seconds since 2001-01-01, as
    /// `JSONDecoder` does by default.
    public static let deferredToDate = DateDecodingStrategy(.deferredToDate)

    /// A closure that reads the date from a decoder.
    public static func custom(_ body: @escaping @Sendable (any Decoder) throws -> Date)
      -> DateDecodingStrategy
    {
      DateDecodingStrategy(.custom(body))
    }
  }

  /// How `Data` is read.
  public struct DataDecodingStrategy: Sendable {
    // The cases, behind a struct so that a new one breaks no caller's `switch`; the
    // module switches over `kind`.
    enum Kind: Sendable {
      case base64
      case deferredToData
      case custom(@Sendable (any Decoder) throws -> Data)
    }

    /// Which of the options this is.
    let kind: Kind
    /// Base64 text.
    ///
    /// The default.
    public static let base64 = DataDecodingStrategy(kind: .base64)

    /// The `Data` type's own `Decodable` conformance: an array of bytes.
    public static let deferredToData = DataDecodingStrategy(kind: .deferredToData)

    /// A closure that reads the data from a decoder.
    public static func custom(_ body: @escaping @Sendable (any Decoder) throws -> Data)
      -> DataDecodingStrategy
    {
      DataDecodingStrategy(kind: .custom(body))
    }
  }
}

// MARK: - Missing, null and invalid values

extension RemapDecoder {
  /// What happens when a key a type needs is missing from the input.
  ///
  /// Missing, `null` and invalid are three different things, each with its own outcome, so
  /// that none is silently taken for another.
  public struct MissingValuePolicy: Sendable, Hashable {
    // The cases, behind a struct so that a new one breaks no caller's `switch`; the
    // module switches over `kind`.
    enum Kind: Sendable, Hashable {
      case error
      case typeDefaults
    }

    /// Which of the options this is.
    let kind: Kind
    /// Decoding fails with ``RemapError/Code/keyNotFound``.
    ///
    /// The default.
    public static let error = MissingValuePolicy(kind: .error)

    /// `false`, `0`, `""`, `[]` and `[:]` stand in for missing values of those types (other
    /// types still fail), and the report records each use, for payloads from careless
    /// servers.
    public static let typeDefaults = MissingValuePolicy(kind: .typeDefaults)
  }

  /// What happens when a value a type needs is `null`.
  ///
  /// A payload that sends `"tags": null` for an empty list need not have its `"total": null`
  /// read as `0`: ``collectionDefaults`` accepts the first and still fails on the second.
  public struct NullValuePolicy: Sendable, Hashable {
    // The cases, behind a struct so that a new one breaks no caller's `switch`; the
    // module switches over `kind`.
    enum Kind: Sendable, Hashable {
      case error
      case collectionDefaults
      case typeDefaults
    }

    /// Which of the options this is.
    let kind: Kind
    /// Decoding fails with ``RemapError/Code/valueNotFound``.
    ///
    /// The default.
    public static let error = NullValuePolicy(kind: .error)

    /// `[]` and `[:]` stand in for `null` arrays, sets and dictionaries, and the report
    /// records each use; `null` for any other non-optional value still fails.
    public static let collectionDefaults = NullValuePolicy(kind: .collectionDefaults)

    /// `false`, `0`, `""`, `[]` and `[:]` stand in for `null` values of those types, and the
    /// report records each use.
    public static let typeDefaults = NullValuePolicy(kind: .typeDefaults)
  }

  /// What happens when a value cannot be converted to the type a property asks for.
  public struct InvalidValuePolicy: Sendable, Hashable {
    // The cases, behind a struct so that a new one breaks no caller's `switch`; the
    // module switches over `kind`.
    enum Kind: Sendable, Hashable {
      case error
      case nilForOptionals
    }

    /// Which of the options this is.
    let kind: Kind
    /// Decoding fails, naming the value.
    ///
    /// The default.
    public static let error = InvalidValuePolicy(kind: .error)

    /// An optional property gets `nil` instead, and the report records it; a non-optional
    /// property still fails.
    public static let nilForOptionals = InvalidValuePolicy(kind: .nilForOptionals)
  }

  /// How strings that stand for infinite and NaN numbers are read into `Double` and
  /// `Float`, since JSON has no way to write them.
  ///
  /// ```swift
  /// decoder.nonConformingFloatDecoding = .convertFromString(
  ///   positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
  /// ```
  ///
  /// Use the same strings as the encoder's
  /// ``RemapEncoder/NonConformingFloatEncodingStrategy/convertToString(positiveInfinity:negativeInfinity:nan:)``
  /// to read back what it wrote.
  public struct NonConformingFloatDecodingStrategy: Sendable, Hashable {
    // The cases, behind a struct so that a new one breaks no caller's `switch`; the
    // module switches over `kind`.
    enum Kind: Sendable, Hashable {
      case `throw`
      case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// Which of the options this is.
    let kind: Kind
    /// Such strings are not numbers: decoding them as a `Double` or `Float` fails.
    ///
    /// The default, as in `JSONDecoder`.
    public static let `throw` = NonConformingFloatDecodingStrategy(kind: .`throw`)

    /// The given strings, exactly as written, read as positive infinity, negative infinity
    /// and NaN.
    public static func convertFromString(
      positiveInfinity: String, negativeInfinity: String, nan: String
    ) -> NonConformingFloatDecodingStrategy {
      NonConformingFloatDecodingStrategy(
        kind: .convertFromString(
          positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan))
    }
  }

  /// What happens with keys in the input that the type never asks for.
  public struct UnknownKeyPolicy: Sendable, Hashable {
    // The cases, behind a struct so that a new one breaks no caller's `switch`; the
    // module switches over `kind`.
    enum Kind: Sendable, Hashable {
      case ignore
      case report
      case reject
    }

    /// Which of the options this is.
    let kind: Kind
    /// They are ignored, and left out of reports, where they would drown the rest.
    ///
    /// The default.
    public static let ignore = UnknownKeyPolicy(kind: .ignore)

    /// They are ignored, and a report lists each one as a recovery with code
    /// ``RemapError/Code/unknownKey``.
    public static let report = UnknownKeyPolicy(kind: .report)

    /// Each one fails with ``RemapError/Code/unknownKey``, as serde's `deny_unknown_fields`.
    public static let reject = UnknownKeyPolicy(kind: .reject)
  }
}
