//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A `[String: Value]` dictionary, whose keys the encoders write as they are.
///
/// `JSONEncoder` applies its key strategy to the keys of models but not to a dictionary's
/// keys, which are data; Remap's ``KeyStyle`` does the same. Only consulted when the key
/// style converts keys: otherwise a dictionary's own `encode(to:)` writes the same thing.
protocol StringKeyedDictionary {
  func write(to encoder: StreamingEncoder) throws
  func treeItem(in encoder: TreeEncoder, path: [any CodingKey]) throws -> TreeItem
}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Encodable {
  func write(to encoder: StreamingEncoder) throws {
    try encoder.writeDictionary(self)
  }

  func treeItem(in encoder: TreeEncoder, path: [any CodingKey]) throws -> TreeItem {
    let object = TreeObject()
    for (key, value) in self {
      let codingKey = StringKey(key)
      object.set(key, original: key, try encoder.item(for: value, path: path + [codingKey]))
    }
    return .object(object)
  }
}
