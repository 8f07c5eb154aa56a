//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Indexes a `JSON` value as a tape, so that the decoder reads trees (and, through them,
/// `[String: Any]` and XML) with the same engine as JSON bytes.
///
/// Strings, keys and long numbers go into a byte arena, unescaped, and the tape's string
/// entries point into it with their escape flag clear; integers and decimals are stored in
/// the entries themselves. Nothing is written as JSON text or parsed back, so nothing is
/// escaped, re-read or rounded on the way.
package struct JSONTreeIndexer {
  private var writer = TapeWriter()
  private(set) var arena: [UInt8] = []

  /// Indexes a tree.
  ///
  /// - Parameters:
  ///   - root: The tree.
  ///   - maximumDepth: The deepest nesting accepted, as for JSON text: the decoder recurses
  ///     once per level of the model, so a tree built in code is held to the same limit as a
  ///     parsed document.
  /// - Returns: The tape of `root` and the arena its entries point into.
  /// - Throws: ``RemapError/Code/depthLimitExceeded`` for a deeper tree.
  package static func index(
    _ root: JSON, maximumDepth: Int
  ) throws(RemapError) -> (tape: JSONTape, arena: [UInt8]) {
    var indexer = JSONTreeIndexer()
    try indexer.append(root, maximumDepth: maximumDepth)
    let tape = indexer.writer.finish(arena: &indexer.arena)
    return (tape, indexer.arena)
  }

  private mutating func entry(_ kind: TapeKind, offset: Int, payload: UInt64) {
    writer.entry(kind, offset: offset, payload: payload)
  }

  private mutating func text(_ string: String) -> (offset: Int, length: Int) {
    let offset = arena.count
    arena.append(contentsOf: string.utf8)
    return (offset, arena.count - offset)
  }

  private enum Pending {
    case value(JSON)
    case key(String)
    /// Writes the end index of the container entry at `entry`.
    case close(entry: Int)
  }

  /// Appends the entries of `root`, without recursion: a tree built in code may be deep.
  private mutating func append(_ root: JSON, maximumDepth: Int) throws(RemapError) {
    var pending: [Pending] = [.value(root)]
    var depth = 0
    while let next = pending.popLast() {
      switch next {
      case .close(let entry):
        writer.close(entry)
        depth -= 1
      case .key(let key):
        let (offset, length) = text(key)
        entry(.string, offset: offset, payload: UInt64(length))
      case .value(let value):
        switch value {
        case .null: entry(.null, offset: arena.count, payload: 0)
        case .bool(let flag): entry(flag ? .true : .false, offset: arena.count, payload: 0)
        case .string(let string):
          let (offset, length) = text(string)
          entry(.string, offset: offset, payload: UInt64(length))
        case .number(let number):
          switch number.storage {
          case .int(let integer):
            entry(.int, offset: arena.count, payload: UInt64(bitPattern: integer))
          case .uint(let integer):
            entry(.uint, offset: arena.count, payload: integer)
          case .decimal(let significand, let exponent, let negative)
          where exponent >= Int32(Int16.min) && exponent <= Int32(Int16.max):
            let exponentBits = UInt64(UInt16(bitPattern: Int16(exponent))) << 40
            writer.words.append(
              UInt64((negative ? TapeKind.negativeDecimal : .decimal).rawValue) << 56
                | exponentBits | UInt64(truncatingIfNeeded: arena.count))
            writer.words.append(significand)
          case .decimal, .text:
            let (offset, length) = text(number.description)
            entry(.textNumber, offset: offset, payload: UInt64(length))
          }
        case .array(let elements):
          depth += 1
          if depth > maximumDepth { throw Self.tooDeep(maximumDepth) }
          let container = writer.open(.array, count: elements.count, offset: arena.count)
          pending.append(.close(entry: container))
          for element in elements.reversed() { pending.append(.value(element)) }
        case .object(let object):
          depth += 1
          if depth > maximumDepth { throw Self.tooDeep(maximumDepth) }
          let container = writer.open(.object, count: object.count, offset: arena.count)
          pending.append(.close(entry: container))
          for (key, member) in object.reversed() {
            pending.append(.value(member))
            pending.append(.key(key))
          }
        }
      }
    }
  }

  /// The error for a value nested deeper than `maximumDepth`.
  package static func tooDeep(_ maximumDepth: Int) -> RemapError {
    RemapError(
      .depthLimitExceeded,
      "arrays and objects are nested deeper than the limit of \(maximumDepth) levels")
  }
}
