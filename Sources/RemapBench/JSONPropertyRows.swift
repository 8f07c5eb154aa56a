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
  let row = try decodeRow(
    StatusesWithRawUsers.self, with: RemapDecoder(), corpus: name,
    operation: "json-property-decode", data: data, options: options, itemCount: \.statuses.count)
  return [row]
}
