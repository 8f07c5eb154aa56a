//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A value that names a path inside a document: a ``ValuePath``, or its text form.
///
/// The decoder's `atPath:` parameters take any of these, so a path can be a literal, a
/// `String` built at run time, or a ``ValuePath`` made from components:
///
/// ```swift
/// let items = try decoder.decode([Item].self, from: data, atPath: "data.items")
/// let page = try decoder.decode(Page.self, from: data, atPath: "pages[\(number)]")
/// let chosen = try decoder.decode(Item.self, from: data, atPath: pathFromSettings)
/// ```
///
/// Text is parsed when the path is used; text that is not a valid path (and an invalid
/// ``ValuePath`` literal) makes the decoding fail with ``RemapError/Code/invalidPath``, never
/// a crash.
public protocol ValuePathConvertible: Sendable {
  /// The path this value names.
  ///
  /// - Throws: ``RemapError`` with code ``RemapError/Code/invalidPath`` when the value is
  ///   not a valid path.
  func valuePath() throws(RemapError) -> ValuePath
}

extension ValuePath: ValuePathConvertible {
  /// This path, when it is valid.
  ///
  /// - Returns: `self`.
  /// - Throws: This path's ``ValuePath/parsingError``, when a literal made it from text that
  ///   is not a valid path.
  public func valuePath() throws(RemapError) -> ValuePath {
    if let parsingError { throw parsingError }
    return self
  }
}

extension String: ValuePathConvertible {
  /// This text parsed as a key path, as ``ValuePath/init(parsing:)`` does.
  ///
  /// - Returns: The path.
  /// - Throws: ``RemapError`` with code ``RemapError/Code/invalidPath`` when the text is not
  ///   a valid path.
  public func valuePath() throws(RemapError) -> ValuePath { try ValuePath(parsing: self) }
}

extension Substring: ValuePathConvertible {
  /// This text parsed as a key path, as ``ValuePath/init(parsing:)`` does.
  ///
  /// - Returns: The path.
  /// - Throws: ``RemapError`` with code ``RemapError/Code/invalidPath`` when the text is not
  ///   a valid path.
  public func valuePath() throws(RemapError) -> ValuePath { try ValuePath(parsing: String(self)) }
}
