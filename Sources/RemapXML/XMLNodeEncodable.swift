//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// A type that chooses which of its properties ``RemapEncoder/encodeXML(_:rootElement:)``
/// writes as attributes of its element, and which as child elements.
///
/// The choice belongs to the type, not to a key's name, so one name can be an attribute in
/// one element and a child element in another, as RSS has it:
///
/// ```swift
/// struct Enclosure: Codable, XMLNodeEncodable {
///   var url: URL
///   var length: Int
///   var type: String
///
///   static func xmlNodeEncoding(forKey key: any CodingKey) -> XMLNodeEncoding { .attribute }
/// }
/// struct Image: Codable {   // not XMLNodeEncodable: its `url` stays a child element
///   var url: URL
/// }
/// // <enclosure url="https://example.com/1.mp3" length="1024" type="audio/mpeg"/>
/// // <image><url>https://example.com/logo.png</url></image>
/// ```
///
/// The choice applies to the keys of the type's own keyed container, before the encoder's
/// ``RemapEncoder/keyStyle`` renames them; the values of nested types follow their own types'
/// choices. It adds to ``XMLWritingOptions/attributeKeys``,
/// ``XMLWritingOptions/attributesByElement`` and ``XMLWritingOptions/attributePrefix``, which
/// still apply, and it only affects XML: ``RemapEncoder/encode(_:)`` and
/// ``RemapEncoder/encodeJSON(_:)`` write the same members either way. ``RemapDecoder`` reads a
/// property from an attribute or a child element alike, so the type decodes what it encoded.
public protocol XMLNodeEncodable: Encodable {
  /// Whether the property of `key` is written as an attribute or as a child element.
  ///
  /// - Parameter key: A key of the type's own keyed container, as its `encode(to:)` passes
  ///   it (compare `key.stringValue`, or cast it to the type's `CodingKeys`).
  /// - Returns: ``XMLNodeEncoding/attribute`` or ``XMLNodeEncoding/element``.
  static func xmlNodeEncoding(forKey key: any CodingKey) -> XMLNodeEncoding
}
