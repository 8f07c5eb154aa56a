//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Decodes `Decodable` types from JSON bytes, forgiving by default and exact on request.
///
/// ```swift
/// struct User: Decodable { var id: Int; var name: String; var createdAt: Date }
///
/// let decoder = RemapDecoder()
/// let user = try decoder.decode(User.self, from: #"{"ID": "42", "name": "Ada", "created_at": "2016-01-17T16:13:00-0800"}"#)
/// ```
///
/// The defaults forgive what sloppy services send: keys match fuzzily (`created_at` reads
/// as `createdAt`), values convert leniently (`"42"` reads as `42`), and dates in the common
/// formats decode automatically. ``strict`` gives Foundation's `JSONDecoder` semantics
/// exactly.
///
/// A decoder is a value: configure a copy, share it freely across threads.
///
/// When decoding fails, the error is a ``RemapError`` that names the path in the document,
/// what was expected and what was found, and, for text input, the line and column:
///
/// ```
/// error: expected Int, found "forty-two"
///  --> input:1:8, at id
/// 1 | {"id": "forty-two"}
///   |        ^
/// ```
public struct RemapDecoder: Sendable {
  /// How keys are matched; ``KeyMatching/fuzzy`` by default.
  public var keyMatching: KeyMatching = .fuzzy

  /// How values are converted; ``Coercion/lenient`` by default.
  public var coercion: Coercion = .lenient

  /// How dates are read; ``DateDecodingStrategy/automatic`` by default.
  public var dateDecoding: DateDecodingStrategy = .automatic

  /// How `Data` is read; ``DataDecodingStrategy/base64`` by default.
  public var dataDecoding: DataDecodingStrategy = .base64

  /// What happens when a key a non-optional property needs is missing;
  /// ``MissingValuePolicy/error`` by default.
  public var missingValues: MissingValuePolicy = .error

  /// What happens when a non-optional property's value is `null`;
  /// ``NullValuePolicy/error`` by default.
  public var nullValues: NullValuePolicy = .error

  /// How strings such as `"NaN"` and `"Infinity"` are read as `Double` and `Float`;
  /// ``NonConformingFloatDecodingStrategy/throw`` by default.
  public var nonConformingFloatDecoding: NonConformingFloatDecodingStrategy = .throw

  /// What happens when a value cannot be converted for an optional property;
  /// ``InvalidValuePolicy/error`` by default.
  public var invalidValues: InvalidValuePolicy = .error

  /// Whether an array element or a dictionary value that fails to decode is dropped (and
  /// recorded in the report) instead of failing the whole collection; `false` by default.
  public var lossyCollections = false

  /// What happens with keys the type never asks for; ``UnknownKeyPolicy/ignore`` by default.
  public var unknownKeys: UnknownKeyPolicy = .ignore

  /// How JSON text is read, and the limits for hostile input.
  ///
  /// ``JSONReadingOptions/maximumDepth`` applies to `JSON` and `[String: Any]` input too,
  /// since decoding recurses once per level of the model; see <doc:LimitsAndSecurity>.
  public var readingOptions: JSONReadingOptions = .strict

  /// Settings of the format modules, such as RemapXML's `xmlReadingOptions`.
  package var formatSettings = FormatSettings()

  /// Whether this copy decodes XML (set by RemapXML's entry points); checked only on failure
  /// paths.
  ///
  /// Empty elements then read as empty arrays and objects, and as `nil` for optionals
  /// (see TapeDecoder+XML.swift).
  package var readsXML = false

  /// When decoding XML, the key of an element's text beside its attributes or children, so
  /// that such an element reads as its text where a string is expected.
  package var xmlTextKey = "#text"

  /// Whether ``Mappable`` types decode through their fast path; `false` decodes them
  /// through `init(from:)`, for comparing the two (the benchmark and the equivalence tests).
  package var mappableFastPath = true

