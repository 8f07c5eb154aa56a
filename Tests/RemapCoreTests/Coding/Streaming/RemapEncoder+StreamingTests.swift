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
import RemapTestSupport
import Testing

@Suite struct RemapEncoderStreamingTests {
  @Test func encodeLinesToAFileReadsBackLineByLine() throws {
    let records = StreamingFixtures.records(
      count: 2_000, seed: TestSeed.make("encodeLinesToAFileReadsBackLineByLine"))
    let url = try StreamingFixtures.file([])
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forWritingTo: url)
    var encoder = RemapEncoder()
    encoder.outputFormatting = .prettyPrinted  // ignored: a value must fit on one line
    try encoder.encodeLines(records, to: handle)
    try handle.close()

    let text = try Data(contentsOf: url)
    #expect(text.last == UInt8(ascii: "\n"))
    #expect(text.filter { $0 == UInt8(ascii: "\n") }.count == records.count)
    let back = try RemapDecoder().lines(of: StreamRecord.self, from: url).map { try $0.get() }
    #expect(back == records)
  }

  @Test func encodeLinesToAnAsyncSinkBatchesWholeLines() async throws {
    let records = StreamingFixtures.records(
      count: 3_000, seed: TestSeed.make("encodeLinesToAnAsyncSinkBatchesWholeLines"))
    let stream = AsyncStream<StreamRecord> { continuation in
      for record in records { continuation.yield(record) }
      continuation.finish()
    }
    var batches: [[UInt8]] = []
    try await RemapEncoder().encodeLines(stream) { batches.append($0) }
    #expect(batches.count > 1)
    #expect(batches.allSatisfy { $0.last == UInt8(ascii: "\n") })
    let back = RemapDecoder().lines(of: StreamRecord.self, from: batches)
    #expect(try back.map { try $0.get() } == records)
  }

  @Test func arrayWriterWritesOneArrayThatDecodesWhole() throws {
    let records = StreamingFixtures.records(
      count: 1_500, seed: TestSeed.make("arrayWriterWritesOneArrayThatDecodesWhole"))
    var output: [UInt8] = []
    var writes = 0
    var writer = JSONArrayWriter { bytes in
      output += bytes
      writes += 1
    }
    for record in records { try writer.append(record) }
    try writer.finish()
    #expect(writer.count == records.count)
    #expect(writes > 1)
    #expect(try RemapDecoder().decode([StreamRecord].self, from: output) == records)
    let streamed = RemapDecoder().elements(
      of: StreamRecord.self, from: StreamingFixtures.chunks(output, size: 1000))
    #expect(try streamed.map { try $0.get() } == records)
  }

  @Test func arrayWriterWithoutElementsWritesAnEmptyArray() throws {
    var output: [UInt8] = []
    var writer = JSONArrayWriter { output += $0 }
    try writer.finish()
    try writer.finish()
    #expect(String(decoding: output, as: UTF8.self) == "[]\n")
  }

  @Test func aFailedWriteIsAStreamWriteError() throws {
    struct Full: Error {}
    var writer = JSONArrayWriter { _ in throw Full() }
    try writer.append(1)
    let error = try #require(throws: RemapError.self) { try writer.finish() }
    #expect(error.code == .streamWriteFailed)
    #expect(error.underlying is Full)
  }
}
