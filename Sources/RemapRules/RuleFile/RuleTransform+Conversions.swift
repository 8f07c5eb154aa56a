//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import RemapCore

// The rules file's `hexColor`, `coordinate` and `date` transforms, each one small function
// over the library's conversions: `HexColorTransform`'s reading of colours, and the date
// rules and patterned-date formatter of Conversions/.

extension RuleTransform {
  // MARK: - hexColor

  /// A colour written in hex, normalized as ``HexColorTransform`` writes it: lowercase
  /// `#rrggbb`, or `#rrggbbaa` when the colour is not opaque.
  ///
  /// Accepts a string of 3, 4, 6 or 8 hex digits (`rgb`, `rgba`, `rrggbb`, `rrggbbaa`), after
  /// an optional `#` or `0x` and surrounding whitespace, and an integer from 0 to 0xFFFFFF.
  static func hexColor(_ value: JSON) throws(Failure) -> JSON {
    func fail(_ code: RemapError.Code) -> Failure {
      Failure(
        code: code, message: "expected a hex colour such as \"#ff8800\" or \"#f80\"",
        expected: "hex colour", value: value)
    }
    if case .number(let number) = value {
      guard let rgb = number.int, (0...0xFF_FFFF).contains(rgb) else { throw fail(.invalidValue) }
      let digits = String(rgb, radix: 16)
      return .string("#" + String(repeating: "0", count: 6 - digits.count) + digits)
    }
    guard case .string(let string) = value else { throw fail(.typeMismatch) }
    // The same reading as `HexColorTransform`, written back in its canonical form.
    guard let color = HexColorTransform.color(fromHex: string) else { throw fail(.invalidValue) }
    return HexColorTransform().encode(color)
  }

  // MARK: - coordinate

  /// A coordinate object, `{"lat": 51.5, "lng": -0.1}` by default, from the values at two
  /// paths (latitude first), a two-element array, an object with `lat`/`latitude` and
  /// `lng`/`lon`/`long`/`longitude`, or a string `"51.5,-0.1"`.
  ///
  /// Each component is a number or a string holding one, kept exactly; the latitude must be
  /// within -90...90 and the longitude within -180...180.
  static func coordinate(
    _ value: JSON, latitudeKey: String, longitudeKey: String
  ) throws(Failure) -> JSON {
    var components: [JSON]
    switch value {
    case .array(let elements):
      components = elements
    case .object(let object):
      let latitude = object["lat"] ?? object["latitude"]
      let longitude = object["lng"] ?? object["lon"] ?? object["long"] ?? object["longitude"]
      components = [latitude, longitude].compactMap { $0 }
    case .string(let string):
      components = string.split(separator: ",").map { .string(String($0)) }
    default:
      components = []
    }
    guard components.count == 2 else {
      throw Failure(
        code: .typeMismatch,
        message: "expected a latitude and a longitude: two paths, [lat, lng], "
          + "{\"lat\", \"lng\"} or \"lat,lng\"",
        expected: "coordinate", value: value)
    }
    var numbers: [JSON.Number] = []
    let limits = [("latitude", 90.0), ("longitude", 180.0)]
    let fromArray = value.array != nil
    for (position, (component, (name, limit))) in zip(components, limits).enumerated() {
      guard let number = numberValue(component), let degrees = number.double else {
        throw Failure(
          code: component.string == nil ? .typeMismatch : .invalidValue,
          message: "expected the \(name) as a number or a string holding one",
          expected: "number", value: component, element: fromArray ? position : nil)
      }
      guard (-limit...limit).contains(degrees) else {
        throw Failure(
          code: .numberOutOfRange,
          message: "the \(name) must be within -\(Int(limit)) and \(Int(limit))",
          expected: "number", value: component, element: fromArray ? position : nil)
      }
      numbers.append(number)
    }
    // The parser makes sure that the two keys differ.
    return .object(
      JSON.Object(
        uniqueMembers: [
          JSON.Object.Member(key: latitudeKey, value: .number(numbers[0])),
          JSON.Object.Member(key: longitudeKey, value: .number(numbers[1])),
        ]
      ))
  }

  // MARK: - date

  /// How the `date` transform reads and writes dates.
  struct DateOptions: Sendable {
    /// How input dates are written.
    enum Input: Sendable {
      /// As `RemapDecoder`'s automatic dates read them under lenient coercion
      /// (`Coercions.date(fromText:lenient:)`): ISO 8601 text, or a number of seconds since
      /// 1970 (above 1e11, milliseconds), or a string holding one.
      case iso8601
      /// A number of seconds or milliseconds since 1970, or a string holding one.
      case epoch(EpochUnit)
      /// Text in a `DateFormatter` pattern, such as `dd/MM/yyyy HH:mm`.
      case format(DatePatternFormatter)
    }

    /// How output dates are written.
    enum Output: String, Sendable, CaseIterable {
      /// ISO 8601 text in UTC: `2016-01-18T00:13:00Z`.
      case iso8601
      /// A number of seconds since 1970.
      case secondsSince1970
      /// A number of milliseconds since 1970.
      case millisecondsSince1970
    }

    var input: Input
    var output: Output
  }

  /// A date read as `options.input` says and written as `options.output` says.
  static func date(_ value: JSON, _ options: DateOptions) throws(Failure) -> JSON {
    var date: Date?
    var expectation = "an ISO 8601 date such as \"2016-01-17T16:13:00-08:00\" or a number"
    switch options.input {
    case .iso8601:
      if case .string(let string) = value {
        date = Coercions.date(fromText: string, lenient: true)
      } else if case .number(let number) = value, let seconds = number.double {
        date = Coercions.date(fromEpoch: seconds)
      }
    case .epoch(let unit):
      expectation = "a number of \(unit.name) since 1970"
      if let number = numberValue(value)?.double { date = unit.date(number) }
    case .format(let formatter):
      expectation = "a date in the format \"\(formatter.pattern)\""
      if case .string(let string) = value { date = formatter.date(from: string) }
    }
    guard let date else {
      throw Failure(
        code: value.string == nil && value.number == nil ? .typeMismatch : .invalidValue,
        message: "expected " + expectation, expected: "date", value: value)
    }
    switch options.output {
    case .iso8601:
      guard let text = ISO8601Formatter.string(from: date) else {
        throw Failure(
          code: .numberOutOfRange, message: "the date is too far from 1970 to write",
          expected: "date", value: value)
      }
      return .string(text)
    case .secondsSince1970, .millisecondsSince1970:
      let unit: EpochUnit = options.output == .secondsSince1970 ? .seconds : .milliseconds
      guard let number = unit.number(of: date) else {
        throw Failure(
          code: .numberOutOfRange, message: "the date cannot be written as a number",
          expected: "date", value: value)
      }
      return .number(number)
    }
  }
}
