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
  package import NIOCore
  package import RemapCore

  /// What a request body declares about itself in its `Content-Type` header: whether it is
  /// XML, and the character set of its text.
  package struct DeclaredContentType: Sendable, Equatable {
    /// Whether the media type is `…/xml` or `…/…+xml`.
    package var isXML: Bool
    /// The `charset` parameter, lower-cased and unquoted; `nil` when there is none.
    package var charset: String?

    /// Reads a `Content-Type` header value such as `application/json; charset=utf-16`.
    ///
    /// - Parameter header: The header's value; `nil` when the request has none, which reads
    ///   as JSON in UTF-8.
    package init(header: String?) {
      guard let header else {
        isXML = false
        charset = nil
        return
      }
      let parts = header.split(separator: ";")
      let essence = parts.first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
      isXML = essence.hasSuffix("/xml") || essence.hasSuffix("+xml")
      charset = nil
      for parameter in parts.dropFirst() {
        let pair = parameter.split(separator: "=", maxSplits: 1)
        guard pair.count == 2,
          pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset"
        else { continue }
        let value = pair[1].trimmingCharacters(in: .whitespaces)
        charset = value.trimmingCharacters(in: CharacterSet(charactersIn: "\"")).lowercased()
      }
    }

    /// The Foundation encoding a body in ``charset`` must be re-encoded from; `nil` when the
    /// bytes can be read in place as UTF-8.
    ///
    /// - Throws: ``RemapError`` with code `unsupported-encoding` for a character set Remap
    ///   does not read.
    func foreignEncoding() throws(RemapError) -> String.Encoding? {
      guard let charset else { return nil }
      switch charset {
      case "utf-8", "utf8", "us-ascii", "ascii": return nil
      case "utf-16": return .utf16
      case "utf-16le": return .utf16LittleEndian
      case "utf-16be": return .utf16BigEndian
      case "utf-32": return .utf32
      case "utf-32le": return .utf32LittleEndian
      case "utf-32be": return .utf32BigEndian
      case "iso-8859-1", "iso8859-1", "latin1", "l1": return .isoLatin1
      case "windows-1252", "cp1252": return .windowsCP1252
      default:
        throw RemapError(
          .unsupportedEncoding,
          "unsupported character set '\(charset)' in the content type",
          expected: "utf-8, utf-16, utf-32 or iso-8859-1",
          found: charset)
      }
    }
  }

  extension RemapDecoder {
    /// Decodes a request or response body as its content type declares it: JSON or XML, in
    /// UTF-8 read in place, or in another character set re-encoded to UTF-8 first.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - buffer: The body.
    ///   - contentType: What the body's `Content-Type` header declares.
    /// - Returns: The decoded value.
    /// - Throws: ``RemapError``, including `unsupported-encoding` for a character set Remap
    ///   does not read and `invalid-unicode` for bytes that are not text in the declared one.
    package func decode<T: Decodable>(
      _ type: T.Type, fromBody buffer: ByteBuffer, declaring contentType: DeclaredContentType
    ) throws(RemapError) -> T {
      guard let encoding = try contentType.foreignEncoding() else {
        return contentType.isXML
          ? try decode(type, fromXML: buffer) : try decode(type, from: buffer)
      }
      let text = buffer.withUnsafeReadableBytes { String(bytes: $0, encoding: encoding) }
      guard let text else {
        throw RemapError(
          .invalidUnicode,
          "the body is not valid \(contentType.charset ?? "text"), as its content type declares")
      }
      return contentType.isXML ? try decode(type, fromXML: text) : try decode(type, from: text)
    }
  }
#endif
