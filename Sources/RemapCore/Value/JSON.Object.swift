//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

extension JSON {
  /// A JSON object: members in the order they were written or added.
  ///
  /// An `Object` is a random-access collection of `(key: String, value: JSON)` pairs whose keys
  /// are unique, with dictionary-style lookup by key:
  ///
  /// ```swift
  /// var object: JSON.Object = ["b": 1, "a": 2]
  /// object["c"] = true
  /// object.keys   // ["b", "a", "c"]
  /// ```
  ///
  /// Two objects are equal when they have the same members, in any order, as JSON's object
  /// semantics say.
  ///
  /// `@unchecked Sendable`: its storage, a class, is changed only when no other object holds
  /// it (copy on write), as an array's is.
  public struct Object: @unchecked Sendable {
    /// A member: a key and its value.
    public typealias Element = (key: String, value: JSON)

    /// A member as stored: a struct rather than the `Element` tuple, so that copying and
    /// destroying members runs code specialized for it, not the runtime's generic tuple
    /// witnesses (which showed in profiles of freeing parsed documents).
    @usableFromInline
    package struct Member: Sendable {
      @usableFromInline package var key: String
      @usableFromInline package var value: JSON

      @usableFromInline
      package init(key: String, value: JSON) {
        self.key = key
        self.value = value
      }
    }

    /// The members, or `nil` for an object that has none (which then allocates nothing).
    @usableFromInline
    var storage: Storage?

    /// The member count above which an object keeps a table of its members' positions.
    static let indexThreshold = 64

    /// Creates an empty object.
    public init() {
      storage = nil
    }

    /// Creates an object over storage whose members have unique keys, making its table of
    /// positions if it has more than ``indexThreshold`` members.
    package init(storage: Storage) {
      if storage.count > Self.indexThreshold {
        storage.positions = Self.positions(of: storage)
      }
      self.storage = storage
    }

    /// Creates an object from members known to have unique keys, moved out of the array when
    /// nothing else holds it.
    package init(uniqueMembers members: consuming [Member]) {
      let count = members.count
      guard count > 0 else {
        self.init()
        return
      }
      let storage = Storage.make(capacity: count)
      let target = unsafe storage.members
      var position = count
      while let member = members.popLast() {
        position &-= 1
        unsafe (target + position).initialize(to: member)
      }
      storage.count = count
      self.init(storage: storage)
    }

    /// Creates an object of one member.
    package init(uniqueMember member: consuming Member) {
      let storage = Storage.make(capacity: 1)
      storage.append(member)
      self.init(storage: storage)
    }

    /// Creates an object from a slice of members known to have unique keys, copied.
    package init(uniqueMembers members: ArraySlice<Member>) {
      guard !members.isEmpty else {
        self.init()
        return
      }
      let storage = Storage.make(capacity: members.count)
      let target = unsafe storage.members
      var position = 0
      for member in members {
        unsafe (target + position).initialize(to: member)
        position &+= 1
      }
      storage.count = position
      self.init(storage: storage)
    }

    /// Creates an object from key-value pairs; when a key repeats, the last value wins, in
    /// the position of the first.
    ///
    /// - Parameter pairs: The members, in order.
    /// - Complexity: O(*n*) expected.
    public init(_ pairs: some Sequence<(String, JSON)>) {
      var members: [Member] = []
      var positions: [String: Int] = [:]
      for (key, value) in pairs {
        if let position = positions[key] {
          members[position].value = value
        } else {
          positions[key] = members.count
          members.append(Member(key: key, value: value))
        }
      }
      self.init(uniqueMembers: members)
    }

    /// The position of each key.
    ///
    /// Keys are unique as bytes, but `String` equality also takes canonically equivalent
    /// keys (`é` as U+00E9 and as `e` + U+0301) for one: each then maps to the first, as a
    /// scan finds it.
    private static func positions(of storage: Storage) -> [String: Int] {
      let count = storage.count
      var positions = [String: Int](minimumCapacity: count)
      let members = unsafe storage.members
      // From the last member back, so that the first of equivalent keys is written last: one
      // hash per key, where asking first and then inserting took two.
      for position in (0..<count).reversed() {
        unsafe positions[members[position].key] = position
      }
      return positions
    }

    /// The members, in order, for reading.
    var members: Members { Members(storage: storage) }

