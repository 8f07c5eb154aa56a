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
/// Iterative, like the scanner: the innermost open container reads its children in a loop,
/// and a child container that holds containers of its own opens a frame and is read the same
/// way. Finished children wait on flat stacks; when a container completes, its elements are
/// moved (not copied) from the top of its stack into the new array in one step, so building
/// costs one allocation per container and no reference counting traffic for the elements.
///
/// A container whose children are all scalars or empty (the tape says so: its end entry is
/// one past its last child) is built straight into its array, with no frame and no stack: most
/// containers are such leaves, the coordinate pairs of geometry and the small objects of API
/// responses alike.
/// `@safe`: it reads only entries of its tape and the bytes they point at.
@safe
struct JSONTreeBuilder {
  /// The tape's entries, read without retaining the tape (see `JSONTape.Entries`).
  private let tape: JSONTape.Entries
  /// The tape itself, which the builder holds so that its entries stay valid.
  private let owner: JSONTape
  private let base: UnsafePointer<UInt8>

  /// The number of input bytes, which key hashing may read up to.
  private let end: Int

  /// Creates a builder over a tape and the bytes it was scanned from.
  init(tape: JSONTape, bytes: UnsafeBufferPointer<UInt8>) {
    self.tape = tape.entries
    owner = tape
    unsafe self.base = bytes.baseAddress.unsafelyUnwrapped
    end = bytes.count
  }

  /// The number of input bytes from the container at `entry` to the value after it, or to
  /// the end of the input.
  private func textLength(of entry: Int) -> Int {
    let after = tape.containerEnd(entry)
    let stop = after < tape.count ? tape.offset(after) : end
    return stop &- tape.offset(entry)
  }

  /// A container being built; trivially copyable so the frame stack costs no reference
  /// counting, and kept in a `MoveStack`, so that updating the innermost one makes no
  /// uniqueness check, as an array's element would.
  private struct Frame {
    var isObject: Bool
    /// Whether the scanner found a key that the object names more than once.
    var hasRepeatedKeys: Bool
    /// Where the container's elements or members start on their stack.
    var start: Int
    /// The children not read yet.
    var remaining: Int
    /// For an object, the tape entry of the key whose value is being built.
    var keyEntry = 0
  }

  /// Builds the value of an entry, by default the document's root.
  func build(entry root: Int = 0) -> JSON {
    guard tape.kind(root).isContainer else { return scalar(at: root) }
    // Slots for the value's own text, not the document's: a `JSON` property of each element
    // of a large array would otherwise allocate and clear the table of the whole document.
    var keys = KeyStringCache(inputLength: textLength(of: root))
    if let leaf = leaf(at: root, keys: &keys) { return leaf }
    var elements = MoveStack<JSON>()
    var members = MoveStack<JSON.Object.Member>()
    var frames = MoveStack<Frame>()
    open(root, frames: &frames, elements: &elements, members: &members)
    // The next entry to read: in an object, a key.
    var entry = root &+ 1
    building: while true {
      let top = frames.count &- 1
      let completed: JSON
      if frames[top].isObject {
        var remaining = frames[top].remaining
        while remaining > 0 {
          let valueEntry = entry &+ 1
          remaining &-= 1
          let value: JSON
          if tape.kind(valueEntry).isContainer {
            if let leaf = leaf(at: valueEntry, keys: &keys) {
              value = consume leaf
              entry = tape.containerEnd(valueEntry)
            } else {
              frames[top].remaining = remaining
              frames[top].keyEntry = entry
              open(valueEntry, frames: &frames, elements: &elements, members: &members)
              entry = valueEntry &+ 1
              continue building
            }
          } else {
            value = scalar(at: valueEntry)
            entry = valueEntry &+ 1
          }
          members.push(member(keyEntry: valueEntry &- 1, consume value, keys: &keys))
        }
        let frame = frames.pop()
        completed = .object(object(members.popStorage(from: frame.start), frame.hasRepeatedKeys))
      } else {
        var remaining = frames[top].remaining
        while remaining > 0 {
          remaining &-= 1
          if tape.kind(entry).isContainer {
            if let leaf = leaf(at: entry, keys: &keys) {
              elements.push(consume leaf)
              entry = tape.containerEnd(entry)
            } else {
              frames[top].remaining = remaining
              open(entry, frames: &frames, elements: &elements, members: &members)
              entry &+= 1
              continue building
            }
          } else {
            elements.push(scalar(at: entry))
            entry &+= 1
          }
        }
        completed = .array(elements.popArray(from: frames.pop().start))
      }
      // Hand the completed container to its parent, whose loop then goes on.
      guard frames.count > 0 else { return completed }
      let parent = frames.count &- 1
      if frames[parent].isObject {
        members.push(member(keyEntry: frames[parent].keyEntry, consume completed, keys: &keys))
      } else {
        elements.push(consume completed)
      }
    }
  }

  /// Opens a container that holds containers: a frame for it, and room for its children.
  @inline(__always)
  private func open(
    _ entry: Int, frames: inout MoveStack<Frame>, elements: inout MoveStack<JSON>,
    members: inout MoveStack<JSON.Object.Member>
  ) {
    let isObject = tape.kind(entry) == .object
    let count = tape.containerCount(entry)
    // Room for all the children at once: a large array's stack then grows once, not by
    // doubling, each step a fresh block (past glibc's mmap threshold, fresh pages to fault).
    if isObject { members.reserve(count) } else { elements.reserve(count) }
    frames.push(
      Frame(
        isObject: isObject, hasRepeatedKeys: isObject && tape.hasRepeatedKeys(entry),
        start: isObject ? members.count : elements.count, remaining: count))
  }

