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

private typealias Key = DecoderTestSupport.Key

private func names(_ path: [any CodingKey]) -> [String] { DecoderTestSupport.names(path) }

// MARK: - Models

private enum MetaKeys: String, CodingKey { case id, deep }

/// Keeps nested containers and uses them after their parents moved on, noting every path.
private struct Nesting: Decodable {
  var paths: [[String]] = []
  var values: [Int] = []

  enum Keys: String, CodingKey { case meta, list, after }

  init(from decoder: any Decoder) throws {
    let root = try decoder.container(keyedBy: Keys.self)
    paths.append(names(root.codingPath))
    let meta = try root.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
    paths.append(names(meta.codingPath))
    var list = try root.nestedUnkeyedContainer(forKey: .list)
    paths.append(names(list.codingPath))
    let first = try list.nestedContainer(keyedBy: MetaKeys.self)
    paths.append(names(first.codingPath))
    var inner = try list.nestedUnkeyedContainer()
    paths.append(names(inner.codingPath))
    values.append(try inner.decode(Int.self))
    values.append(try meta.decode(Int.self, forKey: .id))
    let deep = try meta.nestedContainer(keyedBy: MetaKeys.self, forKey: .deep)
    paths.append(names(deep.codingPath))
    values.append(try deep.decode(Int.self, forKey: .id))
    values.append(try first.decode(Int.self, forKey: .id))
    values.append(try inner.decode(Int.self))
    values.append(try root.decode(Int.self, forKey: .after))
    paths.append(names(decoder.codingPath))
  }
}

/// Fails in a nested container kept past its parent's next lookup.
private struct LateFailure: Decodable {
  enum Keys: String, CodingKey { case meta, after }

  init(from decoder: any Decoder) throws {
    let root = try decoder.container(keyedBy: Keys.self)
    let meta = try root.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
    _ = try root.decode(Int.self, forKey: .after)
    _ = try meta.decode(String.self, forKey: .id)
  }
}

private class Animal: Decodable {
  let name: String
  let probe: String?

  enum Keys: String, CodingKey { case name }

  required init(from decoder: any Decoder) throws {
    name = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .name)
    probe = decoder.userInfo[.decoderTestsProbe] as? String
  }
}

/// Reads its superclass from the key `super`.
private final class Dog: Animal {
  let breed: String

  enum DogKeys: String, CodingKey { case breed }

  required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: DogKeys.self)
    breed = try container.decode(String.self, forKey: .breed)
    try super.init(from: container.superDecoder())
  }
}

/// Reads its superclass from the key `base`, and notes the super decoder's path.
private final class Cat: Animal {
  let lives: Int
  let superPath: [String]

  enum CatKeys: String, CodingKey { case lives, base }

  required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CatKeys.self)
    let superDecoder = try container.superDecoder(forKey: .base)
    superPath = names(superDecoder.codingPath)
    lives = try container.decode(Int.self, forKey: .lives)
    try super.init(from: superDecoder)
  }
}

/// Shares its decoder with its superclass: one flat object.
private final class Bird: Animal {
  let wings: Int

  enum BirdKeys: String, CodingKey { case wings }

  required init(from decoder: any Decoder) throws {
    wings = try decoder.container(keyedBy: BirdKeys.self).decode(Int.self, forKey: .wings)
    try super.init(from: decoder)
  }
}

/// Reads the elements of an array one by one and logs the container's state.
private struct UnkeyedLog: Decodable {
  var log: [String] = []

  private struct Object: Decodable { var id: Int }

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    func note(_ event: String) {
      log.append(
        "\(event) count=\(container.count.map(String.init) ?? "nil") index=\(container.currentIndex) end=\(container.isAtEnd)"
      )
    }
    note("start")
    note("nil:\(try container.decodeNil())")  // null
    note("nil:\(try container.decodeNil())")  // 1
    note("object:\((try? container.decode(Object.self)) != nil)")  // 1 is not an object
    note("int:\(try container.decode(Int.self))")  // 1
    note("object:\((try? container.decode(Object.self)) != nil)")  // "x" is not an object
    note("string:\(try container.decode(String.self))")  // "x"
    note("int:\(try container.decode(Int.self))")  // 3
    do {
      _ = try container.decode(Int.self)
    } catch let DecodingError.valueNotFound(_, context) {
      note("past the end: \(context.debugDescription) at \(names(context.codingPath))")
    }
  }
}

