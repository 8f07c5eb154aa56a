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

// Types that decode another type at their own value: its members are checked for unknown keys
// once, after the outer type, which reads members of its own (the tag).

@Mappable
@Untagged
enum UKShape: Equatable {
  case point(DiffPoint)
  case label(String)
}

@Mappable
@Untagged
enum UKContact: Equatable {
  case full(id: Int, name: String)
  case short(name: String)
}

/// A plain `Codable` wrapper that decodes a `@Mappable` type at its own value.
struct UKWrapper: Decodable, Equatable {
  var point: DiffPoint

  init(from decoder: any Decoder) throws {
    point = try decoder.singleValueContainer().decode(DiffPoint.self)
  }
}

@Suite("Unknown keys of an object that two types decode")
struct UnknownKeysTests {
  /// The fast path's decoder with `policy`, and the same decoder on the `Codable` path.
  static func decoders(_ policy: RemapDecoder.UnknownKeyPolicy) -> [(String, RemapDecoder)] {
    var fast = RemapDecoder()
    fast.unknownKeys = policy
    var codable = fast
    codable.mappableFastPath = false
    return [("fast path", fast), ("Codable path", codable)]
  }

  @Test("a case's value merged beside its tag: the tag and the value's keys are all known")
  func mergedTaggedCase() throws {
    let text = #"[{"type": "pt", "x": 1, "y": 2}]"#
    for (name, decoder) in Self.decoders(.reject) {
      let value = try decoder.decode([DiffShape].self, from: text)
      #expect(value == [.point(DiffPoint(x: 1, y: 2))], "\(name)")
    }
    for (name, decoder) in Self.decoders(.report) {
      let report = decoder.report([DiffShape].self, from: text)
      #expect(report.value == [.point(DiffPoint(x: 1, y: 2))], "\(name)")
      #expect(report.diagnostics.isEmpty, "\(name): \(report.diagnostics)")
    }
  }

  @Test("a merged case's unknown key is rejected or reported once, at its own path")
  func mergedTaggedCaseWithUnknownKey() throws {
    let text = #"[{"type": "pt", "x": 1, "z": 0}]"#
    for (name, decoder) in Self.decoders(.reject) {
      let error = try #require(throws: RemapError.self, "\(name)") {
        try decoder.decode([DiffShape].self, from: text)
      }
      #expect(error.code == .unknownKey, "\(name)")
      #expect(error.path == ValuePath([.index(0), .key("z")]), "\(name)")
      #expect(error.message == #"unknown key "z""#, "\(name)")
      let report = decoder.report([DiffShape].self, from: text)
      #expect(report.errors.map(\.message) == [#"unknown key "z""#], "\(name)")
    }
    for (name, decoder) in Self.decoders(.report) {
      let report = decoder.report([DiffShape].self, from: text)
      #expect(report.value == [.point(DiffPoint(x: 1, y: nil))], "\(name)")
      #expect(
        report.diagnostics.map(\.message) == [#"ignored the unknown key "z""#], "\(name)")
      #expect(report.diagnostics.first?.path == ValuePath([.index(0), .key("z")]), "\(name)")
    }
  }

  @Test("a repeated key in a merged case is reported once")
  func mergedTaggedCaseWithRepeatedKey() throws {
    let text = #"{"type": "pt", "x": 1, "x": 3}"#
    for (name, decoder) in Self.decoders(.ignore) {
      let report = decoder.report(DiffShape.self, from: text)
      #expect(report.value == .point(DiffPoint(x: 3, y: nil)), "\(name)")
      #expect(report.diagnostics.map(\.code) == [.duplicateKey], "\(name)")
    }
  }

  @Test("an untagged case's single value and a wrapper's value are checked once")
  func sameValueDecodedTwice() throws {
    let text = #"{"x": 1, "y": 2}"#
    for (name, decoder) in Self.decoders(.reject) {
      #expect(try decoder.decode(UKShape.self, from: text) == .point(DiffPoint(x: 1, y: 2)))
      #expect(try decoder.decode(UKWrapper.self, from: text).point.x == 1, "\(name)")
      let error = try #require(throws: RemapError.self, "\(name)") {
        try decoder.decode(UKWrapper.self, from: #"{"x": 1, "w": 2}"#)
      }
      #expect(error.path == ValuePath([.key("w")]), "\(name)")
    }
  }

  @Test("the members a failed untagged candidate read are not the decoded case's")
  func failedCandidateTakesBackItsMembers() throws {
    // `full` reads `id`, fails on it, and `short` decodes: `id` is not one of its members.
    let text = #"{"id": "x", "name": "n"}"#
    for (name, decoder) in Self.decoders(.reject) {
      let error = try #require(throws: RemapError.self, "\(name)") {
        try decoder.decode(UKContact.self, from: text)
      }
      #expect(error.code == .unknownKey, "\(name)")
      #expect(error.path == ValuePath([.key("id")]), "\(name)")
    }
    for (name, decoder) in Self.decoders(.report) {
      let report = decoder.report(UKContact.self, from: text)
      #expect(report.value == .short(name: "n"), "\(name)")
      #expect(report.diagnostics.map(\.message) == [#"ignored the unknown key "id""#], "\(name)")
    }
    for (name, decoder) in Self.decoders(.reject) {
      #expect(
        try decoder.decode(UKContact.self, from: #"{"id": 1, "name": "n"}"#)
          == .full(id: 1, name: "n"), "\(name)")
    }
  }
}
