//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

// Text, attribute values and references. Text without references or carriage returns, the
// common case, stays a range of the input; the rest is decoded into a buffer.

extension XMLScanner {
  // MARK: - Text

  /// Reads character data up to the next `<` (or the end of the input) and adds it to the
  /// innermost element's text.
  mutating func scanText() throws(ScanFailure) {
    let start = index
    var position = index
    while true {
      // Eight plain bytes at a time, stopping at '<', '&', ']', a control character or a
      // non-ASCII byte.
      while position + 8 <= end {
        let word = unsafe SWAR.load(base + position)
        let special =
          SWAR.bytesEqual(word, UInt8(ascii: "<")) | SWAR.bytesEqual(word, UInt8(ascii: "&"))
          | SWAR.bytesEqual(word, UInt8(ascii: "]")) | SWAR.bytesLess(word, than: 0x20)
          | (word & 0x8080_8080_8080_8080)
        if special == 0 {
          position += 8
        } else {
          position += SWAR.firstFlagged(special)
          break
        }
      }
      guard position < end else { break }
      let byte = unsafe base[position]
      if byte == UInt8(ascii: "<") { break }
      if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\r") {
        // References and line ends need decoding: decode the whole run.
        index = start
        let decoded = try decodeCharacterData(quote: nil)
        builder.addText(decoded)
        return
      }
      if byte >= 0x80 {
        // The common forms eight bytes at a time; everything else, and U+FFFE and U+FFFF,
        // in the full validator.
        position = unsafe UTF8Validation.commonRunEnd(
          base, from: position, end: end, lastThreeByteLead: 0xEE)
        if unsafe position < end && base[position] >= 0x80 {
          position = try validateUTF8(at: position)
        }
      } else if byte == UInt8(ascii: "]") {
        try checkNotCDATAEnd(at: position)
        position += 1
      } else if byte < 0x20 && byte != 0x09 && byte != 0x0A {
        throw controlCharacter(at: position)
      } else {
        position += 1
      }
    }
    index = position
    builder.addText(start: start, end: position)
  }

  /// Reads an attribute value in quotes at `index`, and moves past its closing quote.
  mutating func scanAttributeValue() throws(ScanFailure) -> XMLAttributeValue {
    guard index < end, unsafe base[index] == UInt8(ascii: "\"") || base[index] == UInt8(ascii: "'")
    else {
      throw ScanFailure(
        code: index < end ? .unexpectedCharacter : .unexpectedEndOfInput,
        message: "expected an attribute value in quotes, found \(describe(at: index))",
        offset: index)
    }
    let opening = index
    let quote = unsafe base[index]
    let start = index + 1
    var position = start
    while position < end {
      let byte = unsafe base[position]
      if byte == quote {
        index = position + 1
        return .raw(start: start, end: position)
      }
      if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte < 0x20 { break }
      position = byte < 0x80 ? position + 1 : try validateUTF8(at: position)
    }
    guard position < end else { throw unterminatedAttribute(at: opening) }
    // References, whitespace to normalize, or an error: decode the whole value.
    index = start
    let decoded = try decodeCharacterData(quote: quote)
    guard index < end else { throw unterminatedAttribute(at: opening) }
    index += 1
    return .decoded(decoded)
  }

  private func unterminatedAttribute(at opening: Int) -> ScanFailure {
    ScanFailure(
      code: .unexpectedEndOfInput, message: "unterminated attribute value", offset: opening)
  }

  /// Decodes text (`quote == nil`, up to `<`) or an attribute value (up to `quote`), from
  /// `index`: references are replaced, line ends become line feeds, and in attribute values
  /// every whitespace character becomes a space, as XML's normalization says.
  mutating func decodeCharacterData(quote: UInt8?) throws(ScanFailure) -> [UInt8] {
    var output: [UInt8] = []
    let inAttribute = quote != nil
    while index < end {
      let byte = unsafe base[index]
      switch byte {
      case quote:
        return output
      case UInt8(ascii: "<"):
        guard !inAttribute else {
          throw ScanFailure(
            code: .unexpectedCharacter,
            message: "'<' is not allowed in an attribute value; write it as &lt;", offset: index)
        }
        return output
      case UInt8(ascii: "&"):
        try appendReference(to: &output)
      case UInt8(ascii: "\r"):
        output.append(inAttribute ? UInt8(ascii: " ") : UInt8(ascii: "\n"))
        index += 1
        if index < end, unsafe base[index] == UInt8(ascii: "\n") { index += 1 }
      case 0x09, 0x0A:
        output.append(inAttribute ? UInt8(ascii: " ") : byte)
        index += 1
      case UInt8(ascii: "]"):
        if !inAttribute { try checkNotCDATAEnd(at: index) }
        output.append(byte)
        index += 1
      case 0..<0x20:
        throw controlCharacter(at: index)
      case 0x80...:
        let next = try validateUTF8(at: index)
        unsafe output.append(
          contentsOf: UnsafeBufferPointer(start: base + index, count: next - index))
        index = next
      default:
        output.append(byte)
        index += 1
      }
    }
    return output
  }

  private func checkNotCDATAEnd(at position: Int) throws(ScanFailure) {
    if position + 2 < end,
      unsafe base[position + 1] == UInt8(ascii: "]") && base[position + 2] == UInt8(ascii: ">")
    {
      throw ScanFailure(
        code: .unexpectedCharacter,
        message: "']]>' is not allowed in text outside a CDATA section; write it as ']]&gt;'",
        offset: position)
    }
  }

  private func controlCharacter(at position: Int) -> ScanFailure {
    ScanFailure(
      code: .unexpectedCharacter,
      message: "the control character \(describe(at: position)) is not allowed in XML",
      offset: position)
  }

  // MARK: - References

  /// Reads the reference whose `&` is at `index` and appends the character it names.
  mutating func appendReference(to output: inout [UInt8]) throws(ScanFailure) {
    let start = index
    if index + 1 < end, unsafe base[index + 1] == UInt8(ascii: "#") {
      try appendCharacterReference(to: &output)
      return
    }
    index += 1
    guard index < end, unsafe XMLCharacters.isNameStart(base[index]) else {
      throw ScanFailure(
        code: .unexpectedCharacter,
        message: "'&' must start an entity or character reference; write a literal '&' as &amp;",
        offset: start)
    }
    let (nameStart, nameLength) = try scanName("an entity name")
    let entity = name(nameStart, nameLength)
    guard index < end, unsafe base[index] == UInt8(ascii: ";") else {
      throw ScanFailure(
        code: .unexpectedCharacter,
        message: "the entity reference &\(entity) needs a closing ';'", offset: start)
    }
    index += 1
    switch entity {
    case "lt": output.append(UInt8(ascii: "<"))
    case "gt": output.append(UInt8(ascii: ">"))
    case "amp": output.append(UInt8(ascii: "&"))
    case "apos": output.append(UInt8(ascii: "'"))
    case "quot": output.append(UInt8(ascii: "\""))
    default:
      throw ScanFailure(
        code: .undefinedEntity,
        message: "the entity &\(entity); is not defined: Remap expands only &lt; &gt; &amp; "
          + "&apos; &quot; and character references, never entities declared in a DOCTYPE",
        offset: start)
    }
  }

  /// Reads a character reference, `&#65;` or `&#x41;`, whose `&` is at `index`.
  private mutating func appendCharacterReference(to output: inout [UInt8]) throws(ScanFailure) {
    let start = index
    index += 2
    var radix: UInt32 = 10
    if index < end, unsafe base[index] == UInt8(ascii: "x") {
      radix = 16
      index += 1
    }
    var value: UInt32 = 0
    var digits = 0
    while index < end {
      let byte = unsafe base[index]
      guard let digit = ASCII.hexValue(byte), UInt32(digit) < radix else { break }
      // Past U+10FFFF the value is invalid anyway: stop growing it, so it cannot overflow.
      value = min(value * radix + UInt32(digit), 0x11_0000)
      digits += 1
      index += 1
    }
    guard digits > 0, index < end, unsafe base[index] == UInt8(ascii: ";") else {
      throw ScanFailure(
        code: .invalidCharacterReference,
        message: radix == 16
          ? "a hexadecimal character reference needs hex digits and a closing ';', as in &#x26;"
          : "a character reference needs digits and a closing ';', as in &#38;",
        offset: start)
    }
    index += 1
    guard XMLCharacters.isXMLCharacter(value), let scalar = Unicode.Scalar(value) else {
      throw ScanFailure(
        code: .invalidCharacterReference,
        message: "the character reference names "
          + (value > 0x10_FFFF ? "a value past U+10FFFF" : "U+\(XMLCharacters.scalarHex(value))")
          + ", which XML does not allow",
        offset: start)
    }
    output.append(contentsOf: String(Character(scalar)).utf8)
  }

  // MARK: - UTF-8

  /// Validates the UTF-8 sequence starting at `position` and returns the index after it;
  /// U+FFFE and U+FFFF, which XML does not allow, are errors too.
  func validateUTF8(at position: Int) throws(ScanFailure) -> Int {
    guard let length = unsafe UTF8Validation.sequenceLength(base, at: position, end: end) else {
      throw invalidUTF8(at: position)
    }
    let (lead, second) = unsafe (base[position], base[position + 1])
    if lead == 0xEF && second == 0xBF, unsafe base[position + 2] >= 0xBE {
      throw ScanFailure(
        code: .invalidUnicode, message: "U+FFFE and U+FFFF are not allowed in XML",
        offset: position)
    }
    return position + length
  }

  private func invalidUTF8(at position: Int) -> ScanFailure {
    ScanFailure(
      code: .invalidUnicode,
      message: "invalid UTF-8 byte 0x\(hex(unsafe base[position]))", offset: position)
  }
}
