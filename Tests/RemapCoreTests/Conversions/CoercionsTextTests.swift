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

/// `Coercions.trimmed` and `Coercions.parts(of:separatedBy:)` replace Foundation's
/// `trimmingCharacters(in:)` and `components(separatedBy:)` on the hot paths: they must agree
/// with them on every scalar and on every small string.
@Suite("Coercions: trimming and splitting text")
struct CoercionsTextTests {
  /// Every scalar of the Basic Multilingual Plane and a few beyond it.
  static let scalars: [Unicode.Scalar] =
    ((0...0xFFFF).compactMap(Unicode.Scalar.init(_:)) as [Unicode.Scalar])
    + [0x1_0000, 0x1_F600, 0x10_FFFF].compactMap(Unicode.Scalar.init(_:))

  @Test func whitespaceIsFoundationsOnEveryScalar() {
    var mismatches: [String] = []
    for scalar in Self.scalars {
      let withNewlines = CharacterSet.whitespacesAndNewlines.contains(scalar)
      let withoutNewlines = CharacterSet.whitespaces.contains(scalar)
      if Coercions.isWhitespace(scalar) != withNewlines
        || Coercions.isWhitespace(scalar, newlines: false) != withoutNewlines
      {
        mismatches.append(String(scalar.value, radix: 16))
      }
    }
    #expect(mismatches.isEmpty, "scalars that differ from Foundation: \(mismatches)")
  }

  @Test func trimmedIsFoundationsAroundEveryScalar() {
    var mismatches: [String] = []
    for scalar in Self.scalars {
      let s = String(Character(scalar))
      for text in ["\(s)a\(s)", s + s, " \(s)b c\(s)\n", s] {
        let expected = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if Coercions.trimmed(text) != expected {
          mismatches.append(String(scalar.value, radix: 16))
        }
      }
    }
    #expect(mismatches.isEmpty, "scalars around which trimming differs: \(mismatches)")
  }

  @Test func trimmedReturnsTheTextItselfWhenNothingSurroundsIt() {
    let text = "no spaces around"
    let trimmed = Coercions.trimmed(text[...])
    #expect(trimmed.startIndex == text.startIndex && trimmed.endIndex == text.endIndex)
    #expect(Coercions.trimmed(" \u{2003}x\u{A0}\t") == "x")
    #expect(Coercions.trimmed("\u{A0}x\n", newlines: false) == "x\n")
  }

  /// Every string of up to five pieces from a small alphabet (spaces, separators, a
  /// non-breaking space, a line break and a letter with an accent), split at each separator
  /// as Foundation's `components(separatedBy:)` then trimming and dropping empty parts would.
  @Test(arguments: [",", ", ", ";;", "é"])
  func partsAreFoundationsOnEverySmallString(separator: String) {
    let alphabet = ["a", " ", ",", ";", "\u{A0}", "é", "\n"]
    var texts = [""]
    var mismatches: [String] = []
    for _ in 1...5 {
      texts = texts.flatMap { text in alphabet.map { text + $0 } }
      for text in texts {
        let expected = text.components(separatedBy: separator)
          .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        if Coercions.parts(of: text, separatedBy: separator) != expected {
          mismatches.append(text)
        }
      }
    }
    #expect(mismatches.isEmpty, "texts split differently: \(mismatches.prefix(10))")
  }

  @Test func partsOfTextWithoutTheSeparator() {
    #expect(Coercions.parts(of: "  one part ", separatedBy: "|") == ["one part"])
    #expect(Coercions.parts(of: "", separatedBy: ",").isEmpty)
    #expect(Coercions.parts(of: "a,,b", separatedBy: "").isEmpty == false)
    #expect(Coercions.parts(of: "x⟨sep⟩y⟨sep⟩", separatedBy: "⟨sep⟩") == ["x", "y"])
  }
}

/// The decoder reads a number sent as text from the document's bytes
/// (`Coercions.number(fromUTF8:)`), without making a `String`: it must read exactly what
/// `Coercions.number(fromText:)` reads, whitespace and all.
@Suite("Coercions: numbers read from text")
struct CoercionsNumberTextTests {
  static let pieces = [
    "", " ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{A0}", "\u{2003}", "\u{200B}", "\u{85}",
    "-", "0", "7", "12", "1.5", "e3", "E-2", ".", "+", "x", "é", "00", "18446744073709551616",
    "1e400", "-0",
  ]

  @Test func bytesAndTextAgreeOnGeneratedText() {
    var random = SplitMix64(seed: 0x6E75_6D62)
    var mismatches: [String] = []
    var numbers = 0
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 0...5, using: &random))
        .map { _ in Self.pieces.randomElement(using: &random)! }.joined()
      let fromText = Coercions.number(fromText: text)
      var copy = text
      let fromBytes = copy.withUTF8 { Coercions.number(fromUTF8: $0) }
      if fromText != nil { numbers += 1 }
      // Equal values with the same text: `1.50` stays `1.50`.
      if fromText != fromBytes || fromText?.description != fromBytes?.description {
        mismatches.append(text.debugDescription)
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    #expect(numbers > 1_000, "the generator must reach numbers: \(numbers)")
  }

  @Test(arguments: [" 42 ", "\u{A0}42\u{2003}", "\t-1.50\n", "1e2"])
  func readsNumbersInWhitespace(text: String) throws {
    var copy = text
    let number = try #require(copy.withUTF8 { Coercions.number(fromUTF8: $0) })
    #expect(number == Coercions.number(fromText: text))
  }
}
