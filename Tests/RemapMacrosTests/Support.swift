//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import RemapMacros
import Testing

/// Decodes `text` with `RemapDecoder`.
func remapDecode<T: Decodable>(
  _ type: T.Type, _ text: String, _ decoder: RemapDecoder = RemapDecoder()
) throws -> T {
  try decoder.decode(type, from: text)
}

/// Decodes `text` with Foundation's `JSONDecoder`.
func foundationDecode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
  try JSONDecoder().decode(type, from: Data(text.utf8))
}

/// Encodes `value` with `RemapEncoder`, as a `JSON` value.
func remapEncode<T: Encodable>(_ value: T) throws -> JSON {
  try JSON(parsing: String(decoding: try RemapEncoder().encode(value), as: UTF8.self))
}

/// Encodes `value` with Foundation's `JSONEncoder`, as a `JSON` value.
func foundationEncode<T: Encodable>(_ value: T) throws -> JSON {
  try JSON(parsing: String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
}

/// Encodes with `RemapEncoder` and prints compactly, in the order written.
func remapText<T: Encodable>(_ value: T) throws -> String {
  String(decoding: try RemapEncoder().encode(value), as: UTF8.self)
}

/// Checks that `text` decodes to `expected` with both decoders, that both encoders write
/// `json` (compared as values, so order aside), and that the encoding decodes back.
func expectMapping<T: Codable & Equatable>(
  _ type: T.Type, from text: String, to expected: T, encodesAs json: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  let byRemap = try remapDecode(type, text)
  let byFoundation = try foundationDecode(type, text)
  #expect(byRemap == expected, "RemapDecoder", sourceLocation: sourceLocation)
  #expect(byFoundation == expected, "JSONDecoder", sourceLocation: sourceLocation)
  let wanted = try JSON(parsing: json)
  #expect(try remapEncode(expected) == wanted, "RemapEncoder", sourceLocation: sourceLocation)
  #expect(
    try foundationEncode(expected) == wanted, "JSONEncoder", sourceLocation: sourceLocation)
  let encoded = try RemapEncoder().encode(expected)
  #expect(
    try RemapDecoder().decode(type, from: encoded) == expected, "round trip",
    sourceLocation: sourceLocation)
  #expect(
    try JSONDecoder().decode(type, from: Data(encoded)) == expected, "round trip (Foundation)",
    sourceLocation: sourceLocation)
}
