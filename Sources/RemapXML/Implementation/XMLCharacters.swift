//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// The character classes of XML 1.0 that the scanner, the transcoder and the writer share.
enum XMLCharacters {
  /// ASCII letters, `_` and `:` start a name; so does any non-ASCII character.
  @inline(__always)
  static func isNameStart(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: ":")
  }

  /// Letters, digits, `-`, `.`, `_` and `:` continue a name (non-ASCII is handled apart).
  @inline(__always)
  static func isNameCharacter(_ byte: UInt8) -> Bool {
    // Bits for '-' (45), '.' (46), '0'...'9' (48-57), ':' (58) below 64; letters and '_'
    // above.
    byte < 64
      ? (0x07FF_6000_0000_0000 as UInt64) >> byte & 1 != 0
      : (0x07FF_FFFE_87FF_FFFE as UInt64) >> (byte & 63) & 1 != 0
  }

  /// A code point in hexadecimal, at least four digits, as in `U+0000`.
  static func scalarHex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// XML 1.0's `Char`: tab, line feed, carriage return, and U+0020 and up, without the
  /// surrogates, U+FFFE and U+FFFF.
  static func isXMLCharacter(_ value: UInt32) -> Bool {
    switch value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
    default: false
    }
  }
}
