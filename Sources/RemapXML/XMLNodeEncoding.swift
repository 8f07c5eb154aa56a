//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// How a property of an ``XMLNodeEncodable`` type is written as XML: as an attribute of the
/// type's element, or as a child element.
///
/// ```swift
/// static func xmlNodeEncoding(forKey key: any CodingKey) -> XMLNodeEncoding {
///   key.stringValue == "title" ? .element : .attribute
/// }
/// ```
public struct XMLNodeEncoding: Sendable, Hashable {
  enum Kind: Hashable {
    case element
    case attribute
  }

  let kind: Kind

  /// The property is a child element, `<enclosure><url>...</url></enclosure>`: what every
  /// property is unless a type or ``XMLWritingOptions`` chooses otherwise.
  public static let element = XMLNodeEncoding(kind: .element)

  /// The property is an attribute of the type's element, `<enclosure url="..."/>`; its value
  /// must be a string, number or Boolean.
  public static let attribute = XMLNodeEncoding(kind: .attribute)
}