    /// Makes the storage this object's own, with room for at least `capacity` members.
    ///
    /// A storage that another object shares is copied (copy on write); one that is too small
    /// is moved into a larger one.
    private mutating func makeUnique(capacity: Int) {
      // Asked before `storage` is bound to anything: a binding would be a second reference.
      let isUnique = isKnownUniquelyReferenced(&storage)
      guard let existing = storage else {
        storage = Storage.make(capacity: Swift.max(capacity, 4))
        return
      }
      if isUnique && existing.room >= capacity { return }
      let count = existing.count
      let grown = Storage.make(capacity: Swift.max(capacity, existing.room))
      if isUnique {
        unsafe grown.members.moveInitialize(from: existing.members, count: count)
        existing.count = 0
      } else {
        unsafe grown.members.initialize(from: existing.members, count: count)
      }
      grown.count = count
      grown.positions = existing.positions
      storage = grown
    }

    /// Replaces the value of the member at a valid position.
    private mutating func setValue(_ value: consuming JSON, at position: Int) {
      makeUnique(capacity: count)
      unsafe storage.unsafelyUnwrapped.members[position].value = value
    }

    /// Removes the last member and returns it, if there is one.
    package mutating func popLast() -> Member? {
      guard count > 0 else { return nil }
      makeUnique(capacity: count)
      let storage = unsafe storage.unsafelyUnwrapped
      let last = storage.count &- 1
      storage.count = last
      storage.positions = nil
      return unsafe (storage.members + last).move()
    }

    /// The keys, in order.
    public var keys: [String] { members.map(\.key) }

    /// The values, in the order of their keys.
    public var values: [JSON] { members.map(\.value) }

    /// The position of the member with a key, if there is one.
    ///
    /// - Parameter key: The key to look for.
    /// - Returns: The member's position, or `nil`.
    /// - Complexity: O(1) expected.
    public func index(forKey key: String) -> Int? {
      guard let storage else { return nil }
      if let positions = storage.positions { return positions[key] }
      let members = unsafe storage.members
      for position in 0..<storage.count where unsafe members[position].key == key {
        return position
      }
      return nil
    }

    /// The value for a key; setting `nil` removes the member, setting a new key appends it.
    ///
    /// - Parameter key: The member's key.
    /// - Complexity: Reading, replacing and adding: O(1) expected (amortized when adding).
    ///   Removing: O(*n*), as removing from an array is.
    public subscript(key: String) -> JSON? {
      get {
        guard let position = index(forKey: key) else { return nil }
        return members[position].value
      }
      set {
        if let position = index(forKey: key) {
          if let newValue {
            setValue(newValue, at: position)
          } else {
            remove(at: position)
          }
        } else if let newValue {
          append(Member(key: key, value: newValue))
        }
      }
    }

    /// Swaps `value` with the value for a key, adding the key with `null` first when it is
    /// absent.
    ///
    /// Swapping `null` in takes a nested value out, leaving the caller the only reference to
    /// its storage, so that it changes in place; ``swapValue(at:with:)`` puts it back.
    ///
    /// - Parameters:
    ///   - key: The member's key.
    ///   - value: The value to put in; on return, the member's value before.
    /// - Returns: The member's position.
    /// - Complexity: O(1) expected.
    mutating func swapValue(forKey key: String, with value: inout JSON) -> Int {
      let position: Int
      if let existing = index(forKey: key) {
        position = existing
        makeUnique(capacity: count)
      } else {
        position = count
        append(Member(key: key, value: .null))
      }
      unsafe swap(&value, &storage.unsafelyUnwrapped.members[position].value)
      return position
    }

    /// Swaps `value` with the value of the member at a position.
    ///
    /// - Parameters:
    ///   - position: A valid position.
    ///   - value: The value to put in; on return, the member's value before.
    mutating func swapValue(at position: Int, with value: inout JSON) {
      precondition(position >= 0 && position < count, "Index out of range")
      makeUnique(capacity: count)
      unsafe swap(&value, &storage.unsafelyUnwrapped.members[position].value)
    }

    /// Removes the member with a key and returns its value, if there was one.
    ///
    /// - Parameter key: The key to remove.
    /// - Returns: The removed value, or `nil`.
    /// - Complexity: O(*n*).
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSON? {
      guard let position = index(forKey: key) else { return nil }
      return remove(at: position)
    }

    private mutating func append(_ member: Member) {
      let count = count
      let capacity = storage?.room ?? 0
      makeUnique(capacity: count < capacity ? count &+ 1 : count &* 2)
      let storage = unsafe storage.unsafelyUnwrapped
      storage.positions?[member.key] = count
      storage.append(member)
      if storage.positions == nil && count &+ 1 > Self.indexThreshold {
        storage.positions = Self.positions(of: storage)
      }
    }

