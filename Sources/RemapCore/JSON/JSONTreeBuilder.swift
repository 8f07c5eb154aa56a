//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Builds `JSON` values from a scanned tape.
///
/// Iterative, like the scanner. Finished values wait on a flat stack; when a container
/// completes, its elements are moved (not copied) from the top of that stack into the new
/// array in one step, so building costs one allocation per container and no reference
/// counting traffic for the elements.
/// `@safe`: it reads only entries of its tape and the bytes they point at.
@safe
struct JSONTreeBuilder {
  private let tape: JSONTape
  private let base: UnsafePointer<UInt8>
  private let duplicateKeys: JSONReadingOptions.DuplicateKeyPolicy

  init(
    tape: JSONTape, base: UnsafePointer<UInt8>,
    duplicateKeys: JSONReadingOptions.DuplicateKeyPolicy
  ) {
    self.tape = tape
    unsafe self.base = base
    self.duplicateKeys = duplicateKeys
  }

  /// A container being built; trivially copyable so the frame stack costs no reference
  /// counting.
  private struct Frame {
    var isObject: Bool
    /// Where the container's elements or members start on their stack.
    var start: Int
    var remaining: Int
    /// The tape entry of the key whose value is being built.
    var keyEntry = 0
    /// Which keys might collide, by a hash of their raw bytes: a key whose bit is clear is
    /// certainly new, so most objects never compare keys.
    var keyFilter = KeyFilter()
    /// Whether any key so far had escapes, which the raw-byte filter cannot see through.
    var sawEscapedKey = false
    /// Whether the object has enough members that its keys are indexed by hash; only such
    /// objects touch the index table, so small objects pay no dictionary access.
    var isLarge = false
  }

  /// Builds the value of an entry, by default the document's root.
  func build(entry root: Int = 0) throws(ScanFailure) -> JSON {
    var elements = MoveStack<JSON>()
    var members = MoveStack<JSON.Object.Element>()
    var keys = KeyStringCache()
    // Key positions of the huge objects being built, by frame depth (see `addMember`).
    var largeObjectIndexes: [Int: [String: Int]] = [:]
    // The hash of each member's key, in step with `members`, so that a possible repeat is
    // confirmed by comparing integers before strings.
    var memberHashes = MoveStack<UInt64>()
    var frames: [Frame] = []
    var entry = root
    while true {
      var value: JSON
      switch tape.kind(entry) {
      case .null: value = .null
      case .true: value = .bool(true)
      case .false: value = .bool(false)
      case .string: value = .string(string(at: entry))
      case .int: value = .number(JSON.Number(storage: .int(Int64(bitPattern: tape.payload(entry)))))
      case .uint: value = .number(JSON.Number(storage: .uint(tape.payload(entry))))
      case .decimal, .negativeDecimal:
        value = .number(
          JSON.Number(
            storage: .decimal(
              significand: tape.payload(entry), exponent: tape.decimalExponent(entry),
              negative: tape.kind(entry) == .negativeDecimal)))
      case .textNumber:
        let text = unsafe String(
          decoding: UnsafeBufferPointer(
            start: base + tape.offset(entry), count: Int(tape.payload(entry))),
          as: UTF8.self)
        value = .number(JSON.Number(storage: .text(text)))
      case .array:
        let count = tape.containerCount(entry)
        if count == 0 {
          value = .array([])
        } else {
          frames.append(Frame(isObject: false, start: elements.count, remaining: count))
          entry += 1
          continue
        }
      case .object:
        let count = tape.containerCount(entry)
        if count == 0 {
          value = .object(JSON.Object())
        } else {
          frames.append(
            Frame(isObject: true, start: members.count, remaining: count, keyEntry: entry + 1))
          entry += 2
          continue
        }
      }
      entry += 1

      // Hand the value to its container; completed containers become values in turn.
      while let top = frames.indices.last {
        if frames[top].isObject {
          if frames[top].isLarge || members.count - frames[top].start >= Self.largeObjectThreshold {
            frames[top].isLarge = true
            try addMember(
              value, to: &frames[top], in: &members, hashes: &memberHashes, keys: &keys,
              largeObjectIndex: &largeObjectIndexes[top])
          } else {
            var noIndex: [String: Int]? = nil
            try addMember(
              value, to: &frames[top], in: &members, hashes: &memberHashes, keys: &keys,
              largeObjectIndex: &noIndex)
          }
          frames[top].remaining -= 1
          if frames[top].remaining > 0 {
            frames[top].keyEntry = entry
            entry += 1
            break
          }
          let frame = frames.removeLast()
          let start = frame.start
          if frame.isLarge { largeObjectIndexes[top] = nil }
          memberHashes.truncate(to: start)
          value = .object(JSON.Object(uniqueMembers: members.popArray(from: start)))
        } else {
          elements.push(value)
          frames[top].remaining -= 1
          if frames[top].remaining > 0 { break }
          value = .array(elements.popArray(from: frames.removeLast().start))
        }
      }
      if frames.isEmpty { return value }
    }
  }

