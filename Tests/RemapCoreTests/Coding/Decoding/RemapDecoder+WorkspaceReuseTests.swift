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

private struct Item: Codable, Equatable, Sendable {
  var id: Int
  var name: String
  var tags: [String]
}

/// Decodings of JSON bytes reuse the scanner's buffers of the one before them, the tape's
/// words included, whatever decoder and thread they run on: each must still read its own
/// document, and a failed decoding or a tape kept alive must not spoil the next.
@Suite("RemapDecoder: reusing the scanner's buffers")
struct RemapDecoderWorkspaceReuseTests {
  /// `count` items, the `seed`th document: its sizes and text differ from one seed to the
  /// next, so a tape read over another document's words gives other values.
  private static func items(_ count: Int, seed: Int) -> [Item] {
    (0..<count).map { index in
      Item(
        id: seed &* 1_000 &+ index, name: "item \(seed)-\(index)",
        tags: Array(repeating: "t\(seed)", count: (index &+ seed) % 4))
    }
  }

  private static func document(_ items: [Item]) throws -> Data {
    try JSONEncoder().encode(items)
  }

  @Test("one decoder shared by concurrent tasks gives each its own document")
  func concurrentDecodes() async throws {
    let decoder = RemapDecoder()
    let results = try await withThrowingTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          for round in 0..<25 {
            let seed = task &* 100 &+ round
            let expected = Self.items((seed &* 37) % 120 &+ 1, seed: seed)
            let decoded = try decoder.decode([Item].self, from: try Self.document(expected))
            guard decoded == expected else { return false }
          }
          return true
        }
      }
      var results: [Bool] = []
      for try await result in group { results.append(result) }
      return results
    }
    #expect(results == Array(repeating: true, count: 8))
  }

  @Test("a decoding that throws, in the scan or midway, leaves the next one correct")
  func failureThenSuccess() throws {
    let decoder = RemapDecoder.strict
    let large = Self.items(300, seed: 1)
    let small = Self.items(3, seed: 2)
    #expect(try decoder.decode([Item].self, from: try Self.document(large)) == large)

    // A scan error: the tape's words are given up midway.
    let truncated = try Self.document(large).prefix(2_000)
    #expect(throws: RemapError.self) { try decoder.decode([Item].self, from: truncated) }
    #expect(try decoder.decode([Item].self, from: try Self.document(small)) == small)

    // A decoding error after the scan, deep in the array, with its path.
    var bad = try JSONSerialization.jsonObject(with: try Self.document(large)) as? [[String: Any]]
    bad?[217]["id"] = "not a number"
    let badData = try JSONSerialization.data(withJSONObject: try #require(bad))
    let error = try #require(throws: RemapError.self) {
      try decoder.decode([Item].self, from: badData)
    }
    #expect(error.code == .typeMismatch)
    #expect(error.path == "[217].id")
    #expect(try decoder.decode([Item].self, from: try Self.document(small)) == small)
    #expect(try decoder.decode([Item].self, from: try Self.document(large)) == large)
  }

  @Test("a tape that a kept container still reads is not written over by later decodings")
  func keptTapeIsNotReused() throws {
    let decoder = RemapDecoder()
    let kept = try decoder.decode(KeepsContainer.self, from: Data(#"{"name": "kept"}"#.utf8))
    for seed in 0..<5 {
      let items = Self.items(50 &* (seed &+ 1), seed: seed)
      #expect(try decoder.decode([Item].self, from: try Self.document(items)) == items)
    }
    #expect(try kept.container.decode(String.self, forKey: .name) == "kept")
  }
}

/// A model that keeps its container past `init(from:)`, so its tape outlives the decoding.
private struct KeepsContainer: Decodable {
  enum CodingKeys: String, CodingKey { case name }

  let container: KeyedDecodingContainer<CodingKeys>

  init(from decoder: any Decoder) throws {
    container = try decoder.container(keyedBy: CodingKeys.self)
  }
}
