//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap

/// `json-parse`: `JSON(parsing:)` with the strict, relaxed and tightly limited options.
///
/// Invariants: relaxed reading accepts everything strict reading accepts, with the same value;
/// text and bytes parse alike; tight limits either give the same value or fail with a limit's
/// code; every error has a location inside the input and renders; the one-pass parse (the
/// scanner building the tree) and the tape path (`RemapDecoder` decoding `JSON`: a tape, then
/// a tree built from it) agree on the tree, or on the error's code and location.
public enum JSONParseTarget: FuzzTarget {
  public static let name = "json-parse"

  /// Small limits, so that short fuzz inputs reach every limit check.
  static let tight = JSONReadingOptions(
    maximumDepth: 8, maximumInputSize: 512, maximumStringLength: 16, maximumNumberLength: 12,
    maximumArrayElements: 6, maximumObjectMembers: 5)

  static let limitCodes: Set<RemapError.Code> = [
    .depthLimitExceeded, .sizeLimitExceeded, .stringLengthLimitExceeded,
    .numberLengthLimitExceeded, .arrayElementLimitExceeded, .objectMemberLimitExceeded,
  ]

  public static func run(_ input: [UInt8]) -> [String] {
    var problems: [String] = []
    let strict = Result { () throws(RemapError) in try JSON(parsing: input) }
    let relaxed = Result { () throws(RemapError) in try JSON(parsing: input, options: .relaxed) }
    let limited = Result { () throws(RemapError) in try JSON(parsing: input, options: tight) }

    for case .failure(let error) in [strict, relaxed, limited] {
      problems += errorProblems(error, inputCount: input.count)
    }
    if case .success(let value) = strict {
      if case .success(let other) = relaxed, other == value {
      } else {
        problems.append("strict parsing succeeded but relaxed parsing did not agree: \(relaxed)")
      }
    }
    switch (strict, limited) {
    case (.success(let value), .success(let other)) where value != other:
      problems.append("tight limits changed the value")
    case (.success, .failure(let error)) where !limitCodes.contains(error.code):
      problems.append("tight limits failed a valid document with \(error.code)")
    case (.failure, .success):
      problems.append("tight limits accepted a document that strict parsing rejects")
    default:
      break
    }
    let decoder = RemapDecoder()
    let fromTape = Result { () throws(RemapError) in try decoder.decode(JSON.self, from: input) }
    switch (strict, fromTape) {
    case (.success(let a), .success(let b))
    where a == b && a.serializedBytes() == b.serializedBytes():
      break
    case (.failure(let a), .failure(let b))
    where a.code == b.code && a.location?.byteOffset == b.location?.byteOffset:
      break
    default:
      problems.append("one pass and the tape disagree: \(strict) vs \(fromTape)")
    }
    // Valid UTF-8 also parses as a `String`, with the same outcome.
    if let text = String(validating: input, as: UTF8.self) {
      let fromText = Result { () throws(RemapError) in try JSON(parsing: text) }
      switch (strict, fromText) {
      case (.success(let a), .success(let b)) where a == b: break
      case (.failure(let a), .failure(let b)) where a.code == b.code: break
      default: problems.append("bytes and text parse differently: \(strict) vs \(fromText)")
      }
    }
    return problems
  }

  /// An error must point inside the input (or just past its end) and render.
  static func errorProblems(_ error: RemapError, inputCount: Int) -> [String] {
    var problems: [String] = []
    if let location = error.location {
      if location.byteOffset < 0 || location.byteOffset > inputCount {
        problems.append("error offset \(location.byteOffset) outside input of \(inputCount)")
      }
      if location.line < 1 || location.column < 1 {
        problems.append("error at line \(location.line), column \(location.column)")
      }
    } else {
      problems.append("parse error without a location: \(error.code)")
    }
    if error.message.isEmpty || "\(error)".isEmpty {
      problems.append("error \(error.code) has no message")
    }
    return problems
  }
}
