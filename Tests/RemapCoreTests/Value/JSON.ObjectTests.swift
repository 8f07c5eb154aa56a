//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap
import Testing

@Suite("JSON.Object")
struct JSONObjectTests {
  @Test("printing shows the members only, as JSON text and as key-value pairs")
  func printing() throws {
    let object: JSON.Object = ["b": 1, "a": [true, nil], "c": ["d": "e"]]
    #expect("\(object)" == #"{"b":1,"a":[true,null],"c":{"d":"e"}}"#)
    #expect(String(reflecting: object) == #"{"b":1,"a":[true,null],"c":{"d":"e"}}"#)
    #expect("\(JSON.Object())" == "{}")
    // An object large enough to keep an index of its keys prints the same way.
    let large = JSON.Object((0..<100).map { ("k\($0)", JSON(integerLiteral: $0)) })
    for value in [object, large] {
      let mirror = Mirror(reflecting: value)
      #expect(mirror.displayStyle == .dictionary)
      #expect(mirror.children.count == value.count)
      let pairs = mirror.children.compactMap { $0.value as? (key: String, value: JSON) }
      #expect(pairs.map(\.key) == value.keys)
      #expect(pairs.map(\.value) == value.values)
      var dumped = ""
      dump(value, to: &dumped)
      #expect(!dumped.contains("positions") && !dumped.contains("members"), "\(dumped)")
    }
  }

  @Test("members keep the order they were written or added in")
  func orderIsKept() throws {
    var object: JSON.Object = ["b": 1, "a": 2, "c": 3]
    #expect(object.keys == ["b", "a", "c"])
    #expect(object.values == [1, 2, 3])
    object["0"] = true
    #expect(object.keys == ["b", "a", "c", "0"])
    let parsed = try #require(try JSON(parsing: #"{"z": 1, "y": 2, "x": 3, "é": 4, "": 5}"#).object)
    #expect(parsed.keys == ["z", "y", "x", "é", ""])
    #expect(parsed.map(\.key) == parsed.keys)
  }

  @Test("replacing a value keeps its position; removing closes the gap")
  func replaceAndRemove() {
    var object: JSON.Object = ["a": 1, "b": 2, "c": 3]
    object["b"] = "two"
    #expect(object.keys == ["a", "b", "c"])
    #expect(object["b"] == "two")
    object["a"] = nil
    #expect(object.keys == ["b", "c"])
    #expect(object.removeValue(forKey: "c") == 3)
    #expect(object.removeValue(forKey: "c") == nil)
    #expect(object.keys == ["b"])
    object["missing"] = nil
    #expect(object.count == 1)
  }

  @Test("pairs with repeated keys keep the last value in the first position")
  func repeatedKeys() {
    let object = JSON.Object([("a", 1), ("b", 2), ("a", 3), ("b", nil), ("c", 4)])
    #expect(object.keys == ["a", "b", "c"])
    #expect(object.values == [3, nil, 4])
  }

  @Test("lookup by key and by position")
  func lookup() {
    let object: JSON.Object = ["a": 1, "b": nil]
    #expect(object["a"] == 1)
    #expect(object["b"] == .some(.null))
    #expect(object["c"] == nil)
    #expect(object.index(forKey: "b") == 1)
    #expect(object.index(forKey: "c") == nil)
    #expect(object[1].key == "b")
    #expect(object.startIndex == 0 && object.endIndex == 2)
    #expect(JSON.Object().isEmpty)
  }

  @Test("the dictionary view has every member")
  func dictionaryView() {
    let object: JSON.Object = ["a": 1, "b": [true]]
    #expect(object.dictionary == ["a": 1, "b": [true]])
  }

  @Test("equality ignores order; hashing agrees")
  func equalityIgnoresOrder() {
    let a: JSON.Object = ["a": 1, "b": 2, "c": [1, 2]]
    let b: JSON.Object = ["c": [1, 2], "a": 1.0, "b": 2]
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(Set([a, b]).count == 1)
  }

  @Test(
    "objects with different members differ",
    arguments: [
      (["a": 1], ["a": 1, "b": 2]), (["a": 1], ["b": 1]), (["a": 1], ["a": "1"]),
      (["a": nil], [:]), (["a": 1, "b": 2], ["a": 2, "b": 1]),
    ] as [(JSON.Object, JSON.Object)])
  func inequality(lhs: JSON.Object, rhs: JSON.Object) {
    #expect(lhs != rhs)
    #expect(rhs != lhs)
  }

  @Test("order-independent hashing still tells apart swapped values")
  func hashingSeparatesSwappedValues() {
    let a: JSON.Object = ["a": 1, "b": 2]
    let b: JSON.Object = ["a": 2, "b": 1]
    #expect(Set([a, b]).count == 2)
  }
}
