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
    // A struct, so that a new unit breaks no caller's `switch`.
    /// The unit, and how numbers in it map to dates.
    let kind: EpochUnit

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

  /// Reads the number.
  ///
  /// - Parameter json: A number, or a string holding one.
  /// - Returns: The date.
  /// - Throws: ``RemapError`` for any other value.
  public func decode(_ json: JSON) throws -> Date {
    guard let number = TransformErrors.number(json), let value = number.double else {
      throw TransformErrors.typeMismatch(
        expected: "\(unit.kind.name) since 1970",
        found: json)
    }
    return unit.kind.date(value)
  }

  /// Writes the number.
  ///
  /// - Parameter value: The date.
  /// - Returns: A number.
  /// - Throws: ``RemapError`` with code ``RemapError/Code/unsupportedValue`` for a date
  ///   that is not finite.
  public func encode(_ value: Date) throws -> JSON {
    guard let number = unit.kind.number(of: value) else {
      let figure = unit.kind.value(of: value)
      throw RemapError(.unsupportedValue, "the date \(figure) is not finite", found: "\(figure)")
    }
    return .number(number)
  }
}