  /// The value of an entry without children: a scalar, or an empty array or object.
  @inline(__always)
  private func scalar(at entry: Int) -> JSON {
    switch tape.kind(entry) {
    case .null: return .null
    case .true: return .bool(true)
    case .false: return .bool(false)
    case .string: return .string(string(at: entry))
    case .int: return .number(JSON.Number(storage: .int(Int64(bitPattern: tape.payload(entry)))))
    case .uint: return .number(JSON.Number(storage: .uint(tape.payload(entry))))
    case .decimal, .negativeDecimal:
      return .number(
        JSON.Number(
          storage: .decimal(
            significand: tape.payload(entry), exponent: tape.decimalExponent(entry),
            negative: tape.kind(entry) == .negativeDecimal)))
    case .textNumber: return textNumber(at: entry)
    // A container that is one entry long is empty: where the tape shows that every child of
    // a container is one entry, empty containers among them are read here.
    case .array: return .array([])
    case .object: return .object(JSON.Object())
    }
  }

  @inline(never)
  private func textNumber(at entry: Int) -> JSON {
    let text = unsafe String(
      decoding: UnsafeBufferPointer(
        start: base + tape.offset(entry), count: Int(tape.payload(entry))),
      as: UTF8.self)
    return .number(JSON.Number(storage: .text(text)))
  }

  /// The container at an entry when none of its children is a container (an empty one
  /// included), built in one step; `nil` when it holds containers.
  @inline(__always)
  private func leaf(at entry: Int, keys: inout KeyStringCache) -> JSON? {
    let count = tape.containerCount(entry)
    let first = entry &+ 1
    if tape.kind(entry) == .array {
      // Each child is one entry exactly when none is a container.
      guard tape.containerEnd(entry) == first &+ count else { return nil }
      // Array literals allocate their storage in one inlined step: the pairs and triples of
      // coordinates that geometry is made of take no other path.
      switch count {
      case 0: return .array([])
      case 1: return .array([scalar(at: first)])
      case 2: return .array([scalar(at: first), scalar(at: first &+ 1)])
      case 3: return .array([scalar(at: first), scalar(at: first &+ 1), scalar(at: first &+ 2)])
      default: return .array(scalars(from: first, count: count))
      }
    }
    guard tape.containerEnd(entry) == first &+ 2 &* count else { return nil }
    guard count > 0 else { return .object(JSON.Object()) }
    let members = JSON.Object.Storage.make(count: count) { index in
      let key = first &+ 2 &* index
      return member(keyEntry: key, scalar(at: key &+ 1), keys: &keys)
    }
    return .object(object(members, tape.hasRepeatedKeys(entry)))
  }

  /// The array of `count` scalar entries from `first`.
  private func scalars(from first: Int, count: Int) -> [JSON] {
    guard count > 16 else {
      // `Array(unsafeUninitializedCapacity:)` is not inlinable and looks up generic metadata
      // on every call, which costs more than appending a few elements one by one.
      var array: [JSON] = []
      array.reserveCapacity(count)
      for entry in first..<(first &+ count) { array.append(scalar(at: entry)) }
      return array
    }
    return unsafe Array(unsafeUninitializedCapacity: count) { buffer, initialized in
      let elements = unsafe buffer.baseAddress.unsafelyUnwrapped
      for index in 0..<count {
        unsafe (elements + index).initialize(to: scalar(at: first &+ index))
      }
      initialized = count
    }
  }

  /// An object of members read in order, its repeated keys resolved.
  ///
  /// The members are taken, not copied: the object holds the storage as it was built.
  @inline(__always)
  private func object(
    _ members: consuming JSON.Object.Storage, _ hasRepeatedKeys: Bool
  ) -> JSON.Object {
    if hasRepeatedKeys { return JSON.Object(storage: Self.keepingLastValues(members)) }
    return JSON.Object(storage: members)
  }

  @inline(__always)
  private func member(
    keyEntry: Int, _ value: consuming JSON, keys: inout KeyStringCache
  ) -> JSON.Object.Member {
    let (length, escaped) = tape.stringLength(keyEntry)
    let key: String
    if escaped {
      key = string(at: keyEntry)
    } else {
      let offset = tape.offset(keyEntry)
      let start = unsafe base + offset
      #if _pointerBitWidth(_64) && _endian(little)
        // A short key is made in place, cheaper than looking it up.
        if length <= 15 {
          return JSON.Object.Member(
            key: unsafe ValidatedUTF8.string(start, count: length), value: consume value)
        }
      #endif
      key = unsafe keys.string(
        start, count: length, hash: KeyHash.quick(start, count: length, readable: end - offset))
    }
    return JSON.Object.Member(key: key, value: consume value)
  }

  /// The members of an object that names some keys more than once, each key once: in the
  /// position of its first occurrence, with the value of its last, as `JSONSerialization`
  /// keeps them.
  static func keepingLastValues(
    _ members: JSON.Object.Storage
  ) -> JSON.Object.Storage {
    // By UTF-8 text, as the scanner compares keys: String equality would also merge
    // canonically equivalent keys ("é" and "e" + U+0301), which JSON keeps apart.
    var positions: [[UInt8]: Int] = [:]
    let count = members.count
    let kept = JSON.Object.Storage.make(capacity: count)
    let source = unsafe members.members
    for index in 0..<count {
      let member = unsafe source[index]
      let text = Array(member.key.utf8)
      if let position = positions[text] {
        unsafe kept.members[position].value = member.value
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

extension TapeKind {
  /// Whether entries of this kind are arrays or objects.
  fileprivate var isContainer: Bool { self == .array || self == .object }
}
