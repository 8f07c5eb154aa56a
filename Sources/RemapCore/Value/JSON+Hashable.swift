//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// Equality and hashing that never overflow the stack. The first levels recurse, which is the
// fastest way through the values that programs meet; below `recursionLimit` levels a subtree
// is compared or hashed with an explicit stack instead, so a value nested 100,000 deep (built
// in code, or parsed with a raised depth limit) is handled like any other.

extension JSON {
  /// How many levels compare and hash by recursion before the iterative walk takes over.
  static let recursionLimit = 100

  /// Whether two values are equal: the same kind, and equal contents; objects compare their
  /// members in any order, numbers by value (see ``Number``).
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: Another value.
  /// - Returns: `true` when the values are equal.
  /// - Complexity: O(*n*) in the size of the values, with no recursion past a fixed depth.
  public static func == (lhs: JSON, rhs: JSON) -> Bool {
    isEqual(lhs, rhs, depth: 0)
  }

  /// Hashes the value consistently with `==`.
  ///
  /// - Parameter hasher: The hasher to feed.
  /// - Complexity: O(*n*) in the size of the value, with no recursion past a fixed depth.
  public func hash(into hasher: inout Hasher) {
    hash(into: &hasher, depth: 0)
  }

  static func isEqual(_ lhs: JSON, _ rhs: JSON, depth: Int) -> Bool {
    switch lhs {
    case .array(let left):
      guard case .array(let right) = rhs, left.count == right.count else { return false }
      if sharesStorage(left, right) { return true }
      guard depth < recursionLimit else { return isEqualIteratively(lhs, rhs) }
      for index in left.indices where !isEqual(left[index], right[index], depth: depth + 1) {
        return false
      }
      return true
    case .object(let left):
      guard case .object(let right) = rhs, left.count == right.count else { return false }
      guard depth < recursionLimit else { return isEqualIteratively(lhs, rhs) }
      return JSON.Object.isEqual(left, right, depth: depth + 1)
    default:
      return isEqualScalar(lhs, rhs)
    }
  }

  /// Whether two arrays of the same count are one storage.
  ///
  /// Copies of one array are, until one changes, and so are the repeats of an array in a
  /// parsed document. The same storage holds equal elements, as no value is unequal to
  /// itself (a number is never NaN).
  private static func sharesStorage(_ left: [JSON], _ right: [JSON]) -> Bool {
    unsafe left.withUnsafeBufferPointer { left in
      unsafe right.withUnsafeBufferPointer { right in unsafe left.baseAddress == right.baseAddress }
    }
  }

  /// Compares two values that are not both arrays or both objects.
  private static func isEqualScalar(_ lhs: JSON, _ rhs: JSON) -> Bool {
    switch lhs {
    case .null: if case .null = rhs { true } else { false }
    case .bool(let left): if case .bool(let right) = rhs { left == right } else { false }
    case .number(let left): if case .number(let right) = rhs { left == right } else { false }
    case .string(let left): if case .string(let right) = rhs { left == right } else { false }
    case .array, .object: false
    }
  }

  /// Compares with a stack of pairs still to compare instead of recursion.
  static func isEqualIteratively(_ lhs: JSON, _ rhs: JSON) -> Bool {
    var pending: [(JSON, JSON)] = [(lhs, rhs)]
    while let (left, right) = pending.popLast() {
      switch (left, right) {
      case (.array(let leftElements), .array(let rightElements)):
        guard leftElements.count == rightElements.count else { return false }
        if sharesStorage(leftElements, rightElements) { continue }
        for index in leftElements.indices.reversed() {
          pending.append((leftElements[index], rightElements[index]))
        }
      case (.object(let leftObject), .object(let rightObject)):
        guard leftObject.count == rightObject.count else { return false }
        if leftObject.storage === rightObject.storage { continue }
        if leftObject.members.elementsEqual(rightObject.members, by: { $0.key == $1.key }) {
          for index in leftObject.members.indices.reversed() {
            pending.append((leftObject.members[index].value, rightObject.members[index].value))
          }
        } else {
          let rightValues = rightObject.dictionary
          for member in leftObject.members {
            guard let value = rightValues[member.key] else { return false }
            pending.append((member.value, value))
          }
        }
      default:
        guard isEqualScalar(left, right) else { return false }
      }
    }
    return true
  }

  // MARK: - Hashing

  func hash(into hasher: inout Hasher, depth: Int) {
    switch self {
    case .null:
      hasher.combine(0 as UInt8)
    case .bool(let value):
      hasher.combine(1 as UInt8)
      hasher.combine(value)
    case .number(let value):
      hasher.combine(2 as UInt8)
      hasher.combine(value)
    case .string(let value):
      hasher.combine(3 as UInt8)
      hasher.combine(value)
    case .array(let elements):
      hasher.combine(4 as UInt8)
      hasher.combine(elements.count)
      guard depth < Self.recursionLimit else {
        hasher.combine(Self.structuralHash(self))
        return
      }
      for element in elements { element.hash(into: &hasher, depth: depth + 1) }
    case .object(let object):
      hasher.combine(5 as UInt8)
      guard depth < Self.recursionLimit else {
        hasher.combine(Self.structuralHash(self))
        return
      }
      object.hash(into: &hasher, depth: depth + 1)
    }
  }

  /// A container being hashed by `structuralHash`.
  private struct HashFrame {
    let elements: [JSON]
    /// The keys of an object's members, in step with `elements`; `nil` for an array.
    let keys: [String]?
    var next = 0
    var hasher = Hasher()
    /// For objects: the members' hashes combined in an order-independent way.
    var members = 0

    init(_ value: JSON) {
      switch value {
      case .array(let elements):
        self.elements = elements
        keys = nil
      case .object(let object):
        elements = object.values
        keys = object.keys
      default:
        elements = []
        keys = nil
      }
      hasher.combine(keys == nil ? 4 as UInt8 : 5 as UInt8)
      hasher.combine(elements.count)
    }

    mutating func add(_ hash: Int) {
      if let keys {
        var member = Hasher()
        member.combine(keys[next])
        member.combine(hash)
        members ^= member.finalize()
      } else {
        hasher.combine(hash)
      }
      next += 1
    }

    consuming func finish() -> Int {
      if keys != nil { hasher.combine(members) }
      return hasher.finalize()
    }
  }

  /// A hash of the whole value, computed bottom-up with an explicit stack: each container's
  /// hash is made of its elements' hashes (in order) or its members' (in any order).
  static func structuralHash(_ root: JSON) -> Int {
    var stack: [HashFrame] = []
    var node = root
    while true {
      var hash: Int
      switch node {
      case .array(let elements) where !elements.isEmpty:
        stack.append(HashFrame(node))
        node = elements[0]
        continue
      case .object(let object) where !object.isEmpty:
        stack.append(HashFrame(node))
        node = object.members[0].value
        continue
      case .array, .object:
        hash = HashFrame(node).finish()
      default:
        var hasher = Hasher()
        node.hash(into: &hasher, depth: 0)
        hash = hasher.finalize()
      }
      // Hand the hash to the enclosing containers, finishing those that are complete.
      while var top = stack.popLast() {
        top.add(hash)
        if top.next < top.elements.count {
          node = top.elements[top.next]
          stack.append(top)
          break
        }
        hash = top.finish()
      }
      // Either a next element was found (the stack holds its container) or the root is done.
      if stack.isEmpty { return hash }
    }
  }
}
