//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

extension Rewriter {
  /// One rewrite rule: an output key, the input key paths its value depends on, and how the
  /// value is made.
  ///
  /// Rules are made by ``Rewriter/addRule(_:from:required:missingValue:)``, its variant with a
  /// value closure, or a rules file (``Rewriter/init(rules:)``). A value closure gets its rule,
  /// so that one closure can serve several rules:
  ///
  /// ```swift
  /// rewriter.addRule("location", from: ["lat", "lng"]) { rule, source in
  ///   .array(rule.paths.map { source[path: $0] ?? nil })
  /// }
  /// ```
  public struct Rule: Sendable {
    /// The output key; a key path such as `"geo.lat"` builds nested objects.
    public var key: ValuePath

    /// The input key paths the value depends on; the rule applies only when each of them is
    /// present in the input.
    public var paths: [ValuePath]

    /// Whether the output key is reported missing when it is still absent after every step.
    public var isRequired: Bool

    /// Makes a value for the key when it is still absent after the rules and the default rule
    /// ran, from the rule and the whole input; `nil` leaves it absent.
    public var missingValue: (@Sendable (Rule, JSON) -> JSON?)?

    /// How the value is made.
    let compute: Compute

    /// The ways a rule makes its value.
    enum Compute: Sendable {
      /// The value at `paths[0]`.
      case copy
      /// A closure given in Swift.
      case closure(@Sendable (Rule, JSON) throws -> JSON?)
      /// A rule read from a rules file.
      case file(RuleFileRule)
    }

    /// Creates a rule.
    init(
      key: ValuePath, paths: [ValuePath], isRequired: Bool,
      missingValue: (@Sendable (Rule, JSON) -> JSON?)?, compute: Compute
    ) {
      self.key = key
      self.paths = paths
      self.isRequired = isRequired
      self.missingValue = missingValue
      self.compute = compute
    }

    /// The rule's value for an input whose paths are all present; `nil` when the rule makes
    /// none or fails, in which case the failure is recorded in `context`.
    ///
    /// `found` is the value at the rule's one path, when it has one and it was looked up.
    func value(for input: JSON, found: JSON?, context: inout RewriteContext) -> JSON? {
      switch compute {
      case .copy:
        return found ?? paths.first.flatMap { input[path: $0] }
      case .closure(let body):
        do {
          return try body(self, input)
        } catch let error as RemapError {
          context.errors.append(error)
        } catch {
          context.errors.append(
            RemapError(
              .ruleFailed, "rule \"\(context.keyPrefix(key))\" failed: \(error)",
              path: context.inputPath(paths.first ?? ValuePath()), underlying: error))
        }
        return nil
      case .file(let rule):
        return rule.value(of: self, for: input, found: found, context: &context)
      }
    }
  }
}
