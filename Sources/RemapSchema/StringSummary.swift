//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// What the strings seen at one place looked like: how many were dates, UUIDs, URLs or
/// numbers written as text, and the first few distinct values.
///
/// A string can have several formats at once: `"1453075980"` is both numeric text and
/// epoch-like.
public struct StringSummary: Sendable, Equatable {
  private var formatCounts: [StringFormat: Int] = [:]

  /// The distinct strings seen, in the order each first appeared, up to the limit that
  /// ``SchemaInference/Options/distinctStringLimit`` sets.
  public private(set) var distinctValues: [String] = []

  /// Whether more distinct strings were seen than ``distinctValues`` holds.
  public private(set) var hasMoreDistinctValues = false

  /// The most distinct strings ``distinctValues`` holds.
  private var distinctLimit = 0

  /// Creates a summary of no strings.
  public init() {}

  /// How many of the strings had a format.
  ///
  /// - Parameter format: The format.
  /// - Returns: The number of strings in that format.
  public func count(of format: StringFormat) -> Int {
    formatCounts[format, default: 0]
  }

  mutating func add(_ text: String, distinctLimit: Int) {
    for format in StringFormat.formats(of: text) {
      formatCounts[format, default: 0] += 1
    }
    self.distinctLimit = distinctLimit
    remember(text)
  }

  /// Adds the strings another summary saw.
  mutating func merge(_ other: StringSummary) {
    formatCounts.merge(other.formatCounts, uniquingKeysWith: +)
    distinctLimit = max(distinctLimit, other.distinctLimit)
    hasMoreDistinctValues = hasMoreDistinctValues || other.hasMoreDistinctValues
    for text in other.distinctValues { remember(text) }
  }

  private mutating func remember(_ text: String) {
    guard !hasMoreDistinctValues, !distinctValues.contains(text) else { return }
    if distinctValues.count < distinctLimit {
      distinctValues.append(text)
    } else {
      hasMoreDistinctValues = true
    }
  }
}

/// A kind of text that a lenient decoder reads as something other than a `String`.
public struct StringFormat: Sendable, Hashable, CustomStringConvertible {
  private enum Kind: Hashable {
    case dateTime, fractionalDateTime, date, otherISO8601, rfc822Date, epochLike, uuid, url
    case integer, decimal, boolean
  }

  private let kind: Kind

  /// An RFC 3339 date and time without fractional seconds: `2016-01-17T16:13:00Z`.
  ///
  /// It ends with `Z` or a `+hh:mm` offset. `RemapDecoder` reads it as a `Date`, and so does
  /// `JSONDecoder` with the `.iso8601` date strategy.
  public static let dateTime = StringFormat(kind: .dateTime)
  /// An RFC 3339 date and time with fractional seconds: `2016-01-17T16:13:00.250Z`.
  ///
  /// `RemapDecoder` reads it as a `Date`; `JSONDecoder`'s `.iso8601` strategy does not.
  public static let fractionalDateTime = StringFormat(kind: .fractionalDateTime)
  /// An ISO 8601 date alone: `2016-01-17`.
  public static let date = StringFormat(kind: .date)
  /// Another ISO 8601 timestamp that `RemapDecoder` reads: no offset, or a `+hhmm` offset.
  public static let otherISO8601 = StringFormat(kind: .otherISO8601)
  /// An RFC 822 / 1123 date, as RSS feeds and HTTP headers send them:
  /// `Mon, 06 Jan 2025 08:00:00 GMT`.
  ///
  /// `RemapDecoder`'s automatic dates read it as a `Date`; none of `JSONDecoder`'s built-in
  /// strategies do.
  public static let rfc822Date = StringFormat(kind: .rfc822Date)
  /// Digits that read as a time since 1970 from 2001 to 2286: 10 digits for seconds or 13
  /// for milliseconds.
  public static let epochLike = StringFormat(kind: .epochLike)
  /// A UUID in its usual text form: `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`.
  public static let uuid = StringFormat(kind: .uuid)
  /// An absolute URL with a scheme and `://`: `https://example.com/a`.
  public static let url = StringFormat(kind: .url)
  /// An integer written as text in JSON's syntax, without a fraction or an exponent, that
  /// fits in 64 bits: `"42"`.
  public static let integer = StringFormat(kind: .integer)
  /// Another number written as text in JSON's syntax: `"2.5"`, `"2.0"`, `"1e3"`.
  public static let decimal = StringFormat(kind: .decimal)
  /// `"true"` or `"false"`, which `RemapDecoder`'s lenient coercion reads as a `Bool`.
  public static let boolean = StringFormat(kind: .boolean)

