//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Remap

/// A row timing `decoder` beside `JSONDecoder` as both decode `data` into `Model`.
///
/// Before timing, unless `--remap-only`, the two values are compared, and a difference is
/// reported on standard error: a row that measures a wrong decode is worth nothing.
/// `itemCount` keeps the optimizer from discarding either decode.
func decodeRow<Model: Decodable & Equatable>(
  _ model: Model.Type, with decoder: RemapDecoder, corpus name: String, operation: String,
  data: Data, options: Options, itemCount: @escaping (Model) -> Int
) throws -> Row {
  let foundationDecoder = JSONDecoder()
  let value = try decoder.decode(Model.self, from: data)
  if !options.remapOnly, try value != foundationDecoder.decode(Model.self, from: data) {
    FileHandle.standardError.write(
      Data(
        "remap-bench: warning: \(name) \(operation): the value differs from JSONDecoder's\n".utf8
      ))
  }
  let (remap, foundation) = try Measurement.compare(
    minimumRuns: options.minimumRuns, minimumSeconds: options.minimumSeconds,
    remap: { try itemCount(decoder.decode(Model.self, from: data)) },
    foundation: options.remapOnly
      ? nil : { try itemCount(foundationDecoder.decode(Model.self, from: data)) })
  return Row(
    corpus: name, operation: operation, bytes: data.count, remap: remap, foundation: foundation)
}
