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

@Suite("RemapDecoder from XML")
struct RemapDecoderXMLTests {
  struct Feed: Decodable, Equatable {
    var title: String
    var updated: Date
    var author: Author
    var entry: [Entry]
  }

  struct Author: Decodable, Equatable {
    var firstName: String?
    var email: String?
  }

  struct Entry: Decodable, Equatable {
    var id: Int
    var published: Bool
    var rating: Double?
    var tags: [String]
    var link: Link
  }

  struct Link: Decodable, Equatable {
    var href: URL
    var rel: String
  }

  static let feed = """
    <?xml version="1.0" encoding="utf-8"?>
    <feed xmlns="http://www.w3.org/2005/Atom">
      <Title>Example</Title>
      <updated>2016-01-17T16:13:00-08:00</updated>
      <author><first-name>Ada</first-name><EMAIL>ada@example.com</EMAIL></author>
      <entry>
        <ID> 42 </ID>
        <published>true</published>
        <rating>4.5</rating>
        <tags>swift</tags>
        <link href="https://example.com/42" rel="alternate"/>
      </entry>
      <entry>
        <id>43</id>
        <published>no</published>
        <rating/>
        <tags>a</tags><tags>b</tags>
        <link href="https://example.com/43" rel="self"/>
      </entry>
    </feed>
    """