  @inline(__always)
  private func addMember(
    _ value: consuming JSON, to frame: inout Frame,
    in members: inout MoveStack<JSON.Object.Element>, hashes: inout MoveStack<UInt64>,
    keys: inout KeyStringCache, largeObjectIndex: inout [String: Int]?
  ) throws(ScanFailure) {
    let keyEntry = frame.keyEntry
    let (length, escaped) = tape.stringLength(keyEntry)
    let key: String
    var hash: UInt64 = 0
    var mightRepeat = escaped || frame.sawEscapedKey
    if escaped {
      key = string(at: keyEntry)
      frame.sawEscapedKey = true
    } else {
      let start = unsafe base + tape.offset(keyEntry)
      hash = unsafe Self.hash(start, count: length)
      key = unsafe keys.string(start, count: length, hash: hash)
      if !mightRepeat {
        mightRepeat = frame.keyFilter.insert(Int(truncatingIfNeeded: hash >> 56))
      }
    }
    // Huge objects index their keys by hash, which bounds the work per key whatever the
    // size (100,000 keys took 48 s before any index).
    if largeObjectIndex == nil && members.count - frame.start >= Self.largeObjectThreshold {
      var index: [String: Int] = [:]
      index.reserveCapacity((members.count - frame.start) * 2)
      for position in frame.start..<members.count {
        index[members.key(at: position)] = position
      }
      largeObjectIndex = index
    }
    var repeated: Int?
    if largeObjectIndex != nil {
      repeated = largeObjectIndex?[key]
      if repeated == nil { largeObjectIndex?[key] = members.count }
    } else if mightRepeat {
      if frame.sawEscapedKey {
        // Escapes hide the bytes the hashes were made from: compare the strings.
        repeated = members.lastIndex(from: frame.start, where: { $0.key == key })
      } else {
        // A filter hit: compare hashes, and strings only where the hashes agree.
        var position = members.count - 1
        while position >= frame.start {
          if hashes.element(at: position) == hash && members.key(at: position) == key {
            repeated = position
            break
          }
          position -= 1
        }
      }
    }
    if let position = repeated {
      if duplicateKeys == .reject {
        throw ScanFailure(
          code: .duplicateKey, message: "duplicate key \"\(key)\" in an object",
          offset: tape.offset(keyEntry) - 1)
      }
      members.update(at: position) { $0.value = value }
      return
    }
    members.push((key, value))
    hashes.push(hash)
  }

  /// The member count past which an object's keys are indexed by a dictionary.
  private static let largeObjectThreshold = 1024

  /// A 64-bit hash of a key's raw bytes.
  @inline(__always)
  private static func hash(_ key: UnsafePointer<UInt8>, count: Int) -> UInt64 {
    var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
    var position = 0
    while position + 8 <= count {
      let word = unsafe UnsafeRawPointer(key + position).loadUnaligned(as: UInt64.self)
      hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
      position += 8
    }
    while position < count {
      hash = (hash ^ UInt64(unsafe key[position])) &* 0x94D0_49BB_1331_11EB
      position += 1
    }
    return hash ^ hash >> 29
  }

  /// The string at a string entry, with escapes decoded.
  @inline(__always)
  private func string(at entry: Int) -> String {
    let (length, escaped) = tape.stringLength(entry)
    let start = unsafe base + tape.offset(entry)
    if !escaped {
      return unsafe String(
        decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
    }
    return unsafe JSONStringDecoder.decode(start, count: length)
  }
}

/// The strings made for object keys so far, by the hash of their raw bytes.
///
/// Documents repeat their keys in every object of a kind; returning the string made for the
/// first occurrence skips UTF-8 validation, and for keys over 15 bytes an allocation. Its own
/// noncopyable storage, so that a lookup makes no uniqueness check, as an array would.
@safe
private struct KeyStringCache: ~Copyable {
  /// `@safe`: `start` is compared only while the input it points into is pinned.
  @safe
  private struct Slot {
    var hash: UInt64 = 0
    var start: UnsafePointer<UInt8>?
    var count = 0
    var string = ""
  }

