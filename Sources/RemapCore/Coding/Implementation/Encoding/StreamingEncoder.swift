//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Encodes `Encodable` values by writing JSON text straight into one growing buffer, with no
/// intermediate tree: `RemapEncoder`'s fast path.
///
/// ## Closing containers lazily
///
/// `Encoder` containers have no "end" call, so a container is closed when it can no longer be
/// written to: when a value is written into a container nearer the root. The encoder keeps
/// the open containers as a stack of frames (see ``StreamState``); frame 0 is the root, which
/// holds the top-level value. Each handle (container or encoder) remembers its frame's index
/// and serial number. Writing through a handle whose frame is below the top first closes every
/// deeper frame, writing its `}` or `]`; each frame's element count gives the `,` separators.
///
/// A value that encodes itself through an `Encoder` goes into a *slot*: the key (or the
/// separator) is written, the slot is reserved in the top frame, and the value's encoder
/// fills it by opening a container or writing a single value. A slot left empty becomes `{}`,
/// as in `JSONEncoder`.
///
/// ## Falling back
///
/// Codable code is nested in practice, but it may keep two containers and interleave writes,
/// write through a `superEncoder()` after its container moved on, or encode one key twice. So
/// every write checks that its handle's frame is still open. When it is not, or when a key
/// repeats within an object, the encoder *abandons* the stream: later writes do nothing, and
/// `RemapEncoder` runs the encode again with ``TreeEncoder``, whose containers are references
/// as in `JSONEncoder`, and writes that tree. Since both encoders write every value the same
/// way, the output is what the stream would have been. So is it when an error passes through
/// a container after part of a member was written and something catches it and goes on.
///
/// Repeated keys are found with a 128-bit Bloom filter per object over 64-bit hashes of the
/// written keys; a filter hit is confirmed against the object's list of hashes. Equal keys
/// always have equal hashes, so no repeat is missed; two different keys with one hash (about
/// one chance in 2^64) only cost a needless fall back.
final class StreamingEncoder {
  /// All the mutable state, without run-time exclusivity checks.
  ///
  /// The checks would otherwise cost a quarter of the encoding time. Leaving them out is safe
  /// because every access goes through ``withState(_:)``,
  /// whose bodies only call ``StreamState``'s own methods (never user code, never this class),
  /// so no two accesses overlap, and an encode call runs on one thread.
  @exclusivity(unchecked) private var state: StreamState
  let settings: EncodingSettings
  /// Whether an error passed through a container, so the stream may hold a partial member.
  private(set) var sawError = false
  /// The coding path of the innermost value whose `encode(to:)` let a type's own error out.
  private(set) var failurePath: [any CodingKey]?
  /// The formatter for ``RemapEncoder/DateEncodingStrategy/formatted(_:)``, made once.
  var dateFormatter: DatePatternFormatter?
  /// The ``Mappable`` conformance of each type encoded through `encodeNested`.
  ///
  /// Unchecked for the reason `state` is: only `encodeNested` reads and writes it, and its
  /// computation calls nothing that could reach it again.
  @exclusivity(unchecked) private var mappableTypes = TypeCache<(any Mappable.Type)?>()
  /// Stops a value nested deeper than the thread's stack allows, with an error.
  ///
  /// Unchecked for the reason `state` is: only `checkStack(_:frame:slot:)` uses it.
  @exclusivity(unchecked) private var stackGuard = StackGuard()

  private init(settings: EncodingSettings) {
    self.settings = settings
    unsafe state = StreamState(settings: settings)
  }

  /// Runs `body` on the state.
  ///
  /// `body` must not call code outside ``StreamState``.
  @inline(__always)
  func withState<R, E: Error>(_ body: (inout StreamState) throws(E) -> R) throws(E) -> R {
    try unsafe body(&state)
  }

  /// Encodes a value as JSON bytes; `nil` when the stream was abandoned and the tree encoder
  /// must encode it instead.
  static func encode<T: Encodable>(
    _ value: T, settings: EncodingSettings
  ) throws(RemapError) -> [UInt8]? {
    try unsafe encode(value, settings: settings) { unsafe Array($0) }
  }

  /// Encodes a value and hands its JSON bytes to `body`, in the writer's own memory; `nil`
  /// when the stream was abandoned and the tree encoder must encode it instead.
  ///
  /// The bytes are valid only during `body`.
  static func encode<T: Encodable, R>(
    _ value: T, settings: EncodingSettings, _ body: (UnsafeRawBufferPointer) -> R
  ) throws(RemapError) -> R? {
    let encoder = StreamingEncoder(settings: settings)
    do {
      if try !encoder.writeFast(value, key: nil) {
        let slot = encoder.withState { $0.reserveRootSlot() }
        try encoder.encodeNested(value, frame: 0, slot: slot)
      }
    } catch {
      if encoder.abandoned { return nil }
      throw EncodingErrors.remapError(for: error, failurePath: encoder.failurePath)
    }
    if encoder.abandoned || encoder.sawError { return nil }
    return try encoder.withState { state throws(RemapError) in
      state.closeAll()
      if state.rootIsEmpty {
        throw EncodingErrors.remapError(
          for: EncodingErrors.unsupported(value, "\(T.self) did not encode any value", path: []),
          failurePath: nil)
      }
      return unsafe state.writer.withUnsafeBytes(body)
    }
  }

