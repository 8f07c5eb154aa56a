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

/// Arrays of arrays of scalars (`[[Double]]`, `[[Int]]`, `[[String]]`) decode through code of
/// their own. Each payload must decode to the same value or error, and the same report, as
/// through the general array code, which the decoder takes when a transform is registered
/// (here one for `Data`, which no payload has).
@Suite struct RemapDecoderNestedArraysTests {
  struct Shapes: Codable, Equatable {
    var points: [[Double]]
    var grid: [[Int]]
    var words: [[String]]
  }

  static let payloads = [
    #"{"points": [[1.5, 2], [], [-3e2]], "grid": [[1, 2], [3]], "words": [["a"], ["b", "c"]]}"#,
    #"{"points": [[1, "x"]], "grid": [], "words": []}"#,
    #"{"points": [[1], null, [2]], "grid": [[1]], "words": [[]]}"#,
    #"{"points": [2.5, [1]], "grid": [[1, 2.5]], "words": [["a", 3]]}"#,
    #"{"points": "x", "grid": [[1]], "words": [[]]}"#,
    #"{"points": null, "grid": [[1]], "words": [[]]}"#,
    #"{"points": [[1e400]], "grid": [[9223372036854775808]], "words": [[]]}"#,
    #"{"points": [[1]], "grid": [[1], {"a": 1}], "words": [["x"], [null]]}"#,
    #"{"points": [["2.5", "1e1"]], "grid": [["7"]], "words": [[true]]}"#,
  ]

  static let settings: [(String, RemapDecoder)] = {
    var typeDefaults = RemapDecoder()
    typeDefaults.nullValues = .typeDefaults
    var collectionDefaults = RemapDecoder.strict
    collectionDefaults.nullValues = .collectionDefaults
    return [
      ("default", RemapDecoder()), ("strict", .strict), ("typeDefaults", typeDefaults),
      ("collectionDefaults", collectionDefaults),
    ]
  }()

  @Test(arguments: 0..<payloads.count)
  func agreesWithTheGeneralArrayCode(payload: Int) {
    let text = Self.payloads[payload]
    for (name, decoder) in Self.settings {
      var general = decoder
      general.transforms.register(Base64DataTransform())
      let context = "payload \(payload), \(name)"

      let own = Result { () throws(RemapError) in try decoder.decode(Shapes.self, from: text) }
      let other = Result { () throws(RemapError) in try general.decode(Shapes.self, from: text) }
      switch (own, other) {
      case (.success(let value), .success(let expected)):
        #expect(value == expected, "\(context)")
      case (.failure(let error), .failure(let expected)):
        #expect(error.code == expected.code, "\(context)")
        #expect(error.path == expected.path, "\(context)")
        #expect(error.message == expected.message, "\(context)")
        #expect(error.location == expected.location, "\(context)")
      default:
        Issue.record("\(context): \(own) but the general code gives \(other)")
      }

      let report = decoder.report(Shapes.self, from: text)
      let expected = general.report(Shapes.self, from: text)
      #expect(report.value == expected.value, "\(context)")
      #expect(report.diagnostics == expected.diagnostics, "\(context)")
    }
  }

  @Test func anElementErrorNamesItsPlace() throws {
    let text = #"{"points": [[1, 2], [3, "x"]], "grid": [], "words": []}"#
    let error = try #require(throws: RemapError.self) {
      try RemapDecoder.strict.decode(Shapes.self, from: text)
    }
    #expect(error.code == .typeMismatch)
    #expect(error.path.description == "points[1][1]")
    #expect(error.location?.column == 25)
  }
}
