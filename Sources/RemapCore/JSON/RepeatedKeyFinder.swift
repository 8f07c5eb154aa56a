//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Finds the keys that an object names more than once, while the scanner reads it; a sink
/// owns one, and names keys and objects by its own numbers (tape entries, or positions on
/// the tree's key stack and its stack of open containers).
///
/// A repeated key is rare, but what it means must not depend on who reads the tape: the
/// scanner marks the earlier occurrence as superseded (see `JSONTape`), so the typed decoder,
/// which compares keys in place, and the tree builder both keep the last value.
///
/// Every key of every object passes through here, so the common case is a few instructions:
/// each open object has a 1024-bit Bloom filter of its keys' quick hashes (`KeyHash.quick`),
/// and a key whose bit is clear is certainly new. Otherwise the object's hashes are compared,
/// and the key texts only where hashes agree. Objects past 256 keys index their keys by text
/// in a dictionary, which bounds the work per key however large the object, and whatever
/// keys an attacker chooses to collide.
///
/// Its buffers are allocated at the first object, so that a document without objects
/// allocates nothing. A stream scans a small document per element, and allocating the
/// buffers for each cost more than finding its repeated keys: a scanner's workspace keeps
/// one finder for all of them (see `JSONScanner.Workspace`), and ``reset()`` readies it
/// for the next document.
///
/// `@safe`: every access to the buffers stays below their counts, which `record` and
/// `openObject` keep within their allocations; none is read before `openObject` allocates.
@safe
struct RepeatedKeyFinder: ~Copyable {
  private struct Key {
    var hash: UInt64
    /// The tape entry of the key's latest occurrence.
    var entry: Int
  }

  /// The open objects, innermost last.
  private struct Frame {
    /// The object's tape entry.
    var object: Int
    /// Where the object's keys start on the key stack.
    var start: Int
    var isIndexed = false
  }

  // The buffers, `nil` until the first object: their capacities are zero until then.
  private var keys: UnsafeMutablePointer<Key>?
  private var keyCount = 0
  private var keyCapacity = 0
  private var frames: UnsafeMutablePointer<Frame>?
  /// A Bloom filter of `filterWords` words per frame, in step with `frames`.
  private var filters: UnsafeMutablePointer<UInt64>?
  private var depth = 0
  private var frameCapacity = 0
  /// The key positions of the indexed (large) objects, by text, keyed by frame depth.
  private var indexes: [Int: [UTF8Key: Int]] = [:]

  // The innermost frame's numbers, kept at hand for the common case.
  private var innermostStart = 0
  private var innermostFilter: UnsafeMutablePointer<UInt64>?
  /// The key count from which the innermost object takes the slow path: its threshold, or
  /// zero once it is indexed.
  private var innermostLimit = 0

  /// The key count past which an object's keys are indexed.
  ///
  /// 256: indexing cost some 1,700 instructions a key (a `String`, its hash, a dictionary
  /// that grows), and citm_catalog's one object of 184 keys paid 320K of them a parse; with
  /// the filter, an object of 256 keys sends about one key in ten to the comparisons. Keys
  /// chosen to collide cost at most 256 comparisons each (128 before).
  private static let indexThreshold = 256
  /// Sixteen words: with eight, an object of 40 keys sent one key in 13 to the slow path
  /// for nothing (some 300 per twitter document, ~330 instructions each); clearing eight
  /// more words per object costs a few instructions.
  private static let filterWords = 16
  /// The capacities of the first allocation: enough for most documents.
  private static let initialKeyCapacity = 64
  private static let initialFrameCapacity = 16

  /// A finder with no buffers yet.
  init() {}

  deinit {
    unsafe keys?.deallocate()
    unsafe frames?.deallocate()
    unsafe filters?.deallocate()
  }

  /// Forgets the objects of the last document, to scan another; keeps the buffers.
  mutating func reset() {
    keyCount = 0
    depth = 0
    innermostStart = 0
    innermostLimit = 0
    // Empty unless the last scan stopped inside a large object.
    if !indexes.isEmpty { indexes = [:] }
  }

  /// The tape entry of the innermost open object.
  var innermostObject: Int { unsafe frames.unsafelyUnwrapped[depth &- 1].object }

  /// Starts an object at a tape entry.
  @inline(__always)
  mutating func openObject(_ object: Int) {
    if depth == frameCapacity { growFrames() }
    unsafe (frames.unsafelyUnwrapped + depth).initialize(
      to: Frame(object: object, start: keyCount))
    let filter = unsafe filters.unsafelyUnwrapped + Self.filterWords &* depth
    unsafe filter.update(repeating: 0, count: Self.filterWords)
    unsafe innermostFilter = filter
    innermostStart = keyCount
    innermostLimit = keyCount &+ Self.indexThreshold
    depth &+= 1
  }

