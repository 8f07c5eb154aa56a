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
  public struct NilEncoding: Sendable, Hashable {
    // The cases, behind a struct so that a new one breaks no caller's `switch`; the
    // module switches over `kind`.
    enum Kind: Sendable, Hashable {
      case omit
      case null
    }

    /// Which of the options this is.
    let kind: Kind

    /// The key is left out, as `JSONEncoder` does.
    ///
    /// The default.
    ///
    /// This applies to what synthesized `Encodable` code writes for optional properties
    /// (`encodeIfPresent`). An explicit `encodeNil(forKey:)`, and `nil` elements of arrays,
    /// are always written as `null`.
    public static let omit = NilEncoding(kind: .omit)

    /// The key is written with the value `null`.
    public static let null = NilEncoding(kind: .null)
  }

  /// How `Date` values are written.
  public struct DateEncodingStrategy: Sendable {
    // The cases, behind a struct so that a new one breaks no caller's `switch`; the
    // module switches over `kind`.
    enum Kind: Sendable {
      case iso8601
      case epoch(EpochUnit)
      case formatted(String)
      case deferredToDate
      case custom(@Sendable (Date, any Encoder) throws -> Void)
    }

    /// Which of the options this is.
    let kind: Kind

    /// ISO 8601 text in UTC, such as `"2016-01-18T00:13:00Z"`.
    ///
    /// The default, and what `RemapDecoder()` reads back.
    ///
    /// Whole seconds are written without a fraction. A date with a fractional second has
    /// three digits when it is a whole number of milliseconds, within the precision of its
    /// `Double` (`"2016-01-18T00:13:00.250Z"`), and is rounded to the microsecond otherwise
    /// (`"2016-01-18T00:13:00.000250Z"`).
    /// Years outside 0000 through 9999 take a sign and as many digits as they need
    /// (`"+10000-01-01T00:00:00Z"`), as ISO 8601's expanded form does. A date that is not
    /// finite is an error.
    public static let iso8601 = DateEncodingStrategy(kind: .iso8601)

    /// A number of seconds since 1970-01-01 UTC, such as `1453075980` or `1453075980.25`.
    public static let secondsSince1970 = DateEncodingStrategy(kind: .epoch(.seconds))

    /// A number of milliseconds since 1970-01-01 UTC, such as `1453075980250`.
    public static let millisecondsSince1970 = DateEncodingStrategy(kind: .epoch(.milliseconds))

    /// Text in a `DateFormatter` pattern, such as `"yyyy-MM-dd"`, in the `en_US_POSIX`
    /// locale and UTC unless the pattern writes a zone.
    public static func formatted(_ pattern: String) -> DateEncodingStrategy {
      DateEncodingStrategy(kind: .formatted(pattern))
    }

    /// The `Date` type's own `Encodable` conformance: seconds since 2001-01-01, as
    /// `JSONEncoder` does by default.
    public static let deferredToDate = DateEncodingStrategy(kind: .deferredToDate)

    /// A closure that writes the date to an encoder.
    ///
    /// A closure that writes nothing leaves an empty object, `{}`, as `JSONEncoder` does.
    public static func custom(_ body: @escaping @Sendable (Date, any Encoder) throws -> Void)
      -> DateEncodingStrategy
    {
      DateEncodingStrategy(kind: .custom(body))
    }
  }

  /// How `Data` values are written.
  public struct DataEncodingStrategy: Sendable {
    // The cases, behind a struct so that a new one breaks no caller's `switch`; the
    // module switches over `kind`.
    enum Kind: Sendable {
      case base64
      case deferredToData
      case custom(@Sendable (Data, any Encoder) throws -> Void)
    }

    /// Which of the options this is.
    let kind: Kind

    /// Base64 text.
    ///
    /// The default, and what `RemapDecoder()` reads back.
    public static let base64 = DataEncodingStrategy(kind: .base64)

    /// The `Data` type's own `Encodable` conformance: an array of byte values.
    public static let deferredToData = DataEncodingStrategy(kind: .deferredToData)

    /// A closure that writes the data to an encoder.
    ///
    /// A closure that writes nothing leaves an empty object, `{}`, as `JSONEncoder` does.
    public static func custom(_ body: @escaping @Sendable (Data, any Encoder) throws -> Void)
      -> DataEncodingStrategy
    {
      DataEncodingStrategy(kind: .custom(body))
    }
  }

  /// What infinite and NaN floating-point values, which JSON cannot express, become.
  public struct NonConformingFloatEncodingStrategy: Sendable, Hashable {
    // The cases, behind a struct so that a new one breaks no caller's `switch`; the
    // module switches over `kind`.
    enum Kind: Sendable, Hashable {
      case `throw`
      case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// Which of the options this is.
    let kind: Kind

    /// They are an error with code ``RemapError/Code/nonConformingFloat``, naming the value's
    /// path.
    ///
    /// The default, as in `JSONEncoder`.
    public static let `throw` = NonConformingFloatEncodingStrategy(kind: .`throw`)

    /// They are written as the given strings, such as `"Infinity"`, `"-Infinity"` and `"NaN"`.
    ///
    /// This applies to `Double`, `Float` and a NaN `Decimal`.
    public static func convertToString(
      positiveInfinity: String, negativeInfinity: String, nan: String
    ) -> NonConformingFloatEncodingStrategy {
      NonConformingFloatEncodingStrategy(
        kind: .convertToString(
          positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan))
    }
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
