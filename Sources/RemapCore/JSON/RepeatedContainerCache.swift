//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The small arrays and objects made so far in one document, by what they hold, so that a
/// container that repeats an earlier one shares its storage instead of allocating its own.
///
/// Documents repeat themselves: the same `{"areaId": 205705999, "blockIds": []}` under every
/// performance of a catalog, the same user or `metadata` object in every post of a feed.
/// Sharing is invisible to users, as `JSON` is a value and its containers copy on write; it
/// saves an allocation, the copying of the elements and the free at the end.
///
/// A container is matched by *representation*, not by `==`: each element must be the same
/// bits (numbers in the same form, short strings) or share storage with the earlier one's
/// (long strings, and containers, which were themselves shared when they repeated). So a
/// match is cheap, a few words per element, and never wrong: `1` and `1.0` stay apart, and
/// so do two long strings whose storages differ, which only misses a share.
///
/// Each slot keeps its container alive until `removeAll()`, which a parse calls at its end,
/// so a slot never points at freed storage, whatever the parse drops (a repeated key's
/// earlier value) or throws away (after an error). Where containers do not repeat (the
/// coordinate pairs of geometry), looking them up is skipped for a while (see `throttle`).
@safe
struct RepeatedContainerCache: ~Copyable {
  private struct Slot: EmptySlot {
    var hash: UInt64 = 0
    /// An array or an object; `null` in an empty slot, which nothing matches.
    var value: JSON = .null
  }

  /// The most elements a container may have to be shared: larger ones rarely repeat whole,
  /// and would cost more to compare.
  static var maximumElements: Int { 16 }

  /// The slots, two per hash: as many as one per 64 bytes of input, from 64 to 2,048.
  private var slots = SlotTable<Slot>(count: 64)
  /// When to look containers up at all.
  private var throttle = SharingThrottle()

  init() {}

  /// Readies the cache for a document of `inputLength` bytes.
  mutating func reset(inputLength: Int) {
    var count = 64
    while count < 2048, count * 64 < inputLength { count *= 2 }
    slots.reset(count: count)
    throttle = SharingThrottle()
  }

  /// Lets go of every container the slots hold, keeping the slots.
  mutating func removeAll() {
    slots.removeAll()
  }

  /// Whether the next container should be looked up: `false` for a while after too few of
  /// the ones before it were found.
  @inline(__always)
  mutating func shouldLookUp() -> Bool {
    RepresentationBits.isAvailable && throttle.shouldLookUp()
  }

  /// The container remembered with these elements (and keys), if any, and their hash, under
  /// which to remember the container made for them when there is none.
  ///
  /// - Parameters:
  ///   - values: The elements, or the members' values, in order.
  ///   - keys: The members' keys in order, or `nil` for an array.
  ///   - count: The number of elements or members, from 1 to ``maximumElements``.
  /// - Returns: The container remembered, if it holds the same elements, and the hash.
  @inline(__always)
  mutating func match(
    values: UnsafePointer<JSON>, keys: UnsafePointer<String>?, count: Int
  ) -> (shared: JSON?, hash: UInt64) {
    let hash = unsafe Self.hash(values: values, keys: keys, count: count)
    // Two slots per hash, the later container first: two containers of one document
    // never push each other out, however their hashes fall.
    let bucket = unsafe slots.baseAddress() + (Int(truncatingIfNeeded: hash) & (slots.count &- 2))
    var slot = unsafe bucket
    while unsafe slot < bucket + 2 {
      if unsafe slot.pointee.hash == hash
        && Self.holds(
          (UnsafeRawPointer(slot) + MemoryLayout<Slot>.offset(of: \.value).unsafelyUnwrapped)
            .assumingMemoryBound(to: JSON.self),
          values: values, keys: keys, count: count)
      {
        throttle.record(hit: true)
        return (unsafe slot.pointee.value, hash)
      }
      unsafe slot += 1
    }
    throttle.record(hit: false)
    return (nil, hash)
  }

  /// Remembers `container`, made after `match` found none, under the hash `match` gave: in
  /// the first of its two slots, the container there before moving to the second.
  @inline(__always)
  mutating func remember(_ container: JSON, hash: UInt64) {
    let base = unsafe slots.baseAddress()
    let first = Int(truncatingIfNeeded: hash) & (slots.count &- 2)
    if case .null = unsafe base[first].value {
      slots.noteFilled(first)
    } else {
      if case .null = unsafe base[first &+ 1].value { slots.noteFilled(first &+ 1) }
      unsafe base[first &+ 1] = (base + first).move()
      unsafe (base + first).initialize(to: Slot(hash: hash, value: container))
      return
    }
    unsafe base[first] = Slot(hash: hash, value: container)
  }

