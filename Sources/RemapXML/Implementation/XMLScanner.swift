//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

// The XML scanner: reads UTF-8 XML 1.0 in one pass over its bytes, and hands elements,
// attributes and text to a builder: `XMLTreeBuilder`, which makes `JSON` values of them
// directly, or `XMLTapeBuilder`, which makes the decoder's tape.
//
// What it reads: elements, attributes, text, CDATA sections, the five predefined entities
// and character references; comments and processing instructions are skipped, and so is a
// DOCTYPE, internal subset and all, without processing it. Any other entity reference is an
// error, so no entity declared in a DTD is ever expanded and no external resource is ever
// read. Names keep their namespace prefix, and `xmlns` declarations are attributes like any
// other.
//
// The scanner is iterative, with the open elements on an explicit stack, so no input can
// overflow the call stack whatever the depth limit.

/// Scans XML text and hands its content to a builder.
///
/// `@safe`: every read of `base` is guarded by `end`.
@safe
struct XMLScanner<Builder: XMLContentBuilder> {
  let base: UnsafePointer<UInt8>
  let end: Int
  let options: XMLReadingOptions
  /// What the input was before it became this UTF-8, which the declaration must agree with.
  let encoding: XMLInput.Encoding
  var index = 0
  var builder: Builder

  /// Scans a whole document into a builder.
  ///
  /// - Parameters:
  ///   - bytes: The document as UTF-8.
  ///   - options: The limits.
  ///   - encoding: What the input was before it became `bytes`.
  ///   - builder: Makes the builder, given the input's base address.
  /// - Returns: The builder, with the whole document built.
  /// - Throws: `ScanFailure` naming the first error and its byte offset.
  static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, options: XMLReadingOptions,
    encoding: XMLInput.Encoding = .utf8, builder: (UnsafePointer<UInt8>) -> Builder
  ) throws(ScanFailure) -> Builder {
    guard bytes.count <= options.maximumInputSize else {
      throw ScanFailure(
        code: .sizeLimitExceeded,
        message: "the input is \(bytes.count) bytes, more than the limit of "
          + "\(options.maximumInputSize)",
        offset: 0)
    }
    guard let base = bytes.baseAddress, !bytes.isEmpty else {
      throw ScanFailure(
        code: .unexpectedEndOfInput, message: "the input is empty; expected an XML document",
        offset: 0)
    }
    var scanner = unsafe XMLScanner(
      base: base, end: bytes.count, options: options, encoding: encoding,
      builder: builder(base))
    try scanner.scanDocument()
    return scanner.builder
  }
}

extension XMLScanner<XMLTreeBuilder> {
  /// Parses a whole document.
  ///
  /// - Parameters:
  ///   - bytes: The document as UTF-8.
  ///   - options: How elements map to values, and the limits.
  ///   - encoding: What the input was before it became `bytes`.
  ///   - locating: Whether the builder makes each value's position instead of its content
  ///     (see `XMLTreeBuilder`).
  /// - Returns: The document's value.
  /// - Throws: `ScanFailure` naming the first error and its byte offset.
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, options: XMLReadingOptions,
    encoding: XMLInput.Encoding = .utf8, locating: Bool = false
  ) throws(ScanFailure) -> JSON {
    unsafe try scan(bytes, options: options, encoding: encoding) { base in
      unsafe XMLTreeBuilder(base: base, options: options, locating: locating)
    }.result ?? ""
  }
}

extension XMLScanner {
  // MARK: - Document structure

  mutating func scanDocument() throws(ScanFailure) {
    if end >= 3, unsafe base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF { index = 3 }
    if end >= 2, unsafe (base[0] == 0 && base[1] != 0) || (base[0] != 0 && base[1] == 0) {
      throw ScanFailure(
        code: .unsupportedEncoding,
        message: "the input looks like UTF-16 without a byte order mark; "
          + "Remap reads UTF-8, and UTF-16 that starts with a byte order mark",
        offset: 0)
    }
    if starts(with: "<?xml"), index + 5 < end, unsafe ASCII.isWhitespace(base[index + 5]) {
      try scanDeclaration()
    }

    // The prolog: comments, processing instructions and one DOCTYPE before the root.
    var sawDoctype = false
    while true {
      skipWhitespace()
      guard index < end else {
        throw ScanFailure(
          code: .unexpectedEndOfInput,
          message: "unexpected end of input; the document has no root element", offset: index)
      }
      guard unsafe base[index] == UInt8(ascii: "<") else {
        throw ScanFailure(
          code: .unexpectedCharacter,
          message: "expected '<' to open the root element, found \(describe(at: index))",
          offset: index)
      }
      if starts(with: "<?") {
        try skipProcessingInstruction()
      } else if starts(with: "<!--") {
        try skipComment()
      } else if starts(with: "<!DOCTYPE") {
        guard !sawDoctype else {
          throw ScanFailure(
            code: .unexpectedCharacter, message: "a document may have only one DOCTYPE",
            offset: index)
        }
        sawDoctype = true
        try skipDoctype()
      } else {
        break
      }
    }

    try scanStartTag()
    try scanContent()

    // After the root: only comments, processing instructions and whitespace.
    while true {
      skipWhitespace()
      guard index < end else { break }
      if starts(with: "<?") {
        try skipProcessingInstruction()
      } else if starts(with: "<!--") {
        try skipComment()
      } else {
        throw ScanFailure(
          code: .unexpectedCharacter,
          message: "unexpected \(describe(at: index)) after the root element; "
            + "a document has exactly one root element",
          offset: index)
      }
    }
  }

