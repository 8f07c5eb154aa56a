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
import Testing

@Suite("JSON Lines streaming")
struct JSONLinesRewriteTests {
  /// A file with `text`, opened for reading; removed when the handle's test ends.
  static func handle(_ text: String) throws -> (FileHandle, URL) {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("remap-lines-\(UUID().uuidString).ndjson")
    try Data(text.utf8).write(to: url)
    return (try FileHandle(forReadingFrom: url), url)
  }

  @Test(arguments: [1, 2, 7, 64, 1 << 20])
  func readsLinesAcrossChunks(chunkSize: Int) throws {
    let (handle, url) = try Self.handle("{\"a\":1}\r\n\n  \n[2,3]\n\"last\"")
    defer { try? FileManager.default.removeItem(at: url) }
    var reader = JSONLinesReader(fileHandle: handle, chunkSize: chunkSize)
    var lines: [(Int, String)] = []
    while let line = try reader.nextLine() {
      lines.append((reader.lineNumber, String(decoding: line, as: UTF8.self)))
    }
    #expect(lines.map(\.0) == [1, 4, 5])
    #expect(lines.map(\.1) == [#"{"a":1}"#, "[2,3]", #""last""#])
    #expect(reader.bytesRead == 25)
  }

  @Test func rewritesEachLineAndCountsProblems() throws {
    let (handle, url) = try Self.handle(
      """
      {"id": 1, "n": "2"}
      {"n": "x"}

      {"id": 3}
      """)
    defer { try? FileManager.default.removeItem(at: url) }
    let rewriter = try Rewriter(rules: [
      ["key": "id", "from": "id", "required": true],
      ["key": "n", "from": "n", "transform": "number"],
    ])
    var written: [UInt8] = []
    var progress: [Int] = []
    var progressBytes: [Int] = []
    let summary = try JSONLinesRewrite.run(
      rewriter, input: handle, batchSize: 1, write: { written += $0 },
      progress: { records, bytes in
        progress.append(records)
        progressBytes.append(bytes)
      })
    #expect(String(decoding: written, as: UTF8.self) == "{\"id\":1,\"n\":2}\n{}\n{\"id\":3}\n")
    #expect(summary.records == 3)
    #expect(summary.bytes == 41)
    #expect(progress == [1, 2, 3])
    #expect(progressBytes == [20, 31, 41])  // the bytes of the lines done, blank ones too
    #expect(summary.linesWithMissingKeys == 1)
    #expect(summary.missing.map(\.line) == [2])
    #expect(summary.missing.map(\.keys) == [["id"]])
    #expect(summary.errorCount == 1)
    #expect(summary.errors.map(\.line) == [2])
    #expect(summary.errors.first?.error.path == "n")
  }

  @Test func stopsAtTheFirstInvalidLine() throws {
    let (handle, url) = try Self.handle("{\"a\":1}\n{\"a\":}\n{\"a\":3}\n")
    defer { try? FileManager.default.removeItem(at: url) }
    var rewriter = Rewriter()
    rewriter.defaultRule = .keep
    var written: [UInt8] = []
    let invalid = try #require(throws: JSONLinesRewrite.InvalidLine.self) {
      try JSONLinesRewrite.run(rewriter, input: handle, write: { written += $0 })
    }
    #expect(invalid.line == 2)
    #expect(invalid.error.location?.column == 6)
    #expect(String(decoding: written, as: UTF8.self) == "{\"a\":1}\n")
  }

  @Test func keepsOnlyTheFirstProblems() throws {
    let count = JSONLinesRewrite.keptProblems + 5
    let (handle, url) = try Self.handle(String(repeating: "{}\n", count: count))
    defer { try? FileManager.default.removeItem(at: url) }
    var rewriter = Rewriter()
    rewriter.addRule("id", from: "id", required: true)
    let summary = try JSONLinesRewrite.run(rewriter, input: handle, write: { _ in })
    #expect(summary.linesWithMissingKeys == count)
    #expect(summary.missing.count == JSONLinesRewrite.keptProblems)
  }
}
