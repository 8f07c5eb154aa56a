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

/// `RemapEncoder.encodeDictionary` and `JSON.anyValue` go through one bridge to Foundation
/// values: for any object, the dictionary one gives is the dictionary the other gives, value
/// for value and type for type (an `Int` is not a `Double`, a `Decimal` is not a `Double`).
@Suite("Foundation values: encodeDictionary and anyValue agree")
struct FoundationValuesAgreementTests {
  /// Whether `a` and `b` are the same tree of the same types with the same values.
  static func identical(_ a: Any, _ b: Any) -> Bool {
    switch (a, b) {
    case (let a as [String: Any], let b as [String: Any]):
      return a.count == b.count
        && a.allSatisfy { key, value in b[key].map { identical(value, $0) } ?? false }
    case (let a as [Any], let b as [Any]):
      return a.count == b.count && zip(a, b).allSatisfy(identical)
    default:
      return type(of: a) == type(of: b) && String(reflecting: a) == String(reflecting: b)
    }
  }

  /// The numbers on which the encoder's own conversion used to differ from `anyValue`.
  @Test(
    arguments: [
      ("123456789012345678901234567890", Decimal.self as Any.Type),
      ("0.1000000000000000000001", Double.self), ("18446744073709551616", Decimal.self),
      ("18446744073709551615", UInt64.self), ("-9223372036854775808", Int.self),
      ("1.5", Double.self), ("1e2", Int.self),
    ])
  func numbersOfEveryKind(_ text: String, _ type: Any.Type) throws {
    let object: JSON = ["n": .number(try #require(JSON.Number(text: text)))]
    let encoded = try RemapEncoder().encodeDictionary(object)
    let bridged = try #require(object.anyValue as? [String: Any])
    #expect(Swift.type(of: try #require(encoded["n"])) == type)
    #expect(Self.identical(encoded, bridged))
  }

  @Test func generatedValues() throws {
    var generator = ValueGenerator(seed: TestSeed.make("FoundationValuesAgreement"))
    for _ in 0..<300 {
      var members: [(String, JSON)] = []
      for _ in 0..<generator.int(1...6) {
        members.append((generator.string(maximumLength: 8), generator.value(depth: 4)))
      }
      let object = JSON.object(JSON.Object(members))
      let encoded = try RemapEncoder().encodeDictionary(object)
      let bridged = try #require(object.anyValue as? [String: Any])
      #expect(
        Self.identical(encoded, bridged),
        "seed \(generator.seed): \(object.serialized())")
    }
  }
}
