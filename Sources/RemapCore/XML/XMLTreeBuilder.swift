//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Builds `JSON` values from the elements, attributes and text that `XMLScanner` reports,
/// following the XML mapping (see the XML article).
///
/// The open elements are a stack of frames, and the members of every open element share one
/// stack of members, so no element allocates storage of its own until it closes and its
/// object is made. Text stays a byte range of the input until the element closes, unless it
/// came in several pieces or needed decoding. Each member's key has a signature, computed
/// from its bytes, so that finding repeated names compares integers, not strings.
///
/// When `locating`, each value is made as `[position, value]` instead, where the position is
/// the input offset of the element's `<` or of the attribute's name, and an object's members
/// are made the same way; repeated names still become arrays, of such pairs. That tree has
/// the shape of the document's value, so that `XMLSourceLocator` can find where each value
/// of the decoder's tape came from without the usual parse keeping any positions.
///
/// `@safe`: it reads the input only through the ranges the scanner gives it, which lie
/// inside the input the scanner holds for the builder's lifetime.
@safe
struct XMLTreeBuilder {
  /// An element that is open; trivially copyable, so the frame stack costs no reference
  /// counting.
  struct Frame {
    /// Where the element's name is in the input.
    var nameStart: Int
    var nameLength: Int
    /// The position of the element's first member (attribute or child) in `members`.
    var memberStart: Int
    var attributeCount = 0
    /// The element's text, while it is one raw range of the input.
    var textStart = 0
    var textEnd = 0
    /// Whether the element's text is in `buffers` instead, because it came in pieces or
    /// needed decoding.
    var buffered = false
  }

  let base: UnsafePointer<UInt8>
  let options: XMLReadingOptions
  /// Whether values are made with their positions (see the type's discussion).
  let locating: Bool
  private(set) var frames: [Frame] = []
  private var members: [Member] = []
  /// The signature of each member's key, in step with `members`.
  private var signatures: [UInt64] = []
  /// The decoded text of the frames that have some, by depth.
  private var buffers: [Int: [UInt8]] = [:]
  /// The names made so far, by signature, so that each name becomes a `String` once.
  private var names: [(start: Int, length: Int, name: String)]
  private let textKeySignature: UInt64
  /// The document's value, once the root element has closed.
  private(set) var result: JSON?

  init(base: UnsafePointer<UInt8>, options: XMLReadingOptions, locating: Bool = false) {
    unsafe self.base = base
    self.options = options
    self.locating = locating
    frames.reserveCapacity(32)
    members.reserveCapacity(64)
    signatures.reserveCapacity(64)
    names = Array(repeating: (0, -1, ""), count: 256)
    var textKey = options.textKey
    textKeySignature = textKey.withUTF8 { unsafe Self.signature($0.baseAddress, $0.count) }
  }

  /// A member as `JSON.Object` stores it; everything else reads only its `key` and `value`.
  typealias Member = JSON.Object.Member

  @inline(__always)
  static func member(_ key: String, _ value: JSON) -> Member { Member(key: key, value: value) }

  /// The value, or when locating, the value with its position (see the type's discussion).
  @inline(__always)
  private func positioned(_ value: JSON, at offset: Int) -> JSON {
    guard locating else { return value }
    return Self.pair(value, offset)
  }

  @inline(never)
  private static func pair(_ value: JSON, _ offset: Int) -> JSON {
    .array([.number(JSON.Number(offset)), value])
  }

  /// The number of open elements.
  var depth: Int { frames.count }

  // MARK: - Elements

  mutating func openElement(nameStart: Int, nameLength: Int) {
    if !frames.isEmpty { dropIndentationBeforeFirstChild() }
    frames.append(Frame(nameStart: nameStart, nameLength: nameLength, memberStart: members.count))
  }

  /// Adds an attribute to the innermost element; `false` when it already has one of that name.
  mutating func addAttribute(nameStart: Int, nameLength: Int, value: String) -> Bool {
    let last = frames.count - 1
    var key = name(nameStart, nameLength)
    var signature = unsafe Self.signature(base + nameStart, nameLength)
    if !options.attributePrefix.isEmpty {
      // The key's own bytes, so that it matches an element that happens to have its name.
      key = options.attributePrefix + key
      signature = key.withUTF8 { unsafe Self.signature($0.baseAddress, $0.count) }
    }
    for position in frames[last].memberStart..<members.count
    where signatures[position] == signature && UTF8Key.equal(members[position].key, key) {
      return false
    }
    members.append(Self.member(key, positioned(.string(value), at: nameStart)))
    signatures.append(signature)
    frames[last].attributeCount += 1
    return true
  }

