//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Reads and writes `Data` as base64 text.
///
/// Reads the standard alphabet and the URL-safe one (`-` and `_`), with or without padding;
/// writes the standard alphabet with padding.
///
/// ```swift
/// decoder.transforms.register(Base64DataTransform(), at: "avatar")
/// ```
public struct Base64DataTransform: ValueTransform {
  /// Creates the transform.
  public init() {}

  /// Reads base64 text.
  ///
  /// - Parameter json: A string.
  /// - Returns: The bytes.
  /// - Throws: ``RemapError`` for a value that is not base64 text.
  public func decode(_ json: JSON) throws -> Data {
    guard case .string(let text) = json else {
      throw TransformErrors.typeMismatch(expected: "base64 text", found: json)
    }
    let trimmed = Coercions.trimmed(text)
    if let data = Data(base64Encoded: trimmed) ?? Coercions.data(fromBase64URL: trimmed) {
      return data
    }
    throw TransformErrors.invalidValue(expected: "base64 text", found: json)
  }

  /// Writes base64 text.
  ///
  /// - Parameter value: The bytes.
  /// - Returns: A string.
  public func encode(_ value: Data) -> JSON {
    .string(value.base64EncodedString())
  }
}