  private static let slotCount = 512
  private var slots: UnsafeMutablePointer<Slot>?

  init() {}

  deinit {
    if let slots = unsafe slots {
      unsafe slots.deinitialize(count: Self.slotCount)
      unsafe slots.deallocate()
    }
  }

  @inline(__always)
  mutating func string(_ start: UnsafePointer<UInt8>, count: Int, hash: UInt64) -> String {
    let slots: UnsafeMutablePointer<Slot>
    if let existing = unsafe self.slots {
      unsafe slots = existing
    } else {
      unsafe slots = .allocate(capacity: Self.slotCount)
      unsafe slots.initialize(repeating: Slot(), count: Self.slotCount)
      unsafe self.slots = slots
    }
    let slot = unsafe slots + (Int(truncatingIfNeeded: hash) & (Self.slotCount - 1))
    if unsafe slot.pointee.hash == hash && slot.pointee.count == count,
      let cached = unsafe slot.pointee.start,
      unsafe BytesComparison.equal(cached, start, count: count)
    {
      return unsafe slot.pointee.string
    }
    let string = unsafe String(
      decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    unsafe slot.pointee = Slot(hash: hash, start: start, count: count, string: string)
    return string
  }
}

/// A 256-bit Bloom filter with one hash: enough that objects of a few dozen keys rarely
/// need a real comparison.
private struct KeyFilter {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  /// Sets a bit and returns whether it was already set.
  @inline(__always)
  mutating func insert(_ bit: Int) -> Bool {
    let mask: UInt64 = 1 << (bit & 63)
    let wasSet: Bool
    switch bit >> 6 {
    case 0: (wasSet, words.0) = (words.0 & mask != 0, words.0 | mask)
    case 1: (wasSet, words.1) = (words.1 & mask != 0, words.1 | mask)
    case 2: (wasSet, words.2) = (words.2 & mask != 0, words.2 | mask)
    default: (wasSet, words.3) = (words.3 & mask != 0, words.3 | mask)
    }
    return wasSet
  }
}

/// A stack whose top elements can be moved out into an array in one step.
///
/// `@safe`: every access stays below `count`, which `grow` keeps within the allocation.
@safe
private struct MoveStack<Element>: ~Copyable {
  private var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity = 64

  init() {
    unsafe base = .allocate(capacity: capacity)
  }

  deinit {
    unsafe base.deinitialize(count: count)
    unsafe base.deallocate()
  }

  @inline(__always)
  mutating func push(_ element: consuming Element) {
    if count == capacity { grow() }
    unsafe (base + count).initialize(to: element)
    count &+= 1
  }

  private mutating func grow() {
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    unsafe newBase.moveInitialize(from: base, count: count)
    unsafe base.deallocate()
    unsafe base = newBase
    capacity *= 2
  }

  /// Removes the elements from `start` to the top and returns them, in order.
  @inline(__always)
  mutating func popArray(from start: Int) -> [Element] {
    let moved = count - start
    let source = unsafe base + start
    count = start
    // `Array(unsafeUninitializedCapacity:)` would be simpler, but its buffer allocation is
    // not inlinable and looks up generic metadata on every call; this path is specialized.
    var array: [Element] = []
    array.reserveCapacity(moved)
    for offset in 0..<moved { unsafe array.append((source + offset).move()) }
    return array
  }

  /// The position of the last element at or above `start` that satisfies `predicate`.
  func lastIndex(from start: Int, where predicate: (borrowing Element) -> Bool) -> Int? {
    var position = count - 1
    while position >= start {
      if unsafe predicate(base[position]) { return position }
      position -= 1
    }
    return nil
  }

  func element(at position: Int) -> Element { unsafe base[position] }

  /// Removes the elements from `start` to the top.
  mutating func truncate(to start: Int) {
    unsafe (base + start).deinitialize(count: count - start)
    count = start
  }

  mutating func update(at position: Int, _ body: (inout Element) -> Void) {
    unsafe body(&base[position])
  }
}

extension MoveStack where Element == JSON.Object.Element {
  func key(at position: Int) -> String { element(at: position).key }
}
