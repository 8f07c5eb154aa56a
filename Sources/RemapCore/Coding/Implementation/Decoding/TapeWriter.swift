//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Writes a tape over an arena of bytes, for the indexers that make one without scanning
/// JSON text: `JSONTreeIndexer` (from a `JSON` value) and `XMLTapeBuilder` (from XML).
///
/// String entries point into the arena with their escape flag clear; containers are opened
/// with their count and closed with their end index, in the format `JSONTape` describes.
// `@usableFromInline`, or its inlinable members are not inlined into RemapXML (CONTRIBUTING.md).
@usableFromInline package struct TapeWriter {
  /// Two words per entry.
  @usableFromInline package var words: [UInt64] = []

  /// Creates an empty writer.
  package init() {}

  /// The number of entries written.
  @inlinable
  package var count: Int { words.count / 2 }

  /// Writes an entry.
  @inlinable @inline(__always)
  package mutating func entry(_ kind: TapeKind, offset: Int, payload: UInt64) {
    words.append(UInt64(kind.rawValue) << 56 | UInt64(truncatingIfNeeded: offset))
    words.append(payload)
  }

  /// Writes a container's entry, whose end ``close(_:)`` writes, and returns its index.
  @inlinable @inline(__always)
  package mutating func open(_ kind: TapeKind, count elements: Int, offset: Int = 0) -> Int {
    let container = count
    entry(kind, offset: offset, payload: UInt64(elements) << 32)
    return container
  }

  /// Writes the end index of the container entry at `container`: the entry after its last
  /// descendant, which is the next to be written.
  @inlinable @inline(__always)
  package mutating func close(_ container: Int) {
    words[2 * container + 1] |= UInt64(count)
  }

  /// Adds the synthetic entries the scanner adds, and hands the words over as a tape.
  ///
  /// - Parameter arena: The bytes the entries point into; a byte is added when it is empty,
  ///   since the tape source needs a base address.
  /// - Returns: The tape.
  package mutating func finish(arena: inout [UInt8]) -> JSONTape {
    let documentCount = count
    let end = arena.count
    entry(.object, offset: end, payload: UInt64(documentCount + 1))
    entry(.array, offset: end, payload: UInt64(documentCount + 2))
    entry(.null, offset: end, payload: 0)
    if arena.isEmpty { arena.append(0) }
    let storage = UnsafeMutablePointer<UInt64>.allocate(capacity: words.count)
    unsafe words.withUnsafeBufferPointer { source in
      unsafe storage.initialize(from: source.baseAddress.unsafelyUnwrapped, count: source.count)
    }
    return unsafe JSONTape(words: storage, count: documentCount)
  }
}
