//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// Builds a new value from an input value with rewrite rules: RHRedict's rules, in Swift.
///
/// Each rule names an output key and the input key paths its value depends on, so the shape
/// of the output can be read off the rules:
///
/// ```swift
/// var rewriter = Rewriter()
/// rewriter.addRule("testName", from: "test_name", required: true)
/// rewriter.addRule("latitude", from: "location.lat", required: true)
/// rewriter.addRule("location", from: ["latitude", "longitude"], required: true) { rule, source in
///   ["lat": source["latitude"] ?? nil, "long": source["longitude"] ?? nil]
/// }
/// let result = rewriter.rewrite(input)
/// result.output        // {"testName": ..., "latitude": ..., "location": {...}}
/// result.missingKeys   // the required keys that could not be made, such as ["location"]
/// ```
///
/// ``rewrite(_:)`` follows RHRedict's sequence:
/// 1. Every rule whose input key paths are all present in the input is applied, in the order
///    the rules were added; its value is written at its output key, which may be a key path
///    (`"geo.lat"` builds nested objects). A rule whose value is `nil` writes nothing.
/// 2. ``defaultRule`` is called for each top-level input key that no rule references (a key
///    is referenced when one of a rule's input key paths starts with it). It can pass the
///    key through, rename it or drop it; it never replaces a key a rule wrote or an earlier
///    input key was renamed to, and records each such collision in
///    ``RewriteResult/errors`` (code ``RemapError/Code/keyCollision``).
/// 3. For each rule whose key is still absent, its `missingValue` is called, if it has one.
///    RHRedict calls it for required rules; a non-required rule's `missingValue` is called
///    in the same step, so that a default given to an optional rule is not ignored.
/// 4. The required keys still absent are the result's ``RewriteResult/missingKeys``;
///    ``rewrite(_:completion:)`` passes the result to its completion, which makes the final
///    value. The completion is always called.
///
/// Rules can also be loaded from a JSON rules file, so that the `remap rewrite` tool
/// rewrites without Swift code: see ``init(rules:)`` and the article <doc:Rewriting>.
///
/// Unlike RHRedict's, a `Rewriter` is a `Sendable` value and ``rewrite(_:)`` does not
/// mutate it: one rewriter can serve many tasks and threads at once.
public struct Rewriter: Sendable {
  /// The rules, in the order they are applied.
  public private(set) var rules: [Rule] = []

  /// What happens to the top-level input keys that no rule references; ``DefaultRule/drop``
  /// unless set.
  public var defaultRule: DefaultRule = .drop

  /// The top-level input keys that some rule's input key path starts with.
  private var referencedKeys: Set<String> = []

  /// The rules again, each behind one reference, so that the loops over them retain one
  /// object per rule rather than each of its fields (a third of a rewrite's time otherwise).
  private var boxes: [RuleBox] = []

  /// Creates a rewriter with no rules.
  public init() {}

  // MARK: - Adding rules

  /// Adds a rule that copies the value at an input key path.
  ///
  /// ```swift
  /// rewriter.addRule("latitude", from: "location.lat", required: true)
  /// rewriter.addRule("geo.lat", from: "results[0].geometry.location.lat")
  /// ```
  ///
  /// - Parameters:
  ///   - key: The output key; a key path such as `"geo.lat"` builds nested objects.
  ///   - path: The input key path whose value is copied. When nothing is there, the rule
  ///     does not apply.
  ///   - required: Whether the output key is reported in ``RewriteResult/missingKeys`` when
  ///     it is still absent after every step.
  ///   - missingValue: Makes a value for the key when it is still absent after the rules and
  ///     the default rule ran; it gets the rule and the whole input. Returning `nil` leaves
  ///     the key absent.
  public mutating func addRule(
    _ key: ValuePath, from path: ValuePath, required: Bool = false,
    missingValue: (@Sendable (Rule, JSON) -> JSON?)? = nil
  ) {
    addRule(
      Rule(
        key: key, paths: [path], isRequired: required, missingValue: missingValue, compute: .copy))
  }

