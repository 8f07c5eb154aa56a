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

@Suite("JSON.xmlSerialized")
struct XMLWriterTests {
  let bare = XMLWritingOptions(includesDeclaration: false)

  @Test("members become elements, arrays repeated elements, null nothing")
  func elements() throws {
    let value: JSON = ["name": "Ada", "tags": ["a", "b"], "age": 36, "admin": true, "gone": nil]
    #expect(
      try value.xmlSerialized(rootElement: "user")
        == #"<?xml version="1.0" encoding="UTF-8"?><user><name>Ada</name><tags>a</tags><tags>b</tags><age>36</age><admin>true</admin></user>"#
    )
  }

  @Test("empty strings, arrays and objects are empty elements")
  func empty() throws {
    let value: JSON = ["s": "", "a": [], "o": [:]]
    #expect(try value.xmlSerialized(rootElement: "r", options: bare) == "<r><s/><a/><o/></r>")
    #expect(try JSON.null.xmlSerialized(rootElement: "r", options: bare) == "")
    #expect(try JSON("x").xmlSerialized(rootElement: "r", options: bare) == "<r>x</r>")
  }

  @Test("attributes chosen by key or by a marker, and text under #text")
  func attributes() throws {
    let value: JSON = ["id": 7, "@lang": "en", "#text": "9.99", "note": nil]
    var options = bare
    options.attributeKeys = ["id"]
    options.attributePrefix = "@"
    #expect(
      try value.xmlSerialized(rootElement: "price", options: options)
        == #"<price id="7" lang="en">9.99</price>"#)
    let nested: JSON = ["item": [["id": 1, "name": "x"], ["id": 2, "name": "y"]]]
    #expect(
      try nested.xmlSerialized(rootElement: "r", options: options)
        == #"<r><item id="1"><name>x</name></item><item id="2"><name>y</name></item></r>"#)
  }

  @Test("escaping in text and in attributes")
  func escaping() throws {
    var options = bare
    options.attributeKeys = ["a"]
    let value: JSON = ["a": "<\"&'>\n\t\r", "t": "<&>\"'\r\n\t"]
    #expect(
      try value.xmlSerialized(rootElement: "r", options: options)
        == "<r a=\"&lt;&quot;&amp;'&gt;&#10;&#9;&#13;\"><t>&lt;&amp;&gt;\"'&#13;\n\t</t></r>")
    // The escaped text reads back as written.
    var reading = XMLReadingOptions()
    reading.trimsWhitespace = false
    let back = try JSON(
      parsingXML: value.xmlSerialized(rootElement: "r", options: options), options: reading)
    #expect(back == value)
  }

  @Test("pretty printing indents child elements by two spaces")
  func pretty() throws {
    let value: JSON = [
      "id": 1, "name": "Ada", "address": ["city": "London"], "tags": ["a", "b"], "empty": "",
    ]
    var options = XMLWritingOptions(prettyPrinted: true)
    options.attributeKeys = ["id"]
    #expect(
      try value.xmlSerialized(rootElement: "user", options: options) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <user id="1">
          <name>Ada</name>
          <address>
            <city>London</city>
          </address>
          <tags>a</tags>
          <tags>b</tags>
          <empty/>
        </user>
        """)
  }

  @Test("a parsed document writes back to the same value")
  func roundTrip() throws {
    let xml = """
      <feed xmlns:media="http://search.yahoo.com/mrss/">
        <title>T &amp; U</title>
        <entry><id>1</id><media:thumbnail>a.png</media:thumbnail></entry>
        <entry><id>2</id><media:thumbnail>b.png</media:thumbnail></entry>
        <empty/>
      </feed>
      """
    var reading = XMLReadingOptions()
    reading.attributePrefix = "@"
    let value = try JSON(parsingXML: xml, options: reading)
    let options = XMLWritingOptions(attributePrefix: "@", prettyPrinted: true)
    let written = try value.xmlSerialized(rootElement: "feed", options: options)
    #expect(try JSON(parsingXML: written, options: reading) == value)
    #expect(value["@xmlns:media"] == "http://search.yahoo.com/mrss/")
  }

  static let unsupportedValues: [(JSON, String, String)] = [
    (
      ["first name": "Ada"] as JSON,
      "\"first name\" is not a valid XML name, so it cannot name an element or attribute",
      "first name"
    ),
    (
      ["1st": "x"], "\"1st\" is not a valid XML name, so it cannot name an element or attribute",
      "1st"
    ),
    (["m": [[1, 2], [3]]], "an array inside an array has no XML form", "m[1]"),
    (
      ["a": ["b": "\u{01}"]],
      "U+0001 cannot be written in XML 1.0, not even as a character reference", "a.b"
    ),
    (
      ["@x": ["y": 1]], "an attribute must be a string, number or Boolean, not an array or object",
      "@x"
    ),
    (
      [1, 2],
      "an array has no XML form as the document itself; wrap it in an object whose key names its elements",
      ""
    ),
  ]

  @Test("values XML cannot hold are errors naming their path", arguments: unsupportedValues)
  func unsupported(value: JSON, message: String, path: String) throws {
    do {
      _ = try value.xmlSerialized(
        rootElement: "r", options: XMLWritingOptions(attributePrefix: "@"))
      Issue.record("expected an error")
    } catch {
      #expect(error.code == .unsupportedValue)
      #expect(error.message == message)
      #expect(error.path.description == path)
    }
  }

  @Test("a marked key whose name starts with a combining mark is an attribute")
  func markerBeforeCombiningMark() throws {
    // Found by the xml-parse fuzz target: "@" and U+0745 make one character, so comparing
    // characters did not find the marker, and the whole key was rejected as an element name.
    var options = bare
    options.attributePrefix = "@"
    let value: JSON = ["@\u{745}x": "1"]
    let xml = try value.xmlSerialized(rootElement: "r", options: options)
    #expect(xml == "<r \u{745}x=\"1\"/>")
    #expect(try JSON(parsingXML: xml, options: XMLReadingOptions(attributePrefix: "@")) == value)
  }

  @Test("two members written as one attribute are an error")
  func duplicateAttribute() throws {
    let value: JSON = ["id": 1, "@id": 2]
    do {
      _ = try value.xmlSerialized(
        rootElement: "r", options: XMLWritingOptions(attributeKeys: ["id"], attributePrefix: "@"))
      Issue.record("expected an error")
    } catch {
      #expect(error.code == .unsupportedValue)
      #expect(error.message == "two members are written as the attribute 'id'")
      #expect(error.path == "@id")
    }
  }

  @Test("an invalid root element name is an error")
  func invalidRoot() {
    #expect(throws: RemapError.self) { try JSON("x").xmlSerialized(rootElement: "a b") }
  }

  @Test("a value nested 5,000 deep is written without recursion")
  func deep() throws {
    var value: JSON = "x"
    for _ in 0..<5_000 { value = ["a": value] }
    let bytes = try value.xmlSerializedBytes(rootElement: "r", options: bare)
    #expect(bytes.count == 3 + 4 + 5_000 * 7 + 1)
    keepAlive(value)
  }
}
