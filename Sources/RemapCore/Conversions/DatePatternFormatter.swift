//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// The one `DateFormatter` set-up for dates in a fixed pattern, such as `dd/MM/yyyy HH:mm`:
/// the decoder's `.formats`, the encoder's `.formatted`, `DateFormatTransform` and the rules
/// file's `date` transform all read and write through it.
///
/// The Gregorian calendar, `en_US_POSIX` unless a locale is given (so that fixed formats
/// read the same on every device), UTC unless a zone is given, and no lenient guessing.
// @unchecked Sendable: the formatter is configured once in `init` and every later use holds
// `lock` (formatters are not thread-safe).
package final class DatePatternFormatter: @unchecked Sendable {
  /// The pattern, in `DateFormatter`'s syntax, for messages.
  package let pattern: String
  private let formatter = DateFormatter()
  private let lock = NSLock()

  package init(
    pattern: String, locale: Locale = Locale(identifier: "en_US_POSIX"),
    timeZone: TimeZone = .utc
  ) {
    self.pattern = pattern
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.dateFormat = pattern
    formatter.isLenient = false
  }

  /// The date the text stands for, or `nil` when it is not in the pattern.
  package func date(from text: String) -> Date? {
    lock.withLock { formatter.date(from: text) }
  }

  /// The date's text in the pattern.
  package func string(from date: Date) -> String {
    lock.withLock { formatter.string(from: date) }
  }
}

extension TimeZone {
  /// Coordinated Universal Time.
  static let utc = TimeZone(secondsFromGMT: 0) ?? TimeZone.current
}
