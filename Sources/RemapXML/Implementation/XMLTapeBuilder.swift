//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// Builds the decoder's tape from the elements, attributes and text that `XMLScanner`
/// reports, without making a `JSON` tree first.
///
/// The tape is the one `JSONTreeIndexer` makes of the tree `XMLTreeBuilder` would build, entry
/// for entry, so that the decoder reads it the same way and `XMLSourceLocator` finds where each
/// entry came from. The string entries point into an arena that starts as a copy of the
/// input, so that names, and text that needed no decoding, are used where they are; only
/// decoded text (entities, CDATA, text in pieces) and prefixed attribute names are appended.
/// One copy of the whole input costs less than a copy per string, and none per name.
///
/// It works in two passes. While the scanner reads, each element that closes with members
/// becomes a node, whose members are grouped by name there and then (repeated names become
/// one array, in the position of the first); an element without members is its text. When the
/// root element has closed, ``makeTape(maximumDepth:)`` writes the nodes out as entries, depth
/// first. Grouping at close and writing once at the end keep both passes linear: no entry is
/// moved once written, however deep the document.
///
/// `@safe`: it reads the input only through the ranges the scanner gives it, which lie inside
/// the input the scanner holds for the builder's lifetime.
@safe
struct XMLTapeBuilder: XMLContentBuilder {
  /// A string in the arena.
  struct Text {
    var offset: Int
    var length: Int
  }

  /// A member's value: text, or an element with members (an index of `nodes`).
  enum Value {
    case text(Text)
    case element(Int)
  }

  /// A member of an open element.
  struct Member {
    var key: Text
    var signature: UInt64
    var value: Value
  }

  /// The members of a closed element that share a name, in order: their values are
  /// `groupValues[valueStart..<valueStart + valueCount]`.
  struct Group {
    var key: Text
    var valueStart: Int
    var valueCount: Int
  }

  /// A closed element with members: its groups are `groups[groupStart..<groupStart +
  /// groupCount]`.
  struct Node {
    var groupStart: Int
    var groupCount: Int
  }

  let base: UnsafePointer<UInt8>
  let options: XMLReadingOptions
  var elements: XMLOpenElements
  /// The members of every open element, innermost last.
  private var members: [Member] = []
  private var nodes: [Node] = []
  private var groups: [Group] = []
  private var groupValues: [Value] = []
  /// The input, then the bytes of every key and string that is not in it as it stands.
  private var arena: [UInt8]
  private let textKey: Text
  private let textKeySignature: UInt64
  /// The document's value, once the root element has closed.
  private var root: Value?
  private var scratch = GroupingScratch()

  /// What grouping an element's members by name uses, kept from one element to the next.
  private struct GroupingScratch {
    /// The first group of each signature, and the next group with the same signature.
    var groupOfSignature: [UInt64: Int] = [:]
    var nextWithSignature: [Int] = []
    /// The group of each member, the first member of each group, and each group's size.
    var memberGroups: [Int] = []
    var firsts: [Int] = []
    var valueCounts: [Int] = []
  }

  /// Creates a builder for the input at `base`, `count` bytes long.
  init(base: UnsafePointer<UInt8>, count: Int, options: XMLReadingOptions) {
    unsafe self.base = base
    self.options = options
    elements = unsafe XMLOpenElements(base: base, trimsWhitespace: options.trimsWhitespace)
    members.reserveCapacity(64)
    var key = options.textKey
    textKeySignature = key.withUTF8 { unsafe XMLNameSignature.of($0.baseAddress, $0.count) }
    // Room for the decoded text too, so that the input is not copied a second time as the
    // arena grows past it.
    arena = []
    arena.reserveCapacity(count + count / 8 + key.utf8.count)
    unsafe arena.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    textKey = Text(offset: arena.count, length: key.utf8.count)
    arena.append(contentsOf: key.utf8)
  }

  // MARK: - Elements

  var memberCount: Int { members.count }

