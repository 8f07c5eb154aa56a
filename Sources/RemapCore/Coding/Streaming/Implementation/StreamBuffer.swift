//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The bytes of a stream that have been read and are still needed: a window that slides
/// forward as the framer consumes lines or elements, so that memory stays flat however long
/// the stream is.
///
/// Positions are *stream offsets*, counted from the stream's first byte, so that they stay
/// valid when the consumed bytes are dropped from the front of the window.
struct StreamBuffer {
  /// The window's bytes: the stream's bytes from ``base`` to ``end``.
  private(set) var storage: [UInt8] = []

  /// The stream offset of `storage[0]`.
  private(set) var base = 0

  /// The stream offset up to which the framer no longer needs the bytes.
  var consumed = 0

  /// The stream offset just past the last byte read: how many bytes the stream has given.
  var end: Int { base + storage.count }

  /// Drops the consumed bytes from the front of the window when they are at least half of
  /// it, so that each byte is moved at most about once.
  mutating func dropConsumed() {
    let drop = consumed - base
    guard drop > 0, drop >= storage.count / 2 else { return }
    if drop == storage.count {
      storage.removeAll(keepingCapacity: true)
    } else {
      storage.removeSubrange(0..<drop)
    }
    base = consumed
  }

  /// Appends bytes read from the stream.
  mutating func append(_ chunk: some Sequence<UInt8>) {
    storage.append(contentsOf: chunk)
  }

  /// Appends up to `count` bytes that `read` writes into the window's spare room.
  ///
  /// - Parameters:
  ///   - count: How many bytes there is room for.
  ///   - read: Writes bytes at the start of the buffer it is given, and returns how many.
  /// - Returns: How many bytes were appended.
  /// - Throws: What `read` throws; nothing is appended then.
  mutating func append<E: Error>(
    upTo count: Int, _ read: (UnsafeMutableRawBufferPointer) throws(E) -> Int
  ) throws(E) -> Int {
    var appended = 0
    try storage.append(addingCapacity: count) { (span: inout OutputSpan<UInt8>) throws(E) in
      try unsafe span.withUnsafeMutableBufferPointer { spare, initialized throws(E) in
        let room = unsafe UnsafeMutableRawBufferPointer(
          UnsafeMutableBufferPointer(rebasing: spare[initialized...]))
        appended = min(try unsafe read(room), room.count)
        initialized += appended
      }
    }
    return appended
  }

  /// Appends one byte read from the stream.
  mutating func append(_ byte: UInt8) {
    storage.append(byte)
  }

  /// The byte at a stream offset in the window.
  subscript(offset: Int) -> UInt8 {
    storage[offset - base]
  }

  /// The bytes between two stream offsets in the window.
  func slice(_ range: Range<Int>) -> ArraySlice<UInt8> {
    storage[(range.lowerBound - base)..<(range.upperBound - base)]
  }

  /// Calls `body` with the window's bytes; a stream offset `o` is at index `o - base`.
  func withBytes<R, E: Error>(
    _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R
  ) throws(E) -> R {
    try unsafe storage.withUnsafeBufferPointer { bytes throws(E) in try unsafe body(bytes) }
  }
}

/// A line or array element that a framer found, by stream offsets.
struct StreamFrame {
  /// Where the element's bytes start and end (the line without its line ending).
  var start: Int
  var end: Int
  /// The element's place among the elements, counting from 0.
  var index: Int
  /// The line the element starts on, counting from 1.
  var line: Int
  /// The column the element starts at, counting from 1, in bytes.
  var column: Int
  /// The element's tape, when the framer scanned it to find its end; offsets count from
  /// ``start``.
  var tape: JSONTape? = nil
}

/// What a framer found in the bytes it was given.
enum FrameStep {
  /// A whole element.
  case frame(StreamFrame)
  /// The element or token in progress goes on past the bytes read so far.
  case needsMore
  /// The stream is over, and well formed.
  case end
}
