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

@Suite("JSON(parsingXML:) mapping")
struct JSONXMLParsingTests {
  @Test("an element becomes an object of its attributes and children")
  func attributesAndChildren() throws {
    let json = try JSON(parsingXML: #"<user id="7"><name>Ada</name><age>36</age></user>"#)
    #expect(json == ["id": "7", "name": "Ada", "age": "36"])
    #expect(json.object?.keys == ["id", "name", "age"])
  }

  @Test("an element with only text becomes its text; an empty element becomes \"\"")
  func textAndEmpty() throws {
    #expect(try JSON(parsingXML: "<a>hello</a>") == "hello")
    #expect(try JSON(parsingXML: "<r><a/><b></b><c>x</c></r>") == ["a": "", "b": "", "c": "x"])
  }

  @Test("repeated children become an array, in the position of the first")
  func repeatedChildren() throws {
    let json = try JSON(
      parsingXML: "<feed><title>T</title><entry>1</entry><id>9</id><entry>2</entry></feed>")
    #expect(json.object?.keys == ["title", "entry", "id"])
    #expect(json["entry"] == ["1", "2"])
  }

  @Test("repetition is found among many children too")
  func repeatedAmongMany() throws {
    var xml = "<r>"
    for index in 0..<40 { xml += "<k\(index)>\(index)</k\(index)>" }
    xml += "<k3>again</k3></r>"
    let json = try JSON(parsingXML: xml)
    #expect(json.object?.count == 40)
    #expect(json["k3"] == ["3", "again"])
    #expect(json["k39"] == "39")
  }

  /// `String`'s `==` merges these two spellings of "café"; XML names differ when their
  /// characters do.
  static let composed = "caf\u{E9}"
  static let decomposed = "cafe\u{301}"
  static let bothSpellings = [Array(composed.utf8), Array(decomposed.utf8)]

  @Test(
    "names are compared by their bytes, however many children there are",
    arguments: [0, 8, 30], [false, true])
  func canonicallyEquivalentNames(fillers: Int, repeated: Bool) throws {
    var xml = "<r>"
    for index in 0..<fillers { xml += "<k\(index)>\(index)</k\(index)>" }
    xml += "<\(Self.composed)>1</\(Self.composed)><\(Self.decomposed)>2</\(Self.decomposed)>"
    if repeated { xml += "<\(Self.composed)>3</\(Self.composed)>" }
    xml += "</r>"
    let object = try #require(try JSON(parsingXML: xml).object)
    #expect(object.count == fillers + 2)
    let cafes = object.filter { $0.key.hasPrefix("caf") }
    #expect(cafes.map { Array($0.key.utf8) } == Self.bothSpellings)
    let first: JSON = repeated ? ["1", "3"] : "1"
    #expect(cafes.map { $0.value } == [first, "2"])
  }

  @Test("attributes whose names are canonically equivalent are not duplicates")
  func canonicallyEquivalentAttributes() throws {
    let xml = "<r \(Self.composed)=\"1\" \(Self.decomposed)=\"2\"/>"
    let object = try #require(try JSON(parsingXML: xml).object)
    #expect(object.map { Array($0.key.utf8) } == Self.bothSpellings)
    #expect(object.map { $0.value } == ["1", "2"])
  }

  @Test("text beside children or attributes goes under #text")
  func mixedText() throws {
    #expect(
      try JSON(parsingXML: #"<price currency="USD">9.99</price>"#)
        == ["currency": "USD", "#text": "9.99"])
    #expect(
      try JSON(parsingXML: "<p>Hello <b>world</b> again</p>")
        == ["b": "world", "#text": "Hello  again"])
  }

  @Test("indentation between children is not text")
  func indentation() throws {
    let xml = """
      <order>
        <item>
          <sku>A1</sku>
        </item>
        <item>
          <sku>B2</sku>
        </item>
      </order>
      """
    #expect(try JSON(parsingXML: xml) == ["item": [["sku": "A1"], ["sku": "B2"]]])
  }

  @Test("text is trimmed by default, kept as written on request")
  func trimming() throws {
    #expect(try JSON(parsingXML: "<a>  padded \n</a>") == "padded")
    var options = XMLReadingOptions()
    options.trimsWhitespace = false
    #expect(try JSON(parsingXML: "<a>  padded \n</a>", options: options) == "  padded \n")
    #expect(try JSON(parsingXML: "<a>   </a>", options: options) == "   ")
    #expect(try JSON(parsingXML: "<a>   </a>") == "")
    // Indentation is dropped either way.
    #expect(try JSON(parsingXML: "<r>\n  <a>1</a>\n</r>", options: options) == ["a": "1"])
  }

