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

/// `StreamedElement.report()` and `StreamingOptions.collectsReports`: each element's
/// diagnostics, placed in the stream as a whole-document report places them.
@Suite struct StreamedElementReportTests {
  struct Item: Decodable, Equatable {
    var id: Int
    var name: String
  }

  /// A diagnostic without its line excerpt, which shows only the element's own text when
  /// the element is decoded alone.
  struct Placed: Equatable, CustomStringConvertible {
    var severity: Diagnostic.Severity
    var code: RemapError.Code
    var path: String
    var message: String
    var line: Int?
    var column: Int?
    var byteOffset: Int?

    init(_ diagnostic: Diagnostic) {
      severity = diagnostic.severity
      code = diagnostic.code
      path = diagnostic.path.description
      message = diagnostic.message
      line = diagnostic.location?.line
      column = diagnostic.location?.column
      byteOffset = diagnostic.location?.byteOffset
    }

    var description: String {
      "\(severity) \(code) at \(path) (\(line ?? 0):\(column ?? 0)@\(byteOffset ?? -1)): \(message)"
    }
  }

  /// Elements with coercions (recoveries), unknown keys, a missing key and a value of the
  /// wrong kind (errors), spread over lines.
  static let array = Array(
    """
    [
      {"id": "1", "name": "a", "extra": true},
      {"id": 2, "name": {"a": 1}},
      {"id": 3,
       "name": "c"},
      {"name": "d"},
      {"id": "x", "name": "e", "more": {"x": 1}}
    ]
    """.utf8)

  static var decoder: RemapDecoder {
    var decoder = RemapDecoder()
    decoder.unknownKeys = .report
    return decoder
  }

  @Test func anArraysReportsAreTheWholeDocumentReportsDiagnosticsAtEveryChunkSize() throws {
    let whole = Self.decoder.report([Item].self, from: Self.array)
    let expected = whole.diagnostics.map(Placed.init)
    #expect(expected.contains { $0.severity == .recovery })
    #expect(expected.contains { $0.severity == .error })
    for size in [1, 2, 3, 7, 16, 64, Self.array.count] {
      let elements = Array(
        Self.decoder.elements(
          of: Item.self, from: StreamingFixtures.chunks(Self.array, size: size),
          options: StreamingOptions(collectsReports: true)))
      #expect(elements.count == 5, "chunk size \(size)")
      let streamed = elements.flatMap { $0.report().diagnostics.map(Placed.init) }
      #expect(streamed == expected, "chunk size \(size)")
    }
  }

  @Test func anElementsReportHasItsValueOrItsErrors() throws {
    let elements = Array(
      Self.decoder.elements(
        of: Item.self, from: [Self.array], options: StreamingOptions(collectsReports: true)))
    // A coerced value and an unknown key: a value, with recoveries.
    let first = elements[0].report()
    #expect(first.value == Item(id: 1, name: "a"))
    #expect(first.errors.isEmpty)
    #expect(first.recoveries.map(\.path.description).sorted() == ["[0].extra", "[0].id"])
    #expect(try elements[0].get() == Item(id: 1, name: "a"))
    // A missing key: no value; get() throws the report's first error, placed.
    let fourth = elements[3].report()
    #expect(fourth.value == nil)
    #expect(fourth.errors.map(\.code) == [.keyNotFound])
    let error = try #require(throws: RemapError.self) { try elements[3].get() }
    #expect(error.code == .keyNotFound)
    #expect(error.path.description == fourth.errors[0].path.description)
    // Named from the document's root, as a whole-document decode names it.
    #expect(error.message == "missing required key \"id\" in the object at [3]")
    let nested = Array(#"{"data": [{"user": {}}]}"#.utf8)
    struct Outer: Decodable { struct User: Decodable { var id: Int }; var user: User }
    let nestedError = try #require(throws: RemapError.self) {
      try RemapDecoder().elements(of: Outer.self, from: [nested], atPath: "data")
        .map { try $0.get() }
    }
    #expect(nestedError.message == "missing required key \"id\" in the object at data[0].user")
    #expect(nestedError.path.description == "data[0].user.id")
    #expect(error.location?.line == 6)
  }

  @Test func linesReportsAreEachLinesOwnReportPlacedOnItsLine() throws {
    let lines = [
      #"{"id": "1", "name": "a", "extra": true}"#,
      "",
      #"{"id": 2, "name": {"a": 1}}"#,
      #"{"name": "d"}"#,
      #"{"id": 5, "name": "e"}"#,
    ]
    let text = Array(lines.joined(separator: "\r\n").utf8)
    let elements = Array(
      Self.decoder.lines(
        of: Item.self, from: StreamingFixtures.chunks(text, size: 5),
        options: StreamingOptions(collectsReports: true)))
    #expect(elements.map(\.line) == [1, 3, 4, 5])
    var offset = 0
    var lineOffsets: [Int] = []
    for line in lines {
      lineOffsets.append(offset)
      offset += line.utf8.count + 2
    }
    for element in elements {
      let alone = Self.decoder.report(Item.self, from: lines[element.line - 1])
      let placed = element.report().diagnostics.map(Placed.init)
      // The same diagnostics as the line decoded alone, on the line's own line and offset.
      let expected = alone.diagnostics.map { diagnostic in
        var placed = Placed(diagnostic)
        placed.line = placed.line.map { $0 + element.line - 1 }
        placed.byteOffset = placed.byteOffset.map { $0 + lineOffsets[element.line - 1] }
        return placed
      }
      #expect(placed == expected, "line \(element.line)")
      #expect(element.report().value == alone.value, "line \(element.line)")
    }
    #expect(!elements[0].report().recoveries.isEmpty)
    #expect(elements[3].report().diagnostics.isEmpty)
  }

