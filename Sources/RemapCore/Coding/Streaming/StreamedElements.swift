//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The values of JSON Lines, or of one large array, decoded one at a time from a file or a
/// sequence of chunks, in flat memory.
///
/// ``RemapDecoder/lines(of:from:options:)-(_,FileHandle,_)`` and
/// ``RemapDecoder/elements(of:from:atPath:options:)-(_,FileHandle,_,_)`` return one. It reads
/// its input once, a chunk at a time, holding one chunk and one element: iterate it once.
///
/// Each ``StreamedElement`` holds the value or the element's error, with its line and byte
/// offset, so that a loop can go on past a bad element. An error in the stream itself (an
/// unterminated array, a line over the size limit, an unreadable file) comes as a last
/// element whose ``StreamedElement/get()`` throws it.
///
/// - Complexity: Each element is scanned and decoded once, from its bytes in the buffer.
public struct StreamedElements<Value: Decodable>: Sequence {
  @usableFromInline let state: ElementStream

  init(
    framer: ElementFramer, source: any ChunkSource, decoding: ElementDecoding,
    options: StreamingOptions
  ) {
    state = ElementStream(
      reader: FrameReader(framer: framer, source: source), decoding: decoding, options: options)
  }

  /// Returns the iterator; every iterator of one sequence reads the same stream.
  public func makeIterator() -> Iterator {
    Iterator(state: state)
  }

  /// Reads the stream's elements.
  public struct Iterator: IteratorProtocol {
    @usableFromInline let state: ElementStream

    init(state: ElementStream) {
      self.state = state
    }

    /// The next element, or `nil` after the last.
    @inlinable
    public mutating func next() -> StreamedElement<Value>? {
      // Specialized for `Value` in the caller, so that making and wrapping each element asks
      // the runtime for nothing; reading and decoding it is the stream's own code.
      while let place = state.nextElement() {
        if let error = place.streamError {
          return StreamedElement(
            index: place.index, line: place.line, byteOffset: place.byteOffset,
            result: .failure(error))
        }
        if state.collectsReports {
          guard let report = state.reportElement(Value.self) else { continue }
          return StreamedElement(
            index: place.index, line: place.line, byteOffset: place.byteOffset, report: report)
        }
        let result: Result<Value, RemapError>
        do throws(RemapError) {
          result = .success(try state.decodeElement(Value.self))
        } catch {
          if state.skips(error) { continue }
          result = .failure(error)
        }
        return StreamedElement(
          index: place.index, line: place.line, byteOffset: place.byteOffset, result: result)
      }
      return nil
    }
  }
}

/// The reader of a synchronous stream, shared by the sequence and its iterators (the input
/// can be read only once): it frames each element and decodes it.
@usableFromInline
final class ElementStream {
  private var reader: FrameReader
  private var decoding: ElementDecoding
  private let options: StreamingOptions
  private var finished = false
  /// The index the next element would have, for the error that ends a stream.
  private var nextIndex = 0
  /// The element found last, which ``decodeElement(_:)`` decodes.
  private var frame = StreamFrame(
    start: 0, end: 0, index: 0, line: 0, column: 0)

  init(reader: FrameReader, decoding: ElementDecoding, options: StreamingOptions) {
    self.reader = reader
    self.decoding = decoding
    self.options = options
  }

  /// Where an element is in the stream; or the error that ends the stream, as a last
  /// element.
  @usableFromInline
  struct Place {
    @usableFromInline let index: Int
    @usableFromInline let line: Int
    @usableFromInline let byteOffset: Int
    @usableFromInline let streamError: RemapError?
  }

  /// Finds the next element: its place, or `nil` after the last.
  @usableFromInline
  func nextElement() -> Place? {
    guard !finished else { return nil }
    do {
      guard let next = try reader.next() else {
        finished = true
        return nil
      }
      frame = next
      nextIndex = next.index + 1
      return Place(index: next.index, line: next.line, byteOffset: next.start, streamError: nil)
    } catch {
      finished = true
      return Place(
        index: nextIndex, line: error.location?.line ?? 0,
        byteOffset: error.location?.byteOffset ?? reader.buffer.consumed, streamError: error)
    }
  }

  /// Decodes the element ``nextElement()`` found last.
  @usableFromInline
  func decodeElement<T: Decodable>(_ type: T.Type) throws(RemapError) -> T {
    try decoding.decode(type, frame, in: reader.buffer)
  }

  /// Whether each element is decoded as a report.
  @usableFromInline
  var collectsReports: Bool { options.collectsReports }

  /// Decodes the element ``nextElement()`` found last as a report.
  ///
  /// - Returns: The report, or `nil` when the element has an error and is skipped.
  @usableFromInline
  func reportElement<T: Decodable>(_ type: T.Type) -> MappingReport<T>? {
    let report = decoding.report(type, frame, in: reader.buffer)
    if report.value == nil, skips(StreamedElement.firstError(of: report)) { return nil }
    return report
  }

  /// Whether an element that failed with `error` is left out of the stream; if so, the
  /// options' handler has been told.
  @usableFromInline
  func skips(_ error: RemapError) -> Bool {
    guard options.skipsInvalidElements else { return false }
    options.skippedElementHandler?(error)
    return true
  }
}