  mutating func addAttribute(
    nameStart: Int, nameLength: Int, value: XMLAttributeValue
  ) -> Bool {
    let key: Text
    let signature: UInt64
    if options.attributePrefix.isEmpty {
      key = name(nameStart, nameLength)
      signature = unsafe XMLNameSignature.of(base + nameStart, nameLength)
    } else {
      // The key's own bytes, so that it matches an element that happens to have its name.
      let start = arena.count
      arena.append(contentsOf: options.attributePrefix.utf8)
      unsafe arena.append(
        contentsOf: UnsafeBufferPointer(start: base + nameStart, count: nameLength))
      key = Text(offset: start, length: arena.count - start)
      signature = unsafe arena.withUnsafeBufferPointer { bytes in
        unsafe XMLNameSignature.of(bytes.baseAddress.unsafelyUnwrapped + start, key.length)
      }
    }
    for position in elements.innermost.memberStart..<members.count
    where members[position].signature == signature && equal(members[position].key, key) {
      return false
    }
    let text =
      switch value {
      case .raw(let start, let end): Text(offset: start, length: end - start)
      case .decoded(let bytes): unsafe bytes.withUnsafeBufferPointer { unsafe append($0) }
      }
    members.append(Member(key: key, signature: signature, value: .text(text)))
    elements.countAttribute()
    return true
  }

  mutating func closeElement() {
    let memberStart = elements.innermost.memberStart
    let hasMembers = members.count > memberStart
    let (frame, closedText) = elements.close(besideMembers: hasMembers)
    let text = closedText.map { text in
      guard text.buffer != nil else {
        return Text(offset: text.range.lowerBound, length: text.range.count)
      }
      return unsafe text.withBytes(base: base) { unsafe append($0) }
    }
    var value: Value
    if !hasMembers {
      value = .text(text ?? Text(offset: arena.count, length: 0))
    } else {
      if let text {
        members.append(Member(key: textKey, signature: textKeySignature, value: .text(text)))
      }
      value = .element(node(from: memberStart))
    }
    let key = name(frame.nameStart, frame.nameLength)
    let signature = unsafe XMLNameSignature.of(base + frame.nameStart, frame.nameLength)
    if elements.depth == 0 {
      if options.keepsRootElement {
        members.append(Member(key: key, signature: signature, value: value))
        value = .element(node(from: members.count - 1))
      }
      root = value
    } else {
      members.append(Member(key: key, signature: signature, value: value))
    }
  }

  // MARK: - The arena

  /// Copies bytes into the arena.
  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Text {
    let offset = arena.count
    unsafe arena.append(contentsOf: bytes)
    return Text(offset: offset, length: bytes.count)
  }

  /// The key of the name at a range of the input: the arena begins with the input.
  private func name(_ start: Int, _ length: Int) -> Text {
    Text(offset: start, length: length)
  }

  /// Whether two keys in the arena have the same bytes.
  private func equal(_ first: Text, _ second: Text) -> Bool {
    guard first.length == second.length else { return false }
    guard first.offset != second.offset else { return true }
    return unsafe arena.withUnsafeBufferPointer { bytes in
      let start = unsafe bytes.baseAddress.unsafelyUnwrapped
      return unsafe BytesComparison.equal(
        start + first.offset, start + second.offset, count: first.length)
    }
  }

  /// Whether the members at two positions have the same name, byte for byte.
  @inline(__always)
  private func sameKey(_ first: Int, _ second: Int) -> Bool {
    members[first].signature == members[second].signature
      && equal(members[first].key, members[second].key)
  }

  // MARK: - Nodes

  /// Makes a node of the members from `start`, which it removes: repeated names become one
  /// group, in the position of the first, as `XMLTreeBuilder` makes one array of them.
  private mutating func node(from start: Int) -> Int {
    let groupStart = groups.count
    let count = members.count - start
    if count <= 16 && !hasRepeatedNames(from: start) {
      // The common case: one group per member, in order.
      for position in start..<members.count {
        groups.append(
          Group(key: members[position].key, valueStart: groupValues.count, valueCount: 1))
        groupValues.append(members[position].value)
      }
    } else {
      group(from: start)
    }
    members.removeLast(count)
    nodes.append(Node(groupStart: groupStart, groupCount: groups.count - groupStart))
    return nodes.count - 1
  }

  /// Whether two of the (up to 16) members from `start` have the same name: comparing each
  /// pair costs less than hashing each name.
  private func hasRepeatedNames(from start: Int) -> Bool {
    for first in start..<members.count {
      for second in (first + 1)..<members.count where sameKey(first, second) { return true }
    }
    return false
  }

