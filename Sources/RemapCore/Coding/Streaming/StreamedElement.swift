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

  @usableFromInline let result: Result<Value, RemapError>

  /// Every diagnostic of the element's decoding, when the stream collects reports.
  @usableFromInline let diagnostics: [Diagnostic]?

  /// Specialized in the caller, as ``get()`` is: made out of line, each element would be
  /// copied and destroyed through the runtime's generic value witnesses.
  @inlinable
  init(index: Int, line: Int, byteOffset: Int, result: Result<Value, RemapError>) {
    self.index = index
    self.line = line
    self.byteOffset = byteOffset
    self.result = result
    diagnostics = nil
  }

  /// An element decoded as a report: its value, when it has no error, and otherwise the
  /// first error.
  @usableFromInline
  init(index: Int, line: Int, byteOffset: Int, report: MappingReport<Value>) {
    self.index = index
    self.line = line
    self.byteOffset = byteOffset
    if let value = report.value {
      result = .success(value)
    } else {
      result = .failure(Self.firstError(of: report))
    }
    diagnostics = report.diagnostics
  }

  /// The decoded value.
  ///
  /// - Returns: The value.
  /// - Throws: The element's ``RemapError``, located in the whole stream: its line, column
  ///   and byte offset, and for an array's element, its path from the document's root
  ///   (`data.items[41].id`). The last element of a stream that ends in an error (an
  ///   unterminated array, an unreadable file) throws that error.
  @inlinable
  public func get() throws(RemapError) -> Value {
    // Specialized in the caller, so that no `Result` metadata is looked up per element.
    try result.get()
  }

  /// The element's report, as ``RemapDecoder/report(_:from:)-(_,ContiguousBytes)`` gives
  /// for a document: the value, when there was no error, and the diagnostics.
  ///
  /// ```swift
  /// let options = StreamingOptions(collectsReports: true)
  /// for element in try decoder.lines(of: Event.self, from: url, options: options) {
  ///   for diagnostic in element.report().diagnostics {
  ///     print("line \(element.line): \(diagnostic)")
  ///   }
  /// }
  /// ```
  ///
  /// When the stream's ``StreamingOptions/collectsReports`` is on, the report lists every
  /// error and every recovery of the element (a value coerced, a default used, an unknown
  /// key under ``RemapDecoder/unknownKeys``), each placed in the stream like the element's
  /// errors: its location's line, column and byte offset count from the start of the
  /// stream, and an array element's paths start from the document's root
  /// (`data.items[41].price`). Otherwise the element was decoded without recording
  /// recoveries, and the report holds only the error that failed it, if any.
  ///
  /// - Returns: The element's report.
  public func report() -> MappingReport<Value> {
    if let diagnostics {
      return MappingReport(value: try? result.get(), diagnostics: diagnostics)
    }
    switch result {
    case .success(let value):
      return MappingReport(value: value, diagnostics: [])
    case .failure(let error):
      return MappingReport(value: nil, diagnostics: [Diagnostic(error: error)])
    }
  }

  /// The first error of a report without a value, as a ``RemapError``.
  static func firstError(of report: MappingReport<Value>) -> RemapError {
    guard let first = report.errors.first else {
      return RemapError(.decodingFailed, "the element could not be decoded")
    }
    return RemapError(first.code, first.message, path: first.path, location: first.location)
  }
}

extension StreamedElement: Sendable where Value: Sendable {}
