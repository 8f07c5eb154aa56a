//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Finds where a tape's entries are in a document that is not JSON text, for error locations:
/// RemapXML's `XMLSourceLocator` finds an XML document's elements in its text.
package protocol TapeLocator: AnyObject {
  /// Where the entry `node` is in the document, or `nil` when that is not known.
  func location(of node: Int) -> SourceLocation?
}

/// The kinds of values a document holds.
enum ValueKind: Sendable {
  case null, bool, number, string, array, object
}

/// A scanned document, as the decoder reads it: its tape, and the bytes the tape points into.
///
/// The one source of ``DecodingCore``, whatever the input was: JSON text, an XML document
/// built into a tape, or a `JSON` or `[String: Any]` tree indexed into one. Values are named
/// by their entry index; strings, numbers and keys are read straight from the bytes, and a
/// key is compared with a wanted key in place.
///
/// `@safe`: it reads only entries of its tape, and the input bytes they point at, which the
/// caller keeps pinned for the source's lifetime.
@safe
struct TapeSource {
  /// The tape's entries, read without reference counting: see ``JSONTape/Entries``.
  let tape: JSONTape.Entries
  /// Keeps the tape's words alive.
  private let owner: JSONTape
  private(set) var bytes: UnsafeBufferPointer<UInt8>
  private var base: UnsafePointer<UInt8>
  /// Whether `bytes` is JSON text, so that offsets have lines and columns; `false` for the
  /// arena of a tree indexed by `JSONTreeIndexer`.
  let isText: Bool
  /// For the tape of an XML document's value: where its entries are in the XML text.
  private(set) var xmlLocator: (any TapeLocator)?
  /// The source's own copy of the input, once it has been detached from the caller's.
  private var detachedBytes: DetachedBytes?
  /// The lines of the JSON text found so far, for locations (`nil` when not text).
  private let lines: LineStarts?

  /// Makes the source of a scanned document.
  ///
  /// - Parameters:
  ///   - tape: The document's tape.
  ///   - bytes: The text the tape indexes (or the arena of an indexed tree).
  ///   - isText: Whether `bytes` is JSON text, with lines and columns.
  ///   - xmlLocator: For the tape of an XML document's value, where its entries are.
  ///   - lines: For JSON text, the line finder to use, reset: a stream passes the same one
  ///     for each element rather than allocating one per element.
  init(
    tape: JSONTape, bytes: UnsafeBufferPointer<UInt8>, isText: Bool = true,
    xmlLocator: (any TapeLocator)? = nil, lines: LineStarts? = nil
  ) {
    self.tape = tape.entries
    owner = tape
    self.isText = isText
    self.xmlLocator = xmlLocator
    self.lines = isText ? lines ?? LineStarts() : nil
    unsafe self.bytes = bytes
    // The scanner rejects empty input, so a tape always has a base address.
    unsafe base = bytes.baseAddress.unsafelyUnwrapped
  }

  /// The document's top-level value.
  var root: Int { 0 }

  /// The first byte of `bytes`, which the tape's offsets count from.
  var baseAddress: UnsafePointer<UInt8> { unsafe base }

  /// Moves the source onto its own copy of the input, for a decoder that outlives the call
  /// that keeps the caller's bytes pinned (see ``TapeDecoder/finish()``).
  ///
  /// Locations in XML are no longer found: the XML text is the caller's too.
  mutating func detach() {
    guard detachedBytes == nil else { return }
    let copy = unsafe DetachedBytes(copying: bytes)
    detachedBytes = copy
    unsafe bytes = copy.bytes
    unsafe base = copy.bytes.baseAddress.unsafelyUnwrapped
    xmlLocator = nil
  }

  /// The kind of the value at `node`; `tape.kind(_:)` tells the finer kinds of the tape.
  @inline(__always)
  func kind(of node: Int) -> ValueKind {
    switch tape.kind(node) {
    case .null: .null
    case .true, .false: .bool
    case .string: .string
    case .int, .uint, .decimal, .negativeDecimal, .textNumber: .number
    case .array: .array
    case .object: .object
    }
  }

  /// - Precondition: `kind(of: node) == .bool`.
  @inline(__always)
  func bool(_ node: Int) -> Bool { tape.kind(node) == .true }

  /// - Precondition: `kind(of: node) == .string`.
  @inline(__always)
  func string(_ node: Int) -> String {
    let (length, escaped) = tape.stringLength(node)
    let start = unsafe base + tape.offset(node)
    // The scanner validated the text (and `JSONTreeIndexer` copies it from `String`s).
    if !escaped { return unsafe ValidatedUTF8.string(start, count: length) }
    return unsafe JSONStringDecoder.decode(start, count: length)
  }

  /// - Precondition: `kind(of: node) == .number`.
  @inline(__always)
  func number(_ node: Int) -> JSON.Number {
    switch tape.kind(node) {
    case .int: return JSON.Number(storage: .int(Int64(bitPattern: tape.payload(node))))
    case .uint: return JSON.Number(storage: .uint(tape.payload(node)))
    case .decimal, .negativeDecimal:
      return JSON.Number(
        storage: .decimal(
          significand: tape.payload(node), exponent: tape.decimalExponent(node),
          negative: tape.kind(node) == .negativeDecimal))
    default:
      let text = unsafe String(
        decoding: UnsafeBufferPointer(
          start: base + tape.offset(node), count: Int(tape.payload(node))),
        as: UTF8.self)
      return JSON.Number(storage: .text(text))
    }
  }