  @Test("a feed decodes with fuzzy keys, lenient coercion and attributes")
  func feed() throws {
    let feed = try RemapDecoder().decode(Feed.self, fromXML: Self.feed)
    #expect(feed.title == "Example")
    #expect(feed.updated == Date(timeIntervalSince1970: 1_453_075_980))
    #expect(feed.author == Author(firstName: "Ada", email: "ada@example.com"))
    #expect(feed.entry.count == 2)
    #expect(feed.entry[0].id == 42)
    #expect(feed.entry[0].published)
    #expect(feed.entry[0].rating == 4.5)
    #expect(
      feed.entry[0].link == Link(href: URL(string: "https://example.com/42")!, rel: "alternate"))
    #expect(feed.entry[1].id == 43)
    #expect(!feed.entry[1].published)
    #expect(feed.entry[1].rating == nil)
    #expect(feed.entry[1].tags == ["a", "b"])
  }

  @Test("from Data, [UInt8] and String alike")
  func inputs() throws {
    let decoder = RemapDecoder()
    let fromString = try decoder.decode(Feed.self, fromXML: Self.feed)
    #expect(try decoder.decode(Feed.self, fromXML: Data(Self.feed.utf8)) == fromString)
    #expect(try decoder.decode(Feed.self, fromXML: Array(Self.feed.utf8)) == fromString)
  }

  @Test("a single child where an array is expected is a one-element array")
  func singleChild() throws {
    struct Order: Decodable, Equatable {
      var item: [Item]
      var codes: [Int]
      var names: [String]
      var weights: [Double]
    }
    struct Item: Decodable, Equatable { var sku: String }
    let xml =
      "<order><item><sku>A1</sku></item><codes>7</codes><names>x</names><weights>1.5</weights></order>"
    let order = try RemapDecoder().decode(Order.self, fromXML: xml)
    #expect(order == Order(item: [Item(sku: "A1")], codes: [7], names: ["x"], weights: [1.5]))
    // Even with strict coercion, which reads XML's text only as strings.
    struct Names: Decodable { var name: [String] }
    #expect(
      try RemapDecoder.strict.decode(Names.self, fromXML: "<r><name>a</name></r>").name == ["a"])
  }

  @Test("an empty element reads as an empty array, an empty object, or nil")
  func emptyElements() throws {
    struct Record: Decodable {
      var tags: [String]
      var codes: [Int]
      var items: [Author]
      var optionalItems: [Author]?
      var author: Author
      var count: Int?
      var when: Date?
      var note: String?
      var strict: Author?
    }
    let record = try RemapDecoder().decode(
      Record.self,
      fromXML:
        "<r><tags/><codes/><items/><optionalItems/><author/><count/><when/><note/><strict/></r>")
    #expect(record.tags == [])
    #expect(record.codes == [])
    #expect(record.items == [])
    #expect(record.optionalItems == [])
    #expect(record.author == Author(firstName: nil, email: nil))
    #expect(record.count == nil)
    #expect(record.when == nil)
    #expect(record.note == "")
    #expect(record.strict == Author(firstName: nil, email: nil))
  }

  @Test("an empty element for a required number is still an error")
  func emptyRequired() throws {
    struct Record: Decodable { var count: Int }
    #expect(throws: RemapError.self) {
      try RemapDecoder().decode(Record.self, fromXML: "<r><count/></r>")
    }
  }

  @Test("JSON keeps its own rules: an empty string is not an empty array there")
  func jsonUnchanged() throws {
    struct Record: Decodable { var codes: [Int] }
    #expect(throws: RemapError.self) {
      try RemapDecoder().decode(Record.self, from: #"{"codes": ""}"#)
    }
    #expect(try RemapDecoder().decode(Record.self, fromXML: "<r><codes></codes></r>").codes == [])
  }

  @Test("errors name the path of the value that failed")
  func errors() throws {
    let xml = "<feed><entry><id>1</id></entry><entry><id>one</id></entry></feed>"
    struct Feed: Decodable { var entry: [Item] }
    struct Item: Decodable { var id: Int }
    do {
      _ = try RemapDecoder().decode(Feed.self, fromXML: xml)
      Issue.record("expected an error")
    } catch {
      #expect(error.code == .typeMismatch)
      #expect(error.path == "entry[1].id")
    }
  }

  @Test("malformed XML fails with its line and column")
  func malformed() throws {
    struct Any1: Decodable {}
    do {
      _ = try RemapDecoder().decode(Any1.self, fromXML: "<a>\n<b></a>")
      Issue.record("expected an error")
    } catch {
      #expect(error.code == .mismatchedTag)
      #expect(error.location?.line == 2)
      #expect(error.location?.column == 4)
    }
  }

  @Test("report lists every problem; numbers written as text are no recoveries")
  func report() throws {
    struct Item: Decodable { var id: Int; var size: Int; var count: Int? }
    let report = RemapDecoder().report(
      Item.self, fromXML: "<i><id>x</id><size>big</size><count/></i>")
    #expect(report.value == nil)
    #expect(report.diagnostics.filter { $0.severity == .error }.map(\.path) == ["id", "size"])
    #expect(report.diagnostics.contains { $0.severity == .recovery && $0.path == "count" })

    let good = RemapDecoder().report(
      Item.self, fromXML: Array("<i><id>1</id><size>2</size></i>".utf8))
    #expect(good.value?.id == 1)
    #expect(good.diagnostics.isEmpty)

    let broken = RemapDecoder().report(Item.self, fromXML: "<i>")
    #expect(broken.value == nil)
    #expect(broken.diagnostics.first?.code == .unexpectedEndOfInput)
  }

  /// XML writes every value as text, so reading text as a number, or `true`, `false`, `1`
  /// and `0` (XML Schema's Booleans) as a `Bool`, is how XML is read, not a recovery; other
  /// words read as Booleans are recoveries, as in JSON, where all of them are.
  @Test("text is a number's only form in XML: no recovery; 'yes' for a Bool is one")
  func numbersAndBooleansAsText() throws {
    struct Flags: Decodable, Equatable {
      var count: Int
      var ratio: Double
      var price: Decimal
      var on: Bool
      var off: Bool
      var maybe: Bool
    }
    let xml = """
      <f><count> 12 </count><ratio>2.5e1</ratio><price>9.99</price>\
      <on>1</on><off>false</off><maybe>yes</maybe></f>
      """
    let report = RemapDecoder().report(Flags.self, fromXML: xml)
    #expect(
      report.value
        == Flags(
          count: 12, ratio: 25, price: Decimal(string: "9.99")!, on: true, off: false, maybe: true))
    #expect(report.diagnostics.map(\.path) == ["maybe"])
    #expect(report.diagnostics.map(\.code) == [.valueCoerced])

    // The same values as JSON text are recoveries, each of them.
    let json =
      #"{"count": " 12 ", "ratio": "2.5e1", "price": "9.99", "on": "1", "off": "false", "maybe": "yes"}"#
    let fromJSON = RemapDecoder().report(Flags.self, from: json)
    #expect(fromJSON.value == report.value)
    #expect(fromJSON.diagnostics.map(\.path) == ["count", "ratio", "price", "on", "off", "maybe"])
  }

  @Test("the decoder's XML options apply")
  func options() throws {
    struct Item: Decodable, Equatable {
      var id: String
      var name: String
      enum CodingKeys: String, CodingKey {
        case id = "@id"
        case name
      }
    }
    var options = XMLReadingOptions(attributePrefix: "@")
    let xml = #"<i id="7"><name>n</name></i>"#
    #expect(
      try RemapDecoder().decode(Item.self, fromXML: xml, options: options)
        == Item(id: "7", name: "n"))
    options.keepsRootElement = true
    struct Wrapper: Decodable { var i: Item }
    #expect(try RemapDecoder().decode(Wrapper.self, fromXML: xml, options: options).i.id == "7")
  }

  /// An element whose text has spaces around it: kept only when the options in use say
  /// `trimsWhitespace: false`, so the value read shows which options were used.
  struct Padded: Decodable, Equatable {
    var id: Int
    var name: String
  }

  static let padded = "<feed><item><id>7</id><name>  n  </name></item></feed>"
  static let untrimmed = XMLReadingOptions(trimsWhitespace: false)

  @Test("options given at the call site apply to every input form, with and without a path")
  func callSiteOptions() throws {
    let text = Self.padded
    let bytes = Array(text.utf8)
    let options = Self.untrimmed
    let decoder = RemapDecoder()
    let kept = Padded(id: 7, name: "  n  ")
    typealias Feed = [String: Padded]
    #expect(try decoder.decode(Feed.self, fromXML: text, options: options)["item"] == kept)
    #expect(try decoder.decode(Feed.self, fromXML: bytes, options: options)["item"] == kept)
    #expect(
      try decoder.decode(Padded.self, fromXML: text, atPath: "item", options: options) == kept)
    #expect(
      try decoder.decode(Padded.self, fromXML: bytes, atPath: "item", options: options) == kept)
    #expect(decoder.report(Feed.self, fromXML: text, options: options).value?["item"] == kept)
    #expect(decoder.report(Feed.self, fromXML: bytes, options: options).value?["item"] == kept)
    #expect(
      decoder.report(Padded.self, fromXML: text, atPath: "item", options: options).value == kept)
    #expect(
      decoder.report(Padded.self, fromXML: bytes, atPath: "item", options: options).value == kept)

    // The defaults trim the text.
    let trimmed = Padded(id: 7, name: "n")
    #expect(try decoder.decode(Padded.self, fromXML: text, atPath: "item") == trimmed)
    #expect(
      try decoder.decode(Padded.self, fromXML: bytes, atPath: "item", options: XMLReadingOptions())
        == trimmed)

    // The options' limits apply too.
    var shallow = XMLReadingOptions()
    shallow.maximumDepth = 1
    let error = #expect(throws: RemapError.self) {
      try decoder.decode(Feed.self, fromXML: bytes, options: shallow)
    }
    #expect(error?.code == .depthLimitExceeded)
    let report = decoder.report(Padded.self, fromXML: text, atPath: "item", options: shallow)
    #expect(report.value == nil)
    #expect(report.diagnostics.map(\.code) == [.depthLimitExceeded])

    // A path that is not in the document, or not a path, fails as without options.
    let missing = #expect(throws: RemapError.self) {
      try decoder.decode(Padded.self, fromXML: text, atPath: "nothing", options: options)
    }
    #expect(missing?.code == .keyNotFound)
    #expect(
      decoder.report(Padded.self, fromXML: bytes, atPath: "item[", options: options)
        .diagnostics.map(\.code) == [.invalidPath])
  }

  @Test("options given at the call site override the decoder's stored ones")
  func callSiteOptionsOverrideStoredOnes() throws {
    var decoder = RemapDecoder()
    decoder.xmlReadingOptions = Self.untrimmed
    #expect(decoder.xmlReadingOptions == Self.untrimmed)
    let text = Self.padded
    let bytes = Array(text.utf8)
    // The forms without options read with the stored ones...
    #expect(try decoder.decode(Padded.self, fromXML: text, atPath: "item").name == "  n  ")
    #expect(try decoder.decode([String: Padded].self, fromXML: bytes)["item"]?.name == "  n  ")
    #expect(decoder.report(Padded.self, fromXML: bytes, atPath: "item").value?.name == "  n  ")
    #expect(decoder.report([String: Padded].self, fromXML: text).value?["item"]?.name == "  n  ")
    // ...and options given with the call replace them, for decoding and reports.
    let defaults = XMLReadingOptions()
    #expect(
      try decoder.decode(Padded.self, fromXML: text, atPath: "item", options: defaults).name == "n")
    #expect(
      try decoder.decode([String: Padded].self, fromXML: bytes, options: defaults)["item"]?.name
        == "n")
    #expect(
      decoder.report(Padded.self, fromXML: bytes, atPath: "item", options: defaults).value?.name
        == "n")
    // Nor do they change what is stored.
    #expect(decoder.xmlReadingOptions == Self.untrimmed)
  }

  @Test("an enum reads from element text, in any case")
  func enums() throws {
    enum Status: String, Decodable { case active, retired }
    struct Record: Decodable { var status: Status }
    #expect(
      try RemapDecoder().decode(Record.self, fromXML: "<r><status>ACTIVE</status></r>").status
        == .active)
  }
}
