//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Writes what the scanner reads as tape entries (the format is in JSONTape.swift).
///
/// A container's handle is its tape entry. Its words come from a workspace's spare words
/// when there are some, and go back to it when the scan fails.
///
/// `@safe`: every write of `words` is guarded by `capacity`, every read of `base` by the
/// key lengths the scanner validated.
@safe
struct JSONTapeSink: ~Copyable {
  private let base: UnsafePointer<UInt8>
  private let options: JSONReadingOptions
  private var words: UnsafeMutablePointer<UInt64>
  private var count = 0
  private var capacity: Int
  private var repeatedKeys = RepeatedKeyFinder()
  private let workspace: JSONScanner.Workspace?

  /// A sink for the text of `end` bytes at `base`, or for the one value at its start.
  init(
    base: UnsafePointer<UInt8>, end: Int, options: JSONReadingOptions,
    workspace: JSONScanner.Workspace?, readsOneValue: Bool
  ) {
    unsafe self.base = base
    self.options = options
    self.workspace = workspace
    // About one entry per six bytes of typical JSON; the tape grows when needed. A value
    // at the start of a larger window is sized as a small document.
    let wanted = max(16, (readsOneValue ? min(end, 1 << 12) : end) / 6)
    let spare = unsafe workspace?.spareWords
    unsafe workspace?.spareWords = nil
    if let spare = unsafe spare, unsafe spare.capacity <= max(8 * wanted, Self.keptCapacity) {
      capacity = unsafe spare.capacity
      unsafe words = spare.words
    } else {
      // Words far larger than this document needs (left by a huge element of a stream) are
      // not kept for the small ones after it.
      if let spare = unsafe spare { unsafe spare.words.deallocate() }
      capacity = wanted
      unsafe words = .allocate(capacity: 2 * capacity)
    }
    if let workspace {
      swap(&repeatedKeys, &workspace.repeatedKeys)
      repeatedKeys.reset()
    }
  }

  /// The capacity of spare words (1 MiB of them) that a workspace keeps whatever the
  /// size of the document.
  static var keptCapacity: Int { 1 << 16 }

  /// The tape of a complete scan, which ended at `offset`: its entries, then an empty
  /// object, an empty array and a `null` for readers that need such a value where the
  /// document has none (see `JSONTape`).
  consuming func tape(endingAt offset: Int) throws(ScanFailure) -> JSONTape {
    do {
      try append(.object, offset: offset, payload: UInt64(count + 1))
      try append(.array, offset: offset, payload: UInt64(count + 1))
      try append(.null, offset: offset, payload: 0)
    } catch {
      discard()
      throw error
    }
    returnRepeatedKeyFinder()
    return unsafe JSONTape(
      words: words, count: count - JSONTape.syntheticEntryCount, capacity: capacity,
      workspace: workspace)
  }

  /// Frees the words of a failed scan, or gives them to the workspace for the next scan,
  /// as a freed tape's are.
  consuming func discard() {
    returnRepeatedKeyFinder()
    if let workspace, unsafe workspace.spareWords == nil {
      unsafe workspace.spareWords = (words, capacity)
    } else {
      unsafe words.deallocate()
    }
  }

  /// Gives the repeated-key finder back to the workspace it came from, if any.
  private mutating func returnRepeatedKeyFinder() {
    if let workspace { swap(&repeatedKeys, &workspace.repeatedKeys) }
  }

  // MARK: - Entries

  @inline(__always)
  private mutating func append(
    _ kind: TapeKind, offset: Int, payload: UInt64
  ) throws(ScanFailure) {
    if count == capacity { try grow(at: offset) }
    unsafe words[2 &* count] = UInt64(kind.rawValue) << 56 | UInt64(truncatingIfNeeded: offset)
    unsafe words[2 &* count &+ 1] = payload
    count &+= 1
  }

