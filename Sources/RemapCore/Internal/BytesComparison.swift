//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Comparison of byte ranges, eight bytes at a time.
enum BytesComparison {
  @inline(__always)
  static func equal(
    _ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, count: Int
  ) -> Bool {
    var position = 0
    while position + 8 <= count {
      let a = unsafe UnsafeRawPointer(left + position).loadUnaligned(as: UInt64.self)
      let b = unsafe UnsafeRawPointer(right + position).loadUnaligned(as: UInt64.self)
      if a != b { return false }
      position += 8
    }
    while position < count {
      if unsafe left[position] != right[position] { return false }
      position += 1
    }
    return true
  }
}
