//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// UUID text: 8-4-4-4-12 hexadecimal digits, as `UUID(uuidString:)` reads it.
enum UUIDText {
  static func isUUID(_ utf8: String.UTF8View) -> Bool {
    guard utf8.count == 36 else { return false }
    for (offset, byte) in utf8.enumerated() {
      switch offset {
      case 8, 13, 18, 23:
        guard byte == UInt8(ascii: "-") else { return false }
      default:
        guard byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 6 else {
          return false
        }
      }
    }
    return true
  }
}

/// The finer forms of ISO 8601 text that `RemapDecoder` reads as dates.
enum ISO8601Text {
  /// The format of text that the decoder's ISO 8601 parser accepts.
  static func format(of text: String) -> StringFormat {
    let bytes = Array(text.utf8)
    func isDigit(_ index: Int) -> Bool {
      index < bytes.count && bytes[index] &- UInt8(ascii: "0") < 10
    }
    func digits(_ range: Range<Int>) -> Bool { range.allSatisfy(isDigit) }
    func byte(_ index: Int, is character: Unicode.Scalar) -> Bool {
      index < bytes.count && bytes[index] == UInt8(ascii: character)
    }
    let isDate =
      digits(0..<4) && byte(4, is: "-") && digits(5..<7) && byte(7, is: "-") && digits(8..<10)
    guard isDate else { return .otherISO8601 }
    if bytes.count == 10 { return .date }
    // RFC 3339: 'T', HH:MM:SS, an optional fraction, then 'Z' or an offset with a colon.
    guard byte(10, is: "T"), digits(11..<13), byte(13, is: ":"), digits(14..<16),
      byte(16, is: ":"), digits(17..<19)
    else { return .otherISO8601 }
    var index = 19
    var fractional = false
    if byte(index, is: ".") {
      index += 1
      let start = index
      while isDigit(index) { index += 1 }
      guard index > start else { return .otherISO8601 }
      fractional = true
    }
    let zone = bytes.count - index
    let hasZone =
      (zone == 1 && byte(index, is: "Z"))
      || (zone == 6 && (byte(index, is: "+") || byte(index, is: "-"))
        && digits(index + 1..<index + 3) && byte(index + 3, is: ":")
        && digits(index + 4..<index + 6))
    guard hasZone else { return .otherISO8601 }
    return fractional ? .fractionalDateTime : .dateTime
  }
}
