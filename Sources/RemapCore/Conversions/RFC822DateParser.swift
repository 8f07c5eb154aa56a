//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Reads RFC 822 / RFC 1123 / RFC 2822 dates, as every RSS 2.0 feed and HTTP header writes
/// them, without `DateFormatter`: `Mon, 06 Jan 2025 08:00:00 GMT`.
///
/// The grammar, case-insensitive, with runs of spaces where one is shown:
///
///     [Mon ","] 6 Jan 2025 08:00[:00] [zone]
///
/// - the day of the week is optional and not checked against the date;
/// - the year has four digits, or two (RFC 822's: `25` is 2025, `99` is 1999, as RFC 2822
///   reads them);
/// - the zone is `+hhmm` or `-hhmm`, `GMT`, `UT`, `UTC`, `Z`, or one of RFC 822's North
///   American names (`EST` -0500, `EDT` -0400, `CST`, `CDT`, `MST`, `MDT`, `PST`, `PDT`);
///   RFC 822's single-letter military zones other than `Z` were defined with the wrong
///   sign, so RFC 2822 reads them as UTC, and so does this. A date-time without a zone is
///   UTC, or in the zone given, as a zone-less ISO 8601 date-time is.
package enum RFC822DateParser {
  /// The date the text names, a date-time without a zone read in `zone` (UTC when `nil`), or
  /// `nil` when it is not an RFC 822 date.
  package static func date(from text: String, assuming zone: TimeZone? = nil) -> Date? {
    var scanner = Scanner(Array(text.utf8))
    guard let timestamp = scanner.date() else { return nil }
    guard let zone, !timestamp.hasZone else {
      return Date(timeIntervalSince1970: timestamp.seconds)
    }
    return Date(
      timeIntervalSince1970: ISO8601Parser.utcSeconds(fromLocal: timestamp.seconds, in: zone))
  }

  private static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]
  private static let weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

  /// Zone names and their offsets from UTC in hours.
  private static let zones: [String: Int] = [
    "gmt": 0, "ut": 0, "utc": 0, "z": 0,
    "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6, "pst": -8, "pdt": -7,
  ]

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The timestamp, when the whole text is one date.
    mutating func date() -> ISO8601Parser.Timestamp? {
      skipSpaces()
      // An optional day of the week, then a comma.
      let start = index
      if let word = word(), weekdays.contains(word) {
        skipSpaces()
        guard take(UInt8(ascii: ",")) else { return nil }
        skipSpaces()
      } else {
        index = start
      }
      guard let day = number(digits: 1...2) else { return nil }
      guard skipSpaces(), let monthName = word(),
        let month = months.firstIndex(of: monthName).map({ $0 + 1 })
      else { return nil }
      guard skipSpaces(), let (year, yearDigits) = numberAndCount(digits: 2...4),
        yearDigits != 3
      else { return nil }
      let fullYear = yearDigits == 2 ? (year < 50 ? 2000 + year : 1900 + year) : year
      guard day >= 1, day <= ISO8601Parser.daysInMonth(month, year: fullYear) else { return nil }
      guard skipSpaces(), let hour = number(digits: 2...2), take(UInt8(ascii: ":")),
        let minute = number(digits: 2...2), hour < 24, minute < 60
      else { return nil }
      var second = 0
      if take(UInt8(ascii: ":")) {
        guard let value = number(digits: 2...2), value <= 60 else { return nil }
        second = value
      }
      var offset = 0
      let hadSpace = skipSpaces()
      let hasZone = index < bytes.count
      if hasZone {
        guard hadSpace, let zone = zoneOffset() else { return nil }
        offset = zone
        skipSpaces()
        guard index == bytes.count else { return nil }
      }
      let days = ISO8601Parser.daysFromCivil(year: fullYear, month: month, day: day)
      return ISO8601Parser.Timestamp(
        seconds: Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset),
        hasZone: hasZone)
    }

    /// The zone's offset from UTC in seconds.
    private mutating func zoneOffset() -> Int? {
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
        index += 1
        guard let hhmm = number(digits: 4...4), hhmm % 100 < 60 else { return nil }
        return sign * (hhmm / 100 * 3600 + hhmm % 100 * 60)
      }
      guard let name = word() else { return nil }
      if let hours = zones[name] { return hours * 3600 }
      // RFC 822's military zones, which RFC 2822 says to read as UTC.
      if name.utf8.count == 1, name != "j" { return 0 }
      return nil
    }

    /// A run of ASCII letters, lowercased.
    private mutating func word() -> String? {
      let start = index
      while index < bytes.count, (bytes[index] | 0x20) &- UInt8(ascii: "a") < 26 { index += 1 }
      guard index > start else { return nil }
      return String(decoding: bytes[start..<index].map { $0 | 0x20 }, as: UTF8.self)
    }

    private mutating func number(digits: ClosedRange<Int>) -> Int? {
      numberAndCount(digits: digits)?.0
    }

    private mutating func numberAndCount(digits: ClosedRange<Int>) -> (Int, Int)? {
      let start = index
      var value = 0
      while index < bytes.count, index - start < digits.upperBound,
        bytes[index] &- UInt8(ascii: "0") < 10
      {
        value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
        index += 1
      }
      let count = index - start
      guard digits.contains(count) else { return nil }
      // More digits than allowed: not this field.
      if index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { return nil }
      return (value, count)
    }

    @discardableResult
    private mutating func skipSpaces() -> Bool {
      let start = index
      while index < bytes.count,
        bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
      {
        index += 1
      }
      return index > start
    }

    private mutating func take(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }
  }
}
