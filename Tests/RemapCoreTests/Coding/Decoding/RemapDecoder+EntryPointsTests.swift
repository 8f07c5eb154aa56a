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

struct EntryItem: Decodable, Equatable {
  var id: Int
  var name: String
}

/// Every way into the decoder takes the same options: `from:` and `atPath:`, for `decode`
/// and `report`, from bytes, text, `JSON`, dictionaries and XML.
@Suite("RemapDecoder entry points")
struct RemapDecoderEntryPointsTests {
  static let text = #"{"data": {"items": [{"id": 1, "name": "a"}, {"id": 2, "name": "b"}]}}"#
  static let xml = "<feed><data><items><id>1</id><name>a</name></items></data></feed>"
  static let expected = [EntryItem(id: 1, name: "a"), EntryItem(id: 2, name: "b")]

  @Test("a string literal document with a path is read as JSON text, not as a JSON string")
  func literalDocumentWithPath() throws {
    let decoder = RemapDecoder()
    let items = try decoder.decode(
      [EntryItem].self, from: #"{"data": {"items": [{"id": 1, "name": "a"}]}}"#,
      atPath: "data.items")
    #expect(items == [EntryItem(id: 1, name: "a")])
  }

  @Test("decode(_:from:atPath:) from every source gives the same value")
  func decodeEverySource() throws {
    let decoder = RemapDecoder()
    let text = Self.text
    let json = try JSON(parsing: text)
    let dictionary = try #require(json.anyValue as? [String: Any])
    #expect(try decoder.decode([EntryItem].self, from: text, atPath: "data.items") == Self.expected)
    #expect(
      try decoder.decode([EntryItem].self, from: Data(text.utf8), atPath: "data.items")
        == Self.expected)
    #expect(try decoder.decode([EntryItem].self, from: json, atPath: "data.items") == Self.expected)
    #expect(
      try decoder.decode([EntryItem].self, from: dictionary, atPath: "data.items") == Self.expected)
    #expect(
      try decoder.decode([EntryItem].self, fromXML: Self.xml, atPath: "data.items") == [
        Self.expected[0]
      ]
    )
    #expect(
      try decoder.decode([EntryItem].self, fromXML: Data(Self.xml.utf8), atPath: "data.items")
        == [Self.expected[0]])
  }

  @Test("report(_:from:atPath:) from every source gives the same value")
  func reportEverySource() throws {
    let decoder = RemapDecoder()
    let text = Self.text
    let json = try JSON(parsing: text)
    let dictionary = try #require(json.anyValue as? [String: Any])
    #expect(
      decoder.report([EntryItem].self, from: text, atPath: "data.items").value == Self.expected)
    #expect(
      decoder.report([EntryItem].self, from: Data(text.utf8), atPath: "data.items").value
        == Self.expected)
    #expect(
      decoder.report([EntryItem].self, from: json, atPath: "data.items").value == Self.expected)
    #expect(
      decoder.report([EntryItem].self, from: dictionary, atPath: "data.items").value
        == Self.expected)
    #expect(
      decoder.report([EntryItem].self, fromXML: Self.xml, atPath: "data.items").value == [
        Self.expected[0]
      ])
    #expect(
      decoder.report([EntryItem].self, fromXML: Data(Self.xml.utf8), atPath: "data.items").value
        == [Self.expected[0]])
    #expect(decoder.report([EntryItem].self, from: dictionary).isSuccess == false)
  }

  @Test("a report's paths start from the document's root")
  func reportPathsFromRoot() throws {
    let text = #"{"data": {"items": [{"id": 1, "name": "a"}, {"id": "x", "name": "b"}]}}"#
    let report = RemapDecoder().report([EntryItem].self, from: text, atPath: "data.items")
    #expect(report.value == nil)
    #expect(report.errors.map(\.path.description) == ["data.items[1].id"])
  }

  @Test("a path built at run time: a String variable and an interpolation")
  func runtimePaths() throws {
    let decoder = RemapDecoder()
    let path = "data.items"
    let index = 1
    #expect(try decoder.decode([EntryItem].self, from: Self.text, atPath: path) == Self.expected)
    #expect(
      try decoder.decode(EntryItem.self, from: Self.text, atPath: "data.items[\(index)]")
        == Self.expected[1])
    #expect(
      decoder.report(EntryItem.self, from: Self.text, atPath: path + "[0]").value
        == Self.expected[0])
    let valuePath: ValuePath = "data.items[\(index)].name"
    #expect(valuePath.components == [.key("data"), .key("items"), .index(1), .key("name")])
  }

  @Test("an invalid path built at run time is an invalid-path error, not a crash")
  func invalidRuntimePath() throws {
    let decoder = RemapDecoder()
    let path = "data.items[one]"
    let error = #expect(throws: RemapError.self) {
      try decoder.decode([EntryItem].self, from: Self.text, atPath: path)
    }
    #expect(error?.code == .invalidPath)
    let report = decoder.report([EntryItem].self, from: Self.text, atPath: path)
    #expect(report.value == nil)
    #expect(report.errors.map(\.code) == [.invalidPath])
  }

  @Test("json[path:] takes a String variable; an invalid one reads as nil")
  func jsonSubscriptRuntimePath() throws {
    let json = try JSON(parsing: Self.text)
    let path = "data.items[1].name"
    #expect(json[path: path] == "b")
    let index = 0
    #expect(json[path: "data.items[\(index)].id"] == 1)
    let invalid = "data.items[x"
    #expect(json[path: invalid] == nil)
  }

  @Test("register(_:at:) takes an interpolated path")
  func registerInterpolatedPath() throws {
    struct Box: Decodable, Equatable { var items: [Date] }
    var decoder = RemapDecoder()
    let index = 1
    decoder.transforms.register(EpochDateTransform(.milliseconds), at: "items[\(index)]")
    let box = try decoder.decode(Box.self, from: #"{"items": [1000, 2000]}"#)
    #expect(box.items.map(\.timeIntervalSince1970) == [1000, 2])
  }
}
