//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Reads ISO 8601 / RFC 3339 timestamps without `DateFormatter`.
///
/// Accepts `YYYY-MM-DD`, optionally followed by `T` (or `t` or a space) and `HH:MM`,
/// `HH:MM:SS` or `HH:MM:SS.fraction`, then optionally `Z`, `+HH:MM`, `+HHMM` or `+HH`
/// (or `-`). A date or time without an offset is read as UTC, or in the zone given.
package enum ISO8601Parser {
  /// What a timestamp says.
  struct Timestamp {
    /// Seconds since 1970: UTC when ``hasZone`` is `false`, the local time as if it were.
    var seconds: Double
    /// Whether the text names its zone (`Z` or an offset).
    var hasZone: Bool
  }

  /// The date the timestamp names, or `nil` if it is not one this parser reads.
  package static func date(from text: String) -> Date? {
    var text = text
    return text.withUTF8 { unsafe parse($0) }.map { Date(timeIntervalSince1970: $0.seconds) }
  }

  /// The date the timestamp names, a date or time without a zone (`2025-01-06T08:00:00`,
  /// `2025-01-06`) read in `zone` (UTC when `nil`); `nil` if it is not a timestamp this
  /// parser reads.
  static func date(from text: String, assuming zone: TimeZone?) -> Date? {
    var text = text
    guard let timestamp = text.withUTF8({ unsafe parse($0) }) else { return nil }
    guard let zone, !timestamp.hasZone else {
      return Date(timeIntervalSince1970: timestamp.seconds)
    }
    return Date(timeIntervalSince1970: utcSeconds(fromLocal: timestamp.seconds, in: zone))
  }

  /// The instant at which the clocks of `zone` show `local` (seconds since 1970 as if UTC).
  ///
  /// The zone's offset at `local` read as UTC is right unless an offset change lies between
  /// the two; the offset at the instant that first guess gives settles it. A local time that
  /// a change skips or repeats gets one of its readings.
  static func utcSeconds(fromLocal local: Double, in zone: TimeZone) -> Double {
    let guess = Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: local)))
    let offset = Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: local - guess)))
    return local - offset
  }

  /// The timestamp, or `nil` if the bytes are not one.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Timestamp? {
    var index = 0
    func digits(_ count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for _ in 0..<count {
        let digit = unsafe bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int(digit)
        index += 1
      }
      return value
    }
    func take(_ byte: UInt8) -> Bool {
      guard index < bytes.count, unsafe bytes[index] == byte else { return false }
      index += 1
      return true
    }

    guard let year = digits(4), take(UInt8(ascii: "-")), let month = digits(2),
      take(UInt8(ascii: "-")), let day = digits(2),
      (1...12).contains(month), day >= 1, day <= daysInMonth(month, year: year)
    else { return nil }
    var seconds = Double(daysFromCivil(year: year, month: month, day: day) * 86_400)
    if index == bytes.count { return Timestamp(seconds: seconds, hasZone: false) }

    guard take(UInt8(ascii: "T")) || take(UInt8(ascii: "t")) || take(UInt8(ascii: " ")),
      let hour = digits(2), take(UInt8(ascii: ":")), let minute = digits(2),
      hour < 24, minute < 60
    else { return nil }
    var second = 0
    var fraction = 0.0
    if take(UInt8(ascii: ":")) {
      guard let value = digits(2), value <= 60 else { return nil }  // 60: a leap second
      second = value
      if take(UInt8(ascii: ".")) || take(UInt8(ascii: ",")) {
        var scale = 0.1
        let start = index
        while index < bytes.count, unsafe ASCII.isDigit(bytes[index]) {
          fraction += unsafe Double(bytes[index] &- UInt8(ascii: "0")) * scale
          scale /= 10
          index += 1
        }
        guard index > start else { return nil }
      }
    }
    seconds += Double(hour * 3600 + minute * 60 + second) + fraction

    if index == bytes.count { return Timestamp(seconds: seconds, hasZone: false) }
    if take(UInt8(ascii: "Z")) || take(UInt8(ascii: "z")) {
      return index == bytes.count ? Timestamp(seconds: seconds, hasZone: true) : nil
    }
    let sign: Double
    if take(UInt8(ascii: "+")) {
      sign = 1
    } else if take(UInt8(ascii: "-")) {
      sign = -1
    } else {
      return nil
    }
    guard let offsetHours = digits(2), offsetHours < 24 else { return nil }
    var offsetMinutes = 0
    if index < bytes.count {
      _ = take(UInt8(ascii: ":"))
      guard let value = digits(2), value < 60 else { return nil }
      offsetMinutes = value
    }
    guard index == bytes.count else { return nil }
    return Timestamp(
      seconds: seconds - sign * Double(offsetHours * 3600 + offsetMinutes * 60), hasZone: true)
  }

  static func daysInMonth(_ month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
