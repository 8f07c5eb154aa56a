//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

extension JSON {
  /// Parses an XML document into the value model.
  ///
  /// Each element becomes an object of its attributes and child elements, an element with
  /// only text becomes that text, repeated children become an array, and the root element's
  /// content is the value (see <doc:XML>):
  ///
  /// ```swift
  /// let feed = try JSON(parsingXML: """
  ///   <feed lang="en"><entry><id>1</id></entry><entry><id>2</id></entry></feed>
  ///   """)
  /// // {"lang": "en", "entry": [{"id": "1"}, {"id": "2"}]}
  /// feed[path: "entry[1].id"]?.string   // "2"
  /// ```
  ///
  /// No DTD is processed, no entity beyond the five predefined ones and character references
  /// is expanded, and no external resource is ever read.
  ///
  /// - Parameters:
  ///   - text: The XML text.
  ///   - options: How elements map to values, and the limits.
  /// - Throws: ``RemapError`` naming the first error, with its line and column.
  /// - Complexity: O(*n*) in the length of the text.
  public init(
    parsingXML text: String, options: XMLReadingOptions = XMLReadingOptions()
  ) throws(RemapError) {
    var text = text
    let result = text.withUTF8 { bytes in
      Result { () throws(RemapError) in try unsafe JSON.parseXML(bytes, options: options) }
    }
    self = try result.get()
  }

  /// Parses an XML document from bytes: `[UInt8]`, `Data`, or any contiguous bytes.
  ///
  /// The bytes are UTF-8, or UTF-16 that starts with a byte order mark. Errors in UTF-16
  /// input give the line and column of the character; their byte offset counts in UTF-8.
  ///
  /// - Parameters:
  ///   - bytes: The encoded XML text.
  ///   - options: How elements map to values, and the limits.
  /// - Throws: ``RemapError`` naming the first error, with its line and column.
  /// - Complexity: O(*n*) in the number of bytes.
  public init(
    parsingXML bytes: some ContiguousBytes, options: XMLReadingOptions = XMLReadingOptions()
  ) throws(RemapError) {
    let result = unsafe bytes.withUnsafeBytes { raw in
      let bytes = unsafe raw.assumingMemoryBound(to: UInt8.self)
      return Result { () throws(RemapError) in try unsafe JSON.parseXML(bytes, options: options) }
    }
    self = try result.get()
  }

  /// Parses XML bytes, transcoding UTF-16 with a byte order mark to UTF-8 first.
  static func parseXML(
    _ bytes: UnsafeBufferPointer<UInt8>, options: XMLReadingOptions
  ) throws(RemapError) -> JSON {
    if bytes.count >= 2,
      let bigEndian = unsafe bytes[0] == 0xFE && bytes[1] == 0xFF
        ? true : bytes[0] == 0xFF && bytes[1] == 0xFE ? false : nil
    {
      // Half the limit in UTF-16 is a generous bound on the UTF-8 it becomes.
      guard bytes.count / 2 <= options.maximumInputSize else {
        throw RemapError(
          .sizeLimitExceeded,
          "the input is \(bytes.count) bytes, more than the limit of \(options.maximumInputSize)",
          location: SourceLocation(line: 1, column: 1, byteOffset: 0))
      }
      let utf8 = try unsafe XMLTranscoder.utf8(fromUTF16: bytes, bigEndian: bigEndian)
      return try unsafe utf8.withUnsafeBufferPointer { utf8 throws(RemapError) in
        do throws(ScanFailure) {
          return try unsafe XMLScanner.parse(utf8, options: options, transcodedFromUTF16: true)
        } catch {
          throw unsafe error.remapError(in: utf8)
        }
      }
    }
    do throws(ScanFailure) {
      return try unsafe XMLScanner.parse(bytes, options: options)
    } catch {
      throw unsafe error.remapError(in: bytes)
    }
  }
}