  /// Whether the stream was given up.
  var abandoned: Bool { withState { $0.abandoned } }

  /// Gives up the stream: the encode call will be redone by the tree encoder.
  func abandon() {
    withState { $0.abandon() }
  }

  // MARK: - Slots

  /// Encodes a value through its own code into a reserved slot of frame `frame`: its
  /// ``Mappable`` fast path if it has one, otherwise its `encode(to:)`.
  func encodeNested<T: Encodable>(_ value: T, frame: Int, slot: Int) throws {
    try checkStack(value, frame: frame, slot: slot)
    do {
      let fastPath = settings.mappableFastPath
      if let mappable = unsafe mappableTypes.value(
        for: T.self, compute: { fastPath ? T.self as? any Mappable.Type : nil })
      {
        try encodeOpened(value, as: mappable, frame: frame, slot: slot)
      } else {
        try value.encode(to: StreamingValueEncoder(encoder: self, frame: frame, slot: slot))
      }
    } catch {
      noteFailure(error, frame: frame, slot: slot)
      throw error
    }
    withState { $0.finishSlot(slot) }
  }

  /// Encodes a value of a ``Mappable`` type through its fast path into a reserved slot of
  /// frame `frame`.
  func encodeMappable<T: Mappable>(_ value: T, frame: Int, slot: Int) throws {
    try checkStack(value, frame: frame, slot: slot)
    do {
      if settings.mappableFastPath {
        var writer = ValueWriter(encoder: self, frame: frame, slot: slot)
        try value._$encode(to: &writer)
      } else {
        try value.encode(to: StreamingValueEncoder(encoder: self, frame: frame, slot: slot))
      }
    } catch {
      noteFailure(error, frame: frame, slot: slot)
      throw error
    }
    withState { $0.finishSlot(slot) }
  }

  /// Throws when the thread has no stack left for encoding one more level of a nested value
  /// (see ``StackGuard``).
  ///
  /// Generic, so that `value` becomes an `Any` only for the error: boxed on every call, a
  /// model's struct was copied to the heap, all its strings retained, at every level.
  @inline(__always)
  private func checkStack<T>(_ value: T, frame: Int, slot: Int) throws {
    if unsafe stackGuard.hasRoom() { return }
    throw stackExhausted(value, frame: frame, slot: slot)
  }

  @inline(never)
  private func stackExhausted<T>(_ value: T, frame: Int, slot: Int) -> EncodingError {
    sawError = true
    return EncodingErrors.stackExhausted(value, path: codingPath(forSlot: slot, frame: frame))
  }

  /// Encodes `value` through the fast path of `M`, its own type found at run time.
  private func encodeOpened<T, M: Mappable>(
    _ value: T, as mappable: M.Type, frame: Int, slot: Int
  ) throws {
    // `M` and `T` are the same type, so the bit cast reinterprets nothing.
    var writer = ValueWriter(encoder: self, frame: frame, slot: slot)
    try unsafe unsafeBitCast(value, to: M.self)._$encode(to: &writer)
  }

  /// Encodes through a closure given a slot's encoder, such as a custom date strategy.
  func encodeCustom(key: (any CodingKey)?, _ body: (any Encoder) throws -> Void) throws {
    let (frame, slot) = withState { ($0.topIndex, $0.reserveSlot(key: key)) }
    do {
      try body(StreamingValueEncoder(encoder: self, frame: frame, slot: slot))
    } catch {
      noteFailure(error, frame: frame, slot: slot)
      throw error
    }
    withState { $0.finishSlot(slot) }
  }

  /// Records that an error passed through a container.
  func noteError() {
    sawError = true
  }

  /// Records that an error passed out of a value's encoding.
  private func noteFailure(_ error: any Error, frame: Int, slot: Int) {
    sawError = true
    if failurePath == nil && !abandoned && !EncodingErrors.isRemapError(error) {
      failurePath = withState { $0.codingPath(forSlot: slot, frame: frame) }
    }
  }

  // MARK: - Coding paths

  /// The coding path of a container; abandons the stream when the container is closed.
  func codingPath(ofFrame index: Int, serial: Int) -> [any CodingKey] {
    withState { state in
      if let path = state.codingPath(ofFrame: index, serial: serial) { return path }
      state.abandon()
      return []
    }
  }

  /// The coding path of a slot's value; abandons the stream when the frame has moved on.
  func codingPath(forSlot slot: Int, frame index: Int) -> [any CodingKey] {
    withState { state in
      if let path = state.codingPath(forSlot: slot, frame: index) { return path }
      state.abandon()
      return []
    }
  }

