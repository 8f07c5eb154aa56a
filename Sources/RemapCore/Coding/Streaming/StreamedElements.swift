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
///
/// Its state lives behind a pointer, as ``TapeDecoder``'s core does: a class's stored `var`s
/// would carry a dynamic exclusivity check at every access, several per element. The
/// stream is the state's only owner, and its methods do not call one another while they
/// mutate it, so no two accesses that the checks would catch can happen.
@safe
@usableFromInline
final class ElementStream {
  fileprivate struct State {
    var reader: FrameReader
    var decoding: ElementDecoding
    var finished = false
    /// The index the next element would have, for the error that ends a stream.
    var nextIndex = 0
    /// The element found last, which ``decodeElement(_:)`` decodes.
    var frame = StreamFrame(start: 0, end: 0, index: 0, line: 0, column: 0)
  }

  private let storage: UnsafeMutablePointer<State>
  private let options: StreamingOptions

  init(reader: FrameReader, decoding: ElementDecoding, options: StreamingOptions) {
    unsafe storage = .allocate(capacity: 1)
    unsafe storage.initialize(to: State(reader: reader, decoding: decoding))
    self.options = options
  }

  deinit {
    unsafe storage.deinitialize(count: 1)
    unsafe storage.deallocate()
  }

  /// The state, read and mutated in place: see the type's discussion.
  private var state: State {
    @inline(__always) unsafeAddress { unsafe UnsafePointer(storage) }
    @inline(__always) unsafeMutableAddress { unsafe storage }
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
    guard !state.finished else { return nil }
    do {
      guard let next = try state.reader.next() else {
        state.finished = true
        return nil
      }
      let place = Place(
        index: next.index, line: next.line, byteOffset: next.start, streamError: nil)
      state.nextIndex = next.index + 1
      state.frame = consume next
      return place
    } catch {
      state.finished = true
      return Place(
        index: state.nextIndex, line: error.location?.line ?? 0,
        byteOffset: error.location?.byteOffset ?? state.reader.buffer.consumed,
        streamError: error)
    }
  }

  /// Decodes the element ``nextElement()`` found last.
  @usableFromInline
  func decodeElement<T: Decodable>(_ type: T.Type) throws(RemapError) -> T {
    try state.decodeElement(type)
  }

  /// Whether each element is decoded as a report.
  @usableFromInline
  var collectsReports: Bool { options.collectsReports }

  /// Decodes the element ``nextElement()`` found last as a report.
  ///
  /// - Returns: The report, or `nil` when the element has an error and is skipped.
  @usableFromInline
  func reportElement<T: Decodable>(_ type: T.Type) -> MappingReport<T>? {
    let report = state.reportElement(type)
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

extension ElementStream.State {
  /// Decodes the element found last, from its bytes in the reader's buffer.
  mutating func decodeElement<T: Decodable>(_ type: T.Type) throws(RemapError) -> T {
    try decoding.decode(type, frame, in: reader.buffer)
  }

  /// Decodes the element found last as a report.
  mutating func reportElement<T: Decodable>(_ type: T.Type) -> MappingReport<T> {
    decoding.report(type, frame, in: reader.buffer)
  }
}
