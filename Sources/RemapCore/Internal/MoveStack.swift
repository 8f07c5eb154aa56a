//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A stack whose top elements can be moved out into an array in one step.
///
/// `@safe`: every access stays below `count`, which `grow` keeps within the allocation.
@safe
struct MoveStack<Element>: ~Copyable {
  private var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private(set) var capacity = 64

  init() {
    unsafe base = .allocate(capacity: capacity)
  }

  deinit {
    unsafe base.deinitialize(count: count)
    unsafe base.deallocate()
  }

  @inline(__always)
  mutating func push(_ element: consuming Element) {
    if count == capacity { grow() }
    unsafe (base + count).initialize(to: consume element)
    count &+= 1
  }

  /// The element at a position, in place.
  ///
  /// - Precondition: `position < count`.
  subscript(position: Int) -> Element {
    unsafeAddress {
      assert(position >= 0 && position < count)
      return unsafe UnsafePointer(base + position)
    }
    unsafeMutableAddress {
      assert(position >= 0 && position < count)
      return unsafe base + position
    }
  }

  /// Where the elements are: valid until the next push.
  var baseAddress: UnsafeMutablePointer<Element> {
    @inline(__always) get { unsafe base }
  }

  /// Removes the elements from `start` to the top without deinitializing them, and returns
  /// where they are: the caller moves them out before the next push.
  @inline(__always)
  mutating func popUninitialized(from start: Int) -> UnsafeMutablePointer<Element> {
    count = start
    return unsafe base + start
  }

  /// Removes every element, keeping the storage.
  mutating func removeAll() {
    unsafe base.deinitialize(count: count)
    count = 0
  }

  /// Removes the top element and returns it.
  @inline(__always)
  mutating func pop() -> Element {
    count &-= 1
    return unsafe (base + count).move()
  }

  /// Makes room for `extra` more elements.
  @inline(__always)
  mutating func reserve(_ extra: Int) {
    if extra > capacity &- count { grow(to: count + extra) }
  }

  private mutating func grow() {
    grow(to: capacity * 2)
  }

  private mutating func grow(to newCapacity: Int) {
    unsafe base = base.movedToNewAllocation(capacity: newCapacity, count: count)
    capacity = newCapacity
  }

  /// Removes the members from `start` to the top and returns them in an object's storage, in
  /// order.
  @inline(__always)
  mutating func popStorage(from start: Int) -> JSON.Object.Storage
  where Element == JSON.Object.Member {
    let moved = count - start
    count = start
    let storage = JSON.Object.Storage.make(capacity: moved)
    unsafe storage.members.moveInitialize(from: base + start, count: moved)
    storage.count = moved
    return storage
  }

  /// Removes the elements from `start` to the top and returns them, in order.
  @inline(__always)
  mutating func popArray(from start: Int) -> [Element] {
    let moved = count - start
    let source = unsafe base + start
    count = start
    // Array literals allocate their storage in one inlined step: the pairs and triples of
    // coordinates that geometry is made of take no other path.
    switch moved {
    case 1: return unsafe [source.move()]
    case 2: return unsafe [source.move(), (source + 1).move()]
    case 3: return unsafe [source.move(), (source + 1).move(), (source + 2).move()]
    default: break
    }
    guard moved > 16 else {
      // `Array(unsafeUninitializedCapacity:)` is not inlinable and looks up generic metadata
      // on every call, which costs more than appending a few elements one by one.
      var array: [Element] = []
      array.reserveCapacity(moved)
      for offset in 0..<moved { unsafe array.append((source + offset).move()) }
      return array
    }
    // Long arrays are moved in one copy of their bytes.
    return unsafe Array(unsafeUninitializedCapacity: moved) { buffer, initialized in
      unsafe buffer.baseAddress.unsafelyUnwrapped.moveInitialize(from: source, count: moved)
      initialized = moved
    }
  }
}
