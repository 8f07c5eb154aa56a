//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The lookups and reads of a ``TapeKeyedContainer``, whatever its key type: its object's
/// reader, the search position, and the code of the container's methods.
///
/// Each read finds its member first, then reads a scalar of the kind asked for from its tape
/// entry, as the `Mappable` fast path's reads do (`ObjectReader+Specialized.swift`); anything
/// else goes the general way, through the reader's code for both paths, which decides the
/// same (see `TapeDecoder+Recovery.swift` for the outcomes of a missing key, `null` and
/// failure).
///
/// Mutating methods, run in place on the container's storage (see
/// ``TapeKeyedContainerState``): there the compiler knows that nothing else reaches the
/// reader during a read. Read from a class's property instead, the reader (ten words, three
/// of them references) was copied for most keyed reads.
///
/// `@safe`: `names` points into the ``KeyNames`` that the container holds for as long as it
/// holds these reads.
@safe
struct TapeKeyedReads {
  var reader: ObjectReader
  /// The member that the next key is compared with first: the one after the member last
  /// found (types usually ask for keys in document order), or the object's end.
  var next: Int
  /// The names of the key type's keys, when it has such a table: owned by the container's
  /// ``KeyNames``, so reached here without reference counting.
  let names: UnsafeMutablePointer<KeyNameTable>?

  init(_ reader: ObjectReader, names: KeyNames?) {
    self.reader = reader
    next = reader._next
    unsafe self.names = names?.table
  }

  // MARK: - Finding members

  /// The member for `key`, by the decoder's key matching: first the member after the last
  /// one found, then the reader's search (see ``ObjectReader/find(utf8:)``).
  ///
  /// The key is found before anything else is done, so the read that follows is the same
  /// whatever the key type: closures over the key's text would make the generic reads look
  /// up metadata on every call.
  @inline(__always)
  mutating func find(_ key: some CodingKey) -> Int? {
    if let names = unsafe names, let name = unsafe KeyNameTable.name(of: key, in: names) {
      return unsafe find(utf8: name)
    }
    var name = key.stringValue
    // Keys are nearly always literals, whose UTF-8 is at hand: `withUTF8` copies only a
    // string that is not stored as contiguous UTF-8.
    return name.withUTF8 { unsafe find(utf8: $0) }
  }

  /// The member for the key whose UTF-8 is `name`: see ``find(_:)``.
  @inline(__always)
  private mutating func find(utf8 name: UnsafeBufferPointer<UInt8>) -> Int? {
    guard inPlace else {
      return unsafe reader.decoder.core.find(name, in: reader.object, depth: reader.depth)
    }
    // Found here, a member would not be marked as matched for unknown keys.
    let wanted = next
    if reader._inlineReads.untracked, wanted != reader._end, let start = name.baseAddress,
      unsafe reader._keyEquals(wanted, start, count: name.count)
    {
      next = reader._entry(after: wanted &+ 1)
      return wanted
    }
    guard let member = unsafe reader.find(utf8: name) else { return nil }
    next = reader._entry(after: member &+ 1)
    return member
  }

  /// Whether the reader's pointer into the input is still the source's.
  ///
  /// Not once a container kept past its decoding is finished: the source has then moved onto
  /// its own copy of the input (see `TapeDecoder.finish()`), and only the decoder's own code
  /// reads.
  @inline(__always)
  private var inPlace: Bool { unsafe reader._bytes == reader.decoder.sourceBytes }

  /// Whether a scalar found may be read from its tape entry here, when it is of the kind
  /// asked for.
  @inline(__always)
  private var readsScalars: Bool { reader._inlineReads.scalars && inPlace }

  /// The member for `key`, or a `keyNotFound` error; called with the reader's path in place.
  @inline(__always)
  mutating func requiredMember(_ key: some CodingKey) throws -> Int {
    let member = find(key)
    return try reader.requiredMember({ member }, key: { key })
  }

  // MARK: - Required values

  @inline(__always)
  private func required<T: TypeDefaultable>(
    _ member: Int?, _ key: some CodingKey, _ read: (Int, PathStep) throws -> T
  ) throws -> T {
    try reader.required({ member }, key: { key }, typeDefault: { T.typeDefault }, read)
  }