  /// Reads everything inside the open elements, until the root element closes.
  mutating func scanContent() throws(ScanFailure) {
    while builder.elements.depth > 0 {
      try scanText()
      guard index + 1 < end else { throw unclosedElement() }
      switch unsafe base[index + 1] {
      case UInt8(ascii: "/"):
        try scanEndTag()
      case UInt8(ascii: "!"):
        if starts(with: "<!--") {
          try skipComment()
        } else if starts(with: "<![CDATA[") {
          try scanCDATA()
        } else if starts(with: "<!DOCTYPE") {
          throw ScanFailure(
            code: .unexpectedCharacter,
            message: "a DOCTYPE must come before the root element", offset: index)
        } else {
          throw ScanFailure(
            code: .unexpectedCharacter,
            message: "expected a comment '<!--' or a CDATA section '<![CDATA[' after '<!'",
            offset: index)
        }
      case UInt8(ascii: "?"):
        try skipProcessingInstruction()
      default:
        try scanStartTag()
      }
    }
  }

  // MARK: - Tags

  /// Reads a start tag or an empty-element tag whose `<` is at `index`.
  mutating func scanStartTag() throws(ScanFailure) {
    let tagStart = index
    index += 1
    let (nameStart, nameLength) = try scanName("an element name")
    guard builder.elements.depth < options.maximumDepth else {
      throw ScanFailure(
        code: .depthLimitExceeded,
        message: "elements are nested deeper than the limit of \(options.maximumDepth) levels",
        offset: tagStart)
    }
    builder.openElement(nameStart: nameStart, nameLength: nameLength)
    var attributeCount = 0
    while true {
      let spaced = skipWhitespace()
      guard index < end else {
        throw ScanFailure(
          code: .unexpectedEndOfInput,
          message:
            "unexpected end of input inside the start tag of <\(name(nameStart, nameLength))>",
          offset: index)
      }
      let byte = unsafe base[index]
      if byte == UInt8(ascii: ">") {
        index += 1
        return
      }
      if byte == UInt8(ascii: "/") {
        guard index + 1 < end, unsafe base[index + 1] == UInt8(ascii: ">") else {
          throw ScanFailure(
            code: .unexpectedCharacter, message: "expected '/>' to end an empty element",
            offset: index)
        }
        index += 2
        builder.closeElement()
        return
      }
      guard spaced else {
        throw ScanFailure(
          code: .unexpectedCharacter,
          message: "expected whitespace, '>' or '/>' after the name or an attribute of "
            + "<\(name(nameStart, nameLength))>, found \(describe(at: index))",
          offset: index)
      }
      let attributeOffset = index
      let (attributeStart, attributeLength) = try scanName("an attribute name")
      attributeCount += 1
      guard attributeCount <= options.maximumAttributeCount else {
        throw ScanFailure(
          code: .sizeLimitExceeded,
          message: "the element <\(name(nameStart, nameLength))> has more than the limit of "
            + "\(options.maximumAttributeCount) attributes",
          offset: attributeOffset)
      }
      skipWhitespace()
      guard index < end, unsafe base[index] == UInt8(ascii: "=") else {
        throw ScanFailure(
          code: index < end ? .unexpectedCharacter : .unexpectedEndOfInput,
          message: "expected '=' after the attribute name "
            + "'\(name(attributeStart, attributeLength))', found \(describe(at: index))",
          offset: index)
      }
      index += 1
      skipWhitespace()
      let value = try scanAttributeValue()
      guard
        builder.addAttribute(nameStart: attributeStart, nameLength: attributeLength, value: value)
      else {
        throw ScanFailure(
          code: .duplicateAttribute,
          message: "the attribute '\(name(attributeStart, attributeLength))' appears twice in "
            + "<\(name(nameStart, nameLength))>",
          offset: attributeOffset)
      }
    }
  }

