//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Stops recursion that the input drives before it overflows the thread's stack.
///
/// Decoding a nested model recurses once per level through the model's own `init(from:)`,
/// and encoding through its `encode(to:)`; how much stack a level takes depends on the model
/// and the build, and how much there is depends on the thread (8 MB for a main thread, 512 KB
/// for a secondary thread on Apple platforms). A depth limit alone cannot be right for every
/// thread, so the coders also ask this guard, at each nested value, whether the thread has
/// stack to spare, and fail with a clean error when it has not.
///
/// The check is cheap: the address of a local compared with two numbers. The thread's stack
/// bounds, which cost a system call (and on Linux's main thread, a read of
/// `/proc/self/maps`), are looked up only once a coder has used ``lookupDepth`` bytes of
/// stack, which ordinary documents never do.
package struct StackGuard {
  /// The stack used before the bounds are looked up.
  static let lookupDepth: UInt = 128 * 1024

  /// The stack kept free: room for the levels between two checks, and for unwinding.
  static let reserve: UInt = 64 * 1024

  /// Where the guarded work started.
  private let base: UInt
  /// The lowest address the work may reach; 0 until looked up, `UInt.max` unknown.
  private var limit: UInt = 0
  /// The top of the thread's stack, once looked up.
  private var top: UInt = 0

  /// A guard for work that starts at the caller's stack position.
  package init() {
    base = Self.stackAddress()
  }

  /// Whether the stack has room for another level of recursion.
  ///
  /// The common answer, a stack used less than ``lookupDepth`` bytes deep, is inline; the
  /// rest is a call.
  @inline(__always)
  package mutating func hasRoom() -> Bool {
    let address = Self.stackAddress()
    guard address < base, base &- address > Self.lookupDepth else { return true }
    return hasRoom(at: address)
  }

  /// ``hasRoom()`` for a stack used deeper than ``lookupDepth``.
  @inline(never)
  private mutating func hasRoom(at address: UInt) -> Bool {
    if limit == 0 {
      if let (low, high) = Self.bounds() {
        (limit, top) = (low &+ Self.reserve, high)
      } else {
        limit = .max
      }
    }
    // An address outside the thread's stack says nothing about it: the address sanitizer,
    // for one, may keep locals on a "fake stack" on the heap.
    guard limit != .max, address <= top, address &+ Self.reserve >= limit else { return true }
    return address > limit
  }

  /// The address of a local in the caller's frame, roughly the stack pointer.
  @inline(__always)
  private static func stackAddress() -> UInt {
    var marker: UInt8 = 0
    return unsafe withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }

  #if canImport(Glibc) || canImport(Musl)
    /// `pthread_getattr_np`, which the C library has but its Swift module leaves out (it is
    /// a GNU extension), looked up once.
    private typealias GetAttributes =
      @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    private static let getThreadAttributes: GetAttributes? = {
      guard let symbol = unsafe dlsym(nil, "pthread_getattr_np") else { return nil }
      return unsafe unsafeBitCast(symbol, to: GetAttributes.self)
    }()
  #endif

  /// The lowest and highest addresses of the current thread's stack, which grows down;
  /// `nil` when the platform does not say.
  private static func bounds() -> (low: UInt, high: UInt)? {
    #if canImport(Darwin)
      let thread = pthread_self()
      let top = unsafe UInt(bitPattern: pthread_get_stackaddr_np(thread))
      return (top &- UInt(pthread_get_stacksize_np(thread)), top)
    #elseif canImport(Glibc) || canImport(Musl)
      guard let getAttributes = unsafe Self.getThreadAttributes else { return nil }
      var attributes = pthread_attr_t()
      guard unsafe getAttributes(pthread_self(), &attributes) == 0 else { return nil }
      defer { unsafe pthread_attr_destroy(&attributes) }
      var address: UnsafeMutableRawPointer?
      var size = 0
      guard unsafe pthread_attr_getstack(&attributes, &address, &size) == 0,
        let address = unsafe address
      else {
        return nil
      }
      return (UInt(bitPattern: address), UInt(bitPattern: address) &+ UInt(size))
    #else
      return nil
    #endif
  }
}
