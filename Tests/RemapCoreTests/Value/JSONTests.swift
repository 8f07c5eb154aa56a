//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap
import RemapTestSupport
import Testing

@Suite("JSON")
struct JSONTests {
  // MARK: - Literals

  @Test("literals of every kind build the matching case")
  func literals() {
    let null: JSON = nil
    let bool: JSON = true
    let int: JSON = -42
    let float: JSON = 2.5
    let string: JSON = "Ada"
    let array: JSON = [1, "two", nil, false]
    let object: JSON = ["b": 1, "a": [true]]
    #expect(null == .null)
    #expect(bool == .bool(true))
    #expect(int == .number(JSON.Number(-42)))
    #expect(float == .number(JSON.Number(Double(2.5))!))
    #expect(string == .string("Ada"))
    #expect(array == .array([.number(1), .string("two"), .null, .bool(false)]))
    #expect(object.object?.keys == ["b", "a"])
    #expect(object["a"] == .array([.bool(true)]))
  }

  @Test("a dictionary literal that repeats a key keeps the last value in the first position")
  func dictionaryLiteralWithRepeatedKey() {
    let object: JSON = ["a": 1, "b": 2, "a": 3]
    #expect(object.object?.keys == ["a", "b"])
    #expect(object["a"]?.int == 3)
  }

  @Test("float literals keep their shortest decimal")
  func floatLiteralsAreShortest() {
    let values: JSON = [0.1, 2.0, 1e-7, -0.0]
    #expect(values.serialized() == "[0.1,2,1e-7,-0]")
  }

  @Test("description is the compact JSON text")
  func descriptionIsCompactText() {
    let value: JSON = ["a": [1, "x"], "b": nil]
    #expect(value.description == #"{"a":[1,"x"],"b":null}"#)
    #expect("\(value)" == value.serialized())
  }

  // MARK: - Strict accessors

  @Test("each accessor reads only its own kind")
  func accessorsMatchTheirKind() {
    let string: JSON = "text"
    #expect(string.string == "text")
    #expect(string.number == nil && string.int == nil && string.bool == nil)
    #expect(string.array == nil && string.object == nil && !string.isNull)

    let bool: JSON = false
    #expect(bool.bool == false)
    #expect(bool.string == nil && bool.int == nil && bool.double == nil)

    let array: JSON = [1, 2]
    #expect(array.array == [1, 2])
    #expect(array.object == nil && array.string == nil)

    let object: JSON = ["k": "v"]
    #expect(object.object?.keys == ["k"])
    #expect(object.array == nil && object.string == nil)

    let null: JSON = nil
    #expect(null.isNull)
    #expect(null.string == nil && null.bool == nil && null.int == nil && null.array == nil)
  }

  @Test("numeric accessors read the number's views")
  func numericAccessors() {
    let small: JSON = 7
    #expect(small.int == 7)
    #expect(small.int64 == 7)
    #expect(small.uint64 == 7)
    #expect(small.double == 7)
    #expect(small.number == JSON.Number(7))

    let negative: JSON = -7
    #expect(negative.uint64 == nil)
    #expect(negative.int64 == -7)

    let fraction: JSON = 7.5
    #expect(fraction.int == nil)
    #expect(fraction.int64 == nil)
    #expect(fraction.double == 7.5)

    let huge = JSON.number(JSON.Number(UInt64.max))
    #expect(huge.int == nil)
    #expect(huge.int64 == nil)
    #expect(huge.uint64 == UInt64.max)
  }

  @Test(
    "accessors never coerce between kinds",
    arguments: [
      (JSON.string("1"), "string \"1\""), (.string("true"), "string \"true\""),
      (.string("1.5"), "string \"1.5\""), (.bool(true), "true"), (.null, "null"),
      (.array([1]), "[1]"), (.object(["a": 1]), "{\"a\":1}"),
    ] as [(JSON, String)])
  func accessorsDoNotCoerce(value: JSON, label: String) {
    #expect(value.int == nil, "\(label)")
    #expect(value.int64 == nil, "\(label)")
    #expect(value.uint64 == nil, "\(label)")
    #expect(value.double == nil, "\(label)")
    #expect(value.number == nil, "\(label)")
  }

