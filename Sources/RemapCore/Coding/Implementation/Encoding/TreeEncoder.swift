//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Encodes `Encodable` values into a `JSON` tree, with containers that are references, as
/// `JSONEncoder`'s are: any order of writes through any handles is fine.
///
/// `RemapEncoder` uses it for ``RemapEncoder/encodeJSON(_:)``, ``RemapEncoder/encodeDictionary(_:)``
/// and sorted keys, and when ``StreamingEncoder`` gives a stream up. It writes every value as
/// the streaming encoder does, so the two produce the same JSON.
package final class TreeEncoder {
  let settings: EncodingSettings
  private var keyCache = KeyCache()
  private var dateFormatter: DatePatternFormatter?
  /// The coding path of the innermost value whose `encode(to:)` let a type's own error out.
  private var failurePath: [any CodingKey]?
  /// The first two keys found written as one output key, reported when encoding ends:
  /// containers note it from methods that cannot throw (`nestedContainer(forKey:)`).
  private var collision: RemapError?
  /// Stops a value nested deeper than the thread's stack allows, with an error.
  private var stackGuard = StackGuard()

  private init(settings: EncodingSettings) {
    self.settings = settings
  }

  /// Encodes a value as a `JSON` tree.
  package static func encode<T: Encodable>(
    _ value: T, settings: EncodingSettings
  ) throws(RemapError) -> JSON {
    let encoder = TreeEncoder(settings: settings)
    let item: TreeItem
    do {
      item = try encoder.item(for: value, path: [])
    } catch {
      throw EncodingErrors.remapError(for: error, failurePath: encoder.failurePath)
    }
    if let collision = encoder.collision { throw collision }
    guard let json = item.json else {
      throw EncodingErrors.remapError(
        for: EncodingErrors.unsupported(value, "\(T.self) did not encode any value", path: []),
        failurePath: nil)
    }
    return json
  }

  /// A key as the key style writes it.
  func key(_ key: String) -> String {
    settings.keyStyle == .unchanged ? key : keyCache.key(key, style: settings.keyStyle)
  }

  /// Notes that two different keys of one object are both written as `key`, which would
  /// drop one of their values.
  func noteCollision(
    _ earlier: String, _ later: String, writtenAs key: String, path: [any CodingKey]
  ) {
    guard collision == nil else { return }
    collision = RemapError(
      .keyCollision,
      "the keys \"\(earlier)\" and \"\(later)\" are both written as \"\(key)\" in "
        + "\(settings.keyStyle.name), so one value would be lost; rename one of them",
      path: ValuePath(codingPath: path))
  }

  // MARK: - Values

  /// The tree for a value: a leaf for the types with fast paths, otherwise whatever the
  /// value's own `encode(to:)` makes.
  func item<T: Encodable>(
    for value: T, path: [any CodingKey]
  ) throws -> TreeItem {
    if !settings.transforms.isEmpty, let item = try transformedItem(for: value, path: path) {
      return item
    }
    if let leaf = try leaf(for: value, path: path) { return leaf }
    guard stackGuard.hasRoom() else { throw EncodingErrors.stackExhausted(value, path: path) }
    let slot = TreeSlot()
    let attributeKeys = settings.attributeKeys?(T.self)
    do {
      try value.encode(
        to: valueEncoder(slot: slot, codingPath: path, attributeKeys: attributeKeys))
    } catch {
      noteFailure(error, path: path)
      throw error
    }
    return slot.item ?? .slot(slot)
  }

  func noteFailure(_ error: any Error, path: [any CodingKey]) {
    if failurePath == nil && !EncodingErrors.isRemapError(error) { failurePath = path }
  }

  /// The leaf for a value whose type has a fast path, tested by identity exactly as
  /// ``StreamingEncoder/writeFast(_:key:)`` does; `nil` for other types.
  private func leaf<T: Encodable>(for value: T, path: [any CodingKey]) throws -> TreeItem? {
    if T.self == String.self, let value = value as? String { return .value(.string(value)) }
    if T.self == Int.self, let value = value as? Int { return integer(value) }
    if T.self == Double.self, let value = value as? Double { return try double(value, path: path) }
    if T.self == Bool.self, let value = value as? Bool { return .value(.bool(value)) }
    if T.self == Date.self, let value = value as? Date { return try date(value, path: path) }
    if T.self == URL.self, let value = value as? URL {
      return .value(.string(value.absoluteString))
    }
    if T.self == Data.self, let value = value as? Data { return try data(value, path: path) }
    if T.self == Decimal.self, let value = value as? Decimal {
      return try decimal(value, path: path)
    }
    if T.self == JSON.self, let value = value as? JSON { return .value(value) }
    if T.self == Float.self, let value = value as? Float { return try float(value, path: path) }
    if T.self == Int64.self, let value = value as? Int64 { return integer(value) }
    if T.self == UInt64.self, let value = value as? UInt64 { return integer(value) }
    if T.self == Int32.self, let value = value as? Int32 { return integer(value) }
    if T.self == UInt32.self, let value = value as? UInt32 { return integer(value) }
    if T.self == UInt.self, let value = value as? UInt { return integer(value) }
    if T.self == Int16.self, let value = value as? Int16 { return integer(value) }
    if T.self == UInt16.self, let value = value as? UInt16 { return integer(value) }
    if T.self == Int8.self, let value = value as? Int8 { return integer(value) }
    if T.self == UInt8.self, let value = value as? UInt8 { return integer(value) }
    if settings.keyStyle != .unchanged, let dictionary = value as? any StringKeyedDictionary {
      return try dictionary.treeItem(in: self, path: path)
    }
    return nil
  }

  private func integer(_ value: some BinaryInteger) -> TreeItem {
    .value(.number(JSON.Number(value)))
  }

  // MARK: - Leaves

  func double(_ value: Double, path: [any CodingKey]) throws -> TreeItem {
    guard value.isFinite else { return try nonConforming(value, original: value, path: path) }
    return .value(.number(JSON.Number(encoding: value)))
  }

  func float(_ value: Float, path: [any CodingKey]) throws -> TreeItem {
    guard value.isFinite else {
      return try nonConforming(Double(value), original: value, path: path)
    }
    return .value(.number(JSON.Number(encoding: value)))
  }

  private func nonConforming(_ value: Double, original: Any, path: [any CodingKey]) throws
    -> TreeItem
  {
    guard let text = settings.text(forNonConforming: value) else {
      throw EncodingErrors.nonConformingFloat(original, path: path)
    }
    return .value(.string(text))
  }

  private func decimal(_ value: Decimal, path: [any CodingKey]) throws -> TreeItem {
    guard let number = JSON.Number(value) else {
      return try nonConforming(.nan, original: value, path: path)
    }
    return .value(.number(number))
  }

  private func date(_ date: Date, path: [any CodingKey]) throws -> TreeItem {
    switch settings.dateEncoding.kind {
    case .iso8601:
      guard let text = ISO8601Formatter.string(from: date) else {
        throw EncodingErrors.unsupported(
          date, "the date \(date.timeIntervalSince1970) has no ISO 8601 form", path: path)
      }
      return .value(.string(text))
    case .epoch(let unit):
      return try double(unit.value(of: date), path: path)
    case .formatted(let pattern):
      let formatter = dateFormatter ?? DatePatternFormatter(pattern: pattern)
      dateFormatter = formatter
      return .value(.string(formatter.string(from: date)))
    case .deferredToDate:
      return try double(date.timeIntervalSinceReferenceDate, path: path)
    case .custom(let closure):
      return try custom(path: path) { try closure(date, $0) }
    }
  }

  private func data(_ data: Data, path: [any CodingKey]) throws -> TreeItem {
    switch settings.dataEncoding.kind {
    case .base64:
      return .value(.string(data.base64EncodedString()))
    case .deferredToData:
      let slot = TreeSlot()
      do {
        try data.encode(to: TreeValueEncoder(encoder: self, slot: slot, codingPath: path))
      } catch {
        noteFailure(error, path: path)
        throw error
      }
      return .slot(slot)
    case .custom(let closure):
      return try custom(path: path) { try closure(data, $0) }
    }
  }

  private func custom(path: [any CodingKey], _ body: (any Encoder) throws -> Void) throws
    -> TreeItem
  {
    let slot = TreeSlot()
    do {
      try body(TreeValueEncoder(encoder: self, slot: slot, codingPath: path))
    } catch {
      noteFailure(error, path: path)
      throw error
    }
    return .slot(slot)
  }
}
