//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// The first pass of the structural scanner (JSONScanner+Structural.swift): where the
// structural characters of JSON text are, found 64 bytes at a time with bit arithmetic.
//
// Each 64-byte block becomes a handful of 64-bit masks, bit i for byte i of the block:
//
//     quote       '"'             backslash   '\'
//     operator    { } [ ] : ,     low         0x00...0x20 (whitespace, or an error)
//
// From these, with no branch per byte:
// - escaped characters: the byte after an odd-length run of backslashes. Adding a run's
//   first bit to the backslash mask carries past the run's last bit, so the bit after each
//   run is found at once; the parity of its position against the run's start says whether
//   the run is odd.
// - the inside of strings: the prefix XOR of the unescaped quotes (bit i is the parity of
//   the quotes up to and including i), so an opening quote is inside and a closing one not.
// - strings with escapes: adding each opening quote to the string-inside mask with its
//   backslashes cleared carries to the closing quote unless a backslash stops it.
// - scalar starts: bytes outside strings that are no operator, whitespace or quote, after
//   one that is.
//
// The pass emits the positions of operators and quotes outside strings, and of scalar
// starts: what the grammar (the second pass) steps through, never looking at whitespace or
// at the inside of a string again. It also checks what the grammar then skips: UTF-8 (only
// in blocks with a byte from 0x80) and control characters (only in blocks with one). The
// masks are read from memory as little-endian bytes and lanes, so they are the same on
// big-endian machines.
//
// Not yet the default (JSONScanner.Method): measured with callgrind on twitter (631,515
// bytes), this pass alone costs about 13 instructions a byte, more than the whole bytewise
// scan (7.57M a document, 12 a byte), so the structural scan costs 12.1M. Swift's SIMD
// comparisons (`.==`) compile to a loop over the lanes, so the flags come from lane
// arithmetic; and there is no portable movemask: turning 64 lane flags into a mask takes
// about 60 instructions (multiplying each word's high bits together vectorizes into an
// emulated 64-bit multiply, 12.1M; the OR-shift fold below, all in vector registers,
// 13.4M). Five masks a block (quote, operator, low, and in most blocks of twitter controls
// and non-ASCII) cost more than the bytewise scan's 16-byte string search and 8-byte space
// skipping save.

/// The positions of a JSON text's structural characters, found a few kilobytes ahead of the
/// reader that asks for them.
///
/// A noncopyable cursor: ``next()`` returns the next position, and `end` (the input's length)
/// once there is none. It is only exact for valid text: when the text is not valid JSON it
/// may skip what makes it invalid, so it sets ``isInvalid``, or its positions lead the
/// grammar into an error. Either way the caller scans again the byte-by-byte way, which
/// names the error.
///
/// `@safe`: it reads `base` below `end` only (a last partial block is copied first), and
/// writes `positions` below `capacity`.
@safe
struct StructuralIndex: ~Copyable {
  /// The flag on a closing quote's position when its string has a backslash.
  static let escapedFlag = 1 << 62

  /// The blocks indexed per refill: 8 KB of input, at most 8,192 positions (64 KB).
  private static let blocksPerRefill = 128

  private let base: UnsafePointer<UInt8>
  private let end: Int
  private let positions: UnsafeMutablePointer<Int>
  private let capacity: Int
  private var cursor = 0
  private var filled = 0
  private var blockStart = 0

  // What one block hands to the next.

  /// All ones when the next block starts inside a string, else zero.
  private var inString: UInt64 = 0
  /// 1 when the next block's first byte is escaped by a backslash of this one.
  private var escapedFirst: UInt64 = 0
  /// 1 when this block's last byte is part of a scalar.
  private var scalarCarry: UInt64 = 0
  /// 1 when a string continues into the next block and has no backslash so far.
  private var cleanCarry: UInt64 = 0
  /// The byte up to which UTF-8 is checked: a sequence may end in the next block.
  private var checkedUTF8 = 0

