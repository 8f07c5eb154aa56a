//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Builds the `JSON` tree while the scanner reads the text, with no tape in between.
///
/// Finished values wait on a stack, and an object's keys on one of their own; when a
/// container closes, its values (and keys) are moved, not copied, from the top of the stacks
/// into its array or its object's storage, in one allocation. A container's handle is its
/// frame's position on the stack of open containers.
///
/// Scanning to a tape and building from it wrote and read sixteen bytes a value in between,
/// and dispatched on every value twice; this is one pass (issue 19). The tree is the one
/// `JSONTreeBuilder` builds from the tape of the same text: the same number forms, key
/// strings and, for repeated keys, the first position with the last value.
///
/// A small container or a long string that repeats an earlier one of the document shares
/// its storage (`RepeatedContainerCache`, and `KeyStringCache` for string values): the tree
/// is the same value, in less memory and fewer allocations.
///
/// `@safe`: it reads only the bytes of strings and keys the scanner validated.
@safe
struct JSONTreeSink: ~Copyable {
  /// An open container.
  struct Frame {
    var isObject: Bool
    /// Whether the object names a key more than once.
    var hasRepeatedKeys = false
    /// Where the container's values start on their stack.
    var valueStart: Int
    /// Where the object's keys start on their stack.
    var keyStart: Int
    /// Where its bracket is, for an error about its size.
    var offset: Int
  }

  /// What one parse hands the next through a workspace: the stacks, empty, and the slots
  /// of the key strings.
  ///
  /// Allocating them for each document cost more than building a small one's tree, and the
  /// first large allocation of a parse made the allocator consolidate the blocks that the
  /// tree before it freed.
  struct Buffers: ~Copyable {
    var values = MoveStack<JSON>()
    var keys = MoveStack<String>()
    var frames = MoveStack<Frame>()
    var keyStrings = KeyStringCache(inputLength: 0)
    var containers = RepeatedContainerCache()
    /// Long string values by their bytes: a document repeats its URLs, names and dates.
    var valueStrings = KeyStringCache(inputLength: 0)
    var valueStringThrottle = SharingThrottle()

    /// The most values, keys or open containers whose stack a workspace keeps: the stacks
    /// of a huge array are not kept for the small documents after it.
    static var keptCapacity: Int { 1 << 14 }
  }

  private let base: UnsafePointer<UInt8>
  private let options: JSONReadingOptions
  private var buffers: Buffers
  private var repeatedKeys = RepeatedKeyFinder()
  private let workspace: JSONScanner.Workspace?

  /// A sink for the text of `end` bytes at `base`.
  init(
    base: UnsafePointer<UInt8>, end: Int, options: JSONReadingOptions,
    workspace: JSONScanner.Workspace?
  ) {
    unsafe self.base = base
    self.options = options
    self.workspace = workspace
    buffers = workspace?.treeBuffers.take() ?? Buffers()
    buffers.keyStrings.reset(inputLength: end)
    buffers.containers.reset(inputLength: end)
    buffers.valueStrings.reset(inputLength: end)
    buffers.valueStringThrottle = SharingThrottle()
    if let workspace {
      swap(&repeatedKeys, &workspace.repeatedKeys)
      repeatedKeys.reset()
    }
  }

  /// The tree of a complete scan.
  consuming func tree() -> JSON {
    let tree = buffers.values.pop()
    giveBack()
    return tree
  }

  /// Ends a failed scan, freeing the values built so far.
  consuming func discard() {
    buffers.values.removeAll()
    buffers.keys.removeAll()
    buffers.frames.removeAll()
    giveBack()
  }

  /// Gives the repeated-key finder and the buffers, empty, back to the workspace they came
  /// from, if any.
  private consuming func giveBack() {
    buffers.containers.removeAll()
    buffers.valueStrings.removeAll()
    guard let workspace else { return }
    swap(&repeatedKeys, &workspace.repeatedKeys)
    let buffers = buffers
    if buffers.values.capacity <= Buffers.keptCapacity
      && buffers.keys.capacity <= Buffers.keptCapacity
      && buffers.frames.capacity <= Buffers.keptCapacity
    {
      workspace.treeBuffers = consume buffers
    }
  }
}

extension JSONTreeSink: JSONScanSink {
  @inline(__always)
  mutating func openContainer(isObject: Bool, at offset: Int) throws(ScanFailure) -> Int {
    let frame = buffers.frames.count
    buffers.frames.push(
      Frame(
        isObject: isObject, valueStart: buffers.values.count, keyStart: buffers.keys.count,
        offset: offset))
    if isObject { repeatedKeys.openObject(frame) }
    return frame
  }

  @inline(__always)
  func isObject(_ container: Int) -> Bool {
    container >= 0 && buffers.frames[container].isObject
  }

