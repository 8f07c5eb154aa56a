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
import RemapTestSupport
import Testing

private typealias Key = DecoderTestSupport.Key

/// Reads the keys listed in `userInfo[.decoderTestsProbe]`, in that order, and keeps the
/// values of those found.
private struct Lookup: Decodable {
  var found: [String: Int] = [:]

  init(from decoder: any Decoder) throws {
    let wanted = decoder.userInfo[.decoderTestsProbe] as? [String] ?? []
    let container = try decoder.container(keyedBy: Key.self)
    for name in wanted {
      if let value = try container.decodeIfPresent(Int.self, forKey: Key(name)) {
        found[name] = value
      }
    }
  }
}

/// The keys of an object as the decoder's `allKeys` gives them.
private struct AllKeys: Decodable {
  var keys: [String]

  init(from decoder: any Decoder) throws {
    keys = try decoder.container(keyedBy: Key.self).allKeys.map(\.stringValue)
  }
}

private struct FooBar: Decodable, Equatable {
  var fooBar: Int
}

private struct Accented: Decodable, Equatable {
  var caféName: Int
}

private struct Person: Decodable, Equatable {
  var firstName: String
  var lastName: String
}

/// Explicit keys whose raw values are snake case.
private struct ExplicitPerson: Decodable, Equatable {
  var firstName: String
  var age: Int

  enum CodingKeys: String, CodingKey {
    case firstName = "first_name"
    case age = "AGE"
  }
}

/// Asks for its keys in an order unlike the document's, and for one of them twice.
private struct Scrambled: Decodable, Equatable {
  var a, b, c, d, again: Int

  init(a: Int, b: Int, c: Int, d: Int, again: Int) {
    (self.a, self.b, self.c, self.d, self.again) = (a, b, c, d, again)
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    d = try container.decode(Int.self, forKey: "d")
    a = try container.decode(Int.self, forKey: "a")
    c = try container.decode(Int.self, forKey: "c")
    b = try container.decode(Int.self, forKey: "b")
    again = try container.decode(Int.self, forKey: "c")
  }
}

private struct Inner: Decodable, Equatable {
  var p: Int
  var q: String
}

private struct Outer: Decodable, Equatable {
  var x: Inner
  var y: Int
  var z: Inner
  var list: [Inner]
}

/// Reads `k0` through `k59` in order, with absent keys asked for in between.
private struct Wide: Decodable {
  var values: [Int] = []
  var absent: [Int?] = []

  init(from decoder: any Decoder) throws {
    let prefix = decoder.userInfo[.decoderTestsProbe] as? String ?? "k"
    let container = try decoder.container(keyedBy: Key.self)
    for index in 0..<60 {
      values.append(try container.decode(Int.self, forKey: Key("\(prefix)\(index)")))
      if index % 12 == 5 {
        absent.append(try container.decodeIfPresent(Int.self, forKey: Key("absent\(index)")))
      }
    }
  }
}

@Suite("RemapDecoder key matching")
struct RemapDecoderKeyMatchingTests {
  private func lookup(
    _ wanted: [String], in text: String, matching: RemapDecoder.KeyMatching
  ) throws -> [String: Int] {
    var decoder = RemapDecoder()
    decoder.keyMatching = matching
    decoder.userInfo[.decoderTestsProbe] = wanted
    return try decoder.decode(Lookup.self, from: text).found
  }

  // MARK: - Exact

