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

@Suite struct JSONLinesReaderTests {
  @Test func linesNumbersAndOffsetsAtEveryChunkSize() throws {
    let text = Array("\u{FEFF}{\"a\":1}\r\n\n \t\n[2,3]\n\"last\"".utf8)
    for size in 1...text.count {
      var reader = JSONLinesReader(chunks: StreamingFixtures.chunks(text, size: size))
      var lines: [String] = []
      var numbers: [Int] = []
      var offsets: [Int] = []
      while let line = try reader.nextLine() {
        lines.append(String(decoding: line, as: UTF8.self))
        numbers.append(reader.lineNumber)
        offsets.append(reader.lineOffset)
      }
      #expect(lines == [#"{"a":1}"#, "[2,3]", #""last""#], "chunk size \(size)")
      #expect(numbers == [1, 4, 5], "chunk size \(size)")
      #expect(offsets == [3, 16, 22], "chunk size \(size)")
      #expect(reader.bytesRead == text.count)
      #expect(reader.bytesConsumed == text.count)
    }
  }

  @Test func aLineOverTheLimitIsAnError() throws {
    var reader = JSONLinesReader(chunks: [Array("1\n12345\n3".utf8)], maximumLineSize: 4)
    #expect(try reader.nextLine().map(Array.init) == Array("1".utf8))
    let error = try #require(throws: RemapError.self) { try reader.nextLine() }
    #expect(error.code == .sizeLimitExceeded)
    #expect(error.location?.line == 2)
  }

  @Test func readsAFileByURL() throws {
    let url = try StreamingFixtures.file(Array("{\"id\":1}\n{\"id\":2}\n".utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    var reader = try JSONLinesReader(contentsOf: url, chunkSize: 3)
    var ids: [Int] = []
    while let line = try reader.nextLine() {
      ids.append(try JSON(parsing: line)["id"]?.int ?? -1)
    }
    #expect(ids == [1, 2])
  }
}
