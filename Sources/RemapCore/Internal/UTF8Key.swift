//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A `String` that compares and hashes by its UTF-8 bytes, for sets and dictionaries of names.
///
/// `String` equality is canonical equivalence: "é" written as U+00E9 equals "e" followed by
/// U+0301. Names in a document are the same only when their characters are, so code that
/// groups or deduplicates names by their text uses this key, or ``equal(_:_:)``, instead of
/// `String` itself. Hashing goes through `Hasher`, which is seeded per process, so chosen
/// names cannot make every key collide.
package struct UTF8Key: Hashable {
  package var string: String

  package init(_ string: String) {
    self.string = string
  }

  package static func == (lhs: UTF8Key, rhs: UTF8Key) -> Bool {
    equal(lhs.string, rhs.string)
  }

  package func hash(into hasher: inout Hasher) {
    let utf8 = string.utf8
    let hashed: Void? = unsafe utf8.withContiguousStorageIfAvailable { bytes in
      unsafe hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
    if hashed == nil {
      for byte in utf8 { hasher.combine(byte) }
    }
  }

  /// Whether two strings have the same UTF-8 bytes.
  ///
  /// - Parameters:
  ///   - lhs: A string.
  ///   - rhs: Another string.
  /// - Returns: `true` when the bytes are equal, even where `==` would say so only for
  ///   canonically equivalent text.
  package static func equal(_ lhs: String, _ rhs: String) -> Bool {
    let (left, right) = (lhs.utf8, rhs.utf8)
    guard left.count == right.count else { return false }
    let compared = unsafe left.withContiguousStorageIfAvailable { left in
      unsafe right.withContiguousStorageIfAvailable { right in
        guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else {
          return true  // both empty
        }
        return unsafe BytesComparison.equal(leftBase, rightBase, count: left.count)
      }
    }
    return (compared ?? nil) ?? left.elementsEqual(right)
  }
}
