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

@Suite struct RemapDecoderElementsTests {
  struct Item: Decodable, Equatable {
    var id: Int
  }

  /// An envelope with values before and after the array that hold brackets, escaped quotes
  /// and a key that shares the array's key's prefix.
  static let envelope = Array(
    """
    \u{FEFF}{"meta": {"note": "a \\"]\\" and a }", "n": [1, [2, {}]]},
     "data": {"count": 3, "itemsX": [9],
      "items": [
        {"id": 1, "s": "[{"},
        {"id": 2},
        {"id": 3}
      ],
      "after": {"x": [true, null]}},
     "tail": "end"}

    """.utf8)

  @Test func elementsAtAPathAtEveryChunkSize() throws {
    for size in 1...Self.envelope.count {
      let chunks = StreamingFixtures.chunks(Self.envelope, size: size)
      let elements = Array(
        RemapDecoder().elements(of: Item.self, from: chunks, atPath: "data.items"))
      #expect(try elements.map { try $0.get().id } == [1, 2, 3], "chunk size \(size)")
      #expect(elements.map(\.line) == [4, 5, 6], "chunk size \(size)")
      #expect(elements.map(\.index) == [0, 1, 2], "chunk size \(size)")
    }
  }

  @Test func rootArrayAtEveryChunkSize() throws {
    let text = Array(" [1, \"two\\\"]\", [3,[4]], {\"5\":5}, null, -6.5e1 ]\n".utf8)
    let whole = try RemapDecoder().decode([JSON].self, from: text)
    for size in 1...text.count {
      let elements = Array(
        RemapDecoder().elements(of: JSON.self, from: StreamingFixtures.chunks(text, size: size)))
      #expect(try elements.map { try $0.get() } == whole, "chunk size \(size)")
      #expect(elements.map(\.byteOffset) == [2, 5, 15, 24, 33, 39], "chunk size \(size)")
    }
  }

