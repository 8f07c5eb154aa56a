//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// The tape: a flat index of a JSON document.
//
// The scanner validates a document in one pass and, through `JSONTapeSink`, records every
// value as a fixed-size entry of two 64-bit words (`JSON(parsing:)` skips the tape: its
// scan builds the tree through `JSONTreeSink`). The tape never copies text: strings and numbers are referred
// to by their byte offset in the input, so a reader (the `JSON` tree builder, or the typed
// decoder) materializes only what it needs, straight from the input bytes.
//
//     word 0:  kind (bits 56..<64) | payload A (bits 0..<56)
//     word 1:  payload B
//
//     kind           payload A                        payload B
//     null/true/false  offset                         -
//     string         offset of first content byte      content length | escaped flag (bit 63)
//                                                      | superseded key flag (bit 62)
//     int            offset                           Int64 bit pattern
//     uint           offset                           UInt64 value (> Int64.max)
//     decimal        offset | exponent << 40 (Int16)   significand (≤ 19 digits)
//     negDecimal     same as decimal, value negated
//     text number    offset                           length in bytes
//     array/object   offset of '[' or '{'             end entry (bits 0..<32) | count (32..<64)
//                    | repeated keys flag (bit 40, objects)
//
// An object that names a key more than once keeps every occurrence on the tape, in place;
// the scanner sets the repeated keys flag on the object and the superseded flag on each
// occurrence but the last. Readers that look keys up skip superseded ones, so the last value
// wins everywhere (or, when duplicates are rejected, the scanner fails instead).
//
// Entries are in document order. An object's entries alternate key (a string entry) and
// value. A container's "end entry" is the index of the entry after its last descendant,
// so a reader skips a whole subtree in O(1), and its count says how many elements or
// members it has before reading them.
//
// Worked example: {"id": 7, "tags": ["a\n"], "ok": true}
//
//     #  kind     A    B
//     0  object   0    end 8, count 3
//     1  string   2    length 2                  "id"
//     2  int      7    7
//     3  string   11   length 4                  "tags"
//     4  array    18   end 6, count 1
//     5  string   20   length 3, escaped         "a\n" (three raw bytes: a, \, n)
//     6  string   28   length 2                  "ok"
//     7  true     33   -

/// The kinds of tape entries.
///
/// The raw values follow the declaration order from 0, so each raw value is also the case's
/// in-memory tag, and `JSONTape.kind(_:)` reads a kind with a bit cast instead of a call.
// `@usableFromInline`, or its inlinable members are not inlined into RemapXML (CONTRIBUTING.md).
@usableFromInline package enum TapeKind: UInt8 {
  case null = 0
  case `true`
  case `false`
  case string
  case int
  case uint
  case decimal
  case negativeDecimal
  case textNumber
  case array
  case object
}

/// A scanned document's tape, read-only once the scanner hands it over.
///
/// Valid only while the input bytes it indexes are alive and pinned. A class, so that the
/// tree builder and the decoder can share it; `@safe` because its readers only ask for
/// entries below `count`, which the scanner wrote.
@safe
package final class JSONTape: TapeEntryReading {
  /// Two words per entry; see the format above.
  let words: UnsafeMutablePointer<UInt64>
  /// The number of entries of the document.
  ///
  /// Three synthetic entries follow them: an empty
  /// object, an empty array and a `null`, which the decoder reads where the document has no
  /// value (a default for a missing key, say).
  let count: Int

  /// How many entries `words` has room for.
  let capacity: Int
  /// The workspace the tape was scanned with, which gets `words` back when the tape is freed.
  private let workspace: JSONScanner.Workspace?

  static let syntheticEntryCount = 3

  init(
    words: UnsafeMutablePointer<UInt64>, count: Int, capacity: Int = 0,
    workspace: JSONScanner.Workspace? = nil
  ) {
    unsafe self.words = words
    self.count = count
    self.capacity = capacity
    self.workspace = workspace
  }

  deinit {
    if let workspace, unsafe workspace.spareWords == nil {
      unsafe workspace.spareWords = (words, capacity)
    } else {
      unsafe words.deallocate()
    }
  }

  /// In a string's payload: the content has escapes.
  static let escapedStringFlag: UInt64 = 1 << 63
  /// In a key's payload: the object names the key again later, so this occurrence is not
  /// its value.
  static let supersededKeyFlag: UInt64 = 1 << 62
  /// The bits of a string's payload that hold its length.
  static let stringLengthMask: UInt64 = (1 << 62) - 1
  /// In an object's first word: some of its keys are superseded.
  static let repeatedKeysFlag: UInt64 = 1 << 40

  /// The entries without the tape object, for readers that must not retain the tape on
  /// every read (the decoder, which reads an entry per key compared).
  var entries: Entries { unsafe Entries(words: words, count: count) }
}

