//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A line framer or an array framer, or the error that a stream fails with before it reads
/// anything (such as for a path that is not valid).
///
/// One of the three is set. A struct of optionals rather than an enum: a framer is
/// mutated in its place (`lines?.next(...)`), where an enum's payload would be taken out of
/// its case and put back for every element, copying the array framer twice.
struct ElementFramer {
  private var lines: LineFramer?
  private var array: ArrayFramer?
  private var failure: RemapError?

  /// Frames the lines of JSON Lines.
  static func lines(_ framer: LineFramer) -> ElementFramer {
    ElementFramer(lines: framer)
  }

  /// Frames the elements of one array.
  static func array(_ framer: ArrayFramer) -> ElementFramer {
    ElementFramer(array: framer)
  }

  /// Fails with `error` at the first element.
  static func failed(_ error: RemapError) -> ElementFramer {
    ElementFramer(failure: error)
  }

  mutating func next(in buffer: inout StreamBuffer, atEnd: Bool) throws(RemapError) -> FrameStep {
    if let step = try lines?.next(in: &buffer, atEnd: atEnd) { return step }
    if let step = try array?.next(in: &buffer, atEnd: atEnd) { return step }
    if let failure {
      self.failure = nil
      throw failure
    }
    return .end
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