  @Test("numbers and strings do not read as Booleans, nor Booleans as strings")
  func booleansAreNotCoerced() {
    #expect(JSON.number(1).bool == nil)
    #expect(JSON.number(0).bool == nil)
    #expect(JSON.string("true").bool == nil)
    #expect(JSON.bool(true).string == nil)
    #expect(JSON.number(1).string == nil)
    #expect(JSON.null.string == nil)
  }

  // MARK: - Reading subscripts

  @Test("key subscripts read members and return nil for anything else")
  func keySubscript() {
    let value: JSON = ["user": ["name": "Ada", "age": 36], "empty": [:]]
    #expect(value["user"]?["name"]?.string == "Ada")
    #expect(value["user"]?["age"]?.int == 36)
    #expect(value["missing"] == nil)
    #expect(value["user"]?["missing"] == nil)
    #expect(value["user"]?["name"]?["deeper"] == nil)
    #expect(JSON.array([1])["0"] == nil)
    #expect(JSON.string("s")["s"] == nil)
  }

  @Test("a member whose value is null is present, unlike a missing one")
  func nullMemberIsPresent() {
    let value: JSON = ["a": nil]
    #expect(value["a"] == .some(.null))
    #expect(value["b"] == nil)
  }

  @Test(
    "index subscripts read elements, negative indices from the end",
    arguments: [
      (0, "a"), (1, "b"), (2, "c"), (-1, "c"), (-2, "b"), (-3, "a"),
    ] as [(Int, String)])
  func indexSubscript(index: Int, expected: String) {
    let value: JSON = ["a", "b", "c"]
    #expect(value[index]?.string == expected)
  }

  @Test("index subscripts out of range, or on non-arrays, return nil", arguments: [3, 4, -4, -100])
  func indexSubscriptOutOfRange(index: Int) {
    let value: JSON = ["a", "b", "c"]
    #expect(value[index] == nil)
    #expect(JSON.object(["0": 1])[0] == nil)
    #expect(JSON.string("abc")[0] == nil)
    #expect(JSON.array([])[-1] == nil)
  }

  // MARK: - Writing subscripts

  @Test("setting a key adds or replaces the member, keeping the order")
  func settingKeys() {
    var value: JSON = ["a": 1, "b": 2]
    value["c"] = 3
    value["a"] = "one"
    #expect(value.object?.keys == ["a", "b", "c"])
    #expect(value.serialized() == #"{"a":"one","b":2,"c":3}"#)
  }

  @Test("setting a key to nil removes the member; setting null keeps it")
  func removingKeys() {
    var value: JSON = ["a": 1, "b": 2, "c": 3]
    value["b"] = nil
    #expect(value.serialized() == #"{"a":1,"c":3}"#)
    value["a"] = .null
    #expect(value.serialized() == #"{"a":null,"c":3}"#)
    value["missing"] = nil
    #expect(value.serialized() == #"{"a":null,"c":3}"#)
  }

  @Test("setting a key on a non-object replaces it with an object")
  func settingKeyOnNonObject() {
    var value: JSON = 5
    value["a"] = true
    #expect(value == ["a": true])
    var null: JSON = nil
    null["x"] = "y"
    #expect(null == ["x": "y"])
  }

  @Test("removing a key from a non-object leaves it unchanged")
  func removingKeyFromNonObject() {
    for original: JSON in [5, "text", [1, 2], nil, true] {
      var value = original
      value["a"] = nil
      #expect(value == original)
    }
  }

  @Test("setting through a chain of subscripts creates objects")
  func settingNestedKeys() {
    var value: JSON = [:]
    value["user"] = [:]
    value["user"]?["name"] = "Ada"
    #expect(value.serialized() == #"{"user":{"name":"Ada"}}"#)
  }

  @Test("setting an index past the end pads with null")
  func paddingArrays() {
    var value: JSON = [1]
    value[3] = "x"
    #expect(value.serialized() == #"[1,null,null,"x"]"#)
    var fresh: JSON = nil
    fresh[1] = true
    #expect(fresh.serialized() == "[null,true]")
  }

