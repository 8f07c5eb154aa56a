//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

extension JSONTape {
  /// Throws at the first object that names a key twice.
  ///
  /// The typed decoder compares keys in place and never builds a dictionary of an object's
  /// members, so it cannot notice a repeated key on its way. When a caller rejects duplicate
  /// keys, this pass checks every object once, after scanning; the default policy never runs
  /// it, so it costs nothing otherwise.
  ///
  /// - Parameter base: The scanned bytes, which the tape's offsets refer to.
  /// - Throws: `ScanFailure` with ``RemapError/Code/duplicateKey`` at the repeated key.
  func rejectDuplicateKeys(base: UnsafePointer<UInt8>) throws(ScanFailure) {
    var keys = Set<String>()
    for entry in 0..<count where kind(entry) == .object {
      keys.removeAll(keepingCapacity: true)
      var member = entry &+ 1
      for _ in 0..<containerCount(entry) {
        let (length, escaped) = stringLength(member)
        let start = unsafe base + offset(member)
        let key =
          escaped
          ? unsafe JSONStringDecoder.decode(start, count: length)
          : unsafe String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
        guard keys.insert(key).inserted else {
          throw ScanFailure(
            code: .duplicateKey, message: "duplicate key \"\(key)\" in an object",
            offset: offset(member) - 1)
        }
        member = next(after: member &+ 1)
      }
    }
  }
}