  /// Closes the innermost element, and adds its value to its parent, or makes it the result.
  mutating func closeElement() {
    let frame = frames.removeLast()
    let name = name(frame.nameStart, frame.nameLength)
    let memberCount = members.count - frame.memberStart
    let tag = frame.nameStart - 1
    var value: JSON
    if memberCount == 0 {
      value = .string(text(of: frame, besideMembers: false) ?? "")
    } else {
      if let text = text(of: frame, besideMembers: true) {
        members.append(Self.member(options.textKey, positioned(.string(text), at: tag)))
        signatures.append(textKeySignature)
      }
      value = .object(object(from: frame.memberStart))
    }
    value = positioned(value, at: tag)
    if frames.isEmpty {
      result =
        options.keepsRootElement
        ? positioned(.object(JSON.Object(uniqueMembers: [Self.member(name, value)])), at: tag)
        : value
    } else {
      members.append(Self.member(name, value))
      signatures.append(unsafe Self.signature(base + frame.nameStart, frame.nameLength))
    }
  }

  // MARK: - Names

  /// The name at a range of the input, made into a `String` once per distinct name (as far as
  /// a small cache of recent names can tell).
  private mutating func name(_ start: Int, _ length: Int) -> String {
    let slot = Int(truncatingIfNeeded: unsafe Self.signature(base + start, length) >> 56)
    let cached = names[slot]
    if cached.length == length,
      unsafe BytesComparison.equal(base + start, base + cached.start, count: length)
    {
      return cached.name
    }
    // The scanner validated the name's UTF-8.
    let made = unsafe ValidatedUTF8.string(base + start, count: length)
    names[slot] = (start, length, made)
    return made
  }

  /// A hash of a name's bytes: equal names have equal signatures.
  @inline(__always)
  static func signature(_ bytes: UnsafePointer<UInt8>?, _ length: Int) -> UInt64 {
    guard let bytes = unsafe bytes else { return 0 }
    var hash = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
    var position = 0
    while position + 8 <= length {
      let word = unsafe UnsafeRawPointer(bytes + position).loadUnaligned(as: UInt64.self)
      hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
      position += 8
    }
    var tail: UInt64 = 0
    while position < length {
      tail = tail << 8 | UInt64(unsafe bytes[position])
      position += 1
    }
    hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
    return hash ^ hash >> 29
  }

  // MARK: - Text

  /// Whether the innermost element has a child element already.
  private var innermostHasChildren: Bool {
    let frame = frames[frames.count - 1]
    return members.count - frame.memberStart > frame.attributeCount
  }

  /// Whether the innermost element has text already.
  ///
  /// Once it has children, that is text
  /// other than whitespace (`dropIndentationBeforeFirstChild` drops whitespace alone): mixed
  /// content, whose whitespace between children is kept (`Hello <b>big</b> <i>world</i>`),
  /// where whitespace alone between children is indentation and is dropped.
  private var innermostHasText: Bool {
    let frame = frames[frames.count - 1]
    return frame.buffered || frame.textStart < frame.textEnd
  }

  /// Adds a raw range of the input, which needs no decoding, to the innermost element's text.
  mutating func addText(start: Int, end: Int) {
    guard start < end else { return }
    let last = frames.count - 1
    if innermostHasChildren && !innermostHasText && isWhitespace(start, end) { return }
    if !frames[last].buffered && frames[last].textStart == frames[last].textEnd {
      frames[last].textStart = start
      frames[last].textEnd = end
      return
    }
    var buffer = takeBuffer(last)
    unsafe buffer.append(contentsOf: UnsafeBufferPointer(start: base + start, count: end - start))
    buffers[last] = buffer
  }

  /// Adds decoded text to the innermost element's text.
  mutating func addText(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    let last = frames.count - 1
    if innermostHasChildren && !innermostHasText && bytes.allSatisfy(ASCII.isWhitespace) {
      return
    }
    var buffer = takeBuffer(last)
    buffer.append(contentsOf: bytes)
    buffers[last] = buffer
  }

  /// The text of the frame at `position` as a buffer, which the caller puts back.
  private mutating func takeBuffer(_ position: Int) -> [UInt8] {
    if frames[position].buffered, let buffer = buffers.removeValue(forKey: position) {
      return buffer
    }
    let frame = frames[position]
    frames[position].buffered = true
    frames[position].textEnd = frame.textStart
    return unsafe Array(
      UnsafeBufferPointer(start: base + frame.textStart, count: frame.textEnd - frame.textStart))
  }