  @Test("setting and removing through negative indices")
  func negativeIndexWrites() {
    var value: JSON = [1, 2, 3]
    value[-1] = "last"
    #expect(value.serialized() == #"[1,2,"last"]"#)
    value[-3] = nil
    #expect(value.serialized() == #"[2,"last"]"#)
    // Before the start there is nothing to set or remove.
    value[-5] = 9
    value[-5] = nil
    #expect(value.serialized() == #"[2,"last"]"#)
  }

  @Test("setting an index to nil removes the element, shifting the rest")
  func removingElements() {
    var value: JSON = ["a", "b", "c"]
    value[1] = nil
    #expect(value == ["a", "c"])
    value[7] = nil
    #expect(value == ["a", "c"])
  }

  @Test("removing an index from a non-array leaves it unchanged")
  func removingIndexFromNonArray() {
    for original: JSON in [5, "text", ["a": 1], nil] {
      var value = original
      value[0] = nil
      #expect(value == original)
    }
  }

  // MARK: - Paths

  @Test(
    "reading through paths",
    arguments: [
      ("user.name", JSON.string("Ada")),
      ("user.tags[0]", "admin"),
      ("user.tags[-1]", "ops"),
      ("user.location.lat", 51.5),
      ("a\\.b", "literal dot"),
      ("list[1][0]", "inner"),
      ("list[0].id", 1),
      ("", nil),
    ] as [(String, JSON?)])
  func pathGet(path: String, expected: JSON?) throws {
    let value: JSON = [
      "user": ["name": "Ada", "tags": ["admin", "ops"], "location": ["lat": 51.5]],
      "a.b": "literal dot",
      "a": ["b": "nested"],
      "list": [["id": 1], ["inner"]],
    ]
    let path = try ValuePath(parsing: path)
    if let expected {
      #expect(value[path: path] == expected)
    } else {
      #expect(value[path: path] == value, "the empty path is the root")
    }
  }

  @Test(
    "paths that miss return nil",
    arguments: [
      "user.missing", "user.name.first", "user.tags[2]", "user.tags[-3]", "user[0]", "a.b.c",
      "list.id",
    ])
  func pathGetMissing(path: String) throws {
    let value: JSON = ["user": ["name": "Ada", "tags": ["admin", "ops"]], "a.b": 1, "list": [1]]
    #expect(value[path: try ValuePath(parsing: path)] == nil)
  }

  @Test("setting a path creates the objects and arrays along it")
  func pathSetCreates() {
    var value: JSON = [:]
    value[path: "user.tags[0]"] = "admin"
    #expect(value.serialized() == #"{"user":{"tags":["admin"]}}"#)
    value[path: "user.tags[2]"] = "ops"
    #expect(value.serialized() == #"{"user":{"tags":["admin",null,"ops"]}}"#)
    value[path: "user.location.lat"] = 51.5
    #expect(value[path: "user.location.lat"]?.double == 51.5)
    value[path: "a\\.b"] = 1
    #expect(value["a.b"]?.int == 1)
    #expect(value["a"] == nil)
    value[path: "list[1].id"] = 7
    #expect(value["list"]?.serialized() == #"[null,{"id":7}]"#)
  }

  @Test("setting a path replaces values of other kinds on the way")
  func pathSetReplaces() {
    var value: JSON = ["a": 5, "b": "text"]
    value[path: "a.x"] = true
    value[path: "b[1]"] = 2
    #expect(value.serialized() == #"{"a":{"x":true},"b":[null,2]}"#)
  }

  @Test("setting a path to nil removes only its last step")
  func pathRemove() {
    var value: JSON = ["user": ["name": "Ada", "tags": ["a", "b"]]]
    value[path: "user.name"] = nil
    #expect(value.serialized() == #"{"user":{"tags":["a","b"]}}"#)
    value[path: "user.tags[0]"] = nil
    #expect(value.serialized() == #"{"user":{"tags":["b"]}}"#)
    value[path: "user.tags[-1]"] = nil
    #expect(value.serialized() == #"{"user":{"tags":[]}}"#)
  }

  @Test(
    "removing a path that is not there changes nothing",
    arguments: ["missing.key", "user.missing.deeper", "user.name.first", "user[0]", "list[5].x"])
  func pathRemoveMissing(path: String) throws {
    let original: JSON = ["user": ["name": "Ada"], "list": [1]]
    var value = original
    value[path: try ValuePath(parsing: path)] = nil
    #expect(value.serialized() == original.serialized())
  }