  /// The number of elements written into a container; abandons the stream when the
  /// container is closed.
  func count(ofFrame index: Int, serial: Int) -> Int {
    withState { state in
      if let count = state.count(ofFrame: index, serial: serial) { return count }
      state.abandon()
      return 0
    }
  }

  // MARK: - Values

  /// Writes a member's or element's value, its key or separator already written.
  func encodeMember<T: Encodable, Key: CodingKey>(_ value: T, key: Key) throws {
    do {
      if try writeFast(value, key: key) { return }
    } catch {
      sawError = true
      throw error
    }
    let (frame, slot) = withState { ($0.topIndex, $0.reserveSlot(key: key)) }
    try encodeNested(value, frame: frame, slot: slot)
  }

  /// Writes the value directly if its type has a fast path.
  ///
  /// Returns `false`, having written nothing, if the value must encode itself through an
  /// `Encoder`. `key` is the value's key in the top frame, for coding paths, or `nil` for the
  /// value of the top frame's slot. It is made only when needed: passing a generic `Key?`
  /// would look up `Optional<Key>`'s metadata on every call, since the keyed containers run
  /// unspecialized.
  ///
  /// The types are tested by identity, cheapest first for what arrays hold.
  func writeFast<T: Encodable>(
    _ value: T, key: @autoclosure () -> (any CodingKey)?
  ) throws -> Bool {
    if T.self == String.self {
      let string = unsafe unsafeBitCast(value, to: String.self)
      withState { $0.writer.writeQuoted(string, escapingSlashes: $0.escapesSlashes) }
    } else if T.self == Int.self {
      let int = unsafe unsafeBitCast(value, to: Int.self)
      withState { $0.writeInteger(int) }
    } else if T.self == Double.self {
      try writeDouble(unsafe unsafeBitCast(value, to: Double.self), key: key())
    } else if T.self == Bool.self {
      let bool = unsafe unsafeBitCast(value, to: Bool.self)
      withState { $0.writer.write(bool ? "true" : "false") }
    } else if T.self == Date.self {
      try writeDate(unsafe unsafeBitCast(value, to: Date.self), key: key())
    } else if T.self == URL.self {
      let string = unsafe unsafeBitCast(value, to: URL.self).absoluteString
      withState { $0.writer.writeQuoted(string, escapingSlashes: $0.escapesSlashes) }
    } else if T.self == Data.self {
      try writeData(unsafe unsafeBitCast(value, to: Data.self), key: key())
    } else if T.self == Decimal.self {
      try writeDecimal(unsafe unsafeBitCast(value, to: Decimal.self), key: key())
    } else if T.self == JSON.self {
      let json = unsafe unsafeBitCast(value, to: JSON.self)
      withState { $0.writeJSON(json, options: settings.writingOptions) }
    } else if T.self == [Double].self {
      try writeDoubles(unsafe unsafeBitCast(value, to: [Double].self), key: key())
    } else if T.self == [Int].self {
      let ints = unsafe unsafeBitCast(value, to: [Int].self)
      withState { state in state.writeArray(ints) { $0.writeInteger($1) } }
    } else if T.self == [String].self {
      let strings = unsafe unsafeBitCast(value, to: [String].self)
      withState { state in
        state.writeArray(strings) { $0.writer.writeQuoted($1, escapingSlashes: $0.escapesSlashes) }
      }
    } else if T.self == Float.self {
      try writeFloat(unsafe unsafeBitCast(value, to: Float.self), key: key())
    } else if let integer = Self.integer(value) {
      withState { $0.writer.writeInteger(magnitude: integer.magnitude, negative: integer.negative) }
    } else if settings.keyStyle != .unchanged, let dictionary = value as? any StringKeyedDictionary
    {
      try dictionary.write(to: self)
    } else {
      return false
    }
    return true
  }

  /// The magnitude and sign of a value of one of the other fixed-width integer types.
  private static func integer<T>(_ value: T) -> (magnitude: UInt64, negative: Bool)? {
    func parts(_ integer: some FixedWidthInteger) -> (UInt64, Bool) {
      (UInt64(truncatingIfNeeded: integer.magnitude), integer < 0)
    }
    if T.self == Int64.self { return parts(unsafe unsafeBitCast(value, to: Int64.self)) }
    if T.self == UInt64.self { return parts(unsafe unsafeBitCast(value, to: UInt64.self)) }
    if T.self == Int32.self { return parts(unsafe unsafeBitCast(value, to: Int32.self)) }
    if T.self == UInt32.self { return parts(unsafe unsafeBitCast(value, to: UInt32.self)) }
    if T.self == UInt.self { return parts(unsafe unsafeBitCast(value, to: UInt.self)) }
    if T.self == Int16.self { return parts(unsafe unsafeBitCast(value, to: Int16.self)) }
    if T.self == UInt16.self { return parts(unsafe unsafeBitCast(value, to: UInt16.self)) }
    if T.self == Int8.self { return parts(unsafe unsafeBitCast(value, to: Int8.self)) }
    if T.self == UInt8.self { return parts(unsafe unsafeBitCast(value, to: UInt8.self)) }
    return nil
  }
}