  /// Values that a type's `init(from:)` can read through `Decoder.userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// The value transforms applied while decoding, by type or by key path; none by default.
  ///
  /// ```swift
  /// decoder.transforms.register(HexColorTransform())
  /// ```
  public var transforms = TransformRegistry()

  /// Creates a decoder with the forgiving defaults.
  public init() {}

  /// A decoder with Foundation's `JSONDecoder` semantics: exact keys, strict coercion, and
  /// dates in `Date`'s own format.
  public static let strict: RemapDecoder = {
    var decoder = RemapDecoder()
    decoder.keyMatching = .exact
    decoder.coercion = .strict
    decoder.dateDecoding = .deferredToDate
    return decoder
  }()
}

// MARK: - Decoding

// Every source has the same four entry points: `decode(_:from:)`, `decode(_:from:atPath:)`,
// `report(_:from:)` and `report(_:from:atPath:)` (`fromXML:` for XML). A `String` is always
// JSON text; a `JSON` value is passed as one.

extension RemapDecoder {
  /// Decodes a value from UTF-8 JSON bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - bytes: The JSON text.
  /// - Returns: The decoded value.
  /// - Throws: ``RemapError`` naming the first problem, its path, and its line and column.
  public func decode<T: Decodable>(
    _ type: T.Type, from bytes: some ContiguousBytes
  ) throws(RemapError) -> T {
    try decode(type, from: bytes, at: ValuePath())
  }

  /// Decodes the value at a key path inside a document, such as the `"data.items"` of an
  /// envelope, without decoding the rest.
  ///
  /// ```swift
  /// let items = try decoder.decode([Item].self, from: data, atPath: "data.items")
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - bytes: The JSON text.
  ///   - path: Where the value is, from the document's root: a ``ValuePath``, or text in its
  ///     syntax (a literal or a `String` built at run time).
  /// - Returns: The decoded value.
  /// - Throws: ``RemapError``, with code ``RemapError/Code/keyNotFound`` when the path is not
  ///   in the document, and ``RemapError/Code/invalidPath`` when the text is not a path.
  public func decode<T: Decodable>(
    _ type: T.Type, from bytes: some ContiguousBytes, atPath path: some ValuePathConvertible
  ) throws(RemapError) -> T {
    try decode(type, from: bytes, at: try path.valuePath())
  }

  /// Decodes a value from JSON text.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - text: The JSON text.
  /// - Returns: The decoded value.
  /// - Throws: ``RemapError`` naming the first problem, its path, and its line and column.
  public func decode<T: Decodable>(_ type: T.Type, from text: String) throws(RemapError) -> T {
    try decode(type, from: text, at: ValuePath())
  }

  /// Decodes the value at a key path inside JSON text, without decoding the rest.
  ///
  /// ```swift
  /// let items = try decoder.decode([Item].self, from: responseText, atPath: "data.items")
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - text: The JSON text.
  ///   - path: Where the value is, from the document's root: a ``ValuePath``, or text in its
  ///     syntax.
  /// - Returns: The decoded value.
  /// - Throws: ``RemapError``, with code ``RemapError/Code/keyNotFound`` when the path is not
  ///   in the document, and ``RemapError/Code/invalidPath`` when the text is not a path.
  public func decode<T: Decodable>(
    _ type: T.Type, from text: String, atPath path: some ValuePathConvertible
  ) throws(RemapError) -> T {
    try decode(type, from: text, at: try path.valuePath())
  }

  private func decode<T: Decodable>(
    _ type: T.Type, from bytes: some ContiguousBytes, at path: ValuePath
  ) throws(RemapError) -> T {
    let result = unsafe bytes.withUnsafeBytes { raw in
      let bytes = unsafe raw.assumingMemoryBound(to: UInt8.self)
      return Result { () throws(RemapError) in
        try unsafe decode(type, fromUTF8: bytes, at: path)
      }
    }
    return try result.get()
  }