  /// Reads an end tag whose `</` is at `index`, and closes the innermost element.
  mutating func scanEndTag() throws(ScanFailure) {
    let tagStart = index
    index += 2
    let open = builder.elements.innermost
    // The common case: the open element's name, then '>'. Anything else takes the long way,
    // which explains what is wrong.
    let after = index + open.nameLength
    if after < end, unsafe base[after] == UInt8(ascii: ">"),
      unsafe BytesComparison.equal(base + index, base + open.nameStart, count: open.nameLength)
    {
      index = after + 1
      builder.closeElement()
      return
    }
    let (nameStart, nameLength) = try scanName("an element name after '</'")
    skipWhitespace()
    guard index < end, unsafe base[index] == UInt8(ascii: ">") else {
      throw ScanFailure(
        code: index < end ? .unexpectedCharacter : .unexpectedEndOfInput,
        message: "expected '>' to end the end tag </\(name(nameStart, nameLength))>, found "
          + describe(at: index),
        offset: index)
    }
    guard
      nameLength == open.nameLength,
      unsafe BytesComparison.equal(base + nameStart, base + open.nameStart, count: nameLength)
    else {
      throw ScanFailure(
        code: .mismatchedTag,
        message: "the end tag </\(name(nameStart, nameLength))> does not match the start tag "
          + "<\(name(open.nameStart, open.nameLength))> on line \(line(of: open.nameStart))",
        offset: tagStart)
    }
    index += 1
    builder.closeElement()
  }

  // MARK: - Names

  /// Reads a name at `index` and returns its range; `what` names it for messages.
  mutating func scanName(_ what: String) throws(ScanFailure) -> (start: Int, length: Int) {
    let start = index
    guard index < end, unsafe XMLCharacters.isNameStart(base[index]) else {
      throw ScanFailure(
        code: index < end ? .unexpectedCharacter : .unexpectedEndOfInput,
        message: "expected \(what), found \(describe(at: index))", offset: index)
    }
    while index < end {
      let byte = unsafe base[index]
      if byte < 0x80 {
        guard XMLCharacters.isNameCharacter(byte) else { break }
        index += 1
      } else {
        index = try validateUTF8(at: index)
      }
    }
    let length = index - start
    guard length <= options.maximumNameLength else {
      throw ScanFailure(
        code: .sizeLimitExceeded,
        message: "a name is \(length) bytes long, more than the limit of "
          + "\(options.maximumNameLength)",
        offset: start)
    }
    return (start, length)
  }

  // MARK: - Whitespace and helpers

  /// Skips whitespace and says whether there was any.
  @inline(__always)
  @discardableResult
  mutating func skipWhitespace() -> Bool {
    let start = index
    while index < end, unsafe ASCII.isWhitespace(base[index]) { index += 1 }
    return index > start
  }

  /// Whether the input at `index` starts with `prefix`.
  @inline(__always)
  func starts(with prefix: StaticString) -> Bool {
    let length = prefix.utf8CodeUnitCount
    guard index + length <= end else { return false }
    for offset in 0..<length where unsafe base[index + offset] != prefix.utf8Start[offset] {
      return false
    }
    return true
  }

  /// The name at a range of the input, for messages.
  func name(_ start: Int, _ length: Int) -> String {
    unsafe String(decoding: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self)
  }

  /// The line of an offset, for messages that point back at an earlier place.
  func line(of offset: Int) -> Int {
    var line = 1
    for position in 0..<offset where unsafe base[position] == UInt8(ascii: "\n") { line += 1 }
    return line
  }

  func unclosedElement() -> ScanFailure {
    let open = builder.elements.innermost
    return ScanFailure(
      code: .unexpectedEndOfInput,
      message: "unexpected end of input; the element <\(name(open.nameStart, open.nameLength))> "
        + "opened on line \(line(of: open.nameStart)) is not closed",
      offset: end)
  }

  /// A short description of the character at `position` for a message: `'x'`, `U+000A`.
  func describe(at position: Int) -> String {
    guard position < end else { return "end of input" }
    let byte = unsafe base[position]
    switch byte {
    case 0x20..<0x7F:
      return "'\(Character(Unicode.Scalar(byte)))'"
    case 0x80...:
      if let next = try? validateUTF8(at: position) {
        return "'\(name(position, next - position))'"
      }
      return "byte 0x\(hex(byte))"
    default:
      return "U+00\(hex(byte))"
    }
  }
}
