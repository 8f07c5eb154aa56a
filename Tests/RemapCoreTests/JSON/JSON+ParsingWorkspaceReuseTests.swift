//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@testable import RemapCore

/// Parses to `JSON` reuse the tape's words of the parse (or decoding) before them, whatever
/// thread they run on: each must still read its own document, and a huge document or a
/// failed parse must not spoil the next.
@Suite("JSON parsing: reusing the scanner's buffers")
struct JSONParsingWorkspaceReuseTests {
  /// The `seed`th document, of `count` members: its sizes and text differ from one seed to
  /// the next, so a tree built over another document's tape gives other values.
  private static func document(_ count: Int, seed: Int) -> (text: String, expected: JSON) {
    var members: [String] = []
    var expected: [JSON] = []
    for index in 0..<count {
      let id = seed &* 1_000 &+ index
      let tags = Array(repeating: "t\(seed)", count: (index &+ seed) % 4)
      members.append(
        #"{"id": \#(id), "name": "item \#(seed)-\#(index)", "tags": ["#
          + tags.map { #""\#($0)""# }.joined(separator: ", ") + "]}")
      expected.append(
        [
          "id": .number(JSON.Number(id)), "name": .string("item \(seed)-\(index)"),
          "tags": .array(tags.map { .string($0) }),
        ])
    }
    return ("[" + members.joined(separator: ", ") + "]", .array(expected))
  }

  @Test("concurrent parses and decodings each give their own document")
  func concurrentParses() async throws {
    let results = await withTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          for round in 0..<25 {
            let seed = task &* 100 &+ round
            let (text, expected) = Self.document((seed &* 37) % 120 &+ 1, seed: seed)
            guard (try? JSON(parsing: text)) == expected else { return false }
            // A decoding between parses takes the same shared buffers.
            if round % 5 == 0 {
              guard (try? RemapDecoder().decode(JSON.self, from: Data(text.utf8))) == expected
              else { return false }
            }
          }
          return true
        }
      }
      var results: [Bool] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results == Array(repeating: true, count: 8))
  }

  @Test("a huge document, then small ones, and failures in between, parse correctly")
  func hugeThenSmall() throws {
    // More entries than the shared workspace keeps the words of.
    let huge = Self.document(120_000, seed: 7)
    #expect(huge.text.utf8.count / 6 > SharedScanWorkspace.keptCapacity)
    #expect(try JSON(parsing: huge.text) == huge.expected)
    for seed in 0..<5 {
      let small = Self.document(seed &* 3 &+ 1, seed: seed)
      #expect(try JSON(parsing: small.text) == small.expected)
      // Cut short, a failed scan midway.
      #expect(throws: RemapError.self) {
        try JSON(parsing: String(small.text.prefix(small.text.utf8.count - 3)))
      }
    }
    let again = Self.document(500, seed: 9)
    #expect(try JSON(parsing: again.text) == again.expected)
  }

  @Test("scans in turn with the shared workspace, and a failed one, count each document's own tape")
  func scannedEntryCountsAreEachDocumentsOwn() throws {
    let decoder = RemapDecoder()
    for seed in 0..<6 {
      // Sizes that cross each other, so a count read over the words before would differ.
      var (text, expected) = Self.document(seed % 2 == 0 ? 40 &* (seed &+ 1) : 3, seed: seed)
      let scanned = try decoder.scannedEntryCount(of: Data(text.utf8))
      let alone = try text.withUTF8 { bytes in
        try unsafe JSONScanner.scan(bytes, options: decoder.readingOptions).count
      }
      #expect(scanned == alone)
      // A failed scan in between gives the words back for the next.
      let error = try #require(throws: RemapError.self) {
        try decoder.scannedEntryCount(of: Data(text.utf8.dropLast()))
      }
      #expect(error.code == .unexpectedEndOfInput)
      #expect(try JSON(parsing: text) == expected)
    }
  }

  @Test("a failed scan gives its words back to its workspace, and they serve the next scan")
  func failedScanGivesWordsBack() throws {
    let workspace = JSONScanner.Workspace()
    var text = #"[1, 2, {"a": [true, null, "x"]}, 4"#
    #expect(throws: ScanFailure.self) {
      try text.withUTF8 { bytes in
        _ = try unsafe JSONScanner.scan(bytes, options: .strict, workspace: workspace)
      }
    }
    let spare = try #require(unsafe workspace.spareWords)
    var valid = #"[1, 2, {"a": [true, null, "x"]}, 4]"#
    let tape = try valid.withUTF8 { bytes in
      try unsafe JSONScanner.scan(bytes, options: .strict, workspace: workspace)
    }
    #expect(unsafe tape.words == spare.words)
    #expect(tape.count == 10)
  }

  @Test("words of more entries than are kept are dropped when the workspace goes back")
  func largeWordsAreDropped() throws {
    let workspace = JSONScanner.Workspace()
    let large = SharedScanWorkspace.keptCapacity + 1
    unsafe workspace.spareWords = (.allocate(capacity: 2 * large), large)
    SharedScanWorkspace.dropLargeWords(of: workspace)
    #expect(unsafe workspace.spareWords == nil)
    let kept = SharedScanWorkspace.keptCapacity
    unsafe workspace.spareWords = (.allocate(capacity: 2 * kept), kept)
    SharedScanWorkspace.dropLargeWords(of: workspace)
    #expect(unsafe workspace.spareWords?.capacity == kept)
  }
}
