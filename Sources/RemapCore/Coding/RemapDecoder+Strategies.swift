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
  public enum KeyMatching: Sendable, Hashable {
    /// A key matches only as written.
    case exact
    /// Input keys are converted from `snake_case` as Foundation's `convertFromSnakeCase` does
    /// (`first_name` reads as `firstName`), then matched as written; failing that, the
    /// property name is converted to snake case as ``KeyStyle/snakeCase`` writes it, so that
    /// every key `RemapEncoder(keyStyle: .snakeCase)` writes reads back (`image_url` as
    /// `imageURL`, which Foundation's conversion cannot find).
    case snakeCase
    /// An exact match wins; otherwise keys match when their ASCII letters and digits agree,
    /// ignoring case and every other character: `foo-bar`, `foo_bar`, `fooBar`, `FOO_BAR` and
    /// `FooBar` are the same key. When two input keys both match one property this way, the
    /// first is used and the report names the ambiguity.
    case fuzzy
  }

  /// How strictly values are converted to the types a model asks for.
  public enum Coercion: Sendable, Hashable {
    /// Foundation's `JSONDecoder` behaviour: a value must already be of the requested kind.
    case strict
    /// Also accept the conversions in the coercion table, none of which loses information
    /// silently: numbers from numeric strings, strings from numbers, Booleans from words
    /// such as `"yes"` and from 1 and 0, a single value where an array is expected, and more.
    /// See the Coercion article for the full table.
    case lenient
  }

  /// How dates are read.
  public enum DateDecodingStrategy: Sendable {
    /// ISO 8601 with or without fractional seconds, with `Z`, `+hh:mm` or `+hhmm` offsets,
    /// date-only `2016-01-17`, and numbers as seconds since 1970 (values above 1e11 as
    /// milliseconds). The default.
    case automatic
    /// ISO 8601 text only: `2016-01-17T16:13:00Z`, with optional fractional seconds and
    /// offsets, or a date alone.
    case iso8601
    /// A number of seconds since 1970-01-01 UTC.
    case secondsSince1970
    /// A number of milliseconds since 1970-01-01 UTC.
    case millisecondsSince1970
    /// Text in one of several `DateFormatter` patterns, tried in turn, in the POSIX locale
    /// and UTC unless the pattern names a zone.
    case formats([String])
    /// The `Date` type's own `Decodable` conformance: seconds since 2001-01-01, as
    /// `JSONDecoder` does by default.
    case deferredToDate
    /// A closure that reads the date from a decoder.
    case custom(@Sendable (any Decoder) throws -> Date)
  }

  /// How `Data` is read.
  public enum DataDecodingStrategy: Sendable {
    /// Base64 text. The default.
    case base64
    /// The `Data` type's own `Decodable` conformance: an array of bytes.
    case deferredToData
    /// A closure that reads the data from a decoder.
    case custom(@Sendable (any Decoder) throws -> Data)
  }
}

// MARK: - Missing, null and invalid values

extension RemapDecoder {
  /// What happens when a key a type needs is missing from the input.
  ///
  /// Missing, `null` and invalid are three different things, each with its own outcome, so
  /// that none is silently taken for another.
  public enum MissingValuePolicy: Sendable, Hashable {
    /// Decoding fails with ``RemapError/Code/keyNotFound``. The default.
    case error
    /// `false`, `0`, `""`, `[]` and `[:]` stand in for missing values of those types (other
    /// types still fail), and the report records each use, for payloads from careless
    /// servers.
    case typeDefaults
  }

  /// What happens when a value a type needs is `null`.
  public enum NullValuePolicy: Sendable, Hashable {
    /// Decoding fails with ``RemapError/Code/valueNotFound``. The default.
    case error
    /// `false`, `0`, `""`, `[]` and `[:]` stand in for `null` values of those types, and the
    /// report records each use.
    case typeDefaults
  }

  /// What happens when a value cannot be converted to the type a property asks for.
  public enum InvalidValuePolicy: Sendable, Hashable {
    /// Decoding fails, naming the value. The default.
    case error
    /// An optional property gets `nil` instead, and the report records it; a non-optional
    /// property still fails.
    case nilForOptionals
  }

  /// What happens with keys in the input that the type never asks for.
  public enum UnknownKeyPolicy: Sendable, Hashable {
    /// They are ignored, and left out of reports, where they would drown the rest. The
    /// default.
    case ignore
    /// They are ignored, and a report lists each one as a recovery with code
    /// ``RemapError/Code/unknownKey``.
    case report
    /// Each one fails with ``RemapError/Code/unknownKey``, as serde's `deny_unknown_fields`.
    case reject
  }
}
