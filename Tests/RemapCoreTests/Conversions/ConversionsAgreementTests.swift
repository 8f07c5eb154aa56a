//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Remap
import Testing

@testable import RemapCore

/// `{"value": ...}`.
private struct Box<T: Decodable>: Decodable {
  var value: T
}

/// The decoder's lenient coercion, the built-in transforms and the rules file's transforms
/// read values through one table (`Coercions`, with the date rules and `DatePatternFormatter`
/// beside it). Each row here is read by all of them, which must agree with each other and
/// with the row's expected outcome. The Boolean rows are generated from the table itself, so a
/// word added to it is checked here with no change to this file.
@Suite("Conversions: decoder, transforms and rules files agree")
struct ConversionsAgreementTests {
  // MARK: - Readers

  /// The value at `out` after a one-rule rewrite of `{"in": input}` with `transform`, or
  /// `nil` when the rule reported an error.
  static func rules(_ input: JSON, _ transform: JSON) throws -> JSON? {
    let rewriter = try Rewriter(rules: [["key": "out", "from": "in", "transform": transform]])
    let result = rewriter.rewrite(["in": input])
    #expect(result.errors.isEmpty == (result.output["out"] != nil))
    return result.errors.isEmpty ? result.output["out"] : nil
  }

  /// The value decoded from `{"value": input}` by `decoder`, or `nil` when decoding failed.
  static func decoded<T: Decodable>(
    _ type: T.Type, _ input: JSON, with decoder: RemapDecoder = RemapDecoder()
  ) -> T? {
    try? decoder.decode(Box<T>.self, from: ["value": input]).value
  }

  /// Both `nil`, or equal within the precision of a `Date`, which counts from 2001: a
  /// thousandth of a unit, or a billionth of the figure.
  static func close(_ value: Double?, _ expected: Double?) -> Bool {
    guard let value, let expected else { return value == nil && expected == nil }
    return abs(value - expected) <= max(1e-3, 1e-9 * abs(expected))
  }

  // MARK: - Booleans

  /// Every word of the table in several spellings, paired with what it reads as; then
  /// numbers and strings that are not Booleans.
  static let booleanRows: [(JSON, Bool?)] = {
    var rows: [(JSON, Bool?)] = []
    for (words, flag) in [(Coercions.trueWords, true), (Coercions.falseWords, false)] {
      for word in words {
        for spelling in [word, word.uppercased(), word.capitalized, " \(word) ", "\n\t\(word)\n"] {
          rows.append((.string(spelling), flag))
        }
      }
    }
    rows += [(1, true), (0, false), (1.0, true), (0e3, false), (true, true), (false, false)]
    rows += [(2, nil), (-1, nil), (0.5, nil), ("maybe", nil), ("", nil), ("yes please", nil)]
    rows += [("t", nil), ("no no", nil), ("2", nil), (nil, nil), ([true], nil)]
    return rows
  }()

  @Test(arguments: booleanRows)
  func booleans(_ input: JSON, _ expected: Bool?) throws {
    let decoder = Self.decoded(Bool.self, input)
    let rules = try Self.rules(input, "bool")
    let transform = try? BoolTransform().decode(input)
    let converted = try? Bool(converting: input)
    #expect(decoder == expected, "decoder")
    #expect(transform == expected, "BoolTransform")
    #expect(converted == expected, "<--")
    if case .null = input {
      #expect(rules == .null, "rules files pass null through")
    } else {
      #expect(rules?.bool == expected, "rules file")
    }
  }

  @Test func strictCoercionReadsNoWord() {
    for word in Coercions.trueWords + Coercions.falseWords {
      #expect(Self.decoded(Bool.self, .string(word), with: .strict) == nil, "\(word)")
    }
  }

  // MARK: - Numbers

  static let numberRows: [(JSON, Double?)] = [
    (42, 42), (2.5, 2.5), ("42", 42), (" 2.5 ", 2.5), ("\n-12e2\t", -1200), ("0.1", 0.1),
    ("1E3", 1000), ("-0", 0), ("abc", nil), ("", nil), ("12abc", nil), ("0x10", nil),
    ("+1", nil), (".5", nil), ("1 2", nil), (true, nil), ([1], nil),
  ]

  @Test(arguments: numberRows)
  func numbers(_ input: JSON, _ expected: Double?) throws {
    #expect(Self.decoded(Double.self, input) == expected, "decoder, Double")
    #expect(try Self.rules(input, "number")?.double == expected, "rules file")
    #expect((try? Double(converting: input)) == expected, "<--")
  }

  static let numberTextRows: [(JSON, String?)] = [
    (42, "42"), (1.50, "1.5"), (.number(JSON.Number(text: "1.50")!), "1.50"),
    (
      .number(JSON.Number(text: "123456789012345678901234567890")!),
      "123456789012345678901234567890"
    ),
    ("text", "text"),
  ]

