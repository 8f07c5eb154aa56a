//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Builds `JSON` values from a scanned tape.
///
/// Iterative, like the scanner: a stack of partly built containers replaces recursion.
struct JSONTreeBuilder: ~Copyable {
  private let tape: JSONTape
  private let base: UnsafePointer<UInt8>
  private let duplicateKeys: JSONReadingOptions.DuplicateKeyPolicy

  init(
    tape: consuming JSONTape, base: UnsafePointer<UInt8>,
    duplicateKeys: JSONReadingOptions.DuplicateKeyPolicy
  ) {
    self.tape = tape
    unsafe self.base = base
    self.duplicateKeys = duplicateKeys
  }

  /// A container being built.
  private struct Frame {
    var isObject: Bool
    var remaining: Int
    var elements: [JSON] = []
    var members: [JSON.Object.Element] = []
    /// The key of the member whose value is being built.
    var key = ""
    /// Which members' raw key bytes might collide, by a cheap hash: a key whose bit is clear
    /// is certainly new, so most objects never compare keys.
    var keyFilter: UInt64 = 0
    /// Whether any key so far had escapes (which the raw-byte filter cannot see through).
    var sawEscapedKey = false
    var keyEntry = 0
  }

  /// Builds the value of the document's root entry.
  func build() throws(ScanFailure) -> JSON {
    var stack: [Frame] = []
    var entry = 0
    while true {
      var value: JSON
      switch tape.kind(entry) {
      case .null: value = .null
      case .true: value = .bool(true)
      case .false: value = .bool(false)
      case .string: value = .string(string(at: entry))
      case .int: value = .number(JSON.Number(storage: .int(Int64(bitPattern: tape.payload(entry)))))
      case .uint: value = .number(JSON.Number(storage: .uint(tape.payload(entry))))
      case .decimal, .negativeDecimal:
        value = .number(
          JSON.Number(
            storage: .decimal(
              significand: tape.payload(entry), exponent: tape.decimalExponent(entry),
              negative: tape.kind(entry) == .negativeDecimal)))
      case .textNumber:
        let text = unsafe String(
          decoding: UnsafeBufferPointer(
            start: base + tape.offset(entry), count: Int(tape.payload(entry))),
          as: UTF8.self)
        value = .number(JSON.Number(storage: .text(text)))
      case .array:
        let count = tape.containerCount(entry)
        if count == 0 {
          value = .array([])
        } else {
          var frame = Frame(isObject: false, remaining: count)
          frame.elements.reserveCapacity(count)
          stack.append(frame)
          entry += 1
          continue
        }
      case .object:
        let count = tape.containerCount(entry)
        if count == 0 {
          value = .object(JSON.Object())
        } else {
          var frame = Frame(isObject: true, remaining: count)
          frame.members.reserveCapacity(count)
          frame.key = string(at: entry + 1)
          frame.keyEntry = entry + 1
          stack.append(frame)
          entry += 2
          continue
        }
      }
      entry += 1

      // Hand the value to its container; completed containers become values in turn.
      while true {
        let top = stack.count - 1
        guard top >= 0 else { return value }
        if stack[top].isObject {
          try addMember(value, to: &stack[top])
        } else {
          stack[top].elements.append(value)
        }
        stack[top].remaining -= 1
        if stack[top].remaining > 0 {
          if stack[top].isObject {
            stack[top].key = string(at: entry)
            stack[top].keyEntry = entry
            entry += 1
          }
          break
        }
        let frame = stack.removeLast()
        value =
          frame.isObject
          ? .object(JSON.Object(uniqueMembers: frame.members)) : .array(frame.elements)
      }
    }
  }

  @inline(__always)
  private func addMember(_ value: JSON, to frame: inout Frame) throws(ScanFailure) {
    let keyEntry = frame.keyEntry
    let (length, escaped) = tape.stringLength(keyEntry)
    var mightRepeat = escaped || frame.sawEscapedKey
    if !mightRepeat {
      let offset = tape.offset(keyEntry)
      var hash = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
      if length > 0 {
        hash ^= unsafe UInt64(base[offset]) << 8 | UInt64(base[offset + length - 1])
        hash &*= 0xBF58_476D_1CE4_E5B9
      }
      let bit: UInt64 = 1 << (hash >> 58)
      mightRepeat = frame.keyFilter & bit != 0
      frame.keyFilter |= bit
    }
    frame.sawEscapedKey = frame.sawEscapedKey || escaped
    if mightRepeat, let position = frame.members.firstIndex(where: { $0.key == frame.key }) {
      if duplicateKeys == .reject {
        throw ScanFailure(
          code: .duplicateKey,
          message: "duplicate key \"\(frame.key)\" in an object",
          offset: tape.offset(keyEntry) - 1)
      }
      frame.members[position].value = value
      return
    }
    frame.members.append((frame.key, value))
  }

  /// The string at a string entry, with escapes decoded.
  @inline(__always)
  private func string(at entry: Int) -> String {
    let (length, escaped) = tape.stringLength(entry)
    let start = unsafe base + tape.offset(entry)
    if !escaped {
      return unsafe String(
        decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
    }
    return unsafe JSONStringDecoder.decode(start, count: length)
  }
}
