//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

extension RemapError {
  /// The equivalent `DecodingError`, for code that expects one.
  ///
  /// Missing keys become `.keyNotFound`, `null` or missing values `.valueNotFound`, values of
  /// the wrong kind `.typeMismatch`, and everything else `.dataCorrupted`; the coding path
  /// is this error's ``path``, and the underlying error is this error.
  public var decodingError: DecodingError {
    if let original = underlying as? DecodingError, code == .decodingFailed { return original }
    let codingPath = path.components.map { component -> any CodingKey in
      switch component {
      case .key(let key): AnyCodingKey(key)
      case .index(let index): AnyCodingKey(intValue: index)
      }
    }
    let context = DecodingError.Context(
      codingPath: codingPath, debugDescription: message, underlyingError: self)
    switch code {
    case .keyNotFound:
      let key = codingPath.last ?? AnyCodingKey("")
      return .keyNotFound(
        key,
        DecodingError.Context(
          codingPath: Array(codingPath.dropLast()), debugDescription: message,
          underlyingError: self))
    case .valueNotFound: return .valueNotFound(Any.self, context)
    case .typeMismatch: return .typeMismatch(Any.self, context)
    default: return .dataCorrupted(context)
    }
  }
}
