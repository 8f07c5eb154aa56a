//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Decodes the elements that a framer finds, each as a document of its own, and places their
/// errors in the whole stream: line, column and byte offset, and for an array's elements,
/// the path from the document's root (`data.items[41].id`).
struct ElementDecoding {
  let decoder: RemapDecoder
  /// The array's path when decoding an array's elements; `nil` for lines.
  let arrayPath: ValuePath?
  /// The decoder of the last element, reused for the next one when nothing else held it
  /// (a type's `init(from:)` may keep the `Decoder` it was given, against Codable's rules:
  /// such a decoder is finished instead, see ``TapeDecoder/finish()``).
  private var lastDecoder: TapeDecoder?
  /// What each element's scan reuses, and the line finder of each element's source; made
  /// on first use, so that each iterator copied from a sequence has its own.
  private var workspace: JSONScanner.Workspace?
  private var lines: LineStarts?

  init(decoder: RemapDecoder, arrayPath: ValuePath?) {
    self.decoder = decoder
    self.arrayPath = arrayPath
  }

  /// Decodes one element from its bytes in `buffer`.
  ///
  /// - Throws: The element's error, placed in the stream.
  mutating func decode<T: Decodable>(
    _ type: T.Type, _ frame: StreamFrame, in buffer: StreamBuffer
  ) throws(RemapError) -> T {
    let start = frame.start - buffer.base
    let end = frame.end - buffer.base
    do throws(RemapError) {
      return try unsafe buffer.withBytes { window throws(RemapError) in
        try unsafe decode(type, UnsafeBufferPointer(rebasing: window[start..<end]))
      }
    } catch {
      throw placed(error, frame)
    }
  }

  private mutating func decode<T: Decodable>(
    _ type: T.Type, _ bytes: UnsafeBufferPointer<UInt8>
  ) throws(RemapError) -> T {
    // A tape's words are reused only once the tape is freed, so the workspace serves every
    // element, whoever keeps a decoder; the line finder is replaced when one is kept.
    if workspace == nil {
      workspace = JSONScanner.Workspace()
      lines = LineStarts()
    }
    let tape: JSONTape
    do {
      tape = try unsafe JSONScanner.scan(
        bytes, options: decoder.readingOptions, workspace: workspace)
    } catch {
      throw unsafe error.remapError(in: bytes)
    }
    lines?.reset()
    let source = unsafe TapeSource(tape: tape, bytes: bytes, lines: lines)
    var elementDecoder =
      lastDecoder ?? TapeDecoder(core: TapeDecoder.Core(source: source, options: decoder))
    lastDecoder = nil
    defer {
      if TapeDecoder.finishIfKept(&elementDecoder) {
        // The kept decoder keeps its line finder; the elements after it get their own.
        lines = LineStarts()
      } else {
        lastDecoder = elementDecoder
      }
    }
    return try elementDecoder.decodeDocument(type, from: source)
  }

  /// An element's error, with its location in the stream and its path from the root.
  func placed(_ error: RemapError, _ frame: StreamFrame) -> RemapError {
    var error = error
    if var location = error.location {
      if location.line == 1 { location.column += frame.column - 1 }
      location.line += frame.line - 1
      location.byteOffset += frame.start
      error.location = location
    } else {
      error.location = SourceLocation(
        line: frame.line, column: frame.column, byteOffset: frame.start)
    }
    if let arrayPath {
      error.path = ValuePath(
        arrayPath.appending(index: frame.index).components + error.path.components)
    }
    return error
  }
}
