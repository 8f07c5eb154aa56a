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

@Suite("CoordinateTransform")
struct CoordinateTransformTests {
  @Test(
    "reads numbers and numeric strings under the configured keys",
    arguments: [
      #"{"lat": 40.708, "lng": -74.012}"#,
      #"{"lat": "40.708", "lng": " -74.012 "}"#,
    ])
  func decodes(text: String) throws {
    let transform = CoordinateTransform(latitudeKey: "lat", longitudeKey: "lng")
    let coordinate = try transform.decode(try JSON(parsing: text))
    #expect(coordinate == GeoCoordinate(latitude: 40.708, longitude: -74.012))
  }

  @Test("writes numbers under the same keys")
  func encodes() throws {
    let transform = CoordinateTransform(latitudeKey: "lat", longitudeKey: "lng")
    let json = try transform.encode(GeoCoordinate(latitude: 1.5, longitude: -2))
    #expect(json == ["lat": 1.5, "lng": -2])
    #expect(try transform.decode(json) == GeoCoordinate(latitude: 1.5, longitude: -2))
  }

  @Test(
    "rejects angles out of range with the key and the range",
    arguments: [
      (
        #"{"latitude": 90.5, "longitude": 0}"#, "latitude", "latitude 90.5 is out of range -90...90"
      ),
      (
        #"{"latitude": 0, "longitude": "-181"}"#, "longitude",
        "longitude -181 is out of range -180...180"
      ),
    ])
  func outOfRange(text: String, key: String, message: String) throws {
    let error = try #require(throws: RemapError.self) {
      try CoordinateTransform().decode(try JSON(parsing: text))
    }
    #expect(error.code == .numberOutOfRange)
    #expect(error.path == ValuePath([.key(key)]))
    #expect(error.message == message)
  }

  @Test("a missing key, a non-number and a non-object are clear errors")
  func malformed() throws {
    let missing = try #require(throws: RemapError.self) {
      try CoordinateTransform().decode(["latitude": 1])
    }
    #expect(missing.code == .keyNotFound)
    #expect(missing.message == "missing required key \"longitude\" of a coordinate")
    let word = try #require(throws: RemapError.self) {
      try CoordinateTransform().decode(["latitude": "north", "longitude": 1])
    }
    #expect(word.code == .typeMismatch)
    #expect(word.message == "expected a number of degrees, found the string \"north\"")
    let array = try #require(throws: RemapError.self) {
      try CoordinateTransform().decode([1, 2])
    }
    #expect(array.message == #"expected an object with "latitude" and "longitude", found an array"#)
  }

  @Test("encoding an angle out of range throws")
  func encodingOutOfRange() {
    #expect(throws: RemapError.self) {
      try CoordinateTransform().encode(GeoCoordinate(latitude: 100, longitude: 0))
    }
  }

  @Test("GeoJSON order is longitude first, both ways")
  func geoJSON() throws {
    let coordinate = try CoordinateTransform.geoJSON.decode([-74.012, 40.708, 10])
    #expect(coordinate == GeoCoordinate(latitude: 40.708, longitude: -74.012))
    #expect(try CoordinateTransform.geoJSON.encode(coordinate) == [-74.012, 40.708])
    let error = try #require(throws: RemapError.self) {
      try CoordinateTransform.geoJSON.decode([200, 0])
    }
    #expect(error.path == "[0]")
  }

  @Test("GeoCoordinate's own Codable form is the default transform's")
  func ownConformance() throws {
    let coordinate = try RemapDecoder().decode(
      GeoCoordinate.self, from: #"{"latitude": "1", "longitude": 2}"#)
    #expect(coordinate == GeoCoordinate(latitude: 1, longitude: 2))
    #expect(coordinate.isValid)
    #expect(!GeoCoordinate(latitude: 91, longitude: 0).isValid)
    let bytes = try RemapEncoder().encode(coordinate)
    #expect(String(decoding: bytes, as: UTF8.self) == #"{"latitude":1,"longitude":2}"#)
    let error = try #require(throws: RemapError.self) {
      try RemapDecoder().decode([GeoCoordinate].self, from: #"[{"latitude": 99, "longitude": 2}]"#)
    }
    #expect(error.path == "[0].latitude")
  }
}
