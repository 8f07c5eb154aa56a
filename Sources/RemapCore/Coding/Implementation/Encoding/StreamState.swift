//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The mutable state of a ``StreamingEncoder``: the output, the stack of open containers
/// (frames), and what is needed to find repeated keys.
///
/// Its methods never call code outside it (no `encode(to:)`, no user closures), which is what
/// makes it safe for ``StreamingEncoder`` to hold it without run-time exclusivity checks.
/// See ``StreamingEncoder`` for how frames, slots and lazy closing work.
struct StreamState: ~Copyable {
  /// An open container, or the root.
  ///
  /// Plain data, so that pushing and popping frames copies bytes only.
  struct Frame {
    enum Kind: UInt8 {
      case root, object, array
    }

    var kind: Kind
    /// Whether keys are checked for duplicates; not in dictionaries, whose keys are unique.
    var checksKeys = true
    /// Whether the slot's key is written but its value is not.
    var slotPending = false
    var serial: Int
    /// The slot whose value this container is, or 0 for a container made by
    /// `nestedContainer`.
    var owner: Int
    var count = 0
    /// The slot most recently reserved in this frame.
    var slot = 0
    /// Where this object's key hashes start in `keyHashes`.
    var keyStart: Int
    var bloomLow: UInt64 = 0
    var bloomHigh: UInt64 = 0
    /// Whether this object's key hashes are also in the last of `keySets`, as they are once
    /// it has too many keys to scan.
    var hasKeySet = false

    init(kind: Kind, serial: Int, owner: Int, keyStart: Int) {
      self.kind = kind
      self.serial = serial
      self.owner = owner
      self.keyStart = keyStart
    }
  }

  var writer = ByteWriter(capacity: 4096)
  /// The deepest open frame.
  private(set) var top = Frame(kind: .root, serial: 1, owner: 0, keyStart: 0)
  /// The open frames below ``top``, from the root.
  private var parked: [Frame] = []
  /// For each open frame, the key of its member most recently nested or given a slot.
  ///
  /// For coding paths. Kept apart from the frames so that frames stay plain data; entries
  /// above the top are stale and never read.
  private var keys: [(any CodingKey)?] = [nil]
  /// The hashes of the keys written in the open objects.
  private var keyHashes: [UInt64] = []
  /// The key hashes of the open objects with more than ``keySetThreshold`` keys, innermost
  /// last: past that, a scan of `keyHashes` per key would make a large object quadratic.
  private var keySets: [Set<UInt64>] = []
  /// Below it, the Bloom filter and a scan cost less than a `Set`: building one for every
  /// object of 33 to 40 keys (twitter's users) cost 1.4M instructions per twitter encode.
  private static let keySetThreshold = 128
  private var lastSerial = 1
  /// Whether the stream was given up, for the tree encoder to redo.
  private(set) var abandoned = false
  private var keyCache = KeyCache()

  let prettyPrinted: Bool
  let escapesSlashes: Bool
  let keyStyle: KeyStyle

  init(settings: EncodingSettings) {
    prettyPrinted = settings.prettyPrinted
    escapesSlashes = settings.escapesSlashes
    keyStyle = settings.keyStyle
  }

  /// The index of the top frame.
  var topIndex: Int { parked.count }

  /// Gives up the stream: the encode call will be redone by the tree encoder.
  mutating func abandon() {
    abandoned = true
  }

  // MARK: - Frames

  private func frame(at index: Int) -> Frame {
    index == parked.count ? top : parked[index]
  }

  /// Makes the frame `index` the top one again, closing the frames above it; `false`, having
  /// abandoned the stream, when that frame is no longer open.
  private mutating func resume(frame index: Int, serial: Int) -> Bool {
    guard !abandoned else { return false }
    guard index >= 0, index <= parked.count, frame(at: index).serial == serial else {
      abandon()
      return false
    }
    while parked.count > index { closeTop() }
    if top.slotPending {
      // An encoder given out for this slot, such as a `superEncoder()`, wrote nothing yet.
      writer.write("{}")
      top.slotPending = false
    }
    return true
  }

  private mutating func closeTop() {
    if top.slotPending { writer.write("{}") }
    if prettyPrinted && top.count > 0 { newline(depth: parked.count - 1) }
    writer.write(top.kind == .array ? UInt8(ascii: "]") : UInt8(ascii: "}"))
    let hashes = keyHashes.count - top.keyStart
    if hashes > 0 { keyHashes.removeLast(hashes) }
    if top.hasKeySet { keySets.removeLast() }
    top = parked.removeLast()
  }

  /// Closes every open container.
  mutating func closeAll() {
    while !parked.isEmpty { closeTop() }
  }

