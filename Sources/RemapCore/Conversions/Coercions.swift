//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// The conversions of lenient coercion that do not depend on where a value comes from: the
/// one table that the decoder, the built-in transforms, the `<--` operator and the rules
/// file's transforms all read.
///
/// Adding a word, a number form or a date rule here changes all of them at once; the test
/// `ConversionsAgreementTests` checks that the decoder and the rules file agree on every row.
/// The article <doc:Coercion> is the table as users read it. Dates are in
/// `Coercions+Dates.swift`.
package enum Coercions {
  // MARK: - Booleans

  /// The words read as `true`, in any case and with surrounding whitespace.
  package static let trueWords = ["true", "yes", "y", "on", "1"]
  /// The words read as `false`, in any case and with surrounding whitespace.
  package static let falseWords = ["false", "no", "n", "off", "0"]

  /// The Boolean a word stands for, or `nil` when it is not one of `trueWords` or
  /// `falseWords`.
  package static func bool(fromWord word: String) -> Bool? {
    guard let key = wordKey(trimmed(word[...])) else { return nil }
    if trueWordKeys.contains(key) { return true }
    if falseWordKeys.contains(key) { return false }
    return nil
  }

  private static let trueWordKeys = trueWords.compactMap { wordKey($0[...]) }
  private static let falseWordKeys = falseWords.compactMap { wordKey($0[...]) }

  /// A word of up to seven bytes, ASCII letters lowercased, packed into an integer after a
  /// leading 1 (so that `"\0y"` and `"y"` differ), so that a word is looked up without a
  /// copy; `nil` for a longer one. (No other character lowercases to a letter of the words.)
  private static func wordKey(_ word: Substring) -> UInt64? {
    guard word.utf8.count <= 7 else { return nil }
    var key: UInt64 = 1
    for byte in word.utf8 {
      let folded = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
      key = key << 8 | UInt64(folded)
    }
    return key
  }

  /// The words, paired and without the digits, for messages: "true, false, yes, no, ...".
  package static var booleanWordsForMessages: String {
    zip(trueWords, falseWords).flatMap { [$0, $1] }.filter { Int($0) == nil }
      .joined(separator: ", ")
  }

  /// `true` for the number 1, `false` for 0 (`1.0` and `0e3` included), `nil` for any other.
  package static func bool(fromNumber number: JSON.Number) -> Bool? {
    if number == 1 { return true }
    if number == 0 { return false }
    return nil
  }

  // MARK: - Numbers

  /// A number written as text, with surrounding whitespace allowed: one JSON number, exactly
  /// as `JSON.Number(text:)` reads it.
  package static func number(fromText text: String) -> JSON.Number? {
    JSON.Number(text: trimmed(text))
  }

  /// `number(fromText:)` on UTF-8 text, without making a `String` of it first: the decoder
  /// reads every number sent as text this way, which in XML is every number.
  static func number(fromUTF8 bytes: UnsafeBufferPointer<UInt8>) -> JSON.Number? {
    func isASCIIWhitespace(_ byte: UInt8) -> Bool {
      byte == 0x20 || (0x09...0x0D).contains(byte)
    }
    var start = 0
    var end = bytes.count
    while start < end, isASCIIWhitespace(unsafe bytes[start]) { start &+= 1 }
    while end > start, isASCIIWhitespace(unsafe bytes[end &- 1]) { end &-= 1 }
    // Whitespace beyond ASCII (U+00A0, U+2003...) is rare: the scalar-wise trimming handles it.
    if start < end, unsafe bytes[start] >= 0x80 || bytes[end &- 1] >= 0x80 {
      return number(fromText: unsafe String(decoding: bytes, as: UTF8.self))
    }
    return unsafe JSON.Number(utf8: UnsafeBufferPointer(rebasing: bytes[start..<end]))
  }

  /// A number's text where a string is asked for: its exact JSON text (`1.50` stays `"1.50"`).
  package static func text(fromNumber number: JSON.Number) -> String {
    number.description
  }

  // MARK: - Data

  /// Base64 in the URL-safe alphabet, or without padding.
  package static func data(fromBase64URL text: String) -> Data? {
    var standard = text.replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    while standard.utf8.count % 4 != 0 { standard += "=" }
    return Data(base64Encoded: standard)
  }

  // MARK: - Text

  /// The text without the spaces, tabs and line breaks around it: Foundation's
  /// `trimmingCharacters(in: .whitespacesAndNewlines)`, without its cost (see
  /// `trimmed(_:newlines:)`).
  package static func trimmed(_ text: String) -> String {
    let trimmed = trimmed(text[...])
    return trimmed.startIndex == text.startIndex && trimmed.endIndex == text.endIndex
      ? text : String(trimmed)
  }
}
