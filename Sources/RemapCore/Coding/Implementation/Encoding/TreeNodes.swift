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
  private var members: [(key: String, item: TreeItem)] = []
  /// The members' positions by key, once the object is too large to scan.
  private var positions: [String: Int]?
  private static let scanLimit = 8

  func set(_ key: String, _ item: TreeItem) {
    if let position = position(of: key) {
      members[position].item = item
      return
    }
    positions?[key] = members.count
    members.append((key, item))
    if positions == nil && members.count > Self.scanLimit {
      var index: [String: Int] = [:]
      for (position, member) in members.enumerated() { index[member.key] = position }
      positions = index
    }
  }

  private func position(of key: String) -> Int? {
    if let positions { return positions[key] }
    return members.firstIndex { $0.key == key }
  }

  var json: JSON.Object {
    JSON.Object(
      uniqueMembers: members.map {
        JSON.Object.Member(key: $0.key, value: $0.item.json ?? .object([:]))
      })
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
