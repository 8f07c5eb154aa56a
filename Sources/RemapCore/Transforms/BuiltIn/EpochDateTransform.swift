//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Reads and writes a `Date` as a number of seconds or milliseconds since 1970.
///
/// Reads a number or a string holding one; writes a number, an integer when the date is a
/// whole number of units.
///
/// ```swift
/// decoder.transforms.register(EpochDateTransform(.milliseconds))   // 1453047180000
/// ```
public struct EpochDateTransform: ValueTransform {
  /// The unit of the number.
  public struct Unit: Sendable, Hashable {
    // The cases, behind a struct so that a new one breaks no caller's `switch`; the
    // module switches over `kind`.
    enum Kind: Sendable, Hashable {
      case seconds
      case milliseconds
    }

    /// Which of the options this is.
    let kind: Kind

    /// Seconds since 1970-01-01T00:00:00Z.
    public static let seconds = Unit(kind: .seconds)

    /// Milliseconds since 1970-01-01T00:00:00Z.
    public static let milliseconds = Unit(kind: .milliseconds)
  }

  /// The unit of the number.
  public var unit: Unit

  /// Creates the transform.
  ///
  /// - Parameter unit: Seconds or milliseconds; seconds by default.
  public init(_ unit: Unit = .seconds) {
    self.unit = unit
  }

  private var scale: Double { unit == .seconds ? 1 : 1000 }

  /// Reads the number.
  ///
  /// - Parameter json: A number, or a string holding one.
  /// - Returns: The date.
  /// - Throws: ``RemapError`` for any other value.
  public func decode(_ json: JSON) throws -> Date {
    guard let number = TransformErrors.number(json), let value = number.double else {
      throw TransformErrors.typeMismatch(
        expected: unit == .seconds ? "seconds since 1970" : "milliseconds since 1970",
        found: json)
    }
    return Date(timeIntervalSince1970: value / scale)
  }

  /// Writes the number.
  ///
  /// - Parameter value: The date.
  /// - Returns: A number.
  /// - Throws: ``RemapError`` with code ``RemapError/Code/unsupportedValue`` for a date
  ///   that is not finite.
  public func encode(_ value: Date) throws -> JSON {
    guard let number = Coercions.epochNumber(value, unitsPerSecond: scale) else {
      let figure = value.timeIntervalSince1970 * scale
      throw RemapError(.unsupportedValue, "the date \(figure) is not finite", found: "\(figure)")
    }
    return .number(number)
  }
}
