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
///
/// ``items`` gives each element as the synchronous form does instead: with its index, line,
/// byte offset and report, so that a loop can go on past a bad element.
public struct AsyncStreamedElements<Value: Decodable>: AsyncSequence {
  /// The elements' type.
  public typealias Element = Value

  private let base: AsyncStreamedItems<Value>

  init(
    framer: ElementFramer, source: any AsyncChunkSource, decoding: ElementDecoding,
    options: StreamingOptions
  ) {
    base = AsyncStreamedItems(
      framer: framer, source: source, decoding: decoding, options: options)
  }

  /// The same stream, yielding each element with its place and its report.
  ///
  /// ```swift
  /// for try await element in decoder.lines(of: Event.self, from: bytes).items {
  ///   do {
  ///     try await store(element.get())
  ///   } catch {
  ///     print("line \(element.line): \(error)")
  ///   }
  /// }
  /// ```
  public var items: AsyncStreamedItems<Value> { base }

  /// Returns the iterator.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(items: base.makeAsyncIterator())
  }

  /// Reads the stream's elements.
  public struct AsyncIterator: AsyncIteratorProtocol {
    private var items: AsyncStreamedItems<Value>.AsyncIterator

    fileprivate init(items: AsyncStreamedItems<Value>.AsyncIterator) {
      self.items = items
    }

    /// The next value, or `nil` after the last.
    ///
    /// - Throws: The ``RemapError`` of an element that fails or of a malformed stream; what
    ///   the underlying sequence throws; `CancellationError` when the task is cancelled.
    public mutating func next() async throws -> Value? {
      guard let element = try await items.next() else { return nil }
      do throws(RemapError) {
        return try element.get()
      } catch {
        items.finish()
        throw error
      }
    }
  }
}

/// The elements of JSON Lines, or of one large array, read from an asynchronous sequence
/// of bytes or chunks, each with its place in the stream and its report: the asynchronous
/// form of ``StreamedElements``.
///
/// ``AsyncStreamedElements/items`` returns one:
///
/// ```swift
/// let options = StreamingOptions(collectsReports: true)
/// let elements = decoder.lines(of: Event.self, from: bytes, options: options).items
/// for try await element in elements {
///   for diagnostic in element.report().diagnostics {
///     print("line \(element.line): \(diagnostic)")
///   }
/// }
/// ```
///
/// An element that fails is yielded with its error, and the stream goes on (unless the
/// options skip it); an error in the stream itself (an unterminated array, a line over the
/// size limit) comes as a last element whose ``StreamedElement/get()`` throws it. Iteration
/// throws only what the underlying sequence throws, and `CancellationError` when the task
/// is cancelled. Iterate it once: it reads its input once.
public struct AsyncStreamedItems<Value: Decodable>: AsyncSequence {
  /// The elements' type.
  public typealias Element = StreamedElement<Value>

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
    /// The index the next element would have, for the error that ends a stream.
    private var nextIndex = 0

    fileprivate init(
      reader: AsyncFrameReader, decoding: ElementDecoding, options: StreamingOptions
    ) {
      self.reader = reader
      self.decoding = decoding
      self.options = options
    }

    /// Ends the iteration: `next()` returns `nil` from now on.
    fileprivate mutating func finish() {
      finished = true
    }

    /// The next element, or `nil` after the last.
    ///
    /// - Throws: What the underlying sequence throws; `CancellationError` when the task is
    ///   cancelled.
    public mutating func next() async throws -> StreamedElement<Value>? {
      while !finished {
        try Task.checkCancellation()
        let frame: StreamFrame
        do {
          guard let next = try await reader.next() else {
            finished = true
            return nil
          }
          frame = next
        } catch let error as RemapError {
          finished = true
          return StreamedElement(
            index: nextIndex, line: error.location?.line ?? 0,
            byteOffset: error.location?.byteOffset ?? reader.buffer.consumed,
            result: .failure(error))
        } catch {
          finished = true
          throw error
        }
        nextIndex = frame.index + 1
        if options.collectsReports {
          let report = decoding.report(Value.self, frame, in: reader.buffer)
          if report.value == nil, skips(StreamedElement.firstError(of: report)) { continue }
          return StreamedElement(
            index: frame.index, line: frame.line, byteOffset: frame.start, report: report)
        }
        let result: Result<Value, RemapError>
        do throws(RemapError) {
          result = .success(try decoding.decode(Value.self, frame, in: reader.buffer))
        } catch {
          if skips(error) { continue }
          result = .failure(error)
        }
        return StreamedElement(
          index: frame.index, line: frame.line, byteOffset: frame.start, result: result)
      }
      return nil
    }

    private func skips(_ error: RemapError) -> Bool {
      guard options.skipsInvalidElements else { return false }
      options.skippedElementHandler?(error)
      return true
    }
  }
}