  @Test("exact matching finds only the key as written")
  func exact() throws {
    let text = #"{"fooBar": 1, "foo_bar": 2, "FooBar": 3}"#
    let found = try lookup(
      ["fooBar", "foo_bar", "FooBar", "foobar", "foo-bar"], in: text, matching: .exact)
    #expect(found == ["fooBar": 1, "foo_bar": 2, "FooBar": 3])

    var decoder = RemapDecoder()
    decoder.keyMatching = .exact
    let error = DecoderTestSupport.error(FooBar.self, from: #"{"foo_bar": 1}"#, with: decoder)
    #expect(error?.code == .keyNotFound)
    #expect(error?.message == #"missing required key "fooBar" in the top-level object"#)
  }

  // MARK: - Snake case

  /// Input keys and what Foundation's `convertFromSnakeCase` makes of them.
  static let snakeCaseTable: [(String, String)] = [
    ("first_name", "firstName"),
    ("_first_name_", "_firstName_"),
    ("URL_value", "urlValue"),
    ("a__b", "aB"),
    ("alreadyCamel", "alreadyCamel"),
    ("ALL_CAPS", "allCaps"),
    ("a_b_c", "aBC"),
    ("one__two___three", "oneTwoThree"),
    ("ab_cD", "abCd"),
    ("x_1", "x1"),
    ("a_b1", "aB1"),
    ("__", "__"),
    ("x_", "x_"),
    ("_x", "_x"),
    ("été_là", "étéLà"),
  ]

  @Test(
    "snake case converts keys exactly as JSONDecoder's convertFromSnakeCase",
    arguments: snakeCaseTable)
  func snakeCase(input: String, converted: String) throws {
    // Pin Foundation's own conversion on this platform.
    let foundation = try DecoderTestSupport.foundationDecode(
      AllKeys.self, from: "{\"\(input)\": 7}"
    ) { $0.keyDecodingStrategy = .convertFromSnakeCase }
    #expect(foundation.keys == [converted])

    let found = try lookup([converted], in: "{\"\(input)\": 7}", matching: .snakeCase)
    #expect(found == [converted: 7])
  }

  @Test(
    "snake case capitalizes a word that starts with a digit as Foundation does")
  func snakeCaseWordStartingWithDigit() throws {
    let foundation = try DecoderTestSupport.foundationDecode(AllKeys.self, from: #"{"a_1b": 7}"#) {
      $0.keyDecodingStrategy = .convertFromSnakeCase
    }
    #expect(foundation.keys == ["a1B"])
    #expect(try lookup(["a1B"], in: #"{"a_1b": 7}"#, matching: .snakeCase) == ["a1B": 7])
  }

  @Test("snake case does not match keys fuzzily")
  func snakeCaseIsNotFuzzy() throws {
    let text = #"{"first_name": 1, "last-name": 2, "MIDDLE_NAME": 3}"#
    let found = try lookup(
      ["firstName", "firstname", "FirstName", "lastName", "middleName", "MIDDLENAME"],
      in: text, matching: .snakeCase)
    // `FirstName` is written `first_name` by `KeyStyle.snakeCase`, so it reads that key back.
    #expect(found == ["firstName": 1, "FirstName": 1, "middleName": 3])
  }

  @Test("snake case decodes a model as JSONDecoder does")
  func snakeCaseModel() throws {
    let text = #"{"first_name": "Ada", "last_name": "Lovelace"}"#
    var decoder = RemapDecoder.strict
    decoder.keyMatching = .snakeCase
    let value = try decoder.decode(Person.self, from: text)
    #expect(value == Person(firstName: "Ada", lastName: "Lovelace"))
    let foundation = try DecoderTestSupport.foundationDecode(Person.self, from: text) {
      $0.keyDecodingStrategy = .convertFromSnakeCase
    }
    #expect(value == foundation)
  }

  // MARK: - Fuzzy

  @Test(
    "fuzzy matching ignores case and every character but ASCII letters and digits",
    arguments: [
      "foo-bar", "foo_bar", "fooBar", "FOO_BAR", "FooBar", "foobar", "FOOBAR", "foo.bar", "foo bar",
      "__foo__bar__", "f_o_o_b_a_r", "Foo-Bar", "foo_bar_",
    ])
  func fuzzyMatches(key: String) throws {
    let value = try RemapDecoder().decode(FooBar.self, from: "{\"\(key)\": 5}")
    #expect(value == FooBar(fooBar: 5))
  }

  @Test(
    "fuzzy matching still needs the same letters and digits",
    arguments: ["fooBaz", "foo_bars", "foobar2", "foo", "bar", "fooBar\u{301}"])
  func fuzzyMismatches(key: String) throws {
    let text = "{\"\(key)\": 5}"
    let error = DecoderTestSupport.error(FooBar.self, from: text)
    #expect(error?.code == .keyNotFound)
  }

  @Test("fuzzy matching compares letters outside ASCII exactly")
  func fuzzyOutsideASCII() throws {
    #expect(try RemapDecoder().decode(Accented.self, from: #"{"café_name": 1}"#).caféName == 1)
    #expect(try RemapDecoder().decode(Accented.self, from: #"{"CAFé-NAME": 2}"#).caféName == 2)
    #expect(
      DecoderTestSupport.error(Accented.self, from: #"{"cafe_name": 1}"#)?.code == .keyNotFound)
    #expect(
      DecoderTestSupport.error(Accented.self, from: #"{"CAFÉ_NAME": 1}"#)?.code == .keyNotFound)
  }

  @Test("an exact match wins over a fuzzy one, wherever it is in the object")
  func exactWinsOverFuzzy() throws {
    let decoder = RemapDecoder()
    #expect(try decoder.decode(FooBar.self, from: #"{"foo_bar": 1, "fooBar": 2}"#).fooBar == 2)
    #expect(try decoder.decode(FooBar.self, from: #"{"fooBar": 2, "foo_bar": 1}"#).fooBar == 2)
    #expect(
      try decoder.decode(FooBar.self, from: #"{"FOO_BAR": 1, "foo-bar": 3, "fooBar": 2}"#).fooBar
        == 2)
  }

  @Test("of two fuzzy matches and no exact one, the first in the document is used")
  func firstFuzzyMatchWins() throws {
    let decoder = RemapDecoder()
    #expect(try decoder.decode(FooBar.self, from: #"{"foo_bar": 1, "FOO-BAR": 2}"#).fooBar == 1)
    #expect(try decoder.decode(FooBar.self, from: #"{"FOO-BAR": 2, "foo_bar": 1}"#).fooBar == 2)
  }

  @Test("fuzzy keys work in nested objects and arrays")
  func fuzzyNested() throws {
    let text =
      #"{"X": {"P": 1, "q": "a"}, "y": 2, "Z": {"p": 3, "Q": "b"}, "LIST": [{"p": 4, "q": "c"}]}"#
    let value = try RemapDecoder().decode(Outer.self, from: text)
    #expect(
      value
        == Outer(
          x: Inner(p: 1, q: "a"), y: 2, z: Inner(p: 3, q: "b"), list: [Inner(p: 4, q: "c")]))
  }

  @Test("keys written with escapes match, exactly and fuzzily")
  func escapedKeys() throws {
    let exact = try lookup(
      ["name", "café", "a\"b"], in: #"{"na\u006de": 1, "caf\u00e9": 2, "a\"b": 3}"#,
      matching: .exact)
    #expect(exact == ["name": 1, "café": 2, "a\"b": 3])
    #expect(
      try RemapDecoder().decode(FooBar.self, from: #"{"foo\u005fbar": 4}"#) == FooBar(fooBar: 4))
    #expect(
      try RemapDecoder().decode(Accented.self, from: #"{"caf\u00e9_name": 5}"#)
        == Accented(caféName: 5))
    var snake = RemapDecoder()
    snake.keyMatching = .snakeCase
    #expect(try snake.decode(FooBar.self, from: #"{"foo\u005Fbar": 6}"#) == FooBar(fooBar: 6))
  }

  // MARK: - Explicit keys

  /// Foundation converts the input key first (`first_name` becomes `firstName`), so an
  /// explicit raw value written in snake case never matches under `.convertFromSnakeCase`.
  /// Remap tries the explicit key exactly first: a deliberate difference.
  @Test("explicit raw values match exactly first, even in snake case (unlike Foundation)")
  func explicitKeysMatchExactlyFirst() throws {
    let text = #"{"first_name": "Ada", "AGE": 36}"#
    let expected = ExplicitPerson(firstName: "Ada", age: 36)
    for matching in [RemapDecoder.KeyMatching.exact, .snakeCase, .fuzzy] {
      var decoder = RemapDecoder()
      decoder.keyMatching = matching
      #expect(try decoder.decode(ExplicitPerson.self, from: text) == expected)
    }
    #expect(throws: DecodingError.self) {
      try DecoderTestSupport.foundationDecode(ExplicitPerson.self, from: text) {
        $0.keyDecodingStrategy = .convertFromSnakeCase
      }
    }
  }

  @Test("an explicit raw value wins over keys that match it only fuzzily")
  func explicitKeyWinsOverFuzzy() throws {
    let text = #"{"firstName": "fuzzy", "age": 1, "first_name": "exact", "AGE": 2}"#
    let value = try RemapDecoder().decode(ExplicitPerson.self, from: text)
    #expect(value == ExplicitPerson(firstName: "exact", age: 2))
  }

  @Test("fuzzy matching also finds an explicit raw value written differently")
  func explicitKeyMatchesFuzzily() throws {
    let text = #"{"firstName": "Ada", "age": 36}"#
    #expect(
      try RemapDecoder().decode(ExplicitPerson.self, from: text)
        == ExplicitPerson(firstName: "Ada", age: 36))
  }

  // MARK: - Order of lookups

  @Test("keys asked for out of document order are found: the search wraps around")
  func outOfOrder() throws {
    let expected = Scrambled(a: 1, b: 2, c: 3, d: 4, again: 3)
    for text in [
      #"{"a": 1, "b": 2, "c": 3, "d": 4}"#, #"{"d": 4, "c": 3, "b": 2, "a": 1}"#,
      #"{"c": 3, "x": 0, "a": 1, "d": 4, "b": 2}"#,
    ] {
      for decoder in [RemapDecoder(), .strict] {
        #expect(try decoder.decode(Scrambled.self, from: text) == expected)
      }
    }
  }

  @Test("lookups in nested objects do not disturb the search in their parent")
  func nestedSearches() throws {
    let text = #"""
      {"z": {"q": "b", "p": 3}, "list": [{"q": "c", "p": 4}, {"p": 5, "q": "d"}],
       "y": 2, "x": {"p": 1, "q": "a"}}
      """#
    let value = try RemapDecoder.strict.decode(Outer.self, from: text)
    #expect(
      value
        == Outer(
          x: Inner(p: 1, q: "a"), y: 2, z: Inner(p: 3, q: "b"),
          list: [Inner(p: 4, q: "c"), Inner(p: 5, q: "d")]))
  }

  @Test("a 60-key object in random order decodes with every key matching")
  func manyKeysInRandomOrder() throws {
    let seed = TestSeed.make("manyKeysInRandomOrder")
    var rng = SplitMix64(seed: seed)
    for round in 0..<20 {
      let order = Array(0..<60).shuffled(using: &rng)
      // Exact keys, and keys that only fuzzy or snake-case matching finds.
      let styles: [(RemapDecoder.KeyMatching, String, String)] = [
        (.exact, "k", "k"), (.fuzzy, "K_", "k"), (.snakeCase, "key_", "key"),
      ]
      for (matching, written, asked) in styles {
        let members = order.map { "\"\(written)\($0)\": \($0 * 10)" }
        let text = "{" + members.joined(separator: ", ") + "}"
        var decoder = RemapDecoder()
        decoder.keyMatching = matching
        decoder.userInfo[.decoderTestsProbe] = asked
        let value = try decoder.decode(Wide.self, from: text)
        #expect(
          value.values == (0..<60).map { $0 * 10 }, "seed \(seed), round \(round), \(matching)")
        #expect(value.absent == [nil, nil, nil, nil, nil])
      }
    }
  }

  // MARK: - Duplicate keys

  @Test("a duplicate key reads as its last value, as the JSON tree keeps it")
  func duplicateKeysLastWins() throws {
    let text = #"{"fooBar": 1, "fooBar": 2}"#
    for decoder in [RemapDecoder(), .strict] {
      #expect(try decoder.decode(FooBar.self, from: text) == FooBar(fooBar: 2))
      #expect(try decoder.decode([String: Int].self, from: text) == ["fooBar": 2])
    }
    #expect(try JSON(parsing: text)["fooBar"] == 2)
  }

  @Test("the last value wins whatever order the type reads its keys in")
  func duplicateKeysAnyOrder() throws {
    struct Reversed: Decodable, Equatable {
      var other: Bool
      var fooBar: Int
    }
    // Reading `other` first leaves the cursor after it, just before the second `fooBar`,
    // and a second read of a key starts after the first: each must still find the last.
    struct ReadsTwice: Decodable {
      var first: Int
      var second: Int
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        first = try container.decode(Int.self, forKey: "fooBar")
        second = try container.decode(Int.self, forKey: "fooBar")
        #expect(container.contains("fooBar"))
      }
    }
    let text = #"{"fooBar": 1, "other": true, "fooBar": 2, "x": 0, "fooBar": 3}"#
    for decoder in [RemapDecoder(), .strict] {
      #expect(try decoder.decode(FooBar.self, from: text) == FooBar(fooBar: 3))
      #expect(try decoder.decode(Reversed.self, from: text) == Reversed(other: true, fooBar: 3))
      let twice = try decoder.decode(ReadsTwice.self, from: text)
      #expect(twice.first == 3)
      #expect(twice.second == 3)
    }
    // Fuzzy matching skips the superseded spellings too.
    #expect(
      try RemapDecoder().decode(FooBar.self, from: #"{"foo_bar": 1, "foo_bar": 2}"#)
        == FooBar(fooBar: 2))
  }

  @Test("a superseded value is never decoded, and the report names the repeated key")
  func duplicateKeysSuperseded() throws {
    // The first value is not an Int: decoding it would fail.
    let text = #"{"fooBar": "one", "fooBar": 2}"#
    #expect(try RemapDecoder.strict.decode([String: Int].self, from: text) == ["fooBar": 2])
    #expect(try RemapDecoder.strict.decode(FooBar.self, from: text) == FooBar(fooBar: 2))

    let report = RemapDecoder().report(FooBar.self, from: text)
    #expect(report.value == FooBar(fooBar: 2))
    #expect(report.diagnostics.map(\.code) == [.duplicateKey])
    #expect(report.diagnostics.first?.severity == .recovery)
    #expect(report.diagnostics.first?.location?.column == 2)

    // Not an unknown key: rejecting unknown keys still accepts it.
    var rejecting = RemapDecoder()
    rejecting.unknownKeys = .reject
    #expect(try rejecting.decode(FooBar.self, from: text) == FooBar(fooBar: 2))
  }

  @Test("a repeated key is found among many keys, and in objects past the index threshold")
  func duplicateKeysWide() throws {
    for width in [10, 300, 2_000] {
      var members = (0..<width).map { "\"k\($0)\": \($0)" }
      members.append(#""k3": -3"#)
      let text = "{" + members.joined(separator: ", ") + "}"
      let decoded = try RemapDecoder.strict.decode([String: Int].self, from: text)
      #expect(decoded.count == width)
      #expect(decoded["k3"] == -3)
      let tree = try JSON(parsing: text)
      #expect(tree.object?.count == width)
      #expect(tree.object?.keys[3] == "k3")
      #expect(tree["k3"] == -3)
    }
  }

  @Test("duplicate keys can be rejected by the reading options, in any object")
  func duplicateKeysRejected() throws {
    var decoder = RemapDecoder()
    decoder.readingOptions.duplicateKeys = .reject
    let error = DecoderTestSupport.error(
      FooBar.self, from: #"{"fooBar": 1, "fooBar": 2}"#, with: decoder)
    #expect(error?.code == .duplicateKey)
    #expect(error?.location?.line == 1)
    #expect(error?.location?.column == 15)

    // In a nested object the type never reads, and with an escaped spelling of the key.
    let nested = """
      {"fooBar": 1,
       "extra": [{"a": 1, "\\u0061": 2}]}
      """
    let nestedError = DecoderTestSupport.error(FooBar.self, from: nested, with: decoder)
    #expect(nestedError?.code == .duplicateKey)
    #expect(nestedError?.location?.line == 2)
    #expect(nestedError?.message.contains(#""a""#) == true)
    #expect(try RemapDecoder().decode(FooBar.self, from: nested) == FooBar(fooBar: 1))

    let report = decoder.report(FooBar.self, from: nested)
    #expect(report.value == nil)
    #expect(report.diagnostics.map(\.code) == [.duplicateKey])
  }
}