  /// Opens a container, writing its `{` or `[`.
  private mutating func push(_ kind: Frame.Kind, owner: Int) -> (frame: Int, serial: Int) {
    writer.write(kind == .array ? UInt8(ascii: "[") : UInt8(ascii: "{"))
    lastSerial &+= 1
    parked.append(top)
    top = Frame(kind: kind, serial: lastSerial, owner: owner, keyStart: keyHashes.count)
    if keys.count <= parked.count { keys.append(nil) }
    return (parked.count, lastSerial)
  }

  mutating func newline(depth: Int) {
    writer.write(UInt8(ascii: "\n"))
    writer.write(repeating: UInt8(ascii: " "), count: 2 &* depth)
  }

  // MARK: - Members and elements

  /// Starts a member of the object at `index`: writes the separator and the key.
  ///
  /// Returns `false`, having written nothing, when the stream is abandoned.
  @inline(__always)
  mutating func beginMember(
    frame index: Int, serial: Int, key: String, converting: Bool = true
  ) -> Bool {
    guard beginKey(frame: index, serial: serial) else { return false }
    let hash: UInt64
    if !converting || keyStyle == .unchanged {
      hash = writer.writeKey(key, escapingSlashes: escapesSlashes)
    } else {
      hash = writer.writeKey(keyCache.key(key, style: keyStyle), escapingSlashes: escapesSlashes)
    }
    return endKey(hash: hash)
  }

  /// ``beginMember(frame:serial:key:converting:)`` for a key given as UTF-8, such as a
  /// `StaticString` of ``Mappable`` code.
  @inline(__always)
  mutating func beginMember(
    frame index: Int, serial: Int, utf8 key: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard beginKey(frame: index, serial: serial) else { return false }
    let hash: UInt64
    if keyStyle == .unchanged {
      hash = unsafe writer.writeKey(utf8: key, escapingSlashes: escapesSlashes)
    } else {
      let converted = keyCache.key(unsafe String(decoding: key, as: UTF8.self), style: keyStyle)
      hash = writer.writeKey(converted, escapingSlashes: escapesSlashes)
    }
    return endKey(hash: hash)
  }

  /// Resumes the frame if needed and writes the separator before a key; `false` when the
  /// stream is abandoned.
  @inline(__always)
  private mutating func beginKey(frame index: Int, serial: Int) -> Bool {
    if top.serial != serial || top.slotPending {
      guard resume(frame: index, serial: serial) else { return false }
    }
    let count = top.count
    top.count = count &+ 1
    if count > 0 { writer.write(UInt8(ascii: ",")) }
    if prettyPrinted { newline(depth: parked.count) }
    return true
  }

  /// Writes the colon after a key whose hash is `hash`; abandons the stream, returning
  /// `false`, when the object already has the key.
  @inline(__always)
  private mutating func endKey(hash: UInt64) -> Bool {
    if prettyPrinted {
      writer.write(": ")
    } else {
      writer.write(UInt8(ascii: ":"))
    }
    if top.checksKeys && isDuplicate(hash) {
      abandon()
      return false
    }
    return true
  }

  /// Starts an element of the array at `index`: writes the separator.
  ///
  /// Returns `false`, having written nothing, when the stream is abandoned.
  @inline(__always)
  mutating func beginElement(frame index: Int, serial: Int) -> Bool {
    if top.serial != serial || top.slotPending {
      guard resume(frame: index, serial: serial) else { return false }
    }
    let count = top.count
    top.count = count &+ 1
    if count > 0 { writer.write(UInt8(ascii: ",")) }
    if prettyPrinted { newline(depth: parked.count) }
    return true
  }

  /// Whether the top object already has a key with this hash; records it if not.
  private mutating func isDuplicate(_ hash: UInt64) -> Bool {
    if top.hasKeySet {
      return !keySets[keySets.count &- 1].insert(hash).inserted
    }
    let first = hash >> 57
    let second = (hash >> 50) & 127
    let one: UInt64 = 1
    let low = (first < 64 ? one << first : 0) | (second < 64 ? one << second : 0)
    let high =
      (first >= 64 ? one << (first &- 64) : 0) | (second >= 64 ? one << (second &- 64) : 0)
    if top.bloomLow & low == low && top.bloomHigh & high == high {
      for position in top.keyStart..<keyHashes.count where keyHashes[position] == hash {
        return true
      }
    }
    top.bloomLow |= low
    top.bloomHigh |= high
    keyHashes.append(hash)
    if keyHashes.count &- top.keyStart > Self.keySetThreshold {
      keySets.append(Set(keyHashes[top.keyStart...]))
      top.hasKeySet = true
    }
    return false
  }

