//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Writes dates as ISO 8601 text in UTC, such as `2016-01-18T00:13:00Z`, without Foundation's
/// formatters.
///
/// Whole seconds have no fraction. A date that is a whole number of milliseconds, within the
/// precision of its `Double`, has three fractional digits (`.250`); others are rounded to the
/// microsecond and have six (`.000250`).
/// Years 0000 through 9999 have four digits; others take a sign and as many digits as they
/// need (`+10000`, `-0001`), as ISO 8601's expanded form does.
package enum ISO8601Formatter {
  /// Dates further than this many seconds from 1970 are not written: about 31 million years.
  private static let maximumSeconds = 1e15

  /// The date's text, or `nil` when the date is not finite or is absurdly far away.
  package static func string(from date: Date) -> String? {
    var output = ByteWriter(capacity: 32)
    guard write(date, into: &output, quoted: false) else { return nil }
    return output.string
  }

  /// Writes the date's text, in quotes when asked; returns `false`, having written nothing,
  /// when the date is not finite or is absurdly far away.
  static func write(_ date: Date, into output: inout ByteWriter, quoted: Bool) -> Bool {
    let interval = date.timeIntervalSince1970
    guard interval.isFinite, abs(interval) < maximumSeconds else { return false }
    var whole = interval.rounded(.down)
    let fraction = interval - whole
    // Milliseconds when the date is a whole number of them, within two units in the last
    // place of its `Double` (far from 1970 the microseconds are rounding noise); otherwise
    // microseconds.
    var digits = 3
    var fractional = Int64((fraction * 1000).rounded())
    if abs(whole + Double(fractional) / 1000 - interval) > 2 * interval.ulp {
      digits = 6
      fractional = Int64((fraction * 1_000_000).rounded())
    }
    if fractional == (digits == 3 ? 1000 : 1_000_000) {
      whole += 1
      fractional = 0
    }
    let seconds = Int64(whole)
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let (year, month, day) = civilDate(daysSince1970: days)

    if quoted { output.write(UInt8(ascii: "\"")) }
    if year < 0 {
      output.write(UInt8(ascii: "-"))
    } else if year > 9999 {
      output.write(UInt8(ascii: "+"))
    }
    let yearMagnitude = year.magnitude
    if yearMagnitude < 1000 {
      output.write(
        repeating: UInt8(ascii: "0"), count: yearMagnitude < 10 ? 3 : yearMagnitude < 100 ? 2 : 1)
    }
    output.writeInteger(magnitude: yearMagnitude, negative: false)
    output.write(UInt8(ascii: "-"))
    writeTwoDigits(Int(month), into: &output)
    output.write(UInt8(ascii: "-"))
    writeTwoDigits(Int(day), into: &output)
    output.write(UInt8(ascii: "T"))
    writeTwoDigits(Int(secondOfDay / 3600), into: &output)
    output.write(UInt8(ascii: ":"))
    writeTwoDigits(Int(secondOfDay / 60 % 60), into: &output)
    output.write(UInt8(ascii: ":"))
    writeTwoDigits(Int(secondOfDay % 60), into: &output)
    if fractional != 0 {
      output.write(UInt8(ascii: "."))
      if digits == 6 && fractional % 1000 == 0 {
        writeDigits(Int(fractional / 1000), count: 3, into: &output)
      } else {
        writeDigits(Int(fractional), count: digits, into: &output)
      }
    }
    output.write(UInt8(ascii: "Z"))
    if quoted { output.write(UInt8(ascii: "\"")) }
    return true
  }

  /// The proleptic Gregorian year, month and day of a day counted from 1970-01-01.
  ///
  /// Howard Hinnant's `civil_from_days`, exact for every 64-bit day count used here.
  private static func civilDate(daysSince1970 days: Int64) -> (Int64, Int64, Int64) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  private static func writeTwoDigits(_ value: Int, into output: inout ByteWriter) {
    output.write(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / 10))
    output.write(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
  }

  private static func writeDigits(_ value: Int, count: Int, into output: inout ByteWriter) {
    var divisor = 1
    for _ in 1..<count { divisor *= 10 }
    var remaining = value
    while divisor > 0 {
      output.write(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remaining / divisor))
      remaining %= divisor
      divisor /= 10
    }
  }
}
