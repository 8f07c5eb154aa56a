//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

// MARK: - JSON Lines

extension RemapDecoder {
  /// Decodes JSON Lines (NDJSON) from a file handle: one value per non-blank line, read a
  /// chunk at a time, in flat memory.
  ///
  /// ```swift
  /// for element in decoder.lines(of: Event.self, from: FileHandle.standardInput) {
  ///   let event = try element.get()
  /// }
  /// ```
  ///
  /// Lines end with `\n` or `\r\n`; blank lines are skipped (and counted in line numbers);
  /// a byte order mark at the start is skipped; the last line needs no line ending.
  ///
  /// - Parameters:
  ///   - type: The type of each line's value.
  ///   - handle: The input, read from its current position to its end.
  ///   - options: What happens to lines that fail, and the size limits.
  /// - Returns: The lines' values, each with its line number and byte offset.
  public func lines<T: Decodable>(
    of type: T.Type, from handle: FileHandle, options: StreamingOptions = StreamingOptions()
  ) -> StreamedElements<T> {
    StreamedElements(
      framer: lineFramer(options), source: FileHandleSource(handle, options, closesAtEnd: false),
      decoding: ElementDecoding(decoder: self, arrayPath: nil), options: options)
  }

  /// Decodes JSON Lines (NDJSON) from a file: one value per non-blank line, read a chunk at
  /// a time, in flat memory.
  ///
  /// ```swift
  /// for element in try decoder.lines(of: Event.self, from: url) {
  ///   let event = try element.get()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of each line's value.
  ///   - url: The file's URL.
  ///   - options: What happens to lines that fail, and the size limits.
  /// - Returns: The lines' values, each with its line number and byte offset.
  /// - Throws: ``RemapError/Code/unreadableFile`` when the file cannot be opened.
  public func lines<T: Decodable>(
    of type: T.Type, from url: URL, options: StreamingOptions = StreamingOptions()
  ) throws(RemapError) -> StreamedElements<T> {
    StreamedElements(
      framer: lineFramer(options), source: try FileHandleSource(opening: url, options),
      decoding: ElementDecoding(decoder: self, arrayPath: nil), options: options)
  }

  /// Decodes JSON Lines (NDJSON) from a sequence of chunks of bytes, such as `[Data]`: one
  /// value per non-blank line.
  ///
  /// Lines may be split across chunks anywhere.
  ///
  /// - Parameters:
  ///   - type: The type of each line's value.
  ///   - chunks: The input's bytes, in order.
  ///   - options: What happens to lines that fail, and the size limits.
  /// - Returns: The lines' values, each with its line number and byte offset.
  public func lines<T: Decodable, Chunks: Sequence>(
    of type: T.Type, from chunks: Chunks, options: StreamingOptions = StreamingOptions()
  ) -> StreamedElements<T> where Chunks.Element: Sequence, Chunks.Element.Element == UInt8 {
    StreamedElements(
      framer: lineFramer(options), source: SequenceSource(chunks: chunks.makeIterator()),
      decoding: ElementDecoding(decoder: self, arrayPath: nil), options: options)
  }

  /// Decodes JSON Lines (NDJSON) from an asynchronous sequence of bytes, such as
  /// `URLSession.bytes(from:)` or `FileHandle.bytes`.
  ///
  /// ```swift
  /// for try await event in decoder.lines(of: Event.self, from: handle.bytes) { ... }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of each line's value.
  ///   - bytes: The input's bytes.
  ///   - options: What happens to lines that fail, and the size limits.
  /// - Returns: The lines' values.
  public func lines<T: Decodable, Bytes: AsyncSequence>(
    of type: T.Type, from bytes: Bytes, options: StreamingOptions = StreamingOptions()
  ) -> AsyncStreamedElements<T> where Bytes.Element == UInt8 {
    AsyncStreamedElements(
      framer: lineFramer(options),
      source: AsyncByteSource(bytes: bytes.makeAsyncIterator(), chunkSize: options.chunkSize),
      decoding: ElementDecoding(decoder: self, arrayPath: nil), options: options)
  }

