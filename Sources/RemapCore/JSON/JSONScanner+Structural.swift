//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// The structural scan: the grammar of JSON over the positions `StructuralIndex` finds, writing
// the same tape as the bytewise scan (JSONScanner.swift).
//
// Whitespace and the inside of strings were dealt with 64 bytes at a time by the index, so
// the grammar reads only the bytes of operators, of scalars and of strings with escapes. It
// checks everything the index does not (the grammar, literals, numbers, escapes, limits),
// but it names no error: at the first one it throws `Rescan`, and the bytewise scan reads the
// document again and reports exactly what it always has. Invalid documents are rare and
// small next to the valid ones, so they pay for a second scan, and the valid ones for nothing.

extension JSONScanner {
  /// Thrown by the structural scan at anything it does not accept: the bytewise scan then
  /// runs and names the error.
  struct Rescan: Error {}
}

extension JSONScanner.State {
  typealias Rescan = JSONScanner.Rescan

  /// Scans the document over its structural positions.
  ///
  /// - Throws: `Rescan` when the text is not valid JSON, or exceeds a limit.
  mutating func scanStructurally() throws(Rescan) {
    // A byte order mark, UTF-16, or any other non-ASCII first byte: leave it to the bytewise
    // scan, which knows them.
    guard unsafe base[0] < 0x80 else { throw Rescan() }
    var structure = unsafe StructuralIndex(base: base, end: end)

    // Entries of the arrays and objects still open, innermost last.
    var open: [Int] = []
    if let workspace {
      swap(&open, &workspace.openContainers)
    } else {
      open.reserveCapacity(32)
    }
    defer {
      if let workspace {
        open.removeAll(keepingCapacity: true)
        swap(&open, &workspace.openContainers)
      }
    }

    var position = structure.next()
    value: while true {
      guard position < end else { throw Rescan() }
      switch unsafe base[position] {
      case UInt8(ascii: "\""):
        try structuralString(at: position, &structure)
      case UInt8(ascii: "{"):
        try structuralOpen(.object, at: position, &open)
        position = structure.next()
        if position < end, unsafe base[position] == UInt8(ascii: "}") {
          closeEmptyContainer(open.removeLast())
        } else {
          try structuralKey(at: position, &structure)
          position = structure.next()
          continue value
        }
      case UInt8(ascii: "["):
        try structuralOpen(.array, at: position, &open)
        position = structure.next()
        if position < end, unsafe base[position] == UInt8(ascii: "]") {
          closeEmptyContainer(open.removeLast())
        } else {
          continue value
        }
      case UInt8(ascii: "t"):
        try structuralLiteral(at: position, .true)
      case UInt8(ascii: "f"):
        try structuralLiteral(at: position, .false)
      case UInt8(ascii: "n"):
        try structuralLiteral(at: position, .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        try structuralNumber(at: position)
      default:
        throw Rescan()
      }

      // A value is complete: count it, then close containers or move to the next element.
      position = structure.next()
      while true {
        guard let top = open.last else {
          // Only whitespace may follow the top-level value, and the index must have found
          // nothing wrong in the text it skipped.
          guard position == end, !structure.isInvalid else { throw Rescan() }
          return
        }
        unsafe words[2 &* top &+ 1] &+= 1 << 32
        let isObject = unsafe words[2 &* top] >> 56 == UInt64(TapeKind.object.rawValue)
        guard position < end else { throw Rescan() }
        let byte = unsafe base[position]
        if byte == UInt8(ascii: ",") {
          position = structure.next()
          if isObject {
            try structuralKey(at: position, &structure)
            position = structure.next()
          }
          continue value
        }
        guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { throw Rescan() }
        do {
          try closeContainer(open.removeLast(), isObject: isObject)
        } catch {
          throw Rescan()
        }
        position = structure.next()
      }
    }
  }

  /// Reads `"key" :`, with the key's quote at `position`.
  @inline(__always)
  private mutating func structuralKey(
    at position: Int, _ structure: inout StructuralIndex
  ) throws(Rescan) {
    guard position < end, unsafe base[position] == UInt8(ascii: "\"") else { throw Rescan() }
    try structuralString(at: position, &structure)
    do {
      try noteKey(count &- 1)
    } catch {
      throw Rescan()
    }
    let colon = structure.next()
    guard colon < end, unsafe base[colon] == UInt8(ascii: ":") else { throw Rescan() }
  }

  @inline(__always)
  private mutating func structuralOpen(
    _ kind: TapeKind, at position: Int, _ open: inout [Int]
  ) throws(Rescan) {
    guard open.count < options.maximumDepth else { throw Rescan() }
    open.append(count)
    if kind == .object { repeatedKeys.openObject(count) }
    do {
      try append(kind, offset: position, payload: 0)
    } catch {
      throw Rescan()
    }
  }

  /// Appends the string whose opening quote is at `quote`; its closing quote is the next
  /// position, which says whether the string has escapes.
  @inline(__always)
  private mutating func structuralString(
    at quote: Int, _ structure: inout StructuralIndex
  ) throws(Rescan) {
    let closing = structure.next()
    let close = closing & ~StructuralIndex.escapedFlag
    guard close < end else { throw Rescan() }
    let length = close &- quote &- 1
    guard length <= options.maximumStringLength else { throw Rescan() }
    var payload = UInt64(truncatingIfNeeded: length)
    if closing & StructuralIndex.escapedFlag != 0 {
      try validateEscapes(from: quote &+ 1, to: close)
      payload |= JSONTape.escapedStringFlag
    }
    do {
      try append(.string, offset: quote &+ 1, payload: payload)
    } catch {
      throw Rescan()
    }
  }

  /// Checks each escape of a string's content, from `start` to `stop` (its closing quote).
  @inline(never)
  private mutating func validateEscapes(from start: Int, to stop: Int) throws(Rescan) {
    var position = start
    while true {
      while position &+ 8 <= stop {
        let backslashes = SWAR.bytesEqual(
          unsafe SWAR.load(base + position), UInt8(ascii: "\\"))
        if backslashes != 0 {
          position &+= SWAR.firstFlagged(backslashes)
          break
        }
        position &+= 8
      }
      while position < stop, unsafe base[position] != UInt8(ascii: "\\") { position &+= 1 }
      guard position < stop else { return }
      do {
        position = try validateEscape(at: position)
      } catch {
        throw Rescan()
      }
    }
  }

  /// Appends `true`, `false` or `null`, whose first letter is at `start`.
  @inline(__always)
  private mutating func structuralLiteral(at start: Int, _ kind: TapeKind) throws(Rescan) {
    // The four bytes after 'f', or from 't' or 'n', read as one little-endian word.
    let (length, word, skipped): (Int, UInt32, Int) =
      switch kind {
      case .true: (4, 0x6575_7274, 0)  // "true"
      case .false: (5, 0x6573_6C61, 1)  // "alse"
      default: (4, 0x6C6C_756E, 0)  // "null"
      }
    let stop = start &+ length
    guard stop <= end,
      unsafe UInt32(
        littleEndian: UnsafeRawPointer(base + (start &+ skipped)).loadUnaligned(as: UInt32.self))
        == word,
      scalarEnds(at: stop)
    else { throw Rescan() }
    do {
      try append(kind, offset: start, payload: 0)
    } catch {
      throw Rescan()
    }
  }

  @inline(__always)
  private mutating func structuralNumber(at start: Int) throws(Rescan) {
    let token: NumberToken
    let stop: Int
    do {
      (token, stop) = try unsafe NumberLexer.lex(base, from: start, to: end)
    } catch {
      throw Rescan()
    }
    guard scalarEnds(at: stop), stop &- start <= options.maximumNumberLength
    else { throw Rescan() }
    do {
      try appendNumber(token, from: start, to: stop)
    } catch {
      throw Rescan()
    }
  }

  /// Whether a scalar may end at `position`: at the end of the text, or before whitespace,
  /// `,`, `]` or `}`.
  ///
  /// Other bytes up to 0x20 pass too: the index marks the text invalid when they are there.
  @inline(__always)
  private func scalarEnds(at position: Int) -> Bool {
    guard position < end else { return true }
    let byte = unsafe base[position]
    return byte <= 0x20 || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]")
      || byte == UInt8(ascii: "}")
  }
}

extension JSONScanner {
  /// The tape of the structural scan alone, or `nil` where it hands the document to the
  /// bytewise scan: for the tests that check that the two agree.
  static func structuralTape(
    _ bytes: UnsafeBufferPointer<UInt8>, options: JSONReadingOptions
  ) -> JSONTape? {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
    var state = unsafe State(
      base: base, end: bytes.count, options: options, workspace: nil, stopsAfterValue: false)
    do throws(Rescan) {
      try state.scanStructurally()
    } catch {
      unsafe state.words.deallocate()
      return nil
    }
    do throws(ScanFailure) {
      try state.appendSyntheticEntries()
    } catch {
      unsafe state.words.deallocate()
      return nil
    }
    return unsafe JSONTape(
      words: state.words, count: state.count - JSONTape.syntheticEntryCount,
      capacity: state.capacity)
  }
}
