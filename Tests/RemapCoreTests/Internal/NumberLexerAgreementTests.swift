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

/// The number lexer's common path against its general one, and decimal text against the
/// standard library's `Double(String)` through every way Remap reads a number.
@Suite("NumberLexer agreement")
struct NumberLexerAgreementTests {
  /// What lexing `text` gives: the token and the index after it, or the error.
  private enum Outcome: Equatable {
    case token(NumberToken, end: Int)
    case failure(message: String, offset: Int)
  }

  private func lexAny(_ text: String) -> Outcome {
    var text = text
    return text.withUTF8 { bytes -> Outcome in
      do throws(NumberLexError) {
        let (token, end) = try unsafe NumberLexer.lexAny(
          bytes.baseAddress!, from: 0, to: bytes.count)
        return .token(token, end: end)
      } catch {
        return .failure(message: error.message, offset: error.offset)
      }
    }
  }

  private func lexCommon(_ text: String) -> Outcome? {
    var text = text
    return text.withUTF8 { bytes in
      unsafe NumberLexer.lexCommon(bytes.baseAddress!, from: 0, to: bytes.count).map {
        .token($0.0, end: $0.1)
      }
    }
  }

  /// What the short path gives for `text` followed by `padding`, which it may read.
  private func lexShort(_ text: String, padding: [UInt8]) -> Outcome? {
    let bytes = Array(text.utf8) + padding
    return bytes.withUnsafeBufferPointer { buffer in
      unsafe NumberLexer.lexShort(buffer.baseAddress!, from: 0, to: buffer.count).map {
        .token($0.token, end: $0.end)
      }
    }
  }

  /// What the general path gives for `text` followed by `padding`.
  private func lexAny(_ text: String, padding: [UInt8]) -> Outcome {
    lexAny(String(decoding: Array(text.utf8) + padding, as: UTF8.self))
  }

  /// Bytes that may follow a number in a document, digits and number characters among them.
  private func padding(_ rng: inout SplitMix64) -> [UInt8] {
    let bytes = Array("0123456789.eE+-, ]}\n\"x".utf8)
    return (0..<(NumberLexer.shortReach + Int(rng.next() % 8))).map { _ in
      bytes[Int(rng.next() % UInt64(bytes.count))]
    }
  }

  /// Random text shaped like a number, valid or not: digits of every length around the 19
  /// a `UInt64` holds, leading zeros, fractions, exponents long and short, and a byte after.
  private func numberLikeText(_ rng: inout SplitMix64) -> String {
    func digits(_ count: Int) -> String {
      String((0..<count).map { _ in Character(String(rng.next() % 10)) })
    }
    var text = rng.next() % 3 == 0 ? "-" : ""
    text += digits(Int(rng.next() % 24))
    if rng.next() % 2 == 0 { text += "." + digits(Int(rng.next() % 24)) }
    if rng.next() % 3 == 0 {
      text += ["e", "E", "e+", "e-", "E-"][Int(rng.next() % 5)] + digits(Int(rng.next() % 12))
    }
    text += ["", ",", "]", " ", "}", ".", "e", "x", "0"][Int(rng.next() % 9)]
    return text.isEmpty ? "0" : text
  }

  @Test("the common path gives what the general one does, or leaves the number to it")
  func commonPathAgrees() throws {
    let seed = TestSeed.make("NumberLexer common path")
    var rng = SplitMix64(seed: seed)
    var taken = 0
    for _ in 0..<50_000 {
      let text = numberLikeText(&rng)
      let general = lexAny(text)
      guard let common = lexCommon(text) else { continue }
      taken += 1
      #expect(common == general, "\(text), seed \(seed)")
    }
    // Most of the numbers above are valid and short: the test must exercise the common path.
    #expect(taken > 10_000)
  }

  @Test("the short path gives what the general one does, or leaves the number to it")
  func shortPathAgrees() throws {
    let seed = TestSeed.make("NumberLexer short path")
    var rng = SplitMix64(seed: seed)
    var taken = 0
    for _ in 0..<50_000 {
      let text = numberLikeText(&rng)
      let after = padding(&rng)
      guard let short = lexShort(text, padding: after) else { continue }
      taken += 1
      #expect(short == lexAny(text, padding: after), "\(text), seed \(seed)")
    }
    // Many of the texts above have more digits than it takes: it must still take thousands.
    #expect(taken > 5_000)
  }

