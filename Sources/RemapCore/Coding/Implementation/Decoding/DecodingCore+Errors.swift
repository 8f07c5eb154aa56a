//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

// Building errors. Inside the Codable machinery, failures are `DecodingError`s (so a type's
// own `init(from:)` can catch them as usual) that carry the `RemapError` as their underlying
// error; the entry points throw the `RemapError` itself.

extension DecodingCore {
  /// The path to the current value, extended by `step`, with members named by their keys as
  /// written in the document.
  func valuePath(depth: Int, step: PathStep?) -> ValuePath {
    var components: [ValuePath.Component] = []
    for pathStep in steps.prefix(depth) + (step.map { [$0] } ?? []) {
      switch pathStep {
      case .member(let member):
        components.append(.key(source.key(of: member)))
      case .index(let index):
        components.append(.index(index))
      }
    }
    return ValuePath(components)
  }

  func failure(
    _ code: RemapError.Code, _ message: String, node: Int?,
    step: PathStep?, expected: String? = nil, help: String? = nil
  ) -> DecodingError {
    let error = RemapError(
      code, message, path: valuePath(depth: steps.count, step: step), expected: expected,
      found: node.map { source.excerpt(of: $0) },
      location: node.flatMap { source.location(of: $0) },
      help: help)
    var codingPath = self.codingPath
    if let step {
      switch step {
      case .member(let member): codingPath.append(AnyCodingKey(source.key(of: member)))
      case .index(let index): codingPath.append(AnyCodingKey(intValue: index))
      }
    }
    let context = DecodingError.Context(
      codingPath: codingPath, debugDescription: message, underlyingError: error)
    switch code {
    case .valueNotFound: return .valueNotFound(Any.self, context)
    case .typeMismatch: return .typeMismatch(Any.self, context)
    default: return .dataCorrupted(context)
    }
  }

  /// Throws when the thread's stack has no room for another level of the model.
  ///
  /// Out of line, with the error it throws: every level of a model calls it, and whatever
  /// it needs inline would take room in every level's frame.
  @inline(never)
  mutating func checkStack(at node: Int) throws {
    guard stackGuard.hasRoom() else { throw stackExhausted(at: node) }
  }

  /// The error for a value nested deeper than the thread's stack allows.
  ///
  /// Without an excerpt of the value: for a tree, that would build the value's whole subtree,
  /// on a stack that has no room left for it.
  @inline(never)
  func stackExhausted(at node: Int) -> DecodingError {
    let message =
      "the value is nested too deeply for this thread's stack (\(steps.count) levels down); "
      + "decode it on a thread with a larger stack"
    let error = RemapError(
      .depthLimitExceeded, message, path: valuePath(depth: steps.count, step: nil),
      location: source.location(of: node))
    return .dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath, debugDescription: message, underlyingError: error))
  }

  func typeMismatch(
    expected: String, node: Int, step: PathStep?
  ) -> DecodingError {
    let kind = source.kind(of: node)
    if kind == .null {
      return failure(
        .valueNotFound, "expected \(expected), found null", node: node, step: step,
        expected: expected, help: Help.null(expected: expected))
    }
    let found: String
    switch kind {
    case .null: found = "null"
    case .bool: found = source.bool(node) ? "true" : "false"
    case .number: found = "the number \(source.excerpt(of: node))"
    case .string: found = "the string \(source.excerpt(of: node))"
    case .array: found = "an array"
    case .object: found = "an object"
    }
    return failure(
      .typeMismatch, "expected \(expected), found \(found)", node: node, step: step,
      expected: expected)
  }

  func keyNotFound(_ key: any CodingKey, in object: Int, depth: Int) -> DecodingError {
    let path = valuePath(depth: depth, step: nil)
    let container = path.isEmpty ? "the top-level object" : "the object at \(path)"
    let error = RemapError(
      .keyNotFound, "missing required key \"\(key.stringValue)\" in \(container)",
      path: path.appending(key.stringValue), expected: "key \"\(key.stringValue)\"",
      location: source.location(of: object), help: Help.missingKey)
    return .keyNotFound(
      key,
      DecodingError.Context(
        codingPath: codingPath(depth: depth), debugDescription: error.message,
        underlyingError: error))
  }

  /// The `RemapError` for any error that escaped decoding.
  func remapError(from error: any Error) -> RemapError {
    if let error = error as? RemapError { return error }
    if let decodingError = error as? DecodingError {
      if let underlying = decodingError.context.underlyingError as? RemapError {
        return underlying
      }
      // A DecodingError a type threw itself.
      let context = decodingError.context
      let path = ValuePath(
        context.codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) })
      return RemapError(
        .decodingFailed, context.debugDescription, path: path, underlying: decodingError)
    }
    return RemapError(
      .decodingFailed, "decoding failed: \(error)", path: valuePath(depth: steps.count, step: nil),
      underlying: error)
  }
}

extension DecodingError {
  var context: Context {
    switch self {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context), .dataCorrupted(let context):
      context
    @unknown default:
      Context(codingPath: [], debugDescription: "\(self)")
    }
  }
}

extension Diagnostic {
  /// The diagnostic for an error.
  package init(error: RemapError) {
    self.init(
      severity: .error, code: error.code, path: error.path, message: error.message,
      location: error.location)
  }
}

/// The ``RemapError/help`` of the decoder's errors that an option or the model can turn into
/// a value: a missing key and a `null`, which are errors by default.
private enum Help {
  static let missingKey =
    "make the property optional, give it a default value (@Mappable), "
    + "or set decoder.missingValues = .typeDefaults"

  static func null(expected: String) -> String {
    switch expected {
    case "an array":
      "set decoder.nullValues = .collectionDefaults to read null as [], "
        + "or make the property optional"
    case "an object":
      // Neither null policy makes a model out of null.
      "make the property optional to read null as nil"
    default:
      "make the property optional, or set decoder.nullValues = .typeDefaults to read null "
        + "as false, 0 or \"\" for a Bool, number or String"
    }
  }
}
