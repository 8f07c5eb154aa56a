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

@Suite("SourceLocation")
struct SourceLocationTests {
  @Test("description is line:column")
  func description() {
    let location = RemapCore.SourceLocation(line: 3, column: 16, byteOffset: 40)
    #expect(location.description == "3:16")
    #expect(location.lineExcerpt == "")
    #expect(location.excerptColumn == 1)
  }

  @Test("parse errors locate the failing byte on its line")
  func locatesFailingByte() throws {
    let error = try #require(parseError("[\n\n  true,\n  nope]"))
    let location = try #require(error.location)
    #expect(location.line == 4)
    #expect(location.column == 3)
    #expect(location.byteOffset == 13)
    #expect(location.lineExcerpt == "  nope]")
    #expect(location.excerptColumn == 3)
  }

  @Test("tabs and other control characters show as spaces, so the caret lines up")
  func controlCharactersInExcerpt() throws {
    let error = try #require(parseError("[\t1,\t\tx]"))
    let location = try #require(error.location)
    #expect(location.column == 7)
    #expect(location.lineExcerpt == "[ 1,  x]")
    #expect(Array(location.lineExcerpt)[location.excerptColumn - 1] == "x")
  }

  @Test("a long line is cut on both sides at 40 characters from the error")
  func window() throws {
    let input =
      "[" + String(repeating: " ", count: 100) + "é" + String(repeating: "ü", count: 100) + "]"
    let error = try #require(parseError(input))
    let location = try #require(error.location)
    #expect(location.column == 102)
    #expect(location.byteOffset == 101)
    #expect(
      location.lineExcerpt == "…" + String(repeating: " ", count: 40) + "é"
        + String(repeating: "ü", count: 39) + "…")
    #expect(location.excerptColumn == 42)
  }

  @Test("an error at the very end of a line points past its last character")
  func errorAtEndOfInput() throws {
    let error = try #require(parseError("{\"a\":"))
    let location = try #require(error.location)
    #expect(location.column == 6)
    #expect(location.lineExcerpt == "{\"a\":")
    #expect(location.excerptColumn == 6)
  }
}
