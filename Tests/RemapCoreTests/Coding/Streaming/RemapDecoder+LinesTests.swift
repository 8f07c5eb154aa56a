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

@Suite struct RemapDecoderLinesTests {
  struct Item: Decodable, Equatable {
    var id: Int

    enum CodingKeys: String, CodingKey { case id }
  }

  /// A BOM, CRLF endings, blank lines (empty, spaces, a lone CR), an escaped newline in a
  /// string, and a last line without a newline.
  static let awkward = Array(
    "\u{FEFF}{\"id\": 1}\r\n\n   \r\n{\"id\": 2, \"s\": \"a\\nb\"}\n\r\n{\"id\":3}".utf8)

  @Test func awkwardInputAtEveryChunkSize() throws {
    for size in 1...Self.awkward.count {
      let chunks = StreamingFixtures.chunks(Self.awkward, size: size)
      let elements = Array(RemapDecoder().lines(of: Item.self, from: chunks))
      #expect(try elements.map { try $0.get().id } == [1, 2, 3], "chunk size \(size)")
      #expect(elements.map(\.line) == [1, 4, 6], "chunk size \(size)")
      #expect(elements.map(\.index) == [0, 1, 2], "chunk size \(size)")
      #expect(elements.map(\.byteOffset) == [3, 20, 45], "chunk size \(size)")
    }
  }

  @Test func emptyAndBlankInputsHaveNoLines() {
    for text in ["", "\n", "\r\n\r\n", "  \n\t\n", "\u{FEFF}", "\u{FEFF}\n"] {
      let elements = Array(RemapDecoder().lines(of: Item.self, from: [Array(text.utf8)]))
      #expect(elements.isEmpty, "\(text.debugDescription)")
    }
  }

  @Test func aLineThatFailsIsReportedAndTheStreamGoesOn() throws {
    let text = "{\"id\":1}\n{\"id\":\"x\"}\n{\"id\":3\n{\"id\":4}\n"
    let elements = Array(RemapDecoder.strict.lines(of: Item.self, from: [Array(text.utf8)]))
    #expect(elements.count == 4)
    #expect(try elements[0].get() == Item(id: 1))
    #expect(try elements[3].get() == Item(id: 4))

    let mismatch = try #require(throws: RemapError.self) { try elements[1].get() }
    #expect(mismatch.code == .typeMismatch)
    #expect(mismatch.path.description == "id")
    #expect(mismatch.location?.line == 2)
    #expect(mismatch.location?.column == 7)
    #expect(mismatch.location?.byteOffset == 15)

    let syntax = try #require(throws: RemapError.self) { try elements[2].get() }
    #expect(syntax.code == .unexpectedEndOfInput)
    #expect(syntax.location?.line == 3)
    #expect(syntax.location?.byteOffset == 27)
    #expect(syntax.description.contains("3 | {\"id\":3"))
  }

  @Test func skipInvalidSkipsAndReportsFailedLines() throws {
    let text = "{\"id\":1}\nnot json\n\n{\"id\":\"x\"}\n{\"id\":4}"
    let skipped = SkippedErrors()
    let elements = Array(
      RemapDecoder.strict.lines(
        of: Item.self, from: [Array(text.utf8)],
        options: .skipInvalid { skipped.append($0) }))
    #expect(try elements.map { try $0.get().id } == [1, 4])
    #expect(elements.map(\.index) == [0, 3])
    #expect(elements.map(\.line) == [1, 5])
    #expect(skipped.errors.map(\.code) == [.unexpectedCharacter, .typeMismatch])
    #expect(skipped.errors.map { $0.location?.line } == [2, 4])
  }

