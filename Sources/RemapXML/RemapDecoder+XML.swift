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

extension RemapDecoder {
  /// Decodes a value from an XML document (`Data`, `[UInt8]`, or any contiguous bytes), read
  /// with `options`.
  ///
  /// The document parses into the value model (see <doc:XML>), and decodes with the same
  /// engine and rules as JSON: keys match fuzzily, and lenient coercion reads XML's text as
  /// numbers, Booleans and dates. XML also needs what JSON does not: a single child element
  /// reads as a one-element array, and an empty element as an empty array, an empty object,
  /// or `nil` for an optional that cannot be empty text.
  ///
  /// The options say how elements map to values and the limits for hostile input; the
  /// decoder's own settings (keys, dates, coercion) apply as for JSON.
  ///
  /// ```swift
  /// struct Item: Decodable { var id: Int; var title: String }
  ///
  /// var options = XMLReadingOptions()
  /// options.attributePrefix = "@"                       // <item id="7"> reads as {"@id": "7"}
  /// let items = try RemapDecoder().decode(
  ///   [Item].self, fromXML: data, atPath: "channel.item", options: options)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - bytes: The XML text: UTF-8, UTF-16 with a byte order mark, or ISO-8859-1 or US-ASCII
  ///     as its declaration says.
  ///   - path: Where the value is, from the root element's content: a ``ValuePath``, or
  ///     text in its syntax; the whole content when left out.
  ///   - options: How XML maps to values, and the limits.
  /// - Returns: The decoded value.
  /// - Throws: ``RemapError``: for malformed XML, with its line and column; otherwise with the
  ///   path of the value that failed, and the line and column of its element or attribute;
  ///   with code ``RemapError/Code/keyNotFound`` when the path is not in the document, and
  ///   ``RemapError/Code/invalidPath`` when the text is not a path.
  public func decode<T: Decodable>(
    _ type: T.Type, fromXML bytes: some ContiguousBytes,
    atPath path: some ValuePathConvertible = ValuePath(), options: XMLReadingOptions
  ) throws(RemapError) -> T {
    let path = try path.valuePath()
    let result = unsafe bytes.withUnsafeBytes { raw in
      Result { () throws(RemapError) in
        try unsafe decode(
          type, fromXML: raw.assumingMemoryBound(to: UInt8.self), isText: false, at: path,
          options: options)
      }
    }
    return try result.get()
  }

  /// Decodes a value from XML text, read with `options`.
  ///
  /// ```swift
  /// var options = XMLReadingOptions()
  /// options.keepsRootElement = true
  /// let feed = try RemapDecoder().decode(Document.self, fromXML: text, options: options)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - text: The XML text.
  ///   - path: Where the value is, from the root element's content: a ``ValuePath``, or
  ///     text in its syntax; the whole content when left out.
  ///   - options: How XML maps to values, and the limits.
  /// - Returns: The decoded value.
  /// - Throws: ``RemapError``, as
  ///   ``decode(_:fromXML:atPath:options:)-(_,ContiguousBytes,_,_)`` does.
  public func decode<T: Decodable>(
    _ type: T.Type, fromXML text: String, atPath path: some ValuePathConvertible = ValuePath(),
    options: XMLReadingOptions
  ) throws(RemapError) -> T {
    let path = try path.valuePath()
    var text = text
    let result = text.withUTF8 { bytes in
      Result { () throws(RemapError) in
        try unsafe decode(type, fromXML: bytes, isText: true, at: path, options: options)
      }
    }
    return try result.get()
  }

  /// Decodes a value from an XML document, read with `options`, and reports every problem
  /// found.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - bytes: The XML text: UTF-8, UTF-16 with a byte order mark, or ISO-8859-1 or US-ASCII
  ///     as its declaration says.
  ///   - path: Where the value is, from the root element's content: a ``ValuePath``, or
  ///     text in its syntax; the whole content when left out.
  ///   - options: How XML maps to values, and the limits.
  /// - Returns: The value, if there were no errors, and every diagnostic; a path that is not
  ///   in the document, or text that is not a path, is an error.
  public func report<T: Decodable>(
    _ type: T.Type, fromXML bytes: some ContiguousBytes,
    atPath path: some ValuePathConvertible = ValuePath(), options: XMLReadingOptions
  ) -> MappingReport<T> {
    withPath(path) { path in
      unsafe bytes.withUnsafeBytes { raw in
        unsafe report(
          type, fromXML: raw.assumingMemoryBound(to: UInt8.self), isText: false, at: path,
          options: options)
      }
    }
  }

