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

/// The `help:` line: for a missing key and a `null` value, what the model or the decoder can
/// say so that the payload decodes, and that what it says works.
@Suite("RemapError help")
struct RemapErrorHelpTests {
  struct Tagged: Decodable, Equatable {
    var name: String
    var tags: [String]
  }

  struct Profile: Decodable, Equatable {
    var name: String
    var address: Address
  }

  struct Address: Decodable, Equatable {
    var city: String
  }

  struct Counter: Decodable, Equatable {
    var name: String
    var count: Int
  }

  enum Status: String, Decodable {
    case open, closed
  }

  struct Issue: Decodable, Equatable {
    var title: String
    var status: Status?
  }

  private func error<T: Decodable>(
    _ type: T.Type, _ json: String, decoder: RemapDecoder = RemapDecoder()
  ) throws -> RemapError {
    try #require(throws: RemapError.self) { try decoder.decode(type, from: json) }
  }

  @Test func nullArrayNamesCollectionDefaultsWhichThenDecodes() throws {
    let json = #"{"name": "Ada", "tags": null}"#
    let failure = try error(Tagged.self, json)
    #expect(failure.code == .valueNotFound)
    #expect(
      failure.help
        == "set decoder.nullValues = .collectionDefaults to read null as [], "
        + "or make the property optional")
    #expect(failure.description.hasSuffix("\n help: \(failure.help!)"))

    var decoder = RemapDecoder()
    decoder.nullValues = .collectionDefaults
    #expect(try decoder.decode(Tagged.self, from: json) == Tagged(name: "Ada", tags: []))
  }

  @Test func nullScalarNamesTypeDefaultsWhichThenDecodes() throws {
    let json = #"{"name": "Ada", "count": null}"#
    let failure = try error(Counter.self, json)
    #expect(failure.help?.contains("decoder.nullValues = .typeDefaults") == true)

    var decoder = RemapDecoder()
    decoder.nullValues = .typeDefaults
    #expect(try decoder.decode(Counter.self, from: json) == Counter(name: "Ada", count: 0))
  }

  @Test func nullObjectNamesOnlyAnOptional() throws {
    // Neither null policy makes a model out of null, so the help offers none of them.
    let failure = try error(Profile.self, #"{"name": "Ada", "address": null}"#)
    #expect(failure.help == "make the property optional to read null as nil")
    var decoder = RemapDecoder()
    decoder.nullValues = .typeDefaults
    #expect(throws: RemapError.self) {
      try decoder.decode(Profile.self, from: #"{"name": "Ada", "address": null}"#)
    }
  }

  @Test func missingKeyNamesMissingValuesWhichThenDecodes() throws {
    let json = #"{"name": "Ada"}"#
    let failure = try error(Counter.self, json)
    #expect(failure.code == .keyNotFound)
    #expect(failure.help?.contains("decoder.missingValues = .typeDefaults") == true)
    #expect(failure.description.contains("\n help: "))

    var decoder = RemapDecoder()
    decoder.missingValues = .typeDefaults
    #expect(try decoder.decode(Counter.self, from: json) == Counter(name: "Ada", count: 0))
  }

  @Test func otherFailuresHaveNoHelp() throws {
    let mismatch = try error(Counter.self, #"{"name": "Ada", "count": "many"}"#)
    #expect(mismatch.help == nil)
    #expect(!mismatch.description.contains("help:"))
    let syntax = try #require(throws: RemapError.self) { try JSON(parsing: "[1,") }
    #expect(syntax.help == nil)
  }

  struct Place: Decodable {
    var location: GeoCoordinate
  }

  @Test func aTransformsMissingKeyHasNoHelp() throws {
    // The key is missing inside the value a transform reads: neither the property nor the
    // decoder's missing-value policy is the remedy, so no help names them.
    var decoder = RemapDecoder()
    decoder.transforms.register(CoordinateTransform())
    let failure = try #require(throws: RemapError.self) {
      try decoder.decode(Place.self, from: #"{"location": {"longitude": 2.35}}"#)
    }
    #expect(failure.code == .keyNotFound)
    #expect(failure.help == nil)
  }

  @Test func nullDateNamesTheTypesTypeDefaultsCover() throws {
    struct Event: Decodable { var at: Date }
    let failure = try error(Event.self, #"{"at": null}"#)
    #expect(failure.help?.hasSuffix("for a Bool, number or String") == true)
  }

  @Test func unknownEnumValueNamesAFallbackAndNilForOptionalsWhichThenDecodes() throws {
    let json = #"{"title": "Crash", "status": "archived"}"#
    let failure = try error(Issue.self, json)
    #expect(failure.code == .invalidValue)
    #expect(
      failure.help
        == "declare Status @Mappable with a @Fallback case to read values it does not list, "
        + "or make the property optional and set decoder.invalidValues = .nilForOptionals")
    var decoder = RemapDecoder()
    decoder.invalidValues = .nilForOptionals
    #expect(try decoder.decode(Issue.self, from: json) == Issue(title: "Crash", status: nil))
  }
}
