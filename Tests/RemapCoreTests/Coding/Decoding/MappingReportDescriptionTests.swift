//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap
import Testing

/// A printed report reads as a summary and one diagnostic per line, not as a dump.
@Suite("MappingReport description")
struct MappingReportDescriptionTests {
  struct Item: Decodable, Equatable {
    var id: Int
    var done: Bool
  }

  @Test func failedReportListsEveryDiagnosticOnItsOwnLine() {
    let report = RemapDecoder().report(
      [Item].self, from: #"[{"id": "1", "done": true}, {"id": "x", "done": "yes"}]"#)
    let lines = report.description.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "failed with 1 error and 2 recoveries")
    #expect(lines.count == 1 + report.diagnostics.count)
    #expect(lines.dropFirst().map(String.init) == report.diagnostics.map { "  \($0)" })
    #expect(lines[2].hasPrefix("  error at [1].id: "))
  }

  @Test func successfulReports() {
    let clean = RemapDecoder().report(Item.self, from: #"{"id": 1, "done": false}"#)
    #expect(clean.description == "decoded with no diagnostics")
    let coerced = RemapDecoder().report(Item.self, from: #"{"id": "1", "done": false}"#)
    #expect(coerced.description.hasPrefix("decoded with 1 recovery\n  recovery at id: "))
  }
}
