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

/// A rules file's `defaultIfNull`: the rule's `default` written for `null` as for a missing
/// value.
@Suite("Rules files: defaults for null")
struct RewriterRuleFileNullTests {
  static func rewrite(_ input: JSON, _ rule: JSON) throws -> RewriteResult {
    try Rewriter(rules: ["rules": [rule]]).rewrite(input)
  }

  @Test func defaultIfNullWritesTheDefaultForNull() throws {
    let rule: JSON = [
      "key": "openNow", "from": "open_now", "transform": "bool", "default": false,
      "defaultIfNull": true,
    ]
    #expect(try Self.rewrite(["open_now": nil], rule).output == ["openNow": false])
    #expect(try Self.rewrite([:], rule).output == ["openNow": false])
    #expect(try Self.rewrite(["open_now": "yes"], rule).output == ["openNow": true])
  }

  @Test func withoutItNullIsAValue() throws {
    let rule: JSON = ["key": "tags", "from": "tags", "default": []]
    #expect(try Self.rewrite(["tags": nil], rule).output == ["tags": nil])
    var off = rule
    off["defaultIfNull"] = false
    #expect(try Self.rewrite(["tags": nil], off).output == ["tags": nil])
    var on = rule
    on["defaultIfNull"] = true
    #expect(try Self.rewrite(["tags": nil], on).output == ["tags": []])
  }

  @Test func aNullMadeByNestedRulesOrSeveralPathsIsNotNull() throws {
    // Several paths give an array, even of nulls: that is not null.
    let rule: JSON = [
      "key": "pair", "from": ["a", "b"], "default": "none", "defaultIfNull": true,
    ]
    #expect(try Self.rewrite(["a": nil, "b": nil], rule).output == ["pair": [nil, nil]])
  }

  @Test func requiredWithDefaultIfNullIsNeverMissing() throws {
    let rule: JSON = [
      "key": "name", "from": "name", "required": true, "default": "?", "defaultIfNull": true,
    ]
    let result = try Self.rewrite(["name": nil], rule)
    #expect(result.output == ["name": "?"])
    #expect(result.missingKeys.isEmpty)
  }

  @Test(arguments: [
    (
      ["key": "a", "from": "a", "defaultIfNull": true] as JSON,
      #"rules[0] ("a"): "defaultIfNull" needs a "default" to write"#
    ),
    (
      ["key": "a", "from": "a", "default": 1, "defaultIfNull": "yes"] as JSON,
      #"rules[0] ("a"): "defaultIfNull" must be true or false, found the string "yes""#
    ),
  ])
  func invalidUse(rule: JSON, message: String) throws {
    let error = #expect(throws: RemapError.self) { try Rewriter(rules: ["rules": [rule]]) }
    #expect(error?.code == .invalidRule)
    #expect(error?.message == message)
    #expect(error?.path == "rules[0].defaultIfNull")
  }
}