  @Test("setting the empty path replaces the whole value")
  func pathSetRoot() {
    var value: JSON = ["a": 1]
    value[path: ""] = [1, 2]
    #expect(value == [1, 2])
    value[path: ""] = nil
    #expect(value == .null)
  }

  // MARK: - Equality and hashing

  @Test("objects are equal whatever the order of their members")
  func equalityIgnoresMemberOrder() throws {
    let a = try JSON(parsing: #"{"x": 1, "y": [1, {"p": true, "q": null}]}"#)
    let b = try JSON(parsing: #"{"y": [1, {"q": null, "p": true}], "x": 1.0}"#)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
  }

  @Test("arrays are equal only in the same order")
  func arrayOrderMatters() {
    let a: JSON = [1, 2]
    let b: JSON = [2, 1]
    #expect(a != b)
  }

  @Test(
    "a copy equals its original until one of them changes, however deep the change",
    arguments: [3, 250])
  func copiesAreEqualUntilChanged(depth: Int) {
    // Past 100 levels comparing walks iteratively: both walks must see the change.
    var original = JSONTests.nested(depth)
    original[path: ValuePath(Array(repeating: .index(0), count: depth - 1))] = ["k": "v"]
    var copy = original
    #expect(copy == original)
    let bottom = ValuePath(Array(repeating: .index(0), count: depth - 1) + [.key("k")])
    copy[path: bottom] = "changed"
    #expect(copy != original)
    #expect(original[path: bottom] == "v")
    copy[path: bottom] = "v"
    #expect(copy == original)
  }

  @Test(
    "different values are not equal",
    arguments: [
      (JSON.null, JSON.bool(false)), (0, false), (1, true), ("1", 1), ([], [:]), ([nil], []),
      (["a": 1], ["a": 2]), (["a": 1], ["b": 1]), (["a": 1], ["a": 1, "b": 1]),
      (["a": nil], [:]), (1, 1.5), ("é", "e"),
    ] as [(JSON, JSON)])
  func inequality(lhs: JSON, rhs: JSON) {
    #expect(lhs != rhs)
    #expect(rhs != lhs)
  }

  @Test("equal values hash alike, for random values rewritten in equivalent forms")
  func hashingIsConsistentWithEquality() throws {
    let seed = TestSeed.make("JSON hashing")
    var generator = ValueGenerator(seed: seed)
    for _ in 0..<300 {
      let value = generator.value()
      let rewritten = equivalentRewrite(of: value, using: &generator)
      #expect(value == rewritten, "seed \(seed): \(value) vs \(rewritten)")
      #expect(value.hashValue == rewritten.hashValue, "seed \(seed): \(value)")
      var set: Set<JSON> = [value]
      #expect(set.insert(rewritten).inserted == false, "seed \(seed): \(value)")
    }
  }

  // MARK: - Deep values

  @Test("a value nested 100,000 deep that was built in code is written without recursion")
  func deepValueSerializes() {
    let value = Self.nested(100_000)
    let text = value.serialized()
    #expect(text.utf8.count == 200_000)
    #expect(text.hasPrefix("[[[") && text.hasSuffix("]]]"))
    keepAlive(value)
  }

  // The setter once recursed per step of the path: the `rewrite-rules` fuzzer overflowed the
  // stack with a rules file whose output key path had a few hundred steps
  // (Tests/Fixtures/fuzz-regressions/rewrite-rules/long-output-key-path.json).
  @Test("setting and removing a value at a path 100,000 steps long does not recurse")
  func longPathSets() async {
    await #expect(processExitsWith: .success) {
      var path = ValuePath()
      for step in 0..<100_000 {
        path.components.append(step % 3 == 2 ? .index(1) : .key("k\(step % 5)"))
      }
      var value: JSON = ["top": true]
      value[path: path] = "bottom"
      precondition(value[path: path] == "bottom")
      precondition(value[path: path.appending("next")] == nil)
      value[path: path] = nil
      precondition(value[path: path] == nil)
      // The last step's object is left empty, in an array padded with `null` before it.
      let grandparent = ValuePath(path.components.dropLast(2))
      precondition(value[path: grandparent] == [nil, [:]])
      precondition(value["top"] == true)
      keepAlive(value)
    }
  }

  // Known limit: releasing a `JSON` value recurses once per level of nesting, so a value
  // nested a few tens of thousands deep overflows the stack when it is freed. The cases hold
  // `[JSON]` and `Object` directly, and Swift releases an array's elements, and an enum's
  // payload, by recursion; an enum has no `deinit` to do it otherwise, and `case
  // array([JSON])` is public API, kept (the "Limits and security" article says why). The check
  // runs in a child process, so the crash is observed, not suffered; if the limit is ever
  // lifted, `withKnownIssue` reports that the issue is gone.
  @Test("releasing a value nested 100,000 deep does not overflow the stack")
  func deepValueReleases() async {
    await withKnownIssue("JSON values are released recursively") {
      await #expect(processExitsWith: .success) {
        var value: JSON? = JSONTests.nested(100_000)
        value = nil
        _ = value
      }
    }
  }

