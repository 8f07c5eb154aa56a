//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

infix operator <-- : AssignmentPrecedence

// JSONHelper's operator: `lhs <-- rhs` converts `rhs` to `lhs`'s type and assigns it.
//
// Three forms of `lhs` (`Convertible`, `Decodable`, and both, which would otherwise be
// ambiguous) for each of three forms of `rhs` (`JSON?`, `Any?`, JSON text): each is one line
// over `ConvertOperator`.

/// Converts a JSON value and assigns it.
///
/// ```swift
/// var colors: [RGBAColor] = [.black, .white]
/// colors <-- response["colors"]    // ["#aaa", "#b06200aa"]
/// var count: Int? = 5
/// count <-- response["missing"]    // nil
/// ```
///
/// An optional `lhs` becomes `nil` when the value is missing, `null` or does not convert; a
/// non-optional `lhs` is then left as it was. Values convert with ``RemapDecoder``'s
/// forgiving rules: `"42"` reads as `42`, `"y"` as `true`.
///
/// - Parameters:
///   - lhs: The variable to assign.
///   - rhs: The value, or `nil` when it is missing.
/// - Returns: Whether a value was converted and assigned.
@discardableResult
public func <-- <T: Convertible>(lhs: inout T, rhs: JSON?) -> Bool {
  ConvertOperator.convert(&lhs, rhs)
}

/// Decodes a JSON value into any `Decodable` type and assigns it
/// with the rules of `<--` from a `JSON?`.
///
/// - Parameters:
///   - lhs: The variable to assign.
///   - rhs: The value, or `nil` when it is missing.
/// - Returns: Whether a value was converted and assigned.
@discardableResult
public func <-- <T: Decodable>(lhs: inout T, rhs: JSON?) -> Bool {
  ConvertOperator.decode(&lhs, rhs)
}

/// Converts a JSON value to a type that is both `Convertible` and `Decodable`, with its
/// `Convertible` conversion, with the rules of `<--` from a `JSON?`.
///
/// - Parameters:
///   - lhs: The variable to assign.
///   - rhs: The value, or `nil` when it is missing.
/// - Returns: Whether a value was converted and assigned.
@discardableResult
public func <-- <T: Convertible & Decodable>(lhs: inout T, rhs: JSON?) -> Bool {
  ConvertOperator.convert(&lhs, rhs)
}

/// Converts a value out of a `[String: Any]` (or `JSONSerialization`'s output) and assigns it,
/// with the rules of `<--` from a `JSON?`.
///
/// ```swift
/// var flag = false
/// flag <-- dictionary["enabled"]   // "y"
/// ```
///
/// - Parameters:
///   - lhs: The variable to assign.
///   - rhs: The value, or `nil` when it is missing; one with no JSON form does not convert.
/// - Returns: Whether a value was converted and assigned.
@discardableResult
public func <-- <T: Convertible>(lhs: inout T, rhs: Any?) -> Bool {
  lhs <-- ConvertOperator.json(fromAny: rhs)
}

/// Converts a value out of a `[String: Any]` into any `Decodable` type and assigns it
/// with the rules of `<--` from a `JSON?`.
///
/// - Parameters:
///   - lhs: The variable to assign.
///   - rhs: The value, or `nil` when it is missing; one with no JSON form does not convert.
/// - Returns: Whether a value was converted and assigned.
@discardableResult
public func <-- <T: Decodable>(lhs: inout T, rhs: Any?) -> Bool {
  lhs <-- ConvertOperator.json(fromAny: rhs)
}

/// Converts a value out of a `[String: Any]` to a type that is both `Convertible` and
/// `Decodable`, with the rules of `<--` from a `JSON?`.
///
/// - Parameters:
///   - lhs: The variable to assign.
///   - rhs: The value, or `nil` when it is missing; one with no JSON form does not convert.
/// - Returns: Whether a value was converted and assigned.
@discardableResult
public func <-- <T: Convertible & Decodable>(lhs: inout T, rhs: Any?) -> Bool {
  lhs <-- ConvertOperator.json(fromAny: rhs)
}

/// Parses JSON text, converts it and assigns it, with the rules of `<--` from a `JSON?`.
///
/// ```swift
/// var user: User?
/// user <-- #"{"name": "Ada"}"#
/// var color = RGBAColor.black
/// color <-- "#b06200"              // not JSON text: read as the string itself
/// ```
///
/// Text that is not valid JSON is taken as a JSON string holding the text.
///
/// - Parameters:
///   - lhs: The variable to assign.
///   - rhs: The JSON text.
/// - Returns: Whether a value was converted and assigned.
@discardableResult
public func <-- <T: Convertible>(lhs: inout T, rhs: String) -> Bool {
  lhs <-- ConvertOperator.json(fromText: rhs)
}

/// Parses JSON text and decodes it into any `Decodable` type
/// with the rules of `<--` from a `JSON?`.
///
/// - Parameters:
///   - lhs: The variable to assign.
///   - rhs: The JSON text.
/// - Returns: Whether a value was converted and assigned.
@discardableResult
public func <-- <T: Decodable>(lhs: inout T, rhs: String) -> Bool {
  lhs <-- ConvertOperator.json(fromText: rhs)
}

/// Parses JSON text and converts it to a type that is both `Convertible` and `Decodable`,
/// with the rules of `<--` from a `JSON?`.
///
/// - Parameters:
///   - lhs: The variable to assign.
///   - rhs: The JSON text.
/// - Returns: Whether a value was converted and assigned.
@discardableResult
public func <-- <T: Convertible & Decodable>(lhs: inout T, rhs: String) -> Bool {
  lhs <-- ConvertOperator.json(fromText: rhs)
}

/// The logic shared by the `<--` overloads.
enum ConvertOperator {
  /// Assigns `json` converted, or, when it is missing (`nil`) or does not convert, `nil` to
  /// an optional and nothing to anything else.
  static func convert<T: Convertible>(_ lhs: inout T, _ json: JSON?) -> Bool {
    guard let json, let value = try? T(converting: json) else { return fail(&lhs) }
    return assign(&lhs, value)
  }

  /// As ``convert(_:_:)``, decoding with ``RemapDecoder``.
  static func decode<T: Decodable>(_ lhs: inout T, _ json: JSON?) -> Bool {
    guard let json, let value = try? RemapDecoder().decode(T.self, from: json) else {
      return fail(&lhs)
    }
    return assign(&lhs, value)
  }

  private static func assign<T>(_ lhs: inout T, _ value: T) -> Bool {
    lhs = value
    return !((value as? any OptionalValue)?.isNone ?? false)
  }

  private static func fail<T>(_ lhs: inout T) -> Bool {
    if let none = (T.self as? any OptionalValue.Type)?.none as? T { lhs = none }
    return false
  }

  /// The JSON for a value out of a `[String: Any]`; `nil` for a missing value or one with
  /// no JSON form.
  static func json(fromAny value: Any?) -> JSON? {
    guard let value else { return nil }
    return try? JSON(any: value)
  }

  /// The JSON text's value, or the text as a string when it is not JSON.
  static func json(fromText text: String) -> JSON {
    (try? JSON(parsing: text)) ?? .string(text)
  }
}

/// `Optional`, seen without its `Wrapped` type.
protocol OptionalValue {
  static var none: Self { get }
  var isNone: Bool { get }
}

extension Optional: OptionalValue {
  var isNone: Bool { self == nil }
}
