//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Strings made from UTF-8 that a scanner has already validated.
///
/// `String(decoding:as:)` validates its input again, which costs more than the copy itself on
/// non-ASCII text (about 12 instructions a byte against 1, measured with callgrind on 11 KB of
/// Cyrillic and Japanese). The scanners validate every string they record, so the strings they
/// hand out are made through `UTF8Span(unchecked:)`, where the standard library has it.
package enum ValidatedUTF8 {
  /// The string of `count` bytes at `start`.
  ///
  /// - Precondition: The bytes are well-formed UTF-8 (RFC 3629), as the JSON and XML scanners
  ///   check for every string and name they accept. Anything else is undefined behavior.
  @inline(__always)
  package static func string(_ start: UnsafePointer<UInt8>, count: Int) -> String {
    #if _pointerBitWidth(_64) && _endian(little)
      if count <= 15 { return unsafe smallString(start, count: count) }
    #endif
    let bytes = unsafe UnsafeBufferPointer(start: start, count: count)
    if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
      return unsafe String(copying: UTF8Span(unchecked: bytes.span))
    }
    return unsafe String(decoding: bytes, as: UTF8.self)
  }

  /// Whether destroying the string at `string` releases nothing, which lets code that frees
  /// many strings skip the runtime call (`swift_bridgeObjectRelease`, a no-op for these).
  ///
  /// Small strings (up to 15 bytes) and literals are immortal: the top bit of the second word
  /// of `_StringObject` on 64-bit platforms, part of Swift's ABI. `false` elsewhere, which
  /// only costs the call.
  @inline(__always)
  package static func isImmortal(_ string: UnsafePointer<String>) -> Bool {
    #if _pointerBitWidth(_64) && _endian(little)
      return unsafe UnsafeRawPointer(string).load(fromByteOffset: 8, as: UInt64.self) >> 63 != 0
    #else
      return false
    #endif
  }

  /// Whether destroying `string` releases nothing, as the overload for a pointer says.
  @inline(__always)
  package static func isImmortal(_ string: String) -> Bool {
    #if _pointerBitWidth(_64) && _endian(little)
      // A bit cast of the borrowed value: no copy, so no retain.
      return unsafe unsafeBitCast(string, to: (UInt64, UInt64).self).1 >> 63 != 0
    #else
      return false
    #endif
  }

  #if _pointerBitWidth(_64) && _endian(little)
    /// The string of `count` ≤ 15 bytes at `start`, built as the standard library builds a
    /// small string: the bytes in two words, the second's top byte giving the count and
    /// whether every byte is ASCII.
    ///
    /// `String(copying:)` makes the same value through two calls and a loop a byte at a time,
    /// about 100 instructions for a short word; most strings in a document are that short
    /// (half of twitter.json's). This is the layout of `_StringObject` on 64-bit platforms,
    /// part of Swift's ABI; `ValidatedUTF8Tests` compares it, bit for bit, with the standard
    /// library's own small strings at every length.
    @inline(__always)
    static func smallString(_ start: UnsafePointer<UInt8>, count: Int) -> String {
      let (low, high) = unsafe words(start, count: count)
      let isASCII = (low | high) & 0x8080_8080_8080_8080 == 0
      // Immortal (0x80), ASCII (0x40) and small (0x20), then the count.
      let discriminator: UInt64 = (isASCII ? 0xE0 : 0xA0) | UInt64(truncatingIfNeeded: count)
      // Moved out of memory rather than bit cast: a bit cast yields a borrowed `String`
      // that the caller then copies, a `swift_bridgeObjectRetain` call per string (a no-op
      // on a small string, but ~25 instructions). A move hands over the value as it is.
      var words = (low, high | discriminator &<< 56)
      return unsafe withUnsafeMutablePointer(to: &words) { words in
        unsafe words.withMemoryRebound(to: String.self, capacity: 1) { unsafe $0.move() }
      }
    }

    /// The `count` ≤ 15 bytes at `start` as two little-endian words, zero past the count,
    /// reading no byte past them.
    @inline(__always)
    static func words(_ start: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
      let raw = unsafe UnsafeRawPointer(start)
      if count >= 8 {
        let low = unsafe raw.loadUnaligned(as: UInt64.self)
        guard count > 8 else { return (low, 0) }
        // The last eight bytes, of which the first 16 - count are the low word's again.
        let last = unsafe raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        return (low, last &>> (UInt64(truncatingIfNeeded: 16 &- count) &* 8))
      }
      if count >= 4 {
        // Two loads of four bytes that overlap where count < 8: the same bytes, or-ed.
        let first = UInt64(unsafe raw.loadUnaligned(as: UInt32.self))
        let last = UInt64(unsafe raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
        return (first | last &<< (UInt64(truncatingIfNeeded: count &- 4) &* 8), 0)
      }
      var low: UInt64 = 0
      for index in 0..<count {
        low |= UInt64(unsafe start[index]) &<< (UInt64(truncatingIfNeeded: index) &* 8)
      }
      return (low, 0)
    }
  #endif
}
