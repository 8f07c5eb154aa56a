//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// How a rule read from a rules file makes its value: a constant or the values at its paths,
/// then nested rules, then its transforms in order.
struct RuleFileRule: Sendable {
  /// The rule's `value`, when it has one instead of `from`.
  var constant: JSON?
  /// The rule's own `rules`, applied to the value (to each element of an array).
  var nested: Rewriter?
  /// The rule's transforms, applied in order.
  var transforms: [RuleTransform]
  /// With `"defaultIfNull": true`, the rule's `default`, written instead of a `null` value.
  var nullValue: JSON?

  /// The value for an input whose paths are all present.
  ///
  /// `nil` when a transform makes none or fails, in which case the failure is in `context`.
  /// `found` is the value at the rule's one path, when it was looked up already.
  func value(
    of rule: Rewriter.Rule, for input: JSON, found: JSON?, context: inout RewriteContext
  ) -> JSON? {
    var value: JSON
    if let constant {
      value = constant
    } else {
      switch rule.paths.count {
      case 0: value = input
      case 1: value = found ?? input[path: rule.paths[0]] ?? .null
      default: value = .array(rule.paths.map { input[path: $0] ?? .null })
      }
    }
    let inputPath = rule.paths.count == 1 ? rule.paths[0] : ValuePath()
    if let nested, value != .null {  // null passes through, as it does every transform
      guard context.stackGuard.hasRoom() else {
        context.errors.append(
          RemapError(
            .depthLimitExceeded,
            "rule \"\(context.keyPrefix(rule.key))\": the nested rules go too deep for this "
              + "thread's stack", path: context.inputPath(inputPath)))
        return nil
      }
      value = Self.rewrite(
        value, with: nested, key: rule.key, inputPath: inputPath, context: &context)
    }
    for (position, transform) in transforms.enumerated() {
      do throws(RuleTransform.Failure) {
        guard let next = try transform.apply(to: value, record: input) else { return nil }
        value = next
      } catch {
        // The first transform of a rule with several paths gets their values as an array:
        // name the path of the value that failed.
        var inputPath = inputPath
        if position == 0, nested == nil, constant == nil, rule.paths.count > 1,
          let element = error.element, rule.paths.indices.contains(element)
        {
          inputPath = rule.paths[element]
        }
        context.errors.append(
          RemapError(
            error.code,
            "rule \"\(context.keyPrefix(rule.key))\", transform \(transform.name.rawValue): "
              + error.message,
            path: context.inputPath(inputPath), expected: error.expected,
            found: JSON.describe(error.value)))
        return nil
      }
    }
    if let nullValue, case .null = value { return nullValue }
    return value
  }

  /// Rewrites a value with nested rules: each element of an array, or the value itself,
  /// naming missing keys and errors from the top of the output and of the input.
  private static func rewrite(
    _ value: JSON, with nested: Rewriter, key: ValuePath, inputPath: ValuePath,
    context: inout RewriteContext
  ) -> JSON {
    let outputPrefix = context.outputPrefix
    let inputPrefix = context.inputPrefix
    defer {
      context.outputPrefix = outputPrefix
      context.inputPrefix = inputPrefix
    }
    let outputBase = outputPrefix.components + key.components
    let inputBase = inputPrefix.components + inputPath.components
    guard case .array(let elements) = value else {
      context.outputPrefix = ValuePath(outputBase)
      context.inputPrefix = ValuePath(inputBase)
      return nested.rewrite(value, context: &context)
    }
    var results: [JSON] = []
    results.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      context.outputPrefix = ValuePath(outputBase + [.index(index)])
      context.inputPrefix = ValuePath(inputBase + [.index(index)])
      results.append(nested.rewrite(element, context: &context))
    }
    return .array(results)
  }
}

extension JSON {
  /// A short description of a value for messages: `the string "abc"`, `the number 4.5`,
  /// `an array of 3 elements`.
  static func describe(_ value: JSON) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return "the number \(number)"
    case .string(let string):
      let limit = 40
      let shown = string.count > limit ? String(string.prefix(limit)) + "…" : string
      return "the string " + JSON.string(shown).serialized(options: .withoutEscapingSlashes)
    case .array(let elements):
      return elements.count == 1
        ? "an array of 1 element" : "an array of \(elements.count) elements"
    case .object(let object):
      return object.count == 1 ? "an object of 1 member" : "an object of \(object.count) members"
    }
  }
}
