//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Swift identifiers made from the keys and values of samples.
///
/// Names follow the API design guidelines: properties and enum cases in lowerCamelCase,
/// types in UpperCamelCase, and the common acronyms (`ID`, `URL`, ...) in one case
/// throughout (`userID`, `profileImageURL`). Only ASCII letters and digits survive; a key
/// that loses characters gets an explicit key in the generated code, so nothing is lost.
enum SwiftNames {
  /// A property or enum-case name: `created_at` → `createdAt`, `2fa` → `_2fa`, `` → `value`.
  ///
  /// The result is a valid identifier once ``escaped(_:)``; it may be a keyword.
  static func memberName(_ text: String) -> String {
    let words = self.words(text)
    guard let first = words.first else { return "value" }
    var name = lowerFirstWord(first)
    var previousWasAcronym = false
    for word in words.dropFirst() {
      let isAcronym = !previousWasAcronym && acronyms.contains(word.lowercased())
      name += isAcronym ? word.uppercased() : capitalized(word)
      previousWasAcronym = isAcronym
    }
    return leadingDigitGuarded(name)
  }

  /// A type name: `user_mention` → `UserMention`, `url` → `URL`.
  static func typeName(_ text: String) -> String {
    let words = self.words(text)
    guard !words.isEmpty else { return "Value" }
    var name = ""
    var previousWasAcronym = false
    for word in words {
      let isAcronym = !previousWasAcronym && acronyms.contains(word.lowercased())
      name += isAcronym ? word.uppercased() : capitalized(word)
      previousWasAcronym = isAcronym
    }
    return leadingDigitGuarded(name)
  }

  /// The singular of a plural key's last word, or `nil` when it does not look plural:
  /// `statuses` → `status`, `entries` → `entry`, `user_mentions` → `user_mention`.
  static func singular(_ text: String) -> String? {
    let lower = text.lowercased()
    for (plural, singular) in irregularPlurals where lower.hasSuffix(plural) {
      // Only a whole last word: `women` and `user_men`, not `specimen`.
      let start = text.index(text.endIndex, offsetBy: -plural.count)
      guard
        start == text.startIndex || !text[text.index(before: start)].isLowercase
          || text[start].isUppercase
      else { continue }
      return String(text[..<start]) + (text[start].isUppercase ? singular.capitalized : singular)
    }
    let invariant = ["ss", "us", "is", "news", "series", "species"]
    guard lower.hasSuffix("s"), !invariant.contains(where: { lower.hasSuffix($0) }),
      lower.count > 2
    else { return nil }
    if lower.hasSuffix("ies") && lower.count > 4 { return text.dropLast(3) + "y" }
    for ending in ["sses", "shes", "ches", "xes"] where lower.hasSuffix(ending) {
      return String(text.dropLast(2))
    }
    return String(text.dropLast())
  }

  /// The name with backticks when it is a keyword: `default` → `` `default` ``.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// Names a property cannot take even with backticks, or that read badly; the generator
  /// appends `Value` to them (and so gives them an explicit key).
  static let unusableMemberNames: Set<String> = ["self", "Self", "super", "init", "deinit"]

  /// Type names that would shadow a type the generated code uses, or that Swift reserves.
  static let reservedTypeNames: Set<String> = [
    "Any", "AnyObject", "Array", "Bool", "Codable", "CodingKey", "CodingKeys", "Data", "Date",
    "Decimal", "Decodable", "Decoder", "Dictionary", "Double", "Encodable", "Encoder", "Error",
    "Float", "Int", "JSON", "Never", "Optional", "Protocol", "Result", "Self", "Sendable", "Set",
    "String", "Type", "URL", "UUID", "Value",
  ]

  // MARK: - Words

  /// The runs of ASCII letters and digits; everything else separates words.
  private static func words(_ text: String) -> [Substring] {
    text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
  }

  /// The first word in lower case: `Name` → `name`, `URLPath` → `urlPath`, `ID` → `id`.
  private static func lowerFirstWord(_ word: Substring) -> String {
    let upperRun = word.prefix { $0.isUppercase }.count
    if upperRun == word.count { return word.lowercased() }
    let lowered = max(upperRun - 1, 1)
    return word.prefix(lowered).lowercased() + word.dropFirst(lowered)
  }

  private static func capitalized(_ word: Substring) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  private static func leadingDigitGuarded(_ name: String) -> String {
    name.first?.isNumber == true ? "_" + name : name
  }

  private static let acronyms: Set<String> = [
    "api", "css", "html", "http", "https", "id", "ip", "json", "uri", "url", "uuid", "xml",
  ]

  private static let irregularPlurals: [(plural: String, singular: String)] = [
    ("people", "person"), ("children", "child"), ("men", "man"), ("women", "woman"),
    ("indices", "index"), ("matrices", "matrix"), ("vertices", "vertex"), ("movies", "movie"),
    ("cookies", "cookie"), ("caches", "cache"), ("statuses", "status"), ("bonuses", "bonus"),
    ("buses", "bus"), ("campuses", "campus"), ("viruses", "virus"),
  ]

  private static let keywords: Set<String> = [
    "Any", "Protocol", "Type", "as", "associatedtype", "await", "break", "case", "catch",
    "class", "continue", "default", "defer", "do", "else", "enum", "extension", "fallthrough",
    "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "inout", "internal",
    "is", "let", "nil", "open", "operator", "precedencegroup", "private", "protocol", "public",
    "repeat", "rethrows", "return", "static", "struct", "subscript", "switch", "throw",
    "throws", "true", "try", "typealias", "var", "where", "while",
  ]
}
