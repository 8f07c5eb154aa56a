//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap

/// `rewrite-rules`: a `Rewriter` whose rules come from the input, applied to the input.
///
/// The input is read as JSON. An object with a `"rules"` member is a rules file and its
/// `"input"` member the value rewritten: mutations then reach every part of the rules file's
/// grammar (key paths with indices, transforms and their parameters, nested rules, defaults).
/// Any other value is rewritten by rules generated from its own keys: for each top-level key,
/// a rule chosen from the key's bytes (a transform, an output key path, whether it is
/// required) under a default rule chosen from the input's length.
///
/// Invariants: loading rules either succeeds or throws a `RemapError` that renders; the
/// output is an object; rewriting twice gives the same result; every error renders.
public enum RewriteRulesTarget: FuzzTarget {
  public static let name = "rewrite-rules"

  static let transforms: [JSON] = [
    "number", "string", "bool", "date", "hexColor", "coordinate", "lowercase", "uppercase",
    "trim", "first", "count", "split", "join",
    ["name": "template", "template": "{a}-{b}"], ["name": "split", "separator": ";"],
    ["name": "date", "format": "millisecondsSince1970"], ["number", "string"],
  ]

  static let defaultRules: [JSON] = ["keep", "drop", "snakeCase", "camelCase"]

  public static func run(_ input: [UInt8]) -> [String] {
    guard let value = try? JSON(parsing: input, options: .relaxed) else { return [] }
    let rules: JSON
    let subject: JSON
    if case .object(let object) = value, let given = object["rules"] {
      rules = ["rules": given, "defaultRule": object["defaultRule"] ?? "keep"]
      subject = object["input"] ?? nil
    } else {
      rules = generatedRules(for: value, seed: input.count)
      subject = value
    }
    let rewriter: Rewriter
    do {
      rewriter = try Rewriter(rules: rules)
    } catch {
      return "\(error)".isEmpty ? ["a rules error renders as nothing"] : []
    }
    let result = rewriter.rewrite(subject)
    var problems: [String] = []
    if case .object = result.output {} else { problems.append("the output is not an object") }
    if rewriter.rewrite(subject) != result { problems.append("rewriting twice differs") }
    for error in result.errors where error.message.isEmpty || "\(error)".isEmpty {
      problems.append("error \(error.code) has no message")
    }
    _ = result.dictionary
    return problems
  }

  /// Rules made from the top-level keys of `value`.
  static func generatedRules(for value: JSON, seed: Int) -> JSON {
    guard case .object(let object) = value else {
      return ["rules": [["key": "value", "from": "x"]]]
    }
    var rules: [JSON] = []
    for (ordinal, member) in object.enumerated() where ordinal < 16 {
      let hash = member.key.utf8.reduce(UInt32(ordinal)) { $0 &* 31 &+ UInt32($1) }
      let outputs: [JSON] = [
        .string(member.key), .string("out.\(member.key)"), .string("list[\(hash % 4)].v"),
        .string("\(member.key)[\(hash % 3)]"),
      ]
      var rule: [String: JSON] = [
        "key": outputs[Int(hash % 4)], "from": .string(member.key),
        "required": .bool(hash & 16 != 0),
      ]
      if hash & 32 != 0 { rule["transform"] = transforms[Int(hash / 64) % transforms.count] }
      if hash & 128 != 0 { rule["default"] = .string(member.key) }
      rules.append(.object(JSON.Object(rule.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })))
    }
    return ["rules": .array(rules), "defaultRule": defaultRules[seed % defaultRules.count]]
  }
}
