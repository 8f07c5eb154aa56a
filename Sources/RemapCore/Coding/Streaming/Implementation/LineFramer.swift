//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the lines of JSON Lines (NDJSON) text in a ``StreamBuffer``.
///
/// A line ends at `\n`; a `\r` before it is dropped, so CRLF text reads the same. Blank lines
/// (spaces, tabs and `\r` only) are skipped but counted, so line numbers match an editor's.
/// A UTF-8 byte order mark at the start of the stream is skipped. The last line needs no
/// line ending.
struct LineFramer {
  /// The longest line accepted, in bytes, without its line ending.
  let maximumLineSize: Int
  /// Where the current line starts: every byte before it is consumed.
  private var lineStart = 0
  /// How far the search for the current line's end has got, so that no byte is searched
  /// twice however small the chunks are.
  private var searched = 0
  /// The number of the last line found, blank or not.
  private(set) var lineNumber = 0
  /// How many non-blank lines have been returned.
  private var index = 0
  private var checkedByteOrderMark = false

  init(maximumLineSize: Int) {
    self.maximumLineSize = maximumLineSize
  }

  /// Finds the next non-blank line in `buffer`.
  ///
  /// - Parameters:
  ///   - buffer: The stream's bytes read so far; its consumed mark moves past each line.
  ///   - atEnd: Whether the stream has no more bytes.
  /// - Returns: The element, `.needsMore` when its end is not read yet, or `.end`.
  /// - Throws: ``RemapError/Code/sizeLimitExceeded`` for a line longer than the limit.
  mutating func next(in buffer: inout StreamBuffer, atEnd: Bool) throws(RemapError) -> FrameStep {
    if !checkedByteOrderMark {
      guard buffer.end - lineStart >= 3 || atEnd else { return .needsMore }
      checkedByteOrderMark = true
      if buffer.end - lineStart >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
        lineStart = 3
        searched = 3
        buffer.consumed = 3
      }
    }
    while true {
      let newline = unsafe buffer.withBytes { bytes in
        unsafe Self.firstNewline(in: bytes, from: searched - buffer.base)
      }
      let lineEnd: Int
      let next: Int
      if let newline {
        lineEnd = buffer.base + newline
        next = lineEnd + 1
      } else if atEnd {
        guard lineStart < buffer.end else { return .end }
        lineEnd = buffer.end
        next = lineEnd
      } else {
        searched = buffer.end
        if buffer.end - lineStart > maximumLineSize {
          throw tooLong(line: lineNumber + 1, start: lineStart)
        }
        return .needsMore
      }
      lineNumber += 1
      let start = lineStart
      var end = lineEnd
      if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      if end - start > maximumLineSize { throw tooLong(line: lineNumber, start: start) }
      lineStart = next
      searched = next
      buffer.consumed = next
      if isBlank(buffer, start..<end) { continue }
      defer { index += 1 }
      return .frame(StreamFrame(start: start, end: end, index: index, line: lineNumber, column: 1))
    }
  }

  private static func firstNewline(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard start < bytes.count, let base = bytes.baseAddress else { return nil }
    guard let found = unsafe memchr(base + start, 0x0A, bytes.count - start) else { return nil }
    return unsafe UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
  }

  private func isBlank(_ buffer: StreamBuffer, _ range: Range<Int>) -> Bool {
    // A line of JSON starts with its value or with whitespace, so most lines are decided by
    // their first byte.
    for offset in range {
      switch buffer[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): continue
      default: return false
      }
    }
    return true
  }

  private func tooLong(line: Int, start: Int) -> RemapError {
    RemapError(
      .sizeLimitExceeded,
      "line \(line) is longer than the limit of \(maximumLineSize) bytes",
      location: SourceLocation(line: line, column: 1, byteOffset: start))
  }
}
