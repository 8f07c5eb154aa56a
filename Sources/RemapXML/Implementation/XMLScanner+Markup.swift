//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

// Markup that is not elements: the XML declaration, comments, processing instructions,
// CDATA sections, and the DOCTYPE, which is skipped without being processed.

extension XMLScanner {
  // MARK: - Declaration

  /// Reads `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` at `index`.
  mutating func scanDeclaration() throws(ScanFailure) {
    let start = index
    index += 5
    var sawVersion = false
    while true {
      let spaced = skipWhitespace()
      guard index < end else {
        throw ScanFailure(
          code: .unexpectedEndOfInput, message: "unterminated XML declaration", offset: start)
      }
      if starts(with: "?>") {
        index += 2
        break
      }
      guard spaced else {
        throw ScanFailure(
          code: .unexpectedCharacter,
          message: "expected whitespace or '?>' in the XML declaration, found "
            + describe(at: index),
          offset: index)
      }
      let (keyStart, keyLength) = try scanName("version, encoding or standalone")
      let key = name(keyStart, keyLength)
      skipWhitespace()
      guard index < end, unsafe base[index] == UInt8(ascii: "=") else {
        throw ScanFailure(
          code: .unexpectedCharacter,
          message: "expected '=' after '\(key)' in the XML declaration, found "
            + describe(at: index),
          offset: index)
      }
      index += 1
      skipWhitespace()
      let valueOffset = index
      let value = unsafe try scanAttributeValue().string(base: base)
      guard sawVersion || key == "version" else {
        throw ScanFailure(
          code: .unexpectedCharacter,
          message: "the XML declaration must start with the version, as in "
            + "<?xml version=\"1.0\"?>",
          offset: keyStart)
      }
      switch key {
      case "version":
        guard !sawVersion, value.hasPrefix("1.") else {
          throw ScanFailure(
            code: .unexpectedCharacter,
            message: "unsupported XML version '\(value)'; Remap reads XML 1.0",
            offset: valueOffset)
        }
        sawVersion = true
      case "encoding":
        try checkEncoding(value, offset: valueOffset)
      case "standalone":
        break
      default:
        throw ScanFailure(
          code: .unexpectedCharacter,
          message: "unexpected '\(key)' in the XML declaration; expected encoding or standalone",
          offset: keyStart)
      }
    }
  }

  /// Checks that the declared encoding is one Remap reads, and the one the input was read
  /// in; a `String`, characters already, may declare any.
  private func checkEncoding(_ name: String, offset: Int) throws(ScanFailure) {
    guard encoding != .text else { return }
    guard let declared = XMLInput.Encoding(declaredName: name) else {
      throw ScanFailure(
        code: .unsupportedEncoding,
        message: "the document declares the encoding '\(name)'; Remap reads UTF-8, UTF-16 "
          + "that starts with a byte order mark, ISO-8859-1 and US-ASCII",
        offset: offset)
    }
    guard !encoding.allows(declared) else { return }
    let reason =
      if encoding == .utf16 {
        "but starts with a UTF-16 byte order mark"
      } else if declared == .utf16 {
        "but does not start with a byte order mark; Remap reads UTF-16 only with one"
      } else if unsafe end >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF {
        "but starts with a UTF-8 byte order mark"
      } else {
        "but its bytes were read as \(encoding.name)"
      }
    throw ScanFailure(
      code: .unsupportedEncoding, message: "the document declares the encoding '\(name)' \(reason)",
      offset: offset)
  }

  // MARK: - Comments and processing instructions

  /// Skips a comment whose `<!--` is at `index`.
  mutating func skipComment() throws(ScanFailure) {
    let start = index
    index += 4
    while index + 1 < end {
      if unsafe base[index] == UInt8(ascii: "-") && base[index + 1] == UInt8(ascii: "-") {
        guard index + 2 < end, unsafe base[index + 2] == UInt8(ascii: ">") else {
          throw ScanFailure(
            code: .unexpectedCharacter, message: "'--' is not allowed inside a comment",
            offset: index)
        }
        index += 3
        return
      }
      try advanceCheckingCharacter()
    }
    throw ScanFailure(
      code: .unexpectedEndOfInput, message: "unterminated comment; expected '-->'", offset: start)
  }

