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

@Suite("Rewriter rules files")
struct RewriterRuleFileTests {
  // MARK: - RHRedict's examples, without Swift code

  @Test func readmeExamplesAsARulesFile() throws {
    let rewriter = try Rewriter(
      rules: JSON(
        parsing: """
          {
            "rules": [
              {"key": "testName", "from": "test_name", "required": true},
              {"key": "latitude", "from": "location.lat", "required": true},
              {"key": "longitude", "from": "location.long", "required": true},
              {"key": "location", "from": ["latitude", "longitude"], "required": true,
               "transform": {"name": "coordinate", "longitudeKey": "long"}}
            ]
          }
          """))
    let input: JSON = [
      "test_name": "run", "location": ["lat": 42.36, "long": -71.06], "latitude": 42.36,
      "longitude": "-71.06",
    ]
    let result = rewriter.rewrite(input)
    #expect(
      result.output == [
        "testName": "run", "latitude": 42.36, "longitude": -71.06,
        "location": ["lat": 42.36, "long": -71.06],
      ])
    #expect(result.isComplete)
    let missing = rewriter.rewrite(["test_name": "run"])
    #expect(missing.output == ["testName": "run"])
    #expect(missing.missingKeys == ["latitude", "longitude", "location"])
  }

  @Test func placesExample() throws {
    let rewriter = try Rewriter(rules: Self.placesRules)
    let response = try JSON(
      parsing: #"""
        {"results": [
          {"name": "Pizzeria Analytica", "geometry": {"location": {"lat": 51.5262731, "lng": -0.0998423}},
           "opening_hours": {"open_now": true}, "rating": 4.6, "types": ["restaurant", "food"],
           "place_id": "p1"},
          {"name": "Compiler's Crust", "geometry": {"location": {"lat": 51.5, "lng": -0.07}},
           "types": ["restaurant"]},
          {"geometry": {"location": {"lat": 95, "lng": 0}}, "rating": "great"}
        ], "status": "OK"}
        """#)
    let result = rewriter.rewrite(response)
    #expect(
      result.output == [
        "status": "OK",
        "places": [
          [
            "name": "Pizzeria Analytica", "coordinate": ["lat": 51.5262731, "lng": -0.0998423],
            "rating": 4.6, "openNow": true, "types": ["restaurant", "food"],
          ],
          [
            "name": "Compiler's Crust", "coordinate": ["lat": 51.5, "lng": -0.07],
            "openNow": false, "types": ["restaurant"],
          ],
          ["openNow": false, "types": []],
        ],
      ])
    #expect(result.missingKeys == ["places[2].name", "places[2].coordinate"])
    #expect(result.errors.map(\.code) == [.numberOutOfRange, .invalidValue])
    #expect(result.errors.map(\.path) == ["results[2].geometry.location.lat", "results[2].rating"])
    #expect(
      result.errors[1].message
        == #"rule "places[2].rating", transform number: expected a number or a string holding one"#)
    #expect(result.errors[1].found == #"the string "great""#)
  }

  static let placesRules: JSON = [
    "rules": [
      ["key": "status", "from": "status"],
      [
        "key": "places", "from": "results", "required": true,
        "rules": [
          ["key": "name", "from": "name", "required": true],
          [
            "key": "coordinate", "from": ["geometry.location.lat", "geometry.location.lng"],
            "required": true, "transform": "coordinate",
          ],
          ["key": "rating", "from": "rating", "transform": "number"],
          [
            "key": "openNow", "from": "opening_hours.open_now", "transform": "bool",
            "default": false,
          ],
          ["key": "types", "from": "types", "default": []],
        ],
      ],
    ]
  ]

  // MARK: - The format

  @Test func anArrayOfRulesIsAFile() throws {
    let rewriter = try Rewriter(rules: [["key": "a", "from": "b"]])
    #expect(rewriter.rewrite(["b": 1]).output == ["a": 1])
    #expect(rewriter.rewrite(["b": 1, "c": 2]).output == ["a": 1])  // dropped by default
  }

  @Test(
    arguments: [
      ("keep", ["a": 1, "user_id": 2, "firstName": 3] as JSON),
      ("drop", ["a": 1]),
      ("snakeCase", ["a": 1, "user_id": 2, "first_name": 3]),
      ("camelCase", ["a": 1, "userId": 2, "firstName": 3]),
    ] as [(String, JSON)])
  func defaultRules(name: String, expected: JSON) throws {
    let rewriter = try Rewriter(rules: [
      "defaultRule": .string(name), "rules": [["key": "a", "from": "b"]],
    ])
    #expect(rewriter.rewrite(["b": 1, "user_id": 2, "firstName": 3]).output == expected)
  }

  @Test func outputIndicesUpToTheLimitAreWritten() throws {
    let rewriter = try Rewriter(rules: [["key": "x[10000]", "value": 1]])
    let output = rewriter.rewrite([:]).output
    #expect(output["x"]?.array?.count == 10_001)
    #expect(output["x"]?[10_000] == 1)
  }

  @Test func constantValuesAndDefaults() throws {
    let rewriter = try Rewriter(rules: [
      "rules": [
        ["key": "source", "value": "google"],
        ["key": "count", "from": "n", "default": 0],
        ["key": "need", "from": "m", "required": true, "default": "fallback"],
      ]
    ])
    #expect(
      rewriter.rewrite([:]).output == ["source": "google", "count": 0, "need": "fallback"])
    #expect(rewriter.rewrite([:]).missingKeys.isEmpty)
    #expect(rewriter.rewrite(["n": 5]).output["count"] == 5)
  }

  @Test func aRuleWithoutFromSeesTheWholeRecord() throws {
    let rewriter = try Rewriter(rules: [
      [
        "key": "fullName",
        "transform": ["name": "template", "template": "{first} {last}"],
      ],
      ["key": "size", "transform": "count"],
    ])
    #expect(
      rewriter.rewrite(["first": "Ada", "last": "Lovelace"]).output == [
        "fullName": "Ada Lovelace", "size": 2,
      ])
    // A placeholder naming a missing value leaves the key out, as a missing path does.
    #expect(rewriter.rewrite(["first": "Ada"]).output == ["size": 1])
  }

  @Test func transformsChainInOrder() throws {
    let rewriter = try Rewriter(rules: [
      [
        "key": "tag", "from": "tags",
        "transform": [["name": "split", "separator": ";"], "first", "trim", "uppercase"],
      ],
      ["key": "n", "from": "tags", "transform": ["split", "count", "string"]],
    ])
    #expect(rewriter.rewrite(["tags": " a b ;c"]).output == ["tag": "A B", "n": "1"])
  }

  @Test func nestedRulesOnAnObject() throws {
    let rewriter = try Rewriter(rules: [
      [
        "key": "owner", "from": "user", "defaultRule": "keep",
        "rules": [["key": "id", "from": "user_id", "required": true]],
      ]
    ])
    #expect(
      rewriter.rewrite(["user": ["user_id": 7, "name": "A"]]).output == [
        "owner": ["id": 7, "name": "A"]
      ])
    #expect(rewriter.rewrite(["user": [:]]).missingKeys == ["owner.id"])
    let null = rewriter.rewrite(["user": nil])
    #expect(null.output == ["owner": nil])  // null passes through nested rules
    #expect(null.missingKeys.isEmpty)
  }

  @Test func loadsFromAFile() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("remap-rules-\(UUID().uuidString).json")
    try Data(#"{"rules": [{"key": "a", "from": "b"}]}"#.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let rewriter = try Rewriter(contentsOf: url)
    #expect(rewriter.rewrite(["b": true]).output == ["a": true])
  }

  @Test func fileErrors() throws {
    let missing = URL(fileURLWithPath: "/nonexistent/rules.json")
    let error = try #require(throws: RemapError.self) { try Rewriter(contentsOf: missing) }
    #expect(error.code == .unreadableFile)
    #expect(error.message == "cannot read the rules file /nonexistent/rules.json")

    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("remap-rules-\(UUID().uuidString).json")
    try Data("{\n  \"rules\": [,]\n}".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let parse = try #require(throws: RemapError.self) { try Rewriter(contentsOf: url) }
    #expect(parse.location?.line == 2)
  }

  // MARK: - Errors in rules

  @Test(
    arguments: [
      (
        ["rules": 3] as JSON,
        #"the rules: "rules" must be an array of rules, found the number 3"#, "rules"
      ),
      (["rule": []], #"the rules: unknown field "rule"; expected "rules", "defaultRule""#, "rule"),
      ([:], #"the rules: expected "rules", an array of rules"#, ""),
      (
        "x",
        #"the rules: expected an object with "rules", or an array of rules, found the string "x""#,
        ""
      ),
      (
        ["defaultRule": "snake", "rules": []],
        #"the rules: unknown defaultRule "snake"; expected one of keep, drop, snakeCase, camelCase"#,
        "defaultRule"
      ),
      ([1], "[0]: expected a rule object, found the number 1", "[0]"),
      ([["from": "a"]], #"[0]: expected "key", the output key"#, "[0]"),
      ([["key": ""]], #"[0] (""): "key" must not be empty"#, "[0].key"),
      (
        [["key": "x[2000000000]", "value": 1]],
        #"[0] ("x[2000000000]"): "key" writes element 2000000000 of an array; a rules file may write elements up to 10000"#,
        "[0].key"
      ),
      ([["key": 5]], #"[0]: "key" must be a key path string, found the number 5"#, "[0].key"),
      (
        [["key": "a", "from": "b["]],
        #"[0] ("a"): "from" is not a valid key path: unclosed '[' in key path; write '\[' for a literal bracket"#,
        "[0].from"
      ),
      (
        [["key": "a", "from": []]], #"[0] ("a"): "from" must name at least one key path"#,
        "[0].from"
      ),
      (
        [["key": "a", "from": ["b", 2]]],
        #"[0] ("a"): "from" must be a key path string, found the number 2"#, "[0].from[1]"
      ),
      (
        [["key": "a", "from": "b", "value": 1]],
        #"[0] ("a"): a rule has "from" or "value", not both"#, "[0].value"
      ),
      (
        [["key": "a", "required": "yes"]],
        #"[0] ("a"): "required" must be true or false, found the string "yes""#, "[0].required"
      ),
      (
        [["key": "a", "requird": true]],
        #"[0] ("a"): unknown field "requird"; expected "key", "from", "value", "required", "default", "defaultIfNull", "transform", "rules", "defaultRule""#,
        "[0].requird"
      ),
      (
        [["key": "a", "defaultRule": "keep"]],
        #"[0] ("a"): "defaultRule" applies to nested "rules", and this rule has none"#,
        "[0].defaultRule"
      ),
      (
        [["key": "a", "transform": "hexcolor"]],
        #"[0] ("a"): unknown transform "hexcolor"; did you mean "hexColor"?"#, "[0].transform"
      ),
      (
        [["key": "a", "transform": "reverse"]],
        #"[0] ("a"): unknown transform "reverse"; expected one of number, string, bool, date, hexColor, coordinate, lowercase, uppercase, trim, join, split, template, first, count"#,
        "[0].transform"
      ),
      (
        [["key": "a", "transform": ["trim", 3]]],
        #"[0] ("a"): a transform is a name, an object with "name", or an array of these; found the number 3"#,
        "[0].transform[1]"
      ),
      (
        [["key": "a", "transform": ["separator": ","]]],
        #"[0] ("a"): a transform object needs "name", the transform's name"#, "[0].transform.name"
      ),
      (
        [["key": "a", "transform": ["split": ","]]],
        #"[0] ("a"): a transform object needs "name", the transform's name, as in {"name": "split"} with its parameters beside it"#,
        "[0].transform.name"
      ),
      (
        [["key": "a", "transform": ["name": "trim", "separator": ","]]],
        #"[0] ("a"): the trim transform has no parameter "separator""#,
        "[0].transform.separator"
      ),
      (
        [["key": "a", "transform": ["name": "join", "separator": 1]]],
        #"[0] ("a"): join's "separator" must be a string, found the number 1"#,
        "[0].transform.separator"
      ),
      (
        [["key": "a", "transform": ["name": "split", "separator": ""]]],
        #"[0] ("a"): split's "separator" must not be empty"#, "[0].transform.separator"
      ),
      (
        [["key": "a", "transform": "template"]],
        #"[0] ("a"): the template transform needs "template", such as "{first} {last}""#,
        "[0].transform"
      ),
      (
        [["key": "a", "transform": ["name": "template", "template": "{first"]]],
        #"[0] ("a"): unclosed '{' in the template; write '{{' for a brace"#,
        "[0].transform.template"
      ),
      (
        [["key": "a", "transform": ["name": "template", "template": "a}"]]],
        #"[0] ("a"): unmatched '}' in the template; write '}}' for a brace"#,
        "[0].transform.template"
      ),
      (
        [["key": "a", "transform": ["name": "coordinate", "longitudeKey": "lat"]]],
        #"[0] ("a"): coordinate's "latitudeKey" and "longitudeKey" must differ"#,
        "[0].transform.longitudeKey"
      ),
      (
        [["key": "a", "transform": ["name": "date", "output": "unix"]]],
        #"[0] ("a"): unknown date output "unix"; expected one of iso8601, secondsSince1970, millisecondsSince1970"#,
        "[0].transform.output"
      ),
      (
        [["key": "a", "transform": ["name": "date", "timeZone": "Mars/Base"]]],
        #"[0] ("a"): unknown time zone "Mars/Base"; use an identifier such as "UTC" or "Europe/London""#,
        "[0].transform.timeZone"
      ),
      (
        ["rules": [["key": "p", "rules": [["key": "q", "transform": "nope"]]]]],
        #"rules[0].rules[0] ("q"): unknown transform "nope"; expected one of number, string, bool, date, hexColor, coordinate, lowercase, uppercase, trim, join, split, template, first, count"#,
        "rules[0].rules[0].transform"
      ),
    ] as [(JSON, String, ValuePath)])
  func invalidRules(rules: JSON, message: String, path: ValuePath) {
    let error = #expect(throws: RemapError.self) { try Rewriter(rules: rules) }
    #expect(error?.code == .invalidRule)
    #expect(error?.message == message)
    #expect(error?.path == path)
  }

  @Test func errorsRenderWithThePlaceInTheRules() throws {
    let error = try #require(throws: RemapError.self) {
      try Rewriter(rules: ["rules": [["key": "a"], ["key": "b", "transform": "hex"]]])
    }
    #expect(
      error.description
        == """
        error: rules[1] ("b"): unknown transform "hex"; expected one of number, string, bool, \
        date, hexColor, coordinate, lowercase, uppercase, trim, join, split, template, first, count
         --> at rules[1].transform
        """)
  }
}
