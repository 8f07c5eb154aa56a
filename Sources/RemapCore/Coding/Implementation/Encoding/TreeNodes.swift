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
/// A key written twice keeps its first position and its last value. Two different keys that
/// the key style writes alike are a collision, which ``set(_:original:_:)`` reports.
final class TreeObject {
  private var members: [(key: String, original: String, item: TreeItem)] = []
  /// The members' positions by key, once the object is too large to scan.
  private var positions: [String: Int]?
  private static let scanLimit = 8

  /// Sets the member for `key`, the output key made from `original`.
  ///
  /// - Returns: The original key of another member already written as `key`, if there is
  ///   one; its value is replaced all the same.
  @discardableResult
  func set(_ key: String, original: String, _ item: TreeItem) -> String? {
    if let position = position(of: key) {
      let earlier = members[position].original
      members[position].original = original
      members[position].item = item
      return earlier == original ? nil : earlier
    }
    positions?[key] = members.count
    members.append((key, original, item))
    if positions == nil && members.count > Self.scanLimit {
      var index: [String: Int] = [:]
      for (position, member) in members.enumerated() { index[member.key] = position }
      positions = index
    }
    return nil
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
