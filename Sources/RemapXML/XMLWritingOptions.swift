//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// How values are written as XML: which keys become attributes, the namespaces declared, and
/// the layout.
///
/// Members become child elements unless they are chosen as attributes: by name in
/// ``attributeKeys`` (in every element), by element and name in ``attributesByElement``, or by
/// the ``attributePrefix`` marker at the start of their key. Without a prefix, namespace
/// declarations (`xmlns`, `xmlns:itunes` with a string value) are attributes; with one, they
/// are marked like any attribute (`@xmlns:itunes`), as ``XMLReadingOptions/attributePrefix``
/// reads them, and an unmarked `xmlns:itunes` is an element of that name. An array or object
/// under such a key is always an element.
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
  /// The keys whose values are written as attributes, in every element; none by default.
  public var attributeKeys: Set<String>

  /// The keys written as attributes in the elements of one name: element name to keys; none
  /// by default.
  ///
  /// Where one name is an attribute in one element and a child element in another, as RSS
  /// has it (`<enclosure url="...">` beside `<image><url>...</url></image>`), name the
  /// element:
  ///
  /// ```swift
  /// var options = XMLWritingOptions()
  /// options.attributesByElement = ["enclosure": ["url", "length", "type"]]
  /// // <enclosure url="https://example.com/1.mp3" length="1024" type="audio/mpeg"/>
  /// // <image><url>https://example.com/logo.png</url></image>
  /// ```
  public var attributesByElement: [String: Set<String>] = [:]

  /// Namespaces declared on the root element: prefix to URI; none by default.
  ///
  /// `["itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd"]` writes
  /// `xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"` on the root, so that
  /// `itunes:author` elements are namespace-well-formed; the prefix `""` declares the default
  /// namespace (`xmlns="..."`). Declarations are written in the order of their prefixes,
  /// after those the root's value holds itself. A document read with
  /// ``JSON/init(parsingXML:options:)-(String,_)`` keeps its root's declarations as `xmlns:...`
  /// members, which are written back as attributes with no option.
  public var namespaces: [String: String] = [:]

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
