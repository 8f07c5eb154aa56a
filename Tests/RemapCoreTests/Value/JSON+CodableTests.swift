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
import RemapTestSupport
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

/// A decoder of `[1, 2, 3]` whose array claims `Int.max` elements, as a decoder that takes
/// the count from its input unchecked may.
private struct OverstatingDecoder: Decoder {
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] = [:]
  /// The number this decoder holds, or `nil` for the array.
  var number: Int?

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: "not here"))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard number == nil else {
      throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: ""))
    }
    return Elements()
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(number: number) }

  struct Elements: UnkeyedDecodingContainer {
    var codingPath: [any CodingKey] = []
    var count: Int? { Int.max }
    var currentIndex = 0
    var isAtEnd: Bool { currentIndex == 3 }

    mutating func decodeNil() throws -> Bool { false }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try element(type) }
    mutating func decode(_ type: String.Type) throws -> String { try element(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try element(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try element(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try element(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try element(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try element(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try element(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try element(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try element(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try element(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try element(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try element(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try element(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try element(type) }

    private mutating func element<T: Decodable>(_ type: T.Type) throws -> T {
      currentIndex += 1
      return try T(from: OverstatingDecoder(number: currentIndex))
    }
    mutating func nestedContainer<Key: CodingKey>(
      keyedBy type: Key.Type
    ) throws -> KeyedDecodingContainer<Key> {
      throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: ""))
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: ""))
    }
    mutating func superDecoder() throws -> any Decoder { OverstatingDecoder() }
  }

  struct Single: SingleValueDecodingContainer {
    var codingPath: [any CodingKey] = []
    var number: Int?

    func decodeNil() -> Bool { number == nil }
    func decode(_ type: Bool.Type) throws -> Bool { try value(type) }
    func decode(_ type: String.Type) throws -> String { try value(type) }
    func decode(_ type: Double.Type) throws -> Double { try value(type) }
    func decode(_ type: Float.Type) throws -> Float { try value(type) }
    func decode(_ type: Int.Type) throws -> Int { try value(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try value(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try value(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try value(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try value(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try value(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try value(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try value(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try value(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try value(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try value(type) }

    /// The number as an `Int64`, the first type `JSON(from:)` asks a number for.
    private func value<T>(_ type: T.Type) throws -> T {
      guard let number, let value = Int64(number) as? T else {
        throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: ""))
      }
      return value
    }
  }
}

extension JSONCodableTests {
  // `JSON(from:)` reserved whatever count another decoder reported, and aborted the process
  // when that count was huge.
  @Test("an array whose decoder overstates its count decodes without reserving that count")
  func overstatedCount() async {
    await #expect(processExitsWith: .success) {
      let value = try? JSON(from: OverstatingDecoder())
      precondition(value == [1, 2, 3], "\(String(describing: value))")
    }
  }
}