  @Test func aLineOverTheLimitEndsTheStream() throws {
    let long = "{\"id\":1,\"pad\":\"" + String(repeating: "x", count: 100) + "\"}"
    let text = "{\"id\":0}\n" + long + "\n{\"id\":2}\n"
    for size in [1, 7, 4096] {
      let elements = Array(
        RemapDecoder().lines(
          of: Item.self, from: StreamingFixtures.chunks(Array(text.utf8), size: size),
          options: StreamingOptions(skipsInvalidElements: true, maximumElementSize: 64)))
      #expect(elements.count == 2, "chunk size \(size)")
      #expect(try elements[0].get() == Item(id: 0))
      let error = try #require(throws: RemapError.self) { try elements[1].get() }
      #expect(error.code == .sizeLimitExceeded)
      #expect(error.message == "line 2 is longer than the limit of 64 bytes")
      #expect(error.location?.line == 2)
      #expect(error.location?.byteOffset == 9)
    }
    // A line exactly at the limit is accepted.
    let exact = "{\"id\":7}"
    let elements = Array(
      RemapDecoder().lines(
        of: Item.self, from: [Array(exact.utf8)],
        options: StreamingOptions(maximumElementSize: exact.utf8.count)))
    #expect(try elements.map { try $0.get() } == [Item(id: 7)])
  }

  @Test func linesFromAFileMatchWholeDocumentDecoding() throws {
    let records = StreamingFixtures.records(
      count: 500, seed: TestSeed.make("linesFromAFileMatchWholeDocumentDecoding"))
    let encoder = RemapEncoder()
    var text: [UInt8] = []
    for record in records {
      text += try encoder.encode(record)
      text.append(UInt8(ascii: "\n"))
    }
    let url = try StreamingFixtures.file(text)
    defer { try? FileManager.default.removeItem(at: url) }
    let whole = try RemapDecoder().decode(
      [StreamRecord].self,
      from: Array("[".utf8)
        + records.map { try encoder.encode($0) }
        .joined(separator: Array(",".utf8)) + Array("]".utf8))
    let streamed = try RemapDecoder().lines(
      of: StreamRecord.self, from: url, options: StreamingOptions(chunkSize: 100)
    ).map { try $0.get() }
    #expect(streamed == whole)
    #expect(streamed == records)

    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    let fromHandle = try RemapDecoder().lines(of: StreamRecord.self, from: handle)
      .map { try $0.get() }
    #expect(fromHandle == records)
  }

  /// A pipe gives its bytes as they are written, a few at a time: each read takes what
  /// has arrived.
  @Test func linesFromAPipeAsItsBytesArrive() throws {
    let records = StreamingFixtures.records(
      count: 200, seed: TestSeed.make("linesFromAPipeAsItsBytesArrive"))
    var text: [UInt8] = []
    for record in records {
      text += try RemapEncoder().encode(record)
      text.append(UInt8(ascii: "\n"))
    }
    let pipe = Pipe()
    let writer = pipe.fileHandleForWriting
    let pieces = StreamingFixtures.chunks(text, size: 37)
    let thread = Thread {
      for piece in pieces { writer.write(Data(piece)) }
      try? writer.close()
    }
    thread.start()
    let streamed = try RemapDecoder().lines(
      of: StreamRecord.self, from: pipe.fileHandleForReading
    ).map { try $0.get() }
    #expect(streamed == records)
  }

  /// The decoder's options (key matching, coercion, dates, missing values) apply to each
  /// line and each element as to a whole document.
  @Test func theDecodersOptionsApplyToEveryElement() throws {
    struct Event: Decodable, Equatable {
      var createdAt: Date
      var count: Int
      var label: String
    }
    var decoder = RemapDecoder()
    decoder.dateDecoding = .millisecondsSince1970
    decoder.missingValues = .typeDefaults
    let documents = [
      #"{"created_at": 1700000000000, "count": "3"}"#,
      #"{"createdAt": 5000, "label": "x", "count": 1}"#,
    ]
    let whole = try decoder.decode(
      [Event].self, from: "[" + documents.joined(separator: ",") + "]")
    #expect(whole[0] == Event(createdAt: Date(timeIntervalSince1970: 1.7e9), count: 3, label: ""))
    #expect(whole[1] == Event(createdAt: Date(timeIntervalSince1970: 5), count: 1, label: "x"))
    let lines = try decoder.lines(
      of: Event.self, from: [Array(documents.joined(separator: "\n").utf8)]
    ).map { try $0.get() }
    let elements = try decoder.elements(
      of: Event.self, from: [Array(("[" + documents.joined(separator: ",") + "]").utf8)]
    ).map { try $0.get() }
    #expect(lines == whole)
    #expect(elements == whole)
    // Strict coercion fails the line whose count is a string, as it fails the document.
    var strict = decoder
    strict.coercion = .strict
    let strictLines = Array(
      strict.lines(of: Event.self, from: [Array(documents.joined(separator: "\n").utf8)]))
    #expect(throws: RemapError.self) { try strict.decode(Event.self, from: documents[0]) }
    #expect(throws: RemapError.self) { try strictLines[0].get() }
    #expect(try strictLines[1].get() == whole[1])
  }

