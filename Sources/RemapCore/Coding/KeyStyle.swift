//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// How a Swift property name becomes a key in the output.
///
/// ```swift
/// KeyStyle.snakeCase.apply(to: "imageURL")      // "image_url"
/// KeyStyle.kebabCase.apply(to: "URLString")     // "url-string"
/// KeyStyle.camelCase.apply(to: "image_url")     // "imageUrl"
/// ```
///
/// A key is read as words, which are then joined in the style's way. The rules, in order:
///
/// 1. Leading and trailing `_` and `-` are kept exactly as written: `_id` stays `_id` and
///    `__meta__` stays `__meta__`. A key made only of them is kept whole.
/// 2. Inside, `_` and `-` separate words; several in a row count as one.
/// 3. A new word starts at an uppercase letter that follows a lowercase letter or a digit:
///    `imageURL` is `image URL`, `version2Beta` is `version2 Beta`.
/// 4. A run of uppercase letters is an acronym; when a lowercase letter follows the run, the
///    run's last uppercase letter starts the next word: `URLString` is `URL String`,
///    `HTTPSProxy` is `HTTPS Proxy`. A lone `s` after an acronym is its plural and stays
///    with it: `imageURLs` is `image URLs`, `IDs` is one word.
/// 5. Digits never start a word; they stay with the letters before them: `userID2` is
///    `user ID2`, `isHTTP2Enabled` is `is HTTP2 Enabled`.
///
/// | key | `.snakeCase` | `.kebabCase` | `.camelCase` |
/// | --- | --- | --- | --- |
/// | `imageURL` | `image_url` | `image-url` | `imageURL` |
/// | `URLString` | `url_string` | `url-string` | `urlString` |
/// | `userID2` | `user_id2` | `user-id2` | `userID2` |
/// | `HTTPSProxy` | `https_proxy` | `https-proxy` | `httpsProxy` |
/// | `imageURLs` | `image_urls` | `image-urls` | `imageURLs` |
/// | `image_url` | `image_url` | `image-url` | `imageUrl` |
/// | `HTTP_PROXY` | `http_proxy` | `http-proxy` | `httpProxy` |
/// | `_privateKey` | `_private_key` | `_private-key` | `_privateKey` |
///
/// ``snakeCase`` and ``kebabCase`` lowercase every word. ``camelCase`` lowercases the first
/// word; when the key has `_` or `-` separators it also capitalizes each later word and
/// lowercases the rest of it (`HTTP_PROXY` becomes `httpProxy`), and when it has none the key
/// is already camel or Pascal case, so the later words keep their letters (`ImageURL` becomes
/// `imageURL`). Letters outside ASCII change case by their Unicode properties.
///
/// Every style is idempotent: applying it to its own output changes nothing. Keys written in
/// any of these styles decode back into the original property with `RemapDecoder`'s default
/// `.fuzzy` key matching, which ignores case, `_` and `-`.
///
/// Foundation's `convertToSnakeCase` differs on acronyms: it writes `URLString` as
/// `u_rl_string` and `HTTPSProxy` as `h_ttps_proxy`.
public struct KeyStyle: Sendable, Hashable {
  // The cases, behind a struct so that a new one breaks no caller's `switch`; the
  // module switches over `kind`.
  enum Kind: Sendable, Hashable {
    case unchanged
    case snakeCase
    case kebabCase
    case camelCase
  }

  /// Which of the options this is.
  let kind: Kind

  /// Keys are written exactly as the coding keys give them.
  ///
  /// The default.
  public static let unchanged = KeyStyle(kind: .unchanged)

  /// Lowercase words joined by `_`: `imageURL` becomes `image_url`.
  public static let snakeCase = KeyStyle(kind: .snakeCase)

  /// Lowercase words joined by `-`: `imageURL` becomes `image-url`.
  public static let kebabCase = KeyStyle(kind: .kebabCase)

  /// Words joined without separators, the first lowercase and each later one capitalized:
  /// `image_url` and `image-url` become `imageUrl`.
  public static let camelCase = KeyStyle(kind: .camelCase)

  /// Converts a key to this style.
  ///
  /// ```swift
  /// KeyStyle.snakeCase.apply(to: "isHTTP2Enabled")   // "is_http2_enabled"
  /// ```
  ///
  /// - Parameter key: The key as the coding key gives it, usually a property name.
  /// - Returns: The key in this style.
  /// - Complexity: O(*n*) in the length of the key.
  public func apply(to key: String) -> String {
    switch kind {
    case .unchanged: key
    case .snakeCase: KeyWords(key).joined(separator: "_")
    case .kebabCase: KeyWords(key).joined(separator: "-")
    case .camelCase: KeyWords(key).joinedInCamelCase()
    }
  }

