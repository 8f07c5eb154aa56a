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
/// came in several pieces or needed decoding.
///
/// `@safe`: it reads the input only through the ranges the scanner gives it, which lie
/// inside the input the scanner holds for the builder's lifetime.
@safe
struct XMLTreeBuilder {
  /// An element that is open.
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
    /// The element's text once it came in pieces or needed decoding; `nil` otherwise.
    var buffer: [UInt8]?
  }

  let base: UnsafePointer<UInt8>
  let options: XMLReadingOptions
  private(set) var frames: [Frame] = []
  private var members: [JSON.Object.Member] = []
  /// The document's value, once the root element has closed.
  private(set) var result: JSON?

  init(base: UnsafePointer<UInt8>, options: XMLReadingOptions) {
    unsafe self.base = base
    self.options = options
    frames.reserveCapacity(32)
    members.reserveCapacity(64)
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
    var key = unsafe String(
      decoding: UnsafeBufferPointer(start: base + nameStart, count: nameLength), as: UTF8.self)
    if !options.attributePrefix.isEmpty { key = options.attributePrefix + key }
    let first = frames[last].memberStart
    for position in first..<members.count where members[position].key == key { return false }
    members.append(JSON.Object.Member(key: key, value: .string(value)))
    frames[last].attributeCount += 1
    return true
  }

  /// Closes the innermost element, and adds its value to its parent, or makes it the result.
  mutating func closeElement() {
    let frame = frames.removeLast()
    let name = unsafe String(
      decoding: UnsafeBufferPointer(start: base + frame.nameStart, count: frame.nameLength),
      as: UTF8.self)
    let memberCount = members.count - frame.memberStart
    let value: JSON
    if memberCount == 0 {
      value = .string(text(of: frame, besideMembers: false) ?? "")
    } else {
      if let text = text(of: frame, besideMembers: true) {
        members.append(JSON.Object.Member(key: options.textKey, value: .string(text)))
      }
      value = .object(object(from: frame.memberStart))
      members.removeSubrange(frame.memberStart...)
    }
    if frames.isEmpty {
      result =
        options.keepsRootElement
        ? .object(JSON.Object(uniqueMembers: [JSON.Object.Member(key: name, value: value)])) : value
    } else {
      members.append(JSON.Object.Member(key: name, value: value))
    }
  }

  // MARK: - Text

  /// Whether the innermost element has a child element already.
  private var innermostHasChildren: Bool {
    let frame = frames[frames.count - 1]
    return members.count - frame.memberStart > frame.attributeCount
  }

  /// Adds a raw range of the input, which needs no decoding, to the innermost element's text.
  mutating func addText(start: Int, end: Int) {
    guard start < end else { return }
    let last = frames.count - 1
    if innermostHasChildren && isWhitespace(start, end) { return }
    if frames[last].buffer == nil && frames[last].textStart == frames[last].textEnd {
      frames[last].textStart = start
      frames[last].textEnd = end
      return
    }
    var buffer = takeBuffer(last)
    unsafe buffer.append(contentsOf: UnsafeBufferPointer(start: base + start, count: end - start))
    frames[last].buffer = buffer
  }

  /// Adds decoded text to the innermost element's text.
  mutating func addText(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    let last = frames.count - 1
    if innermostHasChildren && bytes.allSatisfy(ASCII.isWhitespace) { return }
    var buffer = takeBuffer(last)
    buffer.append(contentsOf: bytes)
    frames[last].buffer = buffer
  }

  /// The frame's text as a buffer, leaving the frame without it.
  private mutating func takeBuffer(_ position: Int) -> [UInt8] {
    if var buffer = frames[position].buffer {
      frames[position].buffer = nil
      buffer.reserveCapacity(buffer.count)
      return buffer
    }
    let frame = frames[position]
    frames[position].textEnd = frame.textStart
    return unsafe Array(
      UnsafeBufferPointer(start: base + frame.textStart, count: frame.textEnd - frame.textStart))
  }

  /// Indentation before an element's first child is not text: drop it when the child opens.
  private mutating func dropIndentationBeforeFirstChild() {
    let last = frames.count - 1
    let frame = frames[last]
    guard !innermostHasChildren else { return }
    if let buffer = frame.buffer {
      if buffer.allSatisfy(ASCII.isWhitespace) { frames[last].buffer = nil }
    } else if frame.textStart < frame.textEnd && isWhitespace(frame.textStart, frame.textEnd) {
      frames[last].textEnd = frame.textStart
    }
  }

  private func isWhitespace(_ start: Int, _ end: Int) -> Bool {
    for position in start..<end where unsafe !ASCII.isWhitespace(base[position]) { return false }
    return true
  }

  /// The element's text as its value: trimmed when the options say so; `nil` when there is
  /// none, or when it is only whitespace beside attributes or children.
  private func text(of frame: Frame, besideMembers: Bool) -> String? {
    if let buffer = frame.buffer {
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
    return unsafe String(
      decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
  }

  // MARK: - Objects

  /// The object of the members from `start`: repeated names become one array, in the
  /// position of the first.
  private func object(from start: Int) -> JSON.Object {
    let count = members.count - start
    if count == 1 { return JSON.Object(uniqueMembers: [members[start]]) }
    var repeats = false
    if count <= 16 {
      search: for first in start..<members.count {
        for second in (first + 1)..<members.count where members[first].key == members[second].key {
          repeats = true
          break search
        }
      }
    } else {
      var seen = Set<String>(minimumCapacity: count)
      for position in start..<members.count where !seen.insert(members[position].key).inserted {
        repeats = true
        break
      }
    }
    guard repeats else { return JSON.Object(uniqueMembers: Array(members[start...])) }
    var order: [String] = []
    var groups: [String: [JSON]] = [:]
    for position in start..<members.count {
      let (key, value) = (members[position].key, members[position].value)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(value)
    }
    return JSON.Object(
      uniqueMembers: order.map { key in
        let values = groups[key] ?? []
        return JSON.Object.Member(key: key, value: values.count == 1 ? values[0] : .array(values))
      })
  }
}
