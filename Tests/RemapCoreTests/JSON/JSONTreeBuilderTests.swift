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

/// Building `JSON` trees from the tape: every kind of value, and duplicate keys.
@Suite("JSONTreeBuilder")
struct JSONTreeBuilderTests {
  @Test("every kind of value lands in the right place")
  func everyKind() throws {
    let value = try JSON(
      parsing: #"""
        {"null": null, "t": true, "f": false, "int": -7, "uint": 18446744073709551615,
         "decimal": -1.25e-2, "text": 123456789012345678901234, "string": "a\"b",
         "empty": [], "object": {}, "array": [1, [2, [3, {"k": "v"}]]]}
        """#)
    #expect(value["null"] == .some(.null))
    #expect(value["t"] == true)
    #expect(value["f"] == false)
    #expect(value["int"]?.int == -7)
    #expect(value["uint"]?.uint64 == .max)
    #expect(value["decimal"]?.double == -0.0125)
    #expect(value["text"]?.number?.description == "123456789012345678901234")
    #expect(value["string"] == "a\"b")
    #expect(value["empty"] == [])
    #expect(value["object"] == [:])
    #expect(value[path: "array[1][1][1].k"] == "v")
    #expect(
      value.object?.keys == [
        "null", "t", "f", "int", "uint", "decimal", "text", "string", "empty", "object", "array",
      ])
  }

  @Test("`JSON` properties with long keys, decoded through the tape, and a root `JSON`")
  func jsonPropertiesWithLongKeys() throws {
    struct Item: Decodable {
      let id: Int
      let metadata: JSON
    }
    // Each property's tree has a key cache sized to its own text, which runs to the value
    // after it, or for a document's root to the end of the input.
    let metadata = (0..<40).map { index in
      #"{"request_identifier": \#(index), "nested_object_key": {"another_long_key_name": "#
        + #"[\#(index), "a string value of some length"]}, "kind": "k\#(index % 3)"}"#
    }
    let elements = metadata.enumerated().map { #"{"id": \#($0), "metadata": \#($1)}"# }
    let text = "[" + elements.joined(separator: ", ") + "]"
    let items = try RemapDecoder().decode([Item].self, from: text)
    #expect(items.count == metadata.count)
    for (item, expected) in zip(items, metadata) {
      #expect(item.metadata == (try JSON(parsing: expected)))
    }
    let last = try RemapDecoder().decode(JSON.self, from: metadata[39])
    #expect(last[path: "nested_object_key.another_long_key_name[0]"] == 39)
  }

  // The builder reads a container whose children are all one entry long (scalars and empty
  // containers) in one step, and the others through its frames: at every size, with each
  // kind of child, both must give the tree that the same value built in code is.
  @Test(
    "containers of every size, with or without containers inside, build the expected tree",
    arguments: [0, 1, 2, 3, 4, 15, 16, 17, 40, 65, 100])
  func containersOfEverySize(count: Int) throws {
    let children: [JSON] = (0..<count).map { index in
      switch index % 7 {
      case 0: .number(JSON.Number(index))
      case 1: .string("s\(index)")
      case 2: .string(String(repeating: "long ", count: index % 5 + 4))
      case 3: .array([])
      case 4: .object([:])
      case 5: index % 2 == 0 ? .bool(true) : .null
      default: .number(JSON.Number(Double(index) + 0.5)!)
      }
    }
    let nested: JSON = ["inner": .array(children), "n": 1]
    let values: [JSON] = [
      .array(children),
      .array(children + [nested]),
      .array([nested] + children),
      .object(JSON.Object(children.enumerated().map { ("key number \($0)", $1) })),
      .object(JSON.Object(children.enumerated().map { ("k\($0)", $1) } + [("last", nested)])),
      .object(JSON.Object([("first", nested)] + children.enumerated().map { ("k\($0)", $1) })),
      [.array(children), .array(children), "after"],
    ]
    for value in values {
      let text = value.serialized()
      let parsed = try JSON(parsing: text)
      #expect(parsed == value, "\(text)")
      #expect(parsed.serialized() == text, "member order")
      // The decoder builds a `JSON` from an entry inside the document.
      let wrapped = try RemapDecoder.strict.decode(
        [String: JSON].self, from: #"{"value": \#(text), "other": [1, {"a": 2}]}"#)
      #expect(wrapped["value"] == value)
    }
  }

  @Test("repeated keys resolve alike in objects of scalars and in objects holding containers")
  func repeatedKeysInEveryShape() throws {
    let flat = try JSON(parsing: #"{"a": 1, "b": [], "a": 2, "c": {}, "b": 3}"#)
    #expect(flat.serialized() == #"{"a":2,"b":3,"c":{}}"#)
    let nested = try JSON(parsing: #"{"a": 1, "b": [1, [2]], "a": {"x": [3]}, "b": 4}"#)
    #expect(nested.serialized() == #"{"a":{"x":[3]},"b":4}"#)
    let inArray = try JSON(parsing: #"[{"k": 1, "k": 2}, [{"k": [1], "k": [2]}]]"#)
    #expect(inArray.serialized() == #"[{"k":2},[{"k":[2]}]]"#)
  }

  @Test("wide containers keep every element in order")
  func wideContainers() throws {
    let count = 10_000
    let array = try JSON(parsing: "[" + (0..<count).map(String.init).joined(separator: ",") + "]")
    #expect(array.array?.count == count)
    #expect(array.array?.enumerated().allSatisfy { $0.element.int == $0.offset } == true)

    // Fewer members: every key past the quick filter's first few hundred is compared with
    // all the keys before it, so building a wide object takes quadratic time.
    let memberCount = 2_000
    let members = (0..<memberCount).map { "\"k\($0)\": \($0)" }.joined(separator: ",")
    let object = try JSON(parsing: "{" + members + "}")
    #expect(object.object?.count == memberCount)
    #expect(object.object?.keys == (0..<memberCount).map { "k\($0)" })
    #expect(object["k1999"]?.int == 1_999)
  }

  @Test("keys that look alike to a quick filter are still told apart")
  func similarKeysAreDistinct() throws {
    // Same length, same first and last byte: only a full comparison tells these apart.
    let keys = (0..<200).map { "a\(String(format: "%03d", $0))z" }
    let text = "{" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ",") + "}"
    let value = try JSON(parsing: text, options: JSONReadingOptions(duplicateKeys: .reject))
    #expect(value.object?.keys == keys)
  }

  @Test("duplicate keys are found among many keys, last value winning in the first position")
  func duplicatesAmongManyKeys() throws {
    var members = (0..<100).map { "\"k\($0)\": \($0)" }
    members.append("\"k42\": \"again\"")
    members.append("\"k0\": \"first again\"")
    let value = try JSON(parsing: "{" + members.joined(separator: ",") + "}")
    #expect(value.object?.count == 100)
    #expect(value.object?.keys.first == "k0")
    #expect(value["k0"] == "first again")
    #expect(value.object?.index(forKey: "k42") == 42)
    #expect(value["k42"] == "again")

    let error = parseError(
      "{" + members.joined(separator: ",") + "}",
      options: JSONReadingOptions(duplicateKeys: .reject))
    #expect(error?.code == .duplicateKey)
    #expect(error?.message == #"duplicate key "k42" in an object"#)
  }

  @Test(
    "a repeat of the first key is found just before, at and after the size from which keys are indexed, and the key itself repeats after indexing",
    arguments: [254, 255, 256, 257, 258, 300], [false, true])
  func repeatAroundTheIndexThreshold(position: Int, colliding: Bool) throws {
    // Colliding keys have the same length and first and last eight bytes, which is all a
    // quick hash reads, so each is compared with every key before it.
    let keys = (0..<position).map {
      colliding
        ? "prefix__\(String(format: "%04d", $0))__suffix" : "k\(String(format: "%04d", $0))z"
    }
    var members = keys.enumerated().map { "\"\($1)\": \($0)" }
    members.append("\"\(keys[1])\": \"again\"")
    members.append("\"k9999z\": -1")
    members.append("\"\(keys[1])\": \"last\"")
    let text = "{" + members.joined(separator: ",") + "}"
    let value = try JSON(parsing: text)
    #expect(value.object?.count == position + 1)
    #expect(value.object?.index(forKey: keys[1]) == 1)
    #expect(value[keys[1]] == "last")
    #expect(value["k9999z"] == -1)
    #expect(value[keys[position - 1]]?.int == position - 1)
    let error = parseError(text, options: JSONReadingOptions(duplicateKeys: .reject))
    #expect(error?.code == .duplicateKey)
    #expect(error?.message == "duplicate key \"\(keys[1])\" in an object")
    // The repeat's own offset: its opening quote.
    let lastThree: String = members.suffix(3).joined(separator: ",")
    let offset: Int = text.utf8.count - lastThree.utf8.count - 1
    #expect(error?.location?.byteOffset == offset)
  }

  @Test("a key written with escapes is the same key as written plainly")
  func escapedDuplicates() throws {
    let value = try JSON(parsing: #"{"a": 1, "\u0061": 2, "b\/c": 3, "b/c": 4}"#)
    #expect(value.serialized(options: .withoutEscapingSlashes) == #"{"a":2,"b/c":4}"#)
    let error = parseError(
      #"{"é": 1, "\u00e9": 2}"#, options: JSONReadingOptions(duplicateKeys: .reject))
    #expect(error?.code == .duplicateKey)
    #expect(error?.message == #"duplicate key "é" in an object"#)
  }

  @Test("the empty key is a key like any other")
  func emptyKey() throws {
    let value = try JSON(parsing: #"{"": 1, "a": 2, "": 3}"#)
    #expect(value.object?.keys == ["", "a"])
    #expect(value[""] == 3)
    #expect(
      parseError(#"{"": 1, "": 2}"#, options: JSONReadingOptions(duplicateKeys: .reject))?.code
        == .duplicateKey)
  }

  // Swift's String equality treats canonically equivalent keys ("é" as one scalar, and "e" +
  // U+0301) as equal; JSON compares keys by code points. The scanner finds repeated keys by
  // their UTF-8 text, escapes decoded, so the spelling of a key never changes the object.
  @Test("canonically equivalent keys stay apart whether escaped or raw")
  func canonicallyEquivalentKeys() throws {
    let raw = try JSON(parsing: "{\"\u{E9}\": 1, \"e\u{301}\": 2}")
    let escaped = try JSON(parsing: #"{"\u00e9": 1, "e\u0301": 2}"#)
    #expect(raw.object?.count == 2)
    #expect(escaped.object?.count == 2)
    // Also when the object has a repeated key, which the builder resolves by key text.
    let repeated = try JSON(parsing: #"{"\u00e9": 1, "e\u0301": 2, "\u00e9": 3}"#)
    #expect(repeated.object?.count == 2)
    #expect(repeated.object?.values.first == 3)
  }

  // Past 256 members the scanner finds repeated keys through an index; it must compare
  // bytes there too, or the decoder would read one key's value for the other.
  @Test(
    "canonically equivalent keys stay apart in objects small and large",
    arguments: [0, 200, 300])
  func canonicallyEquivalentKeysInLargeObjects(fillers: Int) throws {
    struct Pair: Decodable {
      var composed: Int
      var decomposed: Int
      enum CodingKeys: String, CodingKey {
        case composed = "caf\u{E9}"
        case decomposed = "cafe\u{301}"
      }
    }
    var text = "{"
    for index in 0..<fillers { text += "\"k\(index)\": 0, " }
    text += "\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}"
    let pair = try RemapDecoder.strict.decode(Pair.self, from: text)
    #expect(pair.composed == 1)
    #expect(pair.decomposed == 2)
    let options = JSONReadingOptions(duplicateKeys: .reject)
    #expect(try JSON(parsing: text, options: options).object?.count == fillers + 2)
    var rejecting = RemapDecoder.strict
    rejecting.readingOptions = options
    #expect(try rejecting.decode(Pair.self, from: text).decomposed == 2)
  }

  @Test(
    "a 100,000-key object keeps every key, and its duplicates resolve to the last value",
    arguments: [JSONReadingOptions.DuplicateKeyPolicy.lastWins, .reject])
  func veryWideObject(policy: JSONReadingOptions.DuplicateKeyPolicy) throws {
    // Past a few dozen members the builder indexes keys by hash; before that, this input
    // took 48 seconds in a release build, comparing every key with all earlier ones.
    var text = "{"
    for index in 0..<100_000 { text += "\"key\(index)\": \(index)," }
    text += "\"key5\": -5, \"key99999\": -1}"
    let options = JSONReadingOptions(duplicateKeys: policy)
    if policy == .reject {
      let error = try #require(throws: RemapError.self) {
        try JSON(parsing: text, options: options)
      }
      #expect(error.code == .duplicateKey)
      #expect(error.message == #"duplicate key "key5" in an object"#)
      return
    }
    let object = try #require(try JSON(parsing: text, options: options).object)
    #expect(object.count == 100_000)
    #expect(object.keys[5] == "key5")
    #expect(object["key5"] == -5)
    #expect(object["key99999"] == -1)
    #expect(object["key77"] == 77)
  }
}