  /// The style as code names it (`.snakeCase`), for messages.
  var name: String {
    switch kind {
    case .unchanged: ".unchanged"
    case .snakeCase: ".snakeCase"
    case .kebabCase: ".kebabCase"
    case .camelCase: ".camelCase"
    }
  }
}

/// A key split into words by ``KeyStyle``'s rules.
private struct KeyWords {
  private let scalars: [Unicode.Scalar]
  /// The `_` and `-` before the first word and after the last, kept as written.
  private let prefix: Range<Int>
  private let suffix: Range<Int>
  /// The ranges of `scalars` that are words, in order.
  private var words: [Range<Int>] = []
  /// Whether the key separates its words with `_` or `-`.
  private var hasSeparators = false

  init(_ key: String) {
    scalars = Array(key.unicodeScalars)
    var start = 0
    while start < scalars.count && Self.isSeparator(scalars[start]) { start += 1 }
    var end = scalars.count
    while end > start && Self.isSeparator(scalars[end - 1]) { end -= 1 }
    prefix = 0..<start
    suffix = end..<scalars.count

    var wordStart = start
    var position = start
    while position < end {
      let scalar = scalars[position]
      if Self.isSeparator(scalar) {
        hasSeparators = true
        if wordStart < position { words.append(wordStart..<position) }
        wordStart = position + 1
      } else if position > wordStart && startsWord(at: position, end: end) {
        words.append(wordStart..<position)
        wordStart = position
      }
      position += 1
    }
    if wordStart < end { words.append(wordStart..<end) }
  }

  /// Whether the letter at `position`, which is not the first of its word, starts a new word.
  private func startsWord(at position: Int, end: Int) -> Bool {
    let scalar = scalars[position]
    guard Self.isUppercase(scalar) else { return false }
    let previous = scalars[position - 1]
    if Self.isLowercase(previous) || Self.isDigit(previous) { return true }
    guard Self.isUppercase(previous), position + 1 < end else { return false }
    let next = scalars[position + 1]
    guard Self.isLowercase(next) else { return false }
    // "URLs": a lone plural "s" stays with the acronym before it.
    let afterNext = position + 2 < end ? scalars[position + 2] : nil
    if next == "s", afterNext.map({ !Self.isLowercase($0) }) ?? true { return false }
    return true
  }

  func joined(separator: Character) -> String {
    guard !words.isEmpty else { return String(String.UnicodeScalarView(scalars)) }
    var result = String.UnicodeScalarView(scalars[prefix])
    for (number, word) in words.enumerated() {
      if number > 0 { result.append(separator.unicodeScalars.first ?? "_") }
      for scalar in scalars[word] { Self.appendLowercase(scalar, to: &result) }
    }
    result.append(contentsOf: scalars[suffix])
    return String(result)
  }

  func joinedInCamelCase() -> String {
    guard !words.isEmpty else { return String(String.UnicodeScalarView(scalars)) }
    var result = String.UnicodeScalarView(scalars[prefix])
    for (number, word) in words.enumerated() {
      if number == 0 {
        for scalar in scalars[word] { Self.appendLowercase(scalar, to: &result) }
      } else if hasSeparators {
        Self.appendUppercase(scalars[word.lowerBound], to: &result)
        for scalar in scalars[word.dropFirst()] { Self.appendLowercase(scalar, to: &result) }
      } else {
        Self.appendUppercase(scalars[word.lowerBound], to: &result)
        result.append(contentsOf: scalars[word.dropFirst()])
      }
    }
    result.append(contentsOf: scalars[suffix])
    return String(result)
  }

  // MARK: - Characters

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

  private static func appendLowercase(
    _ scalar: Unicode.Scalar, to result: inout String.UnicodeScalarView
  ) {
    if scalar.isASCII {
      let value = scalar.value
      result.append(Unicode.Scalar(UInt8(value >= 0x41 && value <= 0x5A ? value + 0x20 : value)))
    } else {
      result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
    }
  }

  private static func appendUppercase(
    _ scalar: Unicode.Scalar, to result: inout String.UnicodeScalarView
  ) {
    if scalar.isASCII {
      let value = scalar.value
      result.append(Unicode.Scalar(UInt8(value >= 0x61 && value <= 0x7A ? value - 0x20 : value)))
    } else {
      result.append(contentsOf: scalar.properties.titlecaseMapping.unicodeScalars)
    }
  }
}
