//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Prints `cells` under `header` as an aligned table: the first two columns (corpus and
/// operation) aligned left, the figures aligned right.
func printTable(header: [String], cells: [[String]]) {
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