  /// Opens a container for a member just begun, as `nestedContainer` does.
  mutating func openNested(_ kind: Frame.Kind, key: any CodingKey) -> (frame: Int, serial: Int) {
    keys[parked.count] = key
    return push(kind, owner: 0)
  }

  /// Opens an object for a dictionary whose keys are written as they are.
  mutating func openDictionary() -> (frame: Int, serial: Int) {
    let opened = push(.object, owner: 0)
    top.checksKeys = false
    return opened
  }

  // MARK: - Slots

  /// Reserves a slot in the top frame for the member just begun, whose key (for coding
  /// paths) is `key`; with no key, for the value of the slot that the top frame's last key
  /// already names.
  mutating func reserveSlot(key: (any CodingKey)?) -> Int {
    lastSerial &+= 1
    top.slot = lastSerial
    top.slotPending = true
    if let key { keys[parked.count] = key }
    return lastSerial
  }

  /// Reserves the root slot, for the top-level value.
  mutating func reserveRootSlot() -> Int {
    lastSerial &+= 1
    top.slot = lastSerial
    top.slotPending = true
    return lastSerial
  }

  /// Whether the top-level value is still missing.
  var rootIsEmpty: Bool { parked.isEmpty && top.slotPending }

  /// Writes `{}` for a slot whose value wrote nothing, as `JSONEncoder` does; at the root,
  /// that is left for the caller to report.
  mutating func finishSlot(_ slot: Int) {
    if top.slot == slot && top.slotPending && top.kind != .root {
      writer.write("{}")
      top.slotPending = false
    }
  }

  /// Opens the container that fills a slot, or returns the one that already fills it.
  mutating func openContainer(_ kind: Frame.Kind, slot: Int, frame: Int) -> (
    frame: Int, serial: Int
  ) {
    if top.slotPending && top.slot == slot {
      top.slotPending = false
      return push(kind, owner: slot)
    }
    let index = frame + 1
    if !abandoned && index >= 1 && index <= parked.count {
      let existing = self.frame(at: index)
      if existing.owner == slot && existing.kind == kind { return (index, existing.serial) }
    }
    abandon()
    return (-1, 0)
  }

  /// Claims a slot for a single value; `false`, having abandoned the stream, when the slot is
  /// already filled.
  mutating func beginSingleValue(slot: Int) -> Bool {
    if top.slotPending && top.slot == slot {
      top.slotPending = false
      return true
    }
    abandon()
    return false
  }

  /// Gives a slot claimed by ``beginSingleValue(slot:)`` back, for a value that fills it
  /// through its own encoder.
  mutating func reopenSingleValue(slot: Int) {
    top.slotPending = true
  }

  // MARK: - Coding paths

  private func component(_ index: Int) -> any CodingKey {
    keys[index] ?? IndexKey(max(frame(at: index).count - 1, 0))
  }

  /// The keys that lead to frame `end`'s slot (`through`) or to frame `end` itself.
  private func path(to end: Int, through: Bool) -> [any CodingKey] {
    var path: [any CodingKey] = []
    var index = 1
    while index < end || through && index == end {
      path.append(component(index))
      index += 1
    }
    return path
  }

  /// The coding path of the container at the top.
  func topPath() -> [any CodingKey] {
    path(to: parked.count, through: false)
  }

  /// The coding path of a member just begun in the top frame, or with no key, of the value
  /// of the top frame's slot; empty for the root's value.
  func path(toMember key: (any CodingKey)?) -> [any CodingKey] {
    guard !parked.isEmpty else { return [] }
    guard let key else { return path(to: parked.count, through: true) }
    return topPath() + [key]
  }

  /// The coding path of a container; `nil` when the container is closed.
  func codingPath(ofFrame index: Int, serial: Int) -> [any CodingKey]? {
    guard index >= 1, index <= parked.count, frame(at: index).serial == serial else {
      return nil
    }
    return path(to: index, through: false)
  }

  /// The coding path of a slot's value; `nil` when the frame has moved on.
  func codingPath(forSlot slot: Int, frame index: Int) -> [any CodingKey]? {
    guard index >= 0, index <= parked.count, frame(at: index).slot == slot else { return nil }
    return path(to: index, through: true)
  }

  /// The number of elements written into a container; `nil` when the container is closed.
  func count(ofFrame index: Int, serial: Int) -> Int? {
    guard index >= 1, index <= parked.count, frame(at: index).serial == serial else {
      return nil
    }
    return frame(at: index).count
  }

  /// The index of the element most recently begun in the top frame.
  var lastElementIndex: Int { top.count &- 1 }
}
