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
  /// Kept from one element to the next.
  private var typeCaches = TapeDecoder.TypeCaches()

  init(decoder: RemapDecoder, arrayPath: ValuePath?) {
    self.decoder = decoder
    self.arrayPath = arrayPath
  }

  /// Decodes one element from its bytes in `buffer`.
  mutating func decode<T: Decodable>(
    _ type: T.Type, _ frame: StreamFrame, in buffer: StreamBuffer
  ) -> Result<T, RemapError> {
    let start = frame.start - buffer.base
    let end = frame.end - buffer.base
    return unsafe buffer.withBytes { window in
      unsafe decode(type, UnsafeBufferPointer(rebasing: window[start..<end]))
        .mapError { placed($0, frame) }
    }
  }

  private mutating func decode<T: Decodable>(
    _ type: T.Type, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Result<T, RemapError> {
    let tape: JSONTape
    do {
      tape = try unsafe JSONScanner.scan(bytes, options: decoder.readingOptions)
    } catch {
      return .failure(unsafe error.remapError(in: bytes))
    }
    let source = unsafe TapeSource(tape: tape, bytes: bytes)
    return Result { () throws(RemapError) in
      try TapeDecoder.decode(type, from: source, options: decoder, reusing: &typeCaches)
    }
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