  @Test(
    "the short path takes numbers of up to 19 digits and integers of up to 15, and leaves the others",
    arguments: [
      ("0", true), ("-0", true), ("7", true), ("1234567", true), ("-65.613616999999977", true),
      ("0.1e-5", true), ("1E+308", true), ("5e-324", true), ("2.5e0400", true),
      ("123.4567890123456789", true), ("0.000000000000000001", true),
      ("12345678", true), ("-205705993", true), ("123456789012345", true),
      ("1234567890123e-4", true), ("1234567890123456", false), ("505874924095815681", false),
      ("9223372036854775807", false), ("-9223372036854775808", false),
      ("18446744073709551615", false), ("18446744073709551616", false),
      ("12345678.5", false), ("123456789.0", false), ("012345678", false),
      ("1.2345678901234567890", false), ("0.0000000000000000001", false),
      ("1e12345", false), ("01", false), ("-", false), ("1.", false), ("1e", false),
      ("1e+", false), ("-a", false), (".5", false),
    ] as [(String, Bool)])
  func shortPathScope(text: String, taken: Bool) {
    let after = Array(repeating: UInt8(ascii: " "), count: NumberLexer.shortReach)
    let short = lexShort(text, padding: after)
    #expect((short != nil) == taken, "\(text)")
    if let short { #expect(short == lexAny(text, padding: after), "\(text)") }
    // Without the bytes it may read, it leaves every number to the others.
    #expect(lexShort(text, padding: []) == nil, "\(text)")
  }

  @Test("a number inside a document gets the entry it gets alone, short path or not")
  func scannedEntriesAgree() throws {
    let seed = TestSeed.make("NumberLexer scanned entries")
    var rng = SplitMix64(seed: seed)
    var texts: [String] = []
    while texts.count < 5_000 {
      // The valid numbers among the random texts, without the byte after them; the scanner
      // lexes only from a digit or a minus.
      let text = numberLikeText(&rng)
      guard text.first == "-" || text.first?.isASCII == true && text.first?.isNumber == true
      else { continue }
      if case .token(_, let end) = lexAny(text) {
        texts.append(String(decoding: Array(text.utf8)[..<end], as: UTF8.self))
      }
    }
    func scan(_ text: String) throws -> JSONTape {
      var text = text
      return try text.withUTF8 { bytes in try unsafe JSONScanner.scan(bytes, options: .strict) }
    }
    // Alone, a number is too near the end of its input for the short path; in the
    // document, all but the last few take it when they can.
    let document = try scan("[" + texts.joined(separator: ", ") + "]")
    #expect(document.count == texts.count + 1)
    for (index, text) in texts.enumerated() {
      let alone = try scan(text)
      let entry = index + 1
      // The kind and the exponent (bits 40 and up), and the value; not the offset.
      let (inDocument, expected) = unsafe (
        (document.words[2 * entry] >> 40, document.words[2 * entry + 1]),
        (alone.words[0] >> 40, alone.words[1])
      )
      #expect(inDocument == expected, "\(text), seed \(seed)")
    }
  }

  @Test(
    "the common path takes ordinary numbers and leaves the unusual ones",
    arguments: [
      ("0", true), ("-0", true), ("12", true), ("-65.613616999999977", true),
      ("1234567890123456789", true), ("0.1e-5", true), ("1E+308", true), ("5e-324", true),
      ("12345678901234567890", false), ("0.00000000000000000001", false), ("01", false),
      ("-", false), ("1.", false), ("1e", false), ("1e1234567890", false), ("1e100001", false),
    ] as [(String, Bool)])
  func commonPathScope(text: String, taken: Bool) {
    #expect((lexCommon(text) != nil) == taken, "\(text)")
    if let common = lexCommon(text) { #expect(common == lexAny(text)) }
  }

  /// The `Double` the standard library reads from `text`, or `nil` when it is infinite (a
  /// number beyond `Double`'s range, which Remap reports as such).
  private func reference(_ text: String) throws -> Double? {
    let value = try #require(Double(text))
    return value.isFinite ? value : nil
  }

  /// Checks the `Double` of `text` as a parsed `JSON` number, as a decoded `Double` and as
  /// the elements of a decoded array, and its `Float`, against the standard library.
  ///
  /// A parsed number's `double` is the nearest `Double`, zero included, or `nil` beyond the
  /// range. Decoding is stricter: a number whose nearest value is infinite, or zero when
  /// the number is not, fails with `number-out-of-range`.
  private func expectExact(_ text: String, seed: UInt64? = nil) throws {
    let expected = try reference(text)
    let context = "\(text)\(seed.map { ", seed \($0)" } ?? "")"
    let parsed = try JSON(parsing: text).number?.double
    #expect(parsed?.bitPattern == expected?.bitPattern, "parsed \(context)")

    let isZero = !text.prefix { $0 != "e" && $0 != "E" }.contains { ("1"..."9").contains($0) }
    func expectDecoded<F: BinaryFloatingPoint & Decodable>(_ type: F.Type, _ nearest: F?) {
      let decodable = nearest.map { $0 != 0 || isZero } ?? false
      do {
        let value = try RemapDecoder().decode(F.self, from: text)
        #expect(
          decodable && value == nearest && value.sign == nearest?.sign, "\(F.self) \(context)")
        let elements = try RemapDecoder().decode([F].self, from: "[\(text), \(text)]")
        #expect(elements == [value, value], "[\(F.self)] \(context)")
      } catch {
        // `decode` throws only `RemapError`.
        #expect(!decodable && error.code == .numberOutOfRange, "\(F.self) \(context): \(error)")
      }
    }
    expectDecoded(Double.self, expected)
    expectDecoded(Float.self, Float(text).flatMap { $0.isFinite ? $0 : nil })
  }

  @Test("random decimals of 1 to 25 significant digits, exponents -350 to 310, read exactly")
  func randomDecimals() throws {
    let seed = TestSeed.make("NumberLexer random decimals")
    var rng = SplitMix64(seed: seed)
    for _ in 0..<4_000 {
      let count = Int(rng.next() % 25) + 1
      var digits = String(rng.next() % 9 + 1)
      for _ in 1..<count { digits.append(Character(String(rng.next() % 10))) }
      let exponent = Int(rng.next() % 661) - 350
      let sign = rng.next() % 2 == 0 ? "-" : ""
      // The digits with a point inside, or as an integer, with or without an exponent
      // (exponent notation keeps the value's scale either way).
      let point = Int(rng.next() % UInt64(count + 1))
      let mantissa =
        point == 0 || point == count
        ? digits : "\(digits.prefix(point)).\(digits.dropFirst(point))"
      let scale = exponent - (point == 0 || point == count ? 0 : count - point)
      try expectExact("\(sign)\(mantissa)e\(scale)", seed: seed)
      if abs(scale) < 30 { try expectExact("\(sign)\(mantissa)", seed: seed) }
    }
  }

  @Test(
    "edge cases: subnormals, underflow to zero, overflow, long mantissas, negative zero",
    arguments: [
      // Subnormals and the edges of the range.
      "4.9406564584124654e-324", "2.4703282292062328e-324", "2.2250738585072009e-308",
      "2.2250738585072014e-308", "1.7976931348623157e308", "1.7976931348623158e308",
      "9.8813129168249309e-324", "5e-324", "3e-324",
      // Beyond the range: zero below, an error above.
      "1e-400", "-1e-400", "2.4703282292062327e-324", "1e400", "-1e400", "1.7976931348623159e308",
      // Seventeen and more significant digits, halfway cases among them.
      "0.30000000000000004", "9007199254740993", "9007199254740993.0000000000001",
      "123456789012345678901234567890", "1.00000000000000011102230246251565404236316680908203125",
      "0.1000000000000000055511151231257827021181583404541015625",
      // Zeros keep their sign.
      "-0", "-0.0", "0e-5", "-0.000e10",
    ])
  func edgeCases(text: String) throws {
    try expectExact(text)
  }

  @Test("negative zero keeps its sign bit")
  func negativeZero() throws {
    for text in ["-0", "-0.0", "-0e0", "-0.000e-400"] {
      #expect(try JSON(parsing: text).number?.double?.bitPattern == (-0.0).bitPattern, "\(text)")
      #expect(try RemapDecoder().decode(Double.self, from: text).bitPattern == (-0.0).bitPattern)
    }
  }
}
