//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

extension UnsafeMutablePointer {
  /// Moves the first `count` elements to a new allocation of `capacity` elements, frees
  /// this one, and returns the new one: the step a growable buffer of the package (a stack,
  /// the tape's words, a byte writer) takes when it is full.
  ///
  /// - Parameters:
  ///   - capacity: The new allocation's number of elements, at least `count`.
  ///   - count: The number of initialized elements, from the first, to move.
  /// - Returns: The new allocation, whose first `count` elements are initialized.
  @inline(__always)
  func movedToNewAllocation(capacity: Int, count: Int) -> UnsafeMutablePointer<Pointee> {
    assert(count <= capacity)
    let moved = UnsafeMutablePointer<Pointee>.allocate(capacity: capacity)
    unsafe moved.moveInitialize(from: self, count: count)
    unsafe deallocate()
    return unsafe moved
  }
}
