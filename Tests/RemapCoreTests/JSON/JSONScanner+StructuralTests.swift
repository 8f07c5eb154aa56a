//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import RemapTestSupport
import Testing

@testable import RemapCore

/// The structural scan (64 bytes at a time, then the grammar over the positions found) must
/// agree with the bytewise scan on every input: the same tape, word for word, where the
/// bytewise scan accepts the text, and a hand-over to it (which then names the error) where it
/// does not. The hard places are the edges of the blocks and of their 16-byte lanes: quotes,
/// runs of backslashes, multi-byte characters and bad UTF-8 are put at every offset there.
@Suite("JSONScanner structural")
struct JSONScannerStructuralTests {
  /// What the two scans did with `bytes`, or a description of how they disagree.
  static func disagreement(_ bytes: [UInt8], options: JSONReadingOptions = .strict) -> String? {
    bytes.withUnsafeBufferPointer { buffer -> String? in
      let bytewise = Result { () throws(ScanFailure) in
        try unsafe JSONScanner.scan(buffer, options: options, method: .bytewise)
      }
      let structural = unsafe JSONScanner.structuralTape(buffer, options: options)
      let scanned = Result { () throws(ScanFailure) in
        try unsafe JSONScanner.scan(buffer, options: options, method: .structural)
      }
      switch (bytewise, structural, scanned) {
      case (.success(let expected), let structural?, .success(let tape)):
        if words(of: structural) != words(of: expected) { return "the structural tape differs" }
        if words(of: tape) != words(of: expected) { return "the scanned tape differs" }
        return nil
      case (.success(let expected), nil, .success(let tape)) where buffer[0] >= 0x80:
        // A byte order mark: left to the bytewise scan.
        return words(of: tape) == words(of: expected) ? nil : "the scanned tape differs"
      case (.success, nil, _):
        return "the structural scan rejects valid text"
      case (.failure, _?, _):
        return "the structural scan accepts invalid text"
      case (.failure(let expected), nil, .failure(let error)):
        guard error.code == expected.code, error.message == expected.message,
          error.offset == expected.offset
        else { return "the errors differ: \(error) against \(expected)" }
        return nil
      case (.success, _, .failure), (.failure, _, .success):
        return "scan and the bytewise scan disagree"
      }
    }
  }

  /// A tape's words, its synthetic entries included.
  static func words(of tape: JSONTape) -> [UInt64] {
    unsafe Array(UnsafeBufferPointer(start: tape.words, count: 2 * (tape.count + 3)))
  }

  static func check(
    _ bytes: [UInt8], options: JSONReadingOptions = .strict,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    if let problem = disagreement(bytes, options: options) {
      Issue.record(
        "\(problem): \(String(decoding: bytes, as: UTF8.self).debugDescription) \(bytes)",
        sourceLocation: sourceLocation)
    }
  }

  /// Pieces of string content that the block masks must get right: escaped quotes, backslash
  /// runs of each length before a quote or a letter, characters of every UTF-8 length, and
  /// what is invalid inside a string.
  static let pieces: [[UInt8]] =
    [
      #"\""#, #"\\"#, #"\\\""#, #"\\\\"#, #"\\\\\""#, #"\\\\\\"#, #"\\\\\\\""#, #"\/"#, #"\n"#,
      #"\u00e9"#, #"\uD83D\uDE00"#, "é", "東", "😀", #"\u12"#, #"\x"#, #"\uDE00"#, #"\uD83D"#,
      "{}[]:,", "\u{1}", "\t", "\n", "\u{7F}",
    ].map { Array($0.utf8) } + [
      [0xC3], [0xE6, 0x9D], [0xFF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80],
      [0xC0, 0xAF], [0xE0, 0x80, 0x80], [0xF0, 0x9F, 0x98],
    ]

  @Test("quotes, backslash runs, UTF-8 and control characters at every offset of a block")
  func piecesAtEveryOffset() {
    let quote: [UInt8] = [0x22]
    let block: [UInt8] = Array(repeating: UInt8(ascii: "y"), count: 64)
    for piece in Self.pieces {
      for shift in 0..<130 {
        let padding: [UInt8] = Array(repeating: UInt8(ascii: " "), count: shift)
        let filler: [UInt8] = Array(repeating: UInt8(ascii: "x"), count: shift % 70)
        // In a value, after a run of plain bytes that moves it across the block.
        Self.check(
          Self.join([Array("[".utf8), padding, quote, filler, piece, Array("\", 1]".utf8)]))
        // In a key, right after the quote.
        Self.check(Self.join([Array("{".utf8), padding, quote, piece, Array("\": true}".utf8)]))
        // Twice, a block apart, so that what one block hands the next is exercised.
        Self.check(Self.join([quote, filler, piece, block, piece, quote]))
        // Outside any string, where most pieces are errors.
        Self.check(Self.join([Array("[1,".utf8), padding, piece, Array(" ]".utf8)]))
      }
    }
  }

  static func join(_ parts: [[UInt8]]) -> [UInt8] { Array(parts.joined()) }

  @Test("scalars and operators at every offset of a block, with and without whitespace")
  func scalarsAtEveryOffset() {
    let scalars = [
      "0", "-0", "12345678", "-1.5e-7", "1E+400", "123456789012345678901234", "true", "false",
      "null", "tru", "nulll", "01", "1.", "-", "1x", "\"\"", "[]", "{}",
    ]
    for scalar in scalars {
      for shift in 0..<130 {
        let padding = String(repeating: shift % 3 == 0 ? " " : "\n", count: shift)
        Self.check(Array("[\(padding)\(scalar)]".utf8))
        Self.check(Array("[\(padding)\(scalar),\(scalar)\(padding)]".utf8))
        Self.check(Array("{\"k\":\(padding)\(scalar)\(padding)}".utf8))
        Self.check(Array("\(padding)\(scalar)".utf8))
        Self.check(Array("\(scalar)\(padding)".utf8))
      }
    }
  }