  /// Adds a rule that computes its value from the whole input, when every one of its input
  /// key paths is present.
  ///
  /// ```swift
  /// rewriter.addRule("location", from: ["latitude", "longitude"], required: true) { rule, source in
  ///   ["lat": source["latitude"] ?? nil, "long": source["longitude"] ?? nil]
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The output key; a key path such as `"geo.lat"` builds nested objects.
  ///   - paths: The input key paths the value depends on. The rule applies only when a value
  ///     is present at each of them (`null` counts as present). With no paths, it always
  ///     applies. The first key of each path counts as referenced for ``defaultRule``.
  ///   - required: Whether the output key is reported in ``RewriteResult/missingKeys`` when
  ///     it is still absent after every step.
  ///   - missingValue: Makes a value for the key when it is still absent after the rules and
  ///     the default rule ran. Returning `nil` leaves the key absent.
  ///   - value: Computes the value from the rule and the whole input. Returning `nil` leaves
  ///     the key out. An error it throws is recorded in ``RewriteResult/errors``, as is, when
  ///     it is a ``RemapError``, and otherwise wrapped with the code
  ///     ``RemapError/Code/ruleFailed``; the key is then absent.
  public mutating func addRule(
    _ key: ValuePath, from paths: [ValuePath], required: Bool = false,
    missingValue: (@Sendable (Rule, JSON) -> JSON?)? = nil,
    value: @escaping @Sendable (Rule, JSON) throws -> JSON?
  ) {
    addRule(
      Rule(
        key: key, paths: paths, isRequired: required, missingValue: missingValue,
        compute: .closure(value)))
  }

  /// Adds a rule made earlier, such as one of another rewriter's ``rules``.
  ///
  /// - Parameter rule: The rule; it is applied after the rules already added.
  public mutating func addRule(_ rule: Rule) {
    rules.append(rule)
    boxes.append(RuleBox(rule))
    for path in rule.paths {
      if case .key(let first) = path.components.first { referencedKeys.insert(first) }
    }
  }

  // MARK: - Rewriting

  /// Rewrites one input value.
  ///
  /// - Parameter input: The input, usually an object.
  /// - Returns: The output, the required keys still missing and the errors rules met.
  /// - Complexity: O(*r* × *d*) for *r* rules whose paths have *d* steps, plus O(*k*) for
  ///   *k* top-level input keys when the default rule keeps or renames them.
  public func rewrite(_ input: JSON) -> RewriteResult {
    var context = RewriteContext()
    let output = rewrite(input, context: &context)
    return RewriteResult(
      output: output, missingKeys: context.missingKeys, errors: context.errors)
  }

  /// Rewrites one input value and hands the result to a completion, which makes the final
  /// value: RHRedict's completion block.
  ///
  /// ```swift
  /// let place = try rewriter.rewrite(input) { result throws(RemapError) in
  ///   guard result.missingKeys.isEmpty else {
  ///     throw RemapError(.keyNotFound, "missing \(result.missingKeys.sorted())")
  ///   }
  ///   return result.output
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - input: The input, usually an object.
  ///   - completion: Gets the result, with the required keys still missing (empty when
  ///     none); it is always called, missing keys or not.
  /// - Returns: What the completion returns.
  /// - Throws: What the completion throws.
  public func rewrite<Value, Failure: Error>(
    _ input: JSON, completion: (RewriteResult) throws(Failure) -> Value
  ) throws(Failure) -> Value {
    try completion(rewrite(input))
  }

  /// Rewrites each element of a sequence with the same rules: RHRedict's "process each
  /// element of an array".
  ///
  /// - Parameter inputs: The inputs, such as the elements of a response's `results`.
  /// - Returns: One result per input, in order.
  public func rewrite(each inputs: some Sequence<JSON>) -> [RewriteResult] {
    inputs.map { rewrite($0) }
  }

  /// Rewrites a `[String: Any]` dictionary, such as one `JSONSerialization` read.
  ///
  /// ```swift
  /// let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
  /// let parameters = try rewriter.rewrite(dictionary: object).dictionary
  /// ```
  ///
  /// The label keeps a dictionary literal, `rewrite(["a": 1])`, a ``JSON`` value.
  ///
  /// The dictionary goes through the Foundation bridge (``JSON/init(any:)``); the output is a
  /// ``JSON`` value, and ``RewriteResult/dictionary`` gives it back as `[String: Any]`.
  ///
  /// - Parameter input: The input dictionary.
  /// - Returns: The result.
  /// - Throws: ``RemapError`` with code ``RemapError/Code/unsupportedValue`` when the
  ///   dictionary holds a value that has no JSON equivalent, naming where it is.
  public func rewrite(dictionary input: [String: Any]) throws(RemapError) -> RewriteResult {
    rewrite(try JSON(any: input))
  }