  /// Decodes a value from XML text, read with `options`, and reports every problem found.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - text: The XML text.
  ///   - path: Where the value is, from the root element's content: a ``ValuePath``, or
  ///     text in its syntax; the whole content when left out.
  ///   - options: How XML maps to values, and the limits.
  /// - Returns: The value, if there were no errors, and every diagnostic; a path that is not
  ///   in the document, or text that is not a path, is an error.
  public func report<T: Decodable>(
    _ type: T.Type, fromXML text: String, atPath path: some ValuePathConvertible = ValuePath(),
    options: XMLReadingOptions
  ) -> MappingReport<T> {
    withPath(path) { path in
      var text = text
      return text.withUTF8 { bytes in
        unsafe report(type, fromXML: bytes, isText: true, at: path, options: options)
      }
    }
  }
}

// MARK: - With the decoder's options

// Each form without `options:` reads with the decoder's `xmlReadingOptions`: the defaults,
// unless set where a decoder is configured once and handed on (to a server framework's
// content configuration, say), which passes no options to the calls it makes.

extension RemapDecoder {
  /// Decodes a value from an XML document: `Data`, `[UInt8]`, or any contiguous bytes.
  ///
  /// Reads with the decoder's ``xmlReadingOptions``, the defaults unless set; see
  /// ``decode(_:fromXML:atPath:options:)-(_,ContiguousBytes,_,_)`` to give options with the
  /// call, and for how XML maps to values.
  ///
  /// ```swift
  /// struct Feed: Decodable { var title: String; var entry: [Entry] }
  /// struct Entry: Decodable { var id: Int; var updated: Date }
  ///
  /// let feed = try RemapDecoder().decode(Feed.self, fromXML: data)   // reads <feed>'s children
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - bytes: The XML text: UTF-8, UTF-16 with a byte order mark, or ISO-8859-1 or US-ASCII
  ///     as its declaration says.
  /// - Returns: The decoded value.
  /// - Throws: ``RemapError``: for malformed XML, with its line and column; otherwise with the
  ///   path of the value that failed, and the line and column of its element or attribute.
  public func decode<T: Decodable>(
    _ type: T.Type, fromXML bytes: some ContiguousBytes
  ) throws(RemapError) -> T {
    try decode(type, fromXML: bytes, options: xmlReadingOptions)
  }

  /// Decodes the value at a key path inside an XML document, such as `"channel.item"` in an
  /// RSS feed.
  ///
  /// ```swift
  /// let items = try decoder.decode([Item].self, fromXML: data, atPath: "channel.item")
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - bytes: The XML text.
  ///   - path: Where the value is, from the root element's content: a ``ValuePath``, or
  ///     text in its syntax.
  /// - Returns: The decoded value.
  /// - Throws: ``RemapError``, with code ``RemapError/Code/keyNotFound`` when the path is not
  ///   in the document, and ``RemapError/Code/invalidPath`` when the text is not a path.
  public func decode<T: Decodable>(
    _ type: T.Type, fromXML bytes: some ContiguousBytes, atPath path: some ValuePathConvertible
  ) throws(RemapError) -> T {
    try decode(type, fromXML: bytes, atPath: path, options: xmlReadingOptions)
  }

  /// Decodes a value from XML text.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - text: The XML text.
  /// - Returns: The decoded value.
  /// - Throws: ``RemapError``: for malformed XML, with its line and column; otherwise with the
  ///   path of the value that failed, and the line and column of its element or attribute.
  public func decode<T: Decodable>(_ type: T.Type, fromXML text: String) throws(RemapError) -> T {
    try decode(type, fromXML: text, options: xmlReadingOptions)
  }

  /// Decodes the value at a key path inside XML text.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - text: The XML text.
  ///   - path: Where the value is, from the root element's content: a ``ValuePath``, or
  ///     text in its syntax.
  /// - Returns: The decoded value.
  /// - Throws: ``RemapError``, with code ``RemapError/Code/keyNotFound`` when the path is not
  ///   in the document, and ``RemapError/Code/invalidPath`` when the text is not a path.
  public func decode<T: Decodable>(
    _ type: T.Type, fromXML text: String, atPath path: some ValuePathConvertible
  ) throws(RemapError) -> T {
    try decode(type, fromXML: text, atPath: path, options: xmlReadingOptions)
  }