  @Test(arguments: numberTextRows)
  func numbersAsText(_ input: JSON, _ expected: String?) throws {
    #expect(Self.decoded(String.self, input) == expected, "decoder")
    #expect(try Self.rules(input, "string")?.string == expected, "rules file")
  }

  // MARK: - Dates

  /// Rows of the automatic rule, with the seconds since 1970 each reads as.
  static let automaticDateRows: [(JSON, Double?)] = [
    ("2016-01-17T16:13:00-0800", 1_453_075_980), ("2016-01-17T16:13:00-08:00", 1_453_075_980),
    ("2016-01-18T00:13:00Z", 1_453_075_980), ("2016-01-18T00:13:00.250Z", 1_453_075_980.25),
    (" 2016-01-18T00:13:00Z\n", 1_453_075_980), ("2016-01-17", 1_452_988_800),
    (1_453_075_980, 1_453_075_980), (1_453_075_980_000, 1_453_075_980), (-5, -5),
    (100_000_000_000, 100_000_000_000), (200_000_000_000, 200_000_000),
    ("1453075980", 1_453_075_980), (" 1453075980000 ", 1_453_075_980), ("1.5", 1.5),
    ("not a date", nil), ("", nil), ("2016-13-01", nil), (true, nil), ([1], nil),
  ]

  @Test(arguments: automaticDateRows)
  func automaticDates(_ input: JSON, _ expected: Double?) throws {
    let decoder = Self.decoded(Date.self, input)?.timeIntervalSince1970
    let rules = try Self.rules(input, ["name": "date", "output": "secondsSince1970"])
    #expect(decoder == expected, "decoder")
    #expect(rules?.double == expected, "rules file")
  }

  static let epochRows: [(JSON, Double?)] = [
    (12, 12), (12.5, 12.5), ("12", 12), (" 12.5\n", 12.5), (1_453_075_980_000, 1_453_075_980_000),
    ("x", nil), ("", nil), (true, nil),
  ]

  @Test(arguments: epochRows)
  func epochDates(_ input: JSON, _ expected: Double?) throws {
    for (unit, scale, strategy) in [
      ("secondsSince1970", 1.0, RemapDecoder.DateDecodingStrategy.secondsSince1970),
      ("millisecondsSince1970", 1000, .millisecondsSince1970),
    ] {
      var decoder = RemapDecoder()
      decoder.dateDecoding = strategy
      let seconds = Self.decoded(Date.self, input, with: decoder)?.timeIntervalSince1970
      let rules = try Self.rules(
        input, ["name": "date", "format": .string(unit), "output": .string(unit)])
      let transform = try? EpochDateTransform(scale == 1 ? .seconds : .milliseconds).decode(input)
      // A Date keeps its time from 2001, so a millisecond count comes back within rounding.
      #expect(Self.close(seconds.map { $0 * scale }, expected), "decoder, \(unit)")
      #expect(Self.close(rules?.double, expected), "rules file, \(unit)")
      #expect(
        Self.close(transform.map { $0.timeIntervalSince1970 * scale }, expected),
        "transform, \(unit)")
    }
  }

  static let patternRows: [(JSON, Double?)] = [
    ("17/01/2016 16:13", 1_453_047_180), ("01/02/1970 00:00", 2_678_400),
    ("2016-01-17", nil), ("17/01/2016", nil), ("32/01/2016 16:13", nil), (1, nil),
  ]

  @Test(arguments: patternRows)
  func patternedDates(_ input: JSON, _ expected: Double?) throws {
    let pattern = "dd/MM/yyyy HH:mm"
    var decoder = RemapDecoder()
    decoder.dateDecoding = .formats([pattern])
    let decoded = Self.decoded(Date.self, input, with: decoder)?.timeIntervalSince1970
    let rules = try Self.rules(
      input, ["name": "date", "format": .string(pattern), "output": "secondsSince1970"])
    let transform = try? DateFormatTransform(pattern).decode(input).timeIntervalSince1970
    #expect(decoded == expected, "decoder")
    #expect(rules?.double == expected, "rules file")
    #expect(transform == expected, "DateFormatTransform")
  }

  @Test func patternedDatesWriteAsTheyRead() throws {
    let date = Date(timeIntervalSince1970: 1_453_047_180)
    var encoder = RemapEncoder()
    encoder.dateEncoding = .formatted("dd/MM/yyyy HH:mm")
    #expect(try encoder.encodeJSON(["at": date]) == ["at": "17/01/2016 16:13"])
    #expect(DateFormatTransform("dd/MM/yyyy HH:mm").encode(date) == "17/01/2016 16:13")
  }
}
