//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// The encoders' byte-level helpers: floating-point numbers written from the standard
// library's shortest digits without creating a `String`, and keys written with a hash for
// duplicate detection.

// MARK: - Floating-point numbers

/// A `TextOutputStream` that receives a floating-point value's text into a fixed buffer.
///
/// The standard library formats `Double` and `Float` on the stack and hands the ASCII result
/// to `_writeASCII` in one call, so formatting into this creates no `String`.
struct FloatingPointText: TextOutputStream {
  private var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  private(set) var count = 0
  /// Text that did not fit, which the standard library never writes for `Double` or `Float`.
  private var overflow: String?

  mutating func write(_ string: String) {
    for byte in string.utf8 { append(byte) }
  }

  mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard count + buffer.count <= 32, let source = buffer.baseAddress else {
      for index in 0..<buffer.count { append(unsafe buffer[index]) }
      return
    }
    let start = count
    unsafe withUnsafeMutableBytes(of: &storage) { raw in
      unsafe raw.baseAddress.unsafelyUnwrapped.advanced(by: start)
        .copyMemory(from: source, byteCount: buffer.count)
    }
    count += buffer.count
  }

  private mutating func append(_ byte: UInt8) {
    guard count < 32, overflow == nil else {
      if overflow == nil {
        overflow = unsafe withUnsafeBytes(of: storage) { raw in
          unsafe String(decoding: UnsafeRawBufferPointer(rebasing: raw[..<count]), as: UTF8.self)
        }
      }
      overflow?.unicodeScalars.append(Unicode.Scalar(byte))
      return
    }
    let position = count
    unsafe withUnsafeMutableBytes(of: &storage) { unsafe $0[position] = byte }
    count += 1
  }

  /// Calls `body` with the text's bytes.
  func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if var overflow {
      return overflow.withUTF8 { unsafe body($0) }
    }
    var copy = storage
    return unsafe withUnsafeBytes(of: &copy) { raw in
      unsafe body(
        UnsafeBufferPointer(
          start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: count))
    }
  }
}

extension JSON.Number {
  /// The number a finite `Double` or `Float` encodes as: its shortest round-tripping decimal,
  /// as an exact decimal, so that integral values have no fractional zero.
  init(encoding value: some BinaryFloatingPoint & TextOutputStreamable) {
    var text = FloatingPointText()
    value.write(to: &text)
    self = unsafe text.withBytes { unsafe Self(shortestText: $0) }
  }

  /// Reads the standard library's text for a finite floating-point value, such as `"5.0"`,
  /// `"-0.001"` or `"1.5e-07"`: at most 17 significant digits.
  private init(shortestText text: UnsafeBufferPointer<UInt8>) {
    var position = 0
    var negative = false
    if position < text.count, unsafe text[position] == UInt8(ascii: "-") {
      negative = true
      position += 1
    }
    var significand: UInt64 = 0
    var exponent = 0
    var digits = 0
    var afterPoint = false
    while position < text.count {
      let byte = unsafe text[position]
      if byte == UInt8(ascii: ".") {
        afterPoint = true
      } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        if digits < 19 {
          significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
          if significand != 0 { digits += 1 }
          if afterPoint { exponent -= 1 }
        } else if !afterPoint {
          exponent += 1
        }
      } else {
        break
      }
      position += 1
    }
    if position < text.count, unsafe text[position] == UInt8(ascii: "e") {
      position += 1
      var exponentNegative = false
      if position < text.count, unsafe text[position] == UInt8(ascii: "-") {
        exponentNegative = true
        position += 1
      } else if position < text.count, unsafe text[position] == UInt8(ascii: "+") {
        position += 1
      }
      var written = 0
      while position < text.count {
        written = written * 10 + Int(unsafe text[position] &- UInt8(ascii: "0"))
        position += 1
      }
      exponent += exponentNegative ? -written : written
    }
    if significand == 0 {
      exponent = 0
    } else {
      while significand % 10 == 0 {
        significand /= 10
        exponent += 1
      }
    }
    self.init(
      storage: .decimal(significand: significand, exponent: Int32(exponent), negative: negative))
  }
}

