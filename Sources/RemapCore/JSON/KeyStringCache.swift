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
@safe
struct KeyStringCache: ~Copyable {
  /// `@safe`: `start` is compared only while the input it points into is pinned.
  @safe
  private struct Slot {
    var hash: UInt64 = 0
    var start: UnsafePointer<UInt8>?
    var count = 0
    var string = ""
  }

  /// The number of slots this document uses, a power of two.
  ///
  /// 512 for a document over 8 kB, one per 32 bytes below that (at least 16), since a small
  /// document's slots would mostly stay empty: making and freeing 512 slots cost about as
  /// much as building a small document's tree, once per line of NDJSON.
  private var slotCount: Int
  /// The slots allocated and initialized, and how many.
  private var slots: UnsafeMutablePointer<Slot>?
  private var capacity = 0

  init(inputLength: Int) {
    slotCount = Self.slotCount(inputLength: inputLength)
  }

  private static func slotCount(inputLength: Int) -> Int {
    var count = 16
    while count < 512, count * 32 < inputLength { count *= 2 }
    return count
  }

  deinit {
    if let slots = unsafe slots {
      unsafe slots.deinitialize(count: capacity)
      unsafe slots.deallocate()
    }
  }

  /// Readies the cache for another document, keeping its slots: forgets the strings of the
  /// document before (the slots it could use), which point into bytes that may be gone or
  /// rewritten.
  mutating func reset(inputLength: Int) {
    if let slots = unsafe slots {
      unsafe slots.update(repeating: Slot(), count: min(slotCount, capacity))
    }
    slotCount = Self.slotCount(inputLength: inputLength)
  }

  /// Allocates the slots at the first key, or more of them for a larger document.
  @inline(never)
  private mutating func allocateSlots() -> UnsafeMutablePointer<Slot> {
    if let slots = unsafe slots {
      unsafe slots.deinitialize(count: capacity)
      unsafe slots.deallocate()
    }
    let slots = UnsafeMutablePointer<Slot>.allocate(capacity: slotCount)
    unsafe slots.initialize(repeating: Slot(), count: slotCount)
    unsafe self.slots = slots
    capacity = slotCount
    return unsafe slots
  }

  @inline(__always)
  mutating func string(_ start: UnsafePointer<UInt8>, count: Int, hash: UInt64) -> String {
    let slots: UnsafeMutablePointer<Slot>
    if let existing = unsafe self.slots, capacity >= slotCount {
      unsafe slots = existing
    } else {
      unsafe slots = allocateSlots()
    }
    let slot = unsafe slots + (Int(truncatingIfNeeded: hash) & (slotCount - 1))
    if unsafe slot.pointee.hash == hash && slot.pointee.count == count,
      let cached = unsafe slot.pointee.start,
      unsafe BytesComparison.equal(cached, start, count: count)
    {
      return unsafe slot.pointee.string
    }
    let string = unsafe ValidatedUTF8.string(start, count: count)
    unsafe slot.pointee = Slot(hash: hash, start: start, count: count, string: string)
    return string
  }
}
