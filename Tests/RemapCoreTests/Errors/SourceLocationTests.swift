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

  /// The line and column of a byte offset, counted the plain way: lines after each `\n`,
  /// columns in Unicode scalars.
  static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    let before = bytes[..<offset]
    let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
    return (
      line, String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
    )
  }

  struct Pair: Decodable {
    var a: Int
    var b: Int
  }

  // Each location of a report is counted from the one before, forwards or backwards (a
  // missing key is located at its object, before the member that failed just before it),
  // which once was counted from its line's start: quadratic on one long line.
  @Test("every location of a report is where a plain count puts it, on long and short lines")
  func reportLocations() throws {
    let seed = TestSeed.make("report locations")
    var random = SplitMix64(seed: seed)
    let words = ["x", "é", "日本", "🙂", "a\\tb", String(repeating: "ü", count: 60)]
    var text = "["
    for index in 0..<400 {
      if index > 0 { text += Int.random(in: 0..<8, using: &random) == 0 ? ",\n" : ", " }
      let word = words[Int.random(in: 0..<words.count, using: &random)]
      text += Int.random(in: 0..<3, using: &random) == 0 ? "[]" : #"{"a": "\#(word)"}"#
    }
    let bytes = Array((text + "]").utf8)
    let report = RemapDecoder().report([Pair].self, from: bytes)
    #expect(report.errors.count >= 400, "seed \(seed)")
    for error in report.errors {
      let location = try #require(error.location, "seed \(seed): \(error)")
      let expected = Self.lineAndColumn(of: location.byteOffset, in: bytes)
      #expect(location.line == expected.line, "seed \(seed): \(error)")
      #expect(location.column == expected.column, "seed \(seed): \(error)")
      let shown = Array(location.lineExcerpt.unicodeScalars)
      let pointed = String(decoding: [bytes[location.byteOffset]], as: UTF8.self)
      #expect(String(shown[location.excerptColumn - 1]) == pointed, "seed \(seed): \(error)")
    }
  }

  @Test("locations in ISO-8859-1 XML are offsets in the input, one after another on a line")
  func latin1Locations() throws {
    var bytes = Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><root>"#.utf8)
    for index in 0..<50 {
      // `é` is one byte in ISO-8859-1 and two in the UTF-8 the scanner reads.
      bytes += Array("<k\(index)>".utf8) + [0xE9] + Array("</k\(index)>".utf8)
    }
    bytes += Array("</root>".utf8)
    let report = RemapDecoder().report([String: Int].self, fromXML: bytes)
    #expect(report.errors.count == 50)
    for (index, error) in report.errors.enumerated() {
      let location = try #require(error.location)
      let element = Array("<k\(index)>".utf8)
      #expect(Array(bytes[location.byteOffset...].prefix(element.count)) == element, "\(error)")
      #expect(location.line == 1)
      #expect(location.column == location.byteOffset + 1)
    }
  }
}
