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

@Suite("ValuePath")
struct ValuePathTests {
  @Test(
    "parsing key-path syntax",
    arguments: [
      ("", []),
      ("a", [.key("a")]),
      ("a.b.c", [.key("a"), .key("b"), .key("c")]),
      ("a[0]", [.key("a"), .index(0)]),
      ("a[-1]", [.key("a"), .index(-1)]),
      ("[0]", [.index(0)]),
      ("[0][12].x", [.index(0), .index(12), .key("x")]),
      ("a.[0]", [.key("a"), .index(0)]),
      (
        "statuses[3].user.created_at",
        [.key("statuses"), .index(3), .key("user"), .key("created_at")]
      ),
      ("a\\.b", [.key("a.b")]),
      ("a\\[0]", [.key("a[0]")]),
      ("a\\\\b", [.key("a\\b")]),
      ("a]b", [.key("a]b")]),
      ("a..b", [.key("a"), .key(""), .key("b")]),
      (".a", [.key(""), .key("a")]),
      ("a.", [.key("a"), .key("")]),
      ("é.😀", [.key("é"), .key("😀")]),
      ("a b", [.key("a b")]),
    ] as [(String, [ValuePath.Component])])
  func parsing(text: String, components: [ValuePath.Component]) throws {
    let path = try ValuePath(parsing: text)
    #expect(path.components == components)
    #expect(path.isEmpty == components.isEmpty)
  }

  @Test(
    "invalid paths fail with invalid-path and a message naming the problem",
    arguments: [
      ("a[", "unclosed '[' in key path; write '\\[' for a literal bracket"),
      ("a[0", "unclosed '[' in key path; write '\\[' for a literal bracket"),
      ("a[x]", "'[x]' is not an array index; write '\\[' for a literal bracket"),
      ("a[]", "'[]' is not an array index; write '\\[' for a literal bracket"),
      ("a[+1]", "'[+1]' is not an array index; write '\\[' for a literal bracket"),
      ("a[ 1]", "'[ 1]' is not an array index; write '\\[' for a literal bracket"),
      ("a[1.5]", "'[1.5]' is not an array index; write '\\[' for a literal bracket"),
      ("a\\", "a key path cannot end in a lone backslash"),
      ("a[0]b", "expected '.' or '[' after an array index"),
    ])
  func invalidPaths(text: String, message: String) {
    #expect {
      try ValuePath(parsing: text)
    } throws: { error in
      guard let error = error as? RemapError else { return false }
      return error.code == .invalidPath && error.message == message
        && error.found == "\"\(text)\""
    }
  }

  @Test("an invalid path renders with what was found")
  func invalidPathDescription() throws {
    do {
      _ = try ValuePath(parsing: "a[x]")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == #"error: '[x]' is not an array index; write '\[' for a literal bracket (found "a[x]")"#
      )
      #expect(error.location == nil)
    }
  }

  @Test(
    "description writes the path back in the same syntax",
    arguments: [
      ([], ""),
      ([.key("a"), .index(3), .key("b")], "a[3].b"),
      ([.index(0), .key("a")], "[0].a"),
      ([.key("a.b"), .key("c[0]"), .key("d\\e")], "a\\.b.c\\[0].d\\\\e"),
      ([.key(""), .key("a")], ".a"),
      ([.key("a"), .key("")], "a."),
      ([.key(""), .key("")], "."),
      ([.key("a"), .index(-1)], "a[-1]"),
    ] as [([ValuePath.Component], String)])
  func description(components: [ValuePath.Component], text: String) throws {
    let path = ValuePath(components)
    #expect(path.description == text)
    #expect(try ValuePath(parsing: text) == path)
  }

  @Test("random paths survive description and parsing")
  func randomRoundTrips() throws {
    let seed = TestSeed.make("ValuePath round trip")
    var generator = ValueGenerator(seed: seed)
    for _ in 0..<2_000 {
      var components: [ValuePath.Component] = []
      for _ in 0..<generator.int(0...5) {
        if generator.chance(0.3) {
          components.append(.index(generator.int(-5...1_000)))
        } else {
          // Keys made of the syntax's own characters, among others. (An empty key before an
          // index, or alone, has no spelling in the syntax.)
          var key = ""
          for _ in 0..<generator.int(1...6) {
            key.append(generator.pick([".", "[", "]", "\\", "a", "0", "é", " ", "-", "😀"]))
          }
          components.append(.key(key))
        }
      }
      let path = ValuePath(components)
      #expect(try ValuePath(parsing: path.description) == path, "seed \(seed): \(components)")
    }
  }

  @Test("appending keys and indices")
  func appending() {
    let path = ValuePath().appending("user").appending(index: 2).appending("a.b")
    #expect(path.components == [.key("user"), .index(2), .key("a.b")])
    #expect(path.description == "user[2].a\\.b")
  }

  @Test("string literals are paths")
  func literals() {
    let path: ValuePath = "a.b[1]"
    #expect(path == ValuePath([.key("a"), .key("b"), .index(1)]))
    #expect(path.parsingError == nil)
    let index = 3
    let interpolated: ValuePath = "items[\(index)].price"
    #expect(interpolated == ValuePath([.key("items"), .index(3), .key("price")]))
  }

  @Test(
    "an interpolated literal that is not a path is an invalid path, not a crash",
    arguments: ["first", "", "1.5"])
  func invalidInterpolation(index: String) throws {
    let path: ValuePath = "items[\(index)].price"
    let text = "items[\(index)].price"
    let error = try #require(path.parsingError)
    #expect(error.code == .invalidPath)
    #expect(
      error.message == "'[\(index)]' is not an array index; write '\\[' for a literal bracket")
    #expect(error.found == "\"\(text)\"")
    #expect(path.description == text)
    #expect(path.components.isEmpty)
    #expect(!path.isEmpty)
    #expect(path != ValuePath())
    #expect(path.appending("x") == path)
    #expect(path.appending(index: 0) == path)
    #expect {
      try path.valuePath()
    } throws: { thrown in
      (thrown as? RemapError)?.message == error.message
        && (thrown as? RemapError)?.code == .invalidPath
    }

    var repaired = path
    repaired.components = [.key("items")]
    #expect(repaired.parsingError == nil)
    #expect(repaired == ValuePath([.key("items")]))
  }

  @Test("decoding and reporting at an invalid path fail with its error")
  func decodingAtAnInvalidPath() throws {
    let name = "first"
    let path: ValuePath = "items[\(name)]"
    let data = Array(#"{"items": [1, 2]}"#.utf8)
    let decoder = RemapDecoder()
    #expect {
      try decoder.decode(Int.self, from: data, atPath: path)
    } throws: { error in
      (error as? RemapError)?.code == .invalidPath
        && (error as? RemapError)?.found == "\"items[first]\""
    }
    #expect(throws: RemapError.self) { try decoder.decode(Int.self, from: JSON.null, atPath: path) }
    let report = decoder.report(Int.self, from: data, atPath: path)
    #expect(report.value == nil)
    #expect(report.diagnostics.map(\.code) == [.invalidPath])
  }

  @Test("JSON reads nil through an invalid path and sets nothing")
  func jsonThroughAnInvalidPath() {
    let key = "x"
    var json: JSON = ["items": [1, 2]]
    let original = json
    let path: ValuePath = "items[\(key)]"
    #expect(json[path: path] == nil)
    json[path: path] = 5
    #expect(json == original)
    json[path: "items[\(key)]"] = 5
    #expect(json == original)
  }
}
