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

/// The exact text of parse errors: what a person reads, so every change is deliberate.
@Suite("RemapError")
struct RemapErrorTests {
  /// One pinned parse error.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var input: String
    var options = JSONReadingOptions.strict
    var code: RemapError.Code
    var message: String
    var line: Int
    var column: Int
    var byteOffset: Int
    var description: String

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "missing comma in an object",
      input: "{\n  \"name\": \"Ada\",\n  \"zip\": 12345 \"city\": \"Paris\"\n}",
      code: .unexpectedCharacter,
      message: "expected ',' or '}' after an object member, found '\"'",
      line: 3, column: 16, byteOffset: 34,
      description: """
        error: expected ',' or '}' after an object member, found '"'
         --> input:3:16
        3 |   "zip": 12345 "city": "Paris"
          |                ^
        """),
    Case(
      name: "missing comma in an array",
      input: "[1, 2\n 3]",
      code: .unexpectedCharacter,
      message: "expected ',' or ']' after an array element, found '3'",
      line: 2, column: 2, byteOffset: 7,
      description: """
        error: expected ',' or ']' after an array element, found '3'
         --> input:2:2
        2 |  3]
          |  ^
        """),
    Case(
      name: "missing colon",
      input: #"{"a" 1}"#,
      code: .unexpectedCharacter,
      message: "expected ':' after an object key, found '1'",
      line: 1, column: 6, byteOffset: 5,
      description: """
        error: expected ':' after an object key, found '1'
         --> input:1:6
        1 | {"a" 1}
          |      ^
        """),
    Case(
      name: "key without quotes",
      input: "{a: 1}",
      code: .unexpectedCharacter,
      message: "expected a string key in double quotes, found 'a'",
      line: 1, column: 2, byteOffset: 1,
      description: """
        error: expected a string key in double quotes, found 'a'
         --> input:1:2
        1 | {a: 1}
          |  ^
        """),
    Case(
      name: "trailing comma in an array",
      input: "[1, 2,]",
      code: .unexpectedCharacter,
      message: "trailing comma before ']'; expected another array element",
      line: 1, column: 7, byteOffset: 6,
      description: """
        error: trailing comma before ']'; expected another array element
         --> input:1:7
        1 | [1, 2,]
          |       ^
        """),
    Case(
      name: "trailing comma in an object",
      input: "{\"a\": 1,\n}",
      code: .unexpectedCharacter,
      message: "trailing comma before '}'; expected another object member",
      line: 2, column: 1, byteOffset: 9,
      description: """
        error: trailing comma before '}'; expected another object member
         --> input:2:1
        2 | }
          | ^
        """),
    Case(
      name: "invalid escape",
      input: #"["a\x"]"#,
      code: .invalidEscape,
      message: #"invalid escape \x; JSON allows \" \\ \/ \b \f \n \r \t and \uXXXX"#,
      line: 1, column: 4, byteOffset: 3,
      description: #"""
        error: invalid escape \x; JSON allows \" \\ \/ \b \f \n \r \t and \uXXXX
         --> input:1:4
        1 | ["a\x"]
          |    ^
        """#),
    Case(
      name: "short \\u escape",
      input: #""\u12G4""#,
      code: .invalidEscape,
      message: #"a \u escape needs four hexadecimal digits"#,
      line: 1, column: 2, byteOffset: 1,
      description: #"""
        error: a \u escape needs four hexadecimal digits
         --> input:1:2
        1 | "\u12G4"
          |  ^
        """#),
    Case(
      name: "leading zero",
      input: #"{"n": 012}"#,
      code: .invalidNumber,
      message: "numbers cannot have leading zeros",
      line: 1, column: 7, byteOffset: 6,
      description: """
        error: numbers cannot have leading zeros
         --> input:1:7
        1 | {"n": 012}
          |       ^
        """),
    Case(
      name: "fraction without digits",
      input: "[1.]",
      code: .invalidNumber,
      message: "expected a digit after the decimal point",
      line: 1, column: 4, byteOffset: 3,
      description: """
        error: expected a digit after the decimal point
         --> input:1:4
        1 | [1.]
          |    ^
        """),
    Case(
      name: "minus without digits",
      input: "[-x]",
      code: .invalidNumber,
      message: "expected a digit after '-'",
      line: 1, column: 3, byteOffset: 2,
      description: """
        error: expected a digit after '-'
         --> input:1:3
        1 | [-x]
          |   ^
        """),
    Case(
      name: "unterminated string",
      input: "{\"key\": \"value",
      code: .unexpectedEndOfInput,
      message: "unterminated string",
      line: 1, column: 9, byteOffset: 8,
      description: """
        error: unterminated string
         --> input:1:9
        1 | {"key": "value
          |         ^
        """),
    Case(
      name: "value after the top-level value",
      input: "{\"a\": 1}\n{\"b\": 2}",
      code: .unexpectedCharacter,
      message: "unexpected '{' after the top-level value",
      line: 2, column: 1, byteOffset: 9,
      description: """
        error: unexpected '{' after the top-level value
         --> input:2:1
        2 | {"b": 2}
          | ^
        """),
    Case(
      name: "depth exceeded",
      input: "[[[[1]]]]",
      options: JSONReadingOptions(maximumDepth: 3),
      code: .depthLimitExceeded,
      message: "arrays and objects are nested deeper than the limit of 3 levels",
      line: 1, column: 4, byteOffset: 3,
      description: """
        error: arrays and objects are nested deeper than the limit of 3 levels
         --> input:1:4
        1 | [[[[1]]]]
          |    ^
        """),
    Case(
      name: "duplicate key rejected",
      input: "{\n  \"id\": 1,\n  \"id\": 2\n}",
      options: JSONReadingOptions(duplicateKeys: .reject),
      code: .duplicateKey,
      message: #"duplicate key "id" in an object"#,
      line: 3, column: 3, byteOffset: 15,
      description: """
        error: duplicate key "id" in an object
         --> input:3:3
        3 |   "id": 2
          |   ^
        """),
    Case(
      name: "lone high surrogate",
      input: #"["\uD800"]"#,
      code: .invalidUnicode,
      message:
        #"lone surrogate \uD800: a high surrogate must be followed by a low surrogate escape (\uDC00 to \uDFFF)"#,
      line: 1, column: 3, byteOffset: 2,
      description: #"""
        error: lone surrogate \uD800: a high surrogate must be followed by a low surrogate escape (\uDC00 to \uDFFF)
         --> input:1:3
        1 | ["\uD800"]
          |   ^
        """#),
    Case(
      name: "lone low surrogate",
      input: #""\uDC00""#,
      code: .invalidUnicode,
      message: #"lone surrogate \uDC00: a low surrogate must follow a high one"#,
      line: 1, column: 2, byteOffset: 1,
      description: #"""
        error: lone surrogate \uDC00: a low surrogate must follow a high one
         --> input:1:2
        1 | "\uDC00"
          |  ^
        """#),
    Case(
      name: "control character in a string",
      input: "[\"a\tb\"]",
      code: .controlCharacterInString,
      message:
        #"unescaped control character U+0009 in a string; write it as an escape such as \n or \u0009"#,
      line: 1, column: 4, byteOffset: 3,
      description: #"""
        error: unescaped control character U+0009 in a string; write it as an escape such as \n or \u0009
         --> input:1:4
        1 | ["a b"]
          |    ^
        """#),
    Case(
      name: "unexpected character where a value belongs",
      input: "[1, @]",
      code: .unexpectedCharacter,
      message: "unexpected '@'; expected a JSON value",
      line: 1, column: 5, byteOffset: 4,
      description: """
        error: unexpected '@'; expected a JSON value
         --> input:1:5
        1 | [1, @]
          |     ^
        """),
    Case(
      name: "unexpected end of input in an array",
      input: "[1,",
      code: .unexpectedEndOfInput,
      message: "unexpected end of input; expected a value",
      line: 1, column: 4, byteOffset: 3,
      description: """
        error: unexpected end of input; expected a value
         --> input:1:4
        1 | [1,
          |    ^
        """),
    Case(
      name: "the empty input",
      input: "",
      code: .unexpectedEndOfInput,
      message: "the input is empty; expected a JSON value",
      line: 1, column: 1, byteOffset: 0,
      description: """
        error: the input is empty; expected a JSON value
         --> input:1:1
        """),
    Case(
      name: "columns count characters, not bytes",
      input: "{\"café\": 1 \"x\"}",
      code: .unexpectedCharacter,
      message: "expected ',' or '}' after an object member, found '\"'",
      line: 1, column: 12, byteOffset: 12,
      description: """
        error: expected ',' or '}' after an object member, found '"'
         --> input:1:12
        1 | {"café": 1 "x"}
          |            ^
        """),
    Case(
      name: "carriage returns end the excerpt",
      input: "[1,\r\n2 3]\r\n",
      code: .unexpectedCharacter,
      message: "expected ',' or ']' after an array element, found '3'",
      line: 2, column: 3, byteOffset: 7,
      description: """
        error: expected ',' or ']' after an array element, found '3'
         --> input:2:3
        2 | 2 3]
          |   ^
        """),
  ]

  @Test("parse errors have their pinned code, message, location and rendering", arguments: cases)
  func pinnedParseError(_ pinned: Case) throws {
    let error = try #require(parseError(pinned.input, options: pinned.options))
    #expect(error.code == pinned.code)
    #expect(error.message == pinned.message)
    #expect(error.location?.line == pinned.line)
    #expect(error.location?.column == pinned.column)
    #expect(error.location?.byteOffset == pinned.byteOffset)
    #expect(error.path.isEmpty)
    #expect(error.description == pinned.description)
  }

  @Test("a long line is shown as a window around the error, with the caret under it")
  func longLineIsWindowed() throws {
    // 2,499 elements "1," then a bad token at column 5,000, then more elements. The window
    // shows 40 characters before the error and 40 from it on.
    let prefix = "[" + String(repeating: "1,", count: 2_499)
    let input = prefix + "x" + String(repeating: ",1", count: 2_000) + "]"
    let error = try #require(parseError(input))
    let location = try #require(error.location)
    #expect(location.line == 1)
    #expect(location.column == 5_000)
    #expect(location.byteOffset == 4_999)
    #expect(location.lineExcerpt.hasPrefix("…"))
    #expect(location.lineExcerpt.hasSuffix("…"))
    #expect(location.lineExcerpt.count < 100)
    let excerpt = Array(location.lineExcerpt)
    #expect(excerpt[location.excerptColumn - 1] == "x")

    let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
    try #require(lines.count == 4)
    #expect(lines[0] == "error: unexpected 'x'; expected a JSON value")
    #expect(lines[1] == " --> input:1:5000")
    let shown = lines[2]
    let caret = lines[3]
    #expect(shown.hasPrefix("1 | …"))
    #expect(caret.hasPrefix("  | "))
    #expect(caret.hasSuffix("^"))
    // The caret sits in the column of the 'x' in the line above it.
    let caretColumn = caret.count - 1
    #expect(Array(shown)[caretColumn] == "x")
    #expect(
      error.description == """
        error: unexpected 'x'; expected a JSON value
         --> input:1:5000
        1 | …1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,x,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,…
          |                                          ^
        """)
  }

  @Test("the caret lines up under characters outside ASCII")
  func caretWithWideCharacters() throws {
    let input = "[\"😀😀😀\", \"日本語\" x]"
    let error = try #require(parseError(input))
    #expect(error.location?.column == 15)
    let lines = error.description.split(separator: "\n")
    try #require(lines.count == 4)
    #expect(Array(lines[2])[lines[3].count - 1] == "x")
  }

  @Test("rendering with a source name, a path, a found excerpt and an underlying error")
  func renderingAllParts() {
    struct Cause: Error, CustomStringConvertible {
      var description: String { "the cause" }
    }
    let error = RemapError(
      .unsupportedValue, "a date has no JSON equivalent",
      path: ValuePath([.key("items"), .index(3), .key("created")]),
      found: "2016-01-17",
      location: SourceLocation(
        line: 2, column: 5, byteOffset: 9, lineExcerpt: "  { x }", excerptColumn: 5),
      underlying: Cause())
    #expect(
      error.rendered(sourceName: "feed.json") == """
        error: a date has no JSON equivalent (found 2016-01-17)
         --> feed.json:2:5, at items[3].created
        2 |   { x }
          |     ^
         caused by: the cause
        """)
  }

  @Test("one line per error: FILE:LINE:COLUMN, the message, the found excerpt and the path")
  func renderingOnOneLine() {
    let located = RemapError(
      .unsupportedValue, "a date has no JSON equivalent",
      path: ValuePath([.key("items"), .index(3), .key("created")]),
      found: "2016-01-17",
      location: SourceLocation(
        line: 2, column: 5, byteOffset: 9, lineExcerpt: "  { x }", excerptColumn: 5))
    #expect(
      located.renderedLine(sourceName: "feed.json")
        == "feed.json:2:5: a date has no JSON equivalent (found 2016-01-17), at items[3].created")

    let unlocated = RemapError(
      .invalidValue, "expected one of a, b; found \"c\"", path: ValuePath([.key("kind")]),
      found: "\"c\"")
    #expect(
      unlocated.renderedLine(sourceName: "rules.json")
        == "rules.json: expected one of a, b; found \"c\", at kind")
  }

  @Test("the found excerpt is not repeated when the message already says it")
  func foundIsNotRepeated() {
    let error = RemapError(.invalidPath, "bad path \"a[\"", found: "\"a[\"")
    #expect(error.description == "error: bad path \"a[\"")
  }

  @Test("an error without a location or path is one line")
  func minimalRendering() {
    let error = RemapError(.sizeLimitExceeded, "too big")
    #expect(error.description == "error: too big")
    #expect(error.expected == nil && error.found == nil && error.underlying == nil)
  }
}
