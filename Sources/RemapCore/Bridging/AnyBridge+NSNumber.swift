//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

// The Foundation objects that `JSONSerialization` puts in a tree: `NSNull` and `NSNumber`
// (including `NSDecimalNumber`). Everything that needs more than `FoundationEssentials`
// stays in this file.

extension AnyBridge {
  /// What `null` becomes in an `Any` tree.
  static var foundationNull: Any { NSNull() }

  /// The class of `NSNumber`'s Booleans (`__NSCFBoolean` on Apple platforms and on Linux).
  ///
  /// `JSONSerialization` reads `true` and `false` as instances of it, and
  /// `NSNumber(value: true)` returns one. Comparing classes is the only test that tells
  /// `true` from `1` on every platform: `objCType` is `"c"` for both a Boolean and an `Int8`,
  /// and on Linux `NSNumber(value: 1) as? Bool` succeeds.
  private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

  /// Converts `NSNull` and `NSNumber`; `nil` for any other value.
  ///
  /// Checks the dynamic type rather than casting, because on Linux a Swift `Bool` or `Int`
  /// casts to `NSNumber` too, and those are left to the caller.
  static func foundationValue(_ value: Any) throws(RemapError) -> JSON? {
    let type = type(of: value)
    if type is NSNull.Type { return .null }
    guard type is NSNumber.Type, let number = value as? NSNumber else { return nil }
    return try json(from: number)
  }

  /// Converts an `NSNumber` to a Boolean or a number, by what it holds.
  private static func json(from number: NSNumber) throws(RemapError) -> JSON {
    if ObjectIdentifier(type(of: number)) == booleanClass {
      return .bool(number.boolValue)
    }
    if let decimal = number as? NSDecimalNumber {
      guard let converted = JSON.Number(decimal.decimalValue) else {
        throw nonFinite(decimal.description)
      }
      return .number(converted)
    }
    let converted: JSON.Number?
    switch unsafe number.objCType.pointee {
    case CChar(UInt8(ascii: "d")):
      converted = JSON.Number(number.doubleValue)
    case CChar(UInt8(ascii: "f")):
      converted = JSON.Number(number.floatValue)
    case CChar(UInt8(ascii: "Q")), CChar(UInt8(ascii: "L")):
      converted = JSON.Number(number.uint64Value)
    default:
      converted = JSON.Number(number.int64Value)
    }
    guard let converted else { throw nonFinite(number.description) }
    return .number(converted)
  }

  private static func nonFinite(_ text: String) -> RemapError {
    RemapError(
      .unsupportedValue, "JSON cannot express the number \(text) of type NSNumber",
      expected: "a finite number", found: text)
  }
}
