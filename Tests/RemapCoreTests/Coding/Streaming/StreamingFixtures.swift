//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import RemapTestSupport

/// A record as a log line or a dump's element holds one.
struct StreamRecord: Codable, Equatable, Sendable {
  var id: Int
  var name: String
  var tags: [String]
  var score: Double?
}

/// Helpers shared by the streaming tests.
enum StreamingFixtures {
  /// `bytes` cut into chunks of `size` bytes (the last one shorter).
  static func chunks(_ bytes: [UInt8], size: Int) -> [[UInt8]] {
    stride(from: 0, to: bytes.count, by: size).map {
      Array(bytes[$0..<min($0 + size, bytes.count)])
    }
  }

  /// A temporary file holding `bytes`; the caller removes it.
  static func file(_ bytes: [UInt8]) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("remap-stream-\(UUID().uuidString).json")
    try Data(bytes).write(to: url)
    return url
  }

  /// Records made from a seed, with names that need escapes and optional scores.
  static func records(count: Int, seed: UInt64) -> [StreamRecord] {
    var generator = ValueGenerator(seed: seed)
    return (0..<count).map { id in
      StreamRecord(
        id: id, name: generator.string(),
        tags: (0..<generator.int(0...3)).map { _ in generator.string(maximumLength: 6) },
        score: generator.chance(0.3) ? nil : Double(generator.int(-1000...1000)) / 8)
    }
  }
}

/// An asynchronous sequence of a file's bytes, one at a time, as Apple's `FileHandle.bytes`
/// gives them (which Linux's Foundation lacks): reads the file in blocks, yields bytes.
struct FileBytes: AsyncSequence, Sendable {
  typealias Element = UInt8
  let url: URL

  func makeAsyncIterator() -> Iterator {
    Iterator(handle: try? FileHandle(forReadingFrom: url))
  }

  struct Iterator: AsyncIteratorProtocol {
    let handle: FileHandle?
    var block: [UInt8] = []
    var index = 0

    mutating func next() async throws -> UInt8? {
      if index == block.count {
        guard let data = try handle?.read(upToCount: 4096), !data.isEmpty else { return nil }
        block = Array(data)
        index = 0
      }
      defer { index += 1 }
      return block[index]
    }
  }
}

/// An asynchronous sequence of chunks held in memory.
struct MemoryChunks: AsyncSequence, Sendable {
  typealias Element = [UInt8]
  let chunks: [[UInt8]]

  func makeAsyncIterator() -> Iterator { Iterator(chunks: chunks) }

  struct Iterator: AsyncIteratorProtocol {
    let chunks: [[UInt8]]
    var index = 0

    mutating func next() async throws -> [UInt8]? {
      guard index < chunks.count else { return nil }
      defer { index += 1 }
      return chunks[index]
    }
  }
}

/// An asynchronous sequence of bytes that never ends: `{"id":N,...}` lines, forever.
struct EndlessLines: AsyncSequence, Sendable {
  typealias Element = UInt8

  func makeAsyncIterator() -> Iterator { Iterator() }

  struct Iterator: AsyncIteratorProtocol {
    var line: [UInt8] = []
    var index = 0
    var id = 0

    mutating func next() async throws -> UInt8? {
      if index == line.count {
        line = Array("{\"id\":\(id),\"name\":\"n\",\"tags\":[]}\n".utf8)
        index = 0
        id += 1
        await Task.yield()
      }
      defer { index += 1 }
      return line[index]
    }
  }
}
