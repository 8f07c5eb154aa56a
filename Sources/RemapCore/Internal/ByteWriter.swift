//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A growable byte buffer that JSON text is written into.
///
/// Noncopyable, so that it owns its memory outright and frees it exactly once. `@safe`:
/// every access stays within `count`, which `reserve` keeps within the allocation.
@safe
package struct ByteWriter: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  package private(set) var count = 0
  private var capacity: Int

  package init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    unsafe base = .allocate(capacity: self.capacity)
  }

  deinit {
    unsafe base.deallocate()
  }

  /// The bytes written so far.
  package var bytes: [UInt8] {
    unsafe Array(UnsafeBufferPointer(start: base, count: count))
  }

  /// Calls `body` with the bytes written so far, in place; they are valid only during `body`.
  func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
    unsafe body(UnsafeRawBufferPointer(start: base, count: count))
  }

  /// The bytes written so far, as a string.
  package var string: String {
    unsafe String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }

  // MARK: - Raw bytes

  @inline(__always)
  mutating func reserve(_ extra: Int) {
    if count &+ extra > capacity { grow(toHold: count + extra) }
  }

  private mutating func grow(toHold needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    unsafe base = base.movedToNewAllocation(capacity: newCapacity, count: count)
    capacity = newCapacity
  }

  @inline(__always)
  package mutating func write(_ byte: UInt8) {
    reserve(1)
    unsafe base[count] = byte
    count &+= 1
  }

  @inline(__always)
  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    reserve(bytes.count)
    if let source = bytes.baseAddress {
      unsafe (base + count).update(from: source, count: bytes.count)
    }
    count &+= bytes.count
  }

  @inline(__always)
  mutating func write(_ text: StaticString) {
    unsafe write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  mutating func write(repeating byte: UInt8, count repetitions: Int) {
    guard repetitions > 0 else { return }
    reserve(repetitions)
    unsafe (base + count).initialize(repeating: byte, count: repetitions)
    count &+= repetitions
  }

  // MARK: - Numbers

  /// Writes the decimal digits of an integer.
  @inline(__always)
  mutating func writeInteger(magnitude: UInt64, negative: Bool) {
    reserve(21)
    if negative {
      unsafe base[count] = UInt8(ascii: "-")
      count &+= 1
    }
    count &+= unsafe Self.writeDigits(of: magnitude, to: base + count)
  }

  /// Writes the digits of `value` at `output` and returns how many there are.
  @inline(__always)
  static func writeDigits(of value: UInt64, to output: UnsafeMutablePointer<UInt8>) -> Int {
    var digits = 1
    var threshold: UInt64 = 10
    while digits < 20 && value >= threshold {
      digits += 1
      threshold &*= 10
    }
    var remaining = value
    var position = digits
    repeat {
      position -= 1
      unsafe output[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
      remaining /= 10
    } while position > 0
    return digits
  }

  /// Writes a number in JSON syntax: integers as digits, decimals in plain notation when
  /// their point falls within 21 digits and in exponent notation otherwise, long numbers
  /// as their own text.
  mutating func writeNumber(_ number: JSON.Number) {
    switch number.storage {
    case .int(let value):
      writeInteger(magnitude: value.magnitude, negative: value < 0)
    case .uint(let value):
      writeInteger(magnitude: value, negative: false)
    case .decimal(let significand, let exponent, let negative):
      writeDecimal(significand: significand, exponent: Int(exponent), negative: negative)
    case .text(let text):
      var text = text
      text.withUTF8 { unsafe write($0) }
    }
  }

  private mutating func writeDecimal(significand: UInt64, exponent: Int, negative: Bool) {
    if negative { write(UInt8(ascii: "-")) }
    if significand == 0 && exponent >= 0 {
      write(UInt8(ascii: "0"))
      return
    }
    var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
    unsafe withUnsafeMutableBytes(of: &scratch) { raw in
      let digits = unsafe raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self)
      let count = unsafe Self.writeDigits(of: significand, to: digits)
      let all = unsafe UnsafeBufferPointer(start: digits, count: count)
      // How many digits come before the decimal point.
      let point = count + exponent
      if exponent >= 0 && point <= 21 {
        unsafe write(all)
        write(repeating: UInt8(ascii: "0"), count: exponent)
      } else if exponent < 0 && point > 0 {
        unsafe write(UnsafeBufferPointer(rebasing: all[..<point]))
        write(UInt8(ascii: "."))
        unsafe write(UnsafeBufferPointer(rebasing: all[point...]))
      } else if exponent < 0 && point > -6 {
        write("0.")
        write(repeating: UInt8(ascii: "0"), count: -point)
        unsafe write(all)
      } else {
        unsafe write(all[0])
        if count > 1 {
          write(UInt8(ascii: "."))
          unsafe write(UnsafeBufferPointer(rebasing: all[1...]))
        }
        let scale = point - 1
        write(scale < 0 ? "e-" : "e+")
        writeInteger(magnitude: UInt64(scale.magnitude), negative: false)
      }
    }
  }

  // MARK: - Strings

  /// Writes a string in double quotes, escaping what JSON requires.
  ///
  /// Control characters become `\n`-style or `\u00XX` escapes; everything else, including
  /// text outside the Basic Multilingual Plane, is written as UTF-8.
  mutating func writeQuoted(_ string: String, escapingSlashes: Bool) {
    var string = string
    string.withUTF8 { utf8 in unsafe writeQuoted(utf8: utf8, escapingSlashes: escapingSlashes) }
  }

  mutating func writeQuoted(utf8: UnsafeBufferPointer<UInt8>, escapingSlashes: Bool) {
    reserve(utf8.count + 2)
    write(UInt8(ascii: "\""))
    guard let source = utf8.baseAddress else {
      write(UInt8(ascii: "\""))
      return
    }
    let end = utf8.count
    var runStart = 0
    var position = 0
    let slash: UInt8 = escapingSlashes ? UInt8(ascii: "/") : UInt8(ascii: "\"")
    while position < end {
      // Skip eight bytes at a time that need no escaping.
      while position + 8 <= end {
        let word = unsafe SWAR.load(source + position)
        let special =
          SWAR.bytesEqual(word, UInt8(ascii: "\"")) | SWAR.bytesEqual(word, UInt8(ascii: "\\"))
          | SWAR.bytesLess(word, than: 0x20) | SWAR.bytesEqual(word, slash)
        guard special == 0 else {
          position += SWAR.firstFlagged(special)
          break
        }
        position += 8
      }
      guard position < end else { break }
      let byte = unsafe source[position]
      let escape: StaticString?
      switch byte {
      case UInt8(ascii: "\""): escape = "\\\""
      case UInt8(ascii: "\\"): escape = "\\\\"
      case UInt8(ascii: "/") where escapingSlashes: escape = "\\/"
      case 0x08: escape = "\\b"
      case 0x0C: escape = "\\f"
      case 0x0A: escape = "\\n"
      case 0x0D: escape = "\\r"
      case 0x09: escape = "\\t"
      case 0..<0x20: escape = nil
      default:
        position += 1
        continue
      }
      unsafe write(UnsafeBufferPointer(start: source + runStart, count: position - runStart))
      if let escape {
        write(escape)
      } else {
        write("\\u00")
        write(Self.hexDigit(byte >> 4))
        write(Self.hexDigit(byte & 0xF))
      }
      position += 1
      runStart = position
    }
    unsafe write(UnsafeBufferPointer(start: source + runStart, count: end - runStart))
    write(UInt8(ascii: "\""))
  }

  @inline(__always)
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