  @Test func withoutCollectingAReportHoldsOnlyTheError() throws {
    let elements = Array(Self.decoder.elements(of: Item.self, from: [Self.array]))
    #expect(elements[0].report().value == Item(id: 1, name: "a"))
    #expect(elements[0].report().diagnostics.isEmpty)
    let failed = elements[1].report()
    #expect(failed.value == nil)
    let error = try #require(throws: RemapError.self) { try elements[1].get() }
    #expect(failed.diagnostics.count == 1)
    #expect(failed.diagnostics.first?.severity == .error)
    #expect(failed.diagnostics.first?.code == error.code)
    #expect(failed.diagnostics.first?.message == error.message)
    #expect(failed.diagnostics.first?.path == error.path)
    #expect(failed.diagnostics.first?.location == error.location)
  }

  @Test func aStreamErrorIsTheLastElementsOnlyDiagnostic() throws {
    let text = Array(#"[{"id": 1, "name": "a"}, {"id": 2, "name": "b"}"#.utf8)
    let elements = Array(
      RemapDecoder().elements(
        of: Item.self, from: [text], options: StreamingOptions(collectsReports: true)))
    #expect(elements.count == 3)
    #expect(elements[1].report().value == Item(id: 2, name: "b"))
    let last = elements[2].report()
    #expect(last.value == nil)
    #expect(last.errors.map(\.code) == [.unexpectedEndOfInput])
  }

  @Test func skippingWithReportsSkipsTheElementsWithErrors() throws {
    let skipped = SkippedErrors()
    let options = StreamingOptions(
      skipsInvalidElements: true, collectsReports: true,
      skippedElementHandler: { skipped.append($0) })
    let elements = Array(Self.decoder.elements(of: Item.self, from: [Self.array], options: options))
    #expect(elements.map(\.index) == [0, 2])
    #expect(!elements[0].report().recoveries.isEmpty)
    #expect(skipped.errors.map(\.path.description) == ["[1].name", "[3].id", "[4].id"])
    #expect(skipped.errors.map { $0.location?.line } == [3, 6, 7])
  }

  @Test func asyncItemsGiveTheSameElementsAndReportsAsTheSynchronousForm() async throws {
    let options = StreamingOptions(collectsReports: true)
    let synchronous = Array(
      Self.decoder.elements(of: Item.self, from: [Self.array], options: options))
    var asynchronous: [StreamedElement<Item>] = []
    for try await element in Self.decoder.elements(
      of: Item.self, from: MemoryChunks(chunks: StreamingFixtures.chunks(Self.array, size: 9)),
      options: options
    ).items {
      asynchronous.append(element)
    }
    #expect(asynchronous.map(\.index) == synchronous.map(\.index))
    #expect(asynchronous.map(\.line) == synchronous.map(\.line))
    #expect(asynchronous.map(\.byteOffset) == synchronous.map(\.byteOffset))
    #expect(
      asynchronous.map { $0.report().diagnostics.map(Placed.init) }
        == synchronous.map { $0.report().diagnostics.map(Placed.init) })
    #expect(asynchronous.map { $0.report().value } == synchronous.map { $0.report().value })
  }

  @Test func asyncItemsGoOnPastABadLineAndEndWithTheStreamError() async throws {
    let text = Array("{\"id\":1,\"name\":\"a\"}\n{\"id\":tru}\n{\"id\":3,\"name\":\"c\"}\n".utf8)
    var elements: [StreamedElement<Item>] = []
    for try await element in RemapDecoder().lines(
      of: Item.self, from: MemoryBytes(bytes: text)
    ).items {
      elements.append(element)
    }
    #expect(elements.map(\.line) == [1, 2, 3])
    #expect(elements.map { (try? $0.get())?.id } == [1, nil, 3])

    let broken = Array(#"[{"id": 1, "name": "a"}, {"id""#.utf8)
    var items: [StreamedElement<Item>] = []
    for try await element in RemapDecoder().elements(
      of: Item.self, from: MemoryChunks(chunks: [broken])
    ).items {
      items.append(element)
    }
    #expect(items.count == 2)
    let error = try #require(throws: RemapError.self) { try items[1].get() }
    #expect(error.code == .unexpectedEndOfInput)
    #expect(items[1].index == 1)
  }
}

/// An asynchronous sequence of bytes held in memory, one at a time.
struct MemoryBytes: AsyncSequence, Sendable {
  typealias Element = UInt8
  let bytes: [UInt8]

  func makeAsyncIterator() -> Iterator { Iterator(bytes: bytes) }

  struct Iterator: AsyncIteratorProtocol {
    let bytes: [UInt8]
    var index = 0

    mutating func next() async throws -> UInt8? {
      guard index < bytes.count else { return nil }
      defer { index += 1 }
      return bytes[index]
    }
  }
}
