//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

extension RemapDecoder {
  /// Decodes a value from a `JSONSerialization`-style dictionary, such as a request's
  /// parameters, without writing it out as JSON text first.
  ///
  /// ```swift
  /// let user = try decoder.decode(User.self, from: ["name": "Ada", "id": 42])
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - dictionary: Values as `JSONSerialization` produces them: strings, numbers
  ///     (`NSNumber` Booleans included), `NSNull`, arrays and dictionaries of these; and
  ///     `Date`, `URL`, `UUID`, `Decimal` and `Data` values as a dictionary built by hand
  ///     holds them (see ``JSON/init(any:)``).
  /// - Returns: The decoded value.
  /// - Throws: ``RemapError`` naming the first problem and its path, including a value that
  ///   has no JSON equivalent.
  public func decode<T: Decodable>(
    _ type: T.Type, from dictionary: [String: Any]
  ) throws(RemapError) -> T {
    try decode(type, from: try JSON(any: dictionary))
  }

  /// Decodes the value at a key path inside a `JSONSerialization`-style dictionary.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - dictionary: Values as `JSONSerialization` produces them.
  ///   - path: Where the value is, from the dictionary: a ``ValuePath``, or text in its
  ///     syntax.
  /// - Returns: The decoded value.
  /// - Throws: ``RemapError`` naming the first problem and its path.
  public func decode<T: Decodable>(
    _ type: T.Type, from dictionary: [String: Any], atPath path: some ValuePathConvertible
  ) throws(RemapError) -> T {
    try decode(type, from: try JSON(any: dictionary), atPath: path)
  }

  /// Decodes a value from a `JSONSerialization`-style dictionary and reports every problem
  /// found.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - dictionary: Values as `JSONSerialization` produces them.
  /// - Returns: The value, if there were no errors, and every diagnostic; a value with no
  ///   JSON equivalent is an error.
  public func report<T: Decodable>(
    _ type: T.Type, from dictionary: [String: Any]
  ) -> MappingReport<T> {
    report(type, from: dictionary, atPath: ValuePath())
  }

  /// Decodes the value at a key path inside a `JSONSerialization`-style dictionary and
  /// reports every problem found.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - dictionary: Values as `JSONSerialization` produces them.
  ///   - path: Where the value is, from the dictionary: a ``ValuePath``, or text in its
  ///     syntax.
  /// - Returns: The value, if there were no errors, and every diagnostic.
  public func report<T: Decodable>(
    _ type: T.Type, from dictionary: [String: Any], atPath path: some ValuePathConvertible
  ) -> MappingReport<T> {
    do throws(RemapError) {
      return report(type, from: try JSON(any: dictionary), atPath: path)
    } catch {
      return MappingReport(value: nil, diagnostics: [Diagnostic(error: error)])
    }
  }
}