  @inline(__always)
  mutating func countElement(of container: Int) {
    // The stacks count: a container's size is read at its end.
  }

  @inline(__always)
  mutating func closeContainer(_ container: Int, isObject: Bool) throws(ScanFailure) {
    let frame = buffers.frames.pop()
    let elements = buffers.values.count &- frame.valueStart
    if elements > (isObject ? options.maximumObjectMembers : options.maximumArrayElements) {
      throw containerTooLarge(elements: elements, isObject: isObject, at: frame.offset)
    }
    // A container that repeats an earlier one shares its storage.
    if elements <= RepeatedContainerCache.maximumElements && !frame.hasRepeatedKeys
      && buffers.containers.shouldLookUp()
    {
      let values = unsafe buffers.values.baseAddress + frame.valueStart
      let keys = unsafe isObject ? UnsafePointer(buffers.keys.baseAddress + frame.keyStart) : nil
      let (shared, hash) = unsafe buffers.containers.match(
        values: values, keys: keys, count: elements)
      if let shared {
        // The repeat's own elements go: most hold no reference, and those that do are
        // shared too, or long strings.
        let values = unsafe buffers.values.popUninitialized(from: frame.valueStart)
        for position in 0..<elements where unsafe values[position].holdsReference {
          _ = unsafe (values + position).move()
        }
        if isObject {
          let keys = unsafe buffers.keys.popUninitialized(from: frame.keyStart)
          for position in 0..<elements where unsafe !ValidatedUTF8.isImmortal(keys + position) {
            _ = unsafe (keys + position).move()
          }
          repeatedKeys.closeObject()
        }
        buffers.values.push(shared)
        return
      }
      let container = makeContainer(from: frame, elements: elements, isObject: isObject)
      buffers.containers.remember(container, hash: hash)
      buffers.values.push(container)
      return
    }
    buffers.values.push(makeContainer(from: frame, elements: elements, isObject: isObject))
  }

  /// The array or object of the values (and keys) from `frame`'s to the top of the stacks,
  /// moved off them.
  @inline(__always)
  private mutating func makeContainer(from frame: Frame, elements: Int, isObject: Bool) -> JSON {
    guard isObject else {
      return .array(buffers.values.popArray(from: frame.valueStart))
    }
    repeatedKeys.closeObject()
    // Each key and its value, moved into the storage as a member.
    let storage = JSON.Object.Storage.make(capacity: elements)
    let members = unsafe storage.members
    let keySource = unsafe buffers.keys.popUninitialized(from: frame.keyStart)
    let valueSource = unsafe buffers.values.popUninitialized(from: frame.valueStart)
    for index in 0..<elements {
      unsafe (members + index).initialize(
        to: JSON.Object.Member(
          key: (keySource + index).move(), value: (valueSource + index).move()))
    }
    storage.count = elements
    if frame.hasRepeatedKeys {
      return .object(JSON.Object(storage: JSONTreeBuilder.keepingLastValues(storage)))
    }
    return .object(JSON.Object(storage: storage))
  }

  /// The longest string value (in bytes of its text) looked up to share: longer ones rarely
  /// repeat, and a slot keeps its string until the end of the parse.
  static var longestSharedString: Int { 1024 }

  @inline(never)
  private func containerTooLarge(elements: Int, isObject: Bool, at offset: Int) -> ScanFailure {
    .containerTooLarge(isObject: isObject, elements: elements, options: options, offset: offset)
  }

  @inline(__always)
  mutating func closeEmptyContainer(_ container: Int, isObject: Bool) {
    _ = buffers.frames.pop()
    if isObject {
      repeatedKeys.closeObject()
      buffers.values.push(.object(JSON.Object()))
    } else {
      buffers.values.push(.array([]))
    }
  }

