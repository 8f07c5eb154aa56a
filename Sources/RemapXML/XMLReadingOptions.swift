//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// How XML maps to the value model, and the limits that protect against hostile input.
///
/// The defaults follow the XML mapping (see <doc:XML>): attributes keep their plain names,
/// text is trimmed, and the root element's content is the document's value.
///
/// ```swift
/// let feed = try JSON(parsingXML: data)                                  // defaults
/// var options = XMLReadingOptions()
/// options.attributePrefix = "@"          // <item id="7"> reads as {"@id": "7"}
/// options.keepsRootElement = true        // {"feed": {...}} instead of {...}
/// let marked = try JSON(parsingXML: data, options: options)
/// ```
public struct XMLReadingOptions: Sendable, Hashable {
  /// The text put before each attribute's name to make its key; empty by default.
  ///
  /// With no prefix `<item id="7">` reads as `{"id": "7"}`; `"@"` keeps attributes apart
  /// from elements: `{"@id": "7"}`.
  public var attributePrefix: String

  /// The key of an element's text when it also has attributes or child elements;
  /// `"#text"` by default.
  public var textKey: String

  /// Whether leading and trailing whitespace (space, tab, line feed, carriage return) is
  /// removed from text; `true` by default.
  ///
  /// Whitespace-only text between child elements is indentation and is dropped, unless the
  /// element has other text (mixed content), whose spaces are kept.
  public var trimsWhitespace: Bool

  /// Whether the document's value is `{rootName: content}` rather than the root element's
  /// content; `false` by default.
  public var keepsRootElement: Bool

  /// The deepest nesting of elements accepted; 512 by default.
  ///
  /// Deeper input fails with ``RemapError/Code/depthLimitExceeded``.
  ///
  /// Parsing never recurses, so any limit is safe from stack overflow.
  public var maximumDepth: Int

  /// The most attributes one element may have; 256 by default.
  ///
  /// More fail with ``RemapError/Code/sizeLimitExceeded``.
  public var maximumAttributeCount: Int

  /// The longest element or attribute name accepted, in bytes; 1,024 by default.
  ///
  /// Longer names fail with ``RemapError/Code/sizeLimitExceeded``.
  public var maximumNameLength: Int

  /// The largest input accepted, in bytes; 1 GiB by default.
  ///
  /// Larger input fails with ``RemapError/Code/sizeLimitExceeded`` before any parsing.
  public var maximumInputSize: Int

  /// Creates reading options.
  ///
  /// - Parameters:
  ///   - attributePrefix: The text before attribute keys. The default is none.
  ///   - textKey: The key of text beside attributes or elements. The default is `"#text"`.
  ///   - trimsWhitespace: Whether text is trimmed. The default is `true`.
  ///   - keepsRootElement: Whether the root element's name is kept. The default is `false`.
  ///   - maximumDepth: The deepest nesting accepted. The default is 512.
  ///   - maximumAttributeCount: The most attributes per element. The default is 256.
  ///   - maximumNameLength: The longest name in bytes. The default is 1,024.
  ///   - maximumInputSize: The largest input in bytes. The default is 1 GiB.
  public init(
    attributePrefix: String = "",
    textKey: String = "#text",
    trimsWhitespace: Bool = true,
    keepsRootElement: Bool = false,
    maximumDepth: Int = 512,
    maximumAttributeCount: Int = 256,
    maximumNameLength: Int = 1024,
    maximumInputSize: Int = 1 << 30
  ) {
    self.attributePrefix = attributePrefix
    self.textKey = textKey
    self.trimsWhitespace = trimsWhitespace
    self.keepsRootElement = keepsRootElement
    self.maximumDepth = maximumDepth
    self.maximumAttributeCount = maximumAttributeCount
    self.maximumNameLength = maximumNameLength
    self.maximumInputSize = maximumInputSize
  }
}
