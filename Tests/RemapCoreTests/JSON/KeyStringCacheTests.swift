//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Testing

@testable import RemapCore

/// `KeyStringCache` keeps the strings of the last two byte sequences whose hashes pick the
/// same pair of slots, whatever the hashes' low bits, and gives back the string it made.
@Suite("Key string cache")
struct KeyStringCacheTests {
  /// Strings of 20 bytes, each looked up under a hash the test chooses.
  static let strings = ["contributors_enabled", "follow_requests_sent", "profile_link_colour_"]

  /// Hashes with the same highest and lowest bits: they pick one pair of slots, and picked
  /// one slot when the low bits chose it.
  static let hashes: [UInt64] = [
    0xA000_0000_0000_0005, 0xA000_1234_5678_0005, 0xA000_0000_9ABC_0005,
  ]

  /// The address of a string's bytes, which a string found in the cache shares.
  static func storage(_ string: String) -> UnsafeRawPointer? {
    string.utf8.withContiguousStorageIfAvailable {
      unsafe $0.baseAddress.map(UnsafeRawPointer.init)
    } ?? nil
  }

  /// The strings' bytes, one after another, which a cache's slots point into: allocated
  /// rather than borrowed in a closure, so that the cache, noncopyable, is not captured.
  let text: UnsafeMutableBufferPointer<UInt8>

  init() {
    let bytes = Array(Self.strings.joined().utf8)
    text = .allocate(capacity: bytes.count)
    _ = unsafe text.initialize(from: bytes)
  }

  /// Looks up `Self.strings[index]`, read from `text`, under `Self.hashes[index]`.
  func lookUp(_ index: Int, in cache: inout KeyStringCache) -> (string: String, found: Bool) {
    unsafe cache.lookUp(
      text.baseAddress! + 20 * index, count: 20, hash: Self.hashes[index], escaped: false)
  }

  @Test("two strings whose hashes pick one pair, looked up in turn, are both found")
  func twoStringsOfOnePairAreBothFound() {
    defer { text.deallocate() }
    var cache = KeyStringCache(inputLength: 10_000)
    let first = lookUp(0, in: &cache)
    let second = lookUp(1, in: &cache)
    #expect(!first.found && !second.found)
    #expect([first.string, second.string] == Array(Self.strings[0..<2]))
    for _ in 0..<3 {
      for (index, made) in [first, second].enumerated() {
        let again = lookUp(index, in: &cache)
        #expect(again.found)
        #expect(again.string == Self.strings[index])
        #expect(unsafe Self.storage(again.string) == Self.storage(made.string))
      }
    }
  }

  @Test("a third string of the pair displaces the one made first")
  func aThirdStringDisplacesTheOldest() {
    defer { text.deallocate() }
    var cache = KeyStringCache(inputLength: 10_000)
    _ = lookUp(0, in: &cache)
    _ = lookUp(1, in: &cache)
    let third = lookUp(2, in: &cache)
    #expect(!third.found && third.string == Self.strings[2])
    #expect(lookUp(1, in: &cache).found)
    #expect(lookUp(2, in: &cache).found)
    let first = lookUp(0, in: &cache)
    #expect(!first.found && first.string == Self.strings[0])
  }

  @Test("a reset forgets the strings: the bytes they were made from may be gone")
  func resetForgetsTheStrings() {
    defer { text.deallocate() }
    var cache = KeyStringCache(inputLength: 10_000)
    _ = lookUp(0, in: &cache)
    cache.reset(inputLength: 100)
    #expect(!lookUp(0, in: &cache).found)
    #expect(lookUp(0, in: &cache).found)
  }
}
