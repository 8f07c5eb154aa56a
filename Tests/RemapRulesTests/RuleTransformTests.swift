//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap
import Testing

/// Each transform of the rules file, through a one-rule rewriter: `{"key": "out", "from":
/// "in", "transform": TRANSFORM}`.
@Suite("Rules file transforms")
struct RuleTransformTests {
  static func rewrite(_ input: JSON, _ transform: JSON) throws -> RewriteResult {
    let rewriter = try Rewriter(rules: [["key": "out", "from": "in", "transform": transform]])
    return rewriter.rewrite(["in": input])
  }

  static func output(_ input: JSON, _ transform: JSON) throws -> JSON? {
    let result = try rewrite(input, transform)
    #expect(result.errors.isEmpty, "\(result.errors)")
    return result.output["out"]
  }

  /// The error a transform reports: its code, message and what it found.
  static func failure(_ input: JSON, _ transform: JSON) throws -> RemapError? {
    let result = try rewrite(input, transform)
    #expect(result.output["out"] == nil)
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.path == "in")
    return result.errors.first
  }

  @Test(
    arguments: [
      ("number", 4.5 as JSON, 4.5 as JSON), ("number", "4.50", 4.50), ("number", " -12e2 ", -12e2),
      (
        "number", "123456789012345678901234567890",
        .number(JSON.Number(text: "123456789012345678901234567890")!)
      ),
      ("string", 42, "42"), ("string", 2.5, "2.5"), ("string", true, "true"), ("string", "s", "s"),
      ("bool", "YES", true), ("bool", "off", false), ("bool", 1, true), ("bool", 0, false),
      ("bool", "n", false), ("bool", true, true),
      ("lowercase", "ÀbC", "àbc"), ("uppercase", "straße", "STRASSE"),
      ("trim", " \n a b \t", "a b"),
      ("first", [3, 4], 3), ("first", "solo", "solo"),
      ("count", [1, 2, 3], 3), ("count", ["a": 1], 1), ("count", "héllo", 5),
      ("split", "a, b,,c ", ["a", "b", "c"]), ("join", ["a", 1, true, nil], "a1true"),
      ("join", "solo", "solo"),
      ("hexColor", "#FF8800", "#ff8800"), ("hexColor", "f80", "#ff8800"),
      ("hexColor", "0x11223344", "#11223344"), ("hexColor", "#abcd", "#aabbccdd"),
      ("hexColor", 0xFF00, "#00ff00"),
      ("coordinate", ["lat": "51.5", "longitude": -0.1], ["lat": 51.5, "lng": -0.1]),
      ("coordinate", [10, 20], ["lat": 10, "lng": 20]),
      ("coordinate", "1.5, 2", ["lat": 1.5, "lng": 2]),
      ("date", "2016-01-17T16:13:00-0800", "2016-01-18T00:13:00Z"),
      ("date", 1453075980, "2016-01-18T00:13:00Z"), ("date", 1453075980000, "2016-01-18T00:13:00Z"),
    ] as [(String, JSON, JSON)])
  func namedTransforms(name: String, input: JSON, expected: JSON) throws {
    #expect(try Self.output(input, .string(name)) == expected)
  }

  @Test(arguments: ["number", "string", "bool", "date", "hexColor", "coordinate", "trim", "count"])
  func nullPassesThrough(name: String) throws {
    #expect(try Self.output(nil, .string(name)) == .null)
  }

  @Test func parameters() throws {
    #expect(try Self.output(["a", "b"], ["name": "join", "separator": ", "]) == "a, b")
    #expect(try Self.output("a|b", ["name": "split", "separator": "|"]) == ["a", "b"])
    #expect(
      try Self.output([1, 2], ["name": "coordinate", "latitudeKey": "y", "longitudeKey": "x"])
        == ["y": 1, "x": 2])
    #expect(
      try Self.output("17/01/2016 16:13", ["name": "date", "format": "dd/MM/yyyy HH:mm"])
        == "2016-01-17T16:13:00Z")
    #expect(
      try Self.output(
        "17/01/2016 16:13",
        ["name": "date", "format": "dd/MM/yyyy HH:mm", "timeZone": "America/Los_Angeles"])
        == "2016-01-18T00:13:00Z")
    #expect(
      try Self.output("2016-01-18T00:13:00Z", ["name": "date", "output": "secondsSince1970"])
        == 1_453_075_980)
    #expect(
      try Self.output(
        "1453075980.5",
        ["name": "date", "format": "secondsSince1970", "output": "millisecondsSince1970"])
        == 1453075980500)
    #expect(
      try Self.output("1453075980500", ["name": "date", "format": "millisecondsSince1970"])
        == "2016-01-18T00:13:00.500Z")
  }

  @Test func templates() throws {
    let rewriter = try Rewriter(rules: [
      [
        "key": "label", "from": "name",
        "transform": ["name": "template", "template": "{{{}}} at {place.city}, {n}{missing.x}"],
      ]
    ])
    #expect(
      rewriter.rewrite(["name": "Ada", "place": ["city": "London"], "n": nil]).output == [:],
      "a placeholder naming a missing value leaves the key out")
    let rewriter2 = try Rewriter(rules: [
      [
        "key": "label", "from": "name",
        "transform": ["name": "template", "template": "{{{}}} at {place.city} #{n}"],
      ]
    ])
    #expect(
      rewriter2.rewrite(["name": "Ada", "place": ["city": "London"], "n": 3]).output == [
        "label": "{Ada} at London #3"
      ])
  }

  @Test(
    arguments: [
      (
        "number", "abc" as JSON, RemapError.Code.invalidValue,
        "expected a number or a string holding one", #"the string "abc""#
      ),
      (
        "number", [1], .typeMismatch, "expected a number or a string holding one",
        "an array of 1 element"
      ),
      (
        "string", ["a": 1], .typeMismatch, "expected a string, number or Boolean",
        "an object of 1 member"
      ),
      (
        "bool", "maybe", .invalidValue,
        "expected a Boolean, 1 or 0, or one of true, false, yes, no, y, n, on, off",
        #"the string "maybe""#
      ),
      (
        "bool", 2, .invalidValue,
        "expected a Boolean, 1 or 0, or one of true, false, yes, no, y, n, on, off", "the number 2"
      ),
      ("lowercase", 5, .typeMismatch, "expected a string", "the number 5"),
      ("trim", true, .typeMismatch, "expected a string", "true"),
      ("split", [1], .typeMismatch, "expected a string", "an array of 1 element"),
      (
        "join", [[1]], .typeMismatch, "expected an array of strings, numbers or Booleans",
        "an array of 1 element"
      ),
      ("count", 5, .typeMismatch, "expected an array, object or string", "the number 5"),
      (
        "hexColor", "#12345", .invalidValue,
        ##"expected a hex colour such as "#ff8800" or "#f80""##, ##"the string "#12345""##
      ),
      (
        "hexColor", "#gggggg", .invalidValue,
        ##"expected a hex colour such as "#ff8800" or "#f80""##, ##"the string "#gggggg""##
      ),
      (
        "hexColor", true, .typeMismatch, ##"expected a hex colour such as "#ff8800" or "#f80""##,
        "true"
      ),
      (
        "coordinate", [91, 0], .numberOutOfRange, "the latitude must be within -90 and 90",
        "the number 91"
      ),
      (
        "coordinate", [0, -180.5], .numberOutOfRange, "the longitude must be within -180 and 180",
        "the number -180.5"
      ),
      (
        "coordinate", [1, "east"], .invalidValue,
        "expected the longitude as a number or a string holding one", #"the string "east""#
      ),
      (
        "coordinate", [1], .typeMismatch,
        #"expected a latitude and a longitude: two paths, [lat, lng], {"lat", "lng"} or "lat,lng""#,
        "an array of 1 element"
      ),
      (
        "date", "yesterday", .invalidValue,
        #"expected an ISO 8601 date such as "2016-01-17T16:13:00-08:00" or a number"#,
        #"the string "yesterday""#
      ),
      (
        "date", [1], .typeMismatch,
        #"expected an ISO 8601 date such as "2016-01-17T16:13:00-08:00" or a number"#,
        "an array of 1 element"
      ),
    ] as [(String, JSON, RemapError.Code, String, String)])
  func failures(
    name: String, input: JSON, code: RemapError.Code, message: String, found: String
  ) throws {
    let error = try Self.failure(input, .string(name))
    #expect(error?.code == code)
    #expect(error?.message == "rule \"out\", transform \(name): " + message)
    #expect(error?.found == found)
  }

  /// The parser reads numbers up to 100,000 bytes by default: a rule must not write a longer
  /// one, which its own output could not be read back with.
  @Test func numberOutputReadsBack() throws {
    let longest = "1" + String(repeating: "0", count: 99_999)
    let written = try #require(try Self.output(.string(longest), "number"))
    #expect(try JSON(parsing: written.serialized()) == written)

    let tooLong = "1" + String(repeating: "0", count: 100_000)
    let error = try Self.failure(.string(tooLong), "number")
    #expect(error?.code == .numberLengthLimitExceeded)
    #expect(
      error?.message
        == "rule \"out\", transform number: the number is 100001 bytes long, more than the "
        + "limit of 100000")
    let coordinate = try Self.failure(["lat": .string(tooLong), "lng": 0], "coordinate")
    #expect(coordinate?.code == .invalidValue)
  }

  @Test func dateFormatMismatch() throws {
    let error = try Self.failure("2016-01-17", ["name": "date", "format": "dd/MM/yyyy"])
    #expect(error?.code == .invalidValue)
    #expect(
      error?.message == #"rule "out", transform date: expected a date in the format "dd/MM/yyyy""#)
  }

  @Test func failureInAChainStopsIt() throws {
    let result = try Self.rewrite(" x ", ["trim", "number", "string"])
    #expect(result.output == [:])
    #expect(
      result.errors.map(\.message) == [
        #"rule "out", transform number: expected a number or a string holding one"#
      ])
  }

  @Test func severalPathsGiveAnArray() throws {
    let rewriter = try Rewriter(rules: [
      ["key": "all", "from": ["a", "b.c"]],
      ["key": "joined", "from": ["a", "b.c"], "transform": ["name": "join", "separator": "-"]],
    ])
    #expect(
      rewriter.rewrite(["a": 1, "b": ["c": "x"]]).output == ["all": [1, "x"], "joined": "1-x"])
  }
}