  /// Whether a block had an unescaped control character inside a string or a stray one
  /// outside, ill-formed UTF-8, or the text ends inside a string.
  private(set) var isInvalid = false

  init(base: UnsafePointer<UInt8>, end: Int) {
    unsafe self.base = base
    self.end = end
    let blocks = (end &+ 63) / 64
    capacity = min(blocks, Self.blocksPerRefill) &* 64
    unsafe positions = .allocate(capacity: max(capacity, 1))
  }

  deinit {
    unsafe positions.deallocate()
  }

  /// The next structural position, with ``escapedFlag`` on a closing quote whose string has
  /// a backslash; `end` when there is none left.
  @inline(__always)
  mutating func next() -> Int {
    if cursor == filled { refill() }
    let position = unsafe positions[cursor]
    cursor &+= 1
    return position
  }

  /// Indexes the next blocks, until there are positions or the input ends.
  private mutating func refill() {
    cursor = 0
    filled = 0
    var blocks = 0
    while blockStart < end && (blocks < Self.blocksPerRefill || filled == 0) {
      if blockStart &+ 64 <= end {
        unsafe indexBlock(base + blockStart)
      } else {
        // The last, partial block, padded with spaces.
        let count = end &- blockStart
        unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { block in
          let start = unsafe block.baseAddress.unsafelyUnwrapped
          unsafe start.initialize(repeating: UInt8(ascii: " "), count: 64)
          unsafe start.update(from: base + blockStart, count: count)
          unsafe indexBlock(start)
        }
      }
      blockStart &+= 64
      blocks &+= 1
    }
    if filled == 0 {
      if inString != 0 { isInvalid = true }
      unsafe positions[0] = end
      filled = 1
    }
  }

  // MARK: - One block

  @inline(__always)
  private mutating func indexBlock(_ block: UnsafePointer<UInt8>) {
    let lanes = unsafe (
      Self.load(block), Self.load(block + 16), Self.load(block + 32), Self.load(block + 48)
    )
    let quote = Self.bits(
      Self.equal(lanes.0, UInt8(ascii: "\"")), Self.equal(lanes.1, UInt8(ascii: "\"")),
      Self.equal(lanes.2, UInt8(ascii: "\"")), Self.equal(lanes.3, UInt8(ascii: "\"")))
    let operators = Self.bits(
      Self.isOperator(lanes.0), Self.isOperator(lanes.1), Self.isOperator(lanes.2),
      Self.isOperator(lanes.3))
    let low = Self.bits(
      Self.below(lanes.0, 0x21), Self.below(lanes.1, 0x21), Self.below(lanes.2, 0x21),
      Self.below(lanes.3, 0x21))

    // Escapes: only blocks with a backslash, or whose first byte is escaped, have any.
    let backslashLanes = (
      Self.equal(lanes.0, UInt8(ascii: "\\")), Self.equal(lanes.1, UInt8(ascii: "\\")),
      Self.equal(lanes.2, UInt8(ascii: "\\")), Self.equal(lanes.3, UInt8(ascii: "\\"))
    )
    var backslash: UInt64 = 0
    var escaped = escapedFirst
    if Self.anyFlagged(backslashLanes.0 | backslashLanes.1 | backslashLanes.2 | backslashLanes.3) {
      backslash = Self.bits(backslashLanes.0, backslashLanes.1, backslashLanes.2, backslashLanes.3)
      escaped = escapedCharacters(backslash)
    } else {
      escapedFirst = 0
    }

    // Inside strings: from an opening quote (included) to its closing quote (excluded).
    let quotes = quote & ~escaped
    let inside = Self.prefixXOR(quotes) ^ inString
    inString = UInt64(bitPattern: Int64(bitPattern: inside) >> 63)

    // Closing quotes whose string has a backslash: the carry from the opening quote (or from
    // the block before) through the string stops at its first backslash instead.
    let opening = quotes & inside
    let closing = quotes & ~inside
    let (carried, overflow) = (inside & ~backslash).addingReportingOverflow(opening | cleanCarry)
    let escapedClosing = closing & ~carried
    cleanCarry = overflow ? 1 : 0

    let scalar = ~(operators | low | quote | inside)
    let scalarStarts = scalar & ~(scalar << 1 | scalarCarry)
    scalarCarry = scalar >> 63

    let structural = (operators & ~inside) | quotes | scalarStarts
    let first = filled
    var remaining = structural
    while remaining != 0 {
      unsafe positions[filled] = blockStart &+ remaining.trailingZeroBitCount
      filled &+= 1
      remaining &= remaining &- 1
    }
    var flagged = escapedClosing
    while flagged != 0 {
      let bit = flagged.trailingZeroBitCount
      let rank = (structural & ((1 << bit) &- 1)).nonzeroBitCount
      unsafe positions[first &+ rank] |= Self.escapedFlag
      flagged &= flagged &- 1
    }

    // What the grammar will not look at again: control characters and UTF-8.
    let controlLanes = (
      Self.below(lanes.0, 0x20), Self.below(lanes.1, 0x20), Self.below(lanes.2, 0x20),
      Self.below(lanes.3, 0x20)
    )
    if Self.anyFlagged(controlLanes.0 | controlLanes.1 | controlLanes.2 | controlLanes.3) {
      unsafe checkControls(
        Self.bits(controlLanes.0, controlLanes.1, controlLanes.2, controlLanes.3),
        inside: inside, block: block)
    }
    let highLanes = lanes.0 | lanes.1 | lanes.2 | lanes.3
    if Self.anyFlagged(highLanes) {
      checkUTF8(Self.bits(lanes.0, lanes.1, lanes.2, lanes.3))
    }
  }