  /// The format's name, as the ``StringFormat`` static member spells it.
  public var description: String {
    switch kind {
    case .dateTime: "dateTime"
    case .fractionalDateTime: "fractionalDateTime"
    case .date: "date"
    case .otherISO8601: "otherISO8601"
    case .rfc822Date: "rfc822Date"
    case .epochLike: "epochLike"
    case .uuid: "uuid"
    case .url: "url"
    case .integer: "integer"
    case .decimal: "decimal"
    case .boolean: "boolean"
    }
  }

  /// Every format of the text; most strings have none.
  static func formats(of text: String) -> [StringFormat] {
    let utf8 = text.utf8
    guard let first = utf8.first else { return [] }
    if first &- UInt8(ascii: "0") < 10 || first == UInt8(ascii: "-") {
      return numericFormats(of: text)
    }
    if utf8.count == 36, UUIDText.isUUID(utf8) { return [.uuid] }
    if isURL(text) { return [.url] }
    if text == "true" || text == "false" { return [.boolean] }
    return isRFC822Date(text) ? [.rfc822Date] : []
  }

  /// Whether the text is an RFC 822 date; the space test first spares most strings the
  /// parser.
  private static func isRFC822Date(_ text: String) -> Bool {
    text.utf8.count >= 15 && text.utf8.contains(UInt8(ascii: " "))
      && RFC822DateParser.date(from: text) != nil
  }

  private static func numericFormats(of text: String) -> [StringFormat] {
    var formats: [StringFormat] = []
    if let number = JSON.Number(text: text) {
      let isPlainInteger = !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == 0x65 }
      if isPlainInteger && number.int64 != nil {
        formats.append(.integer)
        let digits = text.utf8.count
        if (digits == 10 && text.utf8.first != UInt8(ascii: "0")) || digits == 13,
          text.utf8.first != UInt8(ascii: "-")
        {
          formats.append(.epochLike)
        }
      } else {
        formats.append(.decimal)
      }
      return formats
    }
    if text.utf8.count == 36, UUIDText.isUUID(text.utf8) { return [.uuid] }
    guard text.utf8.count >= 10 else { return [] }
    // RFC 822 without its day of the week starts with a digit too: `06 Jan 2025 08:00 GMT`.
    if ISO8601Parser.date(from: text) != nil { return [ISO8601Text.format(of: text)] }
    return isRFC822Date(text) ? [.rfc822Date] : []
  }

  private static func isURL(_ text: String) -> Bool {
    // A scheme (a letter, then letters, digits, '+', '-' or '.'), then "://", then a host.
    var utf8 = text.utf8[...]
    guard let first = utf8.first, (first | 0x20) &- UInt8(ascii: "a") < 26 else { return false }
    let schemeEnd = utf8.firstIndex { byte in
      !((byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "."))
    }
    guard let schemeEnd else { return false }
    utf8 = utf8[schemeEnd...]
    guard utf8.starts(with: "://".utf8), utf8.count > 3 else { return false }
    // What URL(string:) rejects and JSONDecoder's URL decoding would therefore reject.
    return !utf8.contains { $0 <= 0x20 || $0 == UInt8(ascii: "\"") || $0 >= 0x7F }
  }
}
