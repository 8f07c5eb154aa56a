//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// How to write JSON text.
///
/// ```swift
/// json.serialized(options: [.prettyPrinted, .sortedKeys])
/// ```
public struct JSONWritingOptions: OptionSet, Sendable, Hashable {
  /// The options' bits.
  public let rawValue: UInt8

  /// Creates options from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Indent nested values by two spaces, one member or element per line.
  public static let prettyPrinted = JSONWritingOptions(rawValue: 1 << 0)

  /// Write each object's keys in ascending order instead of their own order.
  public static let sortedKeys = JSONWritingOptions(rawValue: 1 << 1)

  /// Write `/` as is; by default it is escaped as `\/`, as `JSONSerialization` does, so that
  /// JSON embedded in HTML cannot close a `</script>` tag.
  public static let withoutEscapingSlashes = JSONWritingOptions(rawValue: 1 << 2)
}