  @Test("the root element is unwrapped by default and kept on request")
  func root() throws {
    var options = XMLReadingOptions()
    options.keepsRootElement = true
    #expect(
      try JSON(parsingXML: "<feed><id>1</id></feed>", options: options) == ["feed": ["id": "1"]])
    #expect(try JSON(parsingXML: "<feed/>", options: options) == ["feed": ""])
  }

  @Test("an attribute prefix keeps attributes apart from elements")
  func attributePrefix() throws {
    var options = XMLReadingOptions()
    options.attributePrefix = "@"
    #expect(
      try JSON(parsingXML: #"<a id="1"><id>2</id></a>"#, options: options)
        == ["@id": "1", "id": "2"])
    // A prefixed attribute key that equals an element's name makes an array with it.
    options.attributePrefix = "a_"
    #expect(
      try JSON(parsingXML: #"<r id="1"><a_id>2</a_id></r>"#, options: options)
        == ["a_id": ["1", "2"]])
    // Without a prefix, an attribute and an element of one name make an array.
    #expect(try JSON(parsingXML: #"<a id="1"><id>2</id></a>"#) == ["id": ["1", "2"]])
  }

  @Test("the text key can be changed")
  func textKey() throws {
    var options = XMLReadingOptions()
    options.textKey = "value"
    #expect(
      try JSON(parsingXML: #"<a unit="kg">5</a>"#, options: options) == [
        "unit": "kg", "value": "5",
      ])
  }

  @Test("namespaced names keep their prefix, and xmlns declarations are attributes")
  func namespaces() throws {
    let xml = """
      <feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
        <media:thumbnail url="a.png"/>
        <title>T</title>
      </feed>
      """
    let json = try JSON(parsingXML: xml)
    #expect(json["xmlns"] == "http://www.w3.org/2005/Atom")
    #expect(json["xmlns:media"] == "http://search.yahoo.com/mrss/")
    #expect(json[path: "media:thumbnail.url"] == "a.png")
    #expect(json["title"] == "T")
  }

  @Test("CDATA is text as written, joined with the text around it")
  func cdata() throws {
    #expect(try JSON(parsingXML: "<a><![CDATA[<b>&amp;</b>]]></a>") == "<b>&amp;</b>")
    #expect(try JSON(parsingXML: "<a>x<![CDATA[ & ]]>y</a>") == "x & y")
    #expect(try JSON(parsingXML: "<a><![CDATA[]]></a>") == "")
  }

  @Test("the five predefined entities and character references")
  func references() throws {
    #expect(try JSON(parsingXML: "<a>&lt;&gt;&amp;&apos;&quot;</a>") == "<>&'\"")
    #expect(try JSON(parsingXML: "<a>&#65;&#x42;&#x1F600;&#233;</a>") == "AB😀é")
    #expect(try JSON(parsingXML: #"<a t="&lt;&#x41;&quot;"/>"#) == ["t": "<A\""])
  }

  @Test("line ends become line feeds; attribute whitespace becomes spaces")
  func normalization() throws {
    var options = XMLReadingOptions()
    options.trimsWhitespace = false
    #expect(try JSON(parsingXML: "<a>1\r\n2\r3</a>", options: options) == "1\n2\n3")
    #expect(try JSON(parsingXML: "<a t=\"1\r\n2\t3\n4\"/>") == ["t": "1 2 3 4"])
    #expect(try JSON(parsingXML: "<a><![CDATA[1\r\n2]]></a>") == "1\n2")
  }

  @Test("comments, processing instructions, the declaration and a DOCTYPE are skipped")
  func skipped() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
      <!-- a comment -->
      <!DOCTYPE note [
        <!ELEMENT note (#PCDATA)>
        <!ENTITY writer "Donald ] Duck >">
        <!-- ] > -->
      ]>
      <?style sheet?>
      <note><!-- inside -->a<?pi x?>b</note>
      <!-- after -->
      """
    #expect(try JSON(parsingXML: xml) == "ab")
  }

  @Test("UTF-8 text in names, attributes and content")
  func unicode() throws {
    let json = try JSON(parsingXML: #"<ряд ключ="значение"><名前>日本語 😀</名前></ряд>"#)
    #expect(json == ["ключ": "значение", "名前": "日本語 😀"])
  }

  @Test("UTF-16 with a byte order mark, both byte orders")
  func utf16() throws {
    let xml = #"<?xml version="1.0" encoding="UTF-16"?><a b="é">😀 text</a>"#
    let big = utf16Bytes(xml, bigEndian: true)
    let little = utf16Bytes(xml, bigEndian: false)
    #expect(try JSON(parsingXML: big) == ["b": "é", "#text": "😀 text"])
    #expect(try JSON(parsingXML: Data(little)) == ["b": "é", "#text": "😀 text"])
  }

  @Test("a UTF-8 byte order mark is skipped")
  func utf8BOM() throws {
    #expect(try JSON(parsingXML: [0xEF, 0xBB, 0xBF] + Array("<a>1</a>".utf8)) == "1")
  }

  @Test("key paths and subscripts work on XML values")
  func paths() throws {
    let json = try JSON(
      parsingXML:
        "<rss><channel><item><title>A</title></item><item><title>B</title></item></channel></rss>"
    )
    #expect(json[path: "channel.item[1].title"]?.string == "B")
  }

  @Test("a document over 10 MB parses")
  func large() throws {
    var xml = "<records>"
    let record = "<record id=\"%d\"><name>Name number %d</name><value>%d.5</value></record>\n"
    var count = 0
    while xml.utf8.count < 11_000_000 {
      xml += String(format: record, count, count, count)
      count += 1
    }
    xml += "</records>"
    let json = try JSON(parsingXML: Array(xml.utf8))
    #expect(json["record"]?.array?.count == count)
    #expect(json["record"]?[count - 1]?["name"] == .string("Name number \(count - 1)"))
  }
}

/// The UTF-16 bytes of `text`, after a byte order mark.
func utf16Bytes(_ text: String, bigEndian: Bool, byteOrderMark: Bool = true) -> [UInt8] {
  var bytes: [UInt8] = byteOrderMark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
  for unit in text.utf16 {
    let high = UInt8(unit >> 8)
    let low = UInt8(unit & 0xFF)
    bytes += bigEndian ? [high, low] : [low, high]
  }
  return bytes
}
