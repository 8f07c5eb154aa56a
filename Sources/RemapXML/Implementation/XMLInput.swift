//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// An XML document as the scanner reads it: UTF-8, transcoded from the input's own encoding
/// when that is another, with what it takes to give locations in the input as it was.
///
/// Made by ``withInput(_:isText:options:_:)``, and valid only inside its closure.
///
/// `@safe`: `utf8` is only read inside the closure that made it, while its bytes are pinned.
@safe
struct XMLInput {
  /// What the input's bytes were.
  enum Encoding: Equatable {
    /// UTF-8 bytes.
    case utf8
    /// UTF-8 bytes that declare US-ASCII, and were checked to be ASCII.
    case ascii
    /// UTF-16 with a byte order mark, transcoded.
    case utf16
    /// ISO-8859-1 (Latin-1) bytes, as the declaration says, transcoded: each byte is the
    /// scalar of the same value.
    case latin1
    /// A Swift `String`: characters already, whatever encoding the declaration names.
    case text

    /// The encoding a declaration names, or `nil` when Remap does not read it.
    ///
    /// - Parameter name: The declaration's `encoding`, in any case.
    init?(declaredName name: String) {
      switch name.lowercased() {
      case "utf-8", "utf8":
        self = .utf8
      case "us-ascii", "ascii", "ansi_x3.4-1968", "iso646-us", "csascii":
        self = .ascii
      case "utf-16", "utf-16le", "utf-16be":
        self = .utf16
      case "iso-8859-1", "iso_8859-1", "iso8859-1", "iso_8859-1:1987", "iso-ir-100", "latin1",
        "latin-1", "l1", "cp819", "ibm819", "csisolatin1":
        self = .latin1
      default:
        return nil
      }
    }

    /// The encoding's name, for messages.
    var name: String {
      switch self {
      case .utf8, .text: "UTF-8"
      case .ascii: "US-ASCII"
      case .utf16: "UTF-16"
      case .latin1: "ISO-8859-1"
      }
    }

    /// Whether input read this way may declare `declared`.
    ///
    /// UTF-16 input may also declare UTF-8 or US-ASCII, as it always could: its byte order
    /// mark decides. (A `String` may declare any encoding at all; the scanner does not ask.)
    func allows(_ declared: Encoding) -> Bool {
      switch self {
      case .text: true
      case .utf16: declared != .latin1
      default: declared == self
      }
    }
  }

  /// The document as UTF-8.
  let utf8: UnsafeBufferPointer<UInt8>
  let encoding: Encoding

  /// Runs `body` with the document as UTF-8: the bytes as they are, or transcoded from UTF-16
  /// that starts with a byte order mark, or from the ISO-8859-1 the XML declaration names.
  ///
  /// - Parameters:
  ///   - bytes: The input.
  ///   - isText: Whether the input is a `String`'s UTF-8, which is never transcoded.
  ///   - options: The limits, of which the input size is checked before transcoding.
  ///   - body: What to do with the document.
  /// - Returns: What `body` returns.
  /// - Throws: ``RemapError`` for input that cannot be transcoded: a lone surrogate, a byte
  ///   that is not ASCII in a document that declares US-ASCII; or what `body` throws.
  static func withInput<R>(
    _ bytes: UnsafeBufferPointer<UInt8>, isText: Bool, options: XMLReadingOptions,
    _ body: (XMLInput) throws(RemapError) -> R
  ) throws(RemapError) -> R {
    if isText { return try unsafe body(XMLInput(utf8: bytes, encoding: .text)) }
    if bytes.count >= 2,
      let bigEndian = unsafe bytes[0] == 0xFE && bytes[1] == 0xFF
        ? true : bytes[0] == 0xFF && bytes[1] == 0xFE ? false : nil
    {
      // Half the limit in UTF-16 is a generous bound on the UTF-8 it becomes.
      try checkSize(bytes.count / 2, of: bytes.count, options: options)
      let utf8 = try unsafe XMLTranscoder.utf8(fromUTF16: bytes, bigEndian: bigEndian)
      return try unsafe utf8.withUnsafeBufferPointer { utf8 throws(RemapError) in
        try unsafe body(XMLInput(utf8: utf8, encoding: .utf16))
      }
    }
    switch unsafe XMLTranscoder.declaredEncoding(bytes) {
    case .latin1:
      try checkSize(bytes.count, of: bytes.count, options: options)
      let utf8 = unsafe XMLTranscoder.utf8(fromLatin1: bytes)
      return try unsafe utf8.withUnsafeBufferPointer { utf8 throws(RemapError) in
        try unsafe body(XMLInput(utf8: utf8, encoding: .latin1))
      }
    case .ascii:
      try unsafe XMLTranscoder.checkASCII(bytes)
      return try unsafe body(XMLInput(utf8: bytes, encoding: .ascii))
    default:
      return try unsafe body(XMLInput(utf8: bytes, encoding: .utf8))
    }
  }

