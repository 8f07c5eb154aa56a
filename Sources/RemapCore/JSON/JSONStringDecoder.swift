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
  ///
  /// The result skips the standard library's UTF-8 validation: the scanner validated the
  /// text, and every escape it accepted decodes to a scalar (surrogates come in pairs).
  static func decode(_ start: UnsafePointer<UInt8>, count: Int) -> String {
    // Decoded text is never longer than its escaped form.
    unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { output in
      let written = unsafe decode(start, count: count, into: output.baseAddress.unsafelyUnwrapped)
      return unsafe ValidatedUTF8.string(output.baseAddress.unsafelyUnwrapped, count: written)
    }
  }

  /// Writes the decoded content to `output`, which has room for `count` bytes, and returns
  /// how many it wrote.
  ///
  /// One forward pass: the bytes between escapes are copied sixteen at a time while they are
  /// searched for the next backslash, so a run costs no call (most runs are a few bytes: the
  /// `\/` of a URL, the `\"` around an attribute), and a long one no second pass.
  static func decode(
    _ start: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>
  ) -> Int {
    let backslash = UInt8(ascii: "\\")
    let backslashes16 = SIMD16(repeating: backslash)
    let destination = UnsafeMutableRawPointer(output)
    var input = 0
    var written = 0
    while input < count {
      // Copy up to the next backslash. Each chunk is stored whole, also its bytes from the
      // backslash on, which the escape then overwrites: `written` ≤ `input`, so the stored
      // bytes stay inside `output`.
      var atEscape = false
      while input &+ 16 <= count {
        let chunk = unsafe UnsafeRawPointer(start + input).loadUnaligned(as: SIMD16<UInt8>.self)
        unsafe destination.storeBytes(of: chunk, toByteOffset: written, as: SIMD16<UInt8>.self)
        let flags = ByteSearch.isZero(chunk ^ backslashes16)
        let words = unsafe unsafeBitCast(flags, to: SIMD2<UInt64>.self)
        guard words[0] | words[1] == 0 else {
          let run = ByteSearch.unflaggedPrefixLength(flags)
          input &+= run
          written &+= run
          atEscape = true
          break
        }
        input &+= 16
        written &+= 16
      }
      if !atEscape && input &+ 8 <= count {
        let word = unsafe SWAR.load(start + input)
        unsafe destination.storeBytes(
          of: word.littleEndian, toByteOffset: written, as: UInt64.self)
        let backslashes = SWAR.bytesEqual(word, backslash)
        let run = backslashes == 0 ? 8 : SWAR.firstFlagged(backslashes)
        input &+= run
        written &+= run
        atEscape = backslashes != 0
      }
      while !atEscape && input < count {
        let byte = unsafe start[input]
        if byte == backslash {
          atEscape = true
        } else {
          unsafe output[written] = byte
          input &+= 1
          written &+= 1
        }
      }
      guard atEscape else { break }
      // `start[input]` is a backslash, which the scanner checked starts a valid escape.
      let code = unsafe start[input &+ 1]
      input &+= 2
      let simple: UInt8
      switch code {
      case UInt8(ascii: "b"): simple = 0x08
      case UInt8(ascii: "f"): simple = 0x0C
      case UInt8(ascii: "n"): simple = 0x0A
      case UInt8(ascii: "r"): simple = 0x0D
      case UInt8(ascii: "t"): simple = 0x09
      case UInt8(ascii: "u"):
        var scalar = UInt32(unsafe hexValue(start + input))
        input &+= 4
        if scalar >= 0xD800 && scalar < 0xDC00 {
          let low = UInt32(unsafe hexValue(start + input + 2))
          input &+= 6
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        written &+= unsafe encodeUTF8(
          scalar, into: UnsafeMutableBufferPointer(start: output, count: count), at: written)
        continue
      default: simple = code  // '"', '\\' and '/' stand for themselves
      }
      unsafe output[written] = simple
      written &+= 1
    }
    return written
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
