//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Reads a `URL` leniently: surrounding whitespace is trimmed, and spaces and other
/// characters a URL cannot hold are percent-encoded.
///
/// ```swift
/// decoder.transforms.register(URLTransform())   // " https://x.org/a b.png " reads
/// ```
///
/// Writes the URL's `absoluteString`.
public struct URLTransform: ValueTransform {
  /// Creates the transform.
  public init() {}

  /// Reads the URL.
  ///
  /// - Parameter json: A string.
  /// - Returns: The URL.
  /// - Throws: ``RemapError`` for a value that is not a string or is empty.
  public func decode(_ json: JSON) throws -> URL {
    guard case .string(let raw) = json else {
      throw TransformErrors.typeMismatch(expected: "a URL string", found: json)
    }
    let text = Coercions.trimmed(raw)
    if !text.isEmpty, let url = URL(string: text) { return url }
    // Percent-encode what a URL cannot hold, keeping existing escapes and the delimiters.
    var allowed = CharacterSet.urlQueryAllowed
    allowed.insert(charactersIn: "#%")
    if !text.isEmpty, let encoded = text.addingPercentEncoding(withAllowedCharacters: allowed),
      let url = URL(string: encoded)
    {
      return url
    }
    throw TransformErrors.invalidValue(expected: "a URL", found: json)
  }

  /// Writes the URL's `absoluteString`.
  ///
  /// - Parameter value: The URL.
  /// - Returns: A string.
  public func encode(_ value: URL) -> JSON {
    .string(value.absoluteString)
  }
}