  /// The escaped characters of a block with backslashes, and whether the next block's first
  /// byte is escaped.
  @inline(__always)
  private mutating func escapedCharacters(_ backslash: UInt64) -> UInt64 {
    // A backslash escaped from the block before is an ordinary character.
    let backslashes = backslash & ~escapedFirst
    let runStarts = backslashes & ~(backslashes << 1)
    let even: UInt64 = 0x5555_5555_5555_5555
    // Adding a run's first bit carries to the bit after its last: from an even start, that
    // bit is odd exactly when the run's length is odd, and from an odd start, even.
    let (fromEven, _) = backslashes.addingReportingOverflow(runStarts & even)
    let (fromOdd, oddRunEnds) = backslashes.addingReportingOverflow(runStarts & ~even)
    let afterOddRuns = (fromEven & ~backslashes & ~even) | (fromOdd & ~backslashes & even)
    let escaped = afterOddRuns | escapedFirst
    // A run from an odd position to the end of the block has odd length.
    escapedFirst = oddRunEnds ? 1 : 0
    return escaped
  }

  /// Marks the text invalid when a control character is inside a string, or is not
  /// whitespace outside one.
  @inline(never)
  private mutating func checkControls(
    _ controls: UInt64, inside: UInt64, block: UnsafePointer<UInt8>
  ) {
    if controls & inside != 0 {
      isInvalid = true
      return
    }
    var remaining = controls
    while remaining != 0 {
      let byte = unsafe block[remaining.trailingZeroBitCount]
      guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
      else {
        isInvalid = true
        return
      }
      remaining &= remaining &- 1
    }
  }

  /// Marks the text invalid when the multi-byte sequences that start in this block are not
  /// well-formed UTF-8; a sequence may end in the next block.
  @inline(__always)
  private mutating func checkUTF8(_ high: UInt64) {
    // Continuation bytes of a sequence from the block before are already checked.
    let checkedHere = checkedUTF8 &- blockStart
    var remaining = checkedHere >= 64 ? 0 : checkedHere > 0 ? high & (~0 << checkedHere) : high
    while remaining != 0 {
      let position = blockStart &+ remaining.trailingZeroBitCount
      guard let length = unsafe UTF8Validation.sequenceLength(base, at: position, end: end) else {
        isInvalid = true
        return
      }
      checkedUTF8 = position &+ length
      let next = checkedUTF8 &- blockStart
      remaining = next >= 64 ? 0 : remaining & (~0 << next)
    }
  }

