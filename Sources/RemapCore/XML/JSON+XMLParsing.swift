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
          "the input is \(bytes.count) bytes, more than the limit of \(options.maximumInputSize)")
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

/// Turns UTF-16 input into UTF-8, which the scanner reads.
enum XMLTranscoder {
  /// The UTF-8 of UTF-16 bytes that start with a byte order mark (which is dropped).
  ///
  /// - Throws: ``RemapError`` for an odd number of bytes or a lone surrogate.
  static func utf8(
    fromUTF16 bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool
  ) throws(RemapError) -> [UInt8] {
    guard bytes.count % 2 == 0 else {
      throw RemapError(
        .invalidUnicode, "the UTF-16 input has an odd number of bytes",
        location: SourceLocation(line: 1, column: 1, byteOffset: bytes.count - 1))
    }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count / 2)
    func unit(at position: Int) -> UInt32 {
      let first = UInt32(unsafe bytes[position])
      let second = UInt32(unsafe bytes[position + 1])
      return bigEndian ? first << 8 | second : second << 8 | first
    }
    var position = 2  // after the byte order mark
    // Where each character is, for the error a lone surrogate gives.
    var line = 1
    var column = 1
    while position < bytes.count {
      var value = unit(at: position)
      let start = position
      position += 2
      if value >= 0xD800 && value <= 0xDFFF {
        let low = position < bytes.count ? unit(at: position) : 0
        guard value <= 0xDBFF, low >= 0xDC00 && low <= 0xDFFF else {
          throw RemapError(
            .invalidUnicode, "invalid UTF-16: a lone surrogate",
            location: SourceLocation(line: line, column: column, byteOffset: start))
        }
        position += 2
        value = 0x1_0000 + ((value - 0xD800) << 10 | (low - 0xDC00))
      }
      if value == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
      // Every value here is a scalar: surrogates were paired above.
      let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
      UTF8.encode(scalar) { output.append($0) }
    }
    return output
  }
}
