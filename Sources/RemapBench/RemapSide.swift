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

// MARK: - Remap's side of the decode, encode and scan rows
//
// These functions are the only places where remap-bench calls Remap's Codable API; the
// timing loops and the peak-memory probe call them. remap-bench checks that Remap's value
// equals JSONDecoder's before timing it.
//
// The corpus models are `@Mappable` (Models/), so `RemapDecoder` and
// `RemapEncoder` take their fast path unless told not to: the "decode", "decode-strict" and
// "encode" rows turn it off to measure the `Codable` path, and the "-mappable" rows keep it.

/// Decodes `type` from `data` with Remap's default, forgiving decoder through `Codable`
/// (the "decode" row).
func remapDecode<T: Decodable>(_ type: T.Type, _ data: Data) throws -> T {
  var decoder = RemapDecoder()
  decoder.mappableFastPath = false
  return try decoder.decode(type, from: data)
}

/// Decodes `type` from `data` with `RemapDecoder.strict` through `Codable`, Foundation's
/// semantics (the "decode-strict" row).
func remapDecodeStrict<T: Decodable>(_ type: T.Type, _ data: Data) throws -> T {
  var decoder = RemapDecoder.strict
  decoder.mappableFastPath = false
  return try decoder.decode(type, from: data)
}

/// Decodes `type` from `data` with Remap's default decoder through the `Mappable` fast path
/// (the "decode-mappable" row).
func remapDecodeMappable<T: Decodable>(_ type: T.Type, _ data: Data) throws -> T {
  try RemapDecoder().decode(type, from: data)
}

/// Scans `data` as a decode does, building nothing (the "scan" row).
func remapScan(_ data: Data) throws -> Int {
  try RemapDecoder().scannedEntryCount(of: data)
}

/// Encodes `value` to JSON bytes with Remap's default encoder through `Codable` (the
/// "encode" row).
func remapEncode<T: Encodable>(_ value: T) throws -> [UInt8] {
  var encoder = RemapEncoder()
  encoder.mappableFastPath = false
  return try encoder.encode(value)
}

/// Encodes `value` to JSON bytes with Remap's default encoder through the `Mappable` fast
/// path (the "encode-mappable" row).
func remapEncodeMappable<T: Encodable>(_ value: T) throws -> [UInt8] {
  try RemapEncoder().encode(value)
}

/// Thrown by the Remap side of a row whose Remap API has not landed yet; the row prints
/// "n/a" for Remap.
struct NotYetAvailable: Error, CustomStringConvertible {
  var api: String
  var description: String { "\(api) is not available yet" }
}
