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
  }
}