  /// Indentation before an element's first child is not text: drop it when the child opens.
  private mutating func dropIndentationBeforeFirstChild() {
    let last = frames.count - 1
    let frame = frames[last]
    guard !innermostHasChildren else { return }
    if frame.buffered {
      if buffers[last]?.allSatisfy(ASCII.isWhitespace) ?? true {
        buffers[last] = nil
        frames[last].buffered = false
      }
    } else if frame.textStart < frame.textEnd && isWhitespace(frame.textStart, frame.textEnd) {
      frames[last].textEnd = frame.textStart
    }
  }

  private func isWhitespace(_ start: Int, _ end: Int) -> Bool {
    for position in start..<end where unsafe !ASCII.isWhitespace(base[position]) { return false }
    return true
  }

  /// The closed element's text as its value: trimmed when the options say so; `nil` when
  /// there is none, or when it is only whitespace beside attributes or children.
  private mutating func text(of frame: Frame, besideMembers: Bool) -> String? {
    if frame.buffered, let buffer = buffers.removeValue(forKey: frames.count) {
      return unsafe buffer.withUnsafeBufferPointer { bytes in
        unsafe text(bytes.baseAddress.unsafelyUnwrapped, 0, bytes.count, besideMembers)
      }
    }
    return unsafe text(base, frame.textStart, frame.textEnd, besideMembers)
  }

  private func text(
    _ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ besideMembers: Bool
  ) -> String? {
    var start = start
    var end = end
    if options.trimsWhitespace || besideMembers {
      var first = start
      var last = end
      while first < last, unsafe ASCII.isWhitespace(bytes[first]) { first += 1 }
      while last > first, unsafe ASCII.isWhitespace(bytes[last - 1]) { last -= 1 }
      if first == last { return besideMembers ? nil : "" }
      if options.trimsWhitespace { (start, end) = (first, last) }
    }
    guard start < end else { return nil }
    // The scanner validated the text, and decoded references are whole scalars; trimming
    // removes ASCII bytes only.
    return unsafe ValidatedUTF8.string(bytes + start, count: end - start)
  }

  // MARK: - Objects

  /// The object of the members from `start`, which it removes: repeated names become one
  /// array, in the position of the first.
  ///
  /// Names repeat when their UTF-8 bytes are equal, whatever the number of members: not when
  /// their `String`s are, which would merge canonically equivalent names (é as U+00E9 and as
  /// e + U+0301) that XML keeps apart.
  private mutating func object(from start: Int) -> JSON.Object {
    let count = members.count - start
    // Up to 16 members, comparing each pair costs less than hashing each name.
    let small = count <= 16
    var repeats = false
    if small {
      search: for first in start..<members.count {
        for second in (first + 1)..<members.count where sameKey(first, second) {
          repeats = true
          break search
        }
      }
    } else {
      var seen = Set<UTF8Key>(minimumCapacity: count)
      for position in start..<members.count
      where !seen.insert(UTF8Key(members[position].key)).inserted {
        repeats = true
        break
      }
    }
    var result: [Member] = []
    if !repeats {
      result.reserveCapacity(count)
      for position in start..<members.count { result.append(members[position]) }
    } else {
      // The position of each name's first member, and the values of each name, in order.
      var firsts: [Int] = []
      var groups: [[JSON]] = []
      var groupOfName: [UTF8Key: Int] = [:]
      var group = 0
      for position in start..<members.count {
        if position > start && sameKey(position - 1, position) {
          // The same name as the member before, as in a list: the same group.
        } else if small {
          group = firsts.firstIndex { sameKey($0, position) } ?? firsts.count
        } else {
          let name = UTF8Key(members[position].key)
          if let known = groupOfName[name] {
            group = known
          } else {
            group = firsts.count
            groupOfName[name] = group
          }
        }
        if group == firsts.count {
          firsts.append(position)
          groups.append([members[position].value])
        } else {
          groups[group].append(members[position].value)
        }
      }
      result.reserveCapacity(firsts.count)
      for (first, values) in zip(firsts, groups) {
        result.append(
          Self.member(members[first].key, values.count == 1 ? values[0] : .array(values)))
      }
    }
    members.removeLast(count)
    signatures.removeLast(count)
    return JSON.Object(uniqueMembers: result)
  }

  /// Whether the members at two positions have the same name, byte for byte.
  @inline(__always)
  private func sameKey(_ first: Int, _ second: Int) -> Bool {
    signatures[first] == signatures[second]
      && UTF8Key.equal(members[first].key, members[second].key)
  }
}