  private func decode<T: Decodable>(
    _ type: T.Type, from text: String, at path: ValuePath
  ) throws(RemapError) -> T {
    // Read the string's UTF-8 in place; only a string not stored as UTF-8 is copied.
    var text = text
    let result = text.withUTF8 { bytes in
      Result { () throws(RemapError) in
        try unsafe decode(type, fromUTF8: bytes, at: path)
      }
    }
    return try result.get()
  }

  private func decode<T: Decodable>(
    _ type: T.Type, fromUTF8 bytes: UnsafeBufferPointer<UInt8>, at path: ValuePath
  ) throws(RemapError) -> T {
    try unsafe withScannedTape(ofUTF8: bytes) { tape throws(RemapError) in
      // The source is a temporary: the tape is the decoding's last reference, unless a model
      // kept its decoder.
      try TapeDecoder.decode(
        type, from: unsafe TapeSource(tape: tape, bytes: bytes), atPath: path, options: self)
    }
  }

  /// Scans `bytes` into a tape with the shared workspace, calls `body` with it, then frees
  /// the tape and puts the workspace back.
  ///
  /// The workspace holds the tape's words and the scanner's buffers of the decoding before:
  /// small documents decoded one after another would otherwise allocate them anew each time.
  private func withScannedTape<Value>(
    ofUTF8 bytes: UnsafeBufferPointer<UInt8>,
    _ body: (JSONTape) throws(RemapError) -> Value
  ) throws(RemapError) -> Value {
    let workspace = SharedScanWorkspace.take()
    let tape: JSONTape
    do {
      tape = try unsafe JSONScanner.scan(bytes, options: readingOptions, workspace: workspace)
    } catch {
      SharedScanWorkspace.giveBack(workspace)
      throw unsafe error.remapError(in: bytes)
    }
    let value: Value
    do {
      value = try body(tape)
    } catch {
      SharedScanWorkspace.giveBack(workspace, freeing: consume tape)
      throw error
    }
    SharedScanWorkspace.giveBack(workspace, freeing: consume tape)
    return value
  }
}

extension RemapDecoder {
  /// Scans JSON bytes as decoding does and decodes nothing: the benchmark's "scan" row, which
  /// shows how much of a decode is left for building the model.
  ///
  /// - Parameter bytes: The JSON text.
  /// - Returns: The number of entries of the document's tape.
  /// - Throws: ``RemapError`` when the text is not valid JSON.
  package func scannedEntryCount(of bytes: some ContiguousBytes) throws(RemapError) -> Int {
    let result = unsafe bytes.withUnsafeBytes { raw in
      let bytes = unsafe raw.assumingMemoryBound(to: UInt8.self)
      return Result { () throws(RemapError) in try unsafe scannedEntryCount(ofUTF8: bytes) }
    }
    return try result.get()
  }

  private func scannedEntryCount(
    ofUTF8 bytes: UnsafeBufferPointer<UInt8>
  ) throws(RemapError) -> Int {
    // The workspace a decode scans with, so that the row times what a decode's scan does.
    try unsafe withScannedTape(ofUTF8: bytes) { tape in tape.count }
  }
}

// MARK: - Decoding trees

extension RemapDecoder {
  /// Decodes a value from a `JSON` value, with the same rules as from JSON text.
  ///
  /// ```swift
  /// let json = try JSON(parsing: data)
  /// let user = try decoder.decode(User.self, from: json["data"] ?? nil)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - json: The value to decode from.
  /// - Returns: The decoded value.
  /// - Throws: ``RemapError`` naming the first problem and its path.
  public func decode<T: Decodable>(_ type: T.Type, from json: JSON) throws(RemapError) -> T {
    try decode(type, from: json, atPath: ValuePath(), xmlLocator: nil)
  }

  /// Decodes the value at a key path inside a `JSON` value.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - json: The value to decode from.
  ///   - path: Where the value is, from `json`: a ``ValuePath``, or text in its syntax.
  /// - Returns: The decoded value.
  /// - Throws: ``RemapError``, with code ``RemapError/Code/keyNotFound`` when the path is not
  ///   in the value, and ``RemapError/Code/invalidPath`` when the text is not a path.
  public func decode<T: Decodable>(
    _ type: T.Type, from json: JSON, atPath path: some ValuePathConvertible
  ) throws(RemapError) -> T {
    try decode(type, from: json, atPath: try path.valuePath(), xmlLocator: nil)
  }

