//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// The starts of a text's lines, found as far as locations have been asked for, so that a
/// report with a diagnostic per value does not count the lines from the start each time.
///
/// A location needs the number of its line, which means counting the line breaks before
/// it: for one error, counting up to its offset is all it takes; for many, counting from the
/// start for each would be quadratic in the document. This keeps the line starts it has
/// found and scans only past the furthest offset asked for, so all the locations of one
/// decoding cost one pass over the text, and never more of it than they need.
///
/// It keeps the last location too, so that the columns of many locations on one long line
/// are counted from one to the next, not each from the line's start.
///
/// Used by one decoding at a time.
package final class LineStarts {
  /// The offsets where lines begin, in order, up to `scanned`.
  private var starts: [Int] = [0]
  /// How many bytes from the start have been scanned for line breaks.
  private var scanned = 0
  /// The last location computed.
  private var mark: SourceLocation.Mark?

  /// The location of `offset` in `bytes`.
  ///
  /// - Parameters:
  ///   - offset: A byte offset into `bytes`, clamped to it.
  ///   - bytes: The text; the same for every call.
  /// - Returns: The location.
  /// - Complexity: Amortized over the locations of one decoding in the order of their
  ///   offsets, O(*n*) in all for a text of *n* bytes.
  func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
    let line = unsafe line(containing: offset, in: bytes)
    return unsafe SourceLocation(
      offset: offset, in: bytes, line: line.number, lineStart: line.start, mark: &mark)
  }

  /// The line that contains `offset`.
  ///
  /// - Parameters:
  ///   - offset: A byte offset into `bytes`, clamped to it.
  ///   - bytes: The text; the same for every call.
  /// - Returns: The line's number, from 1, and the offset where it starts.
  func line(containing offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (
    number: Int, start: Int
  ) {
    let offset = min(max(offset, 0), bytes.count)
    while scanned < offset {
      if unsafe bytes[scanned] == UInt8(ascii: "\n") { starts.append(scanned + 1) }
      scanned += 1
    }
    let line = Self.lastLine(of: starts, startingAtOrBefore: offset) { $0 }
    return (line + 1, starts[line])
  }

  /// The index of the last of `lines` that starts at or before `offset`.
  ///
  /// - Parameters:
  ///   - lines: Lines in order, the first starting at 0.
  ///   - offset: A byte offset, 0 or more.
  ///   - start: Where a line starts.
  /// - Returns: An index of `lines`.
  /// - Complexity: O(log *n*), where *n* is the number of lines.
  package static func lastLine<Line>(
    of lines: [Line], startingAtOrBefore offset: Int, start: (Line) -> Int
  ) -> Int {
    var low = 0
    var high = lines.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if start(lines[middle]) <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Forgets the lines found, for another text: a stream reuses one instance for all its
  /// elements.
  func reset() {
    if scanned > 0 {
      starts.removeAll(keepingCapacity: true)
      starts.append(0)
      scanned = 0
    }
  }
}
