//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import RemapMacros
import Testing

@Mappable
struct Renamed: Equatable {
  @Key("place_name") var name: String
  @Key("id", or: "ID", "identifier") var id: Int
  @Key("user_id", encodeAs: "userId") var userID: Int
}

@Mappable
struct Located: Equatable {
  var name: String
  @Key(path: "location.lat") var latitude: Double
  @Key(path: "location.lng") var longitude: Double
  @Key(path: "meta.source\\.name") var source: String?
}

@Mappable
struct Defaults: Equatable {
  var count = 0
  var tags: [String] = []
  var label: String? = "none"
  @Default(onNull: true) var rating: Double = 3.0
  @Default(onNull: true, onInvalid: true) var retries = 3
}

@Mappable
struct WithIgnored: Equatable {
  var name: String
  @Ignore var cache: [String] = ["untouched"]
}

@Mappable
struct Themed: Equatable {
  @Transform(HexColorTransform()) var accent: RGBAColor
  @Transform(HexColorTransform()) var border: RGBAColor?
}

@Mappable
struct Tagged: Equatable {
  @Lossy var numbers: [Int]
  @Lossy var words: [String]? = nil
}

@Mappable
struct Open: Equatable {
  var id: Int
  @Key(path: "meta.kind") var kind: String
  @UnknownKeys var extra: JSON.Object = [:]
}

@Mappable
struct Patch: Equatable {
  var nickname: Presence<String> = .absent
  var age: Presence<Int> = .absent
}

@Mappable
struct CaseDistinct: Equatable {
  @Key("id") var lower: Int
  @Key("ID") var upper: Int
}

@Mappable(keyStyle: .snakeCase)
struct Styled: Equatable {
  var fullName: String
  var htmlURL: String
  @Key("ID") var id: Int
}

// The examples of the mapping libraries Remap unites, as the "Models with @Mappable" article
// writes them.

/// TinyMappingModel's iTunes feed entries.
@Mappable
struct AppEntry: Equatable {
  @Key(path: "im:name.label") var name: String
  @Key(path: "im:price.attributes.amount") var price: Double
  @Key(path: "im:artist.label") var artist: String?
}

/// RestKit's venue location.
@Mappable
struct Venue: Equatable {
  var name: String
  @Key(path: "location.latitude") var latitude: Double
  @Key(path: "location.longitude") var longitude: Double
}

/// JSONHelper's colours.
@Mappable
struct Theme: Equatable {
  @Transform(HexColorTransform()) var background: RGBAColor
  @Transform(HexColorTransform()) var foreground: RGBAColor?
}