  /// Decodes a value from a `JSON` value, with locations in the XML it came from, if any.
  func decode<T: Decodable>(
    _ type: T.Type, from json: JSON, atPath path: ValuePath, xmlLocator: (any TapeLocator)?
  ) throws(RemapError) -> T {
    let (tape, arena) = try JSONTreeIndexer.index(
      json, maximumDepth: readingOptions.maximumDepth)
    return try decode(type, tape: tape, arena: arena, atPath: path, xmlLocator: xmlLocator)
  }

  /// Decodes a value from a tape indexed from a tree or from XML.
  package func decode<T: Decodable>(
    _ type: T.Type, tape: JSONTape, arena: [UInt8], atPath path: ValuePath,
    xmlLocator: (any TapeLocator)?
  ) throws(RemapError) -> T {
    let result = unsafe arena.withUnsafeBufferPointer { bytes in
      Result { () throws(RemapError) in
        let source = unsafe TapeSource(
          tape: tape, bytes: bytes, isText: false, xmlLocator: xmlLocator)
        return try TapeDecoder.decode(type, from: source, atPath: path, options: self)
      }
    }
    return try result.get()
  }

  /// Decodes a value from a `JSON` value and reports every problem found.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - json: The value to decode from.
  /// - Returns: The value, if there were no errors, and every diagnostic.
  public func report<T: Decodable>(_ type: T.Type, from json: JSON) -> MappingReport<T> {
    report(type, from: json, atPath: ValuePath(), xmlLocator: nil)
  }

  /// Decodes the value at a key path inside a `JSON` value and reports every problem found.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - json: The value to decode from.
  ///   - path: Where the value is, from `json`: a ``ValuePath``, or text in its syntax.
  /// - Returns: The value, if there were no errors, and every diagnostic; a path that is not
  ///   in the value, or text that is not a path, is an error.
  public func report<T: Decodable>(
    _ type: T.Type, from json: JSON, atPath path: some ValuePathConvertible
  ) -> MappingReport<T> {
    withPath(path) { path in report(type, from: json, atPath: path, xmlLocator: nil) }
  }

  /// Decodes a value from a `JSON` value and reports every problem found, with locations in
  /// the XML it came from, if any.
  func report<T: Decodable>(
    _ type: T.Type, from json: JSON, atPath path: ValuePath, xmlLocator: (any TapeLocator)?
  ) -> MappingReport<T> {
    let tape: JSONTape
    let arena: [UInt8]
    do {
      (tape, arena) = try JSONTreeIndexer.index(json, maximumDepth: readingOptions.maximumDepth)
    } catch {
      return MappingReport(value: nil, diagnostics: [Diagnostic(error: error)])
    }
    return report(type, tape: tape, arena: arena, atPath: path, xmlLocator: xmlLocator)
  }

  /// Decodes a value from a tape indexed from a tree or from XML, and reports every problem
  /// found.
  package func report<T: Decodable>(
    _ type: T.Type, tape: JSONTape, arena: [UInt8], atPath path: ValuePath,
    xmlLocator: (any TapeLocator)?
  ) -> MappingReport<T> {
    unsafe arena.withUnsafeBufferPointer { bytes in
      let source = unsafe TapeSource(
        tape: tape, bytes: bytes, isText: false, xmlLocator: xmlLocator)
      return TapeDecoder.report(type, from: source, atPath: path, options: self)
    }
  }

  /// The report of `body` run with `path` parsed, or a report of the path's own error.
  package func withPath<T>(
    _ path: some ValuePathConvertible, _ body: (ValuePath) -> MappingReport<T>
  ) -> MappingReport<T> {
    do throws(RemapError) {
      return body(try path.valuePath())
    } catch {
      return MappingReport(value: nil, diagnostics: [Diagnostic(error: error)])
    }
  }
}

