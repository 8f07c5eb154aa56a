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
  private let state: State

  init(
    framer: ElementFramer, source: any ChunkSource, decoding: ElementDecoding,
    options: StreamingOptions
  ) {
    state = State(
      reader: FrameReader(framer: framer, source: source), decoding: decoding, options: options)
  }

  /// Returns the iterator; every iterator of one sequence reads the same stream.
  public func makeIterator() -> Iterator {
    Iterator(state: state)
  }

  /// Reads the stream's elements.
  public struct Iterator: IteratorProtocol {
    fileprivate let state: State

    /// The next element, or `nil` after the last.
    public mutating func next() -> StreamedElement<Value>? {
      state.next()
    }
  }

  /// The stream's reader, shared by the sequence and its iterators: the input can be read
  /// only once.
  fileprivate final class State {
    var reader: FrameReader
    var decoding: ElementDecoding
    let options: StreamingOptions
    var finished = false
    /// The index the next element would have, for the error that ends a stream.
    var nextIndex = 0

    init(reader: FrameReader, decoding: ElementDecoding, options: StreamingOptions) {
      self.reader = reader
      self.decoding = decoding
      self.options = options
    }

    func next() -> StreamedElement<Value>? {
      while !finished {
        let frame: StreamFrame
        do {
          guard let next = try reader.next() else {
            finished = true
            return nil
          }
          frame = next
        } catch {
          finished = true
          return StreamedElement(
            index: nextIndex, line: error.location?.line ?? 0,
            byteOffset: error.location?.byteOffset ?? reader.buffer.consumed,
            result: .failure(error))
        }
        nextIndex = frame.index + 1
        let result = decoding.decode(Value.self, frame, in: reader.buffer)
        if case .failure(let error) = result, options.skipsInvalidElements {
          options.skippedElementHandler?(error)
          continue
        }
        return StreamedElement(
          index: frame.index, line: frame.line, byteOffset: frame.start, result: result)
      }
      return nil
    }
  }
}