extension ByteWriter {
  /// Writes a finite `Double` or `Float` exactly as ``JSONWriter`` writes
  /// `JSON.Number(encoding:)` of it, without creating a `String` or a number.
  ///
  /// The standard library writes values from 1e-4 up to 2^53 in plain notation, which is
  /// also the writer's notation for them once a trailing `.0` is dropped; other values are
  /// read back as a decimal and written by ``writeNumber(_:)``.
  mutating func writeFinite(_ value: some BinaryFloatingPoint & TextOutputStreamable) {
    var text = FloatingPointText()
    value.write(to: &text)
    unsafe text.withBytes { bytes in
      for index in 0..<bytes.count where unsafe bytes[index] == UInt8(ascii: "e") {
        writeNumber(JSON.Number(encoding: value))
        return
      }
      var count = bytes.count
      if count >= 2 {
        let fractionIsZero =
          unsafe bytes[count - 2] == UInt8(ascii: ".") && bytes[count - 1] == UInt8(ascii: "0")
        if fractionIsZero { count -= 2 }
      }
      unsafe write(UnsafeBufferPointer(rebasing: bytes[..<count]))
    }
  }

  // MARK: - Keys

  /// Writes a key in quotes and returns a 64-bit hash of its UTF-8, which equal keys share.
  mutating func writeKey(_ key: String, escapingSlashes: Bool) -> UInt64 {
    var key = key
    return key.withUTF8 { utf8 in
      unsafe writeQuoted(utf8: utf8, escapingSlashes: escapingSlashes)
      return unsafe Self.hash(utf8)
    }
  }

  /// Writes a key given as UTF-8 in quotes and returns the hash ``writeKey(_:escapingSlashes:)``
  /// returns for the same text.
  mutating func writeKey(utf8: UnsafeBufferPointer<UInt8>, escapingSlashes: Bool) -> UInt64 {
    unsafe writeQuoted(utf8: utf8, escapingSlashes: escapingSlashes)
    return unsafe Self.hash(utf8)
  }

  /// A fast, well-mixed hash of a short byte string.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    guard let base = bytes.baseAddress else { return hash }
    var position = 0
    while position + 8 <= bytes.count {
      let word = unsafe UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
      hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
      hash ^= hash >> 31
      position += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while position < bytes.count {
      tail |= UInt64(unsafe base[position]) << shift
      shift += 8
      position += 1
    }
    hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
    return hash ^ (hash >> 29)
  }

  // MARK: - Base64

  /// Writes bytes as quoted base64 text, as `Data.base64EncodedString()` spells it, escaping
  /// `/` as `\/` when asked, as string escaping would.
  mutating func writeBase64(_ bytes: UnsafeRawBufferPointer, escapingSlashes: Bool) {
    write(UInt8(ascii: "\""))
    reserve((bytes.count + 2) / 3 * (escapingSlashes ? 8 : 4) + 1)
    var position = 0
    let count = bytes.count
    while position + 3 <= count {
      let value =
        UInt32(unsafe bytes[position]) << 16 | UInt32(unsafe bytes[position + 1]) << 8
        | UInt32(unsafe bytes[position + 2])
      writeBase64Digit(value >> 18, escapingSlashes)
      writeBase64Digit(value >> 12, escapingSlashes)
      writeBase64Digit(value >> 6, escapingSlashes)
      writeBase64Digit(value, escapingSlashes)
      position += 3
    }
    if count - position == 1 {
      let value = UInt32(unsafe bytes[position]) << 16
      writeBase64Digit(value >> 18, escapingSlashes)
      writeBase64Digit(value >> 12, escapingSlashes)
      write("==")
    } else if count - position == 2 {
      let value = UInt32(unsafe bytes[position]) << 16 | UInt32(unsafe bytes[position + 1]) << 8
      writeBase64Digit(value >> 18, escapingSlashes)
      writeBase64Digit(value >> 12, escapingSlashes)
      writeBase64Digit(value >> 6, escapingSlashes)
      write(UInt8(ascii: "="))
    }
    write(UInt8(ascii: "\""))
  }

  @inline(__always)
  private mutating func writeBase64Digit(_ value: UInt32, _ escapingSlashes: Bool) {
    let digit = UInt8(truncatingIfNeeded: value & 0x3F)
    switch digit {
    case 0..<26: write(UInt8(ascii: "A") + digit)
    case 26..<52: write(UInt8(ascii: "a") + digit - 26)
    case 52..<62: write(UInt8(ascii: "0") + digit - 52)
    case 62: write(UInt8(ascii: "+"))
    default:
      if escapingSlashes { write(UInt8(ascii: "\\")) }
      write(UInt8(ascii: "/"))
    }
  }
}
