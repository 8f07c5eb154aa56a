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

/// Decoding the escapes of strings the scanner has validated, through the parser.
@Suite("JSONStringDecoder")
struct JSONStringDecoderTests {
  @Test(
    "escapes decode to the characters they name",
    arguments: [
      (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{08}\u{0C}\n\r\t"),
      (#""\u0041\u00e9\u00E9\u20AC""#, "Aéé€"),
      (#""\uD83D\uDE00""#, "😀"),
      (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
      (#""\u0000""#, "\u{0}"),
      (#""a\u0000b""#, "a\u{0}b"),
      (#""e\u0301""#, "e\u{301}"),
      ("\"😀 raw\"", "😀 raw"),
      (#""\\u0041""#, "\\u0041"),
    ])
  func escapes(text: String, expected: String) throws {
    let value = try JSON(parsing: text)
    let string = try #require(value.string)
    // Compare scalars: String's == would call "é" and "e\u{301}" equal.
    #expect(Array(string.unicodeScalars) == Array(expected.unicodeScalars))
  }

  @Test("strings of every length decode escapes at every position")
  func escapesAtEveryPosition() throws {
    // The scanner reads eight bytes at a time: put the escape at each offset of a word.
    for length in 0..<20 {
      for position in 0...length {
        var raw = String(repeating: "a", count: length)
        raw.insert(contentsOf: "\\n", at: raw.index(raw.startIndex, offsetBy: position))
        let value = try JSON(parsing: "\"\(raw)\"")
        var expected = String(repeating: "a", count: length)
        expected.insert("\n", at: expected.index(expected.startIndex, offsetBy: position))
        #expect(value.string == expected)
      }
    }
  }

  @Test("runs of every length between escapes are copied to their place")
  func runsBetweenEscapes() throws {
    // The decoder copies sixteen, then eight bytes at a time, then single bytes: runs of
    // every length up to three chunks, each byte distinct from its neighbours (a run copied
    // to the wrong offset changes the text), before, between and after two escapes.
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789é")
    func run(_ length: Int, from offset: Int) -> String {
      String((0..<length).map { alphabet[(offset + $0) % alphabet.count] })
    }
    let escapes: [(raw: String, text: String)] = [
      (#"\n"#, "\n"), (#"\/"#, "/"), (#"\""#, "\""), (#"\u00e9"#, "é"), (#"\uD83D\uDE00"#, "😀"),
    ]
    for first in 0..<48 {
      for second in [0, 1, 7, 8, 9, 15, 16, 17, 31, 33] {
        let (escape, decoded) = escapes[(first + second) % escapes.count]
        let (head, middle, tail) = (run(first, from: 0), run(second, from: 5), run(3, from: 9))
        let raw = head + escape + middle + #"\t"# + tail
        let value = try JSON(parsing: "\"\(raw)\"")
        #expect(value.string == head + decoded + middle + "\t" + tail, "\(raw)")
      }
    }
  }

  @Test("escaped keys decode like escaped values")
  func escapedKeys() throws {
    let value = try JSON(parsing: #"{"a\nb": 1, "\u00e9\uD83D\uDE00": 2, "\/": 3}"#)
    #expect(value.object?.keys == ["a\nb", "é😀", "/"])
  }

  @Test("a string of escapes only decodes to the shorter text")
  func onlyEscapes() throws {
    let text = "\"" + String(repeating: #"\u00e9\n\uD83D\uDE00"#, count: 1_000) + "\""
    let value = try #require(try JSON(parsing: text).string)
    #expect(value == String(repeating: "é\n😀", count: 1_000))
    #expect(value.utf8.count == 7_000)
  }
}
