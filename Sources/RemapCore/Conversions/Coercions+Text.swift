//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// Trimming and splitting text, for lenient coercion and the rules file's `trim` and `split`.
//
// Foundation's `trimmingCharacters(in:)` and `components(separatedBy:)` bridge through
// `NSString` on Linux and cost microseconds per call, more than parsing the record the text
// came from; these walk the text's scalars and bytes in place and copy only what they keep.

extension Coercions {
  /// Whether `scalar` is whitespace: a member of Foundation's `CharacterSet.whitespaces`
  /// (tab, Unicode's space separators, category Zs, and the zero width space U+200B, which
  /// Foundation keeps from older Unicode), or with `newlines` of
  /// `CharacterSet.whitespacesAndNewlines` (also U+000A through U+000D, U+0085, and the line
  /// and paragraph separators, categories Zl and Zp).
  package static func isWhitespace(_ scalar: Unicode.Scalar, newlines: Bool = true) -> Bool {
    switch scalar.value {
    case 0x20, 0x09, 0x200B: true
    case 0x0A...0x0D, 0x85: newlines
    case 0..<0x80: false
    default:
      switch scalar.properties.generalCategory {
      case .spaceSeparator: true
      case .lineSeparator, .paragraphSeparator: newlines
      default: false
      }
    }
  }

  /// The text without the whitespace (`isWhitespace(_:newlines:)`) at its ends, as a slice of
  /// it: no copy is made.
  package static func trimmed(_ text: Substring, newlines: Bool = true) -> Substring {
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, isWhitespace(scalars[start], newlines: newlines) {
      start = scalars.index(after: start)
    }
    while start < end {
      let last = scalars.index(before: end)
      guard isWhitespace(scalars[last], newlines: newlines) else { break }
      end = last
    }
    return Substring(scalars[start..<end])
  }

  /// The parts of `text` between the occurrences of `separator`, each trimmed
  /// (`trimmed(_:newlines:)`), the empty ones left out: `"a, b,,c"` split at `","` is
  /// `["a", "b", "c"]`.
  ///
  /// The separator is matched by its UTF-8 bytes, so exactly where its Unicode scalars
  /// appear in the text. An empty separator leaves the text whole.
  ///
  /// - Complexity: O(*n* × *m*) for a text of *n* bytes and a separator of *m*, O(*n*) in
  ///   practice.
  package static func parts(of text: String, separatedBy separator: String) -> [String] {
    var parts: [String] = []
    func keep(_ part: Substring) {
      let part = trimmed(part)
      if !part.isEmpty { parts.append(String(part)) }
    }
    let bytes = text.utf8
    let separatorBytes = separator.utf8
    guard let lead = separatorBytes.first else {
      keep(text[...])
      return parts
    }
    var partStart = bytes.startIndex
    var searchStart = bytes.startIndex
    while let found = bytes[searchStart...].firstIndex(of: lead) {
      if bytes[found...].starts(with: separatorBytes) {
        // `found` and the index after the separator are on scalar boundaries: a valid UTF-8
        // separator starts with a leading byte and ends a scalar.
        keep(text[partStart..<found])
        searchStart = bytes.index(found, offsetBy: separatorBytes.count)
        partStart = searchStart
      } else {
        searchStart = bytes.index(after: found)
      }
    }
    keep(text[partStart...])
    return parts
  }
}
