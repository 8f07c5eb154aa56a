//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Where a synchronous stream's bytes come from.
protocol ChunkSource {
  /// Reads the next bytes of the stream into `buffer`.
  ///
  /// - Returns: `false` at the end of the stream, when nothing was read.
  mutating func read(into buffer: inout StreamBuffer) throws(RemapError) -> Bool
}

/// Where an asynchronous stream's bytes come from.
protocol AsyncChunkSource {
  /// Reads the next bytes of the stream into `buffer`.
  ///
  /// - Returns: `false` at the end of the stream, when nothing was read.
  /// - Throws: What the underlying sequence throws, such as `CancellationError`.
  mutating func read(into buffer: inout StreamBuffer) async throws -> Bool
}

/// A file handle read in chunks of a fixed size.
struct FileHandleSource: ChunkSource {
  let handle: FileHandle
  let chunkSize: Int
  /// Whether the stream opened the handle and so closes it at its end.
  let closesAtEnd: Bool

  mutating func read(into buffer: inout StreamBuffer) throws(RemapError) -> Bool {
    let chunk: Data?
    do {
      chunk = try handle.read(upToCount: chunkSize)
    } catch {
      throw RemapError(
        .streamReadFailed, "cannot read the input: \(error.localizedDescription)",
        underlying: error)
    }
    guard let chunk, !chunk.isEmpty else {
      if closesAtEnd { try? handle.close() }
      return false
    }
    buffer.append(chunk)
    return true
  }
}

/// A sequence of chunks of bytes, such as `[Data]` or the pieces of a message.
struct SequenceSource<Chunks: IteratorProtocol>: ChunkSource
where Chunks.Element: Sequence, Chunks.Element.Element == UInt8 {
  var chunks: Chunks

  mutating func read(into buffer: inout StreamBuffer) throws(RemapError) -> Bool {
    // Empty chunks are skipped: only the sequence's end ends the stream.
    while let chunk = chunks.next() {
      let before = buffer.end
      buffer.append(chunk)
      if buffer.end > before { return true }
    }
    return false
  }
}

/// An asynchronous sequence of bytes, such as `FileHandle.bytes` or `URLSession.bytes`,
/// gathered into chunks.
struct AsyncByteSource<Bytes: AsyncIteratorProtocol>: AsyncChunkSource
where Bytes.Element == UInt8 {
  var bytes: Bytes
  let chunkSize: Int

  mutating func read(into buffer: inout StreamBuffer) async throws -> Bool {
    var count = 0
    while count < chunkSize, let byte = try await bytes.next() {
      buffer.append(byte)
      count += 1
    }
    return count > 0
  }
}

/// An asynchronous sequence of chunks of bytes, such as a body's `Data` pieces.
struct AsyncChunkSequenceSource<Chunks: AsyncIteratorProtocol>: AsyncChunkSource
where Chunks.Element: Sequence, Chunks.Element.Element == UInt8 {
  var chunks: Chunks

  mutating func read(into buffer: inout StreamBuffer) async throws -> Bool {
    while let chunk = try await chunks.next() {
      let before = buffer.end
      buffer.append(chunk)
      if buffer.end > before { return true }
    }
    return false
  }
}
