//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The slots of a cache that a parse fills for one document at a time, kept from one
/// document to the next: the storage of `KeyStringCache` and `RepeatedContainerCache`.
///
/// The slots are allocated at the first lookup, so that a document that looks nothing up
/// allocates nothing, and again, larger, when a document needs more than there are. Each
/// document uses a power-of-two number of them (`count`), set per document by its size.
///
/// Clearing them for the next document costs what the last one filled, not what the table
/// holds: the table lists each slot it is told was filled, and `removeAll()` empties only
/// those. (Clearing every slot made a batch of small documents 2.3% slower.)
///
/// `@safe`: every access stays below `count`, which `baseAddress()` has allocated and
/// initialized; the filled list has room for every slot, and a slot is listed only once,
/// when it goes from empty to filled.
@safe
struct SlotTable<Slot: EmptySlot>: ~Copyable {
  /// The number of slots the current document uses, a power of two.
  private(set) var count: Int
  private var storage: UnsafeMutablePointer<Slot>?
  private var capacity = 0
  /// The positions of the slots filled since the last `removeAll()`.
  private var filled: UnsafeMutablePointer<Int32>?
  private var filledCount = 0

  /// A table of `count` slots, each empty until filled; nothing is allocated yet.
  init(count: Int) {
    self.count = count
  }

  deinit {
    if let storage = unsafe storage {
      unsafe storage.deinitialize(count: capacity)
      unsafe storage.deallocate()
    }
    unsafe filled?.deallocate()
  }

  /// Empties the slots filled since the last call, and sets how many slots the next
  /// document uses.
  mutating func reset(count: Int) {
    removeAll()
    self.count = count
  }

  /// Empties the slots filled since the last call, keeping the memory.
  mutating func removeAll() {
    guard let storage = unsafe storage, let filled = unsafe filled else { return }
    for position in 0..<filledCount {
      unsafe storage[Int(filled[position])] = Slot()
    }
    filledCount = 0
  }

  /// The first of the `count` slots, allocated if they are not yet.
  @inline(__always)
  mutating func baseAddress() -> UnsafeMutablePointer<Slot> {
    if let storage = unsafe storage, capacity >= count { return unsafe storage }
    return unsafe allocate()
  }

  /// Lists the slot at `position` as filled; call it when an empty slot is filled, once.
  @inline(__always)
  mutating func noteFilled(_ position: Int) {
    unsafe filled.unsafelyUnwrapped[filledCount] = Int32(truncatingIfNeeded: position)
    filledCount &+= 1
  }

  @inline(never)
  private mutating func allocate() -> UnsafeMutablePointer<Slot> {
    if let storage = unsafe storage {
      unsafe storage.deinitialize(count: capacity)
      unsafe storage.deallocate()
    }
    unsafe filled?.deallocate()
    let storage = UnsafeMutablePointer<Slot>.allocate(capacity: count)
    unsafe storage.initialize(repeating: Slot(), count: count)
    unsafe self.storage = storage
    unsafe filled = .allocate(capacity: count)
    filledCount = 0
    capacity = count
    return unsafe storage
  }
}

/// A slot of a `SlotTable`, which `init()` makes empty.
///
/// A protocol rather than an empty value kept by the table: emptying a slot then compiles
/// to the few stores of a known value, not a copy that retains whatever the slot type holds.
protocol EmptySlot {
  init()
}
