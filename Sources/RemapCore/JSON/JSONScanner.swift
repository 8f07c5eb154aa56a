//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// The strict JSON scanner: validates UTF-8 JSON text and writes its tape. The tape format,
// with a worked example, is documented in JSONTape.swift.
//
// It reads one token after another, and the bytes inside a token several at a time: string
// contents sixteen bytes at a time (`ByteSearch`), runs of multi-byte characters eight
// (`UTF8Validation`), indentation eight, digits eight (`NumberLexer`). A scan that first finds
// every structural character of a 64-byte block with vector compares, as simdjson does, was
// built and measured slower here: portable Swift has no instruction to turn a vector's lane
// flags into a bit mask, and each such mask then costs some 60 instructions (see CHANGELOG).

/// Why scanning failed and where; the public entry points turn it into a `RemapError` with a
/// line and column, so the scanner never counts lines.
package struct ScanFailure: Error {
  package var code: RemapError.Code
  package var message: String
  package var offset: Int

  package init(code: RemapError.Code, message: String, offset: Int) {
    self.code = code
    self.message = message
    self.offset = offset
  }

  package func remapError(in bytes: UnsafeBufferPointer<UInt8>) -> RemapError {
    unsafe RemapError(code, message, location: SourceLocation(offset: offset, in: bytes))
  }
}

