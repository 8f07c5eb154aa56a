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
import Testing

/// A model that keeps its keyed container, and reads from it only after decoding returns.
private struct KeepsItsContainer: Decodable {
  enum CodingKeys: String, CodingKey { case id, name, flag }

  let container: KeyedDecodingContainer<CodingKeys>
  let id: Int

  init(from decoder: any Decoder) throws {
    container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
  }
}

/// A key named at run time, so that containers nested in each other share one key type.
private struct NamedKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// A model that reads `a.b.x` through two nested containers of its own key type, and `y`
/// from its own container after them.
private struct OpensItsOwnKeyType: Decodable, Equatable {
  var x: Int
  var y: String

  init(x: Int, y: String) {
    self.x = x
    self.y = y
  }

  init(from decoder: any Decoder) throws {
    let outer = try decoder.container(keyedBy: NamedKey.self)
    let a = try outer.nestedContainer(keyedBy: NamedKey.self, forKey: NamedKey("a"))
    let b = try a.nestedContainer(keyedBy: NamedKey.self, forKey: NamedKey("b"))
    x = try b.decode(Int.self, forKey: NamedKey("x"))
    y = try outer.decode(String.self, forKey: NamedKey("y"))
  }
}

private struct Point: Codable, Equatable {
  var x: Int
  var y: Int
}

/// The boxes of the keyed containers that models were handed.
private final class Boxes: @unchecked Sendable {
  static let key = CodingUserInfoKey(rawValue: "boxes")!
  private struct Seen { weak var box: AnyObject? }
  private var boxes: [Seen] = []
  /// How many containers models were handed, and how many of them were handed before.
  private(set) var handed = 0
  private(set) var reused = 0

  /// Records the box of `container`: a `KeyedDecodingContainer` stores one reference.
  ///
  /// A box is known by identity while it lives (a weak reference): a box freed and another
  /// made at its address is not a reuse.
  static func record<Key>(_ container: KeyedDecodingContainer<Key>, in decoder: any Decoder) {
    guard let boxes = decoder.userInfo[key] as? Boxes else { return }
    #expect(MemoryLayout<KeyedDecodingContainer<Key>>.size == MemoryLayout<AnyObject>.size)
    let box = unsafeBitCast(container, to: AnyObject.self)
    boxes.handed += 1
    if boxes.boxes.contains(where: { $0.box === box }) {
      boxes.reused += 1
    } else {
      boxes.boxes.append(Seen(box: box))
    }
  }

  /// How many containers are reused where `count` would be in an optimized build: none in
  /// a debug build, where every `isKnownUniquelyReferenced` check of a kept box fails
  /// (an extra reference that optimized code does not make), so these counts are checked
  /// by `swift test -c release`.
  static func reuses(_ count: Int) -> Int {
    #if DEBUG
      0
    #else
      count
    #endif
  }

  /// Decodes `type` from `json`, and returns what was recorded.
  static func decoding<T: Decodable>(_ type: T.Type, _ json: String) throws -> (T, Boxes) {
    let boxes = Boxes()
    var decoder = RemapDecoder()
    decoder.userInfo[key] = boxes
    return (try decoder.decode(type, from: Data(json.utf8)), boxes)
  }
}

/// A node of a chain, nested in nodes of its own type, that records its container's box.
private final class Link: Decodable {
  let depth: Int
  let next: Link?
  enum CodingKeys: String, CodingKey { case depth, next }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    Boxes.record(container, in: decoder)
    depth = try container.decode(Int.self, forKey: .depth)
    next = try container.decodeIfPresent(Link.self, forKey: .next)
  }

  /// The depths of this link and the ones after it.
  var depths: [Int] { [depth] + (next?.depths ?? []) }
}

