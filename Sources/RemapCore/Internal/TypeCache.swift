//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A small direct-mapped cache from types to a value computed from them.
///
/// Asking the runtime whether a type conforms to a protocol costs hundreds of instructions
/// each time, and a model has few types: the decoder and the encoder keep the answers here.
struct TypeCache<Value> {
  private var keys = [UInt](repeating: 0, count: 32)
  private var values = [Value?](repeating: nil, count: 32)

  @inline(__always)
  mutating func value(for type: Any.Type, compute: () -> Value) -> Value {
    let key = UInt(bitPattern: ObjectIdentifier(type))
    let slot = Int(truncatingIfNeeded: key >> 4) & 31
    if keys[slot] == key, let value = values[slot] { return value }
    let value = compute()
    keys[slot] = key
    values[slot] = value
    return value
  }
}
