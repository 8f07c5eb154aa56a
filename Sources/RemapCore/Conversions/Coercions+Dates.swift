//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

// The date rules shared by the decoder's automatic dates, the date transforms and the rules
// file's `date` transform. Patterned dates go through `DatePatternFormatter`; ISO 8601 text
// through `ISO8601Parser` and `ISO8601Formatter`.

extension Coercions {
  /// Numbers of seconds since 1970 above this (in magnitude) are read as milliseconds: as
  /// seconds they would be after the year 5138.
  package static let millisecondsThreshold = 1e11

  /// A number since 1970 read by the automatic rule: seconds, or milliseconds when its
  /// magnitude is above `millisecondsThreshold`.
  package static func date(fromEpoch value: Double) -> Date {
    Date(timeIntervalSince1970: abs(value) > millisecondsThreshold ? value / 1000 : value)
  }

  /// Text read by the automatic rule: ISO 8601 (`iso8601Date`), RFC 822 (`rfc822Date`), or
  /// under lenient coercion a number since 1970 written as text (`epochDate`).
  package static func date(fromText text: String, lenient: Bool) -> Date? {
    iso8601Date(fromText: text, lenient: lenient) ?? rfc822Date(fromText: text)
      ?? (lenient ? epochDate(fromText: text) : nil)
  }

  /// RFC 822 / 1123 / 2822 text, as RSS feeds and HTTP headers write dates.
  ///
  /// `Mon, 06 Jan 2025 08:00:00 GMT`, read by `RFC822DateParser`. A date-time without a zone
  /// is read in `zone`, UTC when `nil`.
  package static func rfc822Date(fromText text: String, assuming zone: TimeZone? = nil) -> Date? {
    RFC822DateParser.date(from: text, assuming: zone)
  }

  /// ISO 8601 text, read by `ISO8601Parser`.
  ///
  /// Under lenient coercion also with whitespace around it. A date or time without a zone is
  /// read in `zone`, UTC when `nil`.
  package static func iso8601Date(
    fromText text: String, lenient: Bool, assuming zone: TimeZone? = nil
  )
    -> Date?
  {
    if let date = ISO8601Parser.date(from: text, assuming: zone) { return date }
    return lenient ? ISO8601Parser.date(from: trimmed(text), assuming: zone) : nil
  }

  /// A number since 1970 written as text, read by the automatic rule (`date(fromEpoch:)`).
  package static func epochDate(fromText text: String) -> Date? {
    number(fromText: text)?.double.map(date(fromEpoch:))
  }
}
