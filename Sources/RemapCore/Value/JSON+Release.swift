//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

extension JSON {
  /// Frees this value level by level, without recursion, and leaves `null`.
  ///
  /// Swift frees a nested value by recursion, a few stack frames per level of nesting, so
  /// freeing a tree as deep as the default depth limit can overflow a thread with a small
  /// stack. The decoder frees the trees it builds for itself (from XML) this way. Each
  /// container is emptied before it is let go, so that it holds nothing to free in turn; a
  /// container that someone else still holds is copied rather than emptied, and its
  /// elements are only released, not freed.
  package mutating func releaseWithoutRecursion() {
    var pending: [JSON] = [self]
    self = .null
    while var value = pending.popLast() {
      switch value {
      case .array(var elements):
        value = .null  // so that `elements` is the only reference left
        while let element = elements.popLast() {
          if element.isNonEmptyContainer { pending.append(element) }
        }
      case .object(var object):
        value = .null
        while let member = object.popLast() {
          if member.value.isNonEmptyContainer { pending.append(member.value) }
        }
      case .null, .bool, .number, .string:
        break
      }
    }
  }

  private var isNonEmptyContainer: Bool {
    switch self {
    case .array(let elements): !elements.isEmpty
    case .object(let object): !object.isEmpty
    case .null, .bool, .number, .string: false
    }
  }
}
