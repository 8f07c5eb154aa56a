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

@Suite("JSON+Codable")
struct JSONCodableTests {
  private func roundTrip(_ value: JSON) throws -> JSON {
    let data = try JSONEncoder().encode(value)
    return try JSONDecoder().decode(JSON.self, from: data)
  }

  @Test("every kind survives Foundation's JSONEncoder and JSONDecoder")
  func roundTripThroughFoundation() throws {
    let value: JSON = [
      "null": nil, "true": true, "false": false, "int": -42, "min": .number(JSON.Number(Int64.min)),
      "max": .number(JSON.Number(UInt64.max)), "double": 0.1, "tiny": 5e-300, "huge": 1e300,
      "string": "héllo \"wörld\" \\ / \n 😀", "array": [1, [2, [3]], [:], []],
      "object": ["nested": ["deeper": [nil]]], "": "empty key",
    ]
    #expect(try roundTrip(value) == value)
  }

  @Test("numbers are encoded in their exact form")
  func numbersAreEncodedExactly() throws {
    let value = try JSON(parsing: "[1.50, 1.0, 18446744073709551615, -9223372036854775808, 1e300]")
    let text = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    #expect(text == "[1.5,1,18446744073709551615,-9223372036854775808,1e+300]")
  }

  @Test("numbers beyond Double keep their digits as a Decimal")
  func longNumbersEncodeAsDecimal() throws {
    let value = try JSON(parsing: "[3.14159265358979323846264]")
    let text = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    #expect(text == "[3.14159265358979323846264]")
  }

  @Test("numbers beyond Double and Decimal fail to encode")
  func hugeNumbersFailToEncode() throws {
    let value = try JSON(parsing: "[1e400]")
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(value) }
  }

  @Test("random values survive Foundation's JSONEncoder and JSONDecoder")
  func randomRoundTrips() throws {
    let seed = TestSeed.make("JSON Codable round trip")
    var generator = ValueGenerator(seed: seed)
    generator.foundationSafeNumbers = true
    for _ in 0..<200 {
      let value = generator.value()
      #expect(try roundTrip(value) == value, "seed \(seed): \(value)")
    }
  }

  @Test("decoding reads a Foundation-encoded model as a JSON value")
  func decodingAModel() throws {
    struct Model: Encodable {
      var name = "Ada"
      var tags = ["a", "b"]
      var score = 9.5
      var parent: String? = nil
    }
    let data = try JSONEncoder().encode(Model())
    let value = try JSONDecoder().decode(JSON.self, from: data)
    #expect(value == ["name": "Ada", "tags": ["a", "b"], "score": 9.5])
  }
}
