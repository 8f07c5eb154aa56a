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
/// a run). A type that finds no free slot within a few probes is computed every time.
struct TypeCache<Value> {
  private static var capacity: Int { 128 }
  private static var probes: Int { 8 }
  private var keys = [UInt](repeating: 0, count: capacity)
  private var values = [Value?](repeating: nil, count: capacity)

  @inline(__always)
  mutating func value(for type: Any.Type, compute: () -> Value) -> Value {
    let key = UInt(bitPattern: ObjectIdentifier(type))
    var slot = Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 57)
    for _ in 0..<Self.probes {
      if keys[slot] == key, let value = values[slot] { return value }
      if keys[slot] == 0 {
        let value = compute()
        keys[slot] = key
        values[slot] = value
        return value
      }
      slot = (slot &+ 1) & (Self.capacity - 1)
    }
    return compute()
  }
}