@Suite("@Mappable property attributes, end to end")
struct PropertyAttributeTests {
  @Test("@Key renames, alternatives (first present wins), and an encode-only key")
  func keys() throws {
    try expectMapping(
      Renamed.self, from: #"{"place_name": "Cafe", "ID": 7, "user_id": 3}"#,
      to: Renamed(name: "Cafe", id: 7, userID: 3),
      encodesAs: #"{"place_name": "Cafe", "id": 7, "userId": 3}"#)
    // The key written is read too, after the key and its alternatives, so that a value
    // round-trips.
    #expect(
      try remapDecode(Renamed.self, #"{"place_name": "a", "id": 1, "userId": 2}"#).userID == 2)
    // The first alternative present wins, whatever the document order.
    let both = try remapDecode(
      Renamed.self, #"{"identifier": 1, "ID": 2, "place_name": "x", "user_id": 0}"#)
    #expect(both.id == 2)
    #expect(
      try foundationDecode(
        Renamed.self, #"{"identifier": 1, "ID": 2, "place_name": "x", "user_id": 0}"#
      ).id == 2)
  }

  @Test("a missing key is an error naming the first key")
  func missingAlternatives() {
    #expect {
      try remapDecode(Renamed.self, #"{"place_name": "x", "user_id": 1}"#)
    } throws: { error in
      let error = error as? RemapError
      return error?.code == .keyNotFound && error?.path == "id"
    }
  }

  @Test("@Key(path:) reads nested objects and writes them back to the same place")
  func paths() throws {
    try expectMapping(
      Located.self,
      from:
        #"{"name": "HQ", "location": {"lat": 51.5, "lng": -0.1}, "meta": {"source.name": "gps"}}"#,
      to: Located(name: "HQ", latitude: 51.5, longitude: -0.1, source: "gps"),
      encodesAs:
        #"{"name": "HQ", "location": {"lat": 51.5, "lng": -0.1}, "meta": {"source.name": "gps"}}"#)
    #expect(
      try remapText(Located(name: "a", latitude: 1, longitude: 2, source: nil))
        == #"{"name":"a","location":{"lat":1,"lng":2},"meta":{}}"#)
    // A missing intermediate object is missing for an optional, an error otherwise.
    let partial = try remapDecode(Located.self, #"{"name": "a", "location": {"lat": 1, "lng": 2}}"#)
    #expect(partial.source == nil)
    #expect {
      try remapDecode(Located.self, #"{"name": "a"}"#)
    } throws: { error in
      (error as? RemapError)?.code == .keyNotFound && (error as? RemapError)?.path == "location"
    }
  }

  @Test("initial values are defaults for missing keys, each a default-used recovery")
  func defaults() throws {
    try expectMapping(
      Defaults.self, from: "{}",
      to: Defaults(count: 0, tags: [], label: "none", rating: 3, retries: 3),
      encodesAs: #"{"count": 0, "tags": [], "label": "none", "rating": 3.0, "retries": 3}"#)
    let report = RemapDecoder().report(Defaults.self, from: #"{"count": 2}"#)
    #expect(report.value?.count == 2)
    #expect(report.recoveries.map(\.code) == Array(repeating: .defaultUsed, count: 4))
    #expect(
      report.recoveries.first?.message == #"used the default value for the missing key "tags""#)
  }

  @Test("@Default(onNull:onInvalid:) extends the default to null and invalid values")
  func defaultsForNullAndInvalid() throws {
    let text = #"{"label": null, "rating": null, "retries": "many"}"#
    let value = try remapDecode(Defaults.self, text)
    #expect(value.label == nil)  // an optional's null is nil without onNull
    #expect(value.rating == 3)
    #expect(value.retries == 3)
    #expect(try foundationDecode(Defaults.self, text) == value)
    let report = RemapDecoder().report(Defaults.self, from: text)
    #expect(report.errors.isEmpty)
    #expect(report.recoveries.contains { $0.message.hasPrefix("used the default value for null") })
    #expect(
      report.recoveries.contains {
        $0.message.hasPrefix(#"used the default value for the invalid value at "retries""#)
      })
    // Without onNull, null for a non-optional is still an error.
    #expect(throws: RemapError.self) { try remapDecode(Defaults.self, #"{"count": null}"#) }
  }

  @Test("a default used for a null or invalid member is recorded at that member")
  func defaultRecoveriesNameTheMember() throws {
    let text = #"{"count": 1, "rating": null, "retries": "many"}"#
    var codable = RemapDecoder()
    codable.mappableFastPath = false
    for (name, decoder) in [("fast path", RemapDecoder()), ("Codable path", codable)] {
      let report = decoder.report([Defaults].self, from: "[\(text)]")
      let recoveries = report.recoveries.filter { !$0.message.contains("missing key") }
      #expect(
        recoveries.map(\.path)
          == [ValuePath([.index(0), .key("rating")]), ValuePath([.index(0), .key("retries")])],
        "\(name)")
      #expect(recoveries.map { $0.location?.column } == [25, 42], "\(name)")
      // A missing key has no member: its default is recorded at the object.
      #expect(
        report.recoveries.filter { $0.message.contains("missing key") }.map(\.path)
          == [ValuePath([.index(0)]), ValuePath([.index(0)])], "\(name)")
    }
  }

  @Test("@Ignore is neither read nor written")
  func ignore() throws {
    let value = try remapDecode(WithIgnored.self, #"{"name": "a", "cache": ["x"]}"#)
    #expect(value.cache == ["untouched"])
    #expect(try remapText(value) == #"{"name":"a"}"#)
    #expect(try foundationDecode(WithIgnored.self, #"{"name": "a", "cache": 1}"#) == value)
  }

  @Test("@Transform converts both ways; an optional's null and absence are nil")
  func transform() throws {
    let red = RGBAColor(red: 255, green: 0, blue: 0)
    try expectMapping(
      Themed.self, from: ##"{"accent": "#ff0000", "border": null}"##,
      to: Themed(accent: red, border: nil), encodesAs: ##"{"accent": "#ff0000"}"##)
    #expect {
      try remapDecode(Themed.self, #"{"accent": "red"}"#)
    } throws: { error in
      (error as? RemapError)?.path == "accent"
    }
  }

  @Test("@Lossy drops invalid elements, each an element-dropped recovery")
  func lossy() throws {
    let text = #"{"numbers": [1, "x", 3, null], "words": ["a", 2, "b"]}"#
    let expected = Tagged(numbers: [1, 3], words: ["a", "b"])
    #expect(try remapDecode(Tagged.self, text, .strict) == expected)
    #expect(try foundationDecode(Tagged.self, text) == expected)
    let report = RemapDecoder.strict.report(Tagged.self, from: text)
    #expect(report.value == expected)
    #expect(report.errors.isEmpty)
    #expect(report.recoveries.map(\.path) == ["numbers[1]", "numbers[3]", "words[1]"])
    #expect(report.recoveries.allSatisfy { $0.code == .elementDropped })
    #expect(
      try remapEncode(expected) == JSON(parsing: #"{"numbers": [1, 3], "words": ["a", "b"]}"#))
  }

  @Test("@UnknownKeys captures every key no property took, and writes them back")
  func unknownKeys() throws {
    let text = #"{"id": 1, "Extra": true, "meta": {"kind": "k", "more": 1}, "z": [1, {"a": null}]}"#
    let byRemap = try remapDecode(Open.self, text)
    #expect(byRemap.extra.keys == ["Extra", "z"])
    #expect(byRemap.extra["z"] == [1, ["a": nil]])
    #expect(try foundationDecode(Open.self, text) == byRemap)
    #expect(
      try remapText(byRemap) == #"{"id":1,"meta":{"kind":"k"},"Extra":true,"z":[1,{"a":null}]}"#)
    // A key matched fuzzily by a property is not unknown.
    let fuzzy = try remapDecode(Open.self, #"{"ID": 1, "meta": {"kind": "k"}}"#)
    #expect(fuzzy.extra.isEmpty)
    // Unknown keys captured are not reported as unknown, nor rejected.
    var rejecting = RemapDecoder()
    rejecting.unknownKeys = .reject
    #expect(try remapDecode(Open.self, text, rejecting) == byRemap)
  }

  @Test("Presence keeps missing, null and a value apart, both ways")
  func presence() throws {
    try expectMapping(
      Patch.self, from: #"{"nickname": null, "age": 30}"#,
      to: Patch(nickname: .null, age: .present(30)),
      encodesAs: #"{"nickname": null, "age": 30}"#)
    try expectMapping(
      Patch.self, from: "{}", to: Patch(nickname: .absent, age: .absent), encodesAs: "{}")
  }

  @Test("keys that differ only in case stay distinct")
  func caseDistinctKeys() throws {
    try expectMapping(
      CaseDistinct.self, from: #"{"ID": 2, "id": 1}"#, to: CaseDistinct(lower: 1, upper: 2),
      encodesAs: #"{"id": 1, "ID": 2}"#)
  }

  @Test("keyStyle converts property names, not @Key names")
  func keyStyle() throws {
    try expectMapping(
      Styled.self, from: #"{"full_name": "a/b", "html_url": "u", "ID": 1}"#,
      to: Styled(fullName: "a/b", htmlURL: "u", id: 1),
      encodesAs: #"{"full_name": "a/b", "html_url": "u", "ID": 1}"#)
  }

  @Test("the article's examples: TinyMappingModel's feed, RestKit's venue, JSONHelper's colours")
  func libraryExamples() throws {
    let entry = try remapDecode(
      AppEntry.self,
      #"{"im:name": {"label": "Halo"}, "im:price": {"label": "$0.99", "attributes": {"amount": "0.99"}}}"#
    )
    #expect(entry == AppEntry(name: "Halo", price: 0.99, artist: nil))
    #expect(
      try remapText(entry)
        == #"{"im:name":{"label":"Halo"},"im:price":{"attributes":{"amount":0.99}},"im:artist":{}}"#
    )
    try expectMapping(
      Venue.self, from: #"{"name": "Cafe", "location": {"latitude": 51.5, "longitude": -0.1}}"#,
      to: Venue(name: "Cafe", latitude: 51.5, longitude: -0.1),
      encodesAs: #"{"name": "Cafe", "location": {"latitude": 51.5, "longitude": -0.1}}"#)
    try expectMapping(
      Theme.self, from: ##"{"background": "#FFFFFF", "foreground": "#000000"}"##,
      to: Theme(
        background: RGBAColor(red: 255, green: 255, blue: 255),
        foreground: RGBAColor(red: 0, green: 0, blue: 0)),
      encodesAs: ##"{"background": "#ffffff", "foreground": "#000000"}"##)
  }
}
