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

/// Twitter's statuses with each `user` kept as a `JSON` value rather than a model: what an
/// app does with a part of a payload it passes on or reads loosely.
struct StatusesWithRawUsers: Decodable, Equatable {
  struct Status: Decodable, Equatable {
    var id: Int
    var text: String
    var user: JSON
  }

  var statuses: [Status]
}

/// The "json-property-decode" row of twitter: `RemapDecoder` into `StatusesWithRawUsers`
/// beside `JSONDecoder`, which builds each `JSON` through its `Decodable` conformance.
///
/// Each `user` is built from the tape by `JSONTreeBuilder`; the row shows the cost of a `JSON`
/// property, which per-value set-up (its key cache) must not dominate. (Its name does not
/// contain "decode" alone, so that `--filter "twitter decode"` selects the same rows as
/// before it existed.)
func jsonPropertyRows(
  corpus name: String, data: Data, options: Options, wanted: (String) -> Bool
) throws -> [Row] {
  guard name == "twitter", wanted("json-property-decode") else { return [] }
  let decoder = RemapDecoder()
  let foundationDecoder = JSONDecoder()
  let value = try decoder.decode(StatusesWithRawUsers.self, from: data)
  if !options.remapOnly,
    try value != foundationDecoder.decode(StatusesWithRawUsers.self, from: data)
  {
    FileHandle.standardError.write(
      Data(
        "remap-bench: warning: \(name) json-property-decode: the value differs from JSONDecoder's\n"
          .utf8))
  }
  let (remap, foundation) = try Measurement.compare(
    minimumRuns: options.minimumRuns, minimumSeconds: options.minimumSeconds,
    remap: { try decoder.decode(StatusesWithRawUsers.self, from: data).statuses.count },
    foundation: options.remapOnly
      ? nil : { try foundationDecoder.decode(StatusesWithRawUsers.self, from: data).statuses.count }
  )
  return [
    Row(
      corpus: name, operation: "json-property-decode", bytes: data.count, remap: remap,
      foundation: foundation)
  ]
}
