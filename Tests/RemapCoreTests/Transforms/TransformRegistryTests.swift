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

@Suite("TransformRegistry")
struct TransformRegistryTests {
  struct User: Codable, Equatable {
    var name: String
    var location: GeoCoordinate
  }

  struct Envelope: Codable, Equatable {
    var user: User
  }

  @Test("RestKit: a location with numeric strings decodes and encodes back under its keys")
  func restKitExample() throws {
    let text = #"""
      {"user": {"name": "Blake Watters", "location": {"latitude": "40.708", "longitude": "74.012"}}}
      """#
    var decoder = RemapDecoder()
    decoder.transforms.register(
      CoordinateTransform(latitudeKey: "latitude", longitudeKey: "longitude"))
    let envelope = try decoder.decode(Envelope.self, from: text)
    #expect(envelope.user.name == "Blake Watters")
    #expect(envelope.user.location == GeoCoordinate(latitude: 40.708, longitude: 74.012))

    var encoder = RemapEncoder()
    encoder.transforms.register(
      CoordinateTransform(latitudeKey: "latitude", longitudeKey: "longitude"))
    let dictionary = try encoder.encodeDictionary(envelope)
    let user = try #require(dictionary["user"] as? [String: Any])
    let location = try #require(user["location"] as? [String: Any])
    #expect(Set(location.keys) == ["latitude", "longitude"])
    #expect(location["latitude"] as? Double == 40.708)
    #expect(location["longitude"] as? Double == 74.012)
    #expect(user["name"] as? String == "Blake Watters")
  }

  /// A type whose own conformance reads `{"value": n}`; transforms below read other forms.
  struct Celsius: Codable, Equatable {
    var value: Double
  }

  struct Reading: Codable, Equatable {
    var indoor: Celsius
    var outdoor: Celsius
  }

  static let fahrenheit = ClosureTransform<Celsius>(
    decode: { json in
      guard let value = json.double else { throw RemapError(.typeMismatch, "expected °F") }
      return Celsius(value: (value - 32) * 5 / 9)
    },
    encode: { .number(JSON.Number($0.value * 9 / 5 + 32) ?? 0) })

  static let plain = ClosureTransform<Celsius>(
    decode: { json in
      guard let value = json.double else { throw RemapError(.typeMismatch, "expected °C") }
      return Celsius(value: value)
    },
    encode: { .number(JSON.Number($0.value) ?? 0) })

  @Test("a path transform wins over a type transform, which wins over the conformance")
  func precedence() throws {
    let text = #"{"indoor": 20, "outdoor": 212}"#
    var decoder = RemapDecoder()
    #expect(throws: RemapError.self) { try decoder.decode(Reading.self, from: text) }

    decoder.transforms.register(Self.plain)
    #expect(
      try decoder.decode(Reading.self, from: text)
        == Reading(indoor: Celsius(value: 20), outdoor: Celsius(value: 212)))

    decoder.transforms.register(Self.fahrenheit, at: "outdoor")
    #expect(
      try decoder.decode(Reading.self, from: text)
        == Reading(indoor: Celsius(value: 20), outdoor: Celsius(value: 100)))

    // The conformance still reads what it reads when nothing is registered.
    #expect(
      try RemapDecoder().decode(Celsius.self, from: #"{"value": 3}"#) == Celsius(value: 3))
  }

  @Test("encoding honours the same precedence")
  func encodingPrecedence() throws {
    let reading = Reading(indoor: Celsius(value: 20), outdoor: Celsius(value: 100))
    var encoder = RemapEncoder()
    #expect(
      String(decoding: try encoder.encode(reading), as: UTF8.self)
        == #"{"indoor":{"value":20},"outdoor":{"value":100}}"#)
    encoder.transforms.register(Self.plain)
    encoder.transforms.register(Self.fahrenheit, at: "outdoor")
    #expect(
      String(decoding: try encoder.encode(reading), as: UTF8.self)
        == #"{"indoor":20,"outdoor":212}"#)
  }

  struct Palette: Codable, Equatable {
    var colors: [RGBAColor]
    var named: [String: RGBAColor]
    var accent: RGBAColor?
    var missing: RGBAColor?
    var grid: [[RGBAColor]]
  }

  @Test("a type transform reaches values nested in arrays, dictionaries and optionals")
  func nested() throws {
    // Lowercase names only: a transform that the conformance (hex text) cannot stand in for.
    let names = ClosureTransform<RGBAColor>(
      decode: { json in
        switch json.string {
        case "black": return .black
        case "white": return .white
        default: throw RemapError(.invalidValue, "expected a colour name")
        }
      },
      encode: { $0 == .black ? "black" : "white" })
    var decoder = RemapDecoder()
    decoder.transforms.register(names)
    let text = #"""
      {"colors": ["black", "white"], "named": {"bg": "white"}, "accent": "black",
       "grid": [["white"], ["black", "black"]]}
      """#
    let palette = try decoder.decode(Palette.self, from: text)
    let expected = Palette(
      colors: [.black, .white], named: ["bg": .white], accent: .black, missing: nil,
      grid: [[.white], [.black, .black]])
    #expect(palette == expected)

    var encoder = RemapEncoder()
    encoder.transforms.register(names)
    let json = try encoder.encodeJSON(palette)
    #expect(json["colors"] == ["black", "white"])
    #expect(json["named"] == ["bg": "white"])
    #expect(json["accent"] == "black")
    #expect(json["grid"] == [["white"], ["black", "black"]])
  }

  struct Flags: Codable, Equatable {
    var enabled: Bool
    var flags: [Bool]
    var optional: Bool?
    var count: Int
  }

  @Test("transforms for scalar types apply to typed container reads and writes")
  func scalars() throws {
    var decoder = RemapDecoder()
    decoder.transforms.register(BoolTransform(trueWords: ["si"], falseWords: ["no"]))
    decoder.transforms.register(NumberStringTransform<Int>())
    let flags = try decoder.decode(
      Flags.self, from: #"{"enabled": "si", "flags": ["no", "SI"], "optional": "si", "count": "7"}"#
    )
    #expect(flags == Flags(enabled: true, flags: [false, true], optional: true, count: 7))

    var encoder = RemapEncoder()
    encoder.transforms.register(BoolTransform(trueWords: ["Y"], falseWords: ["N"]))
    encoder.transforms.register(NumberStringTransform<Int>())
    #expect(
      String(decoding: try encoder.encode(flags), as: UTF8.self)
        == #"{"enabled":"Y","flags":["N","Y"],"optional":"Y","count":"7"}"#)
  }

  @Test("transforms for scalar types apply to typed unkeyed and single-value writes")
  func scalarsThroughTypedWrites() throws {
    struct Count: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(7)
      }
    }
    struct Typed: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(true)
        try container.encode(3)
        try container.encode(Count())
      }
    }
    var encoder = RemapEncoder()
    encoder.transforms.register(BoolTransform(trueWords: ["Y"], falseWords: ["N"]))
    encoder.transforms.register(NumberStringTransform<Int>())
    #expect(String(decoding: try encoder.encode(Typed()), as: UTF8.self) == #"["Y","3","7"]"#)
  }

  struct Team: Codable, Equatable {
    var members: [Member]
    var founder: Member
  }

  struct Member: Codable, Equatable {
    var joined: Date
  }

  @Test("a path without indices matches every element; with an index, one")
  func arrayPaths() throws {
    let text = #"{"members": [{"joined": 1000}, {"joined": 2000}], "founder": {"joined": 3}}"#
    var decoder = RemapDecoder()
    decoder.transforms.register(EpochDateTransform(.milliseconds), at: "members.joined")
    let team = try decoder.decode(Team.self, from: text)
    #expect(team.members.map(\.joined.timeIntervalSince1970) == [1, 2])
    #expect(team.founder.joined.timeIntervalSince1970 == 3)

    decoder.transforms.removeAll()
    decoder.transforms.register(EpochDateTransform(.milliseconds), at: "members[1].joined")
    let second = try decoder.decode(Team.self, from: text)
    #expect(second.members.map(\.joined.timeIntervalSince1970) == [1000, 2])
  }

  struct Post: Codable {
    var createdAt: Date
    var updatedAt: Date
  }

  @Test("encoding paths match property names or the keys as the key style writes them")
  func encodingPaths() throws {
    let post = Post(
      createdAt: Date(timeIntervalSince1970: 1), updatedAt: Date(timeIntervalSince1970: 2))
    for path: ValuePath in ["createdAt", "created_at"] {
      var encoder = RemapEncoder()
      encoder.keyStyle = .snakeCase
      encoder.transforms.register(EpochDateTransform(.milliseconds), at: path)
      let json = try encoder.encodeJSON(post)
      #expect(json["created_at"] == 1000)
      #expect(json["updated_at"] == "1970-01-01T00:00:02Z")
    }
  }

  @Test("a path built at run time registers like a literal")
  func runTimePaths() throws {
    let text = #"{"members": [{"joined": 1000}, {"joined": 2000}], "founder": {"joined": 3}}"#
    let field = "members.joined"
    var decoder = RemapDecoder()
    decoder.transforms.register(EpochDateTransform(.milliseconds), at: field)
    let team = try decoder.decode(Team.self, from: text)
    #expect(team.members.map(\.joined.timeIntervalSince1970) == [1, 2])

    let index = 1
    decoder.transforms.removeAll()
    decoder.transforms.register(EpochDateTransform(.milliseconds), at: "members[\(index)].joined")
    let second = try decoder.decode(Team.self, from: text)
    #expect(second.members.map(\.joined.timeIntervalSince1970) == [1000, 2])
  }

  /// How a test registers a transform at an invalid path.
  enum InvalidRegistration: CaseIterable {
    case stringVariable, interpolatedLiteral, valuePathLiteral, substring
  }

  @Test(
    "a transform registered at an invalid path fails every decoding and encoding with its error",
    arguments: InvalidRegistration.allCases)
  func invalidPaths(registration: InvalidRegistration) throws {
    let name = "first"
    var registry = TransformRegistry()
    let transform = EpochDateTransform(.milliseconds)
    switch registration {
    case .stringVariable:
      let text = "members[first].joined"
      registry.register(transform, at: text)
    case .interpolatedLiteral:
      registry.register(transform, at: "members[\(name)].joined")
    case .valuePathLiteral:
      let path: ValuePath = "members[\(name)].joined"
      registry.register(transform, at: path)
    case .substring:
      registry.register(transform, at: "members[first].joined"[...])
    }
    #expect(registry.isEmpty)
    func isTheRegistrationsError(_ error: any Error) -> Bool {
      guard let error = error as? RemapError else { return false }
      return error.code == .invalidPath
        && error.message
          == "EpochDateTransform is registered at a path that is not valid: "
          + "'[first]' is not an array index; write '\\[' for a literal bracket"
        && error.found == "\"members[first].joined\""
    }

    let text = #"{"members": [], "founder": {"joined": 3}}"#
    var decoder = RemapDecoder()
    decoder.transforms = registry
    #expect { try decoder.decode(Team.self, from: text) } throws: { isTheRegistrationsError($0) }
    #expect {
      try decoder.decode(Team.self, from: JSON(parsing: text))
    } throws: { isTheRegistrationsError($0) }
    let report = decoder.report(Team.self, from: text)
    #expect(report.value == nil)
    #expect(report.diagnostics.count == 1)
    #expect(report.diagnostics.first?.code == .invalidPath)
    let stream = decoder.elements(of: Member.self, from: [Array(#"[{"joined": 1}]"#.utf8)])
    #expect {
      for element in stream { _ = try element.get() }
    } throws: { ($0 as? RemapError)?.code == .invalidPath }

    var encoder = RemapEncoder()
    encoder.transforms = registry
    let team = Team(members: [], founder: Member(joined: Date(timeIntervalSince1970: 3)))
    #expect { try encoder.encode(team) } throws: { isTheRegistrationsError($0) }
    #expect { try encoder.encodeJSON(team) } throws: { isTheRegistrationsError($0) }

    // Removing every registration removes the error too.
    decoder.transforms.removeAll()
    #expect(try decoder.decode(Team.self, from: text).founder.joined.timeIntervalSince1970 == 3)
  }

  @Test("registered paths match document keys fuzzily by default")
  func fuzzyPaths() throws {
    var decoder = RemapDecoder()
    decoder.transforms.register(EpochDateTransform(.milliseconds), at: "founder.joined")
    let team = try decoder.decode(
      Team.self, from: #"{"Members": [], "FOUNDER": {"joined": 5000}}"#)
    #expect(team.founder.joined.timeIntervalSince1970 == 5)
  }

  @Test("a transform's error names the path and the position in the input")
  func errors() throws {
    var decoder = RemapDecoder()
    decoder.transforms.register(CoordinateTransform())
    let text = #"{"user": {"name": "A", "location": {"latitude": "95", "longitude": "1"}}}"#
    let error = try #require(throws: RemapError.self) {
      try decoder.decode(Envelope.self, from: text)
    }
    #expect(error.code == .numberOutOfRange)
    #expect(error.path == "user.location.latitude")
    #expect(error.message == "latitude 95 is out of range -90...90")
    #expect(error.location?.line == 1)
    #expect(error.location?.column == 49)
  }

  @Test("transforms apply to [String: Any] and JSON sources too")
  func otherSources() throws {
    var decoder = RemapDecoder()
    decoder.transforms.register(CoordinateTransform(latitudeKey: "lat", longitudeKey: "lng"))
    let dictionary: [String: Any] = [
      "user": ["name": "Ada", "location": ["lat": "1.5", "lng": NSNumber(value: 2)]]
    ]
    let fromDictionary = try decoder.decode(Envelope.self, from: dictionary)
    #expect(fromDictionary.user.location == GeoCoordinate(latitude: 1.5, longitude: 2))
    let fromJSON = try decoder.decode(Envelope.self, from: try JSON(any: dictionary))
    #expect(fromJSON == fromDictionary)
  }

  @Test("a report lists each transform error with its path and goes on")
  func reportedErrors() throws {
    var decoder = RemapDecoder()
    decoder.transforms.register(Self.plain)
    // After an error the report goes on with a placeholder made by the type's own
    // conformance (here Celsius from an empty object), as without transforms.
    let report = decoder.report([Celsius].self, from: #"["hot", 20, true]"#)
    #expect(report.value == nil)
    #expect(report.diagnostics.map(\.path) == ["[0]", "[2]"])
    #expect(report.diagnostics.map(\.message) == ["expected °C", "expected °C"])
  }

  @Test("an encoding transform's error names the path")
  func encodingErrors() throws {
    var encoder = RemapEncoder()
    encoder.transforms.register(CoordinateTransform())
    let user = User(name: "A", location: GeoCoordinate(latitude: 91, longitude: 0))
    let error = try #require(throws: RemapError.self) { try encoder.encode(Envelope(user: user)) }
    #expect(error.code == .numberOutOfRange)
    #expect(error.path == "user.location.latitude")
  }

  struct Failing: ValueTransform {
    struct Oops: Error {}
    func decode(_ json: JSON) throws -> Celsius { throw Oops() }
    func encode(_ value: Celsius) throws -> JSON { throw Oops() }
  }

  @Test("an error that is not a RemapError is wrapped with code transform-failed")
  func foreignErrors() throws {
    var decoder = RemapDecoder()
    decoder.transforms.register(Failing())
    let error = try #require(throws: RemapError.self) {
      try decoder.decode(Reading.self, from: #"{"indoor": 1, "outdoor": 2}"#)
    }
    #expect(error.code == .transformFailed)
    #expect(error.path == "indoor")
    #expect(error.underlying is Failing.Oops)

    var encoder = RemapEncoder()
    encoder.transforms.register(Failing())
    let encodingError = try #require(throws: RemapError.self) {
      try encoder.encode(Reading(indoor: Celsius(value: 1), outdoor: Celsius(value: 2)))
    }
    #expect(encodingError.code == .transformFailed)
    #expect(encodingError.path == "indoor")
  }

  enum Status: String, Codable, CaseIterable, Sendable {
    case active, suspended, unknown
  }

  struct Account: Codable, Equatable {
    var status: Status
  }

  @Test("an enum transform's fallback is recorded in the report")
  func fallbackReported() throws {
    var decoder = RemapDecoder()
    decoder.transforms.register(EnumTransform(Status.self, fallback: .unknown))
    let report = decoder.report(Account.self, from: #"{"status": "banned"}"#)
    #expect(report.value == Account(status: .unknown))
    let diagnostic = try #require(report.diagnostics.first)
    #expect(diagnostic.code == .fallbackUsed)
    #expect(diagnostic.severity == .recovery)
    #expect(diagnostic.path == "status")
    #expect(diagnostic.message.contains("\"banned\""))
  }

  @Test("the transform error codes keep their stable text")
  func codes() {
    #expect(RemapError.Code.transformFailed.rawValue == "transform-failed")
    #expect(RemapError.Code.fallbackUsed.rawValue == "fallback-used")
  }

  @Test("registering again for a type and path replaces the transform")
  func replacing() {
    var registry = TransformRegistry()
    #expect(registry.isEmpty)
    registry.register(HexColorTransform())
    registry.register(HexColorTransform(alwaysIncludesAlpha: true))
    registry.register(HexColorTransform(), at: "a")
    #expect(registry.count == 2)
    registry.removeAll()
    #expect(registry.isEmpty)
  }

  @Test("a decoder with transforms decodes from many tasks at once")
  func concurrency() async throws {
    var decoder = RemapDecoder()
    decoder.transforms.register(CoordinateTransform())
    decoder.transforms.register(DateFormatTransform("yyyy-MM-dd"))
    struct Visit: Decodable, Equatable {
      var place: GeoCoordinate
      var day: Date
    }
    let shared = decoder
    let results = try await withThrowingTaskGroup(of: Bool.self) { group in
      for index in 0..<64 {
        group.addTask {
          let text =
            #"{"place": {"latitude": "\#(index % 90)", "longitude": 1}, "day": "2020-01-02"}"#
          let visit = try shared.decode(Visit.self, from: text)
          return visit.place.latitude == Double(index % 90)
            && visit.day.timeIntervalSince1970 == 1_577_923_200
        }
      }
      var all: [Bool] = []
      for try await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 64)
    #expect(results.allSatisfy { $0 })
  }
}
