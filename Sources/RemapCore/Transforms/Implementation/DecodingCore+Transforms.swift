//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// The decoder's side of the transform registry. The hot paths call in here only when the
// registry is not empty (one branch on a flag in the core), so that the lookups, the path
// matching and the error wrapping stay out of line.

extension DecodingCore {
  /// The registered transform for a value of `type` at the current path extended by `step`,
  /// if one applies.
  ///
  /// The callers are generic, and a result of type `T?` would make each look up the metadata
  /// of `Optional<T>` on every call, registry or not: the look-up and the application are
  /// therefore two calls, neither returning `T?`.
  ///
  /// - Parameters:
  ///   - type: The type being decoded.
  ///   - step: The step from the current path to the value, when not pushed yet.
  /// - Returns: The transform, or `nil` when none applies.
  ///
  /// `mutating` although it changes nothing: called through a pointer to the core, a
  /// non-mutating method would copy the whole core first.
  @inline(never)
  mutating func transform(for type: Any.Type, step: PathStep?) -> TransformEntry? {
    // Placeholders after an error come from the type's own conformance.
    guard suppressing == 0, options.transforms.contains(type) else { return nil }
    return options.transforms.entry(for: type) { pathMatches($0, step: step) }
  }

  /// Decodes the value at `node` with `transform`.
  ///
  /// - Parameters:
  ///   - transform: The transform, from ``transform(for:step:)``.
  ///   - type: The type being decoded, the transform's `Value`.
  ///   - node: The value in the document.
  ///   - step: The step from the current path to `node`, when not pushed yet.
  /// - Returns: The transform's value.
  /// - Throws: `DecodingError` carrying a ``RemapError`` when the transform fails.
  @inline(never)
  mutating func apply<T>(
    _ transform: TransformEntry, as type: T.Type, at node: Int, step: PathStep?
  ) throws -> T {
    // Out of line: the cast to `T` looks up `Optional<T>`'s metadata wherever it is inlined.
    // Only the cast is generic; the rest is shared by every type.
    let value = try apply(transform, at: node, step: step)
    guard let value = value as? T else {
      throw wrongType(from: transform, expected: T.self, node: node, step: step)
    }
    return value
  }

  private func wrongType(
    from transform: TransformEntry, expected: Any.Type, node: Int, step: PathStep?
  ) -> DecodingError {
    failure(
      .transformFailed, "\(transform.name) did not return a \(expected)", node: node, step: step)
  }

  @inline(never)
  private mutating func apply(
    _ transform: TransformEntry, at node: Int, step: PathStep?
  ) throws -> Any {
    let json: JSON
    do {
      json = try source.json(node)
    } catch {
      throw failure(error.code, error.message, node: node, step: step)
    }
    let decoded: (value: Any, recovery: String?)
    do {
      decoded = try transform.decode(json)
    } catch let error as DecodingError {
      throw error
    } catch {
      throw transformError(error, transform: transform.name, node: node, step: step)
    }
    if let recovery = decoded.recovery {
      record(.recovery, .fallbackUsed, recovery, node: node, step: step)
    }
    return decoded.value
  }

  /// The `DecodingError` for an error a transform threw, with the path and position of the
  /// value: a `RemapError` keeps its code and message, any other error is wrapped.
  private func transformError(
    _ error: any Error, transform: String, node: Int, step: PathStep?
  ) -> DecodingError {
    let path = valuePath(depth: steps.count, step: step)
    var remapError: RemapError
    var at = node
    if let thrown = error as? RemapError {
      remapError = thrown
      // The transform's own path is inside the value, such as a key of a coordinate.
      remapError.path = ValuePath(path.components + thrown.path.components)
      at = self.node(at: thrown.path, in: node) ?? node
    } else {
      remapError = RemapError(
        .transformFailed, "\(transform) threw an error: \(error)", path: path, underlying: error)
    }
    if remapError.found == nil { remapError.found = source.excerpt(of: at) }
    remapError.location = source.location(of: at)
    return remapError.decodingError
  }

  /// The value at `path` inside `node`, if it is there.
  private func node(at path: ValuePath, in node: Int) -> Int? {
    var current = node
    for component in path.components {
      let count = source.count(of: current)
      switch (component, source.kind(of: current)) {
      case (.key(let key), .object) where count > 0:
        var member = source.firstMember(of: current)
        var ordinal = 0
        while source.key(of: member) != key {
          ordinal += 1
          guard ordinal < count else { return nil }
          member = source.member(after: member)
        }
        current = source.value(of: member)
      case (.index(let index), .array) where index >= 0 && index < count:
        var element = source.firstElement(of: current)
        for _ in 0..<index { element = source.element(after: element) }
        current = element
      default:
        return nil
      }
    }
    return current
  }

  /// Whether the path to the value (the current steps, then `step`) is `pattern`, with the
  /// document's array indices skipped where `pattern` names none.
  private func pathMatches(_ pattern: ValuePath, step: PathStep?) -> Bool {
    let components = pattern.components
    var position = 0
    func accepts(_ pathStep: PathStep) -> Bool {
      switch pathStep {
      case .index(let index):
        if position < components.count, case .index(let wanted) = components[position] {
          position += 1
          return wanted == index
        }
        return true
      case .member(let member):
        guard position < components.count, case .key(let wanted) = components[position] else {
          return false
        }
        position += 1
        return keyMatches(source.key(of: member), wanted)
      }
    }
    for pathStep in steps where !accepts(pathStep) { return false }
    if let step, !accepts(step) { return false }
    return position == components.count
  }

  /// Whether a document key matches a key of a registered path, by the key matching.
  private func keyMatches(_ key: String, _ wanted: String) -> Bool {
    if key == wanted { return true }
    switch options.keyMatching.kind {
    case .exact: return false
    case .snakeCase: return KeyMatcher.convertFromSnakeCase(key) == wanted
    case .fuzzy: return Self.folded(key) == Self.folded(wanted)
    }
  }

  /// A key's ASCII letters and digits in lower case, and its other characters beyond ASCII:
  /// what fuzzy matching compares.
  private static func folded(_ key: String) -> [UInt8] {
    var bytes: [UInt8] = []
    for byte in key.utf8 {
      if byte >= 0x80 {
        bytes.append(byte)
      } else if ASCII.isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 26 {
        bytes.append(ASCII.isDigit(byte) ? byte : byte | 0x20)
      }
    }
    return bytes
  }
}
