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
struct Row: Codable {
  var corpus: String
  var operation: String
  var bytes: Int
  var remapMBps: Double
  var foundationMBps: Double
  var runs: Int

  /// How many times faster Remap is.
  var ratio: Double { remapMBps / foundationMBps }

  enum CodingKeys: String, CodingKey {
    case corpus, operation, bytes, remapMBps, foundationMBps, runs, ratio
  }

  init(
    corpus: String, operation: String, bytes: Int, remap: Measurement, foundation: Measurement
  ) {
    self.corpus = corpus
    self.operation = operation
    self.bytes = bytes
    let megabytes = Double(bytes) / 1_000_000
    remapMBps = megabytes / remap.medianSeconds
    foundationMBps = megabytes / foundation.medianSeconds
    runs = min(remap.runs, foundation.runs)
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    corpus = try container.decode(String.self, forKey: .corpus)
    operation = try container.decode(String.self, forKey: .operation)
    bytes = try container.decode(Int.self, forKey: .bytes)
    remapMBps = try container.decode(Double.self, forKey: .remapMBps)
    foundationMBps = try container.decode(Double.self, forKey: .foundationMBps)
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
  let header = ["corpus", "operation", "Remap MB/s", "Foundation MB/s", "ratio", "runs"]
  let cells = rows.map { row in
    [
      row.corpus, row.operation, String(format: "%.1f", row.remapMBps),
      String(format: "%.1f", row.foundationMBps), String(format: "%.2fx", row.ratio),
      String(row.runs),
    ]
  }
  let widths = header.indices.map { column in
    ([header[column]] + cells.map { $0[column] }).map(\.count).max() ?? 0
  }
  func line(_ values: [String]) -> String {
    values.enumerated().map { column, value in
      let pad = String(repeating: " ", count: widths[column] - value.count)
      return column < 2 ? value + pad : pad + value
    }.joined(separator: "  ")
  }
  print(line(header))
  print(line(widths.map { String(repeating: "-", count: $0) }))
  for row in cells { print(line(row)) }
}