  @inline(__always)
  mutating func string(_ key: some CodingKey) throws -> String {
    let member = find(key)
    if let member, readsScalars, reader._kind(member &+ 1) == .string {
      return reader._string(member &+ 1)
    }
    let decoder = reader.decoder
    return try required(member, key) { try decoder.core.decodeString($0, step: $1) }
  }

  @inline(__always)
  mutating func bool(_ key: some CodingKey) throws -> Bool {
    let member = find(key)
    if let member, readsScalars, let value = inlineBool(member &+ 1) { return value }
    let decoder = reader.decoder
    return try required(member, key) { try decoder.core.decodeBool($0, step: $1) }
  }

  @inline(__always)
  mutating func integer<I: FixedWidthInteger & TypeDefaultable>(_ key: some CodingKey) throws -> I {
    let member = find(key)
    if let member, readsScalars, let value: I = inlineInteger(member &+ 1) { return value }
    let decoder = reader.decoder
    return try required(member, key) { try decoder.core.decodeInteger($0, step: $1) }
  }

  @inline(__always)
  mutating func float<F: BinaryFloatingPoint & TypeDefaultable>(_ key: some CodingKey) throws -> F {
    let member = find(key)
    if let member, readsScalars, let value: F = inlineFloat(member &+ 1) { return value }
    let decoder = reader.decoder
    return try required(member, key) { try decoder.core.decodeFloat($0, step: $1) }
  }

  /// Whether the value for `key` is `null`; a missing key is a `keyNotFound` error.
  @inline(__always)
  mutating func isNull(_ key: some CodingKey) throws -> Bool {
    let member = find(key)
    return try reader.decoder.withSteps(reader.ownSteps) {
      let member = try reader.requiredMember({ member }, key: { key })
      return reader._kind(member &+ 1) == .null
    }
  }

  /// A value of any type, decoded by the decoder.
  @inline(__always)
  mutating func nested<T: Decodable>(_ type: T.Type, _ key: some CodingKey) throws -> T {
    let member = find(key)
    let decoder = reader.decoder
    return try reader.requiredNested({ member }, key: { key }, type) {
      try decoder.decodeNested(type, at: $0, step: $1)
    }
  }

  // MARK: - Optional values

  // One lookup each: the protocol's default would call `contains`, `decodeNil` and `decode`.

  /// An optional scalar: `nil` for a missing key or `null`, the value that `inline` reads
  /// from the member's tape entry, or else the general way.
  @inline(__always)
  private mutating func scalarIfPresent<T>(
    _ key: some CodingKey, inline: (Int) -> T?, _ read: (Int, PathStep) throws -> T
  ) throws -> T? {
    let member = find(key)
    if let member, readsScalars {
      let node = member &+ 1
      if reader._kind(node) == .null { return nil }
      if let value = inline(node) { return value }
    }
    return try reader.optional({ member }, read)
  }

  @inline(__always)
  mutating func stringIfPresent(_ key: some CodingKey) throws -> String? {
    let reader = reader
    return try scalarIfPresent(
      key, inline: { reader._kind($0) == .string ? reader._string($0) : nil }
    ) { try reader.decoder.core.decodeString($0, step: $1) }
  }

  @inline(__always)
  mutating func boolIfPresent(_ key: some CodingKey) throws -> Bool? {
    let decoder = reader.decoder
    let words = unsafe reader._words
    return try scalarIfPresent(key, inline: { unsafe Self.bool(words, $0) }) {
      try decoder.core.decodeBool($0, step: $1)
    }
  }

  @inline(__always)
  mutating func integerIfPresent<I: FixedWidthInteger>(_ key: some CodingKey) throws -> I? {
    let decoder = reader.decoder
    let words = unsafe reader._words
    return try scalarIfPresent(key, inline: { unsafe Self.integer(words, $0) }) {
      try decoder.core.decodeInteger($0, step: $1)
    }
  }

  @inline(__always)
  mutating func floatIfPresent<F: BinaryFloatingPoint>(_ key: some CodingKey) throws -> F? {
    let reader = reader
    return try scalarIfPresent(key, inline: { Self.float(reader, $0) }) {
      try reader.decoder.core.decodeFloat($0, step: $1)
    }
  }

