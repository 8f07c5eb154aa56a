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

@Suite("RemapDecoder from XML: error locations")
struct RemapDecoderXMLLocationTests {
  struct Feed: Decodable {
    var entry: [Entry]
  }

  struct Entry: Decodable {
    /// Optional, so that with an attribute prefix the first entry's `@id` may go unread.
    var id: Int?
    var author: Author
  }

  struct Author: Decodable {
    var name: String
    var age: Int
    var active: Bool?
  }

  /// The `<age>` of the second entry is not a number: line 10, column 7.
  static let feed = """
    <feed>
      <entry id="1">
        <author active="yes"><name>A</name><age>30</age></author>
      </entry>
      <entry>
        <id>2</id>
        <!-- a comment, to be skipped -->
        <author active="1">
          <name>B</name>
          <age>old</age>
        </author>
      </entry>
    </feed>
    """

  /// Decodes `T` from `xml` and returns the error, or records an issue.
  func decodingError<T: Decodable>(
    _ type: T.Type, _ xml: some ContiguousBytes, options: XMLReadingOptions = XMLReadingOptions(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> RemapError? {
    do {
      _ = try RemapDecoder().decode(type, fromXML: xml, options: options)
      Issue.record("expected an error", sourceLocation: sourceLocation)
      return nil
    } catch {
      return error
    }
  }

  @Test("a type mismatch deep in the document gives its element's line and column")
  func deepMismatch() throws {
    let error = try #require(decodingError(Feed.self, Array(Self.feed.utf8)))
    #expect(error.code == .typeMismatch)
    #expect(error.path == "entry[1].author.age")
    #expect(error.location?.line == 10)
    #expect(error.location?.column == 7)
    let bytes = Array(Self.feed.utf8)
    let needle = Array("<age>old".utf8)
    let offset = (0...bytes.count - needle.count).first {
      bytes[$0..<$0 + needle.count].elementsEqual(needle)
    }
    #expect(error.location?.byteOffset == offset)
    // Rendered like an error in JSON text: the place, the path, the line with a caret.
    #expect(
      error.description == """
        error: expected Int, found the string "old"
         --> input:10:7, at entry[1].author.age
        10 |       <age>old</age>
           |       ^
        """)
  }

  @Test("from a String, and in a report, the location is the same")
  func textAndReport() throws {
    do {
      _ = try RemapDecoder().decode(Feed.self, fromXML: Self.feed)
      Issue.record("expected an error")
    } catch {
      #expect(error.location?.line == 10)
      #expect(error.location?.column == 7)
    }

    let report = RemapDecoder().report(Feed.self, fromXML: Self.feed)
    let errors = report.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.path) == ["entry[1].author.age"])
    #expect(errors.first?.location?.line == 10)
    #expect(errors.first?.location?.column == 7)
    // Recoveries are located too: "yes" read as a Boolean, at its attribute's name. The
    // numbers and the "1" are no recoveries: in XML, text is their only form.
    let coerced = report.diagnostics.filter { $0.code == .valueCoerced }
    #expect(coerced.map(\.path) == ["entry[0].author.active"])
    #expect(coerced.map { $0.location?.line } == [3])
    #expect(coerced.map { $0.location?.column } == [13])
  }

  @Test("an attribute is located at its name")
  func attribute() throws {
    struct Item: Decodable { var id: Int }
    let error = try #require(decodingError(Item.self, Array("<item\n  id='x'/>".utf8)))
    #expect(error.path == "id")
    #expect(error.location?.line == 2)
    #expect(error.location?.column == 3)
  }

  @Test("a missing key is located at the element that lacks it")
  func missingKey() throws {
    struct Root: Decodable { var item: Item }
    struct Item: Decodable { var id: Int; var name: String }
    let error = try #require(
      decodingError(Root.self, Array("<r>\n <item><id>1</id></item>\n</r>".utf8)))
    #expect(error.code == .keyNotFound)
    #expect(error.path == "item.name")
    #expect(error.location?.line == 2)
    #expect(error.location?.column == 2)
  }

  @Test("repeated elements are located at the first; each element at its own")
  func repeated() throws {
    struct One: Decodable { var entry: Int }
    let xml = "<r>\n<entry>1</entry>\n<entry>2</entry>\n</r>"
    let whole = try #require(decodingError(One.self, Array(xml.utf8)))
    #expect(whole.path == "entry")
    #expect(whole.location?.line == 2)

    struct Many: Decodable { var entry: [Bool] }
    let second = try #require(
      decodingError(Many.self, Array("<r>\n<entry>true</entry>\n<entry>maybe</entry>\n</r>".utf8)))
    #expect(second.path == "entry[1]")
    #expect(second.location?.line == 3)
    #expect(second.location?.column == 1)
  }

  @Test("text beside children is located at its element")
  func mixedText() throws {
    struct Price: Decodable {
      enum CodingKeys: String, CodingKey { case currency, amount = "#text" }
      var currency: String
      var amount: Double
    }
    struct Root: Decodable { var price: Price }
    let error = try #require(
      decodingError(Root.self, Array("<r>\n  <price currency='EUR'>lots</price>\n</r>".utf8)))
    #expect(error.path == "price.#text")
    #expect(error.location?.line == 2)
    #expect(error.location?.column == 3)
  }

  @Test(
    "locations follow the reading options",
    arguments: [
      XMLReadingOptions(), XMLReadingOptions(attributePrefix: "@"),
      XMLReadingOptions(keepsRootElement: true), XMLReadingOptions(trimsWhitespace: false),
    ])
  func options(_ options: XMLReadingOptions) throws {
    let error = try #require(
      options.keepsRootElement
        ? decodingError([String: Feed].self, Array(Self.feed.utf8), options: options)
        : decodingError(Feed.self, Array(Self.feed.utf8), options: options))
    #expect(error.location?.line == 10)
    #expect(error.location?.column == 7)
  }

  @Test("UTF-16 input gives the character's line and column")
  func utf16() throws {
    let error = try #require(decodingError(Feed.self, utf16Bytes(Self.feed, bigEndian: false)))
    #expect(error.path == "entry[1].author.age")
    #expect(error.location?.line == 10)
    #expect(error.location?.column == 7)
  }

  @Test("a mismatch after non-ASCII text counts characters, not bytes")
  func nonASCII() throws {
    struct Row: Decodable { var n: Int }
    let error = try #require(decodingError(Row.self, Array("<r>\n<é>ü</é><n>ñ</n></r>".utf8)))
    #expect(error.location?.line == 2)
    #expect(error.location?.column == 9)
    #expect(error.location?.byteOffset == 15)
  }
}
