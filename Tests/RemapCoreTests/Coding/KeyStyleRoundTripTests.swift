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

/// Names with acronyms, digits and plurals, where Foundation's snake-case conversion and
/// Remap's key styles disagree.
private struct Awkward: Codable, Equatable {
  var imageURL = "u"
  var URLString = "s"
  var userID2 = 2
  var HTTPSProxy = "p"
  var imageURLs = ["a"]
  var isHTTP2Enabled = true
  var firstName = "Ada"
  var _privateKey = "k"
}

/// What `RemapEncoder` writes in each key style, `RemapDecoder` reads back.
@Suite("Key styles round trip")
struct KeyStyleRoundTripTests {
  fileprivate static let value = Awkward(
    imageURL: "https://x", URLString: "y", userID2: 7, HTTPSProxy: "z", imageURLs: ["b", "c"],
    isHTTP2Enabled: false, firstName: "Grace", _privateKey: "q")

  @Test(
    "every key style reads back with fuzzy matching",
    arguments: [KeyStyle.unchanged, .snakeCase, .kebabCase, .camelCase])
  func fuzzyRoundTrip(style: KeyStyle) throws {
    var encoder = RemapEncoder()
    encoder.keyStyle = style
    let data = try encoder.encode(Self.value)
    #expect(try RemapDecoder().decode(Awkward.self, from: data) == Self.value)
  }

  @Test("snake-case keys read back with snake-case matching, acronyms included")
  func snakeCaseRoundTrip() throws {
    var encoder = RemapEncoder()
    encoder.keyStyle = .snakeCase
    let data = try encoder.encode(Self.value)
    var decoder = RemapDecoder()
    decoder.keyMatching = .snakeCase
    #expect(try decoder.decode(Awkward.self, from: data) == Self.value)
    #expect(decoder.report(Awkward.self, from: data).errors.isEmpty)
  }

  @Test("unchanged keys read back with exact and snake-case matching")
  func unchangedRoundTrip() throws {
    let data = try RemapEncoder().encode(Self.value)
    for matching in [RemapDecoder.KeyMatching.exact, .snakeCase] {
      var decoder = RemapDecoder()
      decoder.keyMatching = matching
      #expect(try decoder.decode(Awkward.self, from: data) == Self.value)
    }
  }

  @Test("snake-case matching still reads Foundation's spelling and refuses other keys")
  func snakeCaseFoundationSpelling() throws {
    struct Model: Decodable, Equatable { var imageUrl: String }
    var decoder = RemapDecoder()
    decoder.keyMatching = .snakeCase
    #expect(try decoder.decode(Model.self, from: #"{"image_url": "a"}"#).imageUrl == "a")
    let error = #expect(throws: RemapError.self) {
      try decoder.decode(Model.self, from: #"{"image-url": "a"}"#)
    }
    #expect(error?.code == .keyNotFound)
  }
}
