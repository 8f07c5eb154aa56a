//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A hash of a key's bytes, for finding repeated keys and cached key strings.
///
/// Not a defence against chosen collisions: every user of a hash confirms a match by
/// comparing the bytes, and bounds its work per key when many hashes agree.
enum KeyHash {
  /// A quick hash of a key, from its length and its first and last eight bytes.
  ///
  /// Two loads whatever the length. Keys that differ only in their middle collide, so it
  /// suits a filter whose hits are confirmed, not an index.
  ///
  /// - Parameters:
  ///   - key: The key's first byte.
  ///   - count: The key's length in bytes.
  ///   - readable: How many bytes from `key` may be read, at least `count`.
  /// - Returns: The hash.
  @inline(__always)
  static func quick(_ key: UnsafePointer<UInt8>, count: Int, readable: Int) -> UInt64 {
    var first: UInt64
    var last: UInt64 = 0
    if count >= 8 {
      first = UInt64(littleEndian: unsafe UnsafeRawPointer(key).loadUnaligned(as: UInt64.self))
      last = UInt64(
        littleEndian: unsafe UnsafeRawPointer(key + (count &- 8)).loadUnaligned(as: UInt64.self))
    } else if readable >= 8 {
      first = UInt64(littleEndian: unsafe UnsafeRawPointer(key).loadUnaligned(as: UInt64.self))
      first &= (1 &<< (8 &* UInt64(truncatingIfNeeded: count))) &- 1
    } else {
      first = unsafe shortKeyNearEnd(key, count: count)
    }
    let hash = (first ^ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15
    return (hash ^ (last &* 0xBF58_476D_1CE4_E5B9)) &* 0x94D0_49BB_1331_11EB
  }

  /// The bytes of a key shorter than eight bytes that end less than eight bytes before the
  /// end of the input, as the word an eight-byte load would give; out of line, since it is
  /// rare and its loop would keep `quick` from being inlined into large functions.
  @inline(never)
  private static func shortKeyNearEnd(_ key: UnsafePointer<UInt8>, count: Int) -> UInt64 {
    var word: UInt64 = 0
    for offset in 0..<count {
      word |= UInt64(unsafe key[offset]) << (8 * UInt64(offset))
    }
    return word
  }
}