  @inline(never)
  private mutating func grow(at offset: Int) throws(ScanFailure) {
    // Container entries hold entry indices in 32 bits.
    guard capacity < 1 << 32 else {
      throw ScanFailure(
        code: .sizeLimitExceeded, message: "the document has more than 2^32 values",
        offset: offset)
    }
    let newCapacity = min(capacity * 2, 1 << 32)
    unsafe words = words.movedToNewAllocation(capacity: 2 * newCapacity, count: 2 * count)
    capacity = newCapacity
  }

  private func offset(_ entry: Int) -> Int {
    unsafe Int(truncatingIfNeeded: words[2 &* entry] & 0xFF_FFFF_FFFF)
  }
}

extension JSONTapeSink: JSONScanSink {
  @inline(__always)
  mutating func openContainer(isObject: Bool, at offset: Int) throws(ScanFailure) -> Int {
    let entry = count
    if isObject { repeatedKeys.openObject(entry) }
    try append(isObject ? .object : .array, offset: offset, payload: 0)
    return entry
  }

  @inline(__always)
  func isObject(_ container: Int) -> Bool {
    unsafe container >= 0 && words[2 &* container] >> 56 == UInt64(TapeKind.object.rawValue)
  }

  @inline(__always)
  mutating func countElement(of container: Int) {
    // The count accumulates in the high half of the payload; the end entry goes in the low.
    unsafe words[2 &* container &+ 1] &+= 1 << 32
  }

  /// Records where a container ends, and checks its size once, at its end.
  @inline(__always)
  mutating func closeContainer(_ container: Int, isObject: Bool) throws(ScanFailure) {
    let elements = unsafe Int(truncatingIfNeeded: words[2 &* container &+ 1] >> 32)
    if elements > (isObject ? options.maximumObjectMembers : options.maximumArrayElements) {
      throw containerTooLarge(container, elements: elements, isObject: isObject)
    }
    unsafe words[2 &* container &+ 1] |= UInt64(truncatingIfNeeded: count)
    if isObject { repeatedKeys.closeObject() }
  }

  @inline(never)
  private func containerTooLarge(_ entry: Int, elements: Int, isObject: Bool) -> ScanFailure {
    .containerTooLarge(
      isObject: isObject, elements: elements, options: options, offset: offset(entry))
  }

  @inline(__always)
  mutating func closeEmptyContainer(_ container: Int, isObject: Bool) {
    unsafe words[2 &* container &+ 1] |= UInt64(truncatingIfNeeded: count)
    if isObject { repeatedKeys.closeObject() }
  }

  @inline(__always)
  mutating func appendString(start: Int, length: Int, escaped: Bool) throws(ScanFailure) {
    let payload = UInt64(truncatingIfNeeded: length)
    try append(
      .string, offset: start, payload: escaped ? payload | JSONTape.escapedStringFlag : payload)
  }

  @inline(__always)
  mutating func appendKey(
    start: Int, length: Int, escaped: Bool, hash: UInt64
  ) throws(ScanFailure) {
    try appendString(start: start, length: length, escaped: escaped)
    if !repeatedKeys.recordIfNew(hash: hash, entry: count &- 1) {
      try noteKeySlowly(count &- 1, hash: hash)
    }
  }

  @inline(__always)
  mutating func appendLiteral(_ kind: TapeKind, at offset: Int) throws(ScanFailure) {
    try append(kind, offset: offset, payload: 0)
  }

  @inline(__always)
  mutating func appendNumber(_ number: ShortNumber, start: Int) throws(ScanFailure) {
    // An integer's entry is an `int` (of at most 15 digits), negated in two's complement;
    // any other number's, and `-0`'s, which only a decimal keeps, a decimal. With no
    // branch, as `negativeDecimal` follows `decimal`.
    let minus = UInt64(truncatingIfNeeded: number.minusFlag)
    let isZero = (number.significand | (0 &- number.significand)) &>> 63 ^ 1
    let decimal = UInt64(truncatingIfNeeded: number.decimalFlag) | minus & isZero
    let kind =
      UInt64(TapeKind.int.rawValue) &+ decimal
      &* (UInt64(TapeKind.decimal.rawValue &- TapeKind.int.rawValue) &+ minus)
    let negation = 0 &- (minus & (decimal ^ 1))
    if count == capacity { try grow(at: start) }
    unsafe words[2 &* count] =
      kind << 56 | UInt64(UInt16(truncatingIfNeeded: number.exponent)) << 40
      | UInt64(truncatingIfNeeded: start)
    unsafe words[2 &* count &+ 1] = (number.significand ^ negation) &- negation
    count &+= 1
  }

