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

@Suite("JSONReadingOptions")
struct JSONReadingOptionsTests {
  @Test("the defaults are strict RFC 8259 with a depth limit of 512")
  func defaults() {
    let options = JSONReadingOptions()
    #expect(options.maximumDepth == 512)
    #expect(!options.allowsComments)
    #expect(!options.allowsTrailingCommas)
    #expect(options.duplicateKeys == .lastWins)
    #expect(options == .strict)
    #expect(JSONReadingOptions.relaxed.allowsComments)
    #expect(JSONReadingOptions.relaxed.allowsTrailingCommas)
    #expect(JSONReadingOptions.relaxed.maximumDepth == 512)
  }

  // MARK: - Comments

  static let commented: [(String, JSON)] = [
    ("// leading\n[1]", [1]),
    ("[1] // trailing", [1]),
    ("[1]// trailing without newline", [1]),
    ("/* block */ [1]", [1]),
    ("[1, /* inside */ 2]", [1, 2]),
    ("[1 /* before comma */, 2]", [1, 2]),
    ("{/*a*/\"a\"/*b*/:/*c*/1/*d*/}", ["a": 1]),
    ("{\"a\": // line\n 1}", ["a": 1]),
    ("/* multi\n line\n */ true", true),
    ("/**/ null /***/", nil),
    ("/* // nested line */ 1", 1),
    ("[\"// not a comment\", \"/* nor this */\"]", ["// not a comment", "/* nor this */"]),
  ]

  @Test("comments are skipped like whitespace when allowed", arguments: commented)
  func commentsAllowed(text: String, expected: JSON) throws {
    #expect(try JSON(parsing: text, options: .relaxed) == expected)
    #expect(try JSON(parsing: text, options: JSONReadingOptions(allowsComments: true)) == expected)
  }

  @Test(
    "comments are errors by default",
    arguments: commented.map(\.0).filter { !$0.hasPrefix("[\"//") })
  func commentsRejectedByDefault(text: String) {
    #expect(parseError(text)?.code == .unexpectedCharacter)
    #expect(parseError(text, options: JSONReadingOptions(allowsTrailingCommas: true)) != nil)
  }

  @Test("malformed comments are errors even when comments are allowed")
  func malformedComments() throws {
    let unterminated = try #require(parseError("[1 /* never closed", options: .relaxed))
    #expect(unterminated.code == .unexpectedEndOfInput)
    #expect(unterminated.message == "unterminated block comment")
    #expect(unterminated.location?.byteOffset == 3)

    let lone = try #require(parseError("[1 / 2]", options: .relaxed))
    #expect(lone.code == .unexpectedCharacter)
    #expect(lone.message == "unexpected '/'; expected '//' or '/*'")

    let atEnd = try #require(parseError("1 /", options: .relaxed))
    #expect(atEnd.message == "unexpected '/'; expected a comment")

    #expect(parseError("/* only a comment */", options: .relaxed)?.code == .unexpectedEndOfInput)
    #expect(parseError("[1, /* */ ]", options: JSONReadingOptions(allowsComments: true)) != nil)
  }

  // MARK: - Trailing commas

  static let trailingCommas: [(String, JSON)] = [
    ("[1,]", [1]),
    ("[1, 2 , ]", [1, 2]),
    ("{\"a\": 1,}", ["a": 1]),
    ("{\"a\": [1,], \"b\": {\"c\": 2,},}", ["a": [1], "b": ["c": 2]]),
    ("[[],]", [[]]),
  ]

  @Test("a trailing comma is accepted when allowed", arguments: trailingCommas)
  func trailingCommasAllowed(text: String, expected: JSON) throws {
    #expect(try JSON(parsing: text, options: .relaxed) == expected)
    #expect(
      try JSON(parsing: text, options: JSONReadingOptions(allowsTrailingCommas: true)) == expected)
  }

  @Test("a trailing comma is an error by default", arguments: trailingCommas.map(\.0))
  func trailingCommasRejectedByDefault(text: String) {
    #expect(parseError(text)?.code == .unexpectedCharacter)
    #expect(parseError(text, options: JSONReadingOptions(allowsComments: true)) != nil)
  }

  @Test(
    "only one trailing comma, and only after an element",
    arguments: ["[,]", "[1,,]", "{,}", "{\"a\":1,,}", "[,1]", ","])
  func trailingCommaLimits(text: String) {
    #expect(parseError(text, options: .relaxed) != nil)
  }

  @Test("comments and trailing commas together")
  func relaxedDocument() throws {
    let text = """
      {
        // The server's name.
        "name": "remap", /* required */
        "ports": [80, 443,], // both
      }
      """
    #expect(try JSON(parsing: text, options: .relaxed) == ["name": "remap", "ports": [80, 443]])
    #expect(throws: RemapError.self) { try JSON(parsing: text) }
  }

  // MARK: - Duplicate keys

  @Test("duplicate keys keep the last value in the first key's position by default")
  func duplicateKeysLastWins() throws {
    let value = try JSON(parsing: #"{"a": 1, "b": 2, "a": 3, "c": 4, "a": 5}"#)
    #expect(value.object?.keys == ["a", "b", "c"])
    #expect(value.serialized() == #"{"a":5,"b":2,"c":4}"#)
  }

  @Test("duplicate keys are rejected with .reject")
  func duplicateKeysRejected() throws {
    let options = JSONReadingOptions(duplicateKeys: .reject)
    let error = try #require(parseError(#"{"a": 1, "b": {"x": 1, "x": 2}}"#, options: options))
    #expect(error.code == .duplicateKey)
    #expect(error.message == #"duplicate key "x" in an object"#)
    #expect(error.location?.byteOffset == 23)
    // The same key in different objects is no duplicate.
    #expect(throws: Never.self) {
      try JSON(parsing: #"[{"a": 1}, {"a": 2}, {"b": {"a": 3}, "a": 4}]"#, options: options)
    }
  }

  // MARK: - Depth

  @Test(
    "maximumDepth: exactly at the limit passes, one deeper fails",
    arguments: [1, 2, 3, 10, 512, 1_000])
  func depthLimit(limit: Int) throws {
    let options = JSONReadingOptions(maximumDepth: limit)
    let atLimit = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(throws: Never.self) { try JSON(parsing: atLimit, options: options) }
    let deeper = "[" + atLimit + "]"
    let error = try #require(parseError(deeper, options: options))
    #expect(error.code == .depthLimitExceeded)
    #expect(error.location?.byteOffset == limit)

    let objectsAtLimit =
      String(repeating: "{\"a\":", count: limit - 1) + "{}"
      + String(repeating: "}", count: limit - 1)
    #expect(throws: Never.self) { try JSON(parsing: objectsAtLimit, options: options) }
    let objectsDeeper = "[" + objectsAtLimit + "]"
    #expect(parseError(objectsDeeper, options: options)?.code == .depthLimitExceeded)
  }

  @Test("the default limit is 512")
  func defaultDepthLimit() {
    let atLimit = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(throws: Never.self) { try JSON(parsing: atLimit) }
    #expect(parseError("[" + atLimit + "]")?.code == .depthLimitExceeded)
  }

  @Test("a depth limit of zero accepts scalars only")
  func zeroDepth() {
    let options = JSONReadingOptions(maximumDepth: 0)
    #expect(throws: Never.self) { try JSON(parsing: "\"scalar\"", options: options) }
    #expect(parseError("[]", options: options)?.code == .depthLimitExceeded)
    #expect(parseError("{}", options: options)?.code == .depthLimitExceeded)
  }
}
