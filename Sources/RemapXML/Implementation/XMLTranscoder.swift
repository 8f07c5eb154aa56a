//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// Turns UTF-16 and ISO-8859-1 input into UTF-8, which the scanner reads, and finds the
/// encoding a document declares.
enum XMLTranscoder {
  /// The UTF-8 of UTF-16 bytes that start with a byte order mark (which is dropped).
  ///
  /// - Throws: ``RemapError`` for an odd number of bytes or a lone surrogate.
  static func utf8(
    fromUTF16 bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool
  ) throws(RemapError) -> [UInt8] {
    guard bytes.count % 2 == 0 else {
      throw RemapError(
        .invalidUnicode, "the UTF-16 input has an odd number of bytes",
        location: SourceLocation(line: 1, column: 1, byteOffset: bytes.count - 1))
    }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count / 2)
    func unit(at position: Int) -> UInt32 {
      let first = UInt32(unsafe bytes[position])
      let second = UInt32(unsafe bytes[position + 1])
      return bigEndian ? first << 8 | second : second << 8 | first
    }
    var position = 2  // after the byte order mark
    // Where each character is, for the error a lone surrogate gives.
    var line = 1
    var column = 1
    while position < bytes.count {
      var value = unit(at: position)
      let start = position
      position += 2
      if value >= 0xD800 && value <= 0xDFFF {
        let low = position < bytes.count ? unit(at: position) : 0
        guard value <= 0xDBFF, low >= 0xDC00 && low <= 0xDFFF else {
          throw RemapError(
            .invalidUnicode, "invalid UTF-16: a lone surrogate",
            location: SourceLocation(line: line, column: column, byteOffset: start))
        }
        position += 2
        value = 0x1_0000 + ((value - 0xD800) << 10 | (low - 0xDC00))
      }
      if value == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
      // Every value here is a scalar: surrogates were paired above.
      let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
      UTF8.encode(scalar) { output.append($0) }
    }
    return output
  }

  /// The UTF-8 of ISO-8859-1 bytes: each byte is the scalar of the same value.
  static func utf8(fromLatin1 bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + bytes.count / 8)
    for position in 0..<bytes.count {
      let byte = unsafe bytes[position]
      if byte < 0x80 {
        output.append(byte)
      } else {
        output.append(0xC0 | byte >> 6)
        output.append(0x80 | byte & 0x3F)
      }
    }
    return output
  }

  /// Checks that a document that declares US-ASCII has only ASCII bytes.
  ///
  /// - Throws: ``RemapError/Code/invalidUnicode`` at the first byte from 0x80.
  static func checkASCII(_ bytes: UnsafeBufferPointer<UInt8>) throws(RemapError) {
    for position in 0..<bytes.count where unsafe bytes[position] >= 0x80 {
      let byte = unsafe bytes[position]
      throw RemapError(
        .invalidUnicode,
        "the byte 0x\(hex(byte)) is not ASCII, but the document declares the encoding US-ASCII",
        location: unsafe SourceLocation(offset: position, in: bytes))
    }
  }

  /// The encoding that the XML declaration at the start of `bytes` names, if it names one
  /// Remap reads.
  ///
  /// A quick look at `<?xml version="1.0" encoding="..."`, enough to choose how to read the
  /// bytes; the scanner reads the declaration properly, and checks that it names the encoding
  /// the bytes were read in. A UTF-8 byte order mark leaves no choice, so this is `nil` then.
  static func declaredEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> XMLInput.Encoding? {
    var position = 0
    func skipWhitespace() {
      while position < bytes.count, unsafe ASCII.isWhitespace(bytes[position]) { position += 1 }
    }
    func skip(_ text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard position + count <= bytes.count else { return false }
      for offset in 0..<count where unsafe bytes[position + offset] != text.utf8Start[offset] {
        return false
      }
      position += count
      return true
    }
    guard skip("<?xml"), position < bytes.count, unsafe ASCII.isWhitespace(bytes[position])
    else { return nil }
    // Each pseudo-attribute: a name, '=', and a quoted value.
    while true {
      skipWhitespace()
      let nameStart = position
      let startsWithEncoding = skip("encoding")
      let nameEnd = position
      while position < bytes.count, unsafe XMLCharacters.isNameCharacter(bytes[position]) {
        position += 1
      }
      let isEncoding = startsWithEncoding && position == nameEnd
      skipWhitespace()
      guard position > nameStart, skip("=") else { return nil }
      skipWhitespace()
      guard position < bytes.count else { return nil }
      let quote = unsafe bytes[position]
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
      position += 1
      let valueStart = position
      while position < bytes.count, unsafe bytes[position] != quote {
        guard unsafe bytes[position] < 0x80 else { return nil }
        position += 1
      }
      guard position < bytes.count else { return nil }
      if isEncoding {
        let name = unsafe String(
          decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<position]), as: UTF8.self)
        return XMLInput.Encoding(declaredName: name)
      }
      position += 1
    }
  }
}
