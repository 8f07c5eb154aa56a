//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Finds the elements of one array in a JSON document read as a stream: the document's
/// root, or the array at a key path such as `data.items`.
///
/// It walks down the path through the document's objects and arrays, passing over the
/// values that are not on it without keeping them; then it frames each element of the array
/// (its bytes, which the scanner then validates and the decoder reads); then it passes over
/// the rest of the document, checking that its brackets close and that nothing follows it.
/// At any point it can stop where the bytes read so far run out, and go on when more arrive.
struct ArrayFramer {
  let path: ValuePath
  let maximumElementSize: Int
  /// How each element is scanned: the scanner finds where an element ends as it validates it.
  let readingOptions: JSONReadingOptions
  var allowsTrailingCommas: Bool { readingOptions.allowsTrailingCommas }
  /// The tape memory and scanner stack each element's scan reuses; made on first use, so
  /// that each iterator has its own.
  private var workspace: JSONScanner.Workspace?
  private var phase = Phase.start
  /// Where the framer has got to: the bytes before it are consumed, except an element's.
  private var position = 0
  private var lines = LineCounter()
  private var skipper: ValueSkipper
  /// How many elements have been framed.
  private var index = 0

  private enum Phase {
    /// Before the byte order mark, if any.
    case start
    /// Before the value at `path[..<level]`.
    case value(level: Int)
    /// Inside the container that holds `path[level]`, after `seen` members or elements that
    /// are not it; `afterValue` when a member or element has just ended.
    case container(level: Int, seen: Int, afterValue: Bool)
    /// After a member's key, before its ':'.
    case afterKey(level: Int, seen: Int, matches: Bool)
    /// Passing over a member or element not on the path.
    case skipping(level: Int, seen: Int)
    /// Inside the array, between elements.
    case elements(State)
    /// Inside the element that starts at `start`.
    case element(start: Int, line: Int, column: Int)
    /// Passing over the rest of the containers around the array.
    case epilogue
    /// After the document's value: only whitespace may follow.
    case trailing
    case finished

    enum State { case first, afterElement, afterComma }
  }

  init(path: ValuePath, maximumElementSize: Int, readingOptions: JSONReadingOptions) {
    self.path = path
    self.maximumElementSize = maximumElementSize
    self.readingOptions = readingOptions
    skipper = ValueSkipper(maximumDepth: readingOptions.maximumDepth)
  }

  /// Finds the next element in `buffer`.
  ///
  /// - Parameters:
  ///   - buffer: The stream's bytes read so far; its consumed mark moves past each element.
  ///   - atEnd: Whether the stream has no more bytes.
  /// - Returns: The element, `.needsMore` when its end is not read yet, or `.end`.
  /// - Throws: ``RemapError`` for a document whose structure is broken (an unterminated
  ///   array, a missing comma), a path that is not in it, or an element larger than the
  ///   limit.
  mutating func next(in buffer: inout StreamBuffer, atEnd: Bool) throws(RemapError) -> FrameStep {
    let base = buffer.base
    let step = try unsafe buffer.withBytes { bytes throws(RemapError) in
      try unsafe advance(in: bytes, base: base, atEnd: atEnd)
    }
    if case .element(let start, _, _) = phase {
      buffer.consumed = start
    } else {
      buffer.consumed = position
    }
    return step
  }

