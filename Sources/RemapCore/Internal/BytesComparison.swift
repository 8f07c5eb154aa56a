//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Comparison of byte ranges, eight bytes at a time.
// `@usableFromInline`, or its inlinable members are not inlined into RemapXML (CONTRIBUTING.md).
@usableFromInline package enum BytesComparison {
  /// Whether the `count` bytes at `left` and at `right` are the same.
  ///
  /// Keys are short, so the tail is not compared a byte at a time: eight bytes or more end
  /// with one load of the last eight (overlapping the bytes already compared), four to seven
  /// with two loads of four.
  @inlinable @inline(__always)
  package static func equal(
    _ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, count: Int
  ) -> Bool {
    if count >= 8 {
      var position = 0
      while position &+ 8 < count {
        if unsafe load(UInt64.self, left + position) != load(UInt64.self, right + position) {
          return false
        }
        position &+= 8
      }
      let last = count &- 8
      return unsafe load(UInt64.self, left + last) == load(UInt64.self, right + last)
    }
    if count >= 4 {
      let last = count &- 4
      return unsafe load(UInt32.self, left) == load(UInt32.self, right)
        && load(UInt32.self, left + last) == load(UInt32.self, right + last)
    }
    var position = 0
    while position < count {
      if unsafe left[position] != right[position] { return false }
      position &+= 1
    }
    return true
  }

  @inlinable @inline(__always)
  static func load<T: FixedWidthInteger>(
    _ type: T.Type, _ pointer: UnsafePointer<UInt8>
  ) -> T {
    unsafe UnsafeRawPointer(pointer).loadUnaligned(as: T.self)
  }
}
