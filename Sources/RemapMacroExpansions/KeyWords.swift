//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// `KeyStyle`'s conversion, at compile time: the plugin cannot link Remap, so this repeats
/// `KeyStyle.apply(to:)` for the names of properties and cases, which are ASCII-only in
/// practice (the tests pin both to the same results).
enum KeyStyleName: String {
  case unchanged, snakeCase, kebabCase, camelCase

  func apply(to key: String) -> String {
    switch self {
    case .unchanged: key
    case .snakeCase: Self.words(key).joined(separator: "_")
    case .kebabCase: Self.words(key).joined(separator: "-")
    case .camelCase: Self.camelCased(key)
    }
  }

  /// The key's words, lower-cased, with the leading and trailing separators kept.
  private static func words(_ key: String) -> Words {
    let scalars = Array(key.unicodeScalars)
    var start = 0
    while start < scalars.count && isSeparator(scalars[start]) { start += 1 }
    var end = scalars.count
    while end > start && isSeparator(scalars[end - 1]) { end -= 1 }
    var words: [Range<Int>] = []
    var hasSeparators = false
    var wordStart = start
    var position = start
    while position < end {
      if isSeparator(scalars[position]) {
        hasSeparators = true
        if wordStart < position { words.append(wordStart..<position) }
        wordStart = position + 1
      } else if position > wordStart && startsWord(scalars, at: position, end: end) {
        words.append(wordStart..<position)
        wordStart = position
      }
      position += 1
    }
    if wordStart < end { words.append(wordStart..<end) }
    return Words(
      scalars: scalars, prefix: 0..<start, suffix: end..<scalars.count, words: words,
      hasSeparators: hasSeparators)
  }

  private struct Words {
    let scalars: [Unicode.Scalar]
    let prefix: Range<Int>
    let suffix: Range<Int>
    let words: [Range<Int>]
    let hasSeparators: Bool

    func joined(separator: Character) -> String {
      guard !words.isEmpty else { return String(String.UnicodeScalarView(scalars)) }
      var result = String(String.UnicodeScalarView(scalars[prefix]))
      for (number, word) in words.enumerated() {
        if number > 0 { result.append(separator) }
        result += String(String.UnicodeScalarView(scalars[word])).lowercased()
      }
      result += String(String.UnicodeScalarView(scalars[suffix]))
      return result
    }
  }

  private static func camelCased(_ key: String) -> String {
    let split = words(key)
    guard !split.words.isEmpty else { return key }
    var result = String(String.UnicodeScalarView(split.scalars[split.prefix]))
    for (number, word) in split.words.enumerated() {
      let text = String(String.UnicodeScalarView(split.scalars[word]))
      if number == 0 {
        result += text.lowercased()
      } else if split.hasSeparators {
        result += text.prefix(1).uppercased() + text.dropFirst().lowercased()
      } else {
        result += text.prefix(1).uppercased() + text.dropFirst()
      }
    }
    result += String(String.UnicodeScalarView(split.scalars[split.suffix]))
    return result
  }

  private static func startsWord(_ scalars: [Unicode.Scalar], at position: Int, end: Int) -> Bool {
    let scalar = scalars[position]
    guard isUppercase(scalar) else { return false }
    let previous = scalars[position - 1]
    if isLowercase(previous) || isDigit(previous) { return true }
    guard isUppercase(previous), position + 1 < end else { return false }
    let next = scalars[position + 1]
    guard isLowercase(next) else { return false }
    // "URLs": a lone plural "s" stays with the acronym before it.
    let afterNext = position + 2 < end ? scalars[position + 2] : nil
    if next == "s", afterNext.map({ !isLowercase($0) }) ?? true { return false }
    return true
  }

  private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == "-"
  }
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? ("0"..."9").contains(scalar) : scalar.properties.numericType == .decimal
  }
  private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
  }
  private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? ("a"..."z").contains(scalar) : scalar.properties.isLowercase
  }
}
