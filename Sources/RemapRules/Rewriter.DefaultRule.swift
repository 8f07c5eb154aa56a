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
  /// What a rewriter does with each top-level input key that no rule references.
  ///
  /// ```swift
  /// rewriter.defaultRule = .keep                      // pass unreferenced keys through
  /// rewriter.defaultRule = .rename(.camelCase)        // "user_id" becomes "userId"
  /// rewriter.defaultRule = .rename { "x-" + $0 }      // any renaming
  /// rewriter.defaultRule = .custom { key, value in    // any key and value, or nil to drop
  ///   key.hasPrefix("_") ? nil : (key, value)
  /// }
  /// ```
  ///
  /// A key the default rule produces never replaces a key that a rule wrote, and when two
  /// input keys are renamed to the same key, the first one wins. Neither loss is silent: each
  /// is recorded in ``RewriteResult/errors`` with the code ``RemapError/Code/keyCollision``,
  /// naming the input key whose value was left out.
  public struct DefaultRule: Sendable {
    private enum Storage: Sendable {
      case keep
      case drop
      case rename(@Sendable (String) -> String?)
      case custom(@Sendable (String, JSON) -> (key: String, value: JSON)?)
    }

    private let storage: Storage

    private init(_ storage: Storage) {
      self.storage = storage
    }

    /// Passes each unreferenced key through, with its value, under the same key.
    public static let keep = DefaultRule(.keep)

    /// Leaves unreferenced keys out of the output; the default.
    public static let drop = DefaultRule(.drop)

    /// Passes each unreferenced key through under a new name; `nil` drops it.
    ///
    /// - Parameter name: Makes the output key from the input key.
    /// - Returns: The default rule.
    public static func rename(_ name: @escaping @Sendable (String) -> String?) -> DefaultRule {
      DefaultRule(.rename(name))
    }

    /// Passes each unreferenced key through, converted to a key style.
    ///
    /// - Parameter style: The style, such as ``KeyStyle/snakeCase`` (`userID` becomes
    ///   `user_id`) or ``KeyStyle/camelCase`` (`user_id` becomes `userId`).
    /// - Returns: The default rule.
    public static func rename(_ style: KeyStyle) -> DefaultRule {
      DefaultRule(.rename { style.apply(to: $0) })
    }

    /// Makes an output key and value from each unreferenced key and its value; `nil` drops
    /// it.
    ///
    /// - Parameter body: Gets the input key and value, returns the output key and value.
    /// - Returns: The default rule.
    public static func custom(
      _ body: @escaping @Sendable (String, JSON) -> (key: String, value: JSON)?
    ) -> DefaultRule {
      DefaultRule(.custom(body))
    }

    /// Whether the rule drops every key, so that step 2 can be skipped.
    var dropsEverything: Bool {
      if case .drop = storage { true } else { false }
    }

    /// The output key and value for an unreferenced input key, or `nil` to drop it.
    func apply(key: String, value: JSON) -> (key: String, value: JSON)? {
      switch storage {
      case .keep: (key, value)
      case .drop: nil
      case .rename(let name): name(key).map { ($0, value) }
      case .custom(let body): body(key, value)
      }
    }
  }
}
