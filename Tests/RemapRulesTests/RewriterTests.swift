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

@Suite("Rewriter")
struct RewriterTests {
  /// RHRedict README's input: `test_name` and `location.lat`/`location.long`.
  static let input: JSON = [
    "test_name": "Boston run",
    "location": ["lat": 42.36, "long": -71.06],
    "latitude": 42.36,
    "longitude": -71.06,
    "extra": true,
  ]

  // MARK: - RHRedict's README examples

  @Test func readmeExamples() {
    var rewriter = Rewriter()
    rewriter.addRule("testName", from: "test_name", required: true)
    rewriter.addRule("latitude", from: "location.lat", required: true)
    rewriter.addRule("longitude", from: "location.long", required: true)
    rewriter.addRule("location", from: ["latitude", "longitude"], required: true) { _, source in
      ["lat": source["latitude"] ?? nil, "long": source["longitude"] ?? nil]
    }
    let result = rewriter.rewrite(Self.input)
    #expect(
      result.output == [
        "testName": "Boston run", "latitude": 42.36, "longitude": -71.06,
        "location": ["lat": 42.36, "long": -71.06],
      ])
    #expect(result.output.object?.keys == ["testName", "latitude", "longitude", "location"])
    #expect(result.missingKeys.isEmpty)
    #expect(result.isComplete)
  }

  @Test func missingRequiredKeysAreReported() {
    var rewriter = Rewriter()
    rewriter.addRule("testName", from: "test_name", required: true)
    rewriter.addRule("latitude", from: "location.lat", required: true)
    rewriter.addRule("nickname", from: "nick")  // not required: absent, not reported
    rewriter.addRule("location", from: ["latitude", "longitude"], required: true) { _, source in
      ["lat": source["latitude"] ?? nil, "long": source["longitude"] ?? nil]
    }
    let result = rewriter.rewrite(["test_name": "x", "latitude": 1])
    #expect(result.output == ["testName": "x"])
    #expect(result.missingKeys == ["latitude", "location"])
    #expect(!result.isComplete)
  }

  // MARK: - Step 1: rules

  @Test func aRuleAppliesOnlyWhenAllItsPathsArePresent() {
    var rewriter = Rewriter()
    rewriter.addRule("both", from: ["a", "b"]) { _, _ in "made" }
    #expect(rewriter.rewrite(["a": 1]).output == [:])
    #expect(rewriter.rewrite(["a": 1, "b": nil]).output == ["both": "made"])  // null is present
  }

  @Test func valueClosureGetsTheRuleAndTheWholeInput() {
    var rewriter = Rewriter()
    rewriter.addRule("sum", from: ["a", "n.b"]) { rule, source in
      #expect(rule.key == "sum")
      #expect(rule.paths == ["a", "n.b"])
      let values = rule.paths.compactMap { source[path: $0]?.int }
      return .number(JSON.Number(values.reduce(0, +)))
    }
    #expect(rewriter.rewrite(["a": 2, "n": ["b": 5]]).output == ["sum": 7])
  }

  @Test func nilFromAValueClosureLeavesTheKeyOut() {
    var rewriter = Rewriter()
    rewriter.addRule("gone", from: ["a"]) { _, _ in nil }
    rewriter.addRule("null", from: ["a"]) { _, _ in .null }
    #expect(rewriter.rewrite(["a": 1]).output == ["null": nil])
  }

  @Test func outputKeysMayBeKeyPaths() {
    var rewriter = Rewriter()
    rewriter.addRule("geo.lat", from: "location.lat")
    rewriter.addRule("geo.lng", from: "location.long")
    rewriter.addRule("first.tags[1]", from: "tags[-1]")
    rewriter.addRule(#"a\.b"#, from: "test_name")
    let input: JSON = ["location": ["lat": 1, "long": 2], "tags": ["x", "y"], "test_name": "t"]
    #expect(
      rewriter.rewrite(input).output == [
        "geo": ["lat": 1, "lng": 2], "first": ["tags": [nil, "y"]], "a.b": "t",
      ])
  }

  @Test func arraysCopyWholeAndByIndex() {
    var rewriter = Rewriter()
    rewriter.addRule("ids", from: "items")
    rewriter.addRule("firstID", from: "items[0].id", required: true)
    rewriter.addRule("lastID", from: "items[-1].id", required: true)
    let result = rewriter.rewrite(["items": [["id": 1], ["id": 2]]])
    #expect(result.output == ["ids": [["id": 1], ["id": 2]], "firstID": 1, "lastID": 2])
    #expect(rewriter.rewrite(["items": []]).missingKeys == ["firstID", "lastID"])
  }

  @Test func laterRulesReplaceEarlierOnesForTheSameKey() {
    var rewriter = Rewriter()
    rewriter.addRule("name", from: "first")
    rewriter.addRule("name", from: "second")
    #expect(rewriter.rewrite(["first": 1, "second": 2]).output == ["name": 2])
    #expect(rewriter.rewrite(["first": 1]).output == ["name": 1])
  }

  @Test func thrownErrorsAreRecordedAndTheKeyIsLeftOut() {
    struct Boom: Error {}
    var rewriter = Rewriter()
    rewriter.addRule("a", from: ["x"], required: true) { _, _ in throw Boom() }
    rewriter.addRule("b", from: ["x"]) { _, _ in
      throw RemapError(.invalidValue, "bad x", path: "x")
    }
    let result = rewriter.rewrite(["x": 1])
    #expect(result.output == [:])
    #expect(result.missingKeys == ["a"])
    #expect(result.errors.map(\.code) == [.ruleFailed, .invalidValue])
    #expect(result.errors[0].message == #"rule "a" failed: Boom()"#)
    #expect(result.errors[0].path == "x")
    #expect(result.errors[0].underlying is Boom)
    #expect(result.errors[1].message == "bad x")
  }

  // MARK: - Step 2: the default rule

  @Test func unreferencedKeysAreDroppedByDefault() {
    var rewriter = Rewriter()
    rewriter.addRule("name", from: "test_name")
    #expect(rewriter.rewrite(Self.input).output == ["name": "Boston run"])
  }

  @Test func keepPassesUnreferencedKeysThrough() {
    var rewriter = Rewriter()
    rewriter.addRule("lat", from: "location.lat")  // references "location"
    rewriter.addRule("name", from: "test_name")
    rewriter.defaultRule = .keep
    #expect(
      rewriter.rewrite(Self.input).output == [
        "lat": 42.36, "name": "Boston run", "latitude": 42.36, "longitude": -71.06,
        "extra": true,
      ])
  }

  @Test func defaultRuleNeverReplacesARulesKeyAndSaysSo() {
    var rewriter = Rewriter()
    rewriter.addRule("extra", from: "test_name")
    rewriter.defaultRule = .keep
    let result = rewriter.rewrite(["test_name": "t", "extra": 1])
    #expect(result.output == ["extra": "t"])
    #expect(result.errors.map(\.code) == [.keyCollision])
    #expect(result.errors.first?.path == "extra")
    #expect(
      result.errors.first?.message
        == #"the input key "extra" would be written as "extra" by the default rule, but a rule "#
        + "wrote that key; the rule's value is kept")
  }

  @Test("two input keys renamed to one key keep the first value and record the collision")
  func renamedKeysCollide() throws {
    var rewriter = Rewriter()
    rewriter.defaultRule = .rename(.snakeCase)
    let result = rewriter.rewrite(["aB": 1, "a_b": 2, "c": 3])
    #expect(result.output == ["a_b": 1, "c": 3])
    #expect(result.errors.map(\.code) == [.keyCollision])
    #expect(result.errors.first?.path == "a_b")
    #expect(
      result.errors.first?.message
        == #"the input keys "aB" and "a_b" are both written as "a_b" by the default rule; the "#
        + #"value of "aB" is kept"#)

    // The same from a rules file, inside a nested rewrite, where the keys are named in full.
    let nested = try Rewriter(rules: [
      "rules": [["key": "out", "from": "in", "rules": [], "defaultRule": "camelCase"]]
    ])
    let nestedResult = nested.rewrite(["in": ["user_id": 1, "userId": 2]])
    #expect(nestedResult.output == ["out": ["userId": 1]])
    #expect(nestedResult.errors.map(\.path) == ["in.userId"])
    #expect(nestedResult.errors.first?.message.contains(#"written as "out.userId""#) == true)
  }

  @Test func renameByKeyStyleAndByClosure() {
    var rewriter = Rewriter()
    rewriter.defaultRule = .rename(.camelCase)
    #expect(
      rewriter.rewrite(["user_id": 1, "first-name": "A"]).output == [
        "userId": 1, "firstName": "A",
      ])
    rewriter.defaultRule = .rename(.snakeCase)
    #expect(rewriter.rewrite(["userID": 1]).output == ["user_id": 1])
    rewriter.defaultRule = .rename { $0.hasPrefix("_") ? nil : $0.uppercased() }
    #expect(rewriter.rewrite(["_private": 1, "ok": 2]).output == ["OK": 2])
    rewriter.defaultRule = .custom { key, value in (key + "2", [value]) }
    #expect(rewriter.rewrite(["a": 1]).output == ["a2": [1]])
  }

  @Test func defaultRuleIsCalledOnlyForUnreferencedKeys() {
    let seen = LockedKeys()
    var rewriter = Rewriter()
    rewriter.addRule("x", from: "location.lat")
    rewriter.addRule("y", from: ["items[0]", "test_name"]) { _, _ in nil }
    rewriter.defaultRule = .custom { key, _ in
      seen.append(key)
      return nil
    }
    _ = rewriter.rewrite(Self.input.merging(["items": [1]]))
    #expect(seen.keys == ["latitude", "longitude", "extra"])
  }

  // MARK: - Step 3: missing values

  @Test func missingValueFillsARequiredKeyStillAbsent() {
    var rewriter = Rewriter()
    rewriter.addRule("name", from: "name", required: true) { rule, source in
      #expect(rule.key == "name")
      return source["alias"] ?? "anonymous"
    }
    #expect(rewriter.rewrite(["alias": "ada"]).output == ["name": "ada"])
    #expect(rewriter.rewrite([:]).output == ["name": "anonymous"])
    #expect(rewriter.rewrite([:]).missingKeys.isEmpty)
    #expect(rewriter.rewrite(["name": "real"]).output == ["name": "real"])
  }

  @Test func missingValueRunsAfterTheDefaultRule() {
    var rewriter = Rewriter()
    rewriter.addRule("a", from: "nothing", required: true) { _, _ in "from missingValue" }
    rewriter.defaultRule = .keep
    // The default rule wrote "a" first, so missingValue is not needed.
    #expect(rewriter.rewrite(["a": "kept"]).output == ["a": "kept"])
  }

  @Test func missingValueReturningNilLeavesTheKeyMissing() {
    var rewriter = Rewriter()
    rewriter.addRule("a", from: "x", required: true) { _, _ in nil }
    let result = rewriter.rewrite([:])
    #expect(result.output == [:])
    #expect(result.missingKeys == ["a"])
  }

  @Test func nestedMissingKeysAreKeyPaths() {
    var rewriter = Rewriter()
    rewriter.addRule("geo.lat", from: "lat", required: true)
    #expect(rewriter.rewrite([:]).missingKeys == ["geo.lat"])
  }

  // MARK: - Step 4: completion

  @Test func completionGetsTheResultAndMakesTheValue() throws {
    var rewriter = Rewriter()
    rewriter.addRule("name", from: "name", required: true)
    var calls = 0
    let complete = rewriter.rewrite(["name": "x"]) { result in
      calls += 1
      return result.missingKeys.isEmpty ? result.output : nil
    }
    let incomplete = rewriter.rewrite([:]) { result in
      calls += 1
      return result.missingKeys.isEmpty
        ? result.output : ["missing": .array(result.missingKeys.sorted().map(JSON.string))]
    }
    #expect(calls == 2)
    #expect(complete == ["name": "x"])
    #expect(incomplete == ["missing": ["name"]])
    #expect(
      throws: RemapError.self,
      performing: {
        try rewriter.rewrite([:]) { result throws(RemapError) -> JSON in
          guard result.missingKeys.isEmpty else { throw RemapError(.keyNotFound, "missing") }
          return result.output
        }
      })
  }

  // MARK: - Each element, dictionaries

  @Test func rewritesEachElementOfAnArray() {
    var rewriter = Rewriter()
    rewriter.addRule("id", from: "ID", required: true)
    let results = rewriter.rewrite(each: [["ID": 1], ["id": 2], ["ID": 3]])
    #expect(results.map(\.output) == [["id": 1], [:], ["id": 3]])
    #expect(results.map(\.missingKeys) == [[], ["id"], []])
  }

  @Test func rewritesAStringAnyDictionary() throws {
    var rewriter = Rewriter()
    rewriter.addRule("testName", from: "test_name", required: true)
    rewriter.addRule("latitude", from: "location.lat", required: true)
    let input: [String: Any] = [
      "test_name": "x", "location": ["lat": 1.5, "long": 2] as [String: Any],
    ]
    let result = try rewriter.rewrite(dictionary: input)
    #expect(result.output == ["testName": "x", "latitude": 1.5])
    #expect(result.dictionary["testName"] as? String == "x")
    #expect(result.dictionary["latitude"] as? Double == 1.5)
    #expect(throws: RemapError.self) { try rewriter.rewrite(dictionary: ["when": Double.nan]) }
  }

  @Test func rulesCanBeReusedByAnotherRewriter() {
    var first = Rewriter()
    first.addRule("geo.lat", from: "location.lat", required: true)
    first.addRule("name", from: ["test_name"]) { _, source in source["test_name"] ?? nil }
    var second = Rewriter()
    for rule in first.rules { second.addRule(rule) }
    second.defaultRule = .keep
    #expect(first.rules.map(\.key) == ["geo.lat", "name"])
    #expect(first.rules.map(\.isRequired) == [true, false])
    #expect(
      second.rewrite(Self.input).output == [
        "geo": ["lat": 42.36], "name": "Boston run", "latitude": 42.36, "longitude": -71.06,
        "extra": true,
      ])
    // The original is a separate value: unchanged.
    #expect(first.rewrite(Self.input).output == ["geo": ["lat": 42.36], "name": "Boston run"])
  }

  // MARK: - Sharing

  @Test func oneRewriterServesManyTasksAtOnce() async throws {
    let rewriter = try Rewriter(rules: [
      "rules": [
        ["key": "name", "from": "name", "required": true, "transform": "trim"],
        ["key": "when", "from": "day", "transform": ["name": "date", "format": "dd/MM/yyyy"]],
        ["key": "location", "from": ["lat", "lng"], "transform": "coordinate"],
      ]
    ])
    let results = await withTaskGroup(of: (Int, RewriteResult).self) { group in
      for index in 0..<64 {
        group.addTask {
          let day = String(format: "%02d/01/2016", index % 28 + 1)
          let input: JSON = [
            "name": .string(" p\(index) "), "day": .string(day), "lat": .number(JSON.Number(index)),
            "lng": 1,
          ]
          var last = rewriter.rewrite(input)
          for _ in 0..<50 { last = rewriter.rewrite(input) }
          return (index, last)
        }
      }
      var collected: [Int: RewriteResult] = [:]
      for await (index, result) in group { collected[index] = result }
      return collected
    }
    #expect(results.count == 64)
    for (index, result) in results {
      let day = String(format: "%02d", index % 28 + 1)
      #expect(result.isComplete)
      #expect(result.output["name"] == .string("p\(index)"))
      #expect(result.output["when"] == .string("2016-01-\(day)T00:00:00Z"))
      #expect(result.output["location"] == ["lat": .number(JSON.Number(index)), "lng": 1])
    }
  }
}

/// Keys collected from a `@Sendable` closure.
private final class LockedKeys: @unchecked Sendable {
  // @unchecked: `storage` is only touched under `lock`.
  private let lock = NSLock()
  private var storage: [String] = []

  func append(_ key: String) {
    lock.lock()
    storage.append(key)
    lock.unlock()
  }

  var keys: [String] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}

extension JSON {
  fileprivate func merging(_ other: JSON.Object) -> JSON {
    var copy = self
    for (key, value) in other { copy[key] = value }
    return copy
  }
}
