//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

extension StreamingEncoder {
  // MARK: - Numbers

  /// Throws if a floating-point value can be written neither as a number nor as a string.
  @inline(__always)
  func checkFloat(
    _ value: Double, original: Any, path: @autoclosure () -> [any CodingKey]
  ) throws {
    if !value.isFinite && settings.text(forNonConforming: value) == nil {
      throw EncodingErrors.nonConformingFloat(original, path: path())
    }
  }

  /// Writes a `Double`, or what the non-conforming float strategy says for a non-finite one.
  @inline(__always)
  func writeDouble(_ value: Double, key: @autoclosure () -> (any CodingKey)?) throws {
    if value.isFinite {
      withState { $0.writer.writeFinite(value) }
    } else {
      try writeNonConforming(value, original: value, key: key())
    }
  }

  /// Writes a `Float`, or what the non-conforming float strategy says for a non-finite one.
  func writeFloat(_ value: Float, key: @autoclosure () -> (any CodingKey)?) throws {
    if value.isFinite {
      withState { $0.writer.writeFinite(value) }
    } else {
      try writeNonConforming(Double(value), original: value, key: key())
    }
  }

  func writeNonConforming(
    _ value: Double, original: Any, key: @autoclosure () -> (any CodingKey)?
  ) throws {
    guard let text = settings.text(forNonConforming: value) else {
      throw EncodingErrors.nonConformingFloat(
        original, path: withState { $0.path(toMember: key()) })
    }
    withState { $0.writer.writeQuoted(text, escapingSlashes: $0.escapesSlashes) }
  }

  func writeDecimal(_ value: Decimal, key: @autoclosure () -> (any CodingKey)?) throws {
    if let number = JSON.Number(value) {
      withState { $0.writer.writeNumber(number) }
    } else {
      try writeNonConforming(.nan, original: value, key: key())
    }
  }

  func writeDoubles(_ values: [Double], key: @autoclosure () -> (any CodingKey)?) throws {
    if let bad = values.firstIndex(where: { !$0.isFinite }),
      settings.text(forNonConforming: values[bad]) == nil
    {
      throw EncodingErrors.nonConformingFloat(
        values[bad], path: withState { $0.path(toMember: key()) } + [IndexKey(bad)])
    }
    let settings = settings
    withState { state in
      state.writeArray(values) { state, value in
        if value.isFinite {
          state.writer.writeFinite(value)
        } else {
          let text = settings.text(forNonConforming: value) ?? ""
          state.writer.writeQuoted(text, escapingSlashes: state.escapesSlashes)
        }
      }
    }
  }

  // MARK: - Dates and data

  func writeDate(_ date: Date, key: @autoclosure () -> (any CodingKey)?) throws {
    switch settings.dateEncoding.kind {
    case .iso8601:
      let written = withState { ISO8601Formatter.write(date, into: &$0.writer, quoted: true) }
      guard written else {
        throw EncodingErrors.unsupported(
          date, "the date \(date.timeIntervalSince1970) has no ISO 8601 form",
          path: withState { $0.path(toMember: key()) })
      }
    case .epoch(let unit):
      try writeDouble(unit.value(of: date), key: key())
    case .formatted(let pattern):
      let formatter = dateFormatter ?? DatePatternFormatter(pattern: pattern)
      dateFormatter = formatter
      let text = formatter.string(from: date)
      withState { $0.writer.writeQuoted(text, escapingSlashes: $0.escapesSlashes) }
    case .deferredToDate:
      try writeDouble(date.timeIntervalSinceReferenceDate, key: key())
    case .custom(let closure):
      try encodeCustom(key: key()) { try closure(date, $0) }
    }
  }

  func writeData(_ data: Data, key: @autoclosure () -> (any CodingKey)?) throws {
    switch settings.dataEncoding.kind {
    case .base64:
      withState { state in
        unsafe data.withUnsafeBytes {
          unsafe state.writer.writeBase64($0, escapingSlashes: state.escapesSlashes)
        }
      }
    case .deferredToData:
      let (frame, slot) = withState { ($0.topIndex, $0.reserveSlot(key: key())) }
      try encodeNested(data, frame: frame, slot: slot)
    case .custom(let closure):
      try encodeCustom(key: key()) { try closure(data, $0) }
    }
  }

  // MARK: - Dictionaries

  /// Writes a `[String: Value]` dictionary's keys as they are, as `JSONEncoder` does.
  func writeDictionary<Value: Encodable>(_ dictionary: [String: Value]) throws {
    guard !dictionary.isEmpty else {
      withState { $0.writer.write("{}") }
      return
    }
    let (index, serial) = withState { $0.openDictionary() }
    for (key, value) in dictionary {
      let begun = withState {
        $0.beginMember(frame: index, serial: serial, key: key, converting: false)
      }
      guard begun else { return }
      try encodeMember(value, key: StringKey(key))
    }
  }
}

// MARK: - Writing values

extension StreamState {
  /// Writes an integer of any width exactly.
  @inline(__always)
  mutating func writeInteger<Integer: FixedWidthInteger>(_ value: Integer) {
    // The width is a constant once specialized, so 64-bit and narrower types pay nothing here.
    if Integer.bitWidth > 64 {
      writer.writeNumber(JSON.Number(value))
    } else {
      writer.writeInteger(
        magnitude: UInt64(truncatingIfNeeded: value.magnitude), negative: value < 0)
    }
  }

  /// Writes an array of values that have fast paths, formatted as the containers would.
  mutating func writeArray<Element>(
    _ elements: [Element], _ writeElement: (inout StreamState, Element) -> Void
  ) {
    guard !elements.isEmpty else {
      writer.write("[]")
      return
    }
    writer.write(UInt8(ascii: "["))
    let depth = topIndex + 1
    var first = true
    for element in elements {
      if !first { writer.write(UInt8(ascii: ",")) }
      first = false
      if prettyPrinted { newline(depth: depth) }
      writeElement(&self, element)
    }
    if prettyPrinted { newline(depth: depth - 1) }
    writer.write(UInt8(ascii: "]"))
  }

  /// Writes a `JSON` value as it is: its keys are not converted and its numbers keep their
  /// exact text.
  mutating func writeJSON(_ value: JSON, options: JSONWritingOptions) {
    guard prettyPrinted, topIndex > 0 else {
      JSONWriter.write(value, into: &writer, options: options)
      return
    }
    // The writer indents from column 0; indent each line to this value's depth.
    var text = ByteWriter(capacity: 256)
    JSONWriter.write(value, into: &text, options: options)
    let indent = 2 * topIndex
    for byte in text.bytes {
      writer.write(byte)
      if byte == UInt8(ascii: "\n") { writer.write(repeating: UInt8(ascii: " "), count: indent) }
    }
  }
}
