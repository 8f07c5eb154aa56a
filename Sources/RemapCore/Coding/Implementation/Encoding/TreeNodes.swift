//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A value in a tree being built: a finished value, or a container that handles still refer
/// to.
enum TreeItem {
  case value(JSON)
  case object(TreeObject)
  case array(TreeArray)
  /// What an encoder writes into; empty stands for `{}`, as in `JSONEncoder`.
  case slot(TreeSlot)

  /// The finished value; `nil` for an empty slot at the root.
  var json: JSON? {
    switch self {
    case .value(let value): value
    case .object(let object): .object(object.json)
    case .array(let array): .array(array.items.map { $0.json ?? .object([:]) })
    case .slot(let slot): slot.item?.json
    }
  }
}

/// An object being built.
///
/// A key written twice keeps its first position and its last value.
final class TreeObject {
  private var keys: [String] = []
  private var values: [TreeItem] = []
  private var positions: [String: Int] = [:]

  func set(_ key: String, _ item: TreeItem) {
    if let position = positions[key] {
      values[position] = item
    } else {
      positions[key] = keys.count
      keys.append(key)
      values.append(item)
    }
  }

  /// The container at a key, if one is there; for `nestedContainer` asked twice.
  func item(forKey key: String) -> TreeItem? {
    positions[key].map { values[$0] }
  }

  var json: JSON.Object {
    JSON.Object(
      uniqueMembers: zip(keys, values).map { ($0, $1.json ?? .object([:])) })
  }
}

/// An array being built.
final class TreeArray {
  var items: [TreeItem] = []
}

/// The value an encoder writes, filled when the encoder opens a container or writes a value.
final class TreeSlot {
  var item: TreeItem?
}
