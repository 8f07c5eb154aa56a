//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Reads and writes a `Date` as ISO 8601 text, such as `2016-01-17T16:13:00-08:00`.
///
/// Reads `YYYY-MM-DD`, optionally with a time (`HH:MM`, `HH:MM:SS`, `HH:MM:SS.fraction`) and
/// an offset (`Z`, `+HH:MM`, `+HHMM`, `+HH`); a time without an offset is in ``timeZone``.
/// Writes the date in ``timeZone``, with `Z` for UTC or its offset otherwise, and with
/// milliseconds when ``includesFractionalSeconds`` is set.
///
/// ```swift
/// encoder.transforms.register(
///   ISO8601DateTransform(includesFractionalSeconds: true, timeZone: TimeZone(identifier: "Europe/Paris")!))
/// ```
public struct ISO8601DateTransform: ValueTransform {
  /// Whether encoding writes milliseconds (`.250`); decoding reads any fraction either way.
  public var includesFractionalSeconds: Bool
  /// The zone dates are written in, and that times without an offset are read in.
  public var timeZone: TimeZone

  /// Creates the transform.
  ///
  /// - Parameters:
  ///   - includesFractionalSeconds: Whether to write milliseconds; `false` by default, which
  ///     drops any fraction.
  ///   - timeZone: The zone to write dates in, and to read times without an offset in;
  ///     `nil`, the default, for UTC.
  public init(includesFractionalSeconds: Bool = false, timeZone: TimeZone? = nil) {
    self.includesFractionalSeconds = includesFractionalSeconds
    self.timeZone = timeZone ?? .utc
  }

  /// Reads ISO 8601 text.
  ///
  /// - Parameter json: A string.
  /// - Returns: The date.
  /// - Throws: ``RemapError`` for a value that is not an ISO 8601 string.
  public func decode(_ json: JSON) throws -> Date {
    guard case .string(let text) = json else {
      throw TransformErrors.typeMismatch(expected: "an ISO 8601 date string", found: json)
    }
    guard let date = ISO8601Parser.date(from: text) else {
      throw TransformErrors.invalidValue(
        expected: "an ISO 8601 date such as 2016-01-17T16:13:00Z", found: json)
    }
    guard timeZone != .utc, !Self.hasOffset(text) else { return date }
    // Read as UTC: shift by the zone's offset at that time.
    return date.addingTimeInterval(-Double(timeZone.secondsFromGMT(for: date)))
  }

  /// Writes ISO 8601 text.
  ///
  /// - Parameter value: The date.
  /// - Returns: A string.
  /// - Throws: ``RemapError`` with code ``RemapError/Code/unsupportedValue`` for a date that
  ///   is not finite or is absurdly far away.
  public func encode(_ value: Date) throws -> JSON {
    let seconds = value.timeIntervalSince1970
    let rounded =
      includesFractionalSeconds
      ? (seconds * 1000).rounded(.down) / 1000 : seconds.rounded(.down)
    let offset = timeZone.secondsFromGMT(for: value)
    let local = Date(timeIntervalSince1970: rounded + Double(offset))
    guard var text = ISO8601Formatter.string(from: local) else {
      throw RemapError(
        .unsupportedValue, "the date \(seconds) has no ISO 8601 form", found: "\(seconds)")
    }
    text.removeLast()  // The "Z": the offset follows.
    if includesFractionalSeconds, !text.contains(".") { text += ".000" }
    return .string(text + Self.offsetText(offset))
  }

  /// `Z`, or `+HH:MM` / `-HH:MM`.
  private static func offsetText(_ seconds: Int) -> String {
    guard seconds != 0 else { return "Z" }
    let minutes = abs(seconds) / 60
    let hours = String(minutes / 60)
    let rest = String(minutes % 60)
    return (seconds < 0 ? "-" : "+") + String(repeating: "0", count: 2 - hours.count) + hours
      + ":" + String(repeating: "0", count: 2 - rest.count) + rest
  }

  /// Whether the text after its date ends in a zone designator.
  private static func hasOffset(_ text: String) -> Bool {
    let time = text.utf8.dropFirst(10)
    return time.contains(UInt8(ascii: "Z")) || time.contains(UInt8(ascii: "z"))
      || time.contains(UInt8(ascii: "+")) || time.contains(UInt8(ascii: "-"))
  }
}
