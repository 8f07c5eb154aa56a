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

/// Attributes chosen by the model's type (`XMLNodeEncodable`), so that one name is an
/// attribute in one element and a child element in another.
@Suite("XMLNodeEncodable: attributes chosen per type")
struct XMLNodeEncodableTests {
  struct Feed: Codable, Equatable, XMLNodeEncodable {
    var version: String
    var channel: Channel

    static func xmlNodeEncoding(forKey key: any CodingKey) -> XMLNodeEncoding {
      key.stringValue == "version" ? .attribute : .element
    }
  }

  struct Channel: Codable, Equatable {
    var title: String
    var image: Image
    var item: [Item]
  }

  /// Not `XMLNodeEncodable`: its `url` is a child element.
  struct Image: Codable, Equatable {
    var url: URL
    var title: String
  }

  struct Item: Codable, Equatable {
    var title: String
    var pubDate: Date
    var enclosure: Enclosure
  }

  struct Enclosure: Codable, Equatable, XMLNodeEncodable {
    var url: URL
    var length: Int
    var type: String

    static func xmlNodeEncoding(forKey key: any CodingKey) -> XMLNodeEncoding { .attribute }
  }

  static let rss =
    #"<rss version="2.0"><channel><title>Notes</title>"#
    + "<image><url>https://example.com/logo.png</url><title>Notes</title></image>"
    + "<item><title>One</title><pubDate>Mon, 06 Jan 2025 08:00:00 +0000</pubDate>"
    + #"<enclosure url="https://example.com/1.mp3" length="1024" type="audio/mpeg"/></item>"#
    + "<item><title>Two</title><pubDate>Tue, 07 Jan 2025 09:30:00 +0000</pubDate>"
    + #"<enclosure url="https://example.com/2.mp3" length="2048" type="audio/mpeg"/></item>"#
    + "</channel></rss>"

  static var encoder: RemapEncoder {
    var encoder = RemapEncoder()
    encoder.dateEncoding = .formatted("EEE, dd MMM yyyy HH:mm:ss Z")
    return encoder
  }

  static let noDeclaration = XMLWritingOptions(includesDeclaration: false)

  @Test func anRSSFeedRoundTripsWithURLAsAnElementInOneTypeAndAnAttributeInAnother() throws {
    let feed = try RemapDecoder().decode(Feed.self, fromXML: Self.rss)
    #expect(feed.channel.image.url == URL(string: "https://example.com/logo.png"))
    #expect(feed.channel.item.map(\.enclosure.length) == [1024, 2048])
    #expect(feed.channel.item[0].pubDate == Date(timeIntervalSince1970: 1_736_150_400))

    let written = try Self.encoder.encodeXML(feed, rootElement: "rss", options: Self.noDeclaration)
    #expect(String(decoding: written, as: UTF8.self) == Self.rss)
    #expect(try RemapDecoder().decode(Feed.self, fromXML: written) == feed)
  }

  @Test func theKeyStyleRenamesTheChosenAttributes() throws {
    struct Logo: Encodable, XMLNodeEncodable {
      var imageURL = "https://example.com/logo.png"
      var altText = "Logo"

      static func xmlNodeEncoding(forKey key: any CodingKey) -> XMLNodeEncoding {
        key.stringValue == "imageURL" ? .attribute : .element
      }
    }
    var encoder = Self.encoder
    encoder.keyStyle = .snakeCase
    let xml = String(
      decoding: try encoder.encodeXML(Logo(), rootElement: "logo", options: Self.noDeclaration),
      as: UTF8.self)
    #expect(
      xml == #"<logo image_url="https://example.com/logo.png"><alt_text>Logo</alt_text></logo>"#)
  }

  @Test func nestedValuesFollowTheirOwnTypesChoice() throws {
    struct Wrapper: Encodable, XMLNodeEncodable {
      var url = "outer"
      var image = Image(url: URL(string: "https://example.com/i.png")!, title: "I")
      var enclosure: [Enclosure] = [
        Enclosure(url: URL(string: "https://example.com/e.mp3")!, length: 1, type: "audio/mpeg")
      ]

      static func xmlNodeEncoding(forKey key: any CodingKey) -> XMLNodeEncoding {
        key.stringValue == "url" ? .attribute : .element
      }
    }
    let xml = String(
      decoding: try Self.encoder.encodeXML(
        Wrapper(), rootElement: "w", options: Self.noDeclaration),
      as: UTF8.self)
    #expect(
      xml
        == #"<w url="outer"><image><url>https://example.com/i.png</url><title>I</title></image>"#
        + #"<enclosure url="https://example.com/e.mp3" length="1" type="audio/mpeg"/></w>"#)
  }

  @Test func anAttributeThatIsNotAScalarIsAnErrorAtThePropertysPath() throws {
    struct Tagged: Encodable, XMLNodeEncodable {
      var tags = ["a", "b"]

      static func xmlNodeEncoding(forKey key: any CodingKey) -> XMLNodeEncoding { .attribute }
    }
    struct Page: Encodable { var entry = Tagged() }
    let error = #expect(throws: RemapError.self) {
      try Self.encoder.encodeXML(Page(), rootElement: "page", options: Self.noDeclaration)
    }
    #expect(error?.code == .unsupportedValue)
    #expect(error?.path.description == "entry.tags")
    #expect(
      error?.message == "an attribute must be a string, number or Boolean, not an array or object")
  }

  @Test func jsonAndDictionariesAreWrittenAsBefore() throws {
    let enclosure = Enclosure(
      url: URL(string: "https://example.com/1.mp3")!, length: 1, type: "audio/mpeg")
    let expected: JSON = ["url": "https://example.com/1.mp3", "length": 1, "type": "audio/mpeg"]
    #expect(try RemapEncoder().encodeJSON(enclosure) == expected)
    #expect(Set(try RemapEncoder().encodeDictionary(enclosure).keys) == ["url", "length", "type"])
    #expect(
      try JSON(parsing: try RemapEncoder().encode(enclosure))
        == expected)
  }

  @Test func theOptionsStillChooseAttributesBesideTheType() throws {
    var options = Self.noDeclaration
    options.attributeKeys = ["title"]
    let image = Image(url: URL(string: "https://example.com/i.png")!, title: "I")
    let xml = String(
      decoding: try Self.encoder.encodeXML(image, rootElement: "image", options: options),
      as: UTF8.self)
    #expect(xml == #"<image title="I"><url>https://example.com/i.png</url></image>"#)
  }

  @Test func aKeyThatStartsWithNULIsStillNotAnXMLName() throws {
    let value: JSON = ["\u{0}url": "x"]
    let error = #expect(throws: RemapError.self) {
      try value.xmlSerialized(rootElement: "r")
    }
    #expect(error?.code == .unsupportedValue)
    #expect(error?.message.contains("is not a valid XML name") == true)
  }
}
