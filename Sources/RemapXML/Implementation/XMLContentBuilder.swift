//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// What `XMLScanner` hands the elements, attributes and text it reads to.
///
/// Two builders follow the same XML mapping (see the XML article): `XMLTreeBuilder` makes a
/// `JSON` value, and `XMLTapeBuilder` makes the decoder's tape without a tree. The open
/// elements and their text, where the mapping's whitespace rules live, are shared
/// (`XMLOpenElements`), and so are opening an element and adding text, below; each builder
/// keeps the members of the open elements its own way.
protocol XMLContentBuilder {
  /// The open elements, innermost last, and the text each has so far.
  var elements: XMLOpenElements { get set }

  /// The number of members of all the open elements together.
  var memberCount: Int { get }

  /// Adds an attribute to the innermost element; `false` when it already has one of that
  /// name.
  mutating func addAttribute(nameStart: Int, nameLength: Int, value: XMLAttributeValue) -> Bool

  /// Closes the innermost element, and adds its value to its parent, or makes it the
  /// document's value.
  mutating func closeElement()
}

extension XMLContentBuilder {
  /// Opens an element whose name is at a range of the input.
  mutating func openElement(nameStart: Int, nameLength: Int) {
    elements.open(nameStart: nameStart, nameLength: nameLength, memberCount: memberCount)
  }

  /// Adds a raw range of the input, which needs no decoding, to the innermost element's text.
  mutating func addText(start: Int, end: Int) {
    elements.addText(start: start, end: end, memberCount: memberCount)
  }

  /// Adds decoded text to the innermost element's text.
  mutating func addText(_ bytes: [UInt8]) {
    elements.addText(bytes, memberCount: memberCount)
  }
}

/// An attribute's value as the scanner read it.
enum XMLAttributeValue {
  /// A range of the input, which needed no decoding.
  case raw(start: Int, end: Int)
  /// The value with its references replaced and its whitespace normalized.
  case decoded([UInt8])

  /// The value as a `String`.
  ///
  /// - Parameter base: The input's base address, which `raw` ranges are in.
  /// - Returns: The value.
  func string(base: UnsafePointer<UInt8>) -> String {
    switch self {
    case .raw(let start, let end):
      // The scanner validated the value's UTF-8.
      unsafe ValidatedUTF8.string(base + start, count: end - start)
    case .decoded(let bytes):
      String(decoding: bytes, as: UTF8.self)
    }
  }

  /// Passes the value's bytes to `body`.
  ///
  /// - Parameters:
  ///   - base: The input's base address, which `raw` ranges are in.
  ///   - body: Reads the bytes, which are valid only inside it.
  /// - Returns: What `body` returns.
  func withBytes<Result>(
    base: UnsafePointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    switch self {
    case .raw(let start, let end):
      unsafe body(UnsafeBufferPointer(start: base + start, count: end - start))
    case .decoded(let bytes):
      unsafe bytes.withUnsafeBufferPointer(body)
    }
  }
}
