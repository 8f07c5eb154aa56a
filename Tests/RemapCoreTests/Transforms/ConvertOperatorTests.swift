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

/// Runs an assignment, so that `#expect` sees its result rather than the operator.
private func converted(_ assign: () -> Bool) -> Bool { assign() }

@Suite("<-- and Convertible")
struct ConvertOperatorTests {
  static let response: JSON = [
    "colors": ["#aaa", "#b06200aa"], "yes": "y", "no": "n", "count": "42",
    "when": "2016-01-18T00:13:00Z", "site": " https://example.com ", "id": 7,
    "uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "price": "12.50", "blob": "AQI=",
    "place": ["latitude": "1.5", "longitude": 2], "user": ["name": "Ada", "age": "36"],
    "scores": ["a": "1", "b": 2], "nested": [["#fff"], []], "word": "hello",
  ]

  @Test("arrays of colours from hex strings")
  func colors() {
    var colors: [RGBAColor] = [.black, .white]
    #expect(converted { colors <-- Self.response["colors"] })
    #expect(
      colors == [
        RGBAColor(red: 0xaa, green: 0xaa, blue: 0xaa),
        RGBAColor(red: 0xb0, green: 0x62, blue: 0, alpha: 0xaa),
      ])
    var grid: [[RGBAColor]] = []
    #expect(converted { grid <-- Self.response["nested"] })
    #expect(grid == [[.white], []])
  }

  @Test("\"y\" and \"n\" read as Booleans")
  func yesNo() {
    var flag = false
    #expect(converted { flag <-- Self.response["yes"] })
    #expect(flag)
    #expect(converted { flag <-- Self.response["no"] })
    #expect(!flag)
    var optional: Bool? = nil
    #expect(converted { optional <-- Self.response["yes"] })
    #expect(optional == true)
  }

  @Test("every scalar and Foundation type converts leniently")
  func scalars() throws {
    var int = 0
    var int8: Int8 = 0
    var uint64: UInt64 = 0
    var double = 0.0
    var float: Float = 0
    var string = ""
    var date = Date(timeIntervalSince1970: 0)
    var url = URL(fileURLWithPath: "/")
    var uuid = UUID()
    var decimal = Decimal(0)
    var data = Data()
    var json: JSON = nil
    #expect(converted { int <-- Self.response["count"] })
    #expect(converted { int8 <-- Self.response["count"] })
    #expect(converted { uint64 <-- Self.response["id"] })
    #expect(converted { double <-- Self.response["price"] })
    #expect(converted { float <-- Self.response["price"] })
    #expect(converted { string <-- Self.response["id"] })
    #expect(converted { date <-- Self.response["when"] })
    #expect(converted { url <-- Self.response["site"] })
    #expect(converted { uuid <-- Self.response["uuid"] })
    #expect(converted { decimal <-- Self.response["price"] })
    #expect(converted { data <-- Self.response["blob"] })
    #expect(converted { json <-- Self.response["place"] })
    #expect(int == 42 && int8 == 42 && uint64 == 7 && double == 12.5 && float == 12.5)
    #expect(string == "7")
    #expect(date.timeIntervalSince1970 == 1_453_075_980)
    #expect(url.absoluteString == "https://example.com")
    #expect(uuid.uuidString == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    #expect(decimal == Decimal(string: "12.50"))
    #expect(data == Data([1, 2]))
    #expect(json == ["latitude": "1.5", "longitude": 2])
  }

  struct User: Decodable, Equatable {
    var name: String
    var age: Int
  }

  struct Venue: Decodable, Equatable, Convertible {
    var name: String
  }

  /// Converts without being Decodable.
  struct Shout: Convertible, Equatable {
    var text: String
    init(text: String) { self.text = text }
    init(converting json: JSON) throws(RemapError) {
      guard let text = json.string else { throw RemapError(.typeMismatch, "expected a string") }
      self.text = text.uppercased()
    }
  }

  @Test("Decodable, Convertible and both: no ambiguity, each converts")
  func userTypes() {
    var user: User? = nil
    #expect(converted { user <-- Self.response["user"] })
    #expect(user == User(name: "Ada", age: 36))
    var users: [User] = []
    #expect(!converted { users <-- Self.response["colors"] })
    var venue = Venue(name: "")
    #expect(converted { venue <-- #"{"name": "Café"}"# })
    #expect(venue.name == "Café")
    var shout = Shout(text: "")
    #expect(converted { shout <-- Self.response["word"] })
    #expect(shout.text == "HELLO")
    var shouts: [String: Shout] = [:]
    #expect(converted { shouts <-- ["a": "x"] as JSON })
    #expect(shouts == ["a": Shout(text: "X")])
    var place = GeoCoordinate(latitude: 0, longitude: 0)
    #expect(converted { place <-- Self.response["place"] })
    #expect(place == GeoCoordinate(latitude: 1.5, longitude: 2))
    var scores: [String: Int] = [:]
    #expect(converted { scores <-- Self.response["scores"] })
    #expect(scores == ["a": 1, "b": 2])
  }

  @Test("a missing or unconvertible value makes an optional nil and leaves others alone")
  func failures() {
    var count: Int? = 5
    #expect(!converted { count <-- Self.response["missing"] })
    #expect(count == nil)
    count = 5
    #expect(!converted { count <-- Self.response["word"] })
    #expect(count == nil)
    var total = 5
    #expect(!converted { total <-- Self.response["missing"] })
    #expect(!converted { total <-- Self.response["word"] })
    #expect(total == 5)
    var colors: [RGBAColor] = [.black]
    #expect(!converted { colors <-- Self.response["count"] })
    #expect(colors == [.black])
    var json: JSON = 1
    #expect(!converted { json <-- Self.response["missing"] })
    #expect(json == 1)
    var user: User? = User(name: "x", age: 1)
    #expect(!converted { user <-- Self.response["word"] })
    #expect(user == nil)
  }

  @Test("values out of a [String: Any]")
  func anyValues() {
    let dictionary: [String: Any] = [
      "flag": "y", "count": NSNumber(value: 3), "colors": ["#000", "#fff"], "null": NSNull(),
      "date": Date(),
    ]
    var flag = false
    #expect(converted { flag <-- dictionary["flag"] })
    #expect(flag)
    var count = 0
    #expect(converted { count <-- dictionary["count"] })
    #expect(count == 3)
    var colors: [RGBAColor] = []
    #expect(converted { colors <-- dictionary["colors"] })
    #expect(colors == [.black, .white])
    var optional: Int? = 1
    #expect(!converted { optional <-- dictionary["null"] })
    #expect(optional == nil)
    var user = User(name: "x", age: 1)
    #expect(!converted { user <-- dictionary["date"] })
    #expect(user == User(name: "x", age: 1))
  }

  @Test("JSON text, or plain text taken as a string")
  func text() {
    var user: User? = nil
    #expect(converted { user <-- #"{"name": "Ada", "age": 36}"# })
    #expect(user == User(name: "Ada", age: 36))
    var color = RGBAColor.black
    #expect(converted { color <-- "#b06200" })
    #expect(color == RGBAColor(red: 0xb0, green: 0x62, blue: 0))
    var numbers: [Int] = []
    #expect(converted { numbers <-- "[1, \"2\"]" })
    #expect(numbers == [1, 2])
  }

  @Test("Convertible's conversions throw errors with paths")
  func convertibleErrors() throws {
    let error = try #require(throws: RemapError.self) {
      try [String: [RGBAColor]](converting: ["a": ["#fff", "#zz"]])
    }
    #expect(error.path == "a[1]")
    #expect(try [Int](converting: 3) == [3])
    #expect(try Int?(converting: nil) == nil)
  }
}
