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

@Suite("Value transforms")
struct ValueTransformsTests {
  @Test(
    "BoolTransform reads the lenient table and custom words",
    arguments: [
      (JSON.bool(true), true), (false, false), (1, true), (0, false), ("y", true), ("N", false),
      ("Yes", true), ("off", false), ("si", true), ("NON", false),
    ])
  func bool(json: JSON, value: Bool) throws {
    let transform = BoolTransform(trueWords: ["si"], falseWords: ["non"])
    #expect(try transform.decode(json) == value)
  }

  @Test("BoolTransform writes Booleans, or the first custom word")
  func boolEncodes() throws {
    #expect(BoolTransform().encode(true) == true)
    #expect(BoolTransform(trueWords: ["y"], falseWords: ["n"]).encode(false) == "n")
    let error = try #require(throws: RemapError.self) { try BoolTransform().decode("maybe") }
    #expect(error.message == #"expected a Boolean word such as "yes", found the string "maybe""#)
    #expect(throws: RemapError.self) { try BoolTransform().decode(2) }
  }

  @Test("URLTransform trims and percent-encodes spaces")
  func url() throws {
    let url = try URLTransform().decode("  https://example.com/a b.png \n")
    #expect(url.absoluteString == "https://example.com/a%20b.png")
    #expect(URLTransform().encode(url) == "https://example.com/a%20b.png")
    #expect(throws: RemapError.self) { try URLTransform().decode("   ") }
    #expect(throws: RemapError.self) { try URLTransform().decode(3) }
  }

  @Test("Base64DataTransform reads both alphabets and writes the standard one")
  func base64() throws {
    let data = Data([0xfb, 0xff, 0x01])
    #expect(try Base64DataTransform().decode("+/8B") == data)
    #expect(try Base64DataTransform().decode("-_8B") == data)
    #expect(try Base64DataTransform().decode("AQ") == Data([1]))
    #expect(Base64DataTransform().encode(data) == "+/8B")
    #expect(throws: RemapError.self) { try Base64DataTransform().decode("not base64!") }
  }

  enum Status: String, CaseIterable, Sendable {
    case active, suspended, unknown
  }

  enum Level: Int, Sendable {
    case low = 1, high = 2
  }

  @Test("EnumTransform reads raw values, ignoring case when asked, with a fallback")
  func enums() throws {
    #expect(try EnumTransform(Status.self).decode("active") == .active)
    #expect(throws: RemapError.self) { try EnumTransform(Status.self).decode("ACTIVE") }
    #expect(try EnumTransform(Status.self, caseInsensitive: true).decode("ACTIVE") == .active)
    #expect(try EnumTransform(Status.self, fallback: .unknown).decode("banned") == .unknown)
    #expect(try EnumTransform(Level.self).decode("2") == .high)
    #expect(try EnumTransform(Level.self).encode(.low) == 1)
    #expect(try EnumTransform(Status.self).encode(.suspended) == "suspended")
    let error = try #require(throws: RemapError.self) {
      try EnumTransform(Status.self).decode("banned")
    }
    #expect(
      error.message
        == #"expected one of "active", "suspended", "unknown", found the string "banned""#)
  }

  struct Payload: Codable, Equatable {
    var id: Int
  }

  @Test("JSONStringTransform reads JSON text in a string and writes it back")
  func jsonString() throws {
    let transform = JSONStringTransform<Payload>()
    #expect(try transform.decode(#"{"id": "7"}"#) == Payload(id: 7))
    #expect(try transform.decode(["id": 7]) == Payload(id: 7))
    #expect(try transform.encode(Payload(id: 7)) == #"{"id":7}"#)
    let error = try #require(throws: RemapError.self) { try transform.decode(#"{"id": "x"}"#) }
    #expect(error.path == "id")

    // Through a decoder, the path goes on inside the text.
    struct Message: Decodable { var payload: Payload }
    var decoder = RemapDecoder()
    decoder.transforms.register(transform)
    #expect(try decoder.decode(Message.self, from: #"{"payload": "{\"id\": 3}"}"#).payload.id == 3)
    let nested = try #require(throws: RemapError.self) {
      try decoder.decode(Message.self, from: #"{"payload": "{\"id\": true}"}"#)
    }
    #expect(nested.path == "payload.id")
  }

  @Test("NumberStringTransform reads numbers or strings and writes strings")
  func numberString() throws {
    #expect(try NumberStringTransform<Int>().decode("42") == 42)
    #expect(try NumberStringTransform<Int>().decode(42) == 42)
    #expect(NumberStringTransform<Double>().encode(1.5) == "1.5")
    #expect(NumberStringTransform<Decimal>().encode(Decimal(string: "0.10") ?? 0) == "0.1")
    #expect(throws: RemapError.self) { try NumberStringTransform<Int>().decode("forty") }
    #expect(throws: RemapError.self) { try NumberStringTransform<Int>().decode(true) }
  }

  @Test("then() peels a layer before converting, and wraps it again when encoding")
  func chained() throws {
    let transform = JSONStringTransform<JSON>().then(CoordinateTransform())
    let text: JSON = #"{"latitude": 1, "longitude": 2}"#
    #expect(try transform.decode(text) == GeoCoordinate(latitude: 1, longitude: 2))
    #expect(
      try transform.encode(GeoCoordinate(latitude: 1, longitude: 2))
        == #"{"latitude":1,"longitude":2}"#)
  }

  @Test("ClosureTransform runs its closures")
  func closure() throws {
    let cents = ClosureTransform<Decimal>(
      decode: { json in
        guard let cents = json.int else { throw RemapError(.typeMismatch, "expected cents") }
        return Decimal(cents) / 100
      },
      encode: { amount in .number(JSON.Number(amount * 100) ?? 0) })
    #expect(try cents.decode(1250) == Decimal(string: "12.5"))
    #expect(try cents.encode(Decimal(string: "12.5") ?? 0) == 1250)
    #expect(throws: RemapError.self) { try cents.decode("x") }
  }
}
