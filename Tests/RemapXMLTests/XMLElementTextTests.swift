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

/// An element with attributes and text, as feeds write them (`<title type="text">`), reads
/// as its text where a `String` is expected, and as a struct of the attribute and the text
/// where one is.
@Suite("XML: elements with attributes and text")
struct XMLElementTextTests {
  static let atom = """
    <feed>
      <title type="text">Notes</title>
      <entry><title type="html">First &amp; best</title><id>1</id></entry>
    </feed>
    """

  struct Entry: Decodable {
    var title: String
    var id: Int
  }

  struct Feed: Decodable {
    var title: String
    var entry: [Entry]
  }

  @Test func decodesIntoAStringAsItsText() throws {
    let feed = try RemapDecoder().decode(Feed.self, fromXML: Self.atom)
    #expect(feed.title == "Notes")
    #expect(feed.entry.map(\.title) == ["First & best"])
  }

  @Test func theReportListsEachAsARecovery() throws {
    let report = RemapDecoder().report(Feed.self, fromXML: Self.atom)
    #expect(report.value?.title == "Notes")
    let recoveries = report.diagnostics.filter {
      $0.severity == .recovery && $0.message.contains("element's text")
    }
    #expect(recoveries.map(\.path) == ["title", "entry[0].title"])
    #expect(recoveries.allSatisfy { $0.code == .valueCoerced })
    #expect(
      recoveries.first?.message == "read the element's text, leaving out its attributes")
  }

  @Test func decodesIntoAStructOfTheAttributeAndTheText() throws {
    struct Title: Decodable {
      var type: String
      var text: String
      enum CodingKeys: String, CodingKey {
        case type
        case text = "#text"
      }
    }
    struct TypedFeed: Decodable { var title: Title }
    let feed = try RemapDecoder().decode(TypedFeed.self, fromXML: Self.atom)
    #expect(feed.title.type == "text")
    #expect(feed.title.text == "Notes")
  }

  @Test func anElementWithAttributesAndNoTextIsStillAnError() throws {
    struct Link: Decodable { var link: String }
    let error = #expect(throws: RemapError.self) {
      try RemapDecoder().decode(Link.self, fromXML: #"<a><link href="https://example.com"/></a>"#)
    }
    #expect(error?.code == .typeMismatch)
    #expect(error?.path == "link")
  }

  @Test func jsonObjectsAreNotReadAsText() throws {
    struct Title: Decodable { var title: String }
    #expect(throws: RemapError.self) {
      try RemapDecoder().decode(Title.self, from: ##"{"title": {"#text": "Notes"}}"##)
    }
  }

  /// Mixed content: the text pieces are joined as written, whitespace between child elements
  /// included; where the children were among them is lost (a documented limit).
  @Test(arguments: [
    ("<p>Hello <b>big</b> <i>world</i>, again</p>", "Hello  , again"),
    ("<p>Hello<b>big</b>world</p>", "Helloworld"),
    ("<p>Hello <b>big</b>\n  <i>world</i> again</p>", "Hello \n   again"),
    ("<p>\n  <b>big</b>\n  <i>world</i>\n</p>", nil),
  ])
  func mixedContentKeepsItsSpaces(xml: String, text: String?) throws {
    let value = try JSON(parsingXML: xml)
    #expect(value["#text"]?.string == text)
    #expect(value["b"] == "big")
  }
}