  private static func checkSize(
    _ size: Int, of count: Int, options: XMLReadingOptions
  ) throws(RemapError) {
    guard size <= options.maximumInputSize else {
      throw RemapError(
        .sizeLimitExceeded,
        "the input is \(count) bytes, more than the limit of \(options.maximumInputSize)",
        location: SourceLocation(line: 1, column: 1, byteOffset: 0))
    }
  }

  /// Parses the document.
  ///
  /// - Parameters:
  ///   - options: How elements map to values, and the limits.
  ///   - locating: Whether to make each value's position instead (see `XMLTreeBuilder`).
  /// - Returns: The document's value.
  /// - Throws: ``RemapError`` naming the first error, with its location in the input.
  func parse(options: XMLReadingOptions, locating: Bool = false) throws(RemapError) -> JSON {
    do throws(ScanFailure) {
      return try unsafe XMLScanner.parse(
        utf8, options: options, encoding: encoding, locating: locating)
    } catch {
      throw RemapError(error.code, error.message, location: location(of: error.offset))
    }
  }

  /// Scans the document straight into the decoder's tape, without a tree: the tape that
  /// `JSONTreeIndexer` would make of what ``parse(options:locating:)`` returns.
  ///
  /// - Parameters:
  ///   - options: How elements map to values, and the limits.
  ///   - maximumDepth: The deepest nesting of the value accepted (see `XMLTapeBuilder`).
  /// - Returns: The tape and the arena its entries point into.
  /// - Throws: ``RemapError`` naming the first error, with its location in the input.
  func index(
    options: XMLReadingOptions, maximumDepth: Int
  ) throws(RemapError) -> (tape: JSONTape, arena: [UInt8]) {
    var builder: XMLTapeBuilder
    do throws(ScanFailure) {
      builder = try unsafe XMLScanner.scan(utf8, options: options, encoding: encoding) { base in
        unsafe XMLTapeBuilder(base: base, count: utf8.count, options: options)
      }
    } catch {
      throw RemapError(error.code, error.message, location: location(of: error.offset))
    }
    return try builder.makeTape(maximumDepth: maximumDepth)
  }

  /// A line of `utf8`, for locating many offsets without counting lines from the start
  /// each time.
  struct Line {
    /// The line's number, counting from 1.
    var number: Int
    /// Where it starts in `utf8`.
    var start: Int
    /// For ISO-8859-1: how many bytes of `utf8` before the line are second bytes of the
    /// two that a byte from 0x80 became.
    var addedBefore = 0
  }

  /// Every line of `utf8`, in order.
  ///
  /// - Complexity: O(*n*) in the length of the document.
  func lines() -> [Line] {
    var lines = [Line(number: 1, start: 0)]
    var added = 0
    for position in unsafe 0..<utf8.count {
      let byte = unsafe utf8[position]
      if byte == UInt8(ascii: "\n") {
        lines.append(Line(number: lines.count + 1, start: position + 1, addedBefore: added))
      } else if encoding == .latin1 && byte & 0xC0 == 0x80 {
        added += 1
      }
    }
    return lines
  }

  /// The location of an offset in `utf8`.
  ///
  /// Lines and columns are those of the input, since transcoding keeps characters; the byte
  /// offset is the input's for ISO-8859-1, and counts UTF-8 for UTF-16 input.
  ///
  /// - Parameters:
  ///   - offset: An offset in `utf8`.
  ///   - line: The line of `offset`, when known (see ``lines()``).
  /// - Returns: The location.
  func location(of offset: Int, line: Line? = nil) -> SourceLocation {
    var mark = Mark()
    return location(of: offset, line: line, mark: &mark)
  }

  /// The last location computed, from which the next one is counted when that is nearer
  /// than its line's start (see `SourceLocation.Mark`).
  struct Mark {
    var location: SourceLocation.Mark?
    /// For ISO-8859-1: how many bytes of `utf8` before `location` are second bytes of the
    /// two that a byte from 0x80 became.
    var addedBefore = 0
  }

  /// ``location(of:line:)``, counting from `mark` when that is nearer, and leaving this
  /// location in `mark`.
  ///
  /// - Complexity: O(*d*), where *d* is the distance from the line's start or from the mark
  ///   to `offset`, whichever is used.
  func location(of offset: Int, line: Line?, mark: inout Mark) -> SourceLocation {
    let line = line ?? Line(number: 1, start: 0)
    let previous = mark.location
    var location = unsafe SourceLocation(
      offset: offset, in: utf8, line: line.number, lineStart: line.start, mark: &mark.location)
    if encoding == .latin1 {
      // Each byte from 0x80 became two: take away the second bytes before the offset.
      func secondBytes(_ range: Range<Int>) -> Int {
        var count = 0
        for position in range where unsafe utf8[position] & 0xC0 == 0x80 { count += 1 }
        return count
      }
      let end = location.byteOffset
      var added: Int
      if let previous, previous.offset >= line.start {
        added =
          end >= previous.offset
          ? mark.addedBefore + secondBytes(previous.offset..<end)
          : mark.addedBefore - secondBytes(end..<previous.offset)
      } else {
        added = line.addedBefore + secondBytes(line.start..<end)
      }
      mark.addedBefore = added
      location.byteOffset -= added
    }
    return location
  }
}
