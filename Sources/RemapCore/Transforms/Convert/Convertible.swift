//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// A type that the `<--` operator can assign from JSON: anything the decoder can read, and
/// your own types.
///
/// Every scalar, `Date`, `URL`, `UUID`, `Decimal`, `Data`, ``JSON``, ``RGBAColor`` and
/// ``GeoCoordinate`` are `Convertible`, and so are arrays, string-keyed dictionaries and
/// optionals of convertible types. A `Decodable` type becomes one by declaring it; it
/// converts through ``RemapDecoder``'s forgiving rules:
///
/// ```swift
/// struct Venue: Decodable, Convertible { var name: String }
/// var venue: Venue?
/// venue <-- response["venue"]
/// ```
///
/// The `<--` operator also takes any `Decodable` without the declaration.
public protocol Convertible {
  /// Converts a JSON value.
  ///
  /// - Parameter json: The value.
  /// - Throws: ``RemapError`` when the value does not convert.
  init(converting json: JSON) throws(RemapError)
}

extension Convertible where Self: Decodable {
  /// Converts a JSON value with ``RemapDecoder``'s forgiving rules.
  ///
  /// - Parameter json: The value.
  /// - Throws: ``RemapError`` when the value does not decode.
  public init(converting json: JSON) throws(RemapError) {
    self = try RemapDecoder().decode(Self.self, from: json)
  }
}

extension Bool: Convertible {}
extension String: Convertible {}
extension Int: Convertible {}
extension Int8: Convertible {}
extension Int16: Convertible {}
extension Int32: Convertible {}
extension Int64: Convertible {}
extension UInt: Convertible {}
extension UInt8: Convertible {}
extension UInt16: Convertible {}
extension UInt32: Convertible {}
extension UInt64: Convertible {}
extension Double: Convertible {}
extension Float: Convertible {}
extension Decimal: Convertible {}
extension Date: Convertible {}
extension URL: Convertible {}
extension UUID: Convertible {}
extension Data: Convertible {}
extension JSON: Convertible {}

extension Array: Convertible where Element: Convertible {
  /// Converts a JSON array element by element; a single value reads as a one-element array,
  /// as under the decoder's lenient coercion.
  ///
  /// - Parameter json: The array.
  /// - Throws: ``RemapError`` naming the first element that does not convert.
  public init(converting json: JSON) throws(RemapError) {
    guard case .array(let elements) = json else {
      if case .null = json {
        throw TransformErrors.typeMismatch(expected: "an array", found: json)
      }
      self = [try Element(converting: json)]
      return
    }
    var result: [Element] = []
    result.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      do {
        result.append(try Element(converting: element))
      } catch {
        throw error.prefixed(by: .index(index))
      }
    }
    self = result
  }
}

extension Dictionary: Convertible where Key == String, Value: Convertible {
  /// Converts a JSON object member by member.
  ///
  /// - Parameter json: The object.
  /// - Throws: ``RemapError`` naming the first member that does not convert.
  public init(converting json: JSON) throws(RemapError) {
    guard case .object(let object) = json else {
      throw TransformErrors.typeMismatch(expected: "an object", found: json)
    }
    var result: [String: Value] = [:]
    result.reserveCapacity(object.count)
    for (key, member) in object {
      do {
        result[key] = try Value(converting: member)
      } catch {
        throw error.prefixed(by: .key(key))
      }
    }
    self = result
  }
}

extension Optional: Convertible where Wrapped: Convertible {
  /// Converts a JSON value, or `null` to `nil`.
  ///
  /// - Parameter json: The value.
  /// - Throws: ``RemapError`` when a value other than `null` does not convert.
  public init(converting json: JSON) throws(RemapError) {
    if case .null = json {
      self = .none
    } else {
      self = .some(try Wrapped(converting: json))
    }
  }
}

extension RemapError {
  /// This error with `component` in front of its path.
  fileprivate func prefixed(by component: ValuePath.Component) -> RemapError {
    var error = self
    error.path = ValuePath([component] + path.components)
    return error
  }
}
