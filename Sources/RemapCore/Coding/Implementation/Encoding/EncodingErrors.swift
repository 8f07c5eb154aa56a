//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Errors that the encoders' containers throw, in the `EncodingError` shape the `Encoder`
/// protocol promises, each carrying the ``RemapError`` that the entry points throw.
enum EncodingErrors {
  static func nonConformingFloat(_ value: Any, path: [any CodingKey]) -> EncodingError {
    let remapError = RemapError(
      .nonConformingFloat,
      "\(value) cannot be written in JSON; set nonConformingFloatEncoding to write it as a string",
      path: ValuePath(codingPath: path),
      expected: "a finite number",
      found: "\(value)")
    return EncodingError.invalidValue(
      value,
      EncodingError.Context(
        codingPath: path, debugDescription: remapError.message, underlyingError: remapError))
  }

  static func unsupported(_ value: Any, _ message: String, path: [any CodingKey])
    -> EncodingError
  {
    let remapError = RemapError(
      .unsupportedValue, message, path: ValuePath(codingPath: path), found: "\(value)")
    return EncodingError.invalidValue(
      value,
      EncodingError.Context(
        codingPath: path, debugDescription: message, underlyingError: remapError))
  }

  static func stackExhausted(_ value: Any, path: [any CodingKey]) -> EncodingError {
    let message =
      "the value is nested too deeply for this thread's stack (\(path.count) levels down); "
      + "encode it on a thread with a larger stack"
    let remapError = RemapError(.depthLimitExceeded, message, path: ValuePath(codingPath: path))
    return EncodingError.invalidValue(
      value,
      EncodingError.Context(
        codingPath: path, debugDescription: message, underlyingError: remapError))
  }

  /// Whether an error is one of these, as opposed to one that a type's own code threw.
  static func isRemapError(_ error: any Error) -> Bool {
    if error is RemapError { return true }
    if case EncodingError.invalidValue(_, let context) = error,
      context.underlyingError is RemapError
    {
      return true
    }
    return false
  }

  /// The error an entry point throws for an error that ended an encode call.
  ///
  /// - Parameters:
  ///   - error: What the encode call threw.
  ///   - failurePath: The path of the innermost value whose `encode(to:)` let a type's own
  ///     error through, if one did.
  /// - Returns: The error to throw.
  static func remapError(for error: any Error, failurePath: [any CodingKey]?) -> RemapError {
    if let error = error as? RemapError { return error }
    if case EncodingError.invalidValue(_, let context) = error {
      if let remapError = context.underlyingError as? RemapError { return remapError }
      return RemapError(
        .encodingFailed, context.debugDescription,
        path: ValuePath(codingPath: failurePath ?? context.codingPath), underlying: error)
    }
    return RemapError(
      .encodingFailed, "encoding failed: \(error)",
      path: ValuePath(codingPath: failurePath ?? []), underlying: error)
  }
}
