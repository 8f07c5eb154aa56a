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

/// Strings made from validated UTF-8: short ones are built as the standard library builds
/// its small strings, and must be exactly those, bit for bit.
@Suite("ValidatedUTF8")
struct ValidatedUTF8Tests {
  /// Texts of every length up to 40 bytes: ASCII, and with a two-, three- or four-byte
  /// character at the start, in the middle and at the end.
  static let texts: [String] = {
    var texts: [String] = []
    for length in 0...40 {
      let ascii = String((0..<length).map { Character(UnicodeScalar(UInt8(0x21 + $0 % 90))) })
      texts.append(ascii)
      for character in ["é", "€", "𝄞"] where character.utf8.count <= length {
        let rest = length - character.utf8.count
        let prefix = String(ascii.prefix(rest / 2))
        let suffix = String(ascii.prefix(rest - rest / 2))
        texts.append(character + prefix + suffix)
        texts.append(prefix + character + suffix)
        texts.append(prefix + suffix + character)
      }
    }
    return texts
  }()

  @Test("every text reads back equal, at every alignment, whatever bytes surround it")
  func stringsEqualTheStandardLibrarys() {
    for text in Self.texts {
      let utf8 = Array(text.utf8)
      for alignment in 0..<8 {
        // Bytes with the high bit set around the text: none may leak into the string.
        let buffer = [UInt8](repeating: 0xFF, count: alignment) + utf8 + [0xFF, 0xC3, 0x80]
        let made = buffer.withUnsafeBufferPointer {
          unsafe ValidatedUTF8.string($0.baseAddress! + alignment, count: utf8.count)
        }
        #expect(made == text, "\(utf8.count) bytes at \(alignment)")
        #expect(Array(made.utf8) == utf8)
        #expect(made.unicodeScalars.count == text.unicodeScalars.count)
        #expect(made.hashValue == text.hashValue)
        var appended = made
        appended += "é!"
        #expect(appended == text + "é!")
      }
    }
  }

  @Test("a string of up to 15 bytes is the standard library's small string, bit for bit")
  func shortStringsAreTheStandardLibrarysSmallStrings() {
    var compared = 0
    for text in Self.texts where text.utf8.count <= 15 {
      let utf8 = Array(text.utf8)
      let made = utf8.withUnsafeBufferPointer {
        unsafe ValidatedUTF8.string($0.baseAddress!, count: utf8.count)
      }
      let expected = String(decoding: utf8, as: UTF8.self)
      #expect(
        unsafe unsafeBitCast(made, to: (UInt64, UInt64).self)
          == unsafeBitCast(expected, to: (UInt64, UInt64).self),
        "\(text.debugDescription)")
      compared += 1
    }
    #expect(compared > 40)
  }

  @Test("short strings and literals are immortal, strings with storage of their own are not")
  func immortalStrings() {
    #if _pointerBitWidth(_64) && _endian(little)
      for text in Self.texts {
        let utf8 = Array(text.utf8)
        var made = utf8.withUnsafeBufferPointer {
          unsafe ValidatedUTF8.string($0.baseAddress!, count: utf8.count)
        }
        #expect(ValidatedUTF8.isImmortal(made) == (utf8.count <= 15), "\(utf8.count) bytes")
        #expect(unsafe ValidatedUTF8.isImmortal(&made) == (utf8.count <= 15))
        // The standard library's own strings agree.
        let standard = String(decoding: utf8, as: UTF8.self)
        #expect(ValidatedUTF8.isImmortal(standard) == (utf8.count <= 15))
      }
      #expect(ValidatedUTF8.isImmortal("a literal longer than fifteen bytes"))
    #else
      #expect(!ValidatedUTF8.isImmortal(""))
    #endif
  }
}
