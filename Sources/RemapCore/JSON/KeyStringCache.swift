//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The strings made for object keys so far, by the hash of their raw bytes.
///
/// Documents repeat their keys in every object of a kind; returning the string made for the
/// first occurrence skips UTF-8 validation, and for keys over 15 bytes an allocation. Its own
/// noncopyable storage, so that a lookup makes no uniqueness check, as an array would.
///
/// Each hash picks a pair of slots, the string made last first: two strings whose hashes
/// pick the same pair, used in turn (two keys of every object of a kind), both stay.
@safe
struct KeyStringCache: ~Copyable {
  /// `@safe`: `start` is compared only while the input it points into is pinned.
  @safe
  private struct Slot: EmptySlot {
    var hash: UInt64 = 0
    var start: UnsafePointer<UInt8>?
    var count = 0
    var string = ""

    /// Whether the slot at `slot` holds the string of the `count` bytes at `start`, whose
    /// hash is `hash`; read in place, since a copy of the slot would retain its string.
    @inline(__always)
    static func holds(
      _ slot: UnsafeMutablePointer<Slot>, _ start: UnsafePointer<UInt8>, count: Int, hash: UInt64
    ) -> Bool {
      guard unsafe slot.pointee.hash == hash && slot.pointee.count == count,
        let cached = unsafe slot.pointee.start
      else { return false }
      return unsafe BytesComparison.equal(cached, start, count: count)
    }
  }

  /// The slots: 512 for a document over 8 kB, one per 32 bytes below that (at least 16),
  /// since a small document's slots would mostly stay empty: making and freeing 512 slots
  /// cost about as much as building a small document's tree, once per line of NDJSON.
  private var slots: SlotTable<Slot>

  /// How far a hash is shifted right to leave the bits that pick its pair of slots: its
  /// highest.
  ///
  /// The hashes end with a multiplication, whose low bits depend only on the low bits of
  /// the key's first and last words: picked by them, one slot each, twitter.json's
  /// `contributors_enabled` and `follow_request_sent` had the same, and the two keys of
  /// every user object took turns evicting each other (371 key strings made per parse
  /// instead of 27).
  private var pairShift: UInt64

  init(inputLength: Int) {
    let count = Self.slotCount(inputLength: inputLength)
    slots = SlotTable(count: count)
    pairShift = Self.pairShift(count: count)
  }

  private static func slotCount(inputLength: Int) -> Int {
    var count = 16
    while count < 512, count * 32 < inputLength { count *= 2 }
    return count
  }

  /// The shift that leaves the top log2(`count` / 2) bits of a hash, which pick one of the
  /// pairs of `count` slots (a power of two).
  private static func pairShift(count: Int) -> UInt64 {
    UInt64(64 &- (count.trailingZeroBitCount &- 1))
  }

  /// Readies the cache for another document, keeping its slots: forgets the strings of the
  /// document before (the slots it could use), which point into bytes that may be gone or
  /// rewritten.
  mutating func reset(inputLength: Int) {
    let count = Self.slotCount(inputLength: inputLength)
    slots.reset(count: count)
    pairShift = Self.pairShift(count: count)
  }

  /// Lets go of the strings the slots hold, keeping the slots.
  mutating func removeAll() {
    slots.removeAll()
  }

  /// The string of the `count` bytes at `start`, whose hash is `hash`: the one made for the
  /// same bytes before if a slot still holds it, else a new one, remembered.
  ///
  /// - Parameters:
  ///   - start: The first byte.
  ///   - count: The number of bytes.
  ///   - hash: The bytes' hash, which picks the slot.
  ///   - escaped: Whether the bytes are the text of a JSON string with escapes, to decode,
  ///     rather than the string's UTF-8 itself.
  /// - Returns: The string.
  @inline(__always)
  mutating func string(
    _ start: UnsafePointer<UInt8>, count: Int, hash: UInt64, escaped: Bool = false
  ) -> String {
    unsafe lookUp(start, count: count, hash: hash, escaped: escaped).string
  }

  /// The string of the `count` bytes at `start`, as `string(_:count:hash:escaped:)` gives
  /// it, and whether a slot held it.
  @inline(__always)
  mutating func lookUp(
    _ start: UnsafePointer<UInt8>, count: Int, hash: UInt64, escaped: Bool
  ) -> (string: String, found: Bool) {
    let first = Int(truncatingIfNeeded: hash &>> pairShift) &<< 1
    let slot = unsafe slots.baseAddress() + first
    if unsafe Slot.holds(slot, start, count: count, hash: hash) {
      return (unsafe slot.pointee.string, true)
    }
    if unsafe Slot.holds(slot + 1, start, count: count, hash: hash) {
      return (unsafe slot[1].string, true)
    }
    let string =
      unsafe escaped
      ? JSONStringDecoder.decode(start, count: count) : ValidatedUTF8.string(start, count: count)
    // The newest string first, the one it displaces second.
    if unsafe slot.pointee.start == nil {
      slots.noteFilled(first)
    } else {
      if unsafe slot[1].start == nil { slots.noteFilled(first &+ 1) }
      unsafe slot[1] = (slot + 0).move()
      unsafe (slot + 0).initialize(to: Slot(hash: hash, start: start, count: count, string: string))
      return (string, false)
    }
    unsafe slot.pointee = Slot(hash: hash, start: start, count: count, string: string)
    return (string, false)
  }
}
