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

/// The line a stream has reached, for the locations of errors.
struct LineCounter {
  /// The current line, counting from 1.
  var line = 1
  /// The stream offset where the current line starts.
  var lineStart = 0

  /// Counts the line breaks between two stream offsets in the window.
  mutating func countLines(
    in bytes: UnsafeBufferPointer<UInt8>, base: Int, from start: Int, to end: Int
  ) {
    guard let pointer = bytes.baseAddress else { return }
    var index = start - base
    let stop = end - base
    while index < stop,
      let found = unsafe memchr(pointer + index, 0x0A, stop - index)
    {
      index = unsafe UnsafeRawPointer(pointer).distance(to: UnsafeRawPointer(found)) + 1
      line += 1
      lineStart = base + index
    }
  }

  /// The location of a stream offset on the current line, with an excerpt of the line taken
  /// from the bytes still in the window.
  func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>, base: Int) -> SourceLocation {
    let start = max(lineStart, base)
    var location = unsafe SourceLocation(
      offset: offset - base, in: bytes, line: line, lineStart: start - base)
    if location.line == line { location.column += start - lineStart }
    location.byteOffset = offset
    return location
  }
}

/// Finds the end of one JSON value, or of containers already open, by its structure alone:
/// it follows strings (with their escapes) and brackets, so that the framer can find an
/// array element's bytes before the scanner validates them, and pass over the values that
/// are not on the path to the array.
///
/// It checks that brackets match, but not the values' syntax: the scanner does that for each
/// element. It can stop anywhere, at the end of the bytes read so far, and go on from there
/// when more arrive, so that no byte is looked at twice.
struct ValueSkipper {
  let maximumDepth: Int
  /// The closing bracket of each container open, innermost last.
  private var closers: [UInt8] = []
  private var inString = false
  private var escaped = false
  private var inScalar = false

  init(maximumDepth: Int) {
    self.maximumDepth = maximumDepth
  }

  /// Prepares to skip the value that starts at the next byte, which is not whitespace.
  mutating func start() {
    // Keeps the stack's storage: an array's elements are skipped one after another.
    closers.removeAll(keepingCapacity: true)
    inString = false
    escaped = false
    inScalar = false
  }

  /// Prepares to skip to the end of containers already open.
  ///
  /// - Parameter closers: The closing bracket of each open container, innermost last.
  mutating func start(inside closers: [UInt8]) {
    self.closers = closers
    inString = false
    escaped = false
    inScalar = false
  }

  /// Reads on from `position` until the value ends or the bytes run out.
  ///
  /// - Parameters:
  ///   - bytes: The stream's window; stream offset `o` is at index `o - base`.
  ///   - base: The stream offset of `bytes[0]`.
  ///   - position: Where to go on from; moved past the bytes read.
  ///   - atEnd: Whether the stream has no more bytes than `bytes`.
  ///   - lines: The line counter, moved past the line breaks read.
  /// - Returns: The stream offset just past the value, or `nil` when the bytes ran out
  ///   first (at the end of the stream, the value is unterminated).
  /// - Throws: ``RemapError`` for a closing bracket that does not match, or nesting deeper
  ///   than the limit.
  mutating func advance(
    in bytes: UnsafeBufferPointer<UInt8>, base: Int, position: inout Int, atEnd: Bool,
    lines: inout LineCounter
  ) throws(RemapError) -> Int? {
    var index = position - base
    let count = bytes.count
    while index < count {
      if inString {
        if escaped {
          escaped = false
          index += 1
          continue
        }
        // The body of a string: only a quote or a backslash matters. Eight bytes at a time
        // while there are eight; the lowest flag of a SWAR test is exact.
        if let start = bytes.baseAddress {
          while index &+ 8 <= count {
            let word = unsafe SWAR.load(start + index)
            let special =
              SWAR.bytesEqual(word, UInt8(ascii: "\"")) | SWAR.bytesEqual(word, UInt8(ascii: "\\"))
            if special != 0 {
              index &+= SWAR.firstFlagged(special)
              break
            }
            index &+= 8
          }
        }
        while index < count {
          let byte = unsafe bytes[index]
          if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
          index += 1
        }
        guard index < count else { break }
        if unsafe bytes[index] == UInt8(ascii: "\\") {
          escaped = true
          index += 1
          continue
        }
        inString = false
        index += 1
        if closers.isEmpty {
          position = base + index
          return position
        }
        continue
      }
      let byte = unsafe bytes[index]
      if inScalar {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: " "),
          UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
          inScalar = false
          position = base + index
          return position
        default:
          index += 1
          continue
        }
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard closers.count < maximumDepth else {
          throw RemapError(
            .depthLimitExceeded,
            "nesting deeper than the limit of \(maximumDepth) levels",
            location: unsafe lines.location(of: base + index, in: bytes, base: base))
        }
        closers.append(byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard let closer = closers.last, closer == byte else {
          let expected = closers.last.map { "'\(Character(Unicode.Scalar($0)))'" } ?? "a value"
          throw RemapError(
            .unexpectedCharacter,
            "unexpected '\(Character(Unicode.Scalar(byte)))'; expected \(expected)",
            location: unsafe lines.location(of: base + index, in: bytes, base: base))
        }
        closers.removeLast()
        if closers.isEmpty {
          position = base + index + 1
          return position
        }
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        break
      case UInt8(ascii: "\n"):
        lines.line += 1
        lines.lineStart = base + index + 1
      default:
        if closers.isEmpty { inScalar = true }
      }
      index += 1
    }
    position = base + index
    if atEnd && inScalar {
      inScalar = false
      return position
    }
    return nil
  }
}
