//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Reads JSON Lines (NDJSON) from a file handle in fixed-size chunks, one line at a time, so
/// that memory stays flat however long the input is: it holds one chunk plus the longest line.
///
/// Shared by `remap rewrite --lines` and `remap-bench`'s rewrite rows.
package struct JSONLinesReader {
  private let handle: FileHandle
  private let chunkSize: Int
  private var buffer: [UInt8] = []
  /// Where the next line starts in `buffer`.
  private var start = 0
  private var atEnd = false

  /// The number of the last line returned, counting from 1.
  package private(set) var lineNumber = 0

  /// The bytes read from the handle so far.
  package private(set) var bytesRead = 0

  /// The bytes of the lines returned so far, with their line endings: how far into the input
  /// the reader has got.
  package var bytesConsumed: Int { bytesRead - (buffer.count - start) }

  /// Creates a reader.
  ///
  /// - Parameters:
  ///   - handle: The input, read from its current position to its end.
  ///   - chunkSize: How many bytes to read at a time.
  package init(handle: FileHandle, chunkSize: Int = 1 << 20) {
    self.handle = handle
    self.chunkSize = max(chunkSize, 1)
  }

  /// The next line that is not blank, without its line ending (`\n` or `\r\n`).
  ///
  /// ``lineNumber`` is then its number.
  ///
  /// - Returns: The line's bytes, or `nil` at the end of the input.
  /// - Throws: What reading the handle throws.
  package mutating func nextLine() throws -> ArraySlice<UInt8>? {
    while true {
      if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        lineNumber += 1
        var end = newline
        if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = buffer[start..<end]
        start = newline + 1
        if Self.isBlank(line) { continue }
        return line
      }
      if atEnd {
        guard start < buffer.count else { return nil }
        lineNumber += 1
        let line = buffer[start...]
        start = buffer.count
        return Self.isBlank(line) ? nil : line
      }
      try refill()
    }
  }

  /// Drops the lines already returned and reads the next chunk.
  private mutating func refill() throws {
    if start > 0 {
      buffer.removeSubrange(0..<start)
      start = 0
    }
    guard let chunk = try handle.read(upToCount: chunkSize), !chunk.isEmpty else {
      atEnd = true
      return
    }
    bytesRead += chunk.count
    buffer.append(contentsOf: chunk)
  }

  private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
    line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == 13 }
  }
}