  /// Decodes JSON Lines (NDJSON) from an asynchronous sequence of chunks of bytes, such as
  /// the `Data` pieces of a body, or swift-nio's `ByteBuffer`s mapped to their
  /// `readableBytesView`.
  ///
  /// - Parameters:
  ///   - type: The type of each line's value.
  ///   - chunks: The input's bytes, in order.
  ///   - options: What happens to lines that fail, and the size limits.
  /// - Returns: The lines' values.
  public func lines<T: Decodable, Chunks: AsyncSequence>(
    of type: T.Type, from chunks: Chunks, options: StreamingOptions = StreamingOptions()
  ) -> AsyncStreamedElements<T>
  where Chunks.Element: Sequence, Chunks.Element.Element == UInt8 {
    AsyncStreamedElements(
      framer: lineFramer(options),
      source: AsyncChunkSequenceSource(chunks: chunks.makeAsyncIterator()),
      decoding: ElementDecoding(decoder: self, arrayPath: nil), options: options)
  }

  private func lineFramer(_ options: StreamingOptions) -> ElementFramer {
    .lines(LineFramer(maximumLineSize: options.maximumElementSize))
  }
}

// MARK: - The elements of one array

extension RemapDecoder {
  /// Decodes the elements of one large array in a JSON document read from a file handle, a
  /// chunk at a time, without holding the document: the root array by default, or the
  /// array at a key path such as `"data.items"`.
  ///
  /// ```swift
  /// for element in decoder.elements(of: Item.self, from: handle, atPath: "data.items") {
  ///   let item = try element.get()
  /// }
  /// ```
  ///
  /// The values around the array are passed over without being kept; their brackets must
  /// match and nothing may follow the document, but only the elements are validated in full.
  /// An element's error names its path from the root (`data.items[41].id`).
  ///
  /// - Parameters:
  ///   - type: The type of each element.
  ///   - handle: The input, read from its current position to its end.
  ///   - path: Where the array is: a ``ValuePath``, or text such as `"data.items"`; the
  ///     document's root by default. Text that is not a path fails the stream with
  ///     ``RemapError/Code/invalidPath``.
  ///   - options: What happens to elements that fail, and the size limits.
  /// - Returns: The elements' values, each with its index, line and byte offset.
  public func elements<T: Decodable>(
    of type: T.Type, from handle: FileHandle, atPath path: some ValuePathConvertible = ValuePath(),
    options: StreamingOptions = StreamingOptions()
  ) -> StreamedElements<T> {
    StreamedElements(
      framer: arrayFramer(path, options),
      source: FileHandleSource(handle, options, closesAtEnd: false),
      decoding: ElementDecoding(decoder: self, arrayPath: try? path.valuePath()), options: options)
  }

  /// Decodes the elements of one large array in a JSON file, without holding the document.
  ///
  /// ```swift
  /// for element in try decoder.elements(of: Item.self, from: url, atPath: "data.items") {
  ///   let item = try element.get()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of each element.
  ///   - url: The file's URL.
  ///   - path: Where the array is: a ``ValuePath``, or text such as `"data.items"`; the
  ///     document's root by default. Text that is not a path fails the stream with
  ///     ``RemapError/Code/invalidPath``.
  ///   - options: What happens to elements that fail, and the size limits.
  /// - Returns: The elements' values, each with its index, line and byte offset.
  /// - Throws: ``RemapError/Code/unreadableFile`` when the file cannot be opened.
  public func elements<T: Decodable>(
    of type: T.Type, from url: URL, atPath path: some ValuePathConvertible = ValuePath(),
    options: StreamingOptions = StreamingOptions()
  ) throws(RemapError) -> StreamedElements<T> {
    StreamedElements(
      framer: arrayFramer(path, options), source: try FileHandleSource(opening: url, options),
      decoding: ElementDecoding(decoder: self, arrayPath: try? path.valuePath()), options: options)
  }

