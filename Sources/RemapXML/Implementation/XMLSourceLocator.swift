//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// Finds where the values of a tape indexed from an XML document's value are in the XML
/// text, for errors.
///
/// The decoder reads XML from a tape that `XMLTapeBuilder` makes straight from the scanner,
/// the same tape `JSONTreeIndexer` would make of the document's `JSON` value. It keeps no
/// positions; keeping them would cost every decoding, for the rare one that
/// fails. So the first location asked for parses the text again, with `XMLTreeBuilder` in
/// its locating mode, which makes a tree of the same shape with each value's position, and
/// lists those positions in the order of the tape's entries. An element's value is located
/// at its `<`, an attribute's at its name, an element's `#text` at the element, and an array
/// of repeated elements at the first of them.
///
/// Used by one decoding at a time, inside the closure that made its `XMLInput`.
@safe
final class XMLSourceLocator: TapeLocator {
  private let input: XMLInput
  private let options: XMLReadingOptions
  /// The input offset of each tape entry, and the lines of the input, once asked for.
  private var offsets: [Int]?
  private var lines: [XMLInput.Line] = []
  /// The last location, from which the next is counted.
  private var mark = XMLInput.Mark()

  init(input: XMLInput, options: XMLReadingOptions) {
    self.input = input
    self.options = options
  }

  /// The location of a tape entry in the XML text; `nil` for the tape's synthetic entries.
  ///
  /// - Parameter entry: An entry of the tape indexed from the document's value.
  /// - Returns: The location.
  package func location(of entry: Int) -> SourceLocation? {
    if offsets == nil {
      if var located = try? input.parse(options: options, locating: true) {
        offsets = Self.offsets(located)
        // An error deep in a document is located with little stack left.
        located.releaseWithoutRecursion()
      }
      lines = input.lines()
    }
    guard let offsets, entry >= 0 && entry < offsets.count else { return nil }
    let offset = offsets[entry]
    let line = LineStarts.lastLine(of: lines, startingAtOrBefore: offset, start: \.start)
    return input.location(of: offset, line: lines[line], mark: &mark)
  }

  /// The positions of a located tree's values, in the order of the tape's entries.
  ///
  /// That is the order `JSONTreeIndexer` lists the values and keys of the document's value
  /// in: a value, then its members' keys and values or its elements, depth first. A key is
  /// located where its value is.
  static func offsets(_ located: JSON) -> [Int] {
    enum Pending {
      case value(JSON)
      case key(Int)
    }
    var offsets: [Int] = []
    var pending: [Pending] = [.value(located)]
    while let next = pending.popLast() {
      switch next {
      case .key(let offset):
        offsets.append(offset)
      case .value(let value):
        guard case .array(let items) = value, let first = items.first else {
          offsets.append(0)  // not made by the locating builder
          continue
        }
        if case .number = first {
          // [position, content]: one value, and when it is an object, its members.
          offsets.append(offset(value))
          if items.count == 2, case .object(let object) = items[1] {
            for (_, member) in object.reversed() {
              pending.append(.value(member))
              pending.append(.key(offset(member)))
            }
          }
        } else {
          // Repeated elements: the array, then each of them.
          offsets.append(offset(value))
          for item in items.reversed() { pending.append(.value(item)) }
        }
      }
    }
    return offsets
  }

  /// The position of a located value: its own, or the first element's for an array of them.
  private static func offset(_ located: JSON) -> Int {
    var value = located
    while case .array(let items) = value, let first = items.first {
      if case .number(let number) = first, case .int(let offset) = number.storage {
        return Int(offset)
      }
      value = first
    }
    return 0
  }
}
