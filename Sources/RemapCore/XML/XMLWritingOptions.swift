//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// How values are written as XML: which keys become attributes, and the layout.
///
/// Members become child elements unless they are chosen as attributes, by name in
/// ``attributeKeys`` or by the ``attributePrefix`` marker at the start of their key:
///
/// ```swift
/// var options = XMLWritingOptions(attributeKeys: ["id"], prettyPrinted: true)
/// try (["id": 7, "name": "Ada"] as JSON).xmlSerialized(rootElement: "user", options: options)
/// // <?xml version="1.0" encoding="UTF-8"?>
/// // <user id="7">
/// //   <name>Ada</name>
/// // </user>
/// ```
public struct XMLWritingOptions: Sendable, Hashable {
  /// The keys whose values are written as attributes, at any depth; none by default.
  public var attributeKeys: Set<String>

  /// A marker at the start of a key that makes it an attribute, written without the marker;
  /// empty (no marker) by default.
  ///
  /// `"@"` writes `{"@id": 7}` as `id="7"`, the form that
  /// ``XMLReadingOptions/attributePrefix`` `"@"` reads back.
  public var attributePrefix: String

  /// The key whose value is written as the element's text; `"#text"` by default, as
  /// ``XMLReadingOptions/textKey`` reads it.
  public var textKey: String

  /// Whether each child element starts on a new line, indented by two spaces per level;
  /// `false` by default.
  public var prettyPrinted: Bool

  /// Whether the output starts with `<?xml version="1.0" encoding="UTF-8"?>`; `true` by
  /// default.
  public var includesDeclaration: Bool

  /// Creates writing options.
  ///
  /// - Parameters:
  ///   - attributeKeys: The keys written as attributes. The default is none.
  ///   - attributePrefix: The marker of attribute keys. The default is none.
  ///   - textKey: The key of an element's text. The default is `"#text"`.
  ///   - prettyPrinted: Whether to indent. The default is `false`.
  ///   - includesDeclaration: Whether to write the XML declaration. The default is `true`.
  public init(
    attributeKeys: Set<String> = [],
    attributePrefix: String = "",
    textKey: String = "#text",
    prettyPrinted: Bool = false,
    includesDeclaration: Bool = true
  ) {
    self.attributeKeys = attributeKeys
    self.attributePrefix = attributePrefix
    self.textKey = textKey
    self.prettyPrinted = prettyPrinted
    self.includesDeclaration = includesDeclaration
  }
}