  /// Groups the members from `start` by name, and adds the groups and their values.
  private mutating func group(from start: Int) {
    let count = members.count - start
    // Scratch storage, kept between elements so that grouping allocates nothing.
    scratch.groupOfSignature.removeAll(keepingCapacity: true)
    scratch.nextWithSignature.removeAll(keepingCapacity: true)
    scratch.memberGroups.removeAll(keepingCapacity: true)
    scratch.firsts.removeAll(keepingCapacity: true)
    scratch.valueCounts.removeAll(keepingCapacity: true)
    for position in start..<members.count {
      var group = -1
      if position > start && sameKey(position - 1, position) {
        // The same name as the member before, as in a list: the same group.
        group = scratch.memberGroups[scratch.memberGroups.count - 1]
      } else {
        // Names whose signatures collide are told apart by their bytes, along
        // `nextWithSignature`.
        var candidate = scratch.groupOfSignature[members[position].signature] ?? -1
        while candidate >= 0 && !sameKey(scratch.firsts[candidate], position) {
          candidate = scratch.nextWithSignature[candidate]
        }
        group = candidate
      }
      if group < 0 {
        group = scratch.firsts.count
        scratch.firsts.append(position)
        scratch.valueCounts.append(0)
        let signature = members[position].signature
        scratch.nextWithSignature.append(scratch.groupOfSignature[signature] ?? -1)
        scratch.groupOfSignature[signature] = group
      }
      scratch.memberGroups.append(group)
      scratch.valueCounts[group] += 1
    }
    // Each group's values, contiguous in `groupValues`, in the members' order.
    let groupStart = groups.count
    var nextValue = groupValues.count
    for (group, first) in scratch.firsts.enumerated() {
      groups.append(Group(key: members[first].key, valueStart: nextValue, valueCount: 0))
      nextValue += scratch.valueCounts[group]
    }
    groupValues.append(
      contentsOf: repeatElement(Value.text(Text(offset: 0, length: 0)), count: count))
    for (offset, group) in scratch.memberGroups.enumerated() {
      let slot = groupStart + group
      groupValues[groups[slot].valueStart + groups[slot].valueCount] = members[start + offset].value
      groups[slot].valueCount += 1
    }
  }

  // MARK: - The tape

  /// What is left to write, last first.
  private enum Pending {
    case value(Value)
    case group(Int)
    /// Writes the end index of the container entry at `entry`.
    case close(entry: Int)
  }

  /// Writes the document's tape; call it once the scanner has read the whole document.
  ///
  /// - Parameter maximumDepth: The deepest nesting of arrays and objects accepted, as for a
  ///   tree (`JSONTreeIndexer`): repeated elements add a level of array to their element's.
  /// - Returns: The tape and the arena its entries point into.
  /// - Throws: ``RemapError/Code/depthLimitExceeded`` for a deeper value.
  mutating func makeTape(maximumDepth: Int) throws(RemapError) -> (tape: JSONTape, arena: [UInt8]) {
    var writer = TapeWriter()
    writer.words.reserveCapacity(4 * (nodes.count + groupValues.count + 1))
    var pending: [Pending] = [.value(root ?? .text(Text(offset: arena.count, length: 0)))]
    var depth = 0
    while let next = pending.popLast() {
      switch next {
      case .close(let entry):
        writer.close(entry)
        depth -= 1
      case .group(let index):
        let group = groups[index]
        writer.entry(.string, offset: group.key.offset, payload: UInt64(group.key.length))
        if group.valueCount == 1 {
          pending.append(.value(groupValues[group.valueStart]))
        } else {
          depth += 1
          if depth > maximumDepth { throw JSONTreeIndexer.tooDeep(maximumDepth) }
          pending.append(.close(entry: writer.open(.array, count: group.valueCount)))
          for position in (group.valueStart..<group.valueStart + group.valueCount).reversed() {
            pending.append(.value(groupValues[position]))
          }
        }
      case .value(.text(let text)):
        writer.entry(.string, offset: text.offset, payload: UInt64(text.length))
      case .value(.element(let index)):
        let node = nodes[index]
        depth += 1
        if depth > maximumDepth { throw JSONTreeIndexer.tooDeep(maximumDepth) }
        pending.append(.close(entry: writer.open(.object, count: node.groupCount)))
        for group in (node.groupStart..<node.groupStart + node.groupCount).reversed() {
          pending.append(.group(group))
        }
      }
    }
    return (writer.finish(arena: &arena), arena)
  }
}
