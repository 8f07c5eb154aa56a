//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// The encoder's side of the transform registry. With transforms registered, `RemapEncoder`
// encodes through the tree encoder only, and every value passes through here first.

extension TreeEncoder {
  /// The item for a value that a registered transform writes, or `nil` when none applies.
  func transformedItem<T>(for value: T, path: [any CodingKey]) throws -> TreeItem? {
    // A transform's output is written as it is, never transformed again.
    if let output = value as? TransformOutput { return .value(output.json) }
    return try transformedJSON(for: value, path: path).map { .value($0) }
  }

  /// The JSON a registered transform writes for a value, or `nil` when none applies.
  func transformedJSON<T>(for value: T, path: [any CodingKey]) throws -> JSON? {
    let found = settings.transforms.entry(for: T.self) { pathMatches($0, path) }
    guard let entry = found else { return nil }
    do {
      return try entry.encode(value)
    } catch let error as EncodingError {
      throw error
    } catch {
      let valuePath = ValuePath(codingPath: path)
      var remapError: RemapError
      if let thrown = error as? RemapError {
        remapError = thrown
        remapError.path = ValuePath(valuePath.components + thrown.path.components)
      } else {
        remapError = RemapError(
          .transformFailed, "\(entry.name) threw an error: \(error)", path: valuePath,
          found: "\(value)", underlying: error)
      }
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: path, debugDescription: remapError.message, underlyingError: remapError))
    }
  }

  /// The `Encoder` a value encodes itself through.
  ///
  /// The plain one, or, when transforms for scalar types are registered, one that applies
  /// them to the scalars written through its containers' typed methods too. `attributeKeys`
  /// says which keys are XML attributes when the value's type chooses and the tree is written
  /// as XML next.
  func valueEncoder(
    slot: TreeSlot, codingPath: [any CodingKey], attributeKeys: ((any CodingKey) -> Bool)?
  ) -> any Encoder {
    let base = TreeValueEncoder(
      encoder: self, slot: slot, codingPath: codingPath, attributeKeys: attributeKeys)
    guard settings.transforms.hasScalarTransforms else { return base }
    return TransformingEncoder(base: base, tree: self)
  }

  /// Whether a coding path is `pattern`, with array indices skipped where `pattern` names
  /// none; keys match as written by the type or as the key style writes them.
  private func pathMatches(_ pattern: ValuePath, _ path: [any CodingKey]) -> Bool {
    let components = pattern.components
    var position = 0
    for codingKey in path {
      let wanted = position < components.count ? components[position] : nil
      if let index = codingKey as? IndexKey {
        guard case .index(let wantedIndex) = wanted else { continue }
        guard wantedIndex == index.index else { return false }
      } else {
        guard case .key(let wantedKey) = wanted else { return false }
        let name = codingKey.stringValue
        guard name == wantedKey || key(name) == wantedKey else { return false }
      }
      position += 1
    }
    return position == components.count
  }
}

/// A transform's JSON on its way into a container: written as it is.
struct TransformOutput: Encodable {
  let json: JSON

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(json)
  }
}
