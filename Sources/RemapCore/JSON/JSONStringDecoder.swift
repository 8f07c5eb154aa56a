//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Decodes the escapes of a JSON string the scanner has already validated.
enum JSONStringDecoder {
  /// Returns the string for the raw content bytes (between the quotes) of a valid JSON string.
  static func decode(_ start: UnsafePointer<UInt8>, count: Int) -> String {
    // Decoded text is never longer than its escaped form.
    unsafe String(unsafeUninitializedCapacity: count) { output in
      var input = 0
      var written = 0
      while input < count {
        let byte = unsafe start[input]
        guard byte == UInt8(ascii: "\\") else {
          unsafe output[written] = byte
          written += 1
          input += 1
          continue
        }
        let code = unsafe start[input + 1]
        input += 2
        let simple: UInt8
        switch code {
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
          var scalar = UInt32(unsafe hexValue(start + input))
          input += 4
          if scalar >= 0xD800 && scalar < 0xDC00 {
            let low = UInt32(unsafe hexValue(start + input + 2))
            input += 6
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          written += unsafe encodeUTF8(scalar, into: output, at: written)
          continue
        default: simple = code  // '"', '\\' and '/' stand for themselves
        }
        unsafe output[written] = simple
        written += 1
      }
      return written
    }
  }

  @inline(__always)
  private static func hexValue(_ digits: UnsafePointer<UInt8>) -> UInt16 {
    var value: UInt16 = 0
    for index in 0..<4 {
      value = value << 4 | UInt16(unsafe ASCII.hexValue(digits[index]) ?? 0)
    }
    return value
  }

  /// Writes a scalar's UTF-8 encoding and returns its length.
  @inline(__always)
  static func encodeUTF8(
    _ scalar: UInt32, into buffer: UnsafeMutableBufferPointer<UInt8>, at position: Int
  ) -> Int {
    let output = unsafe UnsafeMutableBufferPointer(rebasing: buffer[position...])
    switch scalar {
    case 0..<0x80:
      unsafe output[0] = UInt8(scalar)
      return 1
    case 0x80..<0x800:
      unsafe output[0] = UInt8(0xC0 | scalar >> 6)
      unsafe output[1] = UInt8(0x80 | scalar & 0x3F)
      return 2
    case 0x800..<0x10000:
      unsafe output[0] = UInt8(0xE0 | scalar >> 12)
      unsafe output[1] = UInt8(0x80 | scalar >> 6 & 0x3F)
      unsafe output[2] = UInt8(0x80 | scalar & 0x3F)
      return 3
    default:
      unsafe output[0] = UInt8(0xF0 | scalar >> 18)
      unsafe output[1] = UInt8(0x80 | scalar >> 12 & 0x3F)
      unsafe output[2] = UInt8(0x80 | scalar >> 6 & 0x3F)
      unsafe output[3] = UInt8(0x80 | scalar & 0x3F)
      return 4
    }
  }
}
