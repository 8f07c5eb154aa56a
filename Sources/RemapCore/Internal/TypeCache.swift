//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A small hash table from types to a value computed from them.
///
/// Asking the runtime whether a type conforms to a protocol costs hundreds to thousands of
/// instructions (and a lock) each time, and a model has few types: the decoder and the
/// encoder keep the answers here. Types are placed by a multiplicative hash of their metadata
/// address and probed linearly, so that two types never evict each other, whatever addresses
/// the run gives them (a direct-mapped table made the speed depend on which types collided in
/// a run). Every slot may be probed: with eight probes, two of twitter's key types found
/// none in some runs, and made a new keyed container for each object (~2,000 instructions)
/// instead of reusing one. A type that finds no free slot (more than 64 types) is computed
/// every time.
///
/// The table is allocated on the first answer, not with the cache: a small document (or one
/// element of a stream) that never asks would otherwise pay for allocating and clearing it.
struct TypeCache<Value> {
  private static var capacity: Int { 64 }
  private static var probes: Int { capacity }
  private struct Slot {
    var key: UInt
    var value: Value?
  }
  /// Empty until the first answer, then `capacity` slots; a key of 0 marks a free slot.
  private var slots: [Slot] = []

  @inline(__always)
  mutating func value(for type: Any.Type, compute: () -> Value) -> Value {
    if slots.isEmpty { allocate() }
    let key = UInt(bitPattern: ObjectIdentifier(type))
    var slot = Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    for _ in 0..<Self.probes {
      if slots[slot].key == key, let value = slots[slot].value { return value }
      if slots[slot].key == 0 {
        let value = compute()
        slots[slot] = Slot(key: key, value: value)
        return value
      }
      slot = (slot &+ 1) & (Self.capacity - 1)
    }
    return compute()
  }

  /// Runs `body` on the value kept for `type`, in place.
  ///
  /// `body` gets `nil` when there is none. What it leaves there is kept, unless the type
  /// finds no free slot.
  @inline(__always)
  mutating func withValue<Result>(
    for type: Any.Type, _ body: (inout Value?) -> Result
  ) -> Result {
    if slots.isEmpty { allocate() }
    let key = UInt(bitPattern: ObjectIdentifier(type))
    var slot = Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    for _ in 0..<Self.probes {
      if slots[slot].key == key { return body(&slots[slot].value) }
      if slots[slot].key == 0 {
        var value: Value?
        let result = body(&value)
        if value != nil { slots[slot] = Slot(key: key, value: value) }
        return result
      }
      slot = (slot &+ 1) & (Self.capacity - 1)
    }
    var value: Value?
    return body(&value)
  }

  /// Forgets every value, freeing the table.
  mutating func removeAll() {
    slots = []
  }

  @inline(never)
  private mutating func allocate() {
    slots = Array(repeating: Slot(key: 0, value: nil), count: Self.capacity)
  }
}
