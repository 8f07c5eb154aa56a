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

/// Parses `text` as XML and returns the error it throws, or records an issue.
func xmlError(
  _ text: String, options: XMLReadingOptions = XMLReadingOptions(),
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> RemapError? {
  xmlError(Array(text.utf8), options: options, sourceLocation: sourceLocation)
}

/// Parses `bytes` as XML and returns the error it throws, or records an issue.
func xmlError(
  _ bytes: [UInt8], options: XMLReadingOptions = XMLReadingOptions(),
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> RemapError? {
  do {
    let value = try JSON(parsingXML: bytes, options: options)
    Issue.record("expected an XML error, got \(value.serialized())", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

@Suite("XML errors")
struct XMLScannerTests {
  /// Each malformed document, its code, message and 1-based line and column.
  @Test(
    "malformed documents fail with a code, a message, a line and a column",
    arguments: [
      (
        "", RemapError.Code.unexpectedEndOfInput, "the input is empty; expected an XML document", 1,
        1
      ),
      (
        "  \n ", .unexpectedEndOfInput, "unexpected end of input; the document has no root element",
        2, 2
      ),
      ("hello", .unexpectedCharacter, "expected '<' to open the root element, found 'h'", 1, 1),
      (
        "<a>\n<b>x</c></a>", .mismatchedTag,
        "the end tag </c> does not match the start tag <b> on line 2", 2, 5
      ),
      (
        "<a>\n  <b>", .unexpectedEndOfInput,
        "unexpected end of input; the element <b> opened on line 2 is not closed", 2, 6
      ),
      (
        "<a></a><b/>", .unexpectedCharacter,
        "unexpected '<' after the root element; a document has exactly one root element", 1, 8
      ),
      (
        "<a></a>text", .unexpectedCharacter,
        "unexpected 't' after the root element; a document has exactly one root element", 1, 8
      ),
      (
        "<a x=\"1\" x=\"2\"/>", .duplicateAttribute, "the attribute 'x' appears twice in <a>", 1, 10
      ),
      ("<a x=1/>", .unexpectedCharacter, "expected an attribute value in quotes, found '1'", 1, 6),
      (
        "<a x/>", .unexpectedCharacter, "expected '=' after the attribute name 'x', found '/'", 1, 5
      ),
      (
        "<a x=\"1\"y=\"2\"/>", .unexpectedCharacter,
        "expected whitespace, '>' or '/>' after the name or an attribute of <a>, found 'y'", 1, 9
      ),
      (
        "<a x=\"<\"/>", .unexpectedCharacter,
        "'<' is not allowed in an attribute value; write it as &lt;", 1, 7
      ),
      ("<a x=\"1/>", .unexpectedEndOfInput, "unterminated attribute value", 1, 6),
      ("<1a/>", .unexpectedCharacter, "expected an element name, found '1'", 1, 2),
      (
        "<a>&foo;</a>", .undefinedEntity,
        "the entity &foo; is not defined: Remap expands only &lt; &gt; &amp; &apos; &quot; and character references, never entities declared in a DOCTYPE",
        1, 4
      ),
      ("<a>AT&T</a>", .unexpectedCharacter, "the entity reference &T needs a closing ';'", 1, 6),
      (
        "<a>a & b</a>", .unexpectedCharacter,
        "'&' must start an entity or character reference; write a literal '&' as &amp;", 1, 6
      ),
      (
        "<a>&#0;</a>", .invalidCharacterReference,
        "the character reference names U+0000, which XML does not allow", 1, 4
      ),
      (
        "<a>&#xD800;</a>", .invalidCharacterReference,
        "the character reference names U+D800, which XML does not allow", 1, 4
      ),
      (
        "<a>&#x110000;</a>", .invalidCharacterReference,
        "the character reference names a value past U+10FFFF, which XML does not allow", 1, 4
      ),
      (
        "<a>&#99999999999999999999;</a>", .invalidCharacterReference,
        "the character reference names a value past U+10FFFF, which XML does not allow", 1, 4
      ),
      (
        "<a>&#x;</a>", .invalidCharacterReference,
        "a hexadecimal character reference needs hex digits and a closing ';', as in &#x26;", 1, 4
      ),
      (
        "<a>&#12</a>", .invalidCharacterReference,
        "a character reference needs digits and a closing ';', as in &#38;", 1, 4
      ),
      (
        "<a>x]]>y</a>", .unexpectedCharacter,
        "']]>' is not allowed in text outside a CDATA section; write it as ']]&gt;'", 1, 5
      ),
      (
        "<a>\u{01}</a>", .unexpectedCharacter, "the control character U+0001 is not allowed in XML",
        1, 4
      ),
      (
        "<a><![CDATA[x</a>", .unexpectedEndOfInput, "unterminated CDATA section; expected ']]>'", 1,
        4
      ),
      ("<a><!-- x </a>", .unexpectedEndOfInput, "unterminated comment; expected '-->'", 1, 4),
      (
        "<a><!-- a -- b --></a>", .unexpectedCharacter, "'--' is not allowed inside a comment", 1,
        11
      ),
      (
        "<a><? x </a>", .unexpectedCharacter,
        "expected a processing instruction's target, found ' '", 1, 6
      ),
      (
        "<a><?pi x </a>", .unexpectedEndOfInput,
        "unterminated processing instruction; expected '?>'", 1, 4
      ),
      (
        "<a><!x></a>", .unexpectedCharacter,
        "expected a comment '<!--' or a CDATA section '<![CDATA[' after '<!'", 1, 4
      ),
      (
        "<a><!DOCTYPE a></a>", .unexpectedCharacter, "a DOCTYPE must come before the root element",
        1, 4
      ),
      (
        "<!DOCTYPE a><!DOCTYPE a><a/>", .unexpectedCharacter,
        "a document may have only one DOCTYPE", 1, 13
      ),
      (
        "<!DOCTYPE a [ <!ENTITY x 'y'> <a/>", .unexpectedEndOfInput,
        "unterminated DOCTYPE; expected '>'", 1, 1
      ),
      (
        "<a/><?xml version=\"1.0\"?>", .unexpectedCharacter,
        "an XML declaration is allowed only at the very start of the document", 1, 5
      ),
      (
        "<?xml version=\"2.0\"?><a/>", .unexpectedCharacter,
        "unsupported XML version '2.0'; Remap reads XML 1.0", 1, 15
      ),
      (
        "<?xml encoding=\"UTF-8\"?><a/>", .unexpectedCharacter,
        "the XML declaration must start with the version, as in <?xml version=\"1.0\"?>", 1, 7
      ),
      (
        "<?xml version=\"1.0\" encoding=\"windows-1252\"?><a/>", .unsupportedEncoding,
        "the document declares the encoding 'windows-1252'; Remap reads UTF-8, UTF-16 that starts with a byte order mark, ISO-8859-1 and US-ASCII",
        1, 30
      ),
      ("<?xml version=\"1.0\"", .unexpectedEndOfInput, "unterminated XML declaration", 1, 1),
      ("<a", .unexpectedEndOfInput, "unexpected end of input inside the start tag of <a>", 1, 3),
      (
        "<a></a", .unexpectedEndOfInput, "expected '>' to end the end tag </a>, found end of input",
        1, 7
      ),
      ("<a/ >", .unexpectedCharacter, "expected '/>' to end an empty element", 1, 3),
    ])
  func malformed(
    xml: String, code: RemapError.Code, message: String, line: Int, column: Int
  ) throws {
    let error = try #require(xmlError(xml))
    #expect(error.code == code)
    #expect(error.message == message)
    #expect(error.location?.line == line)
    #expect(error.location?.column == column)
  }

  @Test("invalid UTF-8 is an error at its byte")
  func invalidUTF8() throws {
    let error = try #require(xmlError(Array("<a>ok ".utf8) + [0xC3, 0x28] + Array("</a>".utf8)))
    #expect(error.code == .invalidUnicode)
    #expect(error.message == "invalid UTF-8 byte 0xC3")
    #expect(error.location?.column == 7)
    let name = try #require(xmlError(Array("<a".utf8) + [0xFF] + Array("/>".utf8)))
    #expect(name.code == .invalidUnicode)
    let noncharacter = try #require(
      xmlError(Array("<a>".utf8) + [0xEF, 0xBF, 0xBF] + Array("</a>".utf8)))
    #expect(noncharacter.message == "U+FFFE and U+FFFF are not allowed in XML")
  }

  @Test(
    "invalid UTF-8 and control characters in comments, processing instructions and DOCTYPEs are errors",
    arguments: [
      ("<a><!-- ", " --></a>"), ("<!-- ", " --><a/>"), ("<a><?pi ", " ?></a>"),
      ("<!DOCTYPE a [ ", " ]><a/>"), ("<!DOCTYPE a SYSTEM \"", "\"><a/>"),
      ("<!DOCTYPE a [ <!-- ", " --> ]><a/>"),
    ])
  func invalidCharactersInSkippedMarkup(prefix: String, suffix: String) throws {
    let invalid = try #require(xmlError(Array(prefix.utf8) + [0xC3, 0x28] + Array(suffix.utf8)))
    #expect(invalid.code == .invalidUnicode)
    #expect(invalid.message == "invalid UTF-8 byte 0xC3")
    #expect(invalid.location?.column == prefix.utf8.count + 1)
    let control = try #require(xmlError(Array(prefix.utf8) + [0x01] + Array(suffix.utf8)))
    #expect(control.code == .unexpectedCharacter)
    // Valid text there is still accepted.
    #expect(throws: Never.self) {
      try JSON(parsingXML: Array(prefix.utf8) + Array("é\t".utf8) + Array(suffix.utf8))
    }
  }

  @Test("UTF-16 without a byte order mark is a clear error")
  func utf16WithoutBOM() throws {
    let error = try #require(xmlError(utf16Bytes("<a/>", bigEndian: true, byteOrderMark: false)))
    #expect(error.code == .unsupportedEncoding)
    #expect(error.message.contains("UTF-16 without a byte order mark"))
  }

  @Test("a lone surrogate in UTF-16 is an error")
  func loneSurrogate() throws {
    let error = try #require(xmlError([0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8, 0x3E, 0x00]))
    #expect(error.code == .invalidUnicode)
    #expect(error.location?.byteOffset == 4)
    #expect(error.location?.column == 2)
    let later = try #require(xmlError(utf16Bytes("<a>\n  x", bigEndian: true) + [0xDC, 0x00]))
    #expect(later.location?.line == 2)
    #expect(later.location?.column == 4)
    let odd = try #require(xmlError([0xFE, 0xFF, 0x00, 0x3C, 0x00]))
    #expect(odd.message == "the UTF-16 input has an odd number of bytes")
  }

  @Test("an error in UTF-16 input gives the character's line and column")
  func utf16ErrorLocation() throws {
    let xml = "<a>\n  <b></c></a>"
    let error = try #require(xmlError(utf16Bytes(xml, bigEndian: false)))
    #expect(error.code == .mismatchedTag)
    #expect(error.location?.line == 2)
    #expect(error.location?.column == 6)
  }

  @Test("the limits: depth, attribute count, name length, input size")
  func limits() throws {
    var options = XMLReadingOptions()
    options.maximumDepth = 3
    #expect(try JSON(parsingXML: "<a><b><c/></b></a>", options: options) == ["b": ["c": ""]])
    let deep = try #require(xmlError("<a><b><c><d/></c></b></a>", options: options))
    #expect(deep.code == .depthLimitExceeded)
    #expect(deep.message == "elements are nested deeper than the limit of 3 levels")
    #expect(deep.location?.column == 10)

    options = XMLReadingOptions()
    options.maximumAttributeCount = 2
    #expect(try JSON(parsingXML: #"<a x="1" y="2"/>"#, options: options) == ["x": "1", "y": "2"])
    let attributes = try #require(xmlError(#"<a x="1" y="2" z="3"/>"#, options: options))
    #expect(attributes.code == .sizeLimitExceeded)
    #expect(attributes.message == "the element <a> has more than the limit of 2 attributes")
    #expect(attributes.location?.column == 16)

    options = XMLReadingOptions()
    options.maximumNameLength = 4
    #expect(try JSON(parsingXML: "<abcd/>", options: options) == "")
    let name = try #require(xmlError("<abcde/>", options: options))
    #expect(name.code == .sizeLimitExceeded)
    #expect(name.message == "a name is 5 bytes long, more than the limit of 4")

    options = XMLReadingOptions()
    options.maximumInputSize = 8
    #expect(try JSON(parsingXML: "<a>1</a>", options: options) == "1")
    let size = try #require(xmlError("<a>12</a>", options: options))
    #expect(size.code == .sizeLimitExceeded)
    #expect(size.message == "the input is 9 bytes, more than the limit of 8")
  }

  @Test("UTF-16 input over the size limit fails at its start, as UTF-8 input does")
  func utf16SizeLimitLocation() throws {
    // Found by the xml-parse fuzz target: this error alone had no location.
    var options = XMLReadingOptions()
    options.maximumInputSize = 8
    for bigEndian in [true, false] {
      let error = try #require(
        xmlError(utf16Bytes("<a>1234567</a>", bigEndian: bigEndian), options: options))
      #expect(error.code == .sizeLimitExceeded)
      #expect(error.location?.byteOffset == 0)
      #expect(error.location?.line == 1 && error.location?.column == 1)
    }
  }

  @Test("the default limits")
  func defaultLimits() {
    let options = XMLReadingOptions()
    #expect(options.maximumDepth == 512)
    #expect(options.maximumAttributeCount == 256)
    #expect(options.maximumNameLength == 1024)
    #expect(options.maximumInputSize == 1 << 30)
    #expect(options.attributePrefix == "")
    #expect(options.textKey == "#text")
    #expect(options.trimsWhitespace)
    #expect(!options.keepsRootElement)
  }

  @Test("errors render with the line and a caret")
  func rendering() throws {
    let error = try #require(xmlError("<a>\n  <b></c>\n</a>"))
    #expect(
      error.description == """
        error: the end tag </c> does not match the start tag <b> on line 2
         --> input:2:6
        2 |   <b></c>
          |      ^
        """)
  }
}
