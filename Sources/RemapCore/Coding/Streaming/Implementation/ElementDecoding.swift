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
        try unsafe decode(
          type, UnsafeBufferPointer(rebasing: window[start..<end]), scanned: frame.tape)
      }
    } catch {
      throw placed(error, frame)
    }
  }

  /// Decodes one element from its bytes, and its tape if the framer scanned it already.
  private mutating func decode<T: Decodable>(
    _ type: T.Type, _ bytes: UnsafeBufferPointer<UInt8>, scanned: JSONTape?
  ) throws(RemapError) -> T {
    // A tape's words are reused only once the tape is freed, so the workspace serves every
    // element, whoever keeps a decoder; the line finder is replaced when one is kept.
    if lines == nil { lines = LineStarts() }
    let tape = try unsafe self.tape(of: bytes, scanned: scanned)
    lines?.reset()
    let source = unsafe TapeSource(tape: tape, bytes: bytes, lines: lines)
    var elementDecoder: TapeDecoder
    if let last = lastDecoder.take() {
      elementDecoder = last
    } else {
      elementDecoder = TapeDecoder(core: DecodingCore(source: source, options: decoder))
    }
    defer {
      if TapeDecoder.finishIfKept(&elementDecoder) {
        // The kept decoder keeps its line finder; the elements after it get their own.
        lines = LineStarts()
      } else {
        lastDecoder = elementDecoder
      }
    }
    // The source's last use: the core takes it without a copy.
    return try elementDecoder.decodeDocument(type, from: consume source)
  }

  /// Decodes one element from its bytes in `buffer` as ``RemapDecoder/report(_:from:)-(_,ContiguousBytes)``
  /// does: the value, when there is no error, and every diagnostic, each placed in the
  /// stream.
  mutating func report<T: Decodable>(
    _ type: T.Type, _ frame: StreamFrame, in buffer: StreamBuffer
  ) -> MappingReport<T> {
    let start = frame.start - buffer.base
    let end = frame.end - buffer.base
    var placedReport = unsafe buffer.withBytes { window -> MappingReport<T> in
      unsafe report(type, UnsafeBufferPointer(rebasing: window[start..<end]), scanned: frame.tape)
    }
    for index in placedReport.diagnostics.indices {
      let diagnostic = placedReport.diagnostics[index]
      let (path, location) = placed(diagnostic.path, diagnostic.location, frame)
      placedReport.diagnostics[index].message = placedMessage(
        diagnostic.message, code: diagnostic.code, path: diagnostic.path, frame)
      placedReport.diagnostics[index].path = path
      placedReport.diagnostics[index].location = location
    }
    return placedReport
  }

  private mutating func report<T: Decodable>(
    _ type: T.Type, _ bytes: UnsafeBufferPointer<UInt8>, scanned: JSONTape?
  ) -> MappingReport<T> {
    let tape: JSONTape
    do {
      tape = try unsafe self.tape(of: bytes, scanned: scanned)
    } catch {
      return MappingReport(value: nil, diagnostics: [Diagnostic(error: error)])
    }
    // A decoder of its own, with its own line finder: a report records as it goes, and a
    // kept decoder is finished by `report`.
    let source = unsafe TapeSource(tape: tape, bytes: bytes)
    return TapeDecoder.report(type, from: source, atPath: ValuePath(), options: decoder)
  }

  /// The tape of an element: the one the framer scanned, or one scanned now into the
  /// workspace.
  private mutating func tape(
    of bytes: UnsafeBufferPointer<UInt8>, scanned: JSONTape?
  ) throws(RemapError) -> JSONTape {
    if let scanned { return scanned }
    if workspace == nil { workspace = JSONScanner.Workspace() }
    do {
      return try unsafe JSONScanner.scan(
        bytes, options: decoder.readingOptions, workspace: workspace)
    } catch {
      throw unsafe error.remapError(in: bytes)
    }
  }

  /// An element's error, with its location in the stream and its path from the root.
  func placed(_ error: RemapError, _ frame: StreamFrame) -> RemapError {
    var error = error
    error.message = placedMessage(error.message, code: error.code, path: error.path, frame)
    let (path, location) = placed(error.path, error.location, frame)
    error.path = path
    error.location = location
    return error
  }

  /// A message that names a place in an array's element, named from the document's root:
  /// a missing key's message names its object by path (`in the top-level object`, `in the
  /// object at user`), which for an element is `in the object at data.items[3]`, or
  /// `... at data.items[3].user`.
  private func placedMessage(
    _ message: String, code: RemapError.Code, path: ValuePath, _ frame: StreamFrame
  ) -> String {
    guard let arrayPath, code == .keyNotFound, !path.isEmpty else { return message }
    let object = ValuePath(Array(path.components.dropLast()))
    let written = object.isEmpty ? " in the top-level object" : " in the object at \(object)"
    guard message.hasSuffix(written) else { return message }
    let placedObject = ValuePath(
      arrayPath.appending(index: frame.index).components + object.components)
    return message.dropLast(written.count) + " in the object at \(placedObject)"
  }

  /// A path and location in an element, placed in the stream: the location moved by the
  /// element's start, or the element's start when there is none; and for an array's
  /// element, the path from the document's root.
  private func placed(
    _ path: ValuePath, _ location: SourceLocation?, _ frame: StreamFrame
  ) -> (ValuePath, SourceLocation) {
    var placedLocation: SourceLocation
    if var location {
      if location.line == 1 { location.column += frame.column - 1 }
      location.line += frame.line - 1
      location.byteOffset += frame.start
      placedLocation = location
    } else {
      placedLocation = SourceLocation(
        line: frame.line, column: frame.column, byteOffset: frame.start)
    }
    guard let arrayPath else { return (path, placedLocation) }
    return (
      ValuePath(arrayPath.appending(index: frame.index).components + path.components),
      placedLocation
    )
  }
}
