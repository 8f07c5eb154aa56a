//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// What decoding from XML adds to the engine. XML has no empty array or object: an element
// with no content reads as "", and a list with one item is one child element, not an array.
// So when the decoder reads XML (`RemapDecoder.readsXML`), an empty element reads as an empty
// array or object where one is expected, and as `nil` for an optional it cannot convert to;
// a single value reads as a one-element array whatever the coercion. These checks sit on the
// paths taken when a value does not have the expected kind, so decoding JSON never runs them.

extension TapeDecoder {
  /// When reading XML and `node` is an empty element, the tape's synthetic empty array or
  /// object to read in its place; `nil` otherwise.
  @inline(never)
  func emptyXMLElement(_ node: Int, as kind: ValueKind) -> Int? {
    guard core.options.readsXML else { return nil }
    let tape = core.source.tape
    guard tape.kind(node) == .string, tape.stringLength(node).length == 0 else { return nil }
    return kind == .array ? tape.emptyArrayEntry : tape.emptyObjectEntry
  }

  /// Whether an optional value that failed to read is an empty element, which reads as `nil`
  /// when reading XML; a report records the conversion.
  @inline(never)
  func emptyXMLElementReadsAsNil(_ node: Int, step: PathStep) -> Bool {
    guard emptyXMLElement(node, as: .object) != nil else { return false }
    core.record(
      .recovery, .valueCoerced, "read the empty element as nil", node: node, step: step)
    return true
  }
}
