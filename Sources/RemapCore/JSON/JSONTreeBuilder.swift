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

  /// The number of input bytes, which key hashing may read up to.
  private let end: Int

  /// Creates a builder over a tape and the bytes it was scanned from.
  init(tape: JSONTape, bytes: UnsafeBufferPointer<UInt8>) {
    self.tape = tape
    unsafe self.base = bytes.baseAddress.unsafelyUnwrapped
    end = bytes.count
  }

  /// A container being built; trivially copyable so the frame stack costs no reference
  /// counting, and kept in a `MoveStack`, so that updating the innermost one makes no
  /// uniqueness check, as an array's element would.
  private struct Frame {
    var isObject: Bool
    /// Where the container's elements or members start on their stack.
    var start: Int
    var remaining: Int
    /// The tape entry of the key whose value is being built.
    var keyEntry = 0
    /// Whether the scanner found a key that the object names more than once.
    var hasRepeatedKeys = false
  }

  /// Builds the value of an entry, by default the document's root.
  func build(entry root: Int = 0) throws(ScanFailure) -> JSON {
    var elements = MoveStack<JSON>()
    var members = MoveStack<JSON.Object.Member>()
    var keys = KeyStringCache(inputLength: end)
    var frames = MoveStack<Frame>()
    var entry = root
    building: while true {
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
          frames.push(Frame(isObject: false, start: elements.count, remaining: count))
          entry += 1
          continue
        }
      case .object:
        let count = tape.containerCount(entry)
        if count == 0 {
          value = .object(JSON.Object())
        } else {
          frames.push(
            Frame(
              isObject: true, start: members.count, remaining: count, keyEntry: entry + 1,
              hasRepeatedKeys: tape.hasRepeatedKeys(entry)))
          entry += 2
          continue
        }
      }
      entry += 1

      // Hand the value to its container; completed containers become values in turn.
      while frames.count > 0 {
        let top = frames.count &- 1
        if frames[top].isObject {
          addMember(consume value, keyEntry: frames[top].keyEntry, to: &members, keys: &keys)
          frames[top].remaining -= 1
          if frames[top].remaining > 0 {
            frames[top].keyEntry = entry
            entry += 1
            continue building
          }
          let frame = frames.pop()
          let object = members.popArray(from: frame.start)
          value = .object(
            JSON.Object(
              uniqueMembers: frame.hasRepeatedKeys ? Self.keepingLastValues(object) : object))
        } else {
          elements.push(consume value)
          frames[top].remaining -= 1
          if frames[top].remaining > 0 { continue building }
          value = .array(elements.popArray(from: frames.pop().start))
        }
      }
      return value
    }
  }

  @inline(__always)
  private func addMember(
    _ value: consuming JSON, keyEntry: Int, to members: inout MoveStack<JSON.Object.Member>,
    keys: inout KeyStringCache
  ) {
    let (length, escaped) = tape.stringLength(keyEntry)
    let key: String
    if escaped {
      key = string(at: keyEntry)
    } else {
      let offset = tape.offset(keyEntry)
      let start = unsafe base + offset
      key = unsafe keys.string(
        start, count: length, hash: KeyHash.quick(start, count: length, readable: end - offset))
    }
    members.push(JSON.Object.Member(key: key, value: value))
  }

  /// The members of an object that names some keys more than once, each key once: in the
  /// position of its first occurrence, with the value of its last, as `JSONSerialization`
  /// keeps them.
  private static func keepingLastValues(
    _ members: [JSON.Object.Member]
  ) -> [JSON.Object.Member] {
    // By UTF-8 text, as the scanner compares keys: String equality would also merge
    // canonically equivalent keys ("é" and "e" + U+0301), which JSON keeps apart.
    var positions: [[UInt8]: Int] = [:]
    var kept: [JSON.Object.Member] = []
    kept.reserveCapacity(members.count)
    for member in members {
      let text = Array(member.key.utf8)
      if let position = positions[text] {
        kept[position].value = member.value
      } else {
        positions[text] = kept.count
        kept.append(member)
      }
    }
    return kept
  }

  /// The string at a string entry, with escapes decoded.
  @inline(__always)
  private func string(at entry: Int) -> String {
    let (length, escaped) = tape.stringLength(entry)
    let start = unsafe base + tape.offset(entry)
    if !escaped { return unsafe ValidatedUTF8.string(start, count: length) }
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

  /// The number of slots, a power of two.
  ///
  /// 512 for a document over 8 kB, one per 32 bytes below that (at least 16), since a small
  /// document's slots would mostly stay empty. Making and freeing 512 slots costs about as
  /// much as building a small document's tree, once per line of NDJSON.
  private let slotCount: Int
  private var slots: UnsafeMutablePointer<Slot>?

  init(inputLength: Int) {
    var count = 16
    while count < 512, count * 32 < inputLength { count *= 2 }
    slotCount = count
  }

  deinit {
    if let slots = unsafe slots {
      unsafe slots.deinitialize(count: slotCount)
      unsafe slots.deallocate()
    }
  }

  @inline(__always)
  mutating func string(_ start: UnsafePointer<UInt8>, count: Int, hash: UInt64) -> String {
    let slots: UnsafeMutablePointer<Slot>
    if let existing = unsafe self.slots {
      unsafe slots = existing
    } else {
      unsafe slots = .allocate(capacity: slotCount)
      unsafe slots.initialize(repeating: Slot(), count: slotCount)
      unsafe self.slots = slots
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

  /// The element at a position, in place.
  ///
  /// - Precondition: `position < count`.
  subscript(position: Int) -> Element {
    unsafeAddress {
      assert(position >= 0 && position < count)
      return unsafe UnsafePointer(base + position)
    }
    unsafeMutableAddress {
      assert(position >= 0 && position < count)
      return unsafe base + position
    }
  }

  /// Removes the top element and returns it.
  @inline(__always)
  mutating func pop() -> Element {
    count &-= 1
    return unsafe (base + count).move()
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
    // Array literals allocate their storage in one inlined step: the pairs and triples of
    // coordinates that geometry is made of take no other path.
    switch moved {
    case 1: return unsafe [source.move()]
    case 2: return unsafe [source.move(), (source + 1).move()]
    case 3: return unsafe [source.move(), (source + 1).move(), (source + 2).move()]
    default: break
    }
    guard moved > 16 else {
      // `Array(unsafeUninitializedCapacity:)` is not inlinable and looks up generic metadata
      // on every call, which costs more than appending a few elements one by one.
      var array: [Element] = []
      array.reserveCapacity(moved)
      for offset in 0..<moved { unsafe array.append((source + offset).move()) }
      return array
    }
    // Long arrays are moved in one copy of their bytes.
    return unsafe Array(unsafeUninitializedCapacity: moved) { buffer, initialized in
      unsafe buffer.baseAddress.unsafelyUnwrapped.moveInitialize(from: source, count: moved)
      initialized = moved
    }
  }
}