  /// An optional value of any type, decoded by the decoder.
  @inline(__always)
  mutating func nestedIfPresent<T: Decodable>(_ type: T.Type, _ key: some CodingKey) throws -> T? {
    let member = find(key)
    let decoder = reader.decoder
    return try reader.optional({ member }) { try decoder.decodeNested(type, at: $0, step: $1) }
  }

  // MARK: - Scalars from their tape entries

  @inline(__always)
  private func inlineBool(_ node: Int) -> Bool? { unsafe Self.bool(reader._words, node) }

  @inline(__always)
  private func inlineInteger<I: FixedWidthInteger>(_ node: Int) -> I? {
    unsafe Self.integer(reader._words, node)
  }

  @inline(__always)
  private func inlineFloat<F: BinaryFloatingPoint>(_ node: Int) -> F? { Self.float(reader, node) }

  /// The `Bool` of a `true` or `false` entry; `nil` for anything else.
  @inline(__always)
  private static func bool(_ words: UnsafePointer<UInt64>, _ node: Int) -> Bool? {
    switch unsafe words[2 &* node] >> 56 {
    case UInt64(TapeKind.true.rawValue): true
    case UInt64(TapeKind.false.rawValue): false
    default: nil
    }
  }

  /// The integer of an `int` entry that fits in `I`, as `DecodingCore.decodeInteger` reads
  /// it; `nil` for anything else, which the general way decides.
  @inline(__always)
  private static func integer<I: FixedWidthInteger>(
    _ words: UnsafePointer<UInt64>, _ node: Int
  ) -> I? {
    guard unsafe words[2 &* node] >> 56 == UInt64(TapeKind.int.rawValue) else { return nil }
    return I(exactly: Int64(bitPattern: unsafe words[2 &* node &+ 1]))
  }

  /// The value of a number entry as `DecodingCore.decodeFloat` reads it without a second
  /// look; `nil` for anything else, which the general way decides.
  @inline(__always)
  private static func float<F: BinaryFloatingPoint>(_ reader: ObjectReader, _ node: Int) -> F? {
    switch reader._kind(node) {
    case .int: return F(Int64(bitPattern: unsafe reader._words[2 &* node &+ 1]))
    // A `Float` from a decimal would round twice through `Double`: the general way reads it.
    case .decimal, .negativeDecimal:
      guard F.self == Double.self else { return nil }
      return reader._double(node).map { F($0) }
    default: return nil
    }
  }
}

/// What a ``TapeKeyedContainer`` reads, apart from its key type, behind a pointer the
/// container owns.
///
/// A superclass without generic parameters, so that the decoder can move a container it
/// reuses onto another object without knowing its key type, whose metadata it would have to
/// look up (see ``TapeDecoder/container(keyedBy:keepsPath:)``).
@safe
class TapeKeyedContainerState {
  private let storage: UnsafeMutablePointer<TapeKeyedReads>
  /// The key type's names (see ``KeyNames``), kept alive here for the reads.
  private let names: KeyNames?

  init(reader: ObjectReader, names: KeyNames?) {
    self.names = names
    unsafe storage = .allocate(capacity: 1)
    unsafe storage.initialize(to: TapeKeyedReads(reader, names: names))
  }

  deinit {
    unsafe storage.deinitialize(count: 1)
    unsafe storage.deallocate()
  }

  /// The reads, in place.
  ///
  /// Only the container's methods use them, one at a time, and only the decoder replaces
  /// them, in a container that nothing else holds any more.
  ///
  /// Addressors: with `_read` and `_modify` coroutines, a debug build of Swift 6.3.1 read
  /// a wrong address through `_read` for a struct of this size (it crashed; optimized builds
  /// were right).
  final var reads: TapeKeyedReads {
    unsafeAddress { unsafe UnsafePointer(storage) }
    unsafeMutableAddress { unsafe storage }
  }

  /// Moves the container onto the object that `reader` reads.
  final func read(_ reader: ObjectReader) {
    unsafe storage.pointee = TapeKeyedReads(reader, names: names)
  }
}