  @Test func elementsByIndexInThePath() throws {
    let text = Array(#"[[0], {"a": [[1, 2], [3, 4]]}]"#.utf8)
    let elements = RemapDecoder().elements(of: Int.self, from: [text], atPath: "[1].a[1]")
    #expect(try elements.map { try $0.get() } == [3, 4])
  }

  @Test func emptyArraysHaveNoElements() throws {
    for text in ["[]", " [ \n ] ", "{\"items\": []}"] {
      let elements = Array(
        RemapDecoder().elements(
          of: Int.self, from: [Array(text.utf8)],
          atPath: text.hasPrefix("{") ? "items" : ValuePath()))
      #expect(elements.isEmpty, "\(text)")
    }
  }

  @Test(arguments: [
    ("[1, 2", "unexpected end of input; the array is not closed with ']'", 1, 6),
    ("[1, 2,", "unexpected end of input; the array is not closed with ']'", 1, 7),
    ("[1, 2 3]", "expected ',' or ']' after an array element, found a number", 1, 7),
    ("[1, 2,]", "trailing comma before ']'; expected another array element", 1, 7),
    ("[1, 2] x", "unexpected 'x' after the top-level value", 1, 8),
    ("[1, [2}]", "unexpected '}'; expected ']'", 1, 7),
    ("{\"a\": 1}", "expected an array, found an object", 1, 1),
  ])
  func aBrokenDocumentEndsTheStreamAtItsLocation(
    text: String, message: String, line: Int, column: Int
  ) throws {
    for size in [1, 3, 100] {
      let elements = Array(
        RemapDecoder().elements(
          of: Int.self, from: StreamingFixtures.chunks(Array(text.utf8), size: size)))
      let last = try #require(elements.last)
      let error = try #require(throws: RemapError.self) { try last.get() }
      #expect(error.message == message, "chunk size \(size)")
      #expect(error.location?.line == line, "chunk size \(size)")
      #expect(error.location?.column == column, "chunk size \(size)")
    }
  }

  @Test func aPathThatIsNotThereIsAnError() throws {
    let cases: [(ValuePath, String, RemapError.Code)] = [
      ("data.missing", "no key \"missing\" in the value at data", .keyNotFound),
      ("data.count", "expected an array at data.count, found a number", .typeMismatch),
      ("list[5]", "no element [5] in the value at list, which has 2 elements", .keyNotFound),
    ]
    let text = Array(#"{"data": {"count": 3}, "list": [1, 2]}"#.utf8)
    for (path, message, code) in cases {
      let elements = Array(RemapDecoder().elements(of: Int.self, from: [text], atPath: path))
      #expect(elements.count == 1)
      let error = try #require(throws: RemapError.self) { try elements[0].get() }
      #expect(error.message == message)
      #expect(error.code == code)
    }
  }

  @Test func aPathBuiltAtRunTimeIsReadAndAnInvalidOneFailsTheStream() throws {
    let text = Array(#"{"data": {"items": [1, 2]}}"#.utf8)
    let key = "items"
    let elements = RemapDecoder().elements(of: Int.self, from: [text], atPath: "data.\(key)")
    #expect(try elements.map { try $0.get() } == [1, 2])

    let invalid = "data.items[x"
    let failed = Array(RemapDecoder().elements(of: Int.self, from: [text], atPath: invalid))
    #expect(failed.count == 1)
    let error = try #require(throws: RemapError.self) { try failed[0].get() }
    #expect(error.code == .invalidPath)
  }

  @Test func anElementErrorNamesItsPathAndLine() throws {
    let text = Array("{\"data\": {\"items\": [\n  {\"id\": 1},\n  {\"id\": \"x\"}\n]}}".utf8)
    let elements = Array(
      RemapDecoder.strict.elements(of: Item.self, from: [text], atPath: "data.items"))
    #expect(elements.count == 2)
    let error = try #require(throws: RemapError.self) { try elements[1].get() }
    #expect(error.path.description == "data.items[1].id")
    #expect(error.location?.line == 3)
    #expect(error.location?.column == 10)
    #expect(error.location?.byteOffset == 43)
  }

  @Test func invalidElementsInBothModes() throws {
    let text = Array(#"[{"id": 1}, {"id": tru}, {"id": "x"}, {"id": 4}]"#.utf8)
    let all = Array(RemapDecoder.strict.elements(of: Item.self, from: [text]))
    #expect(all.count == 4)
    #expect(all.map { (try? $0.get())?.id } == [1, nil, nil, 4])
    #expect(throws: RemapError.self) { try all[1].get() }

    let skipped = SkippedErrors()
    let kept = Array(
      RemapDecoder.strict.elements(
        of: Item.self, from: StreamingFixtures.chunks(text, size: 5),
        options: .skipInvalid { skipped.append($0) }))
    #expect(try kept.map { try $0.get().id } == [1, 4])
    #expect(kept.map(\.index) == [0, 3])
    #expect(skipped.errors.map(\.path.description) == ["[1]", "[2].id"])
  }

  @Test func anElementOverTheLimitEndsTheStream() throws {
    let big = "{\"id\": 2, \"pad\": \"" + String(repeating: "y", count: 200) + "\"}"
    let text = Array("[{\"id\": 1}, \(big), {\"id\": 3}]".utf8)
    for size in [1, 16, 4096] {
      let elements = Array(
        RemapDecoder().elements(
          of: Item.self, from: StreamingFixtures.chunks(text, size: size),
          options: StreamingOptions(maximumElementSize: 100)))
      #expect(elements.count == 2)
      let error = try #require(throws: RemapError.self) { try elements[1].get() }
      #expect(error.code == .sizeLimitExceeded)
      #expect(error.message == "element 1 is larger than the limit of 100 bytes")
      #expect(error.location?.byteOffset == 12)
    }
  }

  /// Elements that span lines keep their lines, columns and offsets, and so do the errors
  /// of the elements after them, whether an element is found by scanning it whole or, cut
  /// by a chunk's end, by its structure.
  @Test func elementsOverSeveralLinesKeepTheirPlacesAtEveryChunkSize() throws {
    let elements = [
      "{\"id\": 1,\n   \"s\": \"a\\nb\"}", "12345", "{\"id\":\n\n  2}", "[\n 3\n]",
      "{\"id\": \"x\"}",
    ]
    let text = Array(("[\n  " + elements.joined(separator: ",\n\n  ") + "\n]").utf8)
    var starts: [Int] = []
    var from = 0
    for element in elements {
      let start = try #require(
        (from..<text.count).first { text[$0...].starts(with: Array(element.utf8)) })
      starts.append(start)
      from = start + element.utf8.count
    }
    let lines = starts.map { start in 1 + text[..<start].filter { $0 == 0x0A }.count }
    let columns = starts.map { start in
      start - (text[..<start].lastIndex(of: 0x0A) ?? -1)
    }
    for size in [1, 2, 3, 5, 8, 13, text.count] {
      let streamed = Array(
        RemapDecoder.strict.elements(
          of: JSON.self, from: StreamingFixtures.chunks(text, size: size)))
      #expect(streamed.map(\.byteOffset) == starts, "chunk size \(size)")
      #expect(streamed.map(\.line) == lines, "chunk size \(size)")
      let typed = Array(
        RemapDecoder.strict.elements(
          of: Item.self, from: StreamingFixtures.chunks(text, size: size)))
      let error = try #require(throws: RemapError.self, "chunk size \(size)") { try typed[4].get() }
      #expect(error.path.description == "[4].id", "chunk size \(size)")
      #expect(error.location?.line == lines[4], "chunk size \(size)")
      #expect(error.location?.column == columns[4] + 7, "chunk size \(size)")
      #expect(error.location?.byteOffset == starts[4] + 7, "chunk size \(size)")
    }
  }

  /// Elements far larger than a chunk, in an array and as lines.
  @Test func hugeElementsDecodeAsTheyDoAlone() throws {
    let big = (0..<60_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    let huge = Array("{\(big)}".utf8)
    let small = Array(#"{"k0": -1}"#.utf8)
    let alone = try RemapDecoder().decode([String: Int].self, from: huge)
    #expect(huge.count > 3 * StreamingOptions().chunkSize)
    let array =
      Array("[".utf8) + small + Array(",".utf8) + huge + Array(",".utf8) + small
      + Array("]".utf8)
    let url = try StreamingFixtures.file(array)
    defer { try? FileManager.default.removeItem(at: url) }
    let elements = try RemapDecoder().elements(of: [String: Int].self, from: url)
      .map { try $0.get() }
    #expect(elements == [["k0": -1], alone, ["k0": -1]])

    let lines = small + Array("\n".utf8) + huge + Array("\n".utf8) + small
    let fromLines = try RemapDecoder().lines(
      of: [String: Int].self, from: StreamingFixtures.chunks(lines, size: 1 << 16)
    ).map { try $0.get() }
    #expect(fromLines == [["k0": -1], alone, ["k0": -1]])
  }

  @Test func generatedValuesMatchWholeDocumentDecoding() throws {
    var generator = ValueGenerator(seed: TestSeed.make("generatedValuesMatchWholeDocumentDecoding"))
    let values = (0..<200).map { _ in generator.value(depth: 3) }
    let document = JSON.array(values).serializedBytes(options: .prettyPrinted)
    let whole = try RemapDecoder().decode([JSON].self, from: document)
    let url = try StreamingFixtures.file(document)
    defer { try? FileManager.default.removeItem(at: url) }
    let streamed = try RemapDecoder().elements(
      of: JSON.self, from: url, options: StreamingOptions(chunkSize: 64)
    ).map { try $0.get() }
    #expect(streamed == whole)
  }

  @Test func asyncElementsFromFileBytesAndMemoryChunksAgree() async throws {
    let records = StreamingFixtures.records(
      count: 300, seed: TestSeed.make("asyncElementsFromFileBytesAndMemoryChunksAgree"))
    let document =
      Array("{\"results\": ".utf8) + (try RemapEncoder().encode(records))
      + Array("}".utf8)
    let url = try StreamingFixtures.file(document)
    defer { try? FileManager.default.removeItem(at: url) }
    var fromFile: [StreamRecord] = []
    for try await record in RemapDecoder().elements(
      of: StreamRecord.self, from: FileBytes(url: url), atPath: "results")
    {
      fromFile.append(record)
    }
    var fromMemory: [StreamRecord] = []
    for try await record in RemapDecoder().elements(
      of: StreamRecord.self,
      from: MemoryChunks(chunks: StreamingFixtures.chunks(document, size: 97)),
      atPath: "results")
    {
      fromMemory.append(record)
    }
    #expect(fromFile == records)
    #expect(fromMemory == records)
  }

  @Test func asyncElementsThrowAtABrokenDocument() async throws {
    let text = Array("[{\"id\": 1}, {\"id\": 2}".utf8)
    var seen: [Int] = []
    let error = await #expect(throws: RemapError.self) {
      for try await item in RemapDecoder().elements(
        of: Item.self, from: MemoryChunks(chunks: [text]))
      {
        seen.append(item.id)
      }
    }
    #expect(seen == [1, 2])
    #expect(error?.code == .unexpectedEndOfInput)
  }
}
