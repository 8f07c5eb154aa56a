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
// A function whose Remap API has not landed yet throws `NotYetAvailable`, and remap-bench
// prints Foundation's figure beside "n/a". remap-bench checks that Remap's value equals
// JSONDecoder's before timing it.

/// Decodes `type` from `data` with Remap's default, forgiving decoder (the "decode" row).
func remapDecode<T: Decodable>(_ type: T.Type, _ data: Data) throws -> T {
  try RemapDecoder().decode(type, from: data)
}

/// Decodes `type` from `data` with `RemapDecoder.strict`, Foundation's semantics (the
/// "decode-strict" row).
func remapDecodeStrict<T: Decodable>(_ type: T.Type, _ data: Data) throws -> T {
  try RemapDecoder.strict.decode(type, from: data)
}

/// Encodes `value` to JSON bytes with Remap's default encoder (the "encode" row).
func remapEncode<T: Encodable>(_ value: T) throws -> [UInt8] {
  try RemapEncoder().encode(value)
}

/// Thrown by the Remap side of a row whose Remap API has not landed yet; the row prints
/// "n/a" for Remap.
struct NotYetAvailable: Error, CustomStringConvertible {
  var api: String
  var description: String { "\(api) is not available yet" }
}
