//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Settings that a format module keeps on a ``RemapDecoder`` or ``RemapEncoder``, by their
/// type, so that the coders carry them without the core knowing the type.
///
/// RemapXML keeps `XMLReadingOptions` here, read and written through its own typed property
/// `RemapDecoder.xmlReadingOptions`; the core only stores them. Empty for most coders, and
/// then it costs one empty dictionary.
package struct FormatSettings: Sendable {
  private var values: [ObjectIdentifier: any Sendable] = [:]

  /// Creates empty settings.
  package init() {}

  /// The settings of type `T`, or `nil` when none were set.
  package subscript<T: Sendable>(_ type: T.Type) -> T? {
    get { values[ObjectIdentifier(type)] as? T }
    set { values[ObjectIdentifier(type)] = newValue }
  }
}
