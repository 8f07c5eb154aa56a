//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Arrays decode through ``TapeDecoder`` directly rather than through the standard library's
/// `Array.init(from:)`, whose unspecialized code looks up type metadata several times for
/// every element; this builds each array with one allocation of exactly the right size.
protocol TapeDecodableArray {
  static func decode(from decoder: TapeDecoder, node: Int) throws -> Self
}

extension Array: TapeDecodableArray where Element: Decodable {
  static func decode(from decoder: TapeDecoder, node: Int) throws -> [Element] {
    let tape = decoder.core.source.tape
    guard tape.kind(node) == .array else {
      // Null, or (under lenient coercion) a single value: the general path explains or
      // accepts it.
      return try decoder.withNode(node, step: nil) { try [Element](from: decoder) }
    }
    let count = tape.containerCount(node)
    // Unspecialized, making an array of `Element`s looks up the metadata of the array types
    // it goes through (about 1,000 instructions): an empty array, the most common in API
    // responses (twitter's entities), needs none of them.
    guard count > 0 else { return [] }
    var entry = node &+ 1
    let lossy = decoder.core.options.lossyCollections
    return try unsafe [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      // Unwrapped once, here, rather than per element.
      guard let base = buffer.baseAddress else { return }
      for index in 0..<count {
        let current = entry
        entry = tape.next(after: entry)
        let element: Element
        if lossy {
          // `element(at:...)` returns `Element?`, whose metadata this unspecialized code
          // would look up for every element: only lossy collections go that way.
          guard
            let kept = try decoder.element(
              at: current, index: index,
              { try decoder.decodeNested(Element.self, at: current, step: .index(index)) },
              placeholder: { try decoder.placeholder(Element.self) })
          else { continue }
          element = kept
        } else {
          do {
            element = try decoder.decodeNested(Element.self, at: current, step: .index(index))
          } catch {
            do {
              element = try decoder.failedNested(
                Element.self, error: error, node: current, step: .index(index))
            } catch is PlaceholderUnavailable {
              // In a report, an element with nothing to stand in for it is left out and the
              // elements after it are still checked: the report has an error already, so
              // the array is never handed out.
              continue
            }
          }
        }
        // Moved, not copied: a copy of a model costs a retain of each of its references.
        unsafe (base + initialized).initialize(to: consume element)
        initialized += 1
      }
    }
  }
}