  /// A string's text read as a number, as `Coercions.number(fromText:)` reads it.
  /// - Precondition: `kind(of: node) == .string`.
  func number(fromText node: Int) -> JSON.Number? {
    let (length, escaped) = tape.stringLength(node)
    if escaped { return Coercions.number(fromText: string(node)) }
    return unsafe Coercions.number(
      fromUTF8: UnsafeBufferPointer(start: base + tape.offset(node), count: length))
  }

  /// The number of elements of an array or members of an object.
  @inline(__always)
  func count(of container: Int) -> Int { tape.containerCount(container) }

  /// The first element of a non-empty array.
  @inline(__always)
  func firstElement(of array: Int) -> Int { array &+ 1 }

  /// The element after `element` in its array; valid only when one follows.
  @inline(__always)
  func element(after element: Int) -> Int { tape.next(after: element) }

  /// The first member of a non-empty object: a member is named by its key's entry.
  @inline(__always)
  func firstMember(of object: Int) -> Int { object &+ 1 }

  /// The member after `member` in its object; valid only when one follows.
  @inline(__always)
  func member(after member: Int) -> Int { tape.next(after: member &+ 1) }

  /// The value of a member.
  @inline(__always)
  func value(of member: Int) -> Int { member &+ 1 }

  /// The member's key.
  func key(of member: Int) -> String { string(member) }

  /// Calls `body` with the member's key as UTF-8, without making a `String` unless the key
  /// is written with escapes.
  @inline(__always)
  func withKeyBytes<R>(of member: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let (length, escaped) = tape.stringLength(member)
    if !escaped {
      return unsafe body(UnsafeBufferPointer(start: base + tape.offset(member), count: length))
    }
    var key = string(member)
    return key.withUTF8(body)
  }

  /// Whether a later member of the same object has the same key, so that this member's
  /// value is not the key's: the last occurrence of a key wins.
  @inline(__always)
  func isSuperseded(_ member: Int) -> Bool { tape.isSuperseded(member) }

  /// Whether the member's key is exactly `key`, compared in place; never for a superseded
  /// key.
  @inline(__always)
  func keyEquals(_ member: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
    let payload = tape.payload(member)
    guard payload & JSONTape.escapedStringFlag == 0 else {
      return unsafe escapedKeyEquals(member, key)
    }
    // A superseded key's flag is above any length, so it never equals the key's count.
    let length = Int(truncatingIfNeeded: payload)
    guard length == key.count else { return false }
    guard let keyBase = key.baseAddress else { return true }
    return unsafe BytesComparison.equal(base + tape.offset(member), keyBase, count: length)
  }

  /// ``keyEquals(_:_:)`` for a key written with escapes, which is decoded to compare.
  @inline(never)
  private func escapedKeyEquals(_ member: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !tape.isSuperseded(member) else { return false }
    var decoded = string(member)
    return decoded.withUTF8 { unsafe $0.elementsEqual(key) }
  }

  /// The value as a `JSON` tree, for decoding `JSON` itself.
  func json(_ node: Int) throws(RemapError) -> JSON {
    unsafe JSONTreeBuilder(tape: owner, bytes: bytes).build(entry: node)
  }

  /// Where the node is in the input text, when the input was text.
  func location(of node: Int) -> SourceLocation? {
    guard isText, let lines else { return xmlLocator?.location(of: node) }
    // A string's offset is its first content byte: point at its opening quote.
    let offset = tape.offset(node) - (tape.kind(node) == .string ? 1 : 0)
    return unsafe lines.location(of: offset, in: bytes)
  }

  /// A short excerpt of the value as written, for error messages.
  func excerpt(of node: Int) -> String {
    guard isText else {
      return Excerpt.shorten((try? json(node).serialized(options: .withoutEscapingSlashes)) ?? "")
    }
    let start = tape.offset(node) - (tape.kind(node) == .string ? 1 : 0)
    var end = start
    switch tape.kind(node) {
    case .string: end = tape.offset(node) + tape.stringLength(node).length + 1
    case .array, .object:
      end = unsafe Self.containerExcerptEnd(in: bytes, from: start, limit: 41)
    default:
      while unsafe end < bytes.count && !ASCII.isStructuralEnd(bytes[end]) { end += 1 }
    }
    let text = unsafe String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    return Excerpt.shorten(text)
  }

  /// Where an excerpt of the container opening at `start` ends: after its closing bracket when
  /// that comes within `limit` bytes, so that a short container is quoted without the text that
  /// follows it; else after `limit` bytes, which the caller cuts with an ellipsis.
  ///
  /// The input was scanned, so it is well-formed: counting brackets outside strings suffices.
  private static func containerExcerptEnd(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int
  ) -> Int {
    let stop = min(bytes.count, start + limit)
    var depth = 0
    var inString = false
    var escaped = false
    var index = start
    while index < stop {
      let byte = unsafe bytes[index]
      index += 1
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return stop
  }
}

/// Shortening of values quoted in messages.
enum Excerpt {
  /// The text, cut to about 40 characters with an ellipsis.
  static func shorten(_ text: String, limit: Int = 40) -> String {
    guard text.count > limit else { return text }
    return String(text.prefix(limit)) + "…"
  }
}

/// A copy of a source's input bytes, freed with the last source that reads it.
@safe
private final class DetachedBytes {
  let bytes: UnsafeBufferPointer<UInt8>

  init(copying source: UnsafeBufferPointer<UInt8>) {
    // One byte at least, so that the copy has a base address as the input had.
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(source.count, 1))
    _ = unsafe copy.initialize(fromContentsOf: source)
    unsafe bytes = UnsafeBufferPointer(rebasing: copy[..<source.count])
  }

  deinit {
    unsafe bytes.deallocate()
  }
}
