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

private struct Item: Decodable, Equatable {
  var id: Int
  var name: String
}

@Suite("RemapDecoder paths and inputs")
struct RemapDecoderPathsTests {
  static let envelope = Data(
    """
    {
      "status": "ok",
      "data": {
        "count": 2,
        "items": [{"id": 1, "name": "a"}, {"id": 2, "name": "b"}]
      },
      "a": {"b": [10, 20, 30]},
      "user_info": {"first_name": "Ada"}
    }
    """.utf8)

  // MARK: - decode(_:from:atPath:)

  @Test("decodes the value at a key path, ignoring the rest")
  func atPath() throws {
    let decoder = RemapDecoder()
    #expect(
      try decoder.decode([Item].self, from: Self.envelope, atPath: "data.items")
        == [Item(id: 1, name: "a"), Item(id: 2, name: "b")])
    #expect(
      try decoder.decode(Item.self, from: Self.envelope, atPath: "data.items[1]")
        == Item(id: 2, name: "b"))
    #expect(try decoder.decode(Int.self, from: Self.envelope, atPath: "a.b[1]") == 20)
    #expect(try decoder.decode(Int.self, from: Self.envelope, atPath: "data.count") == 2)
    #expect(try decoder.decode(String.self, from: Self.envelope, atPath: "status") == "ok")
    #expect(try decoder.decode(Int.self, from: Array(Self.envelope), atPath: "a.b[2]") == 30)
  }

  @Test("the empty path is the whole document")
  func rootPath() throws {
    let whole = try RemapDecoder().decode(JSON.self, from: Self.envelope, atPath: "")
    #expect(whole == (try JSON(parsing: Self.envelope)))
  }

  @Test("an index path reads into a top-level array; negative indices count from the end")
  func indices() throws {
    let text = Array(
      #"[{"id": 1, "name": "a"}, {"id": 2, "name": "b"}, {"id": 3, "name": "c"}]"#.utf8)
    let decoder = RemapDecoder()
    #expect(try decoder.decode(Item.self, from: text, atPath: "[0]") == Item(id: 1, name: "a"))
    #expect(try decoder.decode(Item.self, from: text, atPath: "[-1]") == Item(id: 3, name: "c"))
    #expect(try decoder.decode(Item.self, from: text, atPath: "[-3]") == Item(id: 1, name: "a"))
    #expect(try decoder.decode(String.self, from: text, atPath: "[1].name") == "b")
    #expect(try decoder.decode(Int.self, from: Self.envelope, atPath: "a.b[-1]") == 30)
  }

  @Test("a path may name its keys fuzzily or in snake case, per the key matching")
  func matchingInPaths() throws {
    #expect(
      try RemapDecoder().decode(String.self, from: Self.envelope, atPath: "userInfo.firstName")
        == "Ada")
    var snake = RemapDecoder()
    snake.keyMatching = .snakeCase
    #expect(
      try snake.decode(String.self, from: Self.envelope, atPath: "userInfo.firstName") == "Ada")
    let error = #expect(throws: RemapError.self) {
      try RemapDecoder.strict.decode(String.self, from: Self.envelope, atPath: "userInfo.firstName")
    }
    #expect(error?.code == .keyNotFound)
  }

  @Test("a missing key in the path is keyNotFound, with the path so far")
  func missingKey() throws {
    let error = try #require(
      #expect(throws: RemapError.self) {
        try RemapDecoder().decode([Item].self, from: Self.envelope, atPath: "data.things")
      })
    #expect(error.code == .keyNotFound)
    #expect(error.path == "data.things")
    #expect(error.message == #"missing required key "things" in the object at data"#)
    #expect(error.location?.line == 3)

    let atRoot = #expect(throws: RemapError.self) {
      try RemapDecoder().decode(Int.self, from: Self.envelope, atPath: "nothing.here")
    }
    #expect(atRoot?.path == "nothing")
    #expect(atRoot?.message == #"missing required key "nothing" in the top-level object"#)
  }

  @Test("an index out of range is valueNotFound; a path through a scalar is typeMismatch")
  func badSteps() {
    let outOfRange = #expect(throws: RemapError.self) {
      try RemapDecoder().decode(Int.self, from: Self.envelope, atPath: "a.b[3]")
    }
    #expect(outOfRange?.code == .valueNotFound)
    #expect(outOfRange?.message == "index 3 is out of range for an array of 3 elements")
    #expect(outOfRange?.path == "a.b")

    let negative = #expect(throws: RemapError.self) {
      try RemapDecoder().decode(Int.self, from: Self.envelope, atPath: "a.b[-4]")
    }
    #expect(negative?.message == "index -4 is out of range for an array of 3 elements")

    let throughScalar = #expect(throws: RemapError.self) {
      try RemapDecoder().decode(Int.self, from: Self.envelope, atPath: "status.code")
    }
    #expect(throughScalar?.code == .typeMismatch)
    #expect(throughScalar?.path == "status")
    #expect(
      throughScalar?.message == #"expected an object containing "code", found the string "ok""#)

    let indexIntoObject = #expect(throws: RemapError.self) {
      try RemapDecoder().decode(Int.self, from: Self.envelope, atPath: "data[0]")
    }
    #expect(indexIntoObject?.code == .typeMismatch)
    #expect(indexIntoObject?.message == "expected an array, found an object")
  }

  @Test("errors below the path name the full path from the document's root")
  func errorsBelowThePath() {
    let text = Data(
      #"{"data": {"items": [{"id": 1, "name": "a"}, {"id": "two", "name": "b"}]}}"#.utf8)
    let error = #expect(throws: RemapError.self) {
      try RemapDecoder.strict.decode([Item].self, from: text, atPath: "data.items")
    }
    #expect(error?.path == "data.items[1].id")
    let negative = #expect(throws: RemapError.self) {
      try RemapDecoder.strict.decode(Item.self, from: text, atPath: "data.items[-1]")
    }
    #expect(negative?.path == "data.items[1].id")
  }

  // MARK: - Inputs

  @Test("String, [UInt8], Data and other contiguous bytes decode alike")
  func inputs() throws {
    let text = #"{"id": 7, "name": "ü"}"#
    let expected = Item(id: 7, name: "ü")
    let decoder = RemapDecoder()
    #expect(try decoder.decode(Item.self, from: text) == expected)
    #expect(try decoder.decode(Item.self, from: Array(text.utf8)) == expected)
    #expect(try decoder.decode(Item.self, from: Data(text.utf8)) == expected)
    #expect(try decoder.decode(Item.self, from: ContiguousArray(text.utf8)) == expected)
    let slice = Data(("  " + text).utf8).dropFirst(2)
    #expect(try decoder.decode(Item.self, from: slice) == expected)
  }

  @Test("the reading options apply: depth limit, comments and trailing commas")
  func readingOptions() throws {
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    let error = #expect(throws: RemapError.self) {
      try RemapDecoder().decode(JSON.self, from: deep)
    }
    #expect(error?.code == .depthLimitExceeded)

    var shallow = RemapDecoder()
    shallow.readingOptions.maximumDepth = 2
    #expect(try shallow.decode([[Int]].self, from: "[[1]]") == [[1]])
    let tooDeep = #expect(throws: RemapError.self) {
      try shallow.decode([[[Int]]].self, from: "[[[1]]]")
    }
    #expect(tooDeep?.code == .depthLimitExceeded)

    let relaxedText = "{\n  // the id\n  \"id\": 1, /* name */ \"name\": \"a\",\n}"
    #expect(throws: RemapError.self) { try RemapDecoder().decode(Item.self, from: relaxedText) }
    var relaxed = RemapDecoder()
    relaxed.readingOptions = .relaxed
    #expect(try relaxed.decode(Item.self, from: relaxedText) == Item(id: 1, name: "a"))
  }

  @Test("scalars, arrays and null decode at the top level")
  func topLevelValues() throws {
    let decoder = RemapDecoder.strict
    #expect(try decoder.decode(Int.self, from: " 42 ") == 42)
    #expect(try decoder.decode(String.self, from: #""x""#) == "x")
    #expect(try decoder.decode(Bool.self, from: "true") == true)
    #expect(try decoder.decode(Int?.self, from: "null") == nil)
    #expect(try decoder.decode([Int?].self, from: "[null, 1]") == [nil, 1])
    #expect(try decoder.decode([String: Int].self, from: "{}") == [:])
  }
}