  /// Decodes a value from an XML document and reports every problem found.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - bytes: The XML text: UTF-8, UTF-16 with a byte order mark, or ISO-8859-1 or US-ASCII
  ///     as its declaration says.
  /// - Returns: The value, if there were no errors, and every diagnostic.
  public func report<T: Decodable>(
    _ type: T.Type, fromXML bytes: some ContiguousBytes
  ) -> MappingReport<T> {
    report(type, fromXML: bytes, options: xmlReadingOptions)
  }

  /// Decodes the value at a key path inside an XML document and reports every problem
  /// found.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - bytes: The XML text.
  ///   - path: Where the value is, from the root element's content: a ``ValuePath``, or
  ///     text in its syntax.
  /// - Returns: The value, if there were no errors, and every diagnostic.
  public func report<T: Decodable>(
    _ type: T.Type, fromXML bytes: some ContiguousBytes, atPath path: some ValuePathConvertible
  ) -> MappingReport<T> {
    report(type, fromXML: bytes, atPath: path, options: xmlReadingOptions)
  }

  /// Decodes a value from XML text and reports every problem found.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - text: The XML text.
  /// - Returns: The value, if there were no errors, and every diagnostic.
  public func report<T: Decodable>(_ type: T.Type, fromXML text: String) -> MappingReport<T> {
    report(type, fromXML: text, options: xmlReadingOptions)
  }

  /// Decodes the value at a key path inside XML text and reports every problem found.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - text: The XML text.
  ///   - path: Where the value is, from the root element's content: a ``ValuePath``, or
  ///     text in its syntax.
  /// - Returns: The value, if there were no errors, and every diagnostic.
  public func report<T: Decodable>(
    _ type: T.Type, fromXML text: String, atPath path: some ValuePathConvertible
  ) -> MappingReport<T> {
    report(type, fromXML: text, atPath: path, options: xmlReadingOptions)
  }

  /// How XML maps to values, and the limits, for the calls that give no `options:`; the
  /// defaults unless set.
  ///
  /// Options given with a call replace these for that call. Set them on a decoder that is
  /// configured once and handed on, such as one given to a server framework for XML bodies,
  /// whose calls give no options:
  ///
  /// ```swift
  /// var decoder = RemapDecoder()
  /// decoder.xmlReadingOptions.attributePrefix = "@"
  /// ContentConfiguration.global.use(decoder: decoder, for: .xml)   // Vapor
  /// ```
  public var xmlReadingOptions: XMLReadingOptions {
    get { formatSettings[XMLReadingOptions.self] ?? XMLReadingOptions() }
    set { formatSettings[XMLReadingOptions.self] = newValue }
  }
}

// MARK: - The work

extension RemapDecoder {
  private func decode<T: Decodable>(
    _ type: T.Type, fromXML bytes: UnsafeBufferPointer<UInt8>, isText: Bool, at path: ValuePath,
    options: XMLReadingOptions
  ) throws(RemapError) -> T {
    try unsafe XMLInput.withInput(bytes, isText: isText, options: options) {
      input throws(RemapError) in
      let (tape, arena) = try input.index(
        options: options, maximumDepth: readingOptions.maximumDepth)
      return try xmlDecoder(options).decode(
        type, tape: tape, arena: arena, atPath: path,
        xmlLocator: XMLSourceLocator(input: input, options: options))
    }
  }

  private func report<T: Decodable>(
    _ type: T.Type, fromXML bytes: UnsafeBufferPointer<UInt8>, isText: Bool, at path: ValuePath,
    options: XMLReadingOptions
  ) -> MappingReport<T> {
    let result = Result { () throws(RemapError) in
      try unsafe XMLInput.withInput(bytes, isText: isText, options: options) {
        input throws(RemapError) in
        let (tape, arena) = try input.index(
          options: options, maximumDepth: readingOptions.maximumDepth)
        return xmlDecoder(options).report(
          type, tape: tape, arena: arena, atPath: path,
          xmlLocator: XMLSourceLocator(input: input, options: options))
      }
    }
    switch result {
    case .success(let report): return report
    case .failure(let error):
      return MappingReport(value: nil, diagnostics: [Diagnostic(error: error)])
    }
  }

  /// This decoder, reading XML with `options`.
  private func xmlDecoder(_ options: XMLReadingOptions) -> RemapDecoder {
    var decoder = self
    decoder.readsXML = true
    decoder.xmlTextKey = options.textKey
    return decoder
  }
}
