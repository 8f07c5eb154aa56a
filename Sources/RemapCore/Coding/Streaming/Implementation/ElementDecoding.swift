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

  init(decoder: RemapDecoder, arrayPath: ValuePath?) {
    self.decoder = decoder
    self.arrayPath = arrayPath
  }

  /// Decodes one element from its bytes in `buffer`.
  ///
  /// The value is wrapped in a `Result` once, here: each layer of wrapping copies it through
  /// its type's value witnesses, which for a model is a call per element that costs more than
  /// small elements take to decode.
  mutating func decode<T: Decodable>(
    _ type: T.Type, _ frame: StreamFrame, in buffer: StreamBuffer
  ) -> Result<T, RemapError> {
    let start = frame.start - buffer.base
    let end = frame.end - buffer.base
    do throws(RemapError) {
      return .success(
        try unsafe buffer.withBytes { window throws(RemapError) in
          try unsafe decode(type, UnsafeBufferPointer(rebasing: window[start..<end]))
        })
    } catch {
      return .failure(placed(error, frame))
    }
  }

  private mutating func decode<T: Decodable>(
    _ type: T.Type, _ bytes: UnsafeBufferPointer<UInt8>
  ) throws(RemapError) -> T {
    let tape: JSONTape
    do {
      tape = try unsafe JSONScanner.scan(bytes, options: decoder.readingOptions)
    } catch {
      throw unsafe error.remapError(in: bytes)
    }
    let source = unsafe TapeSource(tape: tape, bytes: bytes)
    var elementDecoder =
      lastDecoder ?? TapeDecoder(core: TapeDecoder.Core(source: source, options: decoder))
    lastDecoder = nil
    defer {
      if !TapeDecoder.finishIfKept(&elementDecoder) { lastDecoder = elementDecoder }
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
