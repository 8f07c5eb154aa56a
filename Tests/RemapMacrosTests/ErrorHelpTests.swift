//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapMacros
import Testing

@Mappable
struct HelpTagged: Equatable {
  var name: String
  var tags: [String] = []
  var count: Int
}

@Mappable
enum HelpStatus: String, Equatable {
  case open, closed
}

@Mappable
struct HelpIssue: Equatable {
  var title: String
  var status: HelpStatus?
}

/// The fast path's errors carry the same `help:` as the `Codable` path's, and what it names
/// works there too.
@Suite("Error help through @Mappable")
struct ErrorHelpTests {
  /// The error that decoding `json` throws, through the fast path or through `Codable`.
  private func failure<T: Decodable>(
    _ type: T.Type, _ json: String, decoder: RemapDecoder
  ) throws -> RemapError {
    try #require(throws: RemapError.self) { try decoder.decode(type, from: json) }
  }

  private func decoder(fastPath: Bool) -> RemapDecoder {
    var decoder = RemapDecoder()
    decoder.mappableFastPath = fastPath
    return decoder
  }

  @Test(arguments: [true, false])
  func nullArray(fastPath: Bool) throws {
    let json = #"{"name": "Ada", "tags": null, "count": 1}"#
    var decoder = decoder(fastPath: fastPath)
    let failure = try failure(HelpTagged.self, json, decoder: decoder)
    #expect(failure.path.description == "tags")
    #expect(failure.help?.hasPrefix("set decoder.nullValues = .collectionDefaults") == true)
    decoder.nullValues = .collectionDefaults
    #expect(
      try decoder.decode(HelpTagged.self, from: json)
        == HelpTagged(name: "Ada", tags: [], count: 1))
  }

  @Test(arguments: [true, false])
  func missingKey(fastPath: Bool) throws {
    let failure = try failure(
      HelpTagged.self, #"{"name": "Ada"}"#, decoder: decoder(fastPath: fastPath))
    #expect(failure.code == .keyNotFound)
    #expect(failure.help?.contains("give it a default value (@Mappable)") == true)
  }

  @Test(arguments: [true, false])
  func unknownEnumValue(fastPath: Bool) throws {
    let json = #"{"title": "Crash", "status": "archived"}"#
    var decoder = decoder(fastPath: fastPath)
    let failure = try failure(HelpIssue.self, json, decoder: decoder)
    #expect(failure.code == .invalidValue)
    #expect(failure.path.description == "status")
    #expect(failure.help?.hasPrefix("add a @Fallback case to HelpStatus") == true)
    #expect(failure.help?.hasSuffix("set decoder.invalidValues = .nilForOptionals") == true)
    decoder.invalidValues = .nilForOptionals
    #expect(
      try decoder.decode(HelpIssue.self, from: json) == HelpIssue(title: "Crash", status: nil))
  }
}
