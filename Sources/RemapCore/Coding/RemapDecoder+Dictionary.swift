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
  ///     (`NSNumber` Booleans included), `NSNull`, arrays and dictionaries of these.
  /// - Returns: The decoded value.
  /// - Throws: ``RemapError`` naming the first problem and its path, including a value that
  ///   has no JSON equivalent.
  public func decode<T: Decodable>(
    _ type: T.Type, from dictionary: [String: Any]
  ) throws(RemapError) -> T {
    try decode(type, from: try JSON(any: dictionary))
  }
}