/// Calls `decodeNil` once the array is exhausted.
private struct NilAtEnd: Decodable {
  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    _ = try container.decode(Int.self)
    _ = try container.decodeNil()
  }
}

/// Notes `allKeys`, `contains` and `decodeNil(forKey:)` of an object.
private struct KeyedLog<Keys: CodingKey>: Decodable {
  var allKeys: [String]
  var contains: [String: Bool] = [:]
  var isNil: [String: Bool] = [:]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    allKeys = container.allKeys.map(\.stringValue)
    for name in decoder.userInfo[.decoderTestsProbe] as? [String] ?? [] {
      guard let key = Keys(stringValue: name) else { continue }
      contains[name] = container.contains(key)
      if container.contains(key) { isNil[name] = try container.decodeNil(forKey: key) }
    }
  }
}

private enum PersonKeys: String, CodingKey { case firstName, age }

private enum Shape: Decodable, Equatable {
  case circle(radius: Double)
  case rectangle(width: Double, height: Double)
  case point
  case labeled(String, tags: [String]?)
  indirect case group([Shape])
}

private indirect enum Tree: Decodable, Equatable {
  case leaf(Int)
  case node([Tree])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Int.self) {
      self = .leaf(value)
    } else {
      self = .node(try container.decode([Tree].self))
    }
  }
}

private final class Node: Decodable {
  let value: Int
  let children: [Node]
  let next: Node?

  var length: Int { 1 + (next?.length ?? 0) }
}

private struct Envelope: Decodable, Equatable {
  var id: Int
  var meta: JSON
  var extra: JSON?
  var list: [JSON]
}

private struct Collections: Decodable, Equatable {
  var byName: [String: Int]
  var byID: [Int: String]
  var nested: [String: [String: [Int]]]
  var matrix: [[Int]]
  var words: [[String]]
  var set: Set<String>
  var maybe: [Int]?
  var absent: [Int]?
  var none: [Int]?
  var holes: [Int?]
  var maps: [[String: Bool]]
}

private struct Probe: Decodable {
  var seen: String?

  init(from decoder: any Decoder) throws {
    seen = decoder.userInfo[.decoderTestsProbe] as? String
  }
}

@Suite("RemapDecoder containers")
struct RemapDecoderContainersTests {
  // MARK: - Nested containers

