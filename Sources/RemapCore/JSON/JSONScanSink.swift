//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// What the scanner hands each value it reads to: a tape (`JSONTapeSink`), which the typed
/// decoder reads in place, or a tree built while the text is read (`JSONTreeSink`), which
/// `JSON(parsing:)` returns with no tape in between.
///
/// The scanner owns the grammar, the validation of the text, the limits on depth and on the
/// length of strings and numbers, and every error about the text: each exists once, whatever
/// the sink. A sink stores values, and checks what only it counts: the members and elements
/// of a container, and repeated keys. `JSONScanner` is generic over its sink and specialized
/// for each (both are in this module), so these calls are inlined into the token loop.
protocol JSONScanSink: ~Copyable {
  /// Opens an array or an object whose bracket is at `offset`.
  ///
  /// - Returns: The container's handle, which the scanner passes back to name it: never
  ///   negative, as -1 stands for the top level.
  mutating func openContainer(isObject: Bool, at offset: Int) throws(ScanFailure) -> Int

  /// Whether the container a handle names is an object; `false` for -1, the top level.
  func isObject(_ container: Int) -> Bool

  /// Counts a complete member or element of an open container.
  mutating func countElement(of container: Int)

  /// Closes a container with at least one member or element, and checks its size.
  mutating func closeContainer(_ container: Int, isObject: Bool) throws(ScanFailure)

  /// Closes a container just opened, with no members or elements.
  mutating func closeEmptyContainer(_ container: Int, isObject: Bool)

  /// Appends a string value whose text (escapes not decoded) is `length` bytes from `start`.
  mutating func appendString(start: Int, length: Int, escaped: Bool) throws(ScanFailure)

  /// Appends an object's key, and rejects it or lets it supersede an earlier occurrence in
  /// its object, as the options say. `hash` is the key's quick hash (`KeyHash.quick`) of its
  /// text, escapes decoded.
  mutating func appendKey(
    start: Int, length: Int, escaped: Bool, hash: UInt64
  ) throws(ScanFailure)

  /// Appends `true`, `false` or `null`, whose first byte is at `offset`.
  mutating func appendLiteral(_ kind: TapeKind, at offset: Int) throws(ScanFailure)

  /// Appends a number the short path lexed from `start`.
  mutating func appendNumber(_ number: ShortNumber, start: Int) throws(ScanFailure)

  /// Appends any other number, lexed from `start` up to `stop`.
  mutating func appendNumber(
    _ token: NumberToken, from start: Int, to stop: Int
  ) throws(ScanFailure)
}

extension ScanFailure {
  /// An object or array with more members or elements than the options allow.
  static func containerTooLarge(
    isObject: Bool, elements: Int, options: JSONReadingOptions, offset: Int
  ) -> ScanFailure {
    isObject
      ? ScanFailure(
        code: .objectMemberLimitExceeded,
        message: "the object has \(elements) members, more than the limit of "
          + "\(options.maximumObjectMembers)",
        offset: offset)
      : ScanFailure(
        code: .arrayElementLimitExceeded,
        message: "the array has \(elements) elements, more than the limit of "
          + "\(options.maximumArrayElements)",
        offset: offset)
  }

  /// A key that its object names twice, when the options reject repeated keys; `keyStart`
  /// is where the key's text starts, just after its opening quote.
  static func duplicateKey(_ key: String, keyStart: Int) -> ScanFailure {
    ScanFailure(
      code: .duplicateKey, message: "duplicate key \"\(key)\" in an object",
      offset: keyStart - 1)
  }
}
