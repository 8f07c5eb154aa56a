//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// Hashes of names' bytes, so that the builders find repeated names by comparing integers.
enum XMLNameSignature {
  /// A hash of a name's bytes: equal names have equal signatures.
  @inline(__always)
  static func of(_ bytes: UnsafePointer<UInt8>?, _ length: Int) -> UInt64 {
    guard let bytes = unsafe bytes else { return 0 }
    var hash = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
    var position = 0
    while position + 8 <= length {
      let word = unsafe UnsafeRawPointer(bytes + position).loadUnaligned(as: UInt64.self)
      hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
      position += 8
    }
    var tail: UInt64 = 0
    while position < length {
      tail = tail << 8 | UInt64(unsafe bytes[position])
      position += 1
    }
    hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
    return hash ^ hash >> 29
  }
}
