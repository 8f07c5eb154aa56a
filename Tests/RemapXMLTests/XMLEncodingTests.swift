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

/// The bytes of `text` with each scalar up to U+00FF as one byte: ISO-8859-1.
func latin1Bytes(_ text: String) -> [UInt8] {
  text.unicodeScalars.map { scalar in
    precondition(scalar.value <= 0xFF, "not in ISO-8859-1")
    return UInt8(scalar.value)
  }
}

@Suite("XML encodings declared in the XML declaration")
struct XMLEncodingTests {
  static let latin1Document = """
    <?xml version="1.0" encoding="ISO-8859-1"?>
    <menu lang="français">
      <dish price="12">crème brûlée</dish>
      <dish>ÿ ½ ©</dish>
    </menu>
    """

  @Test("ISO-8859-1 reads each byte as the character of the same value")
  func latin1() throws {
    let json = try JSON(parsingXML: latin1Bytes(Self.latin1Document))
    #expect(
      json == ["lang": "français", "dish": [["price": "12", "#text": "crème brûlée"], "ÿ ½ ©"]])
  }

  @Test(
    "the names ISO-8859-1 goes by, in any case",
    arguments: ["ISO-8859-1", "iso-8859-1", "ISO_8859-1", "latin1", "Latin-1", "l1", "CP819"])
  func latin1Names(_ name: String) throws {
    let bytes = latin1Bytes("<?xml version='1.0' encoding='\(name)'?><a>é</a>")
    #expect(try JSON(parsingXML: bytes) == "é")
    #expect(try JSON(parsingXML: Data(bytes)) == "é")
  }

  @Test("an error in ISO-8859-1 input points at the character in the input")
  func latin1ErrorLocation() throws {
    let text = "<?xml version=\"1.0\" encoding=\"latin1\"?>\n<a>ééé<b></c></a>"
    let bytes = latin1Bytes(text)
    let error = try #require(xmlError(bytes))
    #expect(error.code == .mismatchedTag)
    #expect(error.location?.line == 2)
    #expect(error.location?.column == 10)
    // The input's own offset: one byte per character, not the two of UTF-8.
    #expect(error.location?.byteOffset == text.unicodeScalars.count - "</c></a>".count)
    #expect(error.location?.lineExcerpt == "<a>ééé<b></c></a>")

    let truncated = latin1Bytes("<?xml version=\"1.0\" encoding=\"latin1\"?>\n<a>ééé")
    let unclosed = try #require(xmlError(truncated))
    #expect(unclosed.code == .unexpectedEndOfInput)
    #expect(unclosed.location?.byteOffset == truncated.count)
    #expect(unclosed.location?.column == 7)
  }

  @Test("a decoding error in ISO-8859-1 input points at the element in the input")
  func latin1DecodingErrorLocation() throws {
    struct Menu: Decodable { var dish: [Dish] }
    struct Dish: Decodable { var price: Int? }
    let bytes = latin1Bytes(
      Self.latin1Document.replacingOccurrences(of: "<dish>ÿ", with: "<dish price='ü'>ÿ"))
    do {
      _ = try RemapDecoder().decode(Menu.self, fromXML: bytes)
      Issue.record("expected an error")
    } catch {
      #expect(error.path == "dish[1].price")
      #expect(error.location?.line == 4)
      #expect(error.location?.column == 9)
      let lines = latin1Bytes(Self.latin1Document).split(separator: 0x0A)
      let lineStart = lines.prefix(3).reduce(0) { $0 + $1.count + 1 }
      #expect(error.location?.byteOffset == lineStart + 8)
    }
  }

  @Test("US-ASCII is read as it is, and a byte from 0x80 is an error at that byte")
  func ascii() throws {
    let declaration = "<?xml version=\"1.0\" encoding=\"US-ASCII\"?>"
    #expect(try JSON(parsingXML: Array((declaration + "<a>plain</a>").utf8)) == "plain")
    let bytes = Array((declaration + "\n<a>caf").utf8) + [0xE9] + Array("</a>".utf8)
    let error = try #require(xmlError(bytes))
    #expect(error.code == .invalidUnicode)
    #expect(
      error.message == "the byte 0xE9 is not ASCII, but the document declares the encoding US-ASCII"
    )
    #expect(error.location?.line == 2)
    #expect(error.location?.column == 7)
    #expect(error.location?.byteOffset == declaration.utf8.count + 7)
  }

  @Test(
    "other encodings stay a clear error",
    arguments: ["windows-1252", "Shift_JIS", "ISO-8859-15", "UTF-32", "EBCDIC-US"])
  func unsupported(_ name: String) throws {
    let error = try #require(xmlError("<?xml version=\"1.0\" encoding=\"\(name)\"?><a/>"))
    #expect(error.code == .unsupportedEncoding)
    #expect(error.message.hasPrefix("the document declares the encoding '\(name)'; Remap reads"))
    #expect(error.location?.column == 30)
  }

  @Test("a declaration that contradicts the byte order mark is an error")
  func contradictions() throws {
    let latin1InUTF16 = try #require(
      xmlError(utf16Bytes("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", bigEndian: true)))
    #expect(latin1InUTF16.code == .unsupportedEncoding)
    #expect(latin1InUTF16.message.hasSuffix("but starts with a UTF-16 byte order mark"))

    let latin1AfterUTF8Mark = try #require(
      xmlError([0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"latin1\"?><a/>".utf8)))
    #expect(latin1AfterUTF8Mark.message.hasSuffix("but starts with a UTF-8 byte order mark"))

    let utf16WithoutMark = try #require(
      xmlError("<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>"))
    #expect(utf16WithoutMark.message.contains("does not start with a byte order mark"))

    let twice = try #require(
      xmlError(latin1Bytes("<?xml version=\"1.0\" encoding=\"latin1\" encoding=\"UTF-8\"?><a/>")))
    #expect(
      twice.message
        == "the document declares the encoding 'UTF-8' but its bytes were read as ISO-8859-1")
  }

  @Test(
    "a String is characters already: its declaration does not re-decode it",
    arguments: ["ISO-8859-1", "US-ASCII", "UTF-16", "Shift_JIS", "windows-1252"])
  func text(_ name: String) throws {
    let xml = "<?xml version=\"1.0\" encoding=\"\(name)\"?><a>é 😀</a>"
    #expect(try JSON(parsingXML: xml) == "é 😀")
    struct Row: Decodable { var a: String }
    let document = "<?xml version=\"1.0\" encoding=\"\(name)\"?><r><a>é 😀</a></r>"
    #expect(try RemapDecoder().decode(Row.self, fromXML: document).a == "é 😀")
    #expect(RemapDecoder().report(Row.self, fromXML: document).value?.a == "é 😀")
    // The same text as bytes follows the declaration: an error, or other characters.
    let fromBytes = try? JSON(parsingXML: Array(xml.utf8))
    #expect(fromBytes != "é 😀")
  }

  @Test("ISO-8859-1 input over the size limit fails before it is transcoded")
  func latin1SizeLimit() throws {
    let bytes = latin1Bytes(
      "<?xml version='1.0' encoding='latin1'?><a>" + String(repeating: "é", count: 100) + "</a>")
    let error = try #require(xmlError(bytes, options: XMLReadingOptions(maximumInputSize: 100)))
    #expect(error.code == .sizeLimitExceeded)
    #expect(error.location?.byteOffset == 0)
  }
}
