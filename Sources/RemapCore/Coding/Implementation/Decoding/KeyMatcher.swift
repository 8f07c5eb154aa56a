//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A way to compare a document key with the key a type asks for.
protocol KeyComparison {
  /// Whether `input`, a document key, matches `wanted`.
  static func matches(_ input: UnsafeBufferPointer<UInt8>, _ wanted: UnsafeBufferPointer<UInt8>)
    -> Bool
}

/// Key comparisons beyond exact equality, on UTF-8 bytes and without allocating.
///
/// Package-visible so that the model generator (`RemapSchema`) decides where a generated
/// property needs an explicit key by the very rule the decoder applies.
package enum KeyMatcher {
  /// Fuzzy matching: ``fuzzyEqual(_:_:)``.
  enum Fuzzy: KeyComparison {
    @inline(__always)
    static func matches(
      _ input: UnsafeBufferPointer<UInt8>, _ wanted: UnsafeBufferPointer<UInt8>
    ) -> Bool {
      unsafe fuzzyEqual(input, wanted)
    }
  }

  /// Snake-case matching: ``snakeCaseEqual(_:_:)``.
  enum SnakeCase: KeyComparison {
    @inline(__always)
    static func matches(
      _ input: UnsafeBufferPointer<UInt8>, _ wanted: UnsafeBufferPointer<UInt8>
    ) -> Bool {
      unsafe snakeCaseEqual(input, wanted)
    }
  }

  /// Whether fuzzy key matching (``KeyMatching/fuzzy``) pairs a document key with a property
  /// name: ``fuzzyEqual(_:_:)`` on their UTF-8 bytes.
  ///
  /// - Parameters:
  ///   - key: A key as the document spells it, such as `first_name`.
  ///   - name: The key a type asks for, such as `firstName`.
  /// - Returns: Whether the decoder finds `key` when asked for `name`.
  package static func fuzzyMatches(_ key: String, _ name: String) -> Bool {
    var key = key
    var name = name
    return key.withUTF8 { input in name.withUTF8 { wanted in unsafe fuzzyEqual(input, wanted) } }
  }

  /// Whether `input` and `wanted` agree in their ASCII letters and digits, ignoring case and
  /// every other ASCII character; bytes outside ASCII must agree exactly.
  ///
  /// `foo-bar`, `foo_bar`, `fooBar`, `FOO_BAR` and `FooBar` all match each other.
  @inline(__always)
  static func fuzzyEqual(_ input: UnsafeBufferPointer<UInt8>, _ wanted: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard unsafe mayFuzzyMatch(input, wanted) else { return false }
    var i = 0
    var j = 0
    while true {
      while i < input.count, unsafe isIgnored(input[i]) { i += 1 }
      while j < wanted.count, unsafe isIgnored(wanted[j]) { j += 1 }
      guard i < input.count, j < wanted.count else {
        return i == input.count && j == wanted.count
      }
      guard unsafe folded(input[i]) == folded(wanted[j]) else { return false }
      i += 1
      j += 1
    }
  }

  /// Whether ``fuzzyEqual(_:_:)`` may hold, by a test of a few instructions: `false` when
  /// both keys start with ASCII letters that differ, ignoring case, or both end with ASCII
  /// letters or digits that differ, ignoring case.
  ///
  /// Fuzzy matching runs on the members of an object that lacks a key as written, and most
  /// members differ from the wanted key in their first or last letter: this settles those,
  /// and the search runs the whole comparison only from the first member that passes this
  /// test to the last. (Keys that start and end with other characters always pass.)
  @inline(__always)
  static func mayFuzzyMatch(
    _ input: UnsafeBufferPointer<UInt8>, _ wanted: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard let first = unsafe input.first, let wantedFirst = unsafe wanted.first else {
      return true
    }
    let (a, b) = (first | 0x20, wantedFirst | 0x20)
    if a != b && a &- UInt8(ascii: "a") < 26 && b &- UInt8(ascii: "a") < 26 { return false }
    // Letters and digits are never ignored, so two keys that end in them match only if those
    // agree.
    let (last, wantedLast) = unsafe (input[input.count &- 1], wanted[wanted.count &- 1])
    if isIgnored(last) || isIgnored(wantedLast) || last >= 0x80 || wantedLast >= 0x80 {
      return true
    }
    return folded(last) == folded(wantedLast)
  }

  @inline(__always)
  private static func isIgnored(_ byte: UInt8) -> Bool {
    byte < 0x80 && !(ASCII.isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 26)
  }

  @inline(__always)
  private static func folded(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
  }

  /// Whether `input`, converted from snake case as Foundation's `convertFromSnakeCase` does,
  /// equals `wanted`.
  ///
  /// The conversion keeps leading and trailing underscores, and when the rest has
  /// underscores, lowercases its first word and capitalizes the others: `_first_name_`
  /// becomes `_firstName_`; `firstName` stays as it is.
  static func snakeCaseEqual(
    _ input: UnsafeBufferPointer<UInt8>, _ wanted: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    // Keys outside ASCII go through Foundation's Unicode case mapping.
    guard unsafe input.allSatisfy({ $0 < 0x80 }) else {
      let converted = convertFromSnakeCase(unsafe String(decoding: input, as: UTF8.self))
      return unsafe converted.utf8.elementsEqual(wanted)
    }
    var start = 0
    var end = input.count
    while start < end, unsafe input[start] == UInt8(ascii: "_") { start += 1 }
    guard start < end else { return unsafe input.elementsEqual(wanted) }
    while end > start, unsafe input[end - 1] == UInt8(ascii: "_") { end -= 1 }
    let middle = unsafe UnsafeBufferPointer(rebasing: input[start..<end])
    guard unsafe middle.contains(UInt8(ascii: "_")) else {
      return unsafe input.elementsEqual(wanted)
    }

    var j = 0
    func expect(_ byte: UInt8) -> Bool {
      guard j < wanted.count, unsafe wanted[j] == byte else { return false }
      j += 1
      return true
    }
    for _ in 0..<start where !expect(UInt8(ascii: "_")) { return false }
    var firstWord = true
    var atWordStart = true
    // Indices, not `for unsafe byte in`, which swift-format 6.3 rewrites wrongly.
    for index in middle.indices {
      let byte = unsafe middle[index]
      if byte == UInt8(ascii: "_") {
        if !atWordStart { firstWord = false }
        atWordStart = true
        continue
      }
      let lower = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
      let isLetter = lower &- UInt8(ascii: "a") < 26
      // Foundation title-cases each later word: its first letter, even after digits
      // ("a_1b" becomes "a1B"), is upper case and the rest lower case.
      let converted = atWordStart && !firstWord && isLetter ? lower & ~0x20 : lower
      guard expect(converted) else { return false }
      if isLetter || firstWord { atWordStart = false }
    }
    for _ in end..<input.count where !expect(UInt8(ascii: "_")) { return false }
    return j == wanted.count
  }

  /// A document key spelled as a Swift property name, for listing keys that fuzzy matching
  /// finds.
  ///
  /// Words split at ASCII characters other than letters and digits, the first in lower
  /// case, each later one capitalized: `Circle` becomes `circle`, `first-name` becomes
  /// `firstName`.
  static func camelCased(_ key: String) -> String {
    let words = key.split(whereSeparator: { $0.isASCII && !($0.isLetter || $0.isNumber) })
    guard let first = words.first else { return key }
    let head =
      first.allSatisfy({ !$0.isLetter || $0.isUppercase })
      ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
    return words.dropFirst().reduce(head) { $0 + $1.prefix(1).uppercased() + $1.dropFirst() }
  }

  /// Foundation's `convertFromSnakeCase`, for keys outside ASCII.
  static func convertFromSnakeCase(_ key: String) -> String {
    guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
    var last = key.index(before: key.endIndex)
    while last > first && key[last] == "_" { key.formIndex(before: &last) }
    let words = key[first...last].split(separator: "_")
    guard words.count > 1 else { return key }
    let joined = ([words[0].lowercased()] + words.dropFirst().map { $0.capitalized }).joined()
    return String(key[..<first]) + joined + String(key[key.index(after: last)...])
  }
}
