//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The coding key of an array element.
struct IndexKey: CodingKey {
  let index: Int

  init(_ index: Int) {
    self.index = index
  }

  init?(stringValue: String) { nil }

  init?(intValue: Int) {
    index = intValue
  }

  var stringValue: String { "Index \(index)" }
  var intValue: Int? { index }
}

/// A coding key made from a string, such as a `[String: T]` dictionary's key.
///
/// One word smaller than `AnyCodingKey`, so an existential holds it without a box.
struct StringKey: CodingKey {
  let stringValue: String

  init(_ stringValue: String) {
    self.stringValue = stringValue
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) { nil }

  var intValue: Int? { nil }

  /// The key that `superEncoder()` writes under, as `JSONEncoder` does.
  static let `super` = StringKey("super")
}

extension ValuePath {
  /// The path that a coding path names: array elements by index, other keys by their text.
  init(codingPath: [any CodingKey]) {
    self.init(
      codingPath.map { key in
        if let index = key as? IndexKey { .index(index.index) } else { .key(key.stringValue) }
      })
  }
}
