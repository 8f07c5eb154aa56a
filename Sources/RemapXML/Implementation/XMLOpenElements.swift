//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// The elements open while `XMLScanner` reads, and the text each has so far: the part of the
/// XML mapping that decides what is text, which both builders share.
///
/// Each builder keeps the members (attributes and children) of the open elements itself, and
/// passes how many it holds in all (`memberCount`) where the text rules depend on whether the
/// innermost element has children. Text stays a byte range of the input until the element
/// closes, unless it came in several pieces or needed decoding.
///
/// `@safe`: it reads the input only through the ranges the scanner gives it, which lie inside
/// the input the scanner holds for the builder's lifetime.
@safe
struct XMLOpenElements {
  /// An element that is open; trivially copyable, so the stack costs no reference counting.
  struct Frame {
    /// Where the element's name is in the input.
    var nameStart: Int
    var nameLength: Int
    /// The position of the element's first member in its builder's member stack.
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
  let trimsWhitespace: Bool
  private(set) var frames: [Frame] = []
  /// The decoded text of the frames that have some, by depth.
  private var buffers: [Int: [UInt8]] = [:]

  init(base: UnsafePointer<UInt8>, trimsWhitespace: Bool) {
    unsafe self.base = base
    self.trimsWhitespace = trimsWhitespace
    frames.reserveCapacity(32)
  }

  /// The number of open elements.
  var depth: Int { frames.count }

  /// The innermost open element.
  var innermost: Frame { frames[frames.count - 1] }

  // MARK: - Elements

  /// Opens an element; `memberCount` is the builder's member count, where its members start.
  mutating func open(nameStart: Int, nameLength: Int, memberCount: Int) {
    if !frames.isEmpty { dropIndentationBeforeFirstChild(memberCount: memberCount) }
    frames.append(Frame(nameStart: nameStart, nameLength: nameLength, memberStart: memberCount))
  }

  /// Counts an attribute the builder has added to the innermost element.
  mutating func countAttribute() {
    frames[frames.count - 1].attributeCount += 1
  }

  /// An element's text once it has closed: a range of the input, or of a buffer of its own.
  struct Text {
    /// The text's bytes when it came in pieces or needed decoding; `nil` for the input's.
    var buffer: [UInt8]?
    var range: Range<Int>

    /// Passes the text's bytes to `body`.
    ///
    /// - Parameters:
    ///   - base: The input's base address.
    ///   - body: Reads the bytes, which are valid only inside it.
    /// - Returns: What `body` returns.
    func withBytes<Result>(
      base: UnsafePointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
      guard let buffer else {
        return unsafe body(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
      }
      return unsafe buffer.withUnsafeBufferPointer { bytes in
        unsafe body(UnsafeBufferPointer(rebasing: bytes[range]))
      }
    }
  }

  /// Closes the innermost element, and returns it with its text, trimmed when the options say
  /// so: `nil` when there is none, or when it is only whitespace beside members.
  ///
  /// - Parameter besideMembers: Whether the element has members (attributes or children).
  /// - Returns: The element, and its text.
  mutating func close(besideMembers: Bool) -> (frame: Frame, text: Text?) {
    let frame = frames.removeLast()
    if frame.buffered, let buffer = buffers.removeValue(forKey: frames.count) {
      let range = unsafe buffer.withUnsafeBufferPointer { bytes in
        unsafe textRange(bytes.baseAddress.unsafelyUnwrapped, 0..<bytes.count, besideMembers)
      }
      return (frame, range.map { Text(buffer: buffer, range: $0) })
    }
    let range = unsafe textRange(base, frame.textStart..<frame.textEnd, besideMembers)
    return (frame, range.map { Text(buffer: nil, range: $0) })
  }

  // MARK: - Text

  /// Whether the innermost element has a child element already.
  private func innermostHasChildren(memberCount: Int) -> Bool {
    let frame = frames[frames.count - 1]
    return memberCount - frame.memberStart > frame.attributeCount
  }

  /// Whether the innermost element has text already.
  ///
  /// Once it has children, that is text other than whitespace
  /// (`dropIndentationBeforeFirstChild` drops whitespace alone): mixed content, whose
  /// whitespace between children is kept (`Hello <b>big</b> <i>world</i>`), where whitespace
  /// alone between children is indentation and is dropped.
  private var innermostHasText: Bool {
    let frame = frames[frames.count - 1]
    return frame.buffered || frame.textStart < frame.textEnd
  }

  /// Adds a raw range of the input, which needs no decoding, to the innermost element's text.
  mutating func addText(start: Int, end: Int, memberCount: Int) {
    guard start < end else { return }
    let last = frames.count - 1
    if innermostHasChildren(memberCount: memberCount) && !innermostHasText
      && isWhitespace(start, end)
    {
      return
    }
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
  mutating func addText(_ bytes: [UInt8], memberCount: Int) {
    guard !bytes.isEmpty else { return }
    let last = frames.count - 1
    if innermostHasChildren(memberCount: memberCount) && !innermostHasText
      && bytes.allSatisfy(ASCII.isWhitespace)
    {
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
  private mutating func dropIndentationBeforeFirstChild(memberCount: Int) {
    let last = frames.count - 1
    let frame = frames[last]
    guard !innermostHasChildren(memberCount: memberCount) else { return }
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

  /// The text at a range of `bytes`, trimmed when the options say so; `nil` when there is
  /// none, when it is only whitespace beside members, or when trimming leaves nothing.
  private func textRange(
    _ bytes: UnsafePointer<UInt8>, _ range: Range<Int>, _ besideMembers: Bool
  ) -> Range<Int>? {
    var range = range
    if trimsWhitespace || besideMembers {
      var first = range.lowerBound
      var last = range.upperBound
      while first < last, unsafe ASCII.isWhitespace(bytes[first]) { first += 1 }
      while last > first, unsafe ASCII.isWhitespace(bytes[last - 1]) { last -= 1 }
      if first == last { return nil }
      if trimsWhitespace { range = first..<last }
    }
    return range.isEmpty ? nil : range
  }
}