  @inline(__always)
  mutating func appendString(start: Int, length: Int, escaped: Bool) throws(ScanFailure) {
    // A long string is looked up by its bytes, so that a repeat shares the first one's
    // storage, and the containers that hold them can be shared in turn.
    if length > 15 && length <= Self.longestSharedString
      && RepresentationBits.isAvailable && buffers.valueStringThrottle.shouldLookUp()
    {
      let pointer = unsafe base + start
      let first = unsafe UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self)
      let last = unsafe UnsafeRawPointer(pointer + (length &- 8)).loadUnaligned(as: UInt64.self)
      var hash =
        (first ^ (last << 31 | last >> 33) ^ UInt64(truncatingIfNeeded: length))
        &* 0x9E37_79B9_7F4A_7C15
      hash ^= hash >> 32
      let (string, found) = unsafe buffers.valueStrings.lookUp(
        pointer, count: length, hash: hash, escaped: escaped)
      buffers.valueStringThrottle.record(hit: found)
      buffers.values.push(.string(string))
      return
    }
    if escaped {
      buffers.values.push(.string(decode(start: start, length: length)))
    } else {
      buffers.values.push(.string(unsafe ValidatedUTF8.string(base + start, count: length)))
    }
  }

  @inline(__always)
  mutating func appendKey(
    start: Int, length: Int, escaped: Bool, hash: UInt64
  ) throws(ScanFailure) {
    if escaped {
      buffers.keys.push(decode(start: start, length: length))
    } else {
      let pointer = unsafe base + start
      #if _pointerBitWidth(_64) && _endian(little)
        // A short key is made in place, cheaper than looking it up.
        if length <= 15 {
          buffers.keys.push(unsafe ValidatedUTF8.string(pointer, count: length))
        } else {
          buffers.keys.push(unsafe buffers.keyStrings.string(pointer, count: length, hash: hash))
        }
      #else
        buffers.keys.push(unsafe buffers.keyStrings.string(pointer, count: length, hash: hash))
      #endif
    }
    if !repeatedKeys.recordIfNew(hash: hash, entry: buffers.keys.count &- 1) {
      try noteKeySlowly(buffers.keys.count &- 1, hash: hash, keyStart: start)
    }
  }

  @inline(__always)
  mutating func appendLiteral(_ kind: TapeKind, at offset: Int) throws(ScanFailure) {
    switch kind {
    case .true: buffers.values.push(.bool(true))
    case .false: buffers.values.push(.bool(false))
    default: buffers.values.push(.null)
    }
  }

  @inline(__always)
  mutating func appendNumber(_ number: ShortNumber, start: Int) throws(ScanFailure) {
    // As the tape's entry: an integer of at most 15 digits, or with a fraction, an exponent
    // or as `-0` (which only a decimal keeps), a decimal.
    if number.decimalFlag == 0 && (number.minusFlag == 0 || number.significand != 0) {
      let magnitude = Int64(bitPattern: number.significand)
      buffers.values.push(
        .number(JSON.Number(storage: .int(number.minusFlag != 0 ? 0 &- magnitude : magnitude))))
    } else {
      buffers.values.push(
        .number(
          JSON.Number(
            storage: .decimal(
              significand: number.significand,
              exponent: Int32(truncatingIfNeeded: number.exponent),
              negative: number.minusFlag != 0))))
    }
  }

  @inline(__always)
  mutating func appendNumber(
    _ token: NumberToken, from start: Int, to stop: Int
  ) throws(ScanFailure) {
    switch token.kind {
    case .int:
      buffers.values.push(.number(JSON.Number(storage: .int(Int64(bitPattern: token.bits)))))
    case .uint:
      buffers.values.push(.number(JSON.Number(storage: .uint(token.bits))))
    case .decimal where token.exponent >= Int16.min && token.exponent <= Int16.max:
      // As the tape, whose decimal entries hold the exponent in 16 bits: others keep their
      // text.
      buffers.values.push(
        .number(
          JSON.Number(
            storage: .decimal(
              significand: token.bits, exponent: token.exponent, negative: token.negative))))
    case .decimal, .text:
      buffers.values.push(textNumber(from: start, to: stop))
    }
  }

  @inline(never)
  private func textNumber(from start: Int, to stop: Int) -> JSON {
    let text = unsafe String(
      decoding: UnsafeBufferPointer(start: base + start, count: stop &- start), as: UTF8.self)
    return .number(JSON.Number(storage: .text(text)))
  }

  /// The text of a string with escapes, decoded; out of line, as escapes are rare.
  @inline(never)
  private func decode(start: Int, length: Int) -> String {
    unsafe JSONStringDecoder.decode(base + start, count: length)
  }
}

// MARK: - Repeated keys

extension JSONTreeSink {
  /// Records a key that may repeat an earlier one of its object: rejects it, or marks its
  /// object to keep the first position and the last value, as the options say.
  @inline(never)
  private mutating func noteKeySlowly(
    _ position: Int, hash: UInt64, keyStart: Int
  ) throws(ScanFailure) {
    // By UTF-8 text, as the tape compares keys: `String` equality would also merge
    // canonically equivalent keys ("é" and "e" + U+0301), which JSON keeps apart.
    let keys = unsafe buffers.keys.baseAddress
    let earlier = repeatedKeys.recordSlowly(
      hash: hash, entry: position,
      sameKey: { earlier in unsafe keys[earlier].utf8.elementsEqual(keys[position].utf8) },
      text: { position in unsafe keys[position] })
    guard earlier != nil else { return }
    if options.duplicateKeys == .reject {
      throw .duplicateKey(unsafe keys[position], keyStart: keyStart)
    }
    buffers.frames[repeatedKeys.innermostObject].hasRepeatedKeys = true
  }
}
