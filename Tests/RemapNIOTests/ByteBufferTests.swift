//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if NIO
  import Foundation
  import NIOCore
  import RemapNIO
  import Testing

  @Suite struct ByteBufferDecodingTests {
    struct Point: Codable, Equatable {
      var x: Int
      var y: Double
    }

    @Test func decodesTheReadableBytesOnlyAndLeavesTheReaderIndex() throws {
      var buffer = ByteBuffer(string: "garbage{\"x\": \"3\", \"y\": 1.5}")
      buffer.moveReaderIndex(forwardBy: 7)
      let point = try RemapDecoder().decode(Point.self, from: buffer)
      #expect(point == Point(x: 3, y: 1.5))
      #expect(buffer.readerIndex == 7)
      #expect(buffer.readableBytes == 20)
    }

    @Test func aSliceEndsWhereTheBufferEnds() throws {
      // The bytes after the slice's end would make the JSON invalid if they were read.
      let whole = ByteBuffer(string: "[1,2]]]")
      let slice = try #require(whole.getSlice(at: 0, length: 5))
      #expect(try RemapDecoder().decode([Int].self, from: slice) == [1, 2])
    }

    @Test func errorsNameThePathLineAndColumn() {
      let buffer = ByteBuffer(string: "{\"x\": 1,\n \"y\": \"far\"}")
      #expect {
        _ = try RemapDecoder().decode(Point.self, from: buffer)
      } throws: { error in
        guard let error = error as? RemapError else { return false }
        return error.code == .typeMismatch && error.path.description == "y"
          && error.location?.line == 2 && error.location?.column == 7
      }
    }

    @Test func decodesXML() throws {
      let buffer = ByteBuffer(string: "<point><x>4</x><y>2.25</y></point>")
      #expect(try RemapDecoder().decode(Point.self, fromXML: buffer) == Point(x: 4, y: 2.25))
    }

    @Test func decodesXMLWithTheOptionsGivenOrStored() throws {
      struct Label: Decodable, Equatable { var text: String }
      let buffer = ByteBuffer(string: "<label><text>  a  </text></label>")
      let untrimmed = XMLReadingOptions(trimsWhitespace: false)
      var decoder = RemapDecoder()
      #expect(try decoder.decode(Label.self, fromXML: buffer) == Label(text: "a"))
      #expect(
        try decoder.decode(Label.self, fromXML: buffer, options: untrimmed) == Label(text: "  a  "))
      decoder.xmlReadingOptions = untrimmed
      #expect(try decoder.decode(Label.self, fromXML: buffer) == Label(text: "  a  "))
      #expect(
        try decoder.decode(Label.self, fromXML: buffer, options: XMLReadingOptions())
          == Label(text: "a"))
      #expect(buffer.readableBytes == 33)
    }

    @Test func reportsEveryProblem() {
      let buffer = ByteBuffer(string: "{\"x\": \"a\", \"y\": \"b\"}")
      let report = RemapDecoder().report(Point.self, from: buffer)
      #expect(report.value == nil)
      #expect(
        report.diagnostics.filter { $0.severity == .error }.map(\.path.description) == ["x", "y"])
    }
  }

  @Suite struct ByteBufferEncodingTests {
    struct Item: Codable, Equatable {
      var name: String
      var price: Double
    }

    @Test func appendsAtTheWriterIndex() throws {
      var buffer = ByteBuffer(string: "prefix:")
      try RemapEncoder().encode(Item(name: "tea", price: 2.5), into: &buffer)
      #expect(
        buffer.readString(length: buffer.readableBytes) == "prefix:{\"name\":\"tea\",\"price\":2.5}"
      )
    }

    @Test func roundTripsThroughABuffer() throws {
      let items = (0..<500).map { Item(name: "item \($0) \u{1F375}", price: Double($0) / 4) }
      var buffer = ByteBuffer()
      try RemapEncoder().encode(items, into: &buffer)
      #expect(buffer.readableBytes == (try RemapEncoder().encode(items)).count)
      #expect(try RemapDecoder().decode([Item].self, from: buffer) == items)
    }

    @Test func sortedKeysTakeTheTreePath() throws {
      var encoder = RemapEncoder()
      encoder.outputFormatting = .sortedKeys
      var buffer = ByteBuffer()
      try encoder.encode(["b": 1, "a": 2], into: &buffer)
      #expect(String(buffer: buffer) == "{\"a\":2,\"b\":1}")
    }

    @Test func aFailureLeavesTheBufferAsItWas() {
      var buffer = ByteBuffer(string: "kept")
      #expect(throws: RemapError.self) {
        try RemapEncoder().encode(Item(name: "nan", price: .nan), into: &buffer)
      }
      #expect(String(buffer: buffer) == "kept")
    }
  }
#endif