  /// Skips a processing instruction whose `<?` is at `index`.
  mutating func skipProcessingInstruction() throws(ScanFailure) {
    let start = index
    index += 2
    let (targetStart, targetLength) = try scanName("a processing instruction's target")
    if name(targetStart, targetLength).lowercased() == "xml" {
      throw ScanFailure(
        code: .unexpectedCharacter,
        message: "an XML declaration is allowed only at the very start of the document",
        offset: start)
    }
    while index + 1 < end {
      if unsafe base[index] == UInt8(ascii: "?") && base[index + 1] == UInt8(ascii: ">") {
        index += 2
        return
      }
      try advanceCheckingCharacter()
    }
    throw ScanFailure(
      code: .unexpectedEndOfInput, message: "unterminated processing instruction; expected '?>'",
      offset: start)
  }

  // MARK: - CDATA

  /// Reads a CDATA section whose `<![CDATA[` is at `index` and adds its text, as written.
  mutating func scanCDATA() throws(ScanFailure) {
    let opening = index
    let start = index + 9
    var position = start
    var hasCarriageReturn = false
    while true {
      guard position + 2 < end else {
        throw ScanFailure(
          code: .unexpectedEndOfInput, message: "unterminated CDATA section; expected ']]>'",
          offset: opening)
      }
      let byte = unsafe base[position]
      if byte == UInt8(ascii: "]") {
        if unsafe base[position + 1] == UInt8(ascii: "]") && base[position + 2] == UInt8(ascii: ">")
        {
          break
        }
        position += 1
      } else if byte >= 0x80 {
        position = try validateUTF8(at: position)
      } else if byte < 0x20 {
        if byte == 0x0D {
          hasCarriageReturn = true
        } else if byte != 0x09 && byte != 0x0A {
          throw ScanFailure(
            code: .unexpectedCharacter,
            message: "the control character \(describe(at: position)) is not allowed in XML",
            offset: position)
        }
        position += 1
      } else {
        position += 1
      }
    }
    index = position + 3
    guard hasCarriageReturn else {
      builder.addText(start: start, end: position)
      return
    }
    // Line ends become line feeds, in CDATA as everywhere.
    var text: [UInt8] = []
    var scan = start
    while scan < position {
      let byte = unsafe base[scan]
      if byte == 0x0D {
        text.append(0x0A)
        if scan + 1 < position, unsafe base[scan + 1] == 0x0A { scan += 1 }
      } else {
        text.append(byte)
      }
      scan += 1
    }
    builder.addText(text)
  }

  // MARK: - DOCTYPE

  /// Skips a DOCTYPE whose `<!DOCTYPE` is at `index`, internal subset included, without
  /// processing anything in it: entities declared there stay undefined, and no external
  /// identifier is ever resolved.
  mutating func skipDoctype() throws(ScanFailure) {
    let start = index
    index += 9
    var inSubset = false
    while index < end {
      let byte = unsafe base[index]
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        let literal = index
        index += 1
        while index < end, unsafe base[index] != byte { try advanceCheckingCharacter() }
        guard index < end else {
          throw ScanFailure(
            code: .unexpectedEndOfInput, message: "unterminated literal in the DOCTYPE",
            offset: literal)
        }
        index += 1
      case UInt8(ascii: "["):
        inSubset = true
        index += 1
      case UInt8(ascii: "]"):
        inSubset = false
        index += 1
      case UInt8(ascii: ">") where !inSubset:
        index += 1
        return
      case UInt8(ascii: "<") where inSubset:
        if starts(with: "<!--") {
          try skipComment()
        } else if starts(with: "<?") {
          try skipProcessingInstruction()
        } else {
          index += 1
        }
      default:
        try advanceCheckingCharacter()
      }
    }
    throw ScanFailure(
      code: .unexpectedEndOfInput, message: "unterminated DOCTYPE; expected '>'", offset: start)
  }

  /// Moves past the character at `index` in markup that is skipped rather than read (a
  /// comment, a processing instruction, a DOCTYPE), checking it as text is checked: valid
  /// UTF-8, and a character XML allows.
  @inline(__always)
  private mutating func advanceCheckingCharacter() throws(ScanFailure) {
    let byte = unsafe base[index]
    if byte >= 0x80 {
      index = try validateUTF8(at: index)
    } else if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
      throw ScanFailure(
        code: .unexpectedCharacter,
        message: "the control character \(describe(at: index)) is not allowed in XML",
        offset: index)
    } else {
      index += 1
    }
  }
}