    @discardableResult
    private mutating func remove(at position: Int) -> JSON {
      precondition(position >= 0 && position < count, "Index out of range")
      makeUnique(capacity: count)
      let storage = unsafe storage.unsafelyUnwrapped
      let members = unsafe storage.members
      let count = storage.count &- 1
      let removed = unsafe (members + position).move()
      unsafe (members + position).moveInitialize(
        from: members + (position &+ 1), count: count &- position)
      storage.count = count
      if storage.positions != nil {
        storage.positions = count > Self.indexThreshold ? Self.positions(of: storage) : nil
      }
      if count == 0 { self.storage = nil }
      return removed.value
    }

    /// The members as a dictionary, which does not keep their order.
    public var dictionary: [String: JSON] {
      Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
  }
}

// MARK: - Collection

extension JSON.Object: RandomAccessCollection {
  /// The position of the first member.
  public var startIndex: Int { 0 }

  /// The position past the last member.
  public var endIndex: Int { storage?.count ?? 0 }

  /// The member at a position.
  ///
  /// - Parameter position: A valid position.
  public subscript(position: Int) -> Element {
    let member = members[position]
    return (member.key, member.value)
  }
}

extension JSON.Object {
  /// An object's members as stored, in order: a collection over its storage, which it keeps
  /// alive.
  struct Members: RandomAccessCollection {
    let storage: Storage?

    var startIndex: Int { 0 }

    var endIndex: Int { storage?.count ?? 0 }

    subscript(position: Int) -> Member {
      precondition(position >= 0 && position < endIndex, "Index out of range")
      return unsafe storage.unsafelyUnwrapped.members[position]
    }
  }
}

// MARK: - Equality

extension JSON.Object: Hashable {
  /// Whether two objects have the same members, in any order.
  ///
  /// - Parameters:
  ///   - lhs: An object.
  ///   - rhs: Another object.
  /// - Returns: `true` when the members are equal.
  public static func == (lhs: JSON.Object, rhs: JSON.Object) -> Bool {
    isEqual(lhs, rhs, depth: 0)
  }

  /// Compares members, `depth` levels below the value where comparing started (see
  /// JSON+Hashable.swift).
  static func isEqual(_ lhs: JSON.Object, _ rhs: JSON.Object, depth: Int) -> Bool {
    // Copies share their storage until one changes, and so do the repeats in a parsed
    // document: the same storage holds the same members.
    if lhs.storage === rhs.storage { return true }
    guard lhs.count == rhs.count else { return false }
    // The common case: the same keys in the same order, in one pass. Keys are unique, so
    // where the keys at a position match, the values there must match too; from the first
    // position where they differ, the rest is looked up by key. No value is compared twice
    // (comparing again after a difference deep down would double the work at every level).
    for index in lhs.members.indices {
      guard lhs.members[index].key == rhs.members[index].key else {
        let right = rhs.dictionary
        return lhs.members[index...].allSatisfy { member in
          guard let value = right[member.key] else { return false }
          return JSON.isEqual(member.value, value, depth: depth)
        }
      }
      guard JSON.isEqual(lhs.members[index].value, rhs.members[index].value, depth: depth) else {
        return false
      }
    }
    return true
  }

  /// Hashes the members in a way that does not depend on their order.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hash(into: &hasher, depth: 0)
  }

  func hash(into hasher: inout Hasher, depth: Int) {
    var combined = 0
    for member in members {
      var memberHasher = Hasher()
      memberHasher.combine(member.key)
      member.value.hash(into: &memberHasher, depth: depth)
      combined ^= memberHasher.finalize()
    }
    hasher.combine(count)
    hasher.combine(combined)
  }
}

// MARK: - Literals

extension JSON.Object: ExpressibleByDictionaryLiteral {
  /// Creates an object from a literal, keeping the literal's order.
  ///
  /// - Parameter elements: The members; when a key repeats, the last value wins.
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self.init(elements)
  }
}

// MARK: - Printing

extension JSON.Object: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The object as compact JSON text, its members in order: `{"id":1,"tags":["a"]}`.
  public var description: String { JSON.object(self).description }

  /// The object as compact JSON text, as ``description``.
  public var debugDescription: String { description }

  /// The members in order, as a dictionary's key-value pairs: what `dump(_:)` and a debugger
  /// show, without the object's internal storage.
  public var customMirror: Mirror {
    Mirror(
      self, unlabeledChildren: members.map { (key: $0.key, value: $0.value) },
      displayStyle: .dictionary)
  }
}