// MARK: - Reports

extension RemapDecoder {
  /// Decodes a value and reports every problem found: every missing required key, every
  /// failed conversion, every invalid element, not just the first; and every recovery made,
  /// such as a value coerced or a default used.
  ///
  /// ```swift
  /// let report = RemapDecoder().report(User.self, from: data)
  /// for diagnostic in report.diagnostics {
  ///   print(diagnostic.severity, diagnostic.code, diagnostic.path, diagnostic.message)
  /// }
  /// ```
  ///
  /// The decoding is one pass. After an error, the decoder carries on with a placeholder
  /// (a type default, or a value decoded as if from an empty object) so that it can find the
  /// problems further on; the report's ``MappingReport/value`` is therefore `nil` whenever
  /// there is an error, never a value with placeholders in it.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - bytes: UTF-8 JSON text.
  /// - Returns: The value, if there were no errors, and every diagnostic.
  public func report<T: Decodable>(
    _ type: T.Type, from bytes: some ContiguousBytes
  ) -> MappingReport<T> {
    report(type, from: bytes, at: ValuePath())
  }

  /// Decodes the value at a key path inside a document and reports every problem found.
  ///
  /// ```swift
  /// let report = decoder.report([Item].self, from: data, atPath: "data.items")
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - bytes: UTF-8 JSON text.
  ///   - path: Where the value is, from the document's root: a ``ValuePath``, or text in its
  ///     syntax.
  /// - Returns: The value, if there were no errors, and every diagnostic; a path that is not
  ///   in the document, or text that is not a path, is an error.
  public func report<T: Decodable>(
    _ type: T.Type, from bytes: some ContiguousBytes, atPath path: some ValuePathConvertible
  ) -> MappingReport<T> {
    withPath(path) { path in report(type, from: bytes, at: path) }
  }

  /// Decodes a value from JSON text and reports every problem found.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - text: The JSON text.
  /// - Returns: The value, if there were no errors, and every diagnostic.
  public func report<T: Decodable>(_ type: T.Type, from text: String) -> MappingReport<T> {
    report(type, from: text, at: ValuePath())
  }

  /// Decodes the value at a key path inside JSON text and reports every problem found.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - text: The JSON text.
  ///   - path: Where the value is, from the document's root: a ``ValuePath``, or text in its
  ///     syntax.
  /// - Returns: The value, if there were no errors, and every diagnostic; a path that is not
  ///   in the document, or text that is not a path, is an error.
  public func report<T: Decodable>(
    _ type: T.Type, from text: String, atPath path: some ValuePathConvertible
  ) -> MappingReport<T> {
    withPath(path) { path in report(type, from: text, at: path) }
  }

  private func report<T: Decodable>(
    _ type: T.Type, from bytes: some ContiguousBytes, at path: ValuePath
  ) -> MappingReport<T> {
    unsafe bytes.withUnsafeBytes { raw in
      unsafe report(type, fromUTF8: raw.assumingMemoryBound(to: UInt8.self), at: path)
    }
  }

  private func report<T: Decodable>(
    _ type: T.Type, from text: String, at path: ValuePath
  ) -> MappingReport<T> {
    var text = text
    return text.withUTF8 { unsafe report(type, fromUTF8: $0, at: path) }
  }

  private func report<T: Decodable>(
    _ type: T.Type, fromUTF8 bytes: UnsafeBufferPointer<UInt8>, at path: ValuePath
  ) -> MappingReport<T> {
    let tape: JSONTape
    do {
      tape = try unsafe JSONScanner.scan(bytes, options: readingOptions)
    } catch {
      let error = unsafe error.remapError(in: bytes)
      return MappingReport(value: nil, diagnostics: [Diagnostic(error: error)])
    }
    let source = unsafe TapeSource(tape: tape, bytes: bytes)
    return TapeDecoder.report(type, from: source, atPath: path, options: self)
  }
}
