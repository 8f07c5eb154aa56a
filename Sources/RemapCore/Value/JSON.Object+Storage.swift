//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

extension JSON.Object {
  /// What an object's storage keeps beside its members.
  @usableFromInline
  package struct StorageHeader {
    /// The number of members, all initialized, from the first.
    var count: Int
    /// The number of members there is room for.
    let capacity: Int
    /// The members' positions by key, once there are more than ``JSON/Object/indexThreshold``
    /// members.
    ///
    /// With it, looking up, adding and replacing a member cost O(1) whatever the object's
    /// size. Smaller objects are scanned: that is cheaper than hashing the key, and keeps
    /// parsing documents of ordinary objects from building tables.
    var positions: [String: Int]?
  }

  /// An object's members, in one allocation with their count.
  ///
  /// Its own class rather than an array, for the cost of freeing parsed documents: an array's
  /// storage destroys its elements through the runtime's generic path (a value-witness call
  /// per element, after looking up the element type), while this class's `deinit` is compiled
  /// for `Member` and releases each member's references inline. It is also made in one step
  /// at its final size, without an array's capacity checks per member.
  ///
  /// Shared between copies of an object and never changed while shared: every change goes
  /// through `makeUnique(capacity:)` first (copy on write), so an object can be shared across
  /// threads as an array can (see `JSON.Object`'s `@unchecked Sendable`).
  @usableFromInline
  package final class Storage: ManagedBuffer<StorageHeader, Member> {
    /// A storage with room for `capacity` members and none yet.
    @inline(__always)
    package static func make(capacity: Int) -> Storage {
      let buffer = Storage.create(minimumCapacity: capacity) { _ in
        StorageHeader(count: 0, capacity: capacity, positions: nil)
      }
      return unsafe unsafeDowncast(buffer, to: Storage.self)
    }

    /// The header, reached through its address: `header` itself is a stored property, whose
    /// every access the runtime checks for exclusivity.
    private var headerAddress: UnsafeMutablePointer<StorageHeader> {
      @inline(__always) get { unsafe withUnsafeMutablePointerToHeader { unsafe $0 } }
    }

    /// The number of members, all initialized, from the first.
    var count: Int {
      @inline(__always) get { unsafe headerAddress.pointee.count }
      @inline(__always) set { unsafe headerAddress.pointee.count = newValue }
    }

    /// The number of members there is room for.
    var room: Int {
      @inline(__always) get { unsafe headerAddress.pointee.capacity }
    }

    /// The members' positions by key, in an object of more than ``JSON/Object/indexThreshold``
    /// members.
    var positions: [String: Int]? {
      @inline(__always) get { unsafe headerAddress.pointee.positions }
      @inline(__always) set { unsafe headerAddress.pointee.positions = newValue }
      @inline(__always) _modify { yield unsafe &headerAddress.pointee.positions }
    }

    /// The first member; the storage must be kept alive while it is used.
    var members: UnsafeMutablePointer<Member> {
      @inline(__always) get { unsafe withUnsafeMutablePointerToElements { unsafe $0 } }
    }

    /// Adds a member past the last; there must be room for it.
    @inline(__always)
    package func append(_ member: consuming Member) {
      let count = count
      assert(count < room)
      unsafe (members + count).initialize(to: consume member)
      self.count = count &+ 1
    }

    /// A storage of `count` members, each made by `member` from its position in order.
    ///
    /// The members are written in place and counted once at the end.
    @inline(__always)
    static func make(count: Int, _ member: (Int) -> Member) -> Storage {
      let storage = make(capacity: count)
      let members = unsafe storage.members
      for position in 0..<count { unsafe (members + position).initialize(to: member(position)) }
      storage.count = count
      return storage
    }

    deinit {
      // One member at a time, each destroyed by code compiled for `Member`:
      // `deinitialize(count:)` would call the runtime's generic `swift_arrayDestroy`. Most
      // values of parsed documents hold no reference (numbers, Booleans, null, short strings),
      // and most keys are short strings, which hold none either: only what does is released.
      var member = unsafe members
      for _ in 0..<count {
        if unsafe member.pointee.value.holdsReference {
          unsafe withUnsafeMutablePointer(to: &member.pointee.value) { value in
            _ = unsafe value.move()
          }
        }
        unsafe withUnsafeMutablePointer(to: &member.pointee.key) { key in
          if unsafe !ValidatedUTF8.isImmortal(key) { _ = unsafe key.move() }
        }
        unsafe member += 1
      }
    }
  }
}

extension JSON {
  /// Whether destroying this value releases anything: `false` for `null`, Booleans, numbers
  /// other than long text, and immortal strings (short ones and literals).
  @inline(__always)
  var holdsReference: Bool {
    switch self {
    case .null, .bool: false
    case .number(let number): if case .text = number.storage { true } else { false }
    case .string(let string): !ValidatedUTF8.isImmortal(string)
    case .array, .object: true
    }
  }
}
