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

/// Sixteen keys, read in any order the test asks.
private enum Wide: String, CodingKey, CaseIterable {
  case k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11, k12, k13, k14, k15
}

/// Reads every `Wide` key, in the order named by `userInfo[order]`, as `[name: value]`.
private struct WideModel: Decodable {
  static let order = CodingUserInfoKey(rawValue: "order")!
  var values: [String: Int] = [:]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Wide.self)
    let order = decoder.userInfo[Self.order] as? [Wide] ?? Wide.allCases
    for key in order { values[key.stringValue] = try container.decode(Int.self, forKey: key) }
  }
}

/// A key of one byte that is not an enum: its name is made from its byte.
private struct ByteKey: CodingKey {
  let byte: UInt8
  init(_ byte: UInt8) { self.byte = byte }
  var stringValue: String { "field\(byte)" }
  init?(stringValue: String) { nil }
  var intValue: Int? { nil }
  init?(intValue: Int) { nil }
}

/// A key type of no bytes: one case, whose name is not its Swift name.
private enum OnlyKey: String, CodingKey {
  case only = "the_only"
}

/// Keys whose raw values are integers: their names are the cases' names.
private enum Numbered: Int, CodingKey {
  case zero, one, two
}

/// An outer and an inner model whose key types have cases at the same positions (the same
/// bytes) with other names, and an empty name.
private struct Outer: Decodable, Equatable {
  var a: String
  var b: Inner
  var empty: Int

  enum CodingKeys: String, CodingKey {
    case a, b
    case empty = ""
  }
}

private struct Inner: Decodable, Equatable {
  var x: String
  var y: String
}

/// A keyed container finds members by its key type's names, kept per key type (see
/// `KeyNames`): a key's byte stands for its name, for key types of one byte or none.
@Suite("RemapDecoder: keys of one byte")
struct RemapDecoderKeyNamesTests {
  private static func object(_ keys: [Wide], value: (Int) -> Int) -> String {
    "{"
      + keys.map { #""\#($0.stringValue)": \#(value(Int($0.stringValue.dropFirst())!))"# }
      .joined(separator: ", ") + "}"
  }

  @Test("each key of an enum reads its own member, in any order, object after object")
  func enumKeysInAnyOrder() throws {
    // Three objects, their members in another order each, read in a third order: each
    // read must find its own key's member, not the one at the same position.
    let keys = Wide.allCases
    let documents = [keys, keys.reversed(), keys.enumerated().map { keys[($0.offset * 5) % 16] }]
    let json =
      "["
      + documents.enumerated().map { document in
        Self.object(document.element) { $0 * 10 + document.offset }
      }.joined(separator: ", ") + "]"
    for order in [keys, keys.reversed(), [Wide.k7, .k3, .k15, .k0] + keys] {
      for var decoder in [RemapDecoder(), RemapDecoder.strict] {
        decoder.userInfo[WideModel.order] = order
        let models = try decoder.decode([WideModel].self, from: Data(json.utf8))
        #expect(models.count == 3)
        for (index, model) in models.enumerated() {
          #expect(
            model.values
              == Dictionary(
                uniqueKeysWithValues: keys.map {
                  ($0.stringValue, Int($0.stringValue.dropFirst())! * 10 + index)
                }))
        }
      }
    }
  }

  @Test("a missing enum key's error names that key")
  func missingKeyIsNamed() throws {
    let json = Self.object(Wide.allCases.filter { $0 != .k9 }) { $0 }
    var decoder = RemapDecoder.strict
    decoder.userInfo[WideModel.order] = [Wide.k3, .k9]
    let error = try #require(throws: RemapError.self) {
      try decoder.decode(WideModel.self, from: Data(json.utf8))
    }
    #expect(error.code == .keyNotFound)
    #expect(error.path == "k9")
  }

  @Test("a key of one byte that is not an enum reads the member its name names")
  func byteKeys() throws {
    struct Fields: Decodable {
      var values: [UInt8: String] = [:]
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ByteKey.self)
        for byte in [UInt8(200), 3, 0, 255, 3] {
          values[byte] = try container.decode(String.self, forKey: ByteKey(byte))
        }
        #expect(try container.decodeIfPresent(String.self, forKey: ByteKey(7)) == nil)
      }
    }
    let json =
      #"{"field0": "zero", "field3": "three", "field200": "two hundred", "field255": "max"}"#
    let fields = try RemapDecoder().decode(Fields.self, from: Data(json.utf8))
    #expect(fields.values == [0: "zero", 3: "three", 200: "two hundred", 255: "max"])
  }

  @Test("keys of no bytes and keys with integer raw values read by their names")
  func emptyAndNumberedKeys() throws {
    struct Both: Decodable, Equatable {
      var only: Int
      var numbers: [Int]
      init(from decoder: any Decoder) throws {
        only = try decoder.container(keyedBy: OnlyKey.self).decode(Int.self, forKey: .only)
        let numbered = try decoder.container(keyedBy: Numbered.self)
        numbers = try [Numbered.two, .zero, .one].map { try numbered.decode(Int.self, forKey: $0) }
      }
    }
    let json = #"{"zero": 0, "one": 1, "the_only": 42, "two": 2, "only": -1}"#
    let both = try RemapDecoder.strict.decode(Both.self, from: Data(json.utf8))
    #expect(both.only == 42)
    #expect(both.numbers == [2, 0, 1])
  }

  @Test("key types whose cases share their bytes keep their own names, the empty one too")
  func keyTypesKeepTheirOwnNames() throws {
    let json =
      #"[{"b": {"y": "why", "x": "ex"}, "a": "ay", "": 1}, {"a": "A", "": 2, "b": {"x": "X", "y": "Y"}}]"#
    let models = try RemapDecoder().decode([Outer].self, from: Data(json.utf8))
    #expect(
      models == [
        Outer(a: "ay", b: Inner(x: "ex", y: "why"), empty: 1),
        Outer(a: "A", b: Inner(x: "X", y: "Y"), empty: 2),
      ])
  }
}
