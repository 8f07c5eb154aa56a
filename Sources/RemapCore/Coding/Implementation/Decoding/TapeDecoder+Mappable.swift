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
      if core.mappableGoesAround {
        // A transform registered for `T` (or for the path) takes precedence: `decodeValue`
        // asks the registry first. It also knows when the fast path is off.
        return try decodeValue(type)
      }
      return try decodeMappableValue(type)
    }
  }

  /// Decodes the current value through `T`'s fast path, the registry already asked.
  func decodeMappableValue<T: Mappable>(_ type: T.Type) throws -> T {
    let node = core.node
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

extension TapeDecoder {
  /// Decodes the array at `node`, one step below the current value, each element through
  /// `T`'s fast path.
  ///
  /// The same as `[T]`'s ``TapeDecodableArray`` conformance, without asking at run time, for
  /// every element, what `T` is. Anything else (a transform that may apply, lossy
  /// collections, a value that is not an array) goes that general way.
  func decodeMappableArray<T: Mappable>(
    _ type: T.Type, at node: Int, step: PathStep
  ) throws -> [T] {
    try withNode(node, step: step) {
      let tape = core.source.tape
      let goesAround = core.mappableGoesAround
      let lossy = core.options.lossyCollections
      guard !goesAround, !lossy, tape.kind(node) == .array else {
        return try decodeValue([T].self)
      }
      let count = tape.containerCount(node)
      var entry = node &+ 1
      return try unsafe [T](unsafeUninitializedCapacity: count) { buffer, initialized in
        for index in 0..<count {
          let current = entry
          entry = tape.next(after: entry)
          let element: T
          do {
            element = try decodeMappable(T.self, at: current, step: .index(index))
          } catch {
            do {
              element = try failedNested(T.self, error: error, node: current, step: .index(index))
            } catch is PlaceholderUnavailable {
              // As in `TapeDecodableArray`: the report has an error already.
              continue
            }
          }
          unsafe (buffer.baseAddress.unsafelyUnwrapped + initialized).initialize(to: element)
          initialized += 1
        }
      }
    }
  }
}
