//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

extension JSON {
  /// The value as an XML document whose root element is `rootElement`.
  ///
  /// The reverse of ``init(parsingXML:options:)-(String,_)``: members become child elements,
  /// or attributes when the options choose them; arrays become repeated elements; `null`
  /// members are left out; the ``XMLWritingOptions/textKey`` member is the element's text.
  ///
  /// ```swift
  /// let user: JSON = ["id": 7, "name": "Ada", "tags": ["a", "b"]]
  /// try user.xmlSerialized(rootElement: "user", options: .init(attributeKeys: ["id"]))
  /// // <?xml version="1.0" encoding="UTF-8"?><user id="7"><name>Ada</name><tags>a</tags><tags>b</tags></user>
  /// ```
  ///
  /// - Parameters:
  ///   - rootElement: The root element's name.
  ///   - options: Which keys are attributes, and the layout.
  /// - Returns: The XML text.
  /// - Throws: ``RemapError`` with code ``RemapError/Code/unsupportedValue`` and the path of
  ///   a value XML cannot hold: a key that is not an XML name, an array inside an array or
  ///   as the whole value, an array or object as an attribute, or a character XML 1.0 does
  ///   not allow.
  public func xmlSerialized(
    rootElement: String, options: XMLWritingOptions = XMLWritingOptions()
  ) throws(RemapError) -> String {
    String(
      decoding: try XMLWriter.write(self, rootElement: rootElement, options: options), as: UTF8.self
    )
  }

  /// The value as the UTF-8 bytes of an XML document whose root element is `rootElement`.
  ///
  /// - Parameters:
  ///   - rootElement: The root element's name.
  ///   - options: Which keys are attributes, and the layout.
  /// - Returns: The XML text's bytes.
  /// - Throws: ``RemapError``, as ``xmlSerialized(rootElement:options:)`` does.
  public func xmlSerializedBytes(
    rootElement: String, options: XMLWritingOptions = XMLWritingOptions()
  ) throws(RemapError) -> [UInt8] {
    try XMLWriter.write(self, rootElement: rootElement, options: options)
  }
}
