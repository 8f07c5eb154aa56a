//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

extension InferredShape {
  /// The values of an enum for the strings here, or `nil` when they do not look like one.
  ///
  /// They must be only strings, few (at most `maximumCases`), each a code rather than prose
  /// (a letter, then letters, digits, `_` or `-`; at most 40 characters), and either repeat
  /// (as many strings again as distinct values) or sit under a key that names a category
  /// (`type`, `status`, `level`...). Names, e-mail addresses and sentences stay strings.
  func enumValues(key: String, maximumCases: Int) -> [String]? {
    let values = strings.distinctValues
    guard kindCount == 1, stringCount > 0, !strings.hasMoreDistinctValues, !values.isEmpty,
      values.count <= maximumCases, strings.count(of: .boolean) == 0,
      values.allSatisfy(Self.isCode)
    else { return nil }
    guard stringCount >= 2 * values.count || Self.namesACategory(key) else { return nil }
    return values
  }

  private static func isCode(_ text: String) -> Bool {
    guard let first = text.utf8.first, (first | 0x20) &- UInt8(ascii: "a") < 26,
      text.utf8.count <= 40
    else { return false }
    return text.utf8.allSatisfy { byte in
      (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
  }

  /// Whether the key's last word names a category: `type`, `event_type`, `status`,
  /// `level`, `kind`, `state`, `method`, `role`, `category`, `mode`, `severity`.
  private static func namesACategory(_ key: String) -> Bool {
    let words = key.split { !($0.isLetter || $0.isNumber) }
    guard var last = words.last.map(String.init) else { return false }
    // The last word of camel case: `eventType` → `Type`.
    if let upper = last.lastIndex(where: \.isUppercase) { last = String(last[upper...]) }
    let categories: Set<String> = [
      "type", "kind", "status", "state", "level", "method", "role", "category", "categories",
      "mode", "severity", "priority", "action",
    ]
    return categories.contains(last.lowercased())
  }
}
