//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Remap

// MARK: - Remap's side of the decode, decode-strict and encode rows
//
// These three functions are the only places where remap-bench calls Remap's Codable API;
// the timing loops and the peak-memory probe call them.
//
// TODO(issue 7): `RemapDecoder` and `RemapEncoder` are not finished yet, so each function
// throws `NotYetAvailable`, and remap-bench prints Foundation's figure beside "n/a". To
// enable a row, delete the function's `throw NotYetAvailable(...)` line and un-comment the
// `return` line under it. Nothing else needs to change: remap-bench then also checks that
// Remap's value equals JSONDecoder's before timing it.

/// Decodes `type` from `data` with Remap's default, forgiving decoder (the "decode" row).
func remapDecode<T: Decodable>(_ type: T.Type, _ data: Data) throws -> T {
  throw NotYetAvailable(api: "RemapDecoder().decode(_:from:)")
  // return try RemapDecoder().decode(type, from: data)
}

/// Decodes `type` from `data` with `RemapDecoder.strict`, Foundation's semantics (the
/// "decode-strict" row).
func remapDecodeStrict<T: Decodable>(_ type: T.Type, _ data: Data) throws -> T {
  throw NotYetAvailable(api: "RemapDecoder.strict.decode(_:from:)")
  // return try RemapDecoder.strict.decode(type, from: data)
}

/// Encodes `value` to JSON bytes with Remap's default encoder (the "encode" row).
func remapEncode<T: Encodable>(_ value: T) throws -> [UInt8] {
  throw NotYetAvailable(api: "RemapEncoder().encode(_:)")
  // return try RemapEncoder().encode(value)
}

/// Thrown by the Remap side of a row whose Remap API has not landed yet; the row prints
/// "n/a" for Remap.
struct NotYetAvailable: Error, CustomStringConvertible {
  var api: String
  var description: String { "\(api) is not available yet" }
}
