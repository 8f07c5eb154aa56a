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
import Testing

/// A model that keeps its `Decoder`, its container and a super decoder past `init(from:)`,
/// against Codable's rules: the decoder reads the caller's input in place, which is gone
/// (or changed) once decoding returns.
private final class Keeper: Decodable {
  enum CodingKeys: String, CodingKey { case name, base }

  let name: String
  let decoder: any Decoder
  let container: KeyedDecodingContainer<CodingKeys>
  let superDecoder: any Decoder

  init(from decoder: any Decoder) throws {
    self.decoder = decoder
    container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    superDecoder = try container.superDecoder(forKey: .base)
  }

  /// Whether asking `decoder` for a container fails with `decoding-failed`, as a decoder
  /// whose decoding has returned must.
  static func refusesContainers(_ decoder: any Decoder) -> Bool {
    let results: [Result<Void, any Error>] = [
      Result { _ = try decoder.container(keyedBy: CodingKeys.self) },
      Result { _ = try decoder.unkeyedContainer() },
      Result { _ = try decoder.singleValueContainer() },
    ]
    return results.allSatisfy { result in
      guard case .failure(let error as RemapError) = result else { return false }
      return error.code == .decodingFailed && error.message.hasPrefix("the decoder was used after")
    }
  }
}

@Suite("RemapDecoder: a decoder kept past init(from:)")
struct RemapDecoderKeptDecoderTests {
  static let text = #"{"name": "first", "base": {"name": "inner"}}"#

  @Test("it refuses new containers, and a kept container reads its own copy of the input")
  func fromBytes() throws {
    var bytes = Array(Self.text.utf8)
    let kept = try bytes.withUnsafeBufferPointer { buffer in
      try RemapDecoder().decode(Keeper.self, from: Data(buffer: buffer))
    }
    let changed = try RemapDecoder().decode(Keeper.self, from: bytes)
    // Overwrite the caller's input: a decoder still reading it in place would see "xxxxx".
    for index in bytes.indices where bytes[index] == UInt8(ascii: "f") {
      bytes.replaceSubrange(index..<index + 5, with: Array("xxxxx".utf8))
    }
    #expect(String(decoding: bytes, as: UTF8.self).contains("xxxxx"))
    for keeper in [kept, changed] {
      #expect(Keeper.refusesContainers(keeper.decoder))
      #expect(Keeper.refusesContainers(keeper.superDecoder))
      #expect(try keeper.container.decode(String.self, forKey: .name) == "first")
      #expect(keeper.container.contains(.base))
    }
  }

  @Test("from a JSON value, a report, XML and a stream of lines alike")
  func fromEverySource() throws {
    let json = try JSON(parsing: Self.text)
    let xml = "<root><name>first</name><base><name>inner</name></base></root>"
    let keepers: [Keeper] = [
      try RemapDecoder().decode(Keeper.self, from: json),
      try RemapDecoder().decode(Keeper.self, from: json.anyValue as? [String: Any] ?? [:]),
      try #require(RemapDecoder().report(Keeper.self, from: Self.text).value),
      try RemapDecoder().decode(Keeper.self, fromXML: xml),
    ]
    let lines = RemapDecoder().lines(of: Keeper.self, from: [Array((Self.text + "\n").utf8)])
    let streamed = try Array(lines).map { try $0.get() }
    for keeper in keepers + streamed {
      #expect(Keeper.refusesContainers(keeper.decoder))
      #expect(Keeper.refusesContainers(keeper.superDecoder))
      #expect(try keeper.container.decode(String.self, forKey: .name) == "first")
    }
  }
}
