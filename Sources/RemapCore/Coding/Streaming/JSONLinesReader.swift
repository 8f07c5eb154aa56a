//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Reads JSON Lines (NDJSON) one line at a time, as bytes, in flat memory: it holds one
/// chunk of the input and the line being read, however long the input is.
///
/// Use it to handle each line yourself, as a `JSON` value or with a ``Rewriter``; to decode
/// each line into a model, ``RemapDecoder/lines(of:from:options:)-(_,FileHandle,_)`` does
/// the reading for you.
///
/// ```swift
/// var reader = try JSONLinesReader(contentsOf: url)
/// while let line = try reader.nextLine() {
///   let record = try JSON(parsing: line)
///   print(reader.lineNumber, record["id"] ?? nil)
/// }
/// ```
///
/// Lines end with `\n` or `\r\n`; blank lines are skipped (and counted in line numbers); a
/// UTF-8 byte order mark at the start is skipped; the last line needs no line ending.
public struct JSONLinesReader {
  private var reader: FrameReader

  /// The number of the last line returned, counting from 1.
  public private(set) var lineNumber = 0

  /// The offset of the last line returned from the start of the input, in bytes.
  public private(set) var lineOffset = 0

  /// The bytes read from the input so far.
  public var bytesRead: Int { reader.buffer.end }

  /// How far into the input the lines returned so far reach, in bytes, line endings
  /// included.
  public var bytesConsumed: Int { reader.buffer.consumed }

  /// Creates a reader of a file handle.
  ///
  /// - Parameters:
  ///   - handle: The input, read from its current position to its end.
  ///   - chunkSize: How many bytes to read at a time; 256 KiB by default.
  ///   - maximumLineSize: The longest line accepted, in bytes; 16 MiB by default.
  public init(
    fileHandle handle: FileHandle, chunkSize: Int = 1 << 18, maximumLineSize: Int = 1 << 24
  ) {
    let options = StreamingOptions(maximumElementSize: maximumLineSize, chunkSize: chunkSize)
    reader = FrameReader(
      framer: .lines(LineFramer(maximumLineSize: maximumLineSize)),
      source: FileHandleSource(handle, options, closesAtEnd: false))
  }

  /// Creates a reader of a file.
  ///
  /// - Parameters:
  ///   - url: The file's URL.
  ///   - chunkSize: How many bytes to read at a time; 256 KiB by default.
  ///   - maximumLineSize: The longest line accepted, in bytes; 16 MiB by default.
  /// - Throws: ``RemapError/Code/unreadableFile`` when the file cannot be opened.
  public init(contentsOf url: URL, chunkSize: Int = 1 << 18, maximumLineSize: Int = 1 << 24)
    throws(RemapError)
  {
    let options = StreamingOptions(maximumElementSize: maximumLineSize, chunkSize: chunkSize)
    reader = FrameReader(
      framer: .lines(LineFramer(maximumLineSize: maximumLineSize)),
      source: try FileHandleSource(opening: url, options))
  }

  /// Creates a reader of a sequence of chunks of bytes, such as `[Data]`.
  ///
  /// - Parameters:
  ///   - chunks: The input's bytes, in order; lines may be split across chunks anywhere.
  ///   - maximumLineSize: The longest line accepted, in bytes; 16 MiB by default.
  public init<Chunks: Sequence>(chunks: Chunks, maximumLineSize: Int = 1 << 24)
  where Chunks.Element: Sequence, Chunks.Element.Element == UInt8 {
    reader = FrameReader(
      framer: .lines(LineFramer(maximumLineSize: maximumLineSize)),
      source: SequenceSource(chunks: chunks.makeIterator()))
  }

  /// The next line that is not blank, without its line ending.
  ///
  /// ``lineNumber`` and ``lineOffset`` then describe it. The slice shares the reader's
  /// buffer: keeping it past the next call costs a copy of the buffer.
  ///
  /// - Returns: The line's bytes, or `nil` at the end of the input.
  /// - Throws: ``RemapError/Code/sizeLimitExceeded`` for a line longer than the limit;
  ///   ``RemapError/Code/streamReadFailed`` when reading the input fails.
  public mutating func nextLine() throws(RemapError) -> ArraySlice<UInt8>? {
    guard let frame = try reader.next() else { return nil }
    lineNumber = frame.line
    lineOffset = frame.start
    return reader.buffer.slice(frame.start..<frame.end)
  }
}
