//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// One peak-memory row: how much one parse or decode of a corpus raises the peak resident
/// memory, Remap beside Foundation (see `MemoryProbe`).
///
/// A side that was not measured has no figure: "n/a" in the table, `null` in JSON.
struct PeakMemoryRow: Codable {
  var corpus: String
  var operation: String
  /// The increase of the peak resident set size, in megabytes (10^6 bytes).
  var remapMB: Double?
  var foundationMB: Double?

  /// Remap's increase over Foundation's: below 1 means Remap needs less memory.
  var ratio: Double? {
    guard let remapMB, let foundationMB, foundationMB > 0 else { return nil }
    return remapMB / foundationMB
  }

  enum CodingKeys: String, CodingKey {
    case corpus, operation, remapMB, foundationMB, ratio
  }

  init(corpus: String, operation: String, remapMB: Double?, foundationMB: Double?) {
    self.corpus = corpus
    self.operation = operation
    self.remapMB = remapMB
    self.foundationMB = foundationMB
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    corpus = try container.decode(String.self, forKey: .corpus)
    operation = try container.decode(String.self, forKey: .operation)
    remapMB = try container.decodeIfPresent(Double.self, forKey: .remapMB)
    foundationMB = try container.decodeIfPresent(Double.self, forKey: .foundationMB)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(corpus, forKey: .corpus)
    try container.encode(operation, forKey: .operation)
    try container.encode(remapMB, forKey: .remapMB)
    try container.encode(foundationMB, forKey: .foundationMB)
    try container.encode(ratio, forKey: .ratio)
  }
}

/// Prints peak-memory rows as an aligned table.
func printTable(_ rows: [PeakMemoryRow]) {
  printTable(
    header: ["corpus", "operation", "Remap peak MB", "Foundation peak MB", "Remap/Foundation"],
    cells: rows.map { row in
      [
        row.corpus, row.operation, row.remapMB.cell("%.1f"), row.foundationMB.cell("%.1f"),
        row.ratio.cell("%.2fx"),
      ]
    })
}
