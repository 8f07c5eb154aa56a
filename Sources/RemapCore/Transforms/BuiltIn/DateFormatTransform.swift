//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Reads and writes a `Date` as text in a `DateFormatter` pattern, such as
/// `"yyyy-MM-dd HH:mm"`.
///
/// ```swift
/// decoder.transforms.register(DateFormatTransform("dd/MM/yyyy", timeZone: TimeZone(identifier: "Europe/Paris")!))
/// ```
///
/// The formatter is made once per transform and shared, behind a lock, by every copy.
public struct DateFormatTransform: ValueTransform {
  /// The pattern, in `DateFormatter`'s syntax.
  public let format: String
  private let formatter: DatePatternFormatter

  /// Creates the transform.
  ///
  /// - Parameters:
  ///   - format: The pattern, such as `"yyyy-MM-dd HH:mm"`.
  ///   - locale: The locale for month and day names; `en_US_POSIX` by default, which
  ///     reads fixed formats the same everywhere.
  ///   - timeZone: The zone the text is in; `nil`, the default, for UTC.
  public init(
    _ format: String, locale: Locale = Locale(identifier: "en_US_POSIX"),
    timeZone: TimeZone? = nil
  ) {
    self.format = format
    formatter = DatePatternFormatter(pattern: format, locale: locale, timeZone: timeZone ?? .utc)
  }

  /// Reads the text.
  ///
  /// - Parameter json: A string.
  /// - Returns: The date.
  /// - Throws: ``RemapError`` for a value that is not a string in the format.
  public func decode(_ json: JSON) throws -> Date {
    guard case .string(let text) = json else {
      throw TransformErrors.typeMismatch(expected: "a date string", found: json)
    }
    guard let date = formatter.date(from: text) else {
      throw TransformErrors.invalidValue(
        expected: "a date in the format \"\(format)\"", found: json)
    }
    return date
  }

  /// Writes the text.
  ///
  /// - Parameter value: The date.
  /// - Returns: A string.
  public func encode(_ value: Date) -> JSON {
    .string(formatter.string(from: value))
  }
}
