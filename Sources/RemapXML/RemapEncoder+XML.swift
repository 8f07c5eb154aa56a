//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

extension RemapEncoder {
  /// Encodes a value as an XML document whose root element is `rootElement`.
  ///
  /// The value encodes as a `JSON` value with this encoder's settings (key style, dates,
  /// `nil`), which is then written as XML (see ``JSON/xmlSerialized(rootElement:options:)``):
  /// properties become child elements, or attributes when their type chooses them
  /// (``XMLNodeEncodable``) or ``xmlWritingOptions`` does, and arrays become repeated
  /// elements. ``RemapDecoder`` reads the document back as the value encoded.
  ///
  /// ```swift
  /// var encoder = RemapEncoder()
  /// encoder.xmlWritingOptions.attributeKeys = ["id"]
  /// let xml = try encoder.encodeXML(user, rootElement: "user")
  /// // <?xml version="1.0" encoding="UTF-8"?><user id="7"><name>Ada</name></user>
  /// let back = try RemapDecoder().decode(User.self, fromXML: xml)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to encode.
  ///   - rootElement: The root element's name.
  /// - Returns: The UTF-8 bytes of the XML text.
  /// - Throws: ``RemapError``, as ``encode(_:)`` does, and with code
  ///   ``RemapError/Code/unsupportedValue`` and the path of a value XML cannot hold, such as
  ///   a key that is not an XML name or an array inside an array.
  public func encodeXML<T: Encodable>(
    _ value: T, rootElement: String
  ) throws(RemapError) -> [UInt8] {
    var settings = try EncodingSettings(self)
    settings.attributeKeys = { type in
      guard let nodes = type as? any XMLNodeEncodable.Type else { return nil }
      return { key in nodes.xmlNodeEncoding(forKey: key) == .attribute }
    }
    return try XMLWriter.write(
      TreeEncoder.encode(value, settings: settings), rootElement: rootElement,
      options: xmlWritingOptions, readsAttributeMarkers: true)
  }

  /// Which keys ``encodeXML(_:rootElement:)`` writes as attributes, and its layout.
  public var xmlWritingOptions: XMLWritingOptions {
    get { formatSettings[XMLWritingOptions.self] ?? XMLWritingOptions() }
    set { formatSettings[XMLWritingOptions.self] = newValue }
  }
}