  @inline(__always)
  mutating func appendNumber(
    _ token: NumberToken, from start: Int, to stop: Int
  ) throws(ScanFailure) {
    let kind: TapeKind
    var header = UInt64(truncatingIfNeeded: start)
    var payload = token.bits
    switch token.kind {
    case .int:
      kind = .int
    case .uint:
      kind = .uint
    case .decimal where token.exponent >= Int16.min && token.exponent <= Int16.max:
      kind = token.negative ? .negativeDecimal : .decimal
      header |= UInt64(UInt16(truncatingIfNeeded: token.exponent)) << 40
    case .decimal, .text:
      kind = .textNumber
      payload = UInt64(truncatingIfNeeded: stop &- start)
    }
    if count == capacity { try grow(at: start) }
    unsafe words[2 &* count] = UInt64(kind.rawValue) << 56 | header
    unsafe words[2 &* count &+ 1] = payload
    count &+= 1
  }
}

// MARK: - Repeated keys

extension JSONTapeSink {
  /// Records a key that may repeat an earlier one of its object: rejects it, or marks the
  /// earlier occurrence as superseded, as the options say.
  @inline(never)
  private mutating func noteKeySlowly(_ entry: Int, hash: UInt64) throws(ScanFailure) {
    let (base, words) = unsafe (base, words)
    let earlier = repeatedKeys.recordSlowly(
      hash: hash, entry: entry,
      sameKey: { earlier in unsafe Self.sameKey(earlier, entry, base: base, words: words) },
      text: { entry in unsafe Self.key(entry, base: base, words: words) })
    guard let earlier else { return }
    if options.duplicateKeys == .reject {
      throw .duplicateKey(
        unsafe Self.key(entry, base: base, words: words),
        keyStart: unsafe Self.offset(entry, words: words))
    }
    unsafe words[2 &* earlier &+ 1] |= JSONTape.supersededKeyFlag
    unsafe words[2 &* repeatedKeys.innermostObject] |= JSONTape.repeatedKeysFlag
  }

  private static func offset(_ entry: Int, words: UnsafeMutablePointer<UInt64>) -> Int {
    unsafe Int(truncatingIfNeeded: words[2 &* entry] & 0xFF_FFFF_FFFF)
  }

  /// The text of a key entry, escapes decoded.
  private static func key(
    _ entry: Int, base: UnsafePointer<UInt8>, words: UnsafeMutablePointer<UInt64>
  ) -> String {
    let payload = unsafe words[2 &* entry &+ 1]
    let start = unsafe base + offset(entry, words: words)
    let length = Int(truncatingIfNeeded: payload & JSONTape.stringLengthMask)
    if payload & JSONTape.escapedStringFlag == 0 {
      return unsafe String(
        decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
    }
    return unsafe JSONStringDecoder.decode(start, count: length)
  }

  /// Whether two key entries have the same text.
  private static func sameKey(
    _ first: Int, _ second: Int, base: UnsafePointer<UInt8>,
    words: UnsafeMutablePointer<UInt64>
  ) -> Bool {
    let a = unsafe words[2 &* first &+ 1] & ~JSONTape.supersededKeyFlag
    let b = unsafe words[2 &* second &+ 1] & ~JSONTape.supersededKeyFlag
    if (a | b) & JSONTape.escapedStringFlag == 0 {
      return unsafe a == b
        && BytesComparison.equal(
          base + offset(first, words: words), base + offset(second, words: words),
          count: Int(truncatingIfNeeded: a))
    }
    return unsafe key(first, base: base, words: words) == key(second, base: base, words: words)
  }
}