  @Test("comparing and hashing values nested 100,000 deep does not overflow the stack")
  func deepValueComparesAndHashes() async {
    await #expect(processExitsWith: .success) {
      let a = JSONTests.nested(100_000)
      let b = JSONTests.nested(100_000)
      let c = JSONTests.nested(99_999)
      precondition(a == b)
      precondition(a.hashValue == b.hashValue)
      precondition(a != c)
      var objects: [JSON] = [["k": 1, "j": 2], ["j": 2, "k": 1]]
      for _ in 0..<100_000 {
        objects = [["a": objects[0], "b": [true]], ["b": [true], "a": objects[1]]]
      }
      precondition(objects[0] == objects[1])
      precondition(objects[0].hashValue == objects[1].hashValue)
      keepAlive(a)
      keepAlive(b)
      keepAlive(c)
      keepAlive(objects[0])
      keepAlive(objects[1])
    }
  }

  @Test(
    "equality and hashing agree across the depth where recursion gives way to iteration",
    arguments: [98, 100, 101, 103, 400])  // The switch happens 100 levels down.
  func equalityAcrossTheRecursionLimit(depth: Int) {
    // The same value built twice, with members in different orders and numbers written
    // differently, and one that differs only at the bottom.
    func build(_ leaf: JSON, swapped: Bool) -> JSON {
      var value = leaf
      for level in 0..<depth {
        let members: [(String, JSON)] = [("v", value), ("n", .number(JSON.Number(level)))]
        value =
          level % 3 == 0
          ? [value, .string("\(level)")]
          : .object(JSON.Object(swapped ? members.reversed() : members))
      }
      return value
    }
    let a = build(["x": 1.5, "y": nil], swapped: false)
    let b = build(["y": nil, "x": JSON.number(JSON.Number(text: "15e-1")!)], swapped: true)
    let c = build(["x": 1.5, "y": false], swapped: false)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != c)
    #expect(Set([a, b, c]).count == 2)
  }

  /// `[[[...]]]`, `depth` arrays deep, built without recursion.
  static func nested(_ depth: Int) -> JSON {
    var value: JSON = []
    for _ in 1..<depth { value = .array([value]) }
    return value
  }

  /// The same value with object members shuffled and numbers written in other forms.
  private func equivalentRewrite(of value: JSON, using generator: inout ValueGenerator) -> JSON {
    switch value {
    case .number(let number):
      // Written with extra zeros: "12" becomes "12.000e0" and "1.5" becomes "1.5000".
      let text = number.description
      guard !text.contains("e"), !text.contains("E") else { return value }
      let rewritten = text.contains(".") ? text + "000" : text + ".000e0"
      return .number(JSON.Number(text: rewritten)!)
    case .array(let elements):
      return .array(elements.map { equivalentRewrite(of: $0, using: &generator) })
    case .object(let object):
      var members = object.map { ($0.key, equivalentRewrite(of: $0.value, using: &generator)) }
      members.shuffle(using: &generator.rng)
      return .object(JSON.Object(members))
    default:
      return value
    }
  }
}