  @Test("seeded documents, and each with one byte changed, scan the same both ways")
  func seededDocuments() {
    var generator = TextGenerator(seed: TestSeed.make("structural scan seeded documents"))
    for round in 0..<800 {
      let text = Array(generator.document().utf8)
      Self.check(text)
      // The same text, broken: a byte inserted, replaced or removed anywhere.
      var broken = text
      let position = generator.int(0...broken.count - 1)
      let byte = generator.pick(Self.mutations)
      switch round % 3 {
      case 0: broken.insert(byte, at: position)
      case 1: broken[position] = byte
      default: broken.remove(at: position)
      }
      if !broken.isEmpty { Self.check(broken) }
    }
  }

  static let mutations: [UInt8] =
    Array("\"\\{}[]:, \t\n\r0-.eEtx/".utf8) + [0x00, 0x01, 0x1F, 0x7F, 0x80, 0xC3, 0xE6, 0xFF]

  @Test("documents longer than one refill of the index, strings across its edge")
  func longDocuments() {
    var generator = TextGenerator(seed: TestSeed.make("structural scan long documents"))
    for length in [8_150, 8_190, 8_191, 8_192, 8_193, 16_384, 40_000] {
      // One long string, with escapes and without, that crosses 8 KB.
      for piece in [#"\""#, "é", ""] {
        let body = String(repeating: "a", count: length) + piece
        Self.check(Array("[\"\(body)\", 1]".utf8))
      }
      // Many small values across the edge.
      var text = "["
      while text.utf8.count < length { text += generator.document() + ",\n" }
      text += "0]"
      Self.check(Array(text.utf8))
    }
  }

  @Test("the JSONTestSuite files scan the same both ways")
  func testSuiteFiles() throws {
    for name in Fixtures.jsonTestSuiteFiles(prefix: "") {
      let bytes = try [UInt8](Fixtures.jsonTestSuiteData(name))
      guard !bytes.isEmpty else { continue }
      if let problem = Self.disagreement(bytes) { Issue.record("\(name): \(problem)") }
    }
  }

  @Test("limits and duplicate keys give the bytewise scan's errors")
  func limits() {
    var options = JSONReadingOptions.strict
    options.maximumDepth = 3
    options.maximumStringLength = 5
    options.maximumNumberLength = 4
    options.maximumArrayElements = 2
    options.maximumObjectMembers = 2
    options.duplicateKeys = .reject
    for text in [
      "[[[1]]]", "[[[[1]]]]", #"["12345"]"#, #"["123456"]"#, "[1234]", "[12345]", "[1,2]",
      "[1,2,3]", #"{"a":1,"b":2}"#, #"{"a":1,"b":2,"c":3}"#, #"{"a":1,"a":2}"#,
      #"{"a":1,"\u0061":2}"#,
    ] {
      Self.check(Array(text.utf8), options: options)
    }
    // Repeated keys, kept: the superseded flags must match.
    Self.check(Array(#"{"a":1,"b":[{"a":2,"a":3}],"a":4, "\u0062": 5}"#.utf8))
  }
}

/// Seeded JSON text with every kind of value, string content and whitespace.
private struct TextGenerator {
  var rng: SplitMix64

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
  mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...choices.count - 1)] }

  mutating func whitespace() -> String {
    switch int(0...5) {
    case 0, 1: ""
    case 2: " "
    case 3: "\n" + String(repeating: " ", count: int(0...40))
    case 4: pick(["\t", "\r\n", " \t "])
    default: String(repeating: " ", count: int(0...90))
    }
  }

  mutating func string() -> String {
    let pieces = [
      "a", "key", "plain text ", #"\""#, #"\\"#, #"\\\\"#, #"\/"#, #"\n"#, #"\t"#, #"\u00e9"#,
      #"\uD83D\uDE00"#, "é", "東京", "😀", "{", "]", ":", ",", " ",
    ]
    var text = "\""
    for _ in 0..<int(0...12) {
      let piece = pick(pieces)
      text += String(repeating: piece, count: int(1...(piece.utf8.count == 1 ? 70 : 4)))
    }
    return text + "\""
  }

  mutating func number() -> String {
    switch int(0...4) {
    case 0: String(int(-1_000...1_000))
    case 1: String(Int.random(in: .min ... .max, using: &rng))
    case 2: "\(int(-99...99)).\(int(0...999_999_999))"
    case 3: "\(int(1...9))e\(int(-400...400))"
    default: pick(["0", "-0", "0.0", "18446744073709551616", "1.7976931348623157e308", "5e-324"])
    }
  }

  mutating func value(depth: Int) -> String {
    switch depth > 4 ? int(0...3) : int(0...5) {
    case 0: return string()
    case 1: return number()
    case 2: return pick(["true", "false", "null"])
    case 3: return number()
    case 4:
      let elements = (0..<int(0...6)).map { _ in
        whitespace() + value(depth: depth + 1) + whitespace()
      }
      return "[" + elements.joined(separator: ",") + whitespace() + "]"
    default:
      let members = (0..<int(0...6)).map { _ in
        // Short keys repeat now and then, which sets the superseded flags.
        let key = int(0...3) == 0 ? pick([#""a""#, #""b""#, #""\u0061""#]) : string()
        return whitespace() + key + whitespace() + ":" + whitespace() + value(depth: depth + 1)
      }
      return "{" + members.joined(separator: ",") + whitespace() + "}"
    }
  }

  mutating func document() -> String { whitespace() + value(depth: 0) + whitespace() }
}
