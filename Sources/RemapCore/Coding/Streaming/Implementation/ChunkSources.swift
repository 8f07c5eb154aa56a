//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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

/// A file handle read in chunks of a fixed size, straight into the stream's buffer.
struct FileHandleSource: ChunkSource {
  let handle: FileHandle
  let chunkSize: Int
  /// Whether the stream opened the handle and so closes it at its end.
  let closesAtEnd: Bool

  mutating func read(into buffer: inout StreamBuffer) throws(RemapError) -> Bool {
    // One `read` into the buffer's spare capacity: no `Data` made and copied per chunk. A
    // pipe may give fewer bytes than asked for; that is enough to go on with.
    let descriptor = handle.fileDescriptor
    let count = try unsafe buffer.append(upTo: chunkSize) { bytes throws(RemapError) in
      while true {
        let count = unsafe systemRead(descriptor, bytes.baseAddress, bytes.count)
        if count >= 0 { return count }
        guard errno == EINTR else {
          let reason = unsafe String(cString: strerror(errno))
          throw RemapError(.streamReadFailed, "cannot read the input: \(reason)")
        }
      }
    }
    guard count > 0 else {
      if closesAtEnd { try? handle.close() }
      return false
    }
    return true
  }
}

/// The system's `read`, named apart from the source's own `read(into:)`.
private func systemRead(
  _ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int
) -> Int {
  #if canImport(Glibc)
    return unsafe Glibc.read(descriptor, bytes, count)
  #elseif canImport(Musl)
    return unsafe Musl.read(descriptor, bytes, count)
  #else
    return unsafe Darwin.read(descriptor, bytes, count)
  #endif
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
