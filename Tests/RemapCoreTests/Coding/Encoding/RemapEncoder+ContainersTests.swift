//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Remap
import Synchronization
import Testing

/// Counts how many times a type's `encode(to:)` ran, which shows whether an encode call fell
/// back to the tree encoder (which runs it again).
private final class RunCounter: Sendable {
  private let runs = Mutex(0)
  func increment() { runs.withLock { $0 += 1 } }
  var count: Int { runs.withLock { $0 } }
}

private struct Key: CodingKey, ExpressibleByStringLiteral {
  var stringValue: String
  init(stringLiteral value: String) { stringValue = value }
  init?(stringValue: String) { self.stringValue = stringValue }
  var intValue: Int? { nil }
  init?(intValue: Int) { nil }
}

/// A value that encodes itself with a closure.
private struct Custom: Encodable {
  let counter = RunCounter()
  let body: @Sendable (any Encoder) throws -> Void
  func encode(to encoder: any Encoder) throws {
    counter.increment()
    try body(encoder)
  }
}

/// Encodes with the streaming path (`encode`) and the tree path (`encodeJSON` then the
/// writer), checks that both give the same bytes, and returns the text and how many times the
/// value's `encode(to:)` ran during `encode`.
private func encodeBothWays(
  _ value: Custom, options: JSONWritingOptions = [],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> (text: String, runs: Int) {
  var encoder = RemapEncoder()
  encoder.outputFormatting = options
  let before = value.counter.count
  let bytes = try encoder.encode(value)
  let runs = value.counter.count - before
  let tree = try encoder.encodeJSON(value).serializedBytes(options: options)
  #expect(bytes == tree, sourceLocation: sourceLocation)
  return (String(decoding: bytes, as: UTF8.self), runs)
}

@Suite("RemapEncoder containers")
struct RemapEncoderContainersTests {
  @Test("nested keyed and unkeyed containers stream without falling back")
  func nestedContainers() throws {
    let value = Custom { encoder in
      var root = encoder.container(keyedBy: Key.self)
      try root.encode("x", forKey: "a")
      var inner = root.nestedContainer(keyedBy: Key.self, forKey: "b")
      try inner.encode(1, forKey: "c")
      var list = inner.nestedUnkeyedContainer(forKey: "d")
      try list.encode(true)
      var deeper = list.nestedContainer(keyedBy: Key.self)
      try deeper.encodeNil(forKey: "e")
      var innerList = list.nestedUnkeyedContainer()
      try innerList.encode(2.5)
      #expect(list.count == 3)
      try list.encode("after")
      try root.encode(3, forKey: "f")
    }
    for options: JSONWritingOptions in [[], .prettyPrinted] {
      let (text, runs) = try encodeBothWays(value, options: options)
      #expect(runs == 1)
      let expected: JSON = [
        "a": "x", "b": ["c": 1, "d": [true, ["e": nil], [2.5], "after"]], "f": 3,
      ]
      #expect(try JSON(parsing: text) == expected)
    }
    #expect(
      try encodeBothWays(value).text
        == #"{"a":"x","b":{"c":1,"d":[true,{"e":null},[2.5],"after"]},"f":3}"#)
  }

  @Test("interleaved writes to two containers fall back and still give the right output")
  func interleaved() throws {
    let value = Custom { encoder in
      var root = encoder.container(keyedBy: Key.self)
      var first = root.nestedContainer(keyedBy: Key.self, forKey: "first")
      var second = root.nestedUnkeyedContainer(forKey: "second")
      try first.encode(1, forKey: "a")
      try second.encode(2)
      try first.encode(3, forKey: "b")
      try root.encode(4, forKey: "c")
      try second.encode(5)
    }
    for options: JSONWritingOptions in [[], .prettyPrinted] {
      let (text, runs) = try encodeBothWays(value, options: options)
      #expect(runs == 2)
      #expect(try JSON(parsing: text) == ["first": ["a": 1, "b": 3], "second": [2, 5], "c": 4])
    }
  }

  @Test("a container kept and written after its parent moved on falls back")
  func lateWrite() throws {
    let value = Custom { encoder in
      var root = encoder.unkeyedContainer()
      var kept = root.nestedContainer(keyedBy: Key.self)
      try root.encode("next")
      try kept.encode("late", forKey: "k")
    }
    let (text, runs) = try encodeBothWays(value)
    #expect(runs == 2)
    #expect(text == #"[{"k":"late"},"next"]"#)
  }

  @Test("asking an encoder for its container again gives the same container")
  func containerAskedTwice() throws {
    let value = Custom { encoder in
      var first = encoder.container(keyedBy: Key.self)
      try first.encode(1, forKey: "a")
      try first.encode([1, 2], forKey: "list")
      var second = encoder.container(keyedBy: Key.self)
      try second.encode(2, forKey: "b")
    }
    let (text, runs) = try encodeBothWays(value)
    #expect(runs == 1)
    #expect(text == #"{"a":1,"list":[1,2],"b":2}"#)
  }

  @Test("class hierarchies that share one encoder, or use superEncoder, stream")
  func classHierarchies() throws {
    class Animal: Encodable {
      var legs = 4
      enum CodingKeys: CodingKey { case legs }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(legs, forKey: .legs)
      }
    }
    final class Dog: Animal {
      var name = "Rex"
      enum DogKeys: CodingKey { case name }
      override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: DogKeys.self)
        try container.encode(name, forKey: .name)
      }
    }
    final class Cat: Animal {
      var name = "Tom"
      enum CatKeys: CodingKey { case name }
      override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CatKeys.self)
        try container.encode(name, forKey: .name)
        try super.encode(to: container.superEncoder())
      }
    }
    #expect(try encodedText(Dog()) == #"{"legs":4,"name":"Rex"}"#)
    #expect(try encodedText([Cat()]) == #"[{"name":"Tom","super":{"legs":4}}]"#)
    #expect(try RemapEncoder().encodeJSON(Cat()) == ["name": "Tom", "super": ["legs": 4]])
  }

  @Test("superEncoder written at once, late, or never")
  func superEncoders() throws {
    let immediate = Custom { encoder in
      var root = encoder.container(keyedBy: Key.self)
      var again = encoder.container(keyedBy: Key.self)
      var list = again.nestedUnkeyedContainer(forKey: "list")
      try list.encode(0)
      var item = list.superEncoder().singleValueContainer()
      try item.encode("super-element")
      var parent = root.superEncoder(forKey: "parent").container(keyedBy: Key.self)
      try parent.encode(1, forKey: "p")
      try root.encode(2, forKey: "after")
    }
    let (text, runs) = try encodeBothWays(immediate)
    #expect(runs == 1)
    #expect(text == #"{"list":[0,"super-element"],"parent":{"p":1},"after":2}"#)

    let unused = Custom { encoder in
      var root = encoder.container(keyedBy: Key.self)
      _ = root.superEncoder()
      try root.encode(1, forKey: "after")
      var list = root.nestedUnkeyedContainer(forKey: "list")
      _ = list.superEncoder()
    }
    let (unusedText, unusedRuns) = try encodeBothWays(unused)
    #expect(unusedRuns == 1)
    #expect(unusedText == #"{"super":{},"after":1,"list":[{}]}"#)

    let late = Custom { encoder in
      var root = encoder.container(keyedBy: Key.self)
      let superEncoder = root.superEncoder()
      try root.encode(1, forKey: "after")
      var container = superEncoder.singleValueContainer()
      try container.encode("late")
    }
    let (lateText, lateRuns) = try encodeBothWays(late)
    #expect(lateRuns == 2)
    #expect(try JSON(parsing: lateText) == ["super": "late", "after": 1])
  }

  @Test("a repeated key keeps its first position and its last value")
  func duplicateKeys() throws {
    let value = Custom { encoder in
      var root = encoder.container(keyedBy: Key.self)
      try root.encode(1, forKey: "a")
      try root.encode(2, forKey: "b")
      try root.encode([3], forKey: "a")
    }
    let (text, runs) = try encodeBothWays(value)
    #expect(runs == 2)
    #expect(text == #"{"a":[3],"b":2}"#)
  }

  @Test("many distinct keys in one object never look like repeats")
  func manyKeys() throws {
    let value = Custom { encoder in
      var root = encoder.container(keyedBy: Key.self)
      for number in 0..<2000 {
        try root.encode(number, forKey: Key(stringLiteral: "key\(number)"))
      }
      var nested = root.nestedContainer(keyedBy: Key.self, forKey: "nested")
      for number in 0..<100 {
        try nested.encode(number, forKey: Key(stringLiteral: "key\(number)"))
      }
    }
    let (text, runs) = try encodeBothWays(value)
    #expect(runs == 1)
    #expect(try JSON(parsing: text).object?.count == 2001)
  }

  @Test("the same key in different objects is not a repeat")
  func sameKeyInSiblings() throws {
    struct Point: Encodable { var x = 1, y = 2 }
    let value = Custom { encoder in
      var root = encoder.container(keyedBy: Key.self)
      try root.encode(Point(), forKey: "x")
      try root.encode([Point(), Point()], forKey: "y")
    }
    let (text, runs) = try encodeBothWays(value)
    #expect(runs == 1)
    #expect(text == #"{"x":{"x":1,"y":2},"y":[{"x":1,"y":2},{"x":1,"y":2}]}"#)
  }

  @Test("a single value container written twice falls back, and the last value wins")
  func singleValueTwice() throws {
    let value = Custom { encoder in
      var container = encoder.singleValueContainer()
      try container.encode(1)
      try container.encode(2)
    }
    let (text, runs) = try encodeBothWays(value)
    #expect(runs == 2)
    #expect(text == "2")
  }

  @Test("an error caught by the type and ignored does not corrupt the output")
  func swallowedError() throws {
    let value = Custom { encoder in
      var root = encoder.container(keyedBy: Key.self)
      try root.encode(1, forKey: "a")
      try? root.encode([Double.nan], forKey: "bad")
      try root.encode(2, forKey: "b")
    }
    var encoder = RemapEncoder()
    let text = String(decoding: try encoder.encode(value), as: UTF8.self)
    // As in JSONEncoder, a member whose value threw is left out.
    #expect(try JSON(parsing: text) == ["a": 1, "b": 2])
    encoder.outputFormatting = .prettyPrinted
    #expect(throws: Never.self) { try JSON(parsing: try encoder.encode(value)) }
  }

  @Test("coding paths inside encode(to:) are the same on both paths")
  func codingPaths() throws {
    final class Recorder: Sendable {
      let paths = Mutex<[String]>([])
    }
    let recorder = Recorder()
    struct Leaf: Encodable {
      let record: @Sendable (String) -> Void
      func encode(to encoder: any Encoder) throws {
        record(ValuePath(codingPath: encoder.codingPath).description)
        var container = encoder.singleValueContainer()
        record(ValuePath(codingPath: container.codingPath).description)
        try container.encode(1)
      }
    }
    let leaf = Leaf { path in recorder.paths.withLock { $0.append(path) } }
    let value = Custom { encoder in
      var root = encoder.container(keyedBy: Key.self)
      try root.encode(leaf, forKey: "a")
      var list = root.nestedUnkeyedContainer(forKey: "list")
      try list.encode(leaf)
      var object = list.nestedContainer(keyedBy: Key.self)
      try object.encode([leaf, leaf], forKey: "deep")
      #expect(ValuePath(codingPath: object.codingPath) == "list[1]")
      try object.encode(["k": leaf], forKey: "map")
    }
    _ = try RemapEncoder().encode(value)
    let streamed = recorder.paths.withLock { $0 }
    recorder.paths.withLock { $0 = [] }
    _ = try RemapEncoder().encodeJSON(value)
    let built = recorder.paths.withLock { $0 }
    #expect(streamed == built)
    #expect(
      streamed == [
        "a", "a", "list[0]", "list[0]", "list[1].deep[0]", "list[1].deep[0]", "list[1].deep[1]",
        "list[1].deep[1]", "list[1].map.k", "list[1].map.k",
      ])
  }
}

extension ValuePath {
  /// The path a coding path names, as tests write it.
  fileprivate init(codingPath: [any CodingKey]) {
    self.init(
      codingPath.map { key in
        if let index = key.intValue, key.stringValue.hasPrefix("Index ") {
          .index(index)
        } else {
          .key(key.stringValue)
        }
      })
  }
}