  @Test("nested containers have their own paths and work after their parents move on")
  func nestedContainers() throws {
    let text = #"{"meta": {"id": 1, "deep": {"id": 2}}, "list": [{"id": 3}, [4, 5]], "after": 6}"#
    for decoder in [RemapDecoder(), .strict] {
      let value = try decoder.decode(Nesting.self, from: text)
      #expect(
        value.paths == [
          [], ["meta"], ["list"], ["list", "[0]"], ["list", "[1]"], ["meta", "deep"], [],
        ])
      #expect(value.values == [4, 1, 2, 3, 5, 6])
    }
    let nested = try RemapDecoder().decode([String: Nesting].self, from: "{\"x\": \(text)}")
    #expect(nested["x"]?.paths.last == ["x"])
    #expect(nested["x"]?.paths[3] == ["x", "list", "[0]"])
  }

  @Test("an error in a kept nested container names that container's path")
  func lateFailurePath() {
    let error = DecoderTestSupport.error(
      [LateFailure].self, from: #"[{"meta": {"id": 1}, "after": 2}]"#, with: .strict)
    #expect(error?.code == .typeMismatch)
    #expect(error?.path == "[0].meta.id")
  }

  // MARK: - Super decoders and classes

  @Test("superDecoder() reads the key super")
  func superDecoder() throws {
    let dog = try RemapDecoder().decode(
      Dog.self, from: #"{"breed": "collie", "super": {"name": "Lassie"}}"#)
    #expect(dog.breed == "collie")
    #expect(dog.name == "Lassie")

    let error = DecoderTestSupport.error(
      Dog.self, from: #"{"breed": "collie", "super": {"nom": "x"}}"#)
    #expect(error?.code == .keyNotFound)
    #expect(error?.path == "super.name")
  }

  /// `JSONDecoder` gives a decoder for `null` when the key is missing; Remap's is an error
  /// straight away, naming the key.
  @Test("superDecoder() for a missing key is a keyNotFound error")
  func superDecoderMissing() {
    let error = DecoderTestSupport.error(Dog.self, from: #"{"breed": "collie", "name": "x"}"#)
    #expect(error?.code == .keyNotFound)
    #expect(error?.path == "super")
    #expect(error?.message == #"missing required key "super" in the top-level object"#)
  }

  @Test("superDecoder(forKey:) reads the key given, with its path")
  func superDecoderForKey() throws {
    let cats = try RemapDecoder().decode(
      [Cat].self, from: #"[{"base": {"name": "Tom"}, "lives": 9}]"#)
    #expect(cats[0].name == "Tom")
    #expect(cats[0].lives == 9)
    #expect(cats[0].superPath == ["[0]", "base"])
  }

  @Test("a subclass sharing its decoder with its superclass reads one object")
  func sharedDecoder() throws {
    for decoder in [RemapDecoder(), .strict] {
      let bird = try decoder.decode(Bird.self, from: #"{"wings": 2, "name": "Tweety"}"#)
      #expect(bird.wings == 2)
      #expect(bird.name == "Tweety")
    }
  }

  @Test("an unkeyed container's superDecoder reads the next element and moves past it")
  func unkeyedSuperDecoder() throws {
    struct Pair: Decodable {
      var first: String
      var second: Int
      var path: [String]
      var index: Int

      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let superDecoder = try container.superDecoder()
        path = names(superDecoder.codingPath)
        first = try Animal(from: superDecoder).name
        index = container.currentIndex
        second = try container.decode(Int.self)
      }
    }
    let pair = try RemapDecoder().decode(Pair.self, from: #"[{"name": "Rex"}, 5]"#)
    #expect(pair.first == "Rex")
    #expect(pair.second == 5)
    #expect(pair.path == ["[0]"])
    #expect(pair.index == 1)
  }

  // MARK: - Unkeyed containers

  @Test("unkeyed containers count, and move only past what they decode")
  func unkeyed() throws {
    let value = try RemapDecoder.strict.decode(UnkeyedLog.self, from: #"[null, 1, "x", 3]"#)
    #expect(
      value.log == [
        "start count=4 index=0 end=false",
        "nil:true count=4 index=1 end=false",
        "nil:false count=4 index=1 end=false",
        "object:false count=4 index=1 end=false",
        "int:1 count=4 index=2 end=false",
        "object:false count=4 index=2 end=false",
        "string:x count=4 index=3 end=false",
        "int:3 count=4 index=4 end=true",
        #"past the end: expected another array element after the 4 present at ["[4]"] count=4 index=4 end=true"#,
      ])
    let empty = try RemapDecoder.strict.decode([Int].self, from: "[]")
    #expect(empty.isEmpty)
  }

  @Test(
    "unkeyed decodeNil() past the end throws valueNotFound, as the protocol and JSONDecoder do")
  func decodeNilAtEnd() {
    #expect(throws: DecodingError.self) {
      try DecoderTestSupport.foundationDecode(NilAtEnd.self, from: "[1]")
    }
    let error = DecoderTestSupport.error(NilAtEnd.self, from: "[1]")
    #expect(error?.code == .valueNotFound)
  }

  // MARK: - Keyed containers

  @Test("allKeys lists the document's keys in order; contains and decodeNil(forKey:) agree")
  func allKeysAndContains() throws {
    var decoder = RemapDecoder()
    decoder.userInfo[.decoderTestsProbe] = ["b", "a", "c", "zzz"]
    let text = #"{"b": 1, "a": null, "c": "x"}"#
    let log = try decoder.decode(KeyedLog<Key>.self, from: text)
    #expect(log.allKeys == ["b", "a", "c"])
    #expect(log.contains == ["b": true, "a": true, "c": true, "zzz": false])
    #expect(log.isNil == ["b": false, "a": true, "c": false])

    let typed = try decoder.decode(KeyedLog<PersonKeys>.self, from: #"{"age": 3, "other": 1}"#)
    #expect(typed.allKeys == ["age"])
  }

  @Test("decodeNil(forKey:) for a missing key throws keyNotFound, as in Foundation")
  func decodeNilMissing() {
    struct NilProbe: Decodable {
      init(from decoder: any Decoder) throws {
        _ = try decoder.container(keyedBy: Key.self).decodeNil(forKey: "missing")
      }
    }
    let error = DecoderTestSupport.error(NilProbe.self, from: #"{"present": null}"#)
    #expect(error?.code == .keyNotFound)
    #expect(error?.path == "missing")
    #expect(throws: DecodingError.self) {
      try DecoderTestSupport.foundationDecode(NilProbe.self, from: #"{"present": null}"#)
    }
  }

  @Test("allKeys includes the keys that snake-case matching finds, as JSONDecoder's does")
  func allKeysSnakeCase() throws {
    var decoder = RemapDecoder.strict
    decoder.keyMatching = .snakeCase
    decoder.userInfo[.decoderTestsProbe] = ["firstName"]
    let text = #"{"first_name": "Ada", "age": 3}"#
    let log = try decoder.decode(KeyedLog<PersonKeys>.self, from: text)
    #expect(log.contains == ["firstName": true])
    let foundation = try DecoderTestSupport.foundationDecode(KeyedLog<PersonKeys>.self, from: text)
    {
      $0.keyDecodingStrategy = .convertFromSnakeCase
    }
    // Foundation lists them in its dictionary's order; Remap in the document's.
    #expect(Set(foundation.allKeys) == ["firstName", "age"])
    #expect(log.allKeys == ["firstName", "age"])

    // Synthesized enums read their case from allKeys.
    var fuzzy = RemapDecoder()
    fuzzy.keyMatching = .fuzzy
    #expect(try fuzzy.decode(Shape.self, from: #"{"Circle": {"radius": 1}}"#) == .circle(radius: 1))
    fuzzy.userInfo[.decoderTestsProbe] = ["firstName"]
    let fuzzyLog = try fuzzy.decode(
      KeyedLog<PersonKeys>.self, from: #"{"first-name": "Ada", "AGE": 3, "other": 1}"#)
    #expect(fuzzyLog.allKeys == ["firstName", "age"])
    #expect(fuzzyLog.contains == ["firstName": true])

    // Exact matching lists only the keys as written.
    var exact = RemapDecoder.strict
    exact.userInfo[.decoderTestsProbe] = ["firstName"]
    let exactLog = try exact.decode(KeyedLog<PersonKeys>.self, from: text)
    #expect(exactLog.allKeys == ["age"])
  }

  // MARK: - userInfo

  @Test("userInfo reaches every init(from:), nested and through super decoders")
  func userInfo() throws {
    var decoder = RemapDecoder()
    decoder.userInfo[.decoderTestsProbe] = "hello"
    #expect(try decoder.decode(Probe.self, from: "{}").seen == "hello")
    #expect(
      try decoder.decode([[Probe]].self, from: "[[{}], [1]]").map { $0.map(\.seen) } == [
        ["hello"], ["hello"],
      ])
    let dog = try decoder.decode(Dog.self, from: #"{"breed": "pug", "super": {"name": "Rex"}}"#)
    #expect(dog.probe == "hello")
    #expect(try RemapDecoder().decode(Probe.self, from: "{}").seen == nil)
  }

  // MARK: - Enums, recursion, JSON

  static let shapesText = """
    [{"circle": {"radius": 2}}, {"rectangle": {"width": 1, "height": 2.5}}, {"point": {}},
     {"labeled": {"_0": "x", "tags": null}}, {"labeled": {"_0": "y", "tags": ["a"]}},
     {"group": {"_0": [{"point": {}}, {"group": {"_0": []}}]}}]
    """

  @Test("enums with associated values decode as with JSONDecoder")
  func enumsWithAssociatedValues() throws {
    let expected: [Shape] = [
      .circle(radius: 2), .rectangle(width: 1, height: 2.5), .point, .labeled("x", tags: nil),
      .labeled("y", tags: ["a"]), .group([.point, .group([])]),
    ]
    for decoder in [RemapDecoder(), .strict] {
      #expect(try decoder.decode([Shape].self, from: Self.shapesText) == expected)
    }
    #expect(
      try DecoderTestSupport.foundationDecode([Shape].self, from: Self.shapesText) == expected)

    for bad in [
      #"{"circle": {"radius": 2}, "point": {}}"#, "{}", #"{"square": {}}"#, #"{"circle": {}}"#,
    ] {
      #expect(throws: RemapError.self) { try RemapDecoder.strict.decode(Shape.self, from: bad) }
      #expect(throws: DecodingError.self) {
        try DecoderTestSupport.foundationDecode(Shape.self, from: bad)
      }
    }
  }

  @Test("recursive enums and classes decode to any depth within the limit")
  func recursive() throws {
    let tree = try RemapDecoder().decode(Tree.self, from: "[1, [2, [3, 4]], []]")
    #expect(tree == .node([.leaf(1), .node([.leaf(2), .node([.leaf(3), .leaf(4)])]), .node([])]))

    var text = #"{"value": 0, "children": [{"value": -1, "children": []}]}"#
    for value in 1..<200 {
      text = "{\"value\": \(value), \"children\": [], \"next\": \(text)}"
    }
    let list = try RemapDecoder.strict.decode(Node.self, from: text)
    #expect(list.length == 200)
    #expect(list.value == 199)
    var last = list
    while let next = last.next { last = next }
    #expect(last.value == 0)
    #expect(last.children.map(\.value) == [-1])
  }

  @Test("a JSON field holds its subtree exactly")
  func jsonField() throws {
    let meta =
      #"{"z": 1, "a": [1.50, 1e400, 18446744073709551616, -0, true, null], "s": "a\"b\u00e9", "o": {}}"#
    let text = #"{"id": 1, "meta": \#(meta), "extra": null, "list": [null, 2, "x"]}"#
    for decoder in [RemapDecoder(), .strict] {
      let value = try decoder.decode(Envelope.self, from: text)
      #expect(value.meta == (try JSON(parsing: meta)))
      #expect(value.meta.object?.keys == ["z", "a", "s", "o"])
      #expect(value.meta["a"]?[0]?.number?.description == "1.50")
      #expect(value.meta["s"]?.string == "a\"bé")
      #expect(value.extra == nil)
      #expect(value.list == [.null, 2, "x"])
    }
    #expect(try RemapDecoder().decode(JSON.self, from: meta) == (try JSON(parsing: meta)))
    #expect(
      try RemapDecoder().decode(Envelope.self, from: #"{"id": 1, "meta": null, "list": []}"#).meta
        == .null)
  }

  // MARK: - Collections

  static let collectionsText = """
    {"byName": {"a": 1, "b_c": 2, "": 3}, "byID": {"1": "one", "-2": "minus two"},
     "nested": {"x": {"y": [1, 2]}, "e": {}}, "matrix": [[1, 2], [], [3]],
     "words": [["a"], ["b", "c"]], "set": ["p", "q", "p"], "maybe": [1], "none": null,
     "holes": [1, null, 3], "maps": [{"t": true}, {}]}
    """

  @Test("dictionaries, nested arrays, sets and optional arrays decode as with JSONDecoder")
  func collections() throws {
    let expected = Collections(
      byName: ["a": 1, "b_c": 2, "": 3], byID: [1: "one", -2: "minus two"],
      nested: ["x": ["y": [1, 2]], "e": [:]], matrix: [[1, 2], [], [3]],
      words: [["a"], ["b", "c"]],
      set: ["p", "q"], maybe: [1], absent: nil, none: nil, holes: [1, nil, 3],
      maps: [["t": true], [:]])
    for decoder in [RemapDecoder(), .strict] {
      #expect(try decoder.decode(Collections.self, from: Self.collectionsText) == expected)
    }
    #expect(
      try DecoderTestSupport.foundationDecode(Collections.self, from: Self.collectionsText)
        == expected)
  }

  @Test("errors inside collections name the element's key or index")
  func collectionErrors() {
    let inDictionary = DecoderTestSupport.error(
      [String: [Int]].self, from: #"{"a": [1], "b.c": [2, "x"]}"#, with: .strict)
    #expect(inDictionary?.path.components == [.key("b.c"), .index(1)])
    #expect(inDictionary?.path.description == #"b\.c[1]"#)

    let inMatrix = DecoderTestSupport.error([[Int]].self, from: "[[1], [2, 3, true]]")
    #expect(inMatrix?.path == "[1][2]")
    #expect(inMatrix?.code == .typeMismatch)

    let badKey = DecoderTestSupport.error([Int: String].self, from: #"{"1": "a", "x": "b"}"#)
    #expect(badKey != nil)
  }
}
