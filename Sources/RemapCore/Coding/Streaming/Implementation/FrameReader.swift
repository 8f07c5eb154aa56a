//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A line framer or an array framer.
enum ElementFramer {
  case lines(LineFramer)
  case array(ArrayFramer)
  /// A stream that fails before reading anything, such as for a path that is not valid.
  case failed(RemapError)
  /// Only while a framer is out of its case, so that it is uniquely referenced while it works.
  case taken

  mutating func next(in buffer: inout StreamBuffer, atEnd: Bool) throws(RemapError) -> FrameStep {
    switch self {
    case .lines(var framer):
      self = .taken
      defer { self = .lines(framer) }
      return try framer.next(in: &buffer, atEnd: atEnd)
    case .array(var framer):
      self = .taken
      defer { self = .array(framer) }
      return try framer.next(in: &buffer, atEnd: atEnd)
    case .failed(let error):
      self = .taken
      throw error
    case .taken:
      return .end
    }
  }
}

/// Frames the elements of a synchronous stream: reads chunks from the source when the
/// framer needs more bytes.
struct FrameReader {
  private(set) var buffer = StreamBuffer()
  private var framer: ElementFramer
  private var source: any ChunkSource
  private var atEnd = false

  init(framer: ElementFramer, source: any ChunkSource) {
    self.framer = framer
    self.source = source
  }

  /// The next element; its bytes stay in ``buffer`` until the next call.
  ///
  /// - Returns: The element, or `nil` at the end of a well-formed stream.
  mutating func next() throws(RemapError) -> StreamFrame? {
    while true {
      switch try framer.next(in: &buffer, atEnd: atEnd) {
      case .frame(let frame): return frame
      case .end: return nil
      case .needsMore:
        buffer.dropConsumed()
        atEnd = try !source.read(into: &buffer)
      }
    }
  }
}

/// Frames the elements of an asynchronous stream.
struct AsyncFrameReader {
  private(set) var buffer = StreamBuffer()
  private var framer: ElementFramer
  private var source: any AsyncChunkSource
  private var atEnd = false

  init(framer: ElementFramer, source: any AsyncChunkSource) {
    self.framer = framer
    self.source = source
  }

  /// The next element; its bytes stay in ``buffer`` until the next call.
  ///
  /// - Returns: The element, or `nil` at the end of a well-formed stream.
  /// - Throws: ``RemapError`` for a malformed stream; what the source throws, such as
  ///   `CancellationError`.
  mutating func next() async throws -> StreamFrame? {
    while true {
      switch try framer.next(in: &buffer, atEnd: atEnd) {
      case .frame(let frame): return frame
      case .end: return nil
      case .needsMore:
        try Task.checkCancellation()
        buffer.dropConsumed()
        atEnd = try await !source.read(into: &buffer)
      }
    }
  }
}
