//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A position in input text: line, column and byte offset.
///
/// Remap computes a location only when it builds an error, so successful parsing never pays
/// for line counting.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The line, counting from 1.
  public var line: Int

  /// The column, counting from 1, in Unicode scalars from the start of the line.
  public var column: Int

  /// The offset in bytes from the start of the input, counting from 0.
  public var byteOffset: Int

  /// The text of the line, or of a window of it around ``column`` when the line is long.
  ///
  /// Used to render the line with a caret under the failing character.
  public var lineExcerpt: String

  /// The column of the failing character within ``lineExcerpt``, counting from 1.
  public var excerptColumn: Int

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - line: The line, counting from 1.
  ///   - column: The column, counting from 1.
  ///   - byteOffset: The offset in bytes, counting from 0.
  ///   - lineExcerpt: The text of the line around the position.
  ///   - excerptColumn: The column of the position within `lineExcerpt`.
  public init(
    line: Int, column: Int, byteOffset: Int, lineExcerpt: String = "", excerptColumn: Int = 1
  ) {
    self.line = line
    self.column = column
    self.byteOffset = byteOffset
    self.lineExcerpt = lineExcerpt
    self.excerptColumn = excerptColumn
  }

  /// The position as `line:column`.
  public var description: String { "\(line):\(column)" }

  /// The line excerpt with a caret under the position, as rendered errors show it, or `nil`
  /// when there is no excerpt.
  ///
  /// ```
  /// 3 |   "zip": 12345 "city": "Paris"
  ///   |                ^
  /// ```
  public var caretExcerpt: String? {
    guard !lineExcerpt.isEmpty else { return nil }
    let gutter = String(line)
    let pad = String(repeating: " ", count: gutter.count)
    let caretIndent = String(repeating: " ", count: max(excerptColumn - 1, 0))
    return "\(gutter) | \(lineExcerpt)\n\(pad) | \(caretIndent)^"
  }
}

extension SourceLocation {
  /// The most characters shown on each side of the position in ``lineExcerpt``.
  private static let excerptRadius = 40

  /// A position whose line and column are known, so that the location of a nearby position
  /// is counted from there rather than from its line's start.
  ///
  /// A report with an error per value on one long line asks for many locations on that
  /// line: counting each column from the line's start would cost O(*n*²) in the line's
  /// length; counting from the last position asked for costs the distance between them.
  package struct Mark {
    package var offset: Int
    package var line: Int
    package var lineStart: Int
    package var column: Int
  }

  /// Computes the location of a byte offset in UTF-8 input.
  ///
  /// - Complexity: O(*n*), where *n* is `byteOffset`.
  package init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    unsafe self.init(offset: offset, in: bytes, line: 1, lineStart: 0)
  }

  /// Computes the location of a byte offset in UTF-8 input, counting lines from a known
  /// line start at or before it.
  ///
  /// - Complexity: O(*n*), where *n* is the distance from `lineStart` to `byteOffset`.
  package init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>, line: Int, lineStart: Int) {
    var mark: Mark?
    unsafe self.init(offset: offset, in: bytes, line: line, lineStart: lineStart, mark: &mark)
  }

  /// Computes the location of a byte offset in UTF-8 input, counting lines from a known
  /// line start at or before it, or from `mark` when that is nearer, and leaves the location
  /// in `mark` for the next.
  ///
  /// - Parameters:
  ///   - offset: The position, clamped to `bytes`.
  ///   - bytes: The text; the same for every location that shares `mark`.
  ///   - line: The number of the line that starts at `lineStart`.
  ///   - lineStart: The start of a line at or before `offset`.
  ///   - mark: The last location computed in `bytes`, if any; replaced by this one.
  /// - Complexity: O(*d*), where *d* is the distance from `lineStart` or from the mark to
  ///   `offset`, whichever is used; the excerpt adds a constant.
  package init(
    offset: Int, in bytes: UnsafeBufferPointer<UInt8>, line: Int, lineStart: Int,
    mark: inout Mark?
  ) {
    // Columns count scalars, so that text in any script lines up with what an editor shows.
    func isScalarStart(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }
    func isLineEnd(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
    let offset = min(max(offset, 0), bytes.count)
    var line = line
    var lineStart = min(max(lineStart, 0), offset)
    var column = 1
    var counted = lineStart
    if let mark, mark.lineStart <= offset, lineStart <= mark.offset, mark.offset <= bytes.count {
      (line, lineStart, column) = (mark.line, mark.lineStart, mark.column)
      if offset >= mark.offset {
        counted = mark.offset
      } else {
        // Back on the mark's line: no line break between the offset and the mark.
        for index in offset..<mark.offset where unsafe isScalarStart(bytes[index]) {
          column -= 1
        }
        counted = offset
      }
    }
    for index in counted..<offset {
      let byte = unsafe bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
        column = 1
      } else if isScalarStart(byte) {
        column += 1
      }
    }
    mark = Mark(offset: offset, line: line, lineStart: lineStart, column: column)
    // Keep the excerpt to a window around the position, on scalar boundaries.
    var windowStart = offset
    var before = 0
    while before < Self.excerptRadius && windowStart > lineStart {
      windowStart -= 1
      while windowStart > lineStart, unsafe !isScalarStart(bytes[windowStart]) { windowStart -= 1 }
      before += 1
    }
    var windowEnd = offset
    var after = 0
    while windowEnd < bytes.count, after < Self.excerptRadius, unsafe !isLineEnd(bytes[windowEnd]) {
      windowEnd += 1
      while windowEnd < bytes.count, unsafe !isScalarStart(bytes[windowEnd]) { windowEnd += 1 }
      after += 1
    }
    let window = unsafe UnsafeBufferPointer(rebasing: bytes[windowStart..<windowEnd])
    // Tabs and other control characters would misalign the caret: show them as spaces.
    var excerpt = unsafe String(decoding: window, as: UTF8.self)
    excerpt = String(excerpt.unicodeScalars.map { $0.value < 0x20 ? " " : Character($0) })
    var excerptColumn = before + 1
    if windowStart > lineStart {
      excerpt = "…" + excerpt
      excerptColumn += 1
    }
    if windowEnd < bytes.count, unsafe !isLineEnd(bytes[windowEnd]) { excerpt += "…" }
    self.init(
      line: line, column: column, byteOffset: offset, lineExcerpt: excerpt,
      excerptColumn: excerptColumn)
  }
}