  /// Decodes the elements of one large array in a JSON document given as a sequence of
  /// chunks of bytes, such as `[Data]`.
  ///
  /// - Parameters:
  ///   - type: The type of each element.
  ///   - chunks: The document's bytes, in order.
  ///   - path: Where the array is: a ``ValuePath``, or text such as `"data.items"`; the
  ///     document's root by default. Text that is not a path fails the stream with
  ///     ``RemapError/Code/invalidPath``.
  ///   - options: What happens to elements that fail, and the size limits.
  /// - Returns: The elements' values, each with its index, line and byte offset.
  public func elements<T: Decodable, Chunks: Sequence>(
    of type: T.Type, from chunks: Chunks, atPath path: some ValuePathConvertible = ValuePath(),
    options: StreamingOptions = StreamingOptions()
  ) -> StreamedElements<T> where Chunks.Element: Sequence, Chunks.Element.Element == UInt8 {
    StreamedElements(
      framer: arrayFramer(path, options), source: SequenceSource(chunks: chunks.makeIterator()),
      decoding: ElementDecoding(decoder: self, arrayPath: try? path.valuePath()), options: options)
  }

  /// Decodes the elements of one large array in a JSON document given as an asynchronous
  /// sequence of bytes, such as `URLSession.bytes(from:)` or `FileHandle.bytes`.
  ///
  /// ```swift
  /// for try await item in decoder.elements(of: Item.self, from: bytes, atPath: "items") { ... }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of each element.
  ///   - bytes: The document's bytes.
  ///   - path: Where the array is: a ``ValuePath``, or text such as `"data.items"`; the
  ///     document's root by default. Text that is not a path fails the stream with
  ///     ``RemapError/Code/invalidPath``.
  ///   - options: What happens to elements that fail, and the size limits.
  /// - Returns: The elements' values.
  public func elements<T: Decodable, Bytes: AsyncSequence>(
    of type: T.Type, from bytes: Bytes, atPath path: some ValuePathConvertible = ValuePath(),
    options: StreamingOptions = StreamingOptions()
  ) -> AsyncStreamedElements<T> where Bytes.Element == UInt8 {
    AsyncStreamedElements(
      framer: arrayFramer(path, options),
      source: AsyncByteSource(bytes: bytes.makeAsyncIterator(), chunkSize: options.chunkSize),
      decoding: ElementDecoding(decoder: self, arrayPath: try? path.valuePath()), options: options)
  }

  /// Decodes the elements of one large array in a JSON document given as an asynchronous
  /// sequence of chunks of bytes.
  ///
  /// - Parameters:
  ///   - type: The type of each element.
  ///   - chunks: The document's bytes, in order.
  ///   - path: Where the array is: a ``ValuePath``, or text such as `"data.items"`; the
  ///     document's root by default. Text that is not a path fails the stream with
  ///     ``RemapError/Code/invalidPath``.
  ///   - options: What happens to elements that fail, and the size limits.
  /// - Returns: The elements' values.
  public func elements<T: Decodable, Chunks: AsyncSequence>(
    of type: T.Type, from chunks: Chunks, atPath path: some ValuePathConvertible = ValuePath(),
    options: StreamingOptions = StreamingOptions()
  ) -> AsyncStreamedElements<T>
  where Chunks.Element: Sequence, Chunks.Element.Element == UInt8 {
    AsyncStreamedElements(
      framer: arrayFramer(path, options),
      source: AsyncChunkSequenceSource(chunks: chunks.makeAsyncIterator()),
      decoding: ElementDecoding(decoder: self, arrayPath: try? path.valuePath()), options: options)
  }

  private func arrayFramer(
    _ path: some ValuePathConvertible, _ options: StreamingOptions
  ) -> ElementFramer {
    let arrayPath: ValuePath
    do {
      arrayPath = try path.valuePath()
    } catch {
      return .failed(error)
    }
    return .array(
      ArrayFramer(
        path: arrayPath, maximumElementSize: options.maximumElementSize,
        readingOptions: readingOptions))
  }
}

// MARK: - Files

extension FileHandleSource {
  init(_ handle: FileHandle, _ options: StreamingOptions, closesAtEnd: Bool) {
    self.init(handle: handle, chunkSize: options.chunkSize, closesAtEnd: closesAtEnd)
  }

  /// Opens a file for reading.
  ///
  /// - Throws: ``RemapError/Code/unreadableFile`` naming the file and the reason.
  init(opening url: URL, _ options: StreamingOptions) throws(RemapError) {
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: url)
    } catch {
      throw RemapError(
        .unreadableFile, "cannot open \(url.path): \(error.localizedDescription)",
        underlying: error)
    }
    self.init(handle, options, closesAtEnd: true)
  }
}
