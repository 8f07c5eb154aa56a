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

/// One benchmark row: an operation on a corpus file, Remap beside Foundation.
///
/// A side that was not measured (Foundation's under `--remap-only`, or Remap's while its API
/// is not available yet) has no figure: "n/a" in the table, `null` in JSON.
struct Row: Codable {
  var corpus: String
  var operation: String
  /// The corpus file's size; throughput is this many bytes over the median time, for every
  /// operation (an encoder's output is smaller than a pretty-printed input).
  var bytes: Int
  var remapMBps: Double?
  var foundationMBps: Double?
  var runs: Int

  /// How many times faster Remap is.
  var ratio: Double? {
    guard let remapMBps, let foundationMBps else { return nil }
    return remapMBps / foundationMBps
  }

  enum CodingKeys: String, CodingKey {
    case corpus, operation, bytes, remapMBps, foundationMBps, runs, ratio
  }

  init(
    corpus: String, operation: String, bytes: Int, remap: Measurement?, foundation: Measurement?
  ) {
    self.corpus = corpus
    self.operation = operation
    self.bytes = bytes
    let megabytes = Double(bytes) / 1_000_000
    remapMBps = remap.map { megabytes / $0.medianSeconds }
    foundationMBps = foundation.map { megabytes / $0.medianSeconds }
    runs = [remap?.runs, foundation?.runs].compactMap { $0 }.min() ?? 0
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    corpus = try container.decode(String.self, forKey: .corpus)
    operation = try container.decode(String.self, forKey: .operation)
    bytes = try container.decode(Int.self, forKey: .bytes)
    remapMBps = try container.decodeIfPresent(Double.self, forKey: .remapMBps)
    foundationMBps = try container.decodeIfPresent(Double.self, forKey: .foundationMBps)
    runs = try container.decode(Int.self, forKey: .runs)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(corpus, forKey: .corpus)
    try container.encode(operation, forKey: .operation)
    try container.encode(bytes, forKey: .bytes)
    try container.encode(remapMBps, forKey: .remapMBps)
    try container.encode(foundationMBps, forKey: .foundationMBps)
    try container.encode(runs, forKey: .runs)
    try container.encode(ratio, forKey: .ratio)
  }
}

/// Prints rows as an aligned table.
func printTable(_ rows: [Row]) {
  printTable(
    header: ["corpus", "operation", "Remap MB/s", "Foundation MB/s", "ratio", "runs"],
    cells: rows.map { row in
      [
        row.corpus, row.operation, row.remapMBps.cell("%.1f"),
        row.foundationMBps.cell("%.1f"), row.ratio.cell("%.2fx"), String(row.runs),
      ]
    })
}

extension Double? {
  /// The value in `format`, or "n/a" when there is none.
  func cell(_ format: String) -> String {
    map { String(format: format, $0) } ?? "n/a"
  }
}