  /// Ends the innermost object, forgetting its keys.
  @inline(__always)
  mutating func closeObject() {
    depth &-= 1
    let frames = unsafe frames.unsafelyUnwrapped
    if unsafe frames[depth].isIndexed { indexes[depth] = nil }
    keyCount = innermostStart
    guard depth > 0 else { return }
    let outer = unsafe frames[depth &- 1]
    unsafe innermostFilter = filters.unsafelyUnwrapped + Self.filterWords &* (depth &- 1)
    innermostStart = outer.start
    innermostLimit = outer.isIndexed ? 0 : outer.start &+ Self.indexThreshold
  }

  /// Records a key of the innermost object when it is certainly new.
  ///
  /// The common case, in a few instructions.
  ///
  /// - Parameters:
  ///   - hash: The quick hash of the key's text (`KeyHash.quick`), escapes decoded.
  ///   - entry: The key's tape entry.
  /// - Returns: `false` when the key needs `recordSlowly`.
  @inline(__always)
  mutating func recordIfNew(hash: UInt64, entry: Int) -> Bool {
    let word = unsafe innermostFilter.unsafelyUnwrapped + Int(truncatingIfNeeded: hash &>> 60)
    // Masking shifts (`&>>`, `&<<`): a smart shift's range checks are branches the
    // scanner's inlined key path has no room for.
    let bit: UInt64 = 1 &<< (hash &>> 54)
    let mightRepeat = unsafe word.pointee & bit != 0
    unsafe word.pointee |= bit
    guard !mightRepeat && keyCount < innermostLimit else { return false }
    if keyCount == keyCapacity { growKeys() }
    unsafe (keys.unsafelyUnwrapped + keyCount).initialize(to: Key(hash: hash, entry: entry))
    keyCount &+= 1
    return true
  }

  /// Records a key that `recordIfNew` could not.
  ///
  /// That is a key that may repeat an earlier one, or a key of a large object. When it
  /// repeats one, the new entry stands for the key from now on.
  ///
  /// - Parameters:
  ///   - hash: The key's quick hash.
  ///   - entry: The key's tape entry.
  ///   - sameKey: Whether the key at an earlier entry has the same text as this one.
  ///   - text: The text of the key at an entry, for the index of a large object.
  /// - Returns: The entry of an earlier occurrence of the same key, if any.
  mutating func recordSlowly(
    hash: UInt64, entry: Int, sameKey: (Int) -> Bool, text: (Int) -> String
  ) -> Int? {
    let top = depth &- 1
    let frames = unsafe frames.unsafelyUnwrapped
    if unsafe frames[top].isIndexed {
      let key = UTF8Key(text(entry))
      if let position = indexes[top]?[key] { return replace(at: position, with: entry) }
      indexes[top, default: [:]][key] = keyCount
    } else {
      let keys = unsafe keys.unsafelyUnwrapped
      var position = keyCount &- 1
      while position >= innermostStart {
        if unsafe keys[position].hash == hash && sameKey(keys[position].entry) {
          return replace(at: position, with: entry)
        }
        position &-= 1
      }
    }
    if keyCount == keyCapacity { growKeys() }
    let keys = unsafe keys.unsafelyUnwrapped
    unsafe (keys + keyCount).initialize(to: Key(hash: hash, entry: entry))
    keyCount &+= 1
    if unsafe !frames[top].isIndexed && keyCount >= innermostLimit {
      // Past the threshold, index the keys, which are all different so far, by their bytes:
      // `String` keys would merge canonically equivalent ones ("é" and "e" + U+0301).
      var index: [UTF8Key: Int] = [:]
      for position in innermostStart..<keyCount {
        unsafe index[UTF8Key(text(keys[position].entry))] = position
      }
      indexes[top] = index
      unsafe frames[top].isIndexed = true
      innermostLimit = 0
    }
    return nil
  }

  /// Makes a later occurrence stand for a key, and returns the earlier one's entry.
  private func replace(at position: Int, with entry: Int) -> Int {
    let keys = unsafe keys.unsafelyUnwrapped
    let earlier = unsafe keys[position].entry
    unsafe keys[position].entry = entry
    return earlier
  }

  /// Allocates the key stack at its first use, or doubles it.
  private mutating func growKeys() {
    let capacity = keyCapacity == 0 ? Self.initialKeyCapacity : keyCapacity * 2
    unsafe keys =
      keys?.movedToNewAllocation(capacity: capacity, count: keyCount)
      ?? .allocate(capacity: capacity)
    keyCapacity = capacity
  }

  /// Allocates the frames and their filters at the first object, or doubles them.
  private mutating func growFrames() {
    let capacity = frameCapacity == 0 ? Self.initialFrameCapacity : frameCapacity * 2
    unsafe frames =
      frames?.movedToNewAllocation(capacity: capacity, count: depth)
      ?? .allocate(capacity: capacity)
    unsafe filters =
      filters?.movedToNewAllocation(
        capacity: Self.filterWords * capacity, count: Self.filterWords * depth)
      ?? .allocate(capacity: Self.filterWords * capacity)
    // Only `openObject` grows the frames, and it sets the innermost filter right after.
    frameCapacity = capacity
  }
}