  // MARK: - The sequence

  /// Runs the four steps, collecting missing keys and errors into `context`.
  func rewrite(_ input: JSON, context: inout RewriteContext) -> JSON {
    var output: JSON = .object(JSON.Object())

    // 1. Every rule whose input key paths are all present.
    for box in boxes {
      // A rule with one path, the common case, looks its value up once.
      let found: JSON?
      if box.rule.paths.count == 1 {
        guard let value = input[path: box.rule.paths[0]] else { continue }
        found = value
      } else {
        guard box.rule.paths.allSatisfy({ input[path: $0] != nil }) else { continue }
        found = nil
      }
      if let value = box.rule.value(for: input, found: found, context: &context) {
        output[path: box.rule.key] = value
      }
    }

    // 2. The default rule, for each top-level input key that no rule references.
    if !defaultRule.dropsEverything, case .object(let members) = input {
      applyDefaultRule(to: members, into: &output, context: &context)
    }

    // 3. missingValue, for each rule whose key is still absent; 4. what is still missing.
    for box in boxes {
      guard case .none = output[path: box.rule.key] else { continue }
      if let missingValue = box.rule.missingValue, let value = missingValue(box.rule, input) {
        output[path: box.rule.key] = value
      } else if box.rule.isRequired {
        context.missingKeys.insert(context.keyPrefix(box.rule.key))
      }
    }
    return output
  }

  /// Step 2: writes what ``defaultRule`` makes of each unreferenced input key.
  ///
  /// Not when a rule or an earlier input key already wrote its output key: such a collision
  /// keeps the value already there and is recorded as an error, so that no value disappears
  /// unnoticed.
  private func applyDefaultRule(
    to members: JSON.Object, into output: inout JSON, context: inout RewriteContext
  ) {
    // The input key that each output key written in this step came from.
    var sources: [String: String] = [:]
    for (key, value) in members where !referencedKeys.contains(key) {
      guard let (newKey, newValue) = defaultRule.apply(key: key, value: value) else { continue }
      if let earlier = sources[newKey] {
        let outputKey = context.keyPrefix(ValuePath([.key(newKey)]))
        context.errors.append(
          RemapError(
            .keyCollision,
            "the input keys \"\(earlier)\" and \"\(key)\" are both written as "
              + "\"\(outputKey)\" by the default rule; the value of \"\(earlier)\" is kept",
            path: context.inputPath(ValuePath([.key(key)]))))
      } else if case .some = output[newKey] {
        let outputKey = context.keyPrefix(ValuePath([.key(newKey)]))
        context.errors.append(
          RemapError(
            .keyCollision,
            "the input key \"\(key)\" would be written as \"\(outputKey)\" by the default "
              + "rule, but a rule wrote that key; the rule's value is kept",
            path: context.inputPath(ValuePath([.key(key)]))))
      } else {
        sources[newKey] = key
        output[newKey] = newValue
      }
    }
  }
}

/// One rule behind a reference.
final class RuleBox: Sendable {
  let rule: Rewriter.Rule

  init(_ rule: Rewriter.Rule) {
    self.rule = rule
  }
}

/// What one rewrite collects besides its output: missing keys and errors, including those of
/// nested rewrites (rules-file rules with their own `rules`), whose keys are prefixed.
struct RewriteContext {
  var missingKeys: Set<String> = []
  var errors: [RemapError] = []
  /// The output path of the nested rewrite running, empty at the top.
  var outputPrefix = ValuePath()
  /// The input path of the nested rewrite running, empty at the top.
  var inputPrefix = ValuePath()
  /// Stops nested rewrites deeper than the thread's stack allows.
  var stackGuard = StackGuard()

  /// An output key as the top-level output names it.
  func keyPrefix(_ key: ValuePath) -> String {
    ValuePath(outputPrefix.components + key.components).description
  }

  /// An input path as the top-level input names it.
  func inputPath(_ path: ValuePath) -> ValuePath {
    ValuePath(inputPrefix.components + path.components)
  }
}
