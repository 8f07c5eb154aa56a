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

/// Arrays of `Codable` models decode through the decoder's own array code, which returns an
/// empty array before making any, and builds the others in place. `RemapDecoder.strict` has
/// Foundation's semantics, so each payload must decode to `JSONDecoder`'s value, or fail
/// where it fails.
@Suite struct RemapDecoderArraysOfModelsTests {
  struct Tag: Codable, Equatable {
    var name: String
    var weight: Int
  }

  struct Entry: Codable, Equatable {
    var tags: [Tag]
    var groups: [[Tag]]
    var optionalTags: [Tag]?
  }

  static let payloads = [
    #"{"tags": [], "groups": []}"#,
    #"{"tags": [], "groups": [[]], "optionalTags": []}"#,
    #"{"tags": [{"name": "a", "weight": 1}], "groups": [[], [{"name": "b", "weight": 2}]]}"#,
    #"{"tags": [{"name": "a", "weight": 1}, {"name": "b", "weight": 2}], "groups": [[]]}"#,
    #"{"tags": [{"name": "a", "weight": 1}, null], "groups": []}"#,
    #"{"tags": [{"name": "a"}], "groups": []}"#,
    #"{"tags": {}, "groups": []}"#,
    #"{"tags": null, "groups": []}"#,
    #"{"tags": [], "groups": [null]}"#,
    #"{"tags": [], "groups": [], "optionalTags": null}"#,
    #"{"tags": [], "groups": [], "optionalTags": [{"name": "c", "weight": 3}]}"#,
  ]

  @Test(arguments: 0..<payloads.count)
  func agreesWithFoundation(payload: Int) {
    let bytes = Data(Self.payloads[payload].utf8)
    let own = Result { () throws(RemapError) in
      try RemapDecoder.strict.decode(Entry.self, from: bytes)
    }
    let expected = Result { try JSONDecoder().decode(Entry.self, from: bytes) }
    switch (own, expected) {
    case (.success(let value), .success(let expected)):
      #expect(value == expected, "payload \(payload)")
    case (.failure, .failure):
      break
    case (.success(let value), .failure(let error)):
      Issue.record("payload \(payload): decoded \(value), JSONDecoder failed: \(error)")
    case (.failure(let error), .success(let expected)):
      Issue.record("payload \(payload): failed (\(error)), JSONDecoder decoded \(expected)")
    }
  }

  @Test func emptyArraysStayEmptyAndTheOthersKeepEveryElement() throws {
    for count in 0..<5 {
      let tags = (0..<count).map { Tag(name: "t\($0)", weight: $0) }
      let elements = tags.map { #"{"name": "\#($0.name)", "weight": \#($0.weight)}"# }
      let text = #"{"tags": [\#(elements.joined(separator: ","))], "groups": [[], []]}"#
      let entry = try RemapDecoder().decode(Entry.self, from: text)
      #expect(entry == Entry(tags: tags, groups: [[], []], optionalTags: nil))
    }
  }

  @Test func lossyArraysDropOnlyTheBadElements() throws {
    var decoder = RemapDecoder()
    decoder.lossyCollections = true
    let text =
      #"{"tags": [{"name": "a", "weight": 1}, {"name": 5}, {"name": "c", "weight": 3}], "groups": [[]]}"#
    let entry = try decoder.decode(Entry.self, from: text)
    #expect(entry.tags == [Tag(name: "a", weight: 1), Tag(name: "c", weight: 3)])
    #expect(entry.groups == [[]])
  }

  @Test func anErrorInsideAnArrayNamesTheElement() {
    let text =
      #"{"tags": [{"name": "a", "weight": 1}, {"name": "b", "weight": "x"}], "groups": []}"#
    #expect {
      try RemapDecoder.strict.decode(Entry.self, from: text)
    } throws: { error in
      (error as? RemapError)?.path == "tags[1].weight"
    }
  }
}
