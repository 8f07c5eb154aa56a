//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Reads a `Date` with the first of several transforms that accepts the value; writes it with
/// the first.
///
/// ```swift
/// decoder.transforms.register(FirstMatchDateTransform([
///   ISO8601DateTransform(),
///   DateFormatTransform("dd/MM/yyyy"),
///   EpochDateTransform(.milliseconds),
/// ]))
/// ```
public struct FirstMatchDateTransform: ValueTransform {
  /// The transforms, in the order they are tried.
  public let transforms: [any ValueTransform<Date>]

  /// Creates the transform.
  ///
  /// - Parameter transforms: The transforms to try in turn; the first also encodes. Must
  ///   not be empty.
  public init(_ transforms: [any ValueTransform<Date>]) {
    precondition(!transforms.isEmpty, "FirstMatchDateTransform needs at least one transform")
    self.transforms = transforms
  }

  /// Reads the value with the first transform that accepts it.
  ///
  /// - Parameter json: The value in the document.
  /// - Returns: The date.
  /// - Throws: ``RemapError`` with code ``RemapError/Code/invalidValue`` listing what each
  ///   transform expected, when none accepts the value.
  public func decode(_ json: JSON) throws -> Date {
    var expected: [String] = []
    for transform in transforms {
      do {
        return try transform.decode(json)
      } catch let error as RemapError {
        expected.append(error.expected ?? error.message)
      } catch {
        expected.append("\(error)")
      }
    }
    throw TransformErrors.invalidValue(
      expected: "a date: " + expected.joined(separator: ", or "), found: json)
  }

  /// Writes the value with the first transform.
  ///
  /// - Parameter value: The date.
  /// - Returns: The first transform's JSON.
  /// - Throws: What the first transform throws.
  public func encode(_ value: Date) throws -> JSON {
    try transforms[0].encode(value)
  }
}