/// The decoder hands a keyed container, once its type's code has let go of it, to the next
/// object read with the same key type: a container that is still in use, or that a model
/// kept, must never be handed out again.
@Suite("RemapDecoder: reusing keyed containers")
struct RemapDecoderContainerReuseTests {
  @Test("a container kept by each element still reads its own object after the array")
  func keptContainersAreNotReused() throws {
    let text = (0..<20).map { #"{"id": \#($0), "name": "n\#($0)", "flag": \#($0 % 2 == 0)}"# }
    let data = Data("[\(text.joined(separator: ","))]".utf8)
    let kept = try RemapDecoder().decode([KeepsItsContainer].self, from: data)
    #expect(kept.map(\.id) == Array(0..<20))
    // Read after decoding, through the kept containers: each must still be its own object's.
    for (index, element) in kept.enumerated() {
      #expect(try element.container.decode(String.self, forKey: .name) == "n\(index)")
      #expect(try element.container.decode(Bool.self, forKey: .flag) == (index % 2 == 0))
      #expect(try element.container.decode(Int.self, forKey: .id) == index)
    }
  }

  @Test("containers nested in one of their own key type read their own objects")
  func nestedContainersOfOneKeyType() throws {
    let data = Data(
      #"""
      [{"a": {"b": {"x": 1}}, "y": "one"},
       {"y": "two", "a": {"b": {"x": 2}}},
       {"a": {"z": 0, "b": {"x": 3}}, "y": "three"}]
      """#.utf8)
    for decoder in [RemapDecoder(), RemapDecoder.strict] {
      #expect(
        try decoder.decode([OpensItsOwnKeyType].self, from: data) == [
          OpensItsOwnKeyType(x: 1, y: "one"), OpensItsOwnKeyType(x: 2, y: "two"),
          OpensItsOwnKeyType(x: 3, y: "three"),
        ])
    }
    // An error deep in a nested container, after other elements used the same key type,
    // keeps its path.
    let bad = Data(
      #"[{"a": {"b": {"x": 1}}, "y": "one"}, {"a": {"b": {"x": "2"}}, "y": "two"}]"#.utf8)
    let error = try #require(throws: RemapError.self) {
      try RemapDecoder.strict.decode([OpensItsOwnKeyType].self, from: bad)
    }
    #expect(error.code == .typeMismatch)
    #expect(error.path == "[1].a.b.x")
  }

  @Test("the elements of an array are read through one container, reused")
  func elementsShareOneContainer() throws {
    let json = "[" + Array(repeating: #"{"depth": 1}"#, count: 10).joined(separator: ",") + "]"
    let (links, boxes) = try Boxes.decoding([Link].self, json)
    #expect(links.map(\.depths) == Array(repeating: [1], count: 10))
    #expect(boxes.handed == 10)
    #expect(boxes.reused == Boxes.reuses(9))
  }

  @Test(
    "models nested in models of their own type reuse two containers, and read their own objects")
  func nestedModelsOfOneType() throws {
    // Twenty chains of two links: the outer link's container is in use while the inner
    // one is read, which needs a container of its own; the next chain reuses both.
    let pair = #"{"depth": 0, "next": {"depth": 1}}"#
    let (pairs, boxes) = try Boxes.decoding(
      [Link].self, "[" + Array(repeating: pair, count: 20).joined(separator: ",") + "]")
    #expect(pairs.map(\.depths) == Array(repeating: [0, 1], count: 20))
    #expect(boxes.handed == 40)
    #expect(boxes.reused == Boxes.reuses(38))
    // Deeper than the containers kept: new ones past the second level, each object its own.
    let deep = (0..<12).reversed().reduce("null") { #"{"depth": \#($1), "next": \#($0)}"# }
    let (links, _) = try Boxes.decoding([Link].self, "[\(deep), \(deep)]")
    #expect(links.map(\.depths) == Array(repeating: Array(0..<12), count: 2))
  }

  @Test("an element whose decoding threw leaves its container to the next ones, which read well")
  func reuseAfterAFailedElement() throws {
    var decoder = RemapDecoder.strict
    decoder.lossyCollections = true
    let data = Data(
      #"[{"x": 1, "y": 2}, {"x": "bad", "y": 3}, {"x": 4}, {"x": 5, "y": 6}, {"y": 7, "x": 8}]"#
        .utf8)
    let points = try decoder.decode([Point].self, from: data)
    #expect(points == [Point(x: 1, y: 2), Point(x: 5, y: 6), Point(x: 8, y: 7)])
    let report = decoder.report([Point].self, from: data)
    #expect(report.value == points)
    #expect(report.diagnostics.map(\.path) == ["[1]", "[2]"])
  }
}
