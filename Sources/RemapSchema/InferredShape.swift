//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// What the samples held at one place in their structure: how often each kind of value
/// appeared there, and for objects, arrays and strings, what they held in turn.
///
/// ``SchemaInference`` builds it one sample at a time; ``SwiftModelWriter`` and
/// ``JSONSchemaWriter`` read it. Its size depends on the samples' structure, not on how many
/// samples there were, so that a shape can summarise an input of any length.
///
/// ```swift
/// var inference = SchemaInference()
/// inference.add(["id": 1, "tags": ["a"]])
/// inference.add(["id": 2.5])
/// let shape = inference.shape
/// shape.members.map(\.key)                  // ["id", "tags"]
/// shape.member("id")?.fractionalCount       // 1
/// shape.member("tags")?.count               // 1, in 2 objects: optional
/// ```
public struct InferredShape: Sendable, Equatable {
  /// How many values were seen here, `null` included.
  public internal(set) var count = 0
  /// How many of them were `null`.
  public internal(set) var nullCount = 0
  /// How many were `true` or `false`.
  public internal(set) var booleanCount = 0
  /// How many were integers that fit in 64 bits.
  public internal(set) var integerCount = 0
  /// How many were other numbers: with a fraction, or too large for 64 bits.
  public internal(set) var fractionalCount = 0
  /// How many were strings.
  public internal(set) var stringCount = 0
  /// How many were arrays.
  public internal(set) var arrayCount = 0
  /// How many were objects.
  public internal(set) var objectCount = 0

  /// What the strings seen here looked like.
  public internal(set) var strings = StringSummary()

  /// The keys seen in the objects here, in the order each first appeared, with the shape of
  /// their values; a member's ``count`` is the number of objects that had the key.
  public internal(set) var members: [Member] = []

  /// Where each key is in ``members``.
  private var memberIndex: [String: Int] = [:]

  /// The shape of the arrays' elements, all arrays merged; at most one element.
  private var itemStorage: [InferredShape] = []

  /// Creates an empty shape, one that has seen no value.
  public init() {}

  /// The shape of the elements of every array seen here, merged; `nil` when no array
  /// seen here had an element.
  public var items: InferredShape? { itemStorage.first }

  /// The shape of one member of the objects seen here.
  ///
  /// - Parameter key: The key, exactly as the samples spell it.
  /// - Returns: The member's shape, or `nil` when no object here had the key.
  public func member(_ key: String) -> InferredShape? {
    memberIndex[key].map { members[$0].shape }
  }

  /// How many kinds of value other than `null` were seen here, counting integers and other
  /// numbers as one kind.
  public var kindCount: Int {
    [booleanCount, integerCount + fractionalCount, stringCount, arrayCount, objectCount]
      .count { $0 > 0 }
  }
}

// MARK: - Members

extension InferredShape {
  /// A key of the objects seen at one place, and the shape of its values.
  public struct Member: Sendable, Equatable {
    /// The key, exactly as the samples spell it.
    public var key: String
    /// The shape of the key's values; its ``InferredShape/count`` is the number of objects
    /// that had the key.
    public var shape: InferredShape
  }
}

// MARK: - Adding values

extension InferredShape {
  /// Adds one value, and everything inside it, to the shape.
  ///
  /// The merge recurses at most ``maximumDepth`` levels, so that a value built in code and
  /// nested thousands deep cannot overflow the stack; parsed samples never nest that deep.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - distinctStringLimit: How many distinct strings to remember per place.
  mutating func add(_ value: JSON, distinctStringLimit: Int) {
    addBounded(value, distinctStringLimit: distinctStringLimit, depth: 0)
  }

  private mutating func addBounded(_ value: JSON, distinctStringLimit: Int, depth: Int) {
    count += 1
    switch value {
    case .null:
      nullCount += 1
    case .bool:
      booleanCount += 1
    case .number(let number):
      if number.isInteger && number.int64 != nil {
        integerCount += 1
      } else {
        fractionalCount += 1
      }
    case .string(let text):
      stringCount += 1
      strings.add(text, distinctLimit: distinctStringLimit)
    case .array(let elements):
      arrayCount += 1
      guard depth < Self.maximumDepth else { return }
      for element in elements {
        if itemStorage.isEmpty { itemStorage.append(InferredShape()) }
        itemStorage[0].addBounded(
          element, distinctStringLimit: distinctStringLimit, depth: depth + 1)
      }
    case .object(let object):
      objectCount += 1
      guard depth < Self.maximumDepth else { return }
      for (key, member) in object {
        let index: Int
        if let known = memberIndex[key] {
          index = known
        } else {
          index = members.count
          memberIndex[key] = index
          members.append(Member(key: key, shape: InferredShape()))
        }
        members[index].shape.addBounded(
          member, distinctStringLimit: distinctStringLimit, depth: depth + 1)
      }
    }
  }

  /// Adds everything another shape saw here.
  mutating func merge(_ other: InferredShape) {
    count += other.count
    nullCount += other.nullCount
    booleanCount += other.booleanCount
    integerCount += other.integerCount
    fractionalCount += other.fractionalCount
    stringCount += other.stringCount
    arrayCount += other.arrayCount
    objectCount += other.objectCount
    strings.merge(other.strings)
    for member in other.members {
      if let index = memberIndex[member.key] {
        members[index].shape.merge(member.shape)
      } else {
        memberIndex[member.key] = members.count
        members.append(member)
      }
    }
    if let items = other.items {
      if itemStorage.isEmpty { itemStorage.append(InferredShape()) }
      itemStorage[0].merge(items)
    }
  }

  /// The shape of an array's elements, when the values here are arrays or single values
  /// that `RemapDecoder` reads as one-element arrays (XML's repeated elements): the
  /// elements and the single values merged.
  var itemsWithSingleValues: InferredShape {
    var single = self
    single.count -= arrayCount + nullCount
    single.nullCount = 0
    single.arrayCount = 0
    single.itemStorage = []
    var merged = items ?? InferredShape()
    merged.merge(single)
    return merged
  }

  /// The deepest nesting merged.
  ///
  /// Deeper values count as seen but add no structure. The JSON parser stops at 512 levels
  /// by default, so parsed samples never reach it.
  static let maximumDepth = 512
}
