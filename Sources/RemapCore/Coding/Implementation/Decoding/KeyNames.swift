//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The UTF-8 of the keys of one `CodingKey` type, each kept the first time the key is looked
/// up in a decoding, so that a keyed container finds a member without asking the key again.
///
/// A ``TapeKeyedContainer`` is generic over its `Key` and serves every key type with one
/// unspecialized body: `stringValue` is a call through the key's witness table, a `String`
/// returned and released, and a small string's bytes copied out before they can be compared,
/// ~30 instructions of the ~85 that the container spent on a read.
///
/// Only for key types of at most one byte that hold no reference: enums without payloads,
/// which synthesized and `@Mappable`-generated `CodingKeys` are. Such a key's byte is its
/// identity, and its name is taken to be a function of it, as `stringValue` is of an enum's
/// case. Other key types (a struct holding its `String`) are asked each time.
///
/// The names live in a ``KeyNameTable`` at a fixed address, which the containers' reads
/// reach without reference counting; this object owns it, and each container holds this
/// object.
@safe
final class KeyNames {
  let table: UnsafeMutablePointer<KeyNameTable>

  private init(keyType: any CodingKey.Type, byteWide: Bool) {
    let capacity = byteWide ? 16 : 1
    let entries = UnsafeMutablePointer<KeyNameTable.Entry>.allocate(capacity: capacity)
    unsafe entries.initialize(repeating: .unknown, count: capacity)
    unsafe table = .allocate(capacity: 1)
    unsafe table.initialize(
      to: KeyNameTable(
        keyType: ObjectIdentifier(keyType), byteWide: byteWide, entries: entries,
        capacity: capacity, bytes: .allocate(capacity: 256), byteCapacity: 256))
  }

  deinit {
    unsafe table.pointee.entries.deallocate()
    unsafe table.pointee.bytes.deallocate()
    unsafe table.deinitialize(count: 1)
    unsafe table.deallocate()
  }

  /// A table for `Key`'s names, or `nil` when its keys are not single bytes without
  /// references.
  static func of<Key: CodingKey>(_ type: Key.Type) -> KeyNames? {
    let size = MemoryLayout<Key>.size
    guard size <= 1, _isPOD(Key.self) else { return nil }
    return KeyNames(keyType: type, byteWide: size == 1)
  }
}

/// The names of one key type's keys, owned by a ``KeyNames``.
///
/// `@safe`: its buffers belong to the ``KeyNames`` that allocates and frees them, and every
/// read stays below the counts kept beside them.
@safe
struct KeyNameTable {
  /// Where a name is in `bytes`.
  struct Entry {
    var offset: Int32
    /// Negative for a key not looked up yet.
    var count: Int32

    static var unknown: Entry { Entry(offset: 0, count: -1) }
  }

  /// The key type.
  let keyType: ObjectIdentifier
  /// Whether a key is one byte wide; otherwise it has no bytes, and the type one name.
  let byteWide: Bool
  /// By a key's byte, where its name is: `capacity` entries, 256 once a byte past the first
  /// 16 comes.
  var entries: UnsafeMutablePointer<Entry>
  var capacity: Int
  /// The names' UTF-8, one after another.
  var bytes: UnsafeMutablePointer<UInt8>
  var byteCount = 0
  var byteCapacity: Int

  /// The UTF-8 of `key`'s `stringValue`, or `nil` for a key of another type than the
  /// table's (a container's `superDecoder()` names its key `super`).
  ///
  /// Valid until a name is next looked up for the first time, which may move the names.
  /// No closure here: in the container's unspecialized code, `withUnsafePointer(to:)` and
  /// the like are not inlined.
  @inline(__always)
  static func name<Key: CodingKey>(
    of key: Key, in table: UnsafeMutablePointer<KeyNameTable>
  ) -> UnsafeBufferPointer<UInt8>? {
    guard unsafe table.pointee.keyType == ObjectIdentifier(Key.self) else { return nil }
    // The key's one byte, read where it is; `unsafeBitCast` is safe: `Key` is one byte
    // wide and holds no reference.
    let index = unsafe table.pointee.byteWide ? Int(unsafeBitCast(key, to: UInt8.self)) : 0
    if unsafe table.pointee.capacity > index {
      let entry = unsafe table.pointee.entries[index]
      if entry.count >= 0 {
        return unsafe UnsafeBufferPointer(
          start: table.pointee.bytes + Int(entry.offset), count: Int(entry.count))
      }
    }
    return unsafe learn(key, at: index, in: table)
  }

  /// Keeps the UTF-8 of `key`'s name for `index`, and returns it.
  @inline(never)
  private static func learn(
    _ key: some CodingKey, at index: Int, in table: UnsafeMutablePointer<KeyNameTable>
  ) -> UnsafeBufferPointer<UInt8> {
    var name = key.stringValue
    return name.withUTF8 { utf8 in unsafe table.pointee.keep(utf8, at: index) }
  }

  /// Keeps `utf8` as the name for `index`, and returns where it is kept.
  private mutating func keep(
    _ utf8: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> UnsafeBufferPointer<UInt8> {
    if index >= capacity {
      unsafe entries = entries.movedToNewAllocation(capacity: 256, count: capacity)
      unsafe (entries + capacity).initialize(repeating: .unknown, count: 256 - capacity)
      capacity = 256
    }
    if byteCount + utf8.count > byteCapacity {
      let newCapacity = max(byteCapacity * 2, byteCount + utf8.count)
      unsafe bytes = bytes.movedToNewAllocation(capacity: newCapacity, count: byteCount)
      byteCapacity = newCapacity
    }
    let start = unsafe bytes + byteCount
    if let source = utf8.baseAddress { unsafe start.initialize(from: source, count: utf8.count) }
    unsafe entries[index] = Entry(
      offset: Int32(truncatingIfNeeded: byteCount), count: Int32(truncatingIfNeeded: utf8.count))
    byteCount += utf8.count
    return unsafe UnsafeBufferPointer(start: start, count: utf8.count)
  }
}
