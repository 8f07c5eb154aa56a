//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// One decoded line of JSON Lines, or one element of a streamed array: the value or its
/// error, and where it is in the stream.
///
/// A failed element does not end the stream, so a loop can report it and go on:
///
/// ```swift
/// for element in try decoder.lines(of: Event.self, from: url) {
///   do {
///     try store(element.get())
///   } catch {
///     print("line \(element.line): \(error.message)")
///   }
/// }
/// ```
public struct StreamedElement<Value> {
  /// The element's place in the stream, counting from 0: its index in the array, or for
  /// JSON Lines, how many non-blank lines come before it.
  public let index: Int

  /// The line the element starts on, counting from 1.
  public let line: Int

  /// The offset of the element's first byte from the start of the stream.
  public let byteOffset: Int

  private let result: Result<Value, RemapError>

  @usableFromInline
  init(index: Int, line: Int, byteOffset: Int, result: Result<Value, RemapError>) {
    self.index = index
    self.line = line
    self.byteOffset = byteOffset
    self.result = result
  }

  /// The decoded value.
  ///
  /// - Returns: The value.
  /// - Throws: The element's ``RemapError``, located in the whole stream: its line, column
  ///   and byte offset, and for an array's element, its path from the document's root
  ///   (`data.items[41].id`). The last element of a stream that ends in an error (an
  ///   unterminated array, an unreadable file) throws that error.
  public func get() throws(RemapError) -> Value {
    try result.get()
  }
}

extension StreamedElement: Sendable where Value: Sendable {}
