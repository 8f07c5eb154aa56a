//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

extension RemapEncoder {
  /// What an optional property that is `nil` becomes.
  public enum NilEncoding: Sendable, Hashable {
    /// The key is left out, as `JSONEncoder` does. The default.
    ///
    /// This applies to what synthesized `Encodable` code writes for optional properties
    /// (`encodeIfPresent`). An explicit `encodeNil(forKey:)`, and `nil` elements of arrays,
    /// are always written as `null`.
    case omit
    /// The key is written with the value `null`.
    case null
  }

  /// How `Date` values are written.
  public enum DateEncodingStrategy: Sendable {
    /// ISO 8601 text in UTC, such as `"2016-01-18T00:13:00Z"`. The default, and what
    /// `RemapDecoder()` reads back.
    ///
    /// Whole seconds are written without a fraction. A date with a fractional second has
    /// three digits when it is a whole number of milliseconds, within the precision of its
    /// `Double` (`"2016-01-18T00:13:00.250Z"`), and is rounded to the microsecond otherwise
    /// (`"2016-01-18T00:13:00.000250Z"`).
    /// Years outside 0000 through 9999 take a sign and as many digits as they need
    /// (`"+10000-01-01T00:00:00Z"`), as ISO 8601's expanded form does. A date that is not
    /// finite is an error.
    case iso8601
    /// A number of seconds since 1970-01-01 UTC, such as `1453075980` or `1453075980.25`.
    case secondsSince1970
    /// A number of milliseconds since 1970-01-01 UTC, such as `1453075980250`.
    case millisecondsSince1970
    /// Text in a `DateFormatter` pattern, such as `"yyyy-MM-dd"`, in the `en_US_POSIX`
    /// locale and UTC unless the pattern writes a zone.
    case formatted(String)
    /// The `Date` type's own `Encodable` conformance: seconds since 2001-01-01, as
    /// `JSONEncoder` does by default.
    case deferredToDate
    /// A closure that writes the date to an encoder. A closure that writes nothing leaves an
    /// empty object, `{}`, as `JSONEncoder` does.
    case custom(@Sendable (Date, any Encoder) throws -> Void)
  }

  /// How `Data` values are written.
  public enum DataEncodingStrategy: Sendable {
    /// Base64 text. The default, and what `RemapDecoder()` reads back.
    case base64
    /// The `Data` type's own `Encodable` conformance: an array of byte values.
    case deferredToData
    /// A closure that writes the data to an encoder. A closure that writes nothing leaves an
    /// empty object, `{}`, as `JSONEncoder` does.
    case custom(@Sendable (Data, any Encoder) throws -> Void)
  }

  /// What infinite and NaN floating-point values, which JSON cannot express, become.
  public enum NonConformingFloatEncodingStrategy: Sendable, Hashable {
    /// They are an error with code ``RemapError/Code/nonConformingFloat``, naming the
    /// value's path. The default, as in `JSONEncoder`.
    case `throw`
    /// They are written as the given strings, such as `"Infinity"`, `"-Infinity"` and
    /// `"NaN"`. This applies to `Double`, `Float` and a NaN `Decimal`.
    case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
  }
}

// MARK: - Error codes

extension RemapError.Code {
  /// An infinite or NaN floating-point value, which JSON cannot express, with
  /// ``RemapEncoder/NonConformingFloatEncodingStrategy/throw``.
  public static let nonConformingFloat = Self(rawValue: "non-conforming-float")
  /// An error thrown by a type's own `encode(to:)`, or by a custom date or data strategy,
  /// kept as ``RemapError/underlying``.
  public static let encodingFailed = Self(rawValue: "encoding-failed")
}
