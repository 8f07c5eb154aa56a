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

/// Attributes chosen per element, and namespace declarations written back and declared on
/// the root, as RSS needs them.
@Suite("XML writing: attributes per element and namespaces")
struct XMLWriterAttributesTests {
  static let bare = XMLWritingOptions(includesDeclaration: false)
  static let itunes = "http://www.itunes.com/dtds/podcast-1.0.dtd"

  struct Enclosure: Encodable {
    var url: String
    var length: Int
    var type: String
  }
  struct Image: Encodable { var url: String }
  struct Item: Encodable {
    var title: String
    var enclosure: Enclosure
  }
  struct Channel: Encodable {
    var image: Image
    var item: [Item]
  }
  struct RSS: Encodable { var channel: Channel }

  static let feed = RSS(
    channel: Channel(
      image: Image(url: "https://example.com/logo.png"),
      item: [
        Item(
          title: "One",
          enclosure: Enclosure(url: "https://example.com/1.mp3", length: 1024, type: "audio/mpeg"))
      ]))

  @Test func anAttributeInOneElementStaysAChildElementInAnother() throws {
    var options = Self.bare
    options.attributesByElement = ["enclosure": ["url", "length", "type"]]
    let xml = String(
      decoding: try RemapEncoder().encodeXML(Self.feed, rootElement: "rss", options: options),
      as: UTF8.self)
    #expect(
      xml
        == "<rss><channel><image><url>https://example.com/logo.png</url></image>"
        + #"<item><title>One</title><enclosure url="https://example.com/1.mp3" length="1024" "#
        + #"type="audio/mpeg"/></item></channel></rss>"#)
  }

  @Test func attributeKeysStillApplyEverywhere() throws {
    var options = Self.bare
    options.attributeKeys = ["url"]
    let value: JSON = ["image": ["url": "a"], "enclosure": ["url": "b"]]
    #expect(
      try value.xmlSerialized(rootElement: "c", options: options)
        == #"<c><image url="a"/><enclosure url="b"/></c>"#)
  }

  @Test func theNamespacesOptionDeclaresThemOnTheRoot() throws {
    var options = Self.bare
    options.namespaces = ["itunes": Self.itunes, "": "http://example.com/default"]
    let value: JSON = ["channel": ["itunes:author": "Ada"]]
    #expect(
      try value.xmlSerialized(rootElement: "rss", options: options)
        == #"<rss xmlns="http://example.com/default" xmlns:itunes="\#(Self.itunes)">"#
        + "<channel><itunes:author>Ada</itunes:author></channel></rss>")
    #expect(
      try JSON("x").xmlSerialized(rootElement: "r", options: options)
        == #"<r xmlns="http://example.com/default" xmlns:itunes="\#(Self.itunes)">x</r>"#)
  }

  @Test func declarationsReadFromADocumentAreWrittenBackAsAttributes() throws {
    let rss = """
      <rss version="2.0" xmlns:itunes="\(Self.itunes)"><channel>\
      <itunes:author>Ada</itunes:author><title>Notes</title></channel></rss>
      """
    let value = try JSON(parsingXML: rss)
    #expect(value["xmlns:itunes"] == .string(Self.itunes))
    var options = Self.bare
    options.attributeKeys = ["version"]
    // The option declares nothing twice: the document's own declaration is kept.
    options.namespaces = ["itunes": Self.itunes]
    let written = try value.xmlSerialized(rootElement: "rss", options: options)
    #expect(written == rss)
    #expect(try JSON(parsingXML: written) == value)
  }

  /// XML 1.0 allows an element named `xmlns:b` (only namespaces forbid it); the reader keeps it
  /// as a member, and the writer writes it back as an element, not as a declaration
  /// (a fuzz finding: writing it used to fail).
  @Test func anElementNamedLikeADeclarationStaysAnElement() throws {
    let xml = #"<a id="1"><xmlns:b x="y"/><xmlns>text</xmlns></a>"#
    let value = try JSON(parsingXML: xml)
    var options = Self.bare
    options.attributeKeys = ["id", "x"]
    let written = try value.xmlSerialized(rootElement: "a", options: options)
    #expect(written == #"<a id="1" xmlns="text"><xmlns:b x="y"/></a>"#)
    #expect(try JSON(parsingXML: written)["xmlns:b"] == value["xmlns:b"])
  }

  /// With an attribute prefix, the reader marks declarations like the other attributes, so
  /// the writer takes only marked keys for declarations: an element named `xmlns:b` or
  /// `xmlns`, with text or empty, reads back as the element it was (a fuzz finding: it was
  /// written as a declaration and read back as `@xmlns:b`).
  @Test func withAPrefixOnlyMarkedDeclarationsAreAttributes() throws {
    let marked = XMLReadingOptions(attributePrefix: "@", trimsWhitespace: false)
    var options = Self.bare
    options.attributePrefix = "@"
    for xml in [
      #"<a><xmlns:b/></a>"#, #"<a><xmlns>text</xmlns></a>"#,
      #"<a xmlns:b="urn:b" id="1"><xmlns:b>t</xmlns:b><b:c>u</b:c></a>"#,
    ] {
      let value = try JSON(parsingXML: xml, options: marked)
      let written = try value.xmlSerialized(rootElement: "a", options: options)
      #expect(written == xml)
      #expect(try JSON(parsingXML: written, options: marked) == value, "\(xml)")
    }
    // The same members without a prefix: the declaration rule for unmarked keys applies.
    let unmarked: JSON = ["xmlns:b": "urn:b", "c": "t"]
    #expect(
      try unmarked.xmlSerialized(rootElement: "a", options: Self.bare)
        == #"<a xmlns:b="urn:b"><c>t</c></a>"#)
    #expect(
      try unmarked.xmlSerialized(rootElement: "a", options: options)
        == #"<a><xmlns:b>urn:b</xmlns:b><c>t</c></a>"#)
  }
}