/// Scans JSON text into a tape, or into a tree (see `JSONScanSink`).
///
/// The scanner is iterative, with an explicit stack of open containers, so no input can
/// overflow the call stack whatever the depth limit.
enum JSONScanner {
  /// Scans a whole document.
  ///
  /// - Throws: `ScanFailure` naming the first error and its byte offset.
  static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, options: JSONReadingOptions,
    workspace: Workspace? = nil
  ) throws(ScanFailure) -> JSONTape {
    let base = try unsafe checkedStart(of: bytes, options: options)
    return try unsafe scanTape(base, count: bytes.count, options: options, workspace: workspace)
      .tape
  }

  /// Reads a whole document into a tree, in one pass with no tape.
  ///
  /// - Throws: `ScanFailure` naming the first error and its byte offset: the one
  ///   ``scan(_:options:workspace:)`` names for the same bytes.
  static func parseTree(
    _ bytes: UnsafeBufferPointer<UInt8>, options: JSONReadingOptions,
    workspace: Workspace? = nil
  ) throws(ScanFailure) -> JSON {
    let base = try unsafe checkedStart(of: bytes, options: options)
    let sink = unsafe JSONTreeSink(
      base: base, end: bytes.count, options: options, workspace: workspace)
    var state = unsafe State(
      base: base, end: bytes.count, options: options, workspace: workspace,
      stopsAfterValue: false, sink: sink)
    do {
      try state.scanDocument()
    } catch {
      state.takeSink().discard()
      throw error
    }
    return state.takeSink().tree()
  }

  /// The start of a document's bytes, once they are known not to be empty or too long:
  /// checked before anything is read or allocated.
  private static func checkedStart(
    of bytes: UnsafeBufferPointer<UInt8>, options: JSONReadingOptions
  ) throws(ScanFailure) -> UnsafePointer<UInt8> {
    guard let base = bytes.baseAddress, !bytes.isEmpty else {
      throw ScanFailure(
        code: .unexpectedEndOfInput, message: "the input is empty; expected a JSON value",
        offset: 0)
    }
    guard bytes.count <= options.maximumInputSize else {
      throw ScanFailure(
        code: .sizeLimitExceeded,
        message: "the input is \(bytes.count) bytes, more than the limit of "
          + "\(options.maximumInputSize)",
        offset: max(0, options.maximumInputSize))
    }
    return unsafe base
  }

  /// Scans the one JSON value that starts at `bytes[0]` and stops where it ends, without
  /// reading the bytes after it: a streamed array's element, found and validated in one pass.
  ///
  /// The bytes must start with the value itself, not whitespace; a byte order mark is not
  /// skipped. Unlike ``scan(_:options:workspace:)``, the input-size limit is not checked:
  /// the caller bounds `bytes`.
  ///
  /// - Returns: The value's tape, whose offsets count from `bytes[0]`, and the offset just
  ///   past the value. A value that ends at `bytes.count` may go on in bytes not given (a
  ///   number).
  /// - Throws: `ScanFailure` naming the first error, which may be the end of `bytes` inside
  ///   a value that goes on past them.
  static func scanValue(
    _ bytes: UnsafeBufferPointer<UInt8>, options: JSONReadingOptions, workspace: Workspace?
  ) throws(ScanFailure) -> (tape: JSONTape, end: Int) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else {
      throw ScanFailure(
        code: .unexpectedEndOfInput, message: "expected a JSON value", offset: 0)
    }
    return try unsafe scanTape(
      base, count: bytes.count, options: options, workspace: workspace, stopsAfterValue: true)
  }

  private static func scanTape(
    _ base: UnsafePointer<UInt8>, count: Int, options: JSONReadingOptions,
    workspace: Workspace?, stopsAfterValue: Bool = false
  ) throws(ScanFailure) -> (tape: JSONTape, end: Int) {
    let sink = unsafe JSONTapeSink(
      base: base, end: count, options: options, workspace: workspace,
      readsOneValue: stopsAfterValue)
    var state = unsafe State(
      base: base, end: count, options: options, workspace: workspace,
      stopsAfterValue: stopsAfterValue, sink: sink)
    do {
      try state.scanDocument()
    } catch {
      // A failed scan's words serve the next scan with the same workspace, as a tape's do.
      state.takeSink().discard()
      throw error
    }
    let end = state.index
    // The synthetic entries sit at the end of what was scanned: the input, or the value.
    let tape = try state.takeSink().tape(endingAt: stopsAfterValue ? end : count)
    return (tape, end)
  }

  /// A string the scanner validated: where its text starts (after the quote), its length in
  /// bytes, and whether it has escapes to decode.
  private struct StringToken {
    var start: Int
    var length: Int
    var escaped: Bool
  }

  /// What scanning one small document after another reuses, so that a scan allocates only
  /// the tape object: the words of a tape no longer read, the stack of open containers, the
  /// repeated-key finder's buffers, and a tree parse's stacks.
  ///
  /// A stream of JSON Lines scans a document per line, and allocating the tape and the
  /// repeated-key finder anew for each cost more than scanning a short line. A tape scanned
  /// with a workspace gives its words back to it when it is freed, and the next scan writes
  /// over them; while one tape is read, the next is scanned into the words of the one before.
  ///
  /// Not thread-safe: one workspace serves one stream, on one thread at a time. `@safe`: the
  /// spare words belong to no tape (a tape gives them back only when it is freed), so only
  /// the next scan writes them.
  @safe
  final class Workspace {
    /// The words of a freed tape, and how many entries they hold.
    var spareWords: (words: UnsafeMutablePointer<UInt64>, capacity: Int)?
    /// The storage of the stack of open containers, and its capacity.
    var openContainers: (entries: UnsafeMutablePointer<Int>, capacity: Int)?
    /// The repeated-key finder, with the buffers the scans before allocated; a scan takes it
    /// and gives it back.
    var repeatedKeys = RepeatedKeyFinder()
    /// The stacks and key strings of a tree parse, once a tree was parsed with this workspace.
    var treeBuffers: JSONTreeSink.Buffers?

    init() {}

    deinit {
      if let spareWords = unsafe spareWords { unsafe spareWords.words.deallocate() }
      if let openContainers = unsafe openContainers { unsafe openContainers.entries.deallocate() }
    }
  }

  /// The tape entries of the arrays and objects still open, outermost first.
  ///
  /// Its storage comes from the workspace, if any, and goes back to it. Noncopyable, with
  /// storage of its own: pushing and popping make no uniqueness check, as an array's would.
  /// `@safe`: every access stays below `count`, which `push` keeps within the allocation.
  @safe
  private struct OpenContainers: ~Copyable {
    private var entries: UnsafeMutablePointer<Int>
    private var capacity: Int
    private(set) var count = 0
    private let workspace: Workspace?

    init(workspace: Workspace?) {
      self.workspace = workspace
      if let storage = unsafe workspace?.openContainers {
        unsafe workspace?.openContainers = nil
        unsafe (entries, capacity) = storage
      } else {
        capacity = 32
        unsafe entries = .allocate(capacity: capacity)
      }
    }

    deinit {
      if let workspace, unsafe workspace.openContainers == nil {
        unsafe workspace.openContainers = (entries, capacity)
      } else {
        unsafe entries.deallocate()
      }
    }

    @inline(__always)
    mutating func push(_ entry: Int) {
      if count == capacity { grow() }
      unsafe entries[count] = entry
      count &+= 1
    }

    /// Removes the innermost entry, and returns the one it was in, or -1 at the top level.
    @inline(__always)
    mutating func pop() -> Int {
      count &-= 1
      return count > 0 ? unsafe entries[count &- 1] : -1
    }

    private mutating func grow() {
      unsafe entries = entries.movedToNewAllocation(capacity: 2 * capacity, count: count)
      capacity *= 2
    }
  }

  /// The scan of one document: the grammar, the validation and the limits, over a sink
  /// that stores what it reads (see `JSONScanSink`).
  ///
  /// `@safe`: every read of `base` is guarded by `end`.
  @safe
  private struct State<Sink: JSONScanSink & ~Copyable>: ~Copyable {
    let base: UnsafePointer<UInt8>
    let end: Int
    let options: JSONReadingOptions
    var index = 0
    var sink: Sink
    /// Where the stack of open containers comes from and goes back to, when reused.
    let workspace: Workspace?
    /// Whether the scan ends with the first value, leaving the bytes after it unread.
    let stopsAfterValue: Bool

    init(
      base: UnsafePointer<UInt8>, end: Int, options: JSONReadingOptions, workspace: Workspace?,
      stopsAfterValue: Bool, sink: consuming Sink
    ) {
      unsafe self.base = base
      self.end = end
      self.options = options
      self.workspace = workspace
      self.stopsAfterValue = stopsAfterValue
      self.sink = sink
    }

    /// Ends the scan, and hands over what the sink stored.
    consuming func takeSink() -> Sink {
      sink
    }

    // MARK: - Document structure

    mutating func scanDocument() throws(ScanFailure) {
      // A UTF-8 byte order mark is tolerated at the start of a document (RFC 8259 §8.1
      // allows ignoring it), not before a value inside one.
      if !stopsAfterValue, end >= 3, unsafe base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF {
        index = 3
      }
      if !stopsAfterValue, end >= 2,
        unsafe (base[0] == 0xFE && base[1] == 0xFF) || (base[0] == 0xFF && base[1] == 0xFE)
      {
        throw ScanFailure(
          code: .invalidUnicode, message: "the input is UTF-16; JSON text must be UTF-8",
          offset: 0)
      }

      var open = OpenContainers(workspace: workspace)
      // The innermost open container's entry, -1 at the top level, and whether it is an
      // object: read after every value, so kept here rather than read from the stack.
      var innermost = -1
      var inObject = false
      var afterComma = false

      while true {
        try skipWhitespace()
        guard index < end else {
          throw ScanFailure(
            code: .unexpectedEndOfInput,
            message: innermost < 0
              ? "the input is empty; expected a JSON value"
              : "unexpected end of input; expected a value",
            offset: index)
        }
        let byte = unsafe base[index]
        switch byte {
        case UInt8(ascii: "\""):
          let string = try scanString()
          try sink.appendString(start: string.start, length: string.length, escaped: string.escaped)
        case UInt8(ascii: "{"):
          let container = try openContainer(isObject: true, &open)
          try skipWhitespace()
          if index < end, unsafe base[index] == UInt8(ascii: "}") {
            index += 1
            sink.closeEmptyContainer(container, isObject: true)
            _ = open.pop()
          } else {
            innermost = container
            inObject = true
            let key = try scanKeyString(afterComma: false)
            try scanKeyColon(key)
            afterComma = false
            continue
          }
        case UInt8(ascii: "["):
          let container = try openContainer(isObject: false, &open)
          try skipWhitespace()
          if index < end, unsafe base[index] == UInt8(ascii: "]") {
            index += 1
            sink.closeEmptyContainer(container, isObject: false)
            _ = open.pop()
          } else {
            innermost = container
            inObject = false
            afterComma = false
            continue
          }
        case UInt8(ascii: "t"):
          try scanLiteral("true", .true)
        case UInt8(ascii: "f"):
          try scanLiteral("false", .false)
        case UInt8(ascii: "n"):
          try scanLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          try scanNumber()
        default:
          if afterComma && byte == UInt8(ascii: "]") {
            throw ScanFailure(
              code: .unexpectedCharacter,
              message: "trailing comma before ']'; expected another array element",
              offset: index)
          }
          throw ScanFailure(
            code: .unexpectedCharacter,
            message: "unexpected \(describe(at: index)); expected a JSON value", offset: index)
        }

        // A value is complete: count it, then close containers or move to the next element.
        afterValue: while true {
          guard innermost >= 0 else {
            if stopsAfterValue { return }
            try skipWhitespace()
            guard index == end else {
              throw ScanFailure(
                code: .unexpectedCharacter,
                message: "unexpected \(describe(at: index)) after the top-level value",
                offset: index)
            }
            return
          }
          sink.countElement(of: innermost)
          let isObject = inObject
          let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
          try skipWhitespace()
          guard index < end else {
            throw ScanFailure(
              code: .unexpectedEndOfInput,
              message: isObject
                ? "unexpected end of input; expected ',' or '}' after an object member"
                : "unexpected end of input; expected ',' or ']' after an array element",
              offset: index)
          }
          let next = unsafe base[index]
          if next == UInt8(ascii: ",") {
            index += 1
            if options.allowsTrailingCommas {
              try skipWhitespace()
              if index < end, unsafe base[index] == closer {
                index += 1
                try sink.closeContainer(innermost, isObject: isObject)
                innermost = open.pop()
                inObject = sink.isObject(innermost)
                continue afterValue
              }
            }
            if isObject {
              try skipWhitespace()
              let key = try scanKeyString(afterComma: true)
              try scanKeyColon(key)
            }
            afterComma = true
            break afterValue
          } else if next == closer {
            index += 1
            try sink.closeContainer(innermost, isObject: isObject)
            innermost = open.pop()
            inObject = sink.isObject(innermost)
          } else {
            throw ScanFailure(
              code: .unexpectedCharacter,
              message: isObject
                ? "expected ',' or '}' after an object member, found \(describe(at: index))"
                : "expected ',' or ']' after an array element, found \(describe(at: index))",
              offset: index)
          }
        }
      }
    }

    /// Reads `"key" :` from `index` and leaves the index at the member's value (or the
    /// whitespace before it).
    ///
    /// Inlined where a member starts, so its every path that is not a plain key followed by
    /// its colon is out of line: the optimizer inlines an `@inline(__always)` function into a
    /// large one only while the callee has at most 64 basic blocks (SIL's performance
    /// inliner, `isInlineAlwaysCallSite`), and an error message built in place costs a dozen.
    /// For the same reason its two steps are inlined one by one where it is called (it is
    /// not a function of its own): the key's string, then the rest.
    @inline(__always)
    mutating func scanKeyString(afterComma: Bool) throws(ScanFailure) -> StringToken {
      guard index < end, unsafe base[index] == UInt8(ascii: "\"") else {
        throw missingKey(afterComma: afterComma)
      }
      return try scanString()
    }

    /// Hands the key just scanned to the sink, and reads the colon after it: the second step
    /// of reading `"key" :` (see ``scanKeyString(afterComma:)``).
    @inline(__always)
    mutating func scanKeyColon(_ key: StringToken) throws(ScanFailure) {
      try sink.appendKey(
        start: key.start, length: key.length, escaped: key.escaped,
        hash: keyHash(key))
      // Pretty-printed or not, the colon mostly follows the key at once.
      if unsafe index < end && base[index] == UInt8(ascii: ":") {
        index &+= 1
      } else {
        try scanColonSlowly()
      }
      // Pretty-printed JSON has one space after the colon: passed here, it does not start
      // the search for a run of indentation.
      if index < end, unsafe base[index] == UInt8(ascii: " ") { index &+= 1 }
    }

    /// Why the bytes at `index` do not start an object's key.
    @inline(never)
    func missingKey(afterComma: Bool) -> ScanFailure {
      guard index < end else {
        return ScanFailure(
          code: .unexpectedEndOfInput,
          message: "unexpected end of input; expected a string key", offset: index)
      }
      if afterComma, unsafe base[index] == UInt8(ascii: "}") {
        return ScanFailure(
          code: .unexpectedCharacter,
          message: "trailing comma before '}'; expected another object member", offset: index)
      }
      return ScanFailure(
        code: .unexpectedCharacter,
        message: "expected a string key in double quotes, found \(describe(at: index))",
        offset: index)
    }

    /// Reads the whitespace between a key and its colon, and the colon.
    @inline(never)
    mutating func scanColonSlowly() throws(ScanFailure) {
      try skipWhitespace()
      guard index < end, unsafe base[index] == UInt8(ascii: ":") else {
        throw ScanFailure(
          code: index < end ? .unexpectedCharacter : .unexpectedEndOfInput,
          message: index < end
            ? "expected ':' after an object key, found \(describe(at: index))"
            : "unexpected end of input; expected ':' after an object key",
          offset: index)
      }
      index &+= 1
    }

    @inline(__always)
    mutating func openContainer(
      isObject: Bool, _ open: inout OpenContainers
    ) throws(ScanFailure) -> Int {
      guard open.count < options.maximumDepth else {
        throw ScanFailure(
          code: .depthLimitExceeded,
          message: "arrays and objects are nested deeper than the limit of "
            + "\(options.maximumDepth) levels",
          offset: index)
      }
      let container = try sink.openContainer(isObject: isObject, at: index)
      open.push(container)
      index += 1
      return container
    }

    // MARK: - Keys

    /// The quick hash of a key's text: of its bytes, or when it has escapes, of the decoded
    /// text, so that `"a"` and `"\u0061"` agree.
    @inline(__always)
    func keyHash(_ key: StringToken) -> UInt64 {
      if !key.escaped {
        return unsafe KeyHash.quick(
          base + key.start, count: key.length, readable: end &- key.start)
      }
      return escapedKeyHash(key)
    }

    /// The quick hash of a key with escapes, of its decoded text; out of line, so that the
    /// common case carries no `String`.
    @inline(never)
    func escapedKeyHash(_ key: StringToken) -> UInt64 {
      var text = unsafe JSONStringDecoder.decode(base + key.start, count: key.length)
      return text.withUTF8 { utf8 in
        guard let start = utf8.baseAddress else { return 0 }
        return unsafe KeyHash.quick(start, count: utf8.count, readable: utf8.count)
      }
    }

    // MARK: - Whitespace and comments

    @inline(__always)
    mutating func skipWhitespace() throws(ScanFailure) {
      guard index < end else { return }
      let byte = unsafe base[index]
      // A token at once, the most common case; a slash may start a comment.
      if byte > 0x20 && byte != UInt8(ascii: "/") { return }
      // One space before a token, as after a comma in `[1, 2]`: no loop.
      if byte == UInt8(ascii: " ") && index &+ 1 < end,
        unsafe base[index &+ 1] > 0x20 && base[index &+ 1] != UInt8(ascii: "/")
      {
        index &+= 1
        return
      }
      try skipWhitespaceRun()
    }

    /// Skips whitespace, and comments when the options allow them, from `index`.
    @inline(__always)
    mutating func skipWhitespaceRun() throws(ScanFailure) {
      // Pretty-printed JSON: a newline and its indentation, up to 32 spaces, in one step,
      // a word of eight at a time with no loop.
      if unsafe index &+ 33 <= end && base[index] == UInt8(ascii: "\n") {
        let spaces = unsafe Self.leadingSpaces(base + (index &+ 1))
        index &+= 1 &+ spaces
        let byte = unsafe base[index]
        if byte > 0x20 && byte != UInt8(ascii: "/") { return }
      }
      while index < end {
        let byte = unsafe base[index]
        if byte > 0x20 {
          if byte == UInt8(ascii: "/") && options.allowsComments {
            try skipComment()
            continue
          }
          return
        }
        guard ASCII.isWhitespace(byte) else { return }
        index += 1
        // Indentation in pretty-printed JSON comes in runs of spaces: skip a run eight bytes
        // at a time, and its remainder in one step, to the first byte that is not a space.
        // (Sixteen at a time, as a vector or as two words, measured no cheaper: most runs
        // are under sixteen.)
        while index + 8 <= end, unsafe base[index] == UInt8(ascii: " ") {
          let notSpace =
            unsafe UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            ^ 0x2020_2020_2020_2020
          guard notSpace == 0 else {
            index += UInt64(littleEndian: notSpace).trailingZeroBitCount >> 3
            break
          }
          index += 8
        }
      }
    }

    /// How many of the 32 bytes from `first` are spaces before the first that is not: 32
    /// when all are.
    @inline(__always)
    static func leadingSpaces(_ first: UnsafePointer<UInt8>) -> Int {
      let spaces: UInt64 = 0x2020_2020_2020_2020
      var notSpace = unsafe SWAR.load(first) ^ spaces
      if notSpace != 0 { return notSpace.trailingZeroBitCount &>> 3 }
      notSpace = unsafe SWAR.load(first + 8) ^ spaces
      if notSpace != 0 { return 8 &+ notSpace.trailingZeroBitCount &>> 3 }
      notSpace = unsafe SWAR.load(first + 16) ^ spaces
      if notSpace != 0 { return 16 &+ notSpace.trailingZeroBitCount &>> 3 }
      notSpace = unsafe SWAR.load(first + 24) ^ spaces
      return 24 &+ notSpace.trailingZeroBitCount &>> 3
    }

    mutating func skipComment() throws(ScanFailure) {
      let start = index
      guard index + 1 < end else {
        throw ScanFailure(
          code: .unexpectedCharacter, message: "unexpected '/'; expected a comment",
          offset: start)
      }
      switch unsafe base[index + 1] {
      case UInt8(ascii: "/"):
        index += 2
        while index < end, unsafe base[index] != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "*"):
        index += 2
        while true {
          guard index + 1 < end else {
            throw ScanFailure(
              code: .unexpectedEndOfInput, message: "unterminated block comment",
              offset: start)
          }
          if unsafe base[index] == UInt8(ascii: "*") && base[index + 1] == UInt8(ascii: "/") {
            index += 2
            return
          }
          index += 1
        }
      default:
        throw ScanFailure(
          code: .unexpectedCharacter, message: "unexpected '/'; expected '//' or '/*'",
          offset: start)
      }
    }

    // MARK: - Scalars

    /// Scans `literal`, whose first byte is at `index`.
    @inline(__always)
    mutating func scanLiteral(_ literal: StaticString, _ kind: TapeKind) throws(ScanFailure) {
      let length = literal.utf8CodeUnitCount
      let start = index
      // The first byte chose the literal; its last four are compared in one load.
      let lastFour = start &+ length &- 4
      if start &+ length <= end,
        unsafe UnsafeRawPointer(base + lastFour).loadUnaligned(as: UInt32.self)
          == UnsafeRawPointer(literal.utf8Start + (length &- 4)).loadUnaligned(as: UInt32.self)
      {
        index = start &+ length
        try sink.appendLiteral(kind, at: start)
        return
      }
      throw literalMismatch(literal, at: start)
    }

    /// Why the bytes at `start` are not `literal`.
    @inline(never)
    func literalMismatch(_ literal: StaticString, at start: Int) -> ScanFailure {
      var matched = 0
      while start + matched < end, matched < literal.utf8CodeUnitCount,
        unsafe base[start + matched] == literal.utf8Start[matched]
      {
        matched += 1
      }
      if start + matched == end {
        return ScanFailure(
          code: .unexpectedEndOfInput,
          message: "unexpected end of input inside '\(literal)'", offset: start)
      }
      return ScanFailure(
        code: .unexpectedCharacter,
        message: "invalid literal; expected '\(literal)', 'true', 'false' or 'null' "
          + "here, or a quoted string",
        offset: start)
    }

    /// Scans the number at `index`: the short ones inline, where the scan dispatches on a
    /// value's first byte; the rest (long, huge or invalid numbers, and those near the end
    /// of the input) in ``scanNumberSlowly()``.
    @inline(__always)
    mutating func scanNumber() throws(ScanFailure) {
      let start = index
      guard let number = unsafe NumberLexer.lexShort(base, from: start, to: end),
        number.end &- start <= options.maximumNumberLength
      else { return try scanNumberSlowly() }
      index = number.end
      try sink.appendNumber(number, start: start)
    }

    /// Scans any number at `index`, or names what is wrong with it.
    @inline(never)
    mutating func scanNumberSlowly() throws(ScanFailure) {
      let start = index
      let token: NumberToken
      if let (common, stop) = unsafe NumberLexer.lexCommon(base, from: start, to: end) {
        (token, index) = (common, stop)
      } else {
        do {
          (token, index) = try unsafe NumberLexer.lexAny(base, from: start, to: end)
        } catch {
          throw ScanFailure(code: .invalidNumber, message: error.message, offset: error.offset)
        }
      }
      if index &- start > options.maximumNumberLength { throw numberTooLong(at: start) }
      try sink.appendNumber(token, from: start, to: index)
    }

    // MARK: - Strings

    /// Scans a string whose opening quote is at `index`, validating escapes and UTF-8.
    ///
    /// A string that closes within the 32 bytes after its quote, all of them plain
    /// (printable ASCII, no escape), is most keys and many values (names, dates,
    /// identifiers): one or two vector probes, inlined where a token starts, take it. The
    /// others go on from where the probes stopped in ``scanString(from:)``, which also
    /// reports a string over the length limit.
    @inline(__always)
    mutating func scanString() throws(ScanFailure) -> StringToken {
      let start = index &+ 1
      guard start &+ 16 <= end else { return try scanString(from: start) }
      var length = ByteSearch.unflaggedPrefixLength(
        ByteSearch.stringSpecials(
          unsafe UnsafeRawPointer(base + start).loadUnaligned(as: SIMD16<UInt8>.self)))
      if length == 16 && start &+ 32 <= end {
        length &+= ByteSearch.unflaggedPrefixLength(
          ByteSearch.stringSpecials(
            unsafe UnsafeRawPointer(base + (start &+ 16)).loadUnaligned(as: SIMD16<UInt8>.self)))
      }
      // Every byte before the stop is plain (a string of sixteen, near the end of the input,
      // may stop at a quote the second probe did not read).
      let stop = start &+ length
      guard
        unsafe length < 32 && stop < end && base[stop] == UInt8(ascii: "\"")
          && length <= options.maximumStringLength
      else { return try scanString(from: stop) }
      index = stop &+ 1
      return StringToken(start: start, length: length, escaped: false)
    }

    /// Scans the rest of the string whose opening quote is at `index`, from `position`, where
    /// its plain bytes may end.
    ///
    /// Plain ASCII goes sixteen bytes at a time (`ByteSearch`); a run of multi-byte
    /// characters is validated in a loop of its own, so that text in other scripts does not
    /// go back to the vector search after every character.
    mutating func scanString(from position: Int) throws(ScanFailure) -> StringToken {
      let quote = index
      var position = position
      var escaped = false
      while true {
        position = unsafe ByteSearch.firstStringSpecial(base, from: position, to: end)
        guard position < end else {
          throw ScanFailure(
            code: .unexpectedEndOfInput, message: "unterminated string", offset: quote)
        }
        let byte = unsafe base[position]
        if byte == UInt8(ascii: "\"") {
          index = position &+ 1
          let length = position &- quote &- 1
          if length > options.maximumStringLength { throw stringTooLong(at: quote, length) }
          return StringToken(start: quote &+ 1, length: length, escaped: escaped)
        } else if byte == UInt8(ascii: "\\") {
          position = try validateEscape(at: position)
          escaped = true
        } else if byte >= 0x80 {
          position = try skipMultibyteRun(at: position)
        } else {
          throw ScanFailure(
            code: .controlCharacterInString,
            message: "unescaped control character \(describe(at: position)) in a string; "
              + "write it as an escape such as \\n or \\u00\(hex(byte))",
            offset: position)
        }
      }
    }

    /// Validates the multi-byte characters from `position` (a byte from 0x80), and the plain
    /// ASCII between them, and returns where the search for the string's end goes on: an
    /// ASCII byte, or the end of the input.
    @inline(__always)
    func skipMultibyteRun(at start: Int) throws(ScanFailure) -> Int {
      var position = start
      while true {
        // The common forms eight bytes at a time; the rest, and every error, in the full
        // validator.
        position = unsafe UTF8Validation.commonRunEnd(
          base, from: position, end: end, lastThreeByteLead: 0xEF)
        guard position < end else { return position }
        if unsafe base[position] >= 0x80 {
          position = try validateUTF8(at: position)
          continue
        }
        // Long text in other scripts goes on sixteen bytes at a time from here; short runs,
        // names and the like, never pay for the attempt.
        if position &- start >= 16 {
          let passed = passCommonChunks(from: position)
          if passed > position {
            position = passed
            continue
          }
        }
        // Text in other scripts has ASCII between its characters: a space, punctuation, a
        // few Latin letters. When the next special byte is within eight, and is the start of
        // another multi-byte character, the run goes on there, with no trip back through
        // the sixteen-byte search.
        guard position &+ 8 <= end else { return position }
        let word = unsafe SWAR.load(base + position)
        let special =
          SWAR.bytesEqual(word, UInt8(ascii: "\"")) | SWAR.bytesEqual(word, UInt8(ascii: "\\"))
          | SWAR.bytesLess(word, than: 0x20) | (word & 0x8080_8080_8080_8080)
        guard special != 0 else { return position &+ 8 }
        let next = position &+ SWAR.firstFlagged(special)
        guard unsafe base[next] >= 0x80 else { return next }
        position = next
      }
    }

    /// Passes over text sixteen bytes at a time from `start`, while it is ASCII other than a
    /// quote, a backslash or a control character, and characters of the common forms, and
    /// returns where the run of such chunks ends: at the lead of its last character when
    /// that character goes on past them, to be validated again.
    ///
    /// - Precondition: `start` is at least 2, and the bytes before it are ASCII or
    ///   characters already validated.
    @inline(__always)
    func passCommonChunks(from start: Int) -> Int {
      var position = start
      while position &+ 16 <= end {
        let chunk = unsafe UnsafeRawPointer(base + position).loadUnaligned(
          as: SIMD16<UInt8>.self)
        // The end of the string is found before the dearer check.
        guard ByteSearch.noneFlagged(ByteSearch.quotesEscapesAndControls(chunk)),
          ByteSearch.noneFlagged(
            unsafe UTF8Validation.uncommonLanes(base, at: position, lastThreeByteLead: 0xEF))
        else { break }
        position &+= 16
      }
      guard position > start else { return start }
      // A character of two or three bytes whose lead is among the last two passed.
      if unsafe base[position &- 1] >= 0xC0 { return position &- 1 }
      if unsafe base[position &- 2] >= 0xE0 { return position &- 2 }
      return position
    }

    @inline(never)
    func numberTooLong(at start: Int) -> ScanFailure {
      ScanFailure(
        code: .numberLengthLimitExceeded,
        message: "the number is \(index - start) bytes long, more than the limit of "
          + "\(options.maximumNumberLength)",
        offset: start)
    }

    @inline(never)
    func stringTooLong(at quote: Int, _ length: Int) -> ScanFailure {
      ScanFailure(
        code: .stringLengthLimitExceeded,
        message: "the string is \(length) bytes long, more than the limit of "
          + "\(options.maximumStringLength)",
        offset: quote)
    }

    /// Validates the escape at `position` (a backslash) and returns the index after it.
    mutating func validateEscape(at position: Int) throws(ScanFailure) -> Int {
      guard position + 1 < end else {
        throw ScanFailure(
          code: .unexpectedEndOfInput, message: "unterminated string", offset: position)
      }
      switch unsafe base[position + 1] {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
        return position + 2
      case UInt8(ascii: "u"):
        let unit = try hexEscape(at: position)
        switch unit {
        case 0xD800...0xDBFF:
          // A high surrogate must be followed by an escaped low surrogate.
          guard position + 7 < end,
            unsafe base[position + 6] == UInt8(ascii: "\\")
              && base[position + 7] == UInt8(ascii: "u"),
            case 0xDC00...0xDFFF = try hexEscape(at: position + 6)
          else {
            throw ScanFailure(
              code: .invalidUnicode,
              message: "lone surrogate \\u\(hex(unit)): a high surrogate must be followed by "
                + "a low surrogate escape (\\uDC00 to \\uDFFF)",
              offset: position)
          }
          return position + 12
        case 0xDC00...0xDFFF:
          throw ScanFailure(
            code: .invalidUnicode,
            message: "lone surrogate \\u\(hex(unit)): a low surrogate must follow a high one",
            offset: position)
        default:
          return position + 6
        }
      default:
        throw ScanFailure(
          code: .invalidEscape,
          message: "invalid escape \\\(describe(at: position + 1, quoted: false)); "
            + "JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
          offset: position)
      }
    }

    /// Reads the four hex digits of a `\u` escape at `position` (a backslash).
    func hexEscape(at position: Int) throws(ScanFailure) -> UInt16 {
      guard position + 6 <= end else {
        throw ScanFailure(
          code: .unexpectedEndOfInput, message: "unterminated \\u escape", offset: position)
      }
      var value: UInt16 = 0
      for offset in 2..<6 {
        guard let digit = unsafe ASCII.hexValue(base[position + offset]) else {
          throw ScanFailure(
            code: .invalidEscape,
            message: "a \\u escape needs four hexadecimal digits", offset: position)
        }
        value = value << 4 | UInt16(digit)
      }
      return value
    }

    /// Validates the UTF-8 sequence starting at `position` and returns the index after it.
    func validateUTF8(at position: Int) throws(ScanFailure) -> Int {
      guard let length = unsafe UTF8Validation.sequenceLength(base, at: position, end: end) else {
        throw invalidUTF8(at: position)
      }
      return position + length
    }

    func invalidUTF8(at position: Int) -> ScanFailure {
      ScanFailure(
        code: .invalidUnicode,
        message: "invalid UTF-8 byte 0x\(hex(unsafe base[position])) in a string",
        offset: position)
    }

    // MARK: - Describing input

    /// A short description of the character at `position` for a message: `'x'`, `U+000A`.
    func describe(at position: Int, quoted: Bool = true) -> String {
      guard position < end else { return "end of input" }
      let byte = unsafe base[position]
      switch byte {
      case 0x21..<0x7F:
        return quoted
          ? "'\(Character(Unicode.Scalar(byte)))'" : "\(Character(Unicode.Scalar(byte)))"
      case 0x80...:
        if let next = try? validateUTF8(at: position) {
          let text = unsafe String(
            decoding: UnsafeBufferPointer(start: base + position, count: next - position),
            as: UTF8.self)
          return quoted ? "'\(text)'" : text
        }
        return "byte 0x\(hex(byte))"
      default:
        return "U+00\(hex(byte))"
      }
    }
  }
}

/// Uppercase hexadecimal digits of a byte or code unit, zero-padded.
package func hex(_ value: some FixedWidthInteger) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, value.bitWidth / 4 - digits.count)) + digits
}
