//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Well-formed UTF-8, as RFC 3629 defines it.
///
/// No overlong forms, no UTF-16 surrogates, nothing above U+10FFFF. The JSON and XML scanners
/// take ASCII in their own fast loops and call this for the first byte of each multi-byte
/// sequence.
// `@usableFromInline`, or its inlinable members are not inlined into RemapXML (CONTRIBUTING.md).
@usableFromInline package enum UTF8Validation {
  /// The length of the well-formed sequence that starts at `position`, or `nil` when the
  /// bytes there are not one.
  ///
  /// - Parameters:
  ///   - base: The first byte of the input.
  ///   - position: Where the sequence starts; its byte is 0x80 or above.
  ///   - end: The number of input bytes.
  /// - Returns: 2, 3 or 4, or `nil`.
  @inlinable @inline(__always)
  package static func sequenceLength(_ base: UnsafePointer<UInt8>, at position: Int, end: Int)
    -> Int?
  {
    let lead = unsafe base[position]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, low) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, high) = (3, 0x9F)  // no UTF-16 surrogates
    case 0xF0: (length, low) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, high) = (4, 0x8F)  // nothing above U+10FFFF
    default: return nil
    }
    guard position + length <= end else { return nil }
    let second = unsafe base[position + 1]
    guard second >= low && second <= high else { return nil }
    for offset in 2..<length where unsafe base[position + offset] & 0xC0 != 0x80 {
      return nil
    }
    return length
  }
}
