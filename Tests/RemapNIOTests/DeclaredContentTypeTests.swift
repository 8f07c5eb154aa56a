//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if NIO
  import Foundation
  import NIOCore
  @testable import RemapNIO
  import Testing

  @Suite struct DeclaredContentTypeTests {
    @Test(
      arguments: [
        (nil, false, nil),
        ("application/json", false, nil),
        ("application/json; charset=UTF-8", false, "utf-8"),
        ("application/xml", true, nil),
        ("text/xml;charset=\"ISO-8859-1\"", true, "iso-8859-1"),
        ("application/atom+xml ; charset = utf-16", true, "utf-16"),
        ("application/problem+json", false, nil),
      ] as [(String?, Bool, String?)])
    func readsTheMediaTypeAndCharset(header: String?, isXML: Bool, charset: String?) {
      let declared = DeclaredContentType(header: header)
      #expect(declared.isXML == isXML)
      #expect(declared.charset == charset)
    }

    struct Name: Decodable, Equatable { var name: String }

    @Test(arguments: [
      ("utf-16le", String.Encoding.utf16LittleEndian),
      ("utf-16be", .utf16BigEndian),
      ("utf-32", .utf32),
      ("iso-8859-1", .isoLatin1),
      ("windows-1252", .windowsCP1252),
    ])
    func reencodesADeclaredCharset(charset: String, encoding: String.Encoding) throws {
      let data = try #require("{\"name\": \"Zoë\"}".data(using: encoding))
      let value = try RemapDecoder().decode(
        Name.self, fromBody: ByteBuffer(bytes: data),
        declaring: DeclaredContentType(header: "application/json; charset=\(charset)"))
      #expect(value == Name(name: "Zoë"))
    }

    @Test func refusesAnUnknownCharset() {
      #expect {
        _ = try RemapDecoder().decode(
          Name.self, fromBody: ByteBuffer(string: "{}"),
          declaring: DeclaredContentType(header: "application/json; charset=shift_jis"))
      } throws: { error in
        let error = error as? RemapError
        return error?.code == .unsupportedEncoding
          && error?.message == "unsupported character set 'shift_jis' in the content type"
      }
    }

    @Test func refusesBytesThatAreNotTheDeclaredCharset() {
      // An unpaired high surrogate is not UTF-16.
      let bytes: [UInt8] = [0x7B, 0x00, 0x00, 0xD8, 0x7D, 0x00]
      #expect {
        _ = try RemapDecoder().decode(
          Name.self, fromBody: ByteBuffer(bytes: bytes),
          declaring: DeclaredContentType(header: "application/json; charset=utf-16le"))
      } throws: { error in
        let error = error as? RemapError
        return error?.code == .invalidUnicode
          && error?.message == "the body is not valid utf-16le, as its content type declares"
      }
    }

    @Test func decodesXMLWhenTheMediaTypeSaysSo() throws {
      let value = try RemapDecoder().decode(
        Name.self, fromBody: ByteBuffer(string: "<person><name>Ada</name></person>"),
        declaring: DeclaredContentType(header: "application/xml"))
      #expect(value == Name(name: "Ada"))
    }
  }

  @Suite struct ResponseBodyTests {
    struct Order: Decodable { var id: Int }

    @Test func namesTheCodePathLineColumnAndMessage() throws {
      let error = try #require(
        throws: RemapError.self,
        performing: {
          try RemapDecoder().decode([Order].self, from: "[{\"id\": 1},\n {\"id\": true}]")
        })
      let body = RemapError.ResponseBody(error)
      #expect(body.error)
      #expect(body.code == "type-mismatch")
      #expect(body.path == "[1].id")
      #expect(body.line == 2)
      #expect(body.column == 9)
      #expect(body.message == error.message)
      #expect(body.reason == "type-mismatch at [1].id (line 2, column 9): \(error.message)")
    }

    @Test func leavesOutTheUnderlyingError() throws {
      struct Secret: Error, CustomStringConvertible { var description: String { "db password" } }
      let error = RemapError(.decodingFailed, "could not decode", underlying: Secret())
      let text = String(
        decoding: try RemapEncoder().encode(RemapError.ResponseBody(error)), as: UTF8.self)
      #expect(!text.contains("password"))
      #expect(
        text
          == "{\"error\":true,\"reason\":\"decoding-failed: could not decode\",\"code\":\"decoding-failed\",\"message\":\"could not decode\",\"path\":\"\"}"
      )
    }
  }
#endif