extension JSONTape {
  /// A tape's entries, read through its words without the tape object.
  ///
  /// Reading an entry of a ``JSONTape`` held in a struct retains and releases the tape
  /// around the read; reading it through this view touches no reference count. It is valid
  /// only while the tape it came from is alive: whoever holds one holds the tape too.
  @safe
  struct Entries: TapeEntryReading {
    let words: UnsafeMutablePointer<UInt64>
    let count: Int
  }
}

/// Reading a tape's entries: written once, for ``JSONTape`` and for ``JSONTape/Entries``.
protocol TapeEntryReading {
  /// Two words per entry; see the format above.
  var words: UnsafeMutablePointer<UInt64> { get }
  /// The number of entries of the document, without the synthetic ones.
  var count: Int { get }
}

extension TapeEntryReading {
  /// The synthetic entries that follow the document's: an empty object, an empty array and
  /// a `null`, which the decoder reads where the document has no value (a default for a
  /// missing key, say).
  var emptyObjectEntry: Int { count }
  var emptyArrayEntry: Int { count + 1 }
  var nullEntry: Int { count + 2 }

  @inline(__always)
  func kind(_ entry: Int) -> TapeKind {
    // The scanner and the tree indexer write only valid kinds, and a kind's raw value is its
    // tag (see `TapeKind`), so the byte is the enum's value as it is.
    unsafe unsafeBitCast(UInt8(truncatingIfNeeded: words[2 &* entry] >> 56), to: TapeKind.self)
  }

  /// The byte offset where the entry's value starts (for strings, its first content byte).
  @inline(__always)
  func offset(_ entry: Int) -> Int {
    unsafe Int(truncatingIfNeeded: words[2 &* entry] & 0xFF_FFFF_FFFF)
  }

  @inline(__always)
  func payload(_ entry: Int) -> UInt64 {
    unsafe words[2 &* entry &+ 1]
  }

  /// For strings: the content's length in bytes, and whether it contains escapes.
  @inline(__always)
  func stringLength(_ entry: Int) -> (length: Int, escaped: Bool) {
    let payload = unsafe words[2 &* entry &+ 1]
    return (Int(truncatingIfNeeded: payload & JSONTape.stringLengthMask), payload >> 63 != 0)
  }

  /// For object keys: whether a later key of the same object has the same text.
  @inline(__always)
  func isSuperseded(_ key: Int) -> Bool {
    unsafe words[2 &* key &+ 1] & JSONTape.supersededKeyFlag != 0
  }

  /// For objects: whether some of the keys are superseded by later ones.
  @inline(__always)
  func hasRepeatedKeys(_ object: Int) -> Bool {
    unsafe words[2 &* object] & JSONTape.repeatedKeysFlag != 0
  }

  /// For decimals: the power of ten.
  @inline(__always)
  func decimalExponent(_ entry: Int) -> Int32 {
    Int32(Int16(truncatingIfNeeded: unsafe words[2 &* entry] >> 40))
  }

  /// For containers: the entry after the last descendant.
  @inline(__always)
  func containerEnd(_ entry: Int) -> Int {
    unsafe Int(truncatingIfNeeded: words[2 &* entry &+ 1] & 0xFFFF_FFFF)
  }

  /// For containers: the number of elements, or of members.
  @inline(__always)
  func containerCount(_ entry: Int) -> Int {
    unsafe Int(truncatingIfNeeded: words[2 &* entry &+ 1] >> 32)
  }

  /// The entry after this one's value, skipping a container's descendants.
  @inline(__always)
  func next(after entry: Int) -> Int {
    let kind = kind(entry)
    return kind == .array || kind == .object ? containerEnd(entry) : entry &+ 1
  }
}
