//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Turns UTF-16 input into UTF-8, which the scanner reads.
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
}