  @Test func aMissingFileIsAnUnreadableFileError() throws {
    let url = URL(fileURLWithPath: "/nonexistent/remap/lines.ndjson")
    let error = try #require(throws: RemapError.self) {
      try RemapDecoder().lines(of: Item.self, from: url)
    }
    #expect(error.code == .unreadableFile)
  }

  // MARK: - Async

  @Test func asyncLinesFromFileBytesAndMemoryChunksAgree() async throws {
    let records = StreamingFixtures.records(
      count: 300, seed: TestSeed.make("asyncLinesFromFileBytesAndMemoryChunksAgree"))
    var text: [UInt8] = []
    for record in records {
      text += try RemapEncoder().encode(record)
      text += Array("\r\n".utf8)
    }
    let url = try StreamingFixtures.file(text)
    defer { try? FileManager.default.removeItem(at: url) }

    var fromFile: [StreamRecord] = []
    for try await record in RemapDecoder().lines(of: StreamRecord.self, from: FileBytes(url: url)) {
      fromFile.append(record)
    }
    var fromMemory: [StreamRecord] = []
    let chunks = MemoryChunks(chunks: StreamingFixtures.chunks(text, size: 333))
    for try await record in RemapDecoder().lines(of: StreamRecord.self, from: chunks) {
      fromMemory.append(record)
    }
    #expect(fromFile == records)
    #expect(fromMemory == records)
  }

  @Test func asyncLinesThrowTheFirstFailedLine() async throws {
    let text = "{\"id\":1}\n{\"id\":true}\n{\"id\":3}\n"
    var seen: [Int] = []
    let error = await #expect(throws: RemapError.self) {
      for try await item in RemapDecoder.strict.lines(
        of: Item.self, from: MemoryChunks(chunks: [Array(text.utf8)]))
      {
        seen.append(item.id)
      }
    }
    #expect(seen == [1])
    #expect(error?.location?.line == 2)
    #expect(error?.code == .typeMismatch)
  }

  @Test func asyncLinesSkipInvalidLines() async throws {
    let text = "{\"id\":1}\n{\"id\":true}\n{\"id\":3}\n"
    let skipped = SkippedErrors()
    var seen: [Int] = []
    for try await item in RemapDecoder.strict.lines(
      of: Item.self,
      from: MemoryChunks(chunks: StreamingFixtures.chunks(Array(text.utf8), size: 2)),
      options: .skipInvalid { skipped.append($0) })
    {
      seen.append(item.id)
    }
    #expect(seen == [1, 3])
    #expect(skipped.errors.map { $0.location?.line } == [2])
  }

  @Test func cancellingTheTaskEndsAnEndlessStream() async throws {
    let started = SkippedErrors()
    let task = Task {
      var count = 0
      for try await _ in RemapDecoder().lines(of: Item.self, from: EndlessLines()) {
        count += 1
        if count == 10 { started.append(RemapError(.invalidValue, "started")) }
      }
      return count
    }
    while started.errors.isEmpty { await Task.yield() }
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
  }

  // MARK: - One decoder for every line

  /// Lines decode with one decoder that starts over on each line: nothing one line left
  /// behind (the key search positions, the members an object matched, the path) may show in
  /// the next.
  @Test func eachLineStartsAfreshOnTheReusedDecoder() throws {
    struct Pair: Decodable, Equatable {
      var a: Int
      var b: Item
    }
    var decoder = RemapDecoder.strict
    decoder.unknownKeys = .reject
    let text = """
      {"a":1,"b":{"id":1}}
      {"b":{"id":2},"a":2}
      {"a":3,"b":{"id":3},"c":0}
      {"b":{"id":"x"},"a":4}
      {"a":5,"b":{"id":5}}
      """
    let elements = Array(decoder.lines(of: Pair.self, from: [Array(text.utf8)]))
    #expect(try elements[0].get() == Pair(a: 1, b: Item(id: 1)))
    #expect(try elements[1].get() == Pair(a: 2, b: Item(id: 2)))
    let unknown = try #require(throws: RemapError.self) { try elements[2].get() }
    #expect(unknown.code == .unknownKey)
    #expect(unknown.path.description == "c")
    #expect(unknown.location?.line == 3)
    let mismatch = try #require(throws: RemapError.self) { try elements[3].get() }
    #expect(mismatch.path.description == "b.id")
    #expect(mismatch.location?.line == 4)
    #expect(try elements[4].get() == Pair(a: 5, b: Item(id: 5)))
  }

  /// Each line is scanned into the tape words and scanner buffers of the lines before it:
  /// lines that grow the tape, an object large enough to have its keys indexed, repeated
  /// keys after it, and lines that fail in the middle of their scan (one inside a nested
  /// indexed object, which leaves the repeated-key finder deep in objects) all decode as
  /// each line does on its own, through lines and through the elements of one array.
  @Test func scansReuseTheirBuffersAcrossElements() throws {
    func object(_ size: Int) -> String {
      "{" + (0..<size).map { "\"k\($0)\": \($0 * 3)" }.joined(separator: ", ") + "}"
    }
    let documents = [
      object(1), object(40), object(2), object(300), object(3),
      #"{"k0": 1, "k1": 2, "k0": 3}"#, #"{"k0": [1, "#, object(200),
      #"{"k1": 5, "k0": 6, "k1": 7}"#, "{}", object(5),
      #"{"a": {"b": "# + object(150).dropLast(), #"{"k2": 8, "k2": 9}"#, object(130),
    ]
    func alone(_ text: String) -> Result<[String: Int], RemapError> {
      Result { () throws(RemapError) in try RemapDecoder().decode([String: Int].self, from: text) }
    }
    let lines = Array(
      RemapDecoder().lines(
        of: [String: Int].self, from: [Array(documents.joined(separator: "\n").utf8)]))
    #expect(lines.count == documents.count)
    for (line, document) in zip(lines, documents) {
      let streamed = Result { () throws(RemapError) in try line.get() }
      switch (streamed, alone(document)) {
      case (.success(let streamed), .success(let whole)):
        #expect(streamed == whole, "line \(line.line)")
      case (.failure(let streamed), .failure(let whole)):
        #expect(streamed.code == whole.code, "line \(line.line)")
        #expect(streamed.message == whole.message, "line \(line.line)")
      default:
        Issue.record("line \(line.line) decodes differently from the same document alone")
      }
    }
    let valid = documents.filter { (try? alone($0).get()) != nil }
    let array = "[" + valid.joined(separator: ",\n") + "]"
    let elements = try RemapDecoder().elements(
      of: [String: Int].self, from: [Array(array.utf8)]
    ).map { try $0.get() }
    #expect(try elements == valid.map { try alone($0).get() })
  }

  /// A type that keeps the `Decoder` it was given (which Codable does not allow, but nothing
  /// prevents) keeps a decoder that no later line changes.
  @Test func aDecoderKeptByAValueIsNotReused() throws {
    final class Keeper: Decodable {
      let id: Int
      let decoder: any Decoder
      init(from decoder: any Decoder) throws {
        id = try decoder.container(keyedBy: Item.CodingKeys.self).decode(Int.self, forKey: .id)
        self.decoder = decoder
      }
    }
    let text = "{\"id\":1}\n{\"id\":2}\n{\"id\":3}\n"
    let values = try RemapDecoder().lines(of: Keeper.self, from: [Array(text.utf8)])
      .map { try $0.get() }
    #expect(values.map(\.id) == [1, 2, 3])
    let decoders = Set(values.map { ObjectIdentifier($0.decoder as AnyObject) })
    #expect(decoders.count == 3)
    // The kept decoders are not used again: a decoder reads the input in place, and the
    // stream's buffer is gone once the stream is (as a whole document's bytes are once
    // `decode` returns).
  }
}

/// Collects the errors a stream reports, from any thread.
final class SkippedErrors: @unchecked Sendable {
  // `@unchecked`: every access to `stored` holds `lock`.
  private let lock = NSLock()
  private var stored: [RemapError] = []

  func append(_ error: RemapError) {
    lock.lock()
    defer { lock.unlock() }
    stored.append(error)
  }

  var errors: [RemapError] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
