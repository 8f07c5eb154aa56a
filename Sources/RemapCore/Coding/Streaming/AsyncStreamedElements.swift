//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The values of JSON Lines, or of one large array, decoded one at a time from an
/// asynchronous sequence of bytes or chunks, in flat memory.
///
/// ```swift
/// let (bytes, _) = try await URLSession.shared.bytes(from: url)
/// for try await event in decoder.lines(of: Event.self, from: bytes) {
///   try await store(event)
/// }
/// ```
///
/// Iteration throws the first element's error that fails (a ``RemapError`` with the
/// element's line and byte offset in the stream), unless the options skip invalid elements;
/// it also throws what the underlying sequence throws, and `CancellationError` when the task
/// is cancelled. Iterate it once: it reads its input once.
public struct AsyncStreamedElements<Value: Decodable>: AsyncSequence {
  /// The elements' type.
  public typealias Element = Value

  private let framer: ElementFramer
  private let source: any AsyncChunkSource
  private let decoding: ElementDecoding
  private let options: StreamingOptions

  init(
    framer: ElementFramer, source: any AsyncChunkSource, decoding: ElementDecoding,
    options: StreamingOptions
  ) {
    self.framer = framer
    self.source = source
    self.decoding = decoding
    self.options = options
  }

  /// Returns the iterator.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(
      reader: AsyncFrameReader(framer: framer, source: source), decoding: decoding,
      options: options)
  }

  /// Reads the stream's elements.
  public struct AsyncIterator: AsyncIteratorProtocol {
    private var reader: AsyncFrameReader
    private var decoding: ElementDecoding
    private let options: StreamingOptions
    private var finished = false

    fileprivate init(
      reader: AsyncFrameReader, decoding: ElementDecoding, options: StreamingOptions
    ) {
      self.reader = reader
      self.decoding = decoding
      self.options = options
    }

    /// The next value, or `nil` after the last.
    ///
    /// - Throws: The ``RemapError`` of an element that fails or of a malformed stream; what
    ///   the underlying sequence throws; `CancellationError` when the task is cancelled.
    public mutating func next() async throws -> Value? {
      while !finished {
        try Task.checkCancellation()
        let frame: StreamFrame
        do {
          guard let next = try await reader.next() else {
            finished = true
            return nil
          }
          frame = next
        } catch {
          finished = true
          throw error
        }
        do throws(RemapError) {
          return try decoding.decode(Value.self, frame, in: reader.buffer)
        } catch {
          guard options.skipsInvalidElements else {
            finished = true
            throw error
          }
          options.skippedElementHandler?(error)
        }
      }
      return nil
    }
  }
}
