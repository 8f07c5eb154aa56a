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

@Suite("Decoding trees and dictionaries")
struct TreeSourceTests {
  struct User: Decodable, Equatable {
    var id: Int
    var name: String
    var createdAt: Date
    var tags: [String]
    var score: Double?
    var home: Place
  }

  struct Place: Decodable, Equatable {
    var city: String
    var lat: Double
  }

  static let text = """
    {"ID": "42", "name": "Ada \\"Countess\\" Lovelace", "created_at": "2016-01-17T16:13:00-0800",
     "tags": "solo", "score": null, "home": {"city": "London", "lat": 51.5074}}
    """

  @Test func aJSONValueDecodesLikeItsText() throws {
    let decoder = RemapDecoder()
    let fromText = try decoder.decode(User.self, from: Self.text)
    let fromTree = try decoder.decode(User.self, from: try JSON(parsing: Self.text))
    #expect(fromTree == fromText)
    #expect(fromTree.name == #"Ada "Countess" Lovelace"#)
    #expect(fromTree.createdAt.timeIntervalSince1970 == 1_453_075_980)
  }

  @Test func errorsNameThePathButNoLine() throws {
    let json: JSON = ["id": 1, "name": "x", "createdAt": 0, "tags": [], "home": ["city": 7]]
    let error = try #require(throws: RemapError.self) {
      try RemapDecoder.strict.decode(User.self, from: json)
    }
    #expect(error.code == .typeMismatch)
    #expect(error.path == "home.city")
    #expect(error.location == nil)
    #expect(error.message == "expected String, found the number 7")
  }

  @Test func atPathAndReports() throws {
    let json: JSON = ["data": ["items": [["city": "Oslo", "lat": 59.9], ["city": 1]]]]
    let first = try RemapDecoder().decode(Place.self, from: json, atPath: "data.items[0]")
    #expect(first == Place(city: "Oslo", lat: 59.9))
    let report = RemapDecoder.strict.report([Place].self, from: json["data"]?["items"] ?? nil)
    #expect(report.value == nil)
    #expect(report.errors.map { "\($0.path)" } == ["[1].city", "[1].lat"])
  }

  @Test func deepTreesIndexWithoutRecursion() throws {
    var json: JSON = 1
    for _ in 0..<10_000 { json = [json] }
    var decoder = RemapDecoder()
    decoder.readingOptions.maximumDepth = 20_000
    let decoded = try decoder.decode(JSON.self, from: json)
    #expect(decoded.array?.count == 1)
  }
}
