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
  /// Encodes a value as an XML document whose root element is `rootElement`, written with
  /// `options`.
  ///
  /// The value encodes as a `JSON` value with this encoder's settings (key style, dates,
  /// `nil`), which is then written as XML (see ``JSON/xmlSerialized(rootElement:options:)``):
  /// properties become child elements, or attributes when their type chooses them
  /// (``XMLNodeEncodable``) or `options` does, and arrays become repeated elements.
  /// ``RemapDecoder`` reads the document back as the value encoded.
  ///
  /// ```swift
  /// let xml = try RemapEncoder().encodeXML(
  ///   user, rootElement: "user", options: XMLWritingOptions(attributeKeys: ["id"]))
  /// // <?xml version="1.0" encoding="UTF-8"?><user id="7"><name>Ada</name></user>
  /// let back = try RemapDecoder().decode(User.self, fromXML: xml)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to encode.
  ///   - rootElement: The root element's name.
  ///   - options: Which keys are attributes, and the layout.
  /// - Returns: The UTF-8 bytes of the XML text.
  /// - Throws: ``RemapError``, as ``encode(_:)`` does, and with code
  ///   ``RemapError/Code/unsupportedValue`` and the path of a value XML cannot hold, such as
  ///   a key that is not an XML name or an array inside an array.
  public func encodeXML<T: Encodable>(
    _ value: T, rootElement: String, options: XMLWritingOptions
  ) throws(RemapError) -> [UInt8] {
    var settings = try EncodingSettings(self)
    settings.attributeKeys = { type in
      guard let nodes = type as? any XMLNodeEncodable.Type else { return nil }
      return { key in nodes.xmlNodeEncoding(forKey: key) == .attribute }
    }
    return try XMLWriter.write(
      TreeEncoder.encode(value, settings: settings), rootElement: rootElement,
      options: options, readsAttributeMarkers: true)
  }

  /// Encodes a value as an XML document whose root element is `rootElement`.
  ///
  /// Writes with the encoder's ``xmlWritingOptions``, the defaults unless set; see
  /// ``encodeXML(_:rootElement:options:)`` to give options with the call.
  ///
  /// ```swift
  /// let xml = try RemapEncoder().encodeXML(user, rootElement: "user")
  /// // <?xml version="1.0" encoding="UTF-8"?><user><id>7</id><name>Ada</name></user>
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to encode.
  ///   - rootElement: The root element's name.
  /// - Returns: The UTF-8 bytes of the XML text.
  /// - Throws: ``RemapError``, as ``encodeXML(_:rootElement:options:)`` does.
  public func encodeXML<T: Encodable>(
    _ value: T, rootElement: String
  ) throws(RemapError) -> [UInt8] {
    try encodeXML(value, rootElement: rootElement, options: xmlWritingOptions)
  }

  /// Which keys ``encodeXML(_:rootElement:)`` writes as attributes, and its layout, for the
  /// calls that give no `options:`; the defaults unless set.
  ///
  /// Options given with a call replace these for that call. Set them on an encoder that is
  /// configured once and handed on, whose calls give no options.
  public var xmlWritingOptions: XMLWritingOptions {
    get { formatSettings[XMLWritingOptions.self] ?? XMLWritingOptions() }
    set { formatSettings[XMLWritingOptions.self] = newValue }
  }
}
