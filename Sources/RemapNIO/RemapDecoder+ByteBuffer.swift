//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if NIO
  public import NIOCore
  public import RemapCore

  extension RemapDecoder {
    /// Decodes a value from the UTF-8 JSON in a buffer's readable bytes, read in place.
    ///
    /// The bytes are neither copied into `Data` nor moved: the buffer's reader index stays
    /// where it is, so the same buffer can be read again.
    ///
    /// ```swift
    /// let user = try RemapDecoder().decode(User.self, from: buffer)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - buffer: The JSON text, between the buffer's reader and writer indices.
    /// - Returns: The decoded value.
    /// - Throws: ``RemapError`` naming the first problem, its path, and its line and column.
    public func decode<T: Decodable>(
      _ type: T.Type, from buffer: ByteBuffer
    ) throws(RemapError) -> T {
      let result = buffer.withUnsafeReadableBytes { bytes in
        Result { () throws(RemapError) in try decode(type, from: bytes) }
      }
      return try result.get()
    }

    /// Decodes a value from the XML in a buffer's readable bytes, read in place with the
    /// decoder's `xmlReadingOptions`.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - buffer: The XML text, between the buffer's reader and writer indices: UTF-8,
    ///     UTF-16 with a byte order mark, or ISO-8859-1 or US-ASCII as its declaration says.
    /// - Returns: The decoded value.
    /// - Throws: ``RemapError``: for malformed XML, with its line and column; otherwise with
    ///   the path of the value that failed.
    public func decode<T: Decodable>(
      _ type: T.Type, fromXML buffer: ByteBuffer
    ) throws(RemapError) -> T {
      try decode(type, fromXML: buffer, options: xmlReadingOptions)
    }

    /// Decodes a value from the XML in a buffer's readable bytes, read in place with
    /// `options`.
    ///
    /// ```swift
    /// let feed = try RemapDecoder().decode(
    ///   Feed.self, fromXML: buffer, options: XMLReadingOptions(attributePrefix: "@"))
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - buffer: The XML text, between the buffer's reader and writer indices: UTF-8,
    ///     UTF-16 with a byte order mark, or ISO-8859-1 or US-ASCII as its declaration says.
    ///   - options: How XML maps to values, and the limits.
    /// - Returns: The decoded value.
    /// - Throws: ``RemapError``: for malformed XML, with its line and column; otherwise with
    ///   the path of the value that failed.
    public func decode<T: Decodable>(
      _ type: T.Type, fromXML buffer: ByteBuffer, options: XMLReadingOptions
    ) throws(RemapError) -> T {
      let result = buffer.withUnsafeReadableBytes { bytes in
        Result { () throws(RemapError) in try decode(type, fromXML: bytes, options: options) }
      }
      return try result.get()
    }

    /// Decodes a value from the UTF-8 JSON in a buffer's readable bytes and reports every
    /// problem found.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - buffer: The JSON text, between the buffer's reader and writer indices.
    /// - Returns: The value, if there were no errors, and every diagnostic.
    public func report<T: Decodable>(
      _ type: T.Type, from buffer: ByteBuffer
    ) -> MappingReport<T> {
      buffer.withUnsafeReadableBytes { bytes in report(type, from: bytes) }
    }
  }
#endif