  private mutating func advance(
    in bytes: UnsafeBufferPointer<UInt8>, base: Int, atEnd: Bool
  ) throws(RemapError) -> FrameStep {
    let end = base + bytes.count
    while true {
      switch phase {
      case .start:
        guard end - position >= 3 || atEnd else { return .needsMore }
        if end - position >= 3, unsafe bytes[0] == 0xEF, unsafe bytes[1] == 0xBB,
          unsafe bytes[2] == 0xBF
        {
          position = 3
        }
        phase = .value(level: 0)

      case .value(let level):
        guard let byte = unsafe skipWhitespace(bytes, base: base) else {
          return try unsafe needsMore(atEnd, bytes, base, "expected a JSON value")
        }
        let opener: UInt8
        if level == path.components.count {
          opener = UInt8(ascii: "[")
        } else if case .key = path.components[level] {
          opener = UInt8(ascii: "{")
        } else {
          opener = UInt8(ascii: "[")
        }
        guard byte == opener else {
          throw unsafe RemapError(
            .typeMismatch,
            "expected \(opener == UInt8(ascii: "[") ? "an array" : "an object")"
              + (level == 0 ? "" : " at \(ValuePath(Array(path.components[..<level])))")
              + ", found \(Self.describe(byte))",
            path: ValuePath(Array(path.components[..<level])),
            location: lines.location(of: position, in: bytes, base: base))
        }
        position += 1
        phase =
          level == path.components.count
          ? .elements(.first) : .container(level: level, seen: 0, afterValue: false)

      case .container(let level, let seen, let afterValue):
        guard let byte = unsafe skipWhitespace(bytes, base: base) else {
          return try unsafe needsMore(atEnd, bytes, base, "unexpected end of input in a container")
        }
        let isObject: Bool
        if case .key = path.components[level] { isObject = true } else { isObject = false }
        let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if byte == closer {
          throw unsafe notFound(level: level, seen: seen, bytes, base)
        }
        if afterValue {
          guard byte == UInt8(ascii: ",") else {
            throw unsafe unexpected(
              byte, expected: isObject ? "',' or '}'" : "',' or ']'", bytes, base)
          }
          position += 1
          phase = .container(level: level, seen: seen, afterValue: false)
          continue
        }
        switch path.components[level] {
        case .key(let key):
          guard byte == UInt8(ascii: "\"") else {
            throw unsafe unexpected(byte, expected: "a key", bytes, base)
          }
          guard let keyEnd = unsafe Self.stringEnd(bytes, from: position + 1 - base) else {
            if end - position > maximumElementSize {
              throw RemapError(
                .sizeLimitExceeded,
                "a key is longer than the limit of \(maximumElementSize) bytes",
                location: unsafe lines.location(of: position, in: bytes, base: base))
            }
            return try unsafe needsMore(atEnd, bytes, base, "unexpected end of input in a key")
          }
          let matches = unsafe Self.key(
            UnsafeBufferPointer(rebasing: bytes[(position + 1 - base)..<keyEnd]), equals: key)
          position = base + keyEnd + 1
          phase = .afterKey(level: level, seen: seen, matches: matches)
        case .index(let wanted):
          if seen == wanted {
            phase = .value(level: level + 1)
          } else {
            skipper.start()
            phase = .skipping(level: level, seen: seen)
          }
        }

      case .afterKey(let level, let seen, let matches):
        guard let byte = unsafe skipWhitespace(bytes, base: base) else {
          return try unsafe needsMore(atEnd, bytes, base, "expected ':' after a key")
        }
        guard byte == UInt8(ascii: ":") else {
          throw unsafe unexpected(byte, expected: "':' after a key", bytes, base)
        }
        position += 1
        if matches {
          phase = .value(level: level + 1)
        } else {
          // The skipper passes over the whitespace before the value.
          skipper.start()
          phase = .skipping(level: level, seen: seen)
        }

      case .skipping(let level, let seen):
        guard
          try unsafe skipper.advance(
            in: bytes, base: base, position: &position, atEnd: atEnd, lines: &lines) != nil
        else {
          return try unsafe needsMore(atEnd, bytes, base, "unexpected end of input in a value")
        }
        phase = .container(level: level, seen: seen + 1, afterValue: true)

      case .elements(let state):
        guard let byte = unsafe skipWhitespace(bytes, base: base) else {
          return try unsafe needsMore(
            atEnd, bytes, base, "unexpected end of input; the array is not closed with ']'")
        }
        if byte == UInt8(ascii: "]") {
          if state == .afterComma && !allowsTrailingCommas {
            throw RemapError(
              .unexpectedCharacter, "trailing comma before ']'; expected another array element",
              location: unsafe lines.location(of: position, in: bytes, base: base))
          }
          position += 1
          if path.isEmpty {
            phase = .trailing
          } else {
            // The containers on the path, outermost first, are still open.
            skipper.start(
              inside: path.components.map {
                if case .key = $0 { UInt8(ascii: "}") } else { UInt8(ascii: "]") }
              })
            phase = .epilogue
          }
          continue
        }
        if state == .afterElement {
          guard byte == UInt8(ascii: ",") else {
            throw unsafe unexpected(
              byte, expected: "',' or ']' after an array element", bytes, base)
          }
          position += 1
          phase = .elements(.afterComma)
          continue
        }
        let line = lines.line
        let column = position - lines.lineStart + 1
        if let scanned = unsafe scanElement(in: bytes, base: base) {
          let start = position
          unsafe lines.countLines(in: bytes, base: base, from: start, to: scanned.end)
          position = scanned.end
          phase = .elements(.afterElement)
          defer { index += 1 }
          return .frame(
            StreamFrame(
              start: start, end: scanned.end, index: index, line: line, column: column,
              tape: scanned.tape))
        }
        // Cut short by the bytes read so far, or not valid: the element's bytes are found by
        // their structure, and its error comes from scanning them alone.
        skipper.start()
        phase = .element(start: position, line: line, column: column)

      case .element(let start, let line, let column):
        guard
          let elementEnd = try unsafe skipper.advance(
            in: bytes, base: base, position: &position, atEnd: atEnd, lines: &lines)
        else {
          if position - start > maximumElementSize { throw tooLarge(start: start, line, column) }
          return try unsafe needsMore(
            atEnd, bytes, base, "unexpected end of input; element \(index) is not complete")
        }
        if elementEnd - start > maximumElementSize { throw tooLarge(start: start, line, column) }
        phase = .elements(.afterElement)
        defer { index += 1 }
        return .frame(
          StreamFrame(start: start, end: elementEnd, index: index, line: line, column: column))

      case .epilogue:
        guard
          try unsafe skipper.advance(
            in: bytes, base: base, position: &position, atEnd: atEnd, lines: &lines) != nil
        else {
          return try unsafe needsMore(
            atEnd, bytes, base, "unexpected end of input; the document is not complete")
        }
        phase = .trailing

      case .trailing:
        guard let byte = unsafe skipWhitespace(bytes, base: base) else {
          guard atEnd else { return .needsMore }
          phase = .finished
          return .end
        }
        throw RemapError(
          .unexpectedCharacter, "unexpected \(Self.describe(byte)) after the top-level value",
          location: unsafe lines.location(of: position, in: bytes, base: base))

      case .finished:
        return .end
      }
    }
  }

  // MARK: - Helpers

  /// Scans the element that starts at `position`, finding its end in the same pass: its tape
  /// and the stream offset just past it, or `nil` when the element is not valid or may go on
  /// past the bytes read so far (then the framer finds its bytes by their structure, and
  /// scanning them alone gives its error).
  private mutating func scanElement(
    in bytes: UnsafeBufferPointer<UInt8>, base: Int
  ) -> (tape: JSONTape, end: Int)? {
    let start = position - base
    // An element over either limit fails on the structural path, with its own error.
    let limit = min(maximumElementSize, readingOptions.maximumInputSize)
    let end = bytes.count - start > limit ? start + limit : bytes.count
    guard start < end else { return nil }
    if workspace == nil { workspace = JSONScanner.Workspace() }
    guard
      let scanned = try? unsafe JSONScanner.scanValue(
        UnsafeBufferPointer(rebasing: bytes[start..<end]), options: readingOptions,
        workspace: workspace),
      // A value that ends where the bytes do may go on (a number), or be cut by the limit.
      scanned.end < end - start
    else { return nil }
    return (scanned.tape, position + scanned.end)
  }

  /// Moves past whitespace, counting lines.
  ///
  /// - Returns: The next byte, not consumed, or `nil` when the bytes ran out.
  private mutating func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, base: Int) -> UInt8? {
    var index = position - base
    defer { position = base + index }
    while index < bytes.count {
      switch unsafe bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "\n"):
        index += 1
        lines.line += 1
        lines.lineStart = base + index
      default:
        return unsafe bytes[index]
      }
    }
    return nil
  }

  /// `.needsMore`, or at the end of the stream, the error for a document cut short.
  private func needsMore(
    _ atEnd: Bool, _ bytes: UnsafeBufferPointer<UInt8>, _ base: Int, _ message: String
  ) throws(RemapError) -> FrameStep {
    guard atEnd else { return .needsMore }
    throw RemapError(
      .unexpectedEndOfInput,
      message.hasPrefix("unexpected end") ? message : "unexpected end of input; \(message)",
      location: unsafe lines.location(of: base + bytes.count, in: bytes, base: base))
  }

  private func unexpected(
    _ byte: UInt8, expected: String, _ bytes: UnsafeBufferPointer<UInt8>, _ base: Int
  ) -> RemapError {
    RemapError(
      .unexpectedCharacter, "expected \(expected), found \(Self.describe(byte))",
      location: unsafe lines.location(of: position, in: bytes, base: base))
  }

  private func notFound(
    level: Int, seen: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ base: Int
  ) -> RemapError {
    let container = ValuePath(Array(path.components[..<level]))
    let place = level == 0 ? "the document" : "the value at \(container)"
    let message: String
    switch path.components[level] {
    case .key(let key): message = "no key \"\(key)\" in \(place)"
    case .index(let wanted):
      message = "no element [\(wanted)] in \(place), which has \(seen) elements"
    }
    return RemapError(
      .keyNotFound, message, path: ValuePath(Array(path.components[...level])),
      location: unsafe lines.location(of: position, in: bytes, base: base))
  }

  private func tooLarge(start: Int, _ line: Int, _ column: Int) -> RemapError {
    RemapError(
      .sizeLimitExceeded,
      "element \(index) is larger than the limit of \(maximumElementSize) bytes",
      path: path.appending(index: index),
      location: SourceLocation(line: line, column: column, byteOffset: start))
  }

  /// The index of the closing quote of the string whose content starts at `start`.
  private static func stringEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      switch unsafe bytes[index] {
      case UInt8(ascii: "\""): return index
      case UInt8(ascii: "\\"): index += 2
      default: index += 1
      }
    }
    return nil
  }

  /// Whether a key as written (escapes and all) is `key`.
  private static func key(_ written: UnsafeBufferPointer<UInt8>, equals key: String) -> Bool {
    guard unsafe written.contains(UInt8(ascii: "\\")), let start = written.baseAddress else {
      return unsafe written.elementsEqual(key.utf8)
    }
    return unsafe JSONStringDecoder.decode(start, count: written.count) == key
  }

  /// How a message names the value that starts with `byte`.
  static func describe(_ byte: UInt8) -> String {
    switch byte {
    case UInt8(ascii: "{"): "an object"
    case UInt8(ascii: "["): "an array"
    case UInt8(ascii: "\""): "a string"
    case UInt8(ascii: "t"), UInt8(ascii: "f"): "a Boolean"
    case UInt8(ascii: "n"): "null"
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): "a number"
    case 0x21...0x7E: "'\(Character(Unicode.Scalar(byte)))'"
    default: "the byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
  }
}
