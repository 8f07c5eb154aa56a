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
  /// Parses JSON text.
  ///
  /// ```swift
  /// let json = try JSON(parsing: #"{"name": "Ada", "tags": [1, 2.5, true, null]}"#)
  /// ```
  ///
  /// - Parameters:
  ///   - text: The JSON text.
  ///   - options: How strictly to read, and the limits. The default is strict RFC 8259.
  /// - Throws: ``RemapError`` naming the first error, with its line and column.
  /// - Complexity: O(*n*) in the length of the text.
  public init(parsing text: String, options: JSONReadingOptions = .strict) throws(RemapError) {
    var text = text
    let result = text.withUTF8 { bytes in
      Result { () throws(RemapError) in try unsafe JSON.parse(bytes, options: options) }
    }
    self = try result.get()
  }

  /// Parses UTF-8 JSON text from bytes: `[UInt8]`, `Data`, or any contiguous bytes.
  ///
  /// - Parameters:
  ///   - bytes: The UTF-8 encoded JSON text.
  ///   - options: How strictly to read, and the limits. The default is strict RFC 8259.
  /// - Throws: ``RemapError`` naming the first error, with its line and column.
  /// - Complexity: O(*n*) in the number of bytes.
  public init(
    parsing bytes: some ContiguousBytes, options: JSONReadingOptions = .strict
  ) throws(RemapError) {
    let result = unsafe bytes.withUnsafeBytes { raw in
      let bytes = unsafe raw.assumingMemoryBound(to: UInt8.self)
      return Result { () throws(RemapError) in try unsafe JSON.parse(bytes, options: options) }
    }
    self = try result.get()
  }

  /// Parses bytes into a tree, in one pass: the scanner builds the tree as it reads, with
  /// no tape in between (see `JSONTreeSink`).
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, options: JSONReadingOptions
  ) throws(RemapError) -> JSON {
    // The workspace's repeated-key finder, whose buffers the parses before allocated.
    let workspace = SharedScanWorkspace.take()
    defer { SharedScanWorkspace.giveBack(workspace) }
    do {
      return try unsafe JSONScanner.parseTree(bytes, options: options, workspace: workspace)
    } catch {
      throw unsafe error.remapError(in: bytes)
    }
  }
}