  /// A hash of the elements' representations, and of the keys' for an object.
  @inline(__always)
  private static func hash(
    values: UnsafePointer<JSON>, keys: UnsafePointer<String>?, count: Int
  ) -> UInt64 {
    var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
    if let keys = unsafe keys {
      hash ^= 0x5851_F42D_4C95_7F2D
      for position in 0..<count {
        let key = unsafe RepresentationBits(key: keys + position)
        hash = mix(hash, key.first, key.second)
      }
    }
    for position in 0..<count {
      let value = unsafe RepresentationBits(value: values + position)
      hash = mix(hash, value.first ^ value.tag, value.second)
    }
    return hash ^ hash >> 29
  }

  @inline(__always)
  private static func mix(_ hash: UInt64, _ first: UInt64, _ second: UInt64) -> UInt64 {
    ((hash ^ first) &* 0xBF58_476D_1CE4_E5B9 ^ second) &* 0x94D0_49BB_1331_11EB
  }

  /// Whether `container` has exactly these elements (and keys), by representation.
  @inline(__always)
  private static func holds(
    _ container: UnsafePointer<JSON>, values: UnsafePointer<JSON>,
    keys: UnsafePointer<String>?, count: Int
  ) -> Bool {
    switch unsafe container.pointee {
    case .array(let elements):
      guard unsafe keys == nil, elements.count == count else { return false }
      return unsafe elements.withUnsafeBufferPointer { elements in
        let elements = unsafe elements.baseAddress.unsafelyUnwrapped
        for position in 0..<count {
          guard
            unsafe RepresentationBits(value: elements + position)
              == RepresentationBits(value: values + position)
          else { return false }
        }
        return true
      }
    case .object(let object):
      guard let keys = unsafe keys, let storage = object.storage, storage.count == count
      else { return false }
      let members = unsafe UnsafeRawPointer(storage.members)
      let stride = MemoryLayout<JSON.Object.Member>.stride
      let valueOffset = unsafe MemoryLayout<JSON.Object.Member>.offset(of: \.value)
        .unsafelyUnwrapped
      let keyOffset = unsafe MemoryLayout<JSON.Object.Member>.offset(of: \.key).unsafelyUnwrapped
      for position in 0..<count {
        let member = unsafe members + position &* stride
        guard
          unsafe RepresentationBits(key: (member + keyOffset).assumingMemoryBound(to: String.self))
            == RepresentationBits(key: keys + position)
            && RepresentationBits(value: (member + valueOffset).assumingMemoryBound(to: JSON.self))
              == RepresentationBits(value: values + position)
        else { return false }
      }
      return true
    case .null, .bool, .number, .string:
      return false
    }
  }
}

/// Decides when a cache looks values up in a document: always, until too few are found.
///
/// A window of 128 lookups that finds fewer than one in eight skips the values after it,
/// 2,048 at first and twice as many after each window that fails again, up to 65,536; a
/// window that finds enough starts over. A document that does not repeat itself pays for
/// 128 lookups, and one of many unique values (coordinates) for a few percent of its values'.
struct SharingThrottle {
  private var lookups = 0
  private var hits = 0
  private var skipping = 0
  private var nextSkip = Self.firstSkip

  private static var window: Int { 128 }
  private static var firstSkip: Int { 2048 }
  private static var longestSkip: Int { 65_536 }

  @inline(__always)
  mutating func shouldLookUp() -> Bool {
    guard skipping == 0 else {
      skipping &-= 1
      return false
    }
    return true
  }

  @inline(__always)
  mutating func record(hit: Bool) {
    lookups &+= 1
    if hit { hits &+= 1 }
    if lookups == Self.window { endWindow() }
  }

  private mutating func endWindow() {
    if hits < Self.window / 8 {
      skipping = nextSkip
      nextSkip = min(nextSkip * 2, Self.longestSkip)
    } else {
      nextSkip = Self.firstSkip
    }
    lookups = 0
    hits = 0
  }
}

/// A value's representation, read from its memory: equal for two values only if they are
/// the same value in the same form, sharing their storage if they have any.
///
/// Two values whose bytes are all the same are the same case with the same payload: the
/// same number in the same form, the same short string, or the same reference to a long
/// string's or a container's storage. The converse does not hold (the payload bytes a case
/// does not use need not be zero), which only misses a share. Only 64-bit platforms, where
/// a `JSON` is 17 bytes and a `String` 16, compare this way (see `isAvailable`).
@safe
struct RepresentationBits: Equatable {
  var first: UInt64
  var second: UInt64
  /// The byte past the first sixteen: the case.
  var tag: UInt64

  /// Whether values can be compared by their bytes on this platform.
  @inline(__always)
  static var isAvailable: Bool {
    MemoryLayout<JSON>.size == 17 && MemoryLayout<String>.size == 16
  }

  @inline(__always)
  init(value: UnsafePointer<JSON>) {
    let raw = unsafe UnsafeRawPointer(value)
    first = unsafe raw.loadUnaligned(as: UInt64.self)
    second = unsafe raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    tag = unsafe UInt64(raw.load(fromByteOffset: 16, as: UInt8.self))
  }

  @inline(__always)
  init(key: UnsafePointer<String>) {
    let raw = unsafe UnsafeRawPointer(key)
    first = unsafe raw.loadUnaligned(as: UInt64.self)
    second = unsafe raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    tag = 0
  }
}
