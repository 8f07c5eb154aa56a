//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap

/// `rewrite`: a `Rewriter` from a fixed rules file applied to the input read as JSON, and
/// `rewrite(each:)` when the input is an array. Inputs that are not JSON are skipped.
///
/// The rules are `Examples/places/rules.json`'s, with rules that use the other transforms
/// (template, join, split, first, trim, date, hexColor, coordinate, count, a constant) and
/// `snakeCase` as the default rule, so that unreferenced keys are renamed beside them.
///
/// Invariants: the output is an object; ``RewriteResult/missingKeys`` names only required
/// rules' keys (nested ones as `places[2].name`, or `places.name` when `results` is not an
/// array); every error renders; rewriting the same input twice gives the same result; and
/// `rewrite(each:)` gives, for each element, what `rewrite(_:)` gives for it.
public enum RewriteTarget: FuzzTarget {
  public static let name = "rewrite"

  /// `Examples/places/rules.json`'s rules, then the extra ones.
  static let rulesFile = """
    {
      "defaultRule": "snakeCase",
      "rules": [
        { "key": "status", "from": "status" },
        {
          "key": "places",
          "from": "results",
          "required": true,
          "rules": [
            { "key": "name", "from": "name", "required": true },
            {
              "key": "coordinate",
              "from": ["geometry.location.lat", "geometry.location.lng"],
              "required": true,
              "transform": "coordinate"
            },
            { "key": "rating", "from": "rating", "transform": "number" },
            {
              "key": "openNow",
              "from": "opening_hours.open_now",
              "transform": "bool",
              "default": false
            },
            { "key": "types", "from": "types", "default": [] },
            {
              "key": "label",
              "from": "name",
              "transform": { "name": "template", "template": "{name} ({rating}) {{{}}}" }
            },
            { "key": "kinds", "from": "types", "transform": { "name": "join", "separator": ", " } },
            { "key": "when", "from": "opened", "transform": "date" }
          ]
        },
        { "key": "count", "from": "results", "transform": "count" },
        {
          "key": "tag",
          "from": "tags",
          "transform": [{ "name": "split", "separator": ";" }, "first", "trim", "uppercase"]
        },
        { "key": "color", "from": "color", "required": true, "transform": "hexColor" },
        {
          "key": "geo.point",
          "from": "location",
          "transform": { "name": "coordinate", "longitudeKey": "long" }
        },
        {
          "key": "geo.day",
          "from": "day",
          "transform": { "name": "date", "format": "dd/MM/yyyy HH:mm", "timeZone": "Europe/London" }
        },
        { "key": "geo.at", "from": "at", "transform": { "name": "date", "format": "millisecondsSince1970" } },
        { "key": "source", "value": "fuzz" }
      ]
    }
    """

  /// The required rules' keys, with array indices left out.
  static let requiredKeys: Set<String> = ["places", "places.name", "places.coordinate", "color"]

  static let rewriter: Rewriter = {
    do {
      return try Rewriter(rules: JSON(parsing: rulesFile))
    } catch {
      fatalError("the rewrite target's rules do not load: \(error)")
    }
  }()

  public static func run(_ input: [UInt8]) -> [String] {
    guard let value = try? JSON(parsing: input, options: .relaxed) else { return [] }
    var problems = check(value, label: "input")
    if case .array(let elements) = value {
      let each = rewriter.rewrite(each: elements)
      if each.count != elements.count {
        problems.append("rewrite(each:) gave \(each.count) results for \(elements.count) inputs")
      }
      for (index, (element, result)) in zip(elements, each).enumerated() {
        if result != rewriter.rewrite(element) {
          problems.append("rewrite(each:) and rewrite(_:) differ for element \(index)")
        }
        problems += check(result, label: "element \(index)")
      }
    }
    return problems
  }

  /// Rewrites `value` twice, and checks the first result.
  static func check(_ value: JSON, label: String) -> [String] {
    let result = rewriter.rewrite(value)
    var problems = check(result, label: label)
    if rewriter.rewrite(value) != result {
      problems.append("\(label): rewriting twice gave different results")
    }
    return problems
  }

  static func check(_ result: RewriteResult, label: String) -> [String] {
    var problems: [String] = []
    guard case .object = result.output else {
      return ["\(label): the output is not an object: \(result.output)"]
    }
    for key in result.missingKeys where !requiredKeys.contains(withoutIndices(key)) {
      problems.append("\(label): missing key \(key) is not a required rule's key")
    }
    for error in result.errors where error.message.isEmpty || "\(error)".isEmpty {
      problems.append("\(label): error \(error.code) has no message")
    }
    _ = result.dictionary
    return problems
  }

  /// `places[2].name` as `places.name`.
  static func withoutIndices(_ key: String) -> String {
    var result = ""
    var inIndex = false
    for character in key {
      switch character {
      case "[": inIndex = true
      case "]": inIndex = false
      default: if !inIndex { result.append(character) }
      }
    }
    return result
  }
}
