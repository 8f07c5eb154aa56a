//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import RemapCore

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
  /// is expanded, and no external resource is ever read. The text is characters already, so
  /// the encoding its declaration names, whichever it is, is not used to decode it.
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
      Result { () throws(RemapError) in
        try unsafe JSON.parseXML(bytes, isText: true, options: options)
      }
    }
    self = try result.get()
  }

  /// Parses an XML document from bytes: `[UInt8]`, `Data`, or any contiguous bytes.
  ///
  /// The bytes are UTF-8, UTF-16 that starts with a byte order mark, or ISO-8859-1 or
  /// US-ASCII as the XML declaration says (`<?xml version="1.0" encoding="ISO-8859-1"?>`).
  /// Errors give the line and column of the character; their byte offset counts bytes of
  /// the input, except in UTF-16 input, where it counts in UTF-8.
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
      return Result { () throws(RemapError) in
        try unsafe JSON.parseXML(bytes, isText: false, options: options)
      }
    }
    self = try result.get()
  }

  /// Parses XML bytes, transcoding them to UTF-8 first when they are in another encoding.
  static func parseXML(
    _ bytes: UnsafeBufferPointer<UInt8>, isText: Bool, options: XMLReadingOptions
  ) throws(RemapError) -> JSON {
    try unsafe XMLInput.withInput(bytes, isText: isText, options: options) {
      input throws(RemapError) in
      try input.parse(options: options)
    }
  }
}
