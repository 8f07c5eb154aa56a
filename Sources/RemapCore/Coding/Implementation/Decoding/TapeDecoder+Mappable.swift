//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// The fast path: a `Mappable` type decodes itself through `ValueReader` and `ObjectReader`
// instead of `init(from:)`. Everything around its own code is the `Codable` path's: the
// transform registry is asked first, its errors are wrapped the same way, and unknown keys
// are checked after it.

extension TapeDecoder {
  /// Decodes the value at `node`, one step below the current value, through `T`'s fast path.
  @inline(__always)
  func decodeMappable<T: Mappable>(_ type: T.Type, at node: Int, step: PathStep) throws -> T {
    try withNode(node, step: step) {
      if unsafe core.pointee.mappableGoesAround {
        // A transform registered for `T` (or for the path) takes precedence: `decodeValue`
        // asks the registry first. It also knows when the fast path is off.
        return try decodeValue(type)
      }
      return try decodeMappableValue(type)
    }
  }

  /// Decodes the current value through `T`'s fast path, the registry already asked.
  func decodeMappableValue<T: Mappable>(_ type: T.Type) throws -> T {
    let node = unsafe core.pointee.node
    return try decodeOwn(type) {
      var reader = ValueReader(decoder: self, node: node)
      return try T(_$from: &reader)
    }
  }

  /// ``decodeMappableValue(_:)`` for a type found to be `Mappable` at run time: `M` is `T`.
  func decodeMappableValue<M: Mappable, T>(_ mappable: M.Type, as type: T.Type) throws -> T {
    // `M` and `T` are the same type, so the bit cast reinterprets nothing.
    unsafe unsafeBitCast(try decodeMappableValue(mappable), to: T.self)
  }
}
