//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapCore

/// Builds `JSON` values from the elements, attributes and text that `XMLScanner` reports,
/// following the XML mapping (see the XML article).
///
/// The open elements and their text are `XMLOpenElements`; the members of every open element
/// share one stack, so no element allocates storage of its own until it closes and its object
/// is made. Each member's key has a signature, computed from its bytes, so that finding
/// repeated names compares integers, not strings.
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
struct XMLTreeBuilder: XMLContentBuilder {
  let base: UnsafePointer<UInt8>
  let options: XMLReadingOptions
  /// Whether values are made with their positions (see the type's discussion).
  let locating: Bool
  var elements: XMLOpenElements
  private var members: [Member] = []
  /// The signature of each member's key, in step with `members`.
  private var signatures: [UInt64] = []
  /// The names made so far, by signature, so that each name becomes a `String` once.
  private var names: [(start: Int, length: Int, name: String)]
  private let textKeySignature: UInt64
  /// The document's value, once the root element has closed.
  private(set) var result: JSON?

  init(base: UnsafePointer<UInt8>, options: XMLReadingOptions, locating: Bool = false) {
    unsafe self.base = base
    self.options = options
    self.locating = locating
    elements = unsafe XMLOpenElements(base: base, trimsWhitespace: options.trimsWhitespace)
    members.reserveCapacity(64)
    signatures.reserveCapacity(64)
    names = Array(repeating: (0, -1, ""), count: 256)
    var textKey = options.textKey
    textKeySignature = textKey.withUTF8 { unsafe XMLNameSignature.of($0.baseAddress, $0.count) }
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

  // MARK: - Elements

  var memberCount: Int { members.count }

  mutating func addAttribute(
    nameStart: Int, nameLength: Int, value: XMLAttributeValue
  ) -> Bool {
    var key = name(nameStart, nameLength)
    var signature = unsafe XMLNameSignature.of(base + nameStart, nameLength)
    if !options.attributePrefix.isEmpty {
      // The key's own bytes, so that it matches an element that happens to have its name.
      key = options.attributePrefix + key
      signature = key.withUTF8 { unsafe XMLNameSignature.of($0.baseAddress, $0.count) }
    }
    for position in elements.innermost.memberStart..<members.count
    where signatures[position] == signature && UTF8Key.equal(members[position].key, key) {
      return false
    }
    let text = unsafe value.string(base: base)
    members.append(Self.member(key, positioned(.string(text), at: nameStart)))
    signatures.append(signature)
    elements.countAttribute()
    return true
  }

  mutating func closeElement() {
    let ownMembers = members.count - elements.innermost.memberStart
    let (frame, closedText) = elements.close(besideMembers: ownMembers > 0)
    // The scanner validated the text, and decoded references are whole scalars; trimming
    // removes ASCII bytes only.
    let text = unsafe closedText?.withBytes(base: base) {
      unsafe ValidatedUTF8.string($0.baseAddress.unsafelyUnwrapped, count: $0.count)
    }
    let name = name(frame.nameStart, frame.nameLength)
    let tag = frame.nameStart - 1
    var value: JSON
    if ownMembers == 0 {
      value = .string(text ?? "")
    } else {
      if let text {
        members.append(Self.member(options.textKey, positioned(.string(text), at: tag)))
        signatures.append(textKeySignature)
      }
      value = .object(object(from: frame.memberStart))
    }
    value = positioned(value, at: tag)
    if elements.depth == 0 {
      result =
        options.keepsRootElement
        ? positioned(.object(JSON.Object(uniqueMember: Self.member(name, value))), at: tag)
        : value
    } else {
      members.append(Self.member(name, value))
      signatures.append(unsafe XMLNameSignature.of(base + frame.nameStart, frame.nameLength))
    }
  }

  // MARK: - Names

  /// The name at a range of the input, made into a `String` once per distinct name (as far as
  /// a small cache of recent names can tell).
  private mutating func name(_ start: Int, _ length: Int) -> String {
    let slot = Int(truncatingIfNeeded: unsafe XMLNameSignature.of(base + start, length) >> 56)
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
    if !repeats {
      let object = JSON.Object(uniqueMembers: members[start...])
      members.removeLast(count)
      signatures.removeLast(count)
      return object
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
      let result = JSON.Object.Storage.make(capacity: firsts.count)
      for (first, values) in zip(firsts, groups) {
        result.append(
          Self.member(members[first].key, values.count == 1 ? values[0] : .array(values)))
      }
      members.removeLast(count)
      signatures.removeLast(count)
      return JSON.Object(storage: result)
    }
  }

  /// Whether the members at two positions have the same name, byte for byte.
  @inline(__always)
  private func sameKey(_ first: Int, _ second: Int) -> Bool {
    signatures[first] == signatures[second]
      && UTF8Key.equal(members[first].key, members[second].key)
  }
}
