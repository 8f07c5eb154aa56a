//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if Vapor
  import RemapCore

  /// A URL query string read into an object of strings, for decoding.
  enum QueryString {
    /// Reads `a=1&b=x+y&b=z&c[]=1` into `{"a":"1","b":["x y","z"],"c":["1"]}`.
    ///
    /// Names and values are percent-decoded and `+` reads as a space; a pair without `=` has
    /// the empty string as its value; a name given more than once, or ending in `[]`, makes
    /// an array.
    ///
    /// - Parameter query: The query, without the leading `?`.
    /// - Returns: An object with one member per distinct name, in order of first appearance.
    static func object(from query: String) -> JSON {
      var object = JSON.Object()
      for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        var name = decodeComponent(parts[0])
        let value = JSON.string(parts.count > 1 ? decodeComponent(parts[1]) : "")
        let forcesArray = name.hasSuffix("[]")
        if forcesArray { name.removeLast(2) }
        switch object[name] {
        case nil:
          object[name] = forcesArray ? .array([value]) : value
        case .array(var values)?:
          values.append(value)
          object[name] = .array(values)
        case let single?:
          object[name] = .array([single, value])
        }
      }
      return .object(object)
    }

    /// Percent-decodes one name or value, reading `+` as a space; a malformed escape is
    /// kept as it is.
    private static func decodeComponent(_ text: Substring) -> String {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(text.utf8.count)
      var iterator = text.utf8.makeIterator()
      while let byte = iterator.next() {
        switch byte {
        case UInt8(ascii: "+"):
          bytes.append(UInt8(ascii: " "))
        case UInt8(ascii: "%"):
          let high = iterator.next()
          let low = iterator.next()
          if let high, let low, let value = hexValue(high, low) {
            bytes.append(value)
          } else {
            bytes.append(byte)
            if let high { bytes.append(high) }
            if let low { bytes.append(low) }
          }
        default:
          bytes.append(byte)
        }
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ high: UInt8, _ low: UInt8) -> UInt8? {
      func digit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
      }
      guard let high = digit(high), let low = digit(low) else { return nil }
      return high << 4 | low
    }
  }
#endif