  // MARK: - Lanes and masks

  @inline(__always)
  private static func load(_ pointer: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
    unsafe UnsafeRawPointer(pointer).loadUnaligned(as: SIMD16<UInt8>.self)
  }

  /// The high bit of each lane equal to `byte` (the other bits are noise).
  ///
  /// Lane-wise subtraction has no carry between lanes, so the flags are exact: only 0 has
  /// its high bit set after subtracting 1 and clear before.
  @inline(__always)
  private static func equal(_ lanes: SIMD16<UInt8>, _ byte: UInt8) -> SIMD16<UInt8> {
    let difference = lanes ^ SIMD16(repeating: byte)
    return (difference &- SIMD16(repeating: 1)) & ~difference
  }

  /// The high bit of each lane below `bound`, for a bound up to 0x80 (the other bits are
  /// noise).
  @inline(__always)
  private static func below(_ lanes: SIMD16<UInt8>, _ bound: UInt8) -> SIMD16<UInt8> {
    (lanes &- SIMD16(repeating: bound)) & ~lanes
  }

  /// The high bit of each lane holding `{`, `}`, `[`, `]`, `:` or `,`.
  @inline(__always)
  private static func isOperator(_ lanes: SIMD16<UInt8>) -> SIMD16<UInt8> {
    // Setting bit 5 turns '[' into '{' and ']' into '}', and only them.
    let folded = lanes | SIMD16(repeating: 0x20)
    return equal(folded, UInt8(ascii: "{")) | equal(folded, UInt8(ascii: "}"))
      | equal(lanes, UInt8(ascii: ":")) | equal(lanes, UInt8(ascii: ","))
  }

  /// Whether any lane has its high bit set.
  @inline(__always)
  private static func anyFlagged(_ lanes: SIMD16<UInt8>) -> Bool {
    let words = unsafe unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
    return (words[0] | words[1]) & 0x8080_8080_8080_8080 != 0
  }

  /// The high bits of four vectors' lanes as one mask, lane 0 of `a` in bit 0.
  ///
  /// All in vector registers, as two 64-bit lanes per vector: multiplying the words to
  /// gather their bits vectorizes into an emulated 64-bit multiply, far slower.
  @inline(__always)
  private static func bits(
    _ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>, _ d: SIMD16<UInt8>
  ) -> UInt64 {
    let halves = fold(a) | fold(b) &<< 16 | fold(c) &<< 32 | fold(d) &<< 48
    return halves[0] | halves[1] << 8
  }

  /// The high bits of each half's eight lanes, lane 0's in bit 0 of the half.
  ///
  /// With each high bit moved to bit 0 of its byte (8i), OR-ing the word with itself shifted
  /// by 7, 14 and 28 brings byte i's bit to bit i: 8i - 7i. Nothing else lands in the low
  /// byte, which is all that is kept.
  @inline(__always)
  private static func fold(_ lanes: SIMD16<UInt8>) -> SIMD2<UInt64> {
    let words = unsafe unsafeBitCast(lanes & SIMD16(repeating: 0x80), to: SIMD2<UInt64>.self)
    var folded = SIMD2(UInt64(littleEndian: words[0]), UInt64(littleEndian: words[1])) &>> 7
    folded |= folded &>> 7
    folded |= folded &>> 14
    folded |= folded &>> 28
    return folded & SIMD2(repeating: 0xFF)
  }

  /// Bit i of the result is the XOR of bits 0 through i.
  @inline(__always)
  private static func prefixXOR(_ bits: UInt64) -> UInt64 {
    var result = bits
    result ^= result << 1
    result ^= result << 2
    result ^= result << 4
    result ^= result << 8
    result ^= result << 16
    result ^= result << 32
    return result
  }
}
