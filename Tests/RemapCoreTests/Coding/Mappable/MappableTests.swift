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

@Suite("Mappable")
struct MappableTests {
  static let valid = #"""
    {"id": 7, "name": "Ada", "score": 9.5, "active": true, "email": "a@b.c", "age": 36,
     "rank": 1.5, "verified": false, "tags": ["x", "y"], "owner": {"first": "Ada", "last": "L"},
     "friends": [{"first": "B"}, {"first": "C", "last": null}], "boss": {"first": "D"},
     "created": "2016-01-17T16:13:00Z", "blob": "aGVsbG8=", "ratios": [1, 2.5],
     "labels": {"a": 1, "b": 2}, "level": "low", "small": 12, "ratio": 0.25,
     "user_name": "ada", "website": "https://example.com"}
    """#

  private static func codablePath(_ decoder: RemapDecoder) -> RemapDecoder {
    var decoder = decoder
    decoder.mappableFastPath = false
    return decoder
  }

  // MARK: - Detection

  @Test("RemapDecoder decodes a Mappable type through its fast path, nested ones too")
  func decodesThroughTheFastPath() throws {
    let account = try RemapDecoder().decode(MappedAccount.self, from: Self.valid)
    #expect(account.owner.decodedBy == .fastPath)
    #expect(account.friends.map(\.decodedBy) == [.fastPath, .fastPath])
    #expect(account.boss?.decodedBy == .fastPath)
    #expect(account.friends[1] == MappedPerson(first: "C", last: nil))
    #expect(account.labels == ["a": 1, "b": 2])
    #expect(account.blob == Data("hello".utf8))

    let viaCodable = try Self.codablePath(RemapDecoder()).decode(
      MappedAccount.self, from: Self.valid)
    #expect(viaCodable.owner.decodedBy == .codable)
    #expect(viaCodable == account)
  }

  @Test("Mappable types in arrays, dictionaries and optionals at the top level")
  func decodesContainersOfMappableTypes() throws {
    let decoder = RemapDecoder()
    let array = try decoder.decode([MappedPerson].self, from: #"[{"first": "A"}, {"first": "B"}]"#)
    #expect(array.map(\.decodedBy) == [.fastPath, .fastPath])
    let dictionary = try decoder.decode(
      [String: MappedPerson].self, from: #"{"a": {"first": "A"}}"#)
    #expect(dictionary["a"]?.decodedBy == .fastPath)
    let optional = try decoder.decode(MappedPerson?.self, from: #"{"first": "A"}"#)
    #expect(optional?.decodedBy == .fastPath)
    #expect(try decoder.decode(MappedPerson?.self, from: "null") == nil)
  }

  @Test("JSONDecoder reads the same type through its Codable conformance")
  func foundationStillWorks() throws {
    let foundation = JSONDecoder()
    foundation.dateDecodingStrategy = .iso8601
    let account = try foundation.decode(MappedAccount.self, from: Data(Self.valid.utf8))
    #expect(account == (try RemapDecoder().decode(MappedAccount.self, from: Self.valid)))
  }

  // MARK: - Encoding

  @Test(
    "RemapEncoder writes the same bytes through the fast path as through Codable",
    arguments: EncoderSetting.allCases)
  func encodesTheSameBytes(setting: EncoderSetting) throws {
    let account = try RemapDecoder().decode(MappedAccount.self, from: Self.valid)
    var fast = setting.encoder
    fast.mappableFastPath = true
    var codable = setting.encoder
    codable.mappableFastPath = false
    let fastBytes = try fast.encode(account)
    #expect(fastBytes == (try codable.encode(account)))
    // And it reads back as the value encoded.
    var decoder = RemapDecoder.strict
    decoder.dateDecoding = .iso8601
    if setting == .default {
      #expect(try decoder.decode(MappedAccount.self, from: fastBytes) == account)
    }
  }

  enum EncoderSetting: CaseIterable, Sendable {
    case `default`, nullForNil, snakeCase, prettyPrinted, sortedKeys, secondsSince1970

    var encoder: RemapEncoder {
      var encoder = RemapEncoder()
      switch self {
      case .default: break
      case .nullForNil: encoder.nilEncoding = .null
      case .snakeCase: encoder.keyStyle = .snakeCase
      case .prettyPrinted: encoder.outputFormatting = .prettyPrinted
      case .sortedKeys: encoder.outputFormatting = .sortedKeys
      case .secondsSince1970: encoder.dateEncoding = .secondsSince1970
      }
      return encoder
    }
  }

  @Test("the fast path's encoder writes a Mappable type found at run time")
  func encodesMappableTypesInsideCodableValues() throws {
    let people = [MappedPerson(first: "A", last: nil), MappedPerson(first: "B", last: "C")]
    var codable = RemapEncoder()
    codable.mappableFastPath = false
    #expect(try RemapEncoder().encode(people) == (try codable.encode(people)))
    #expect(
      String(decoding: try RemapEncoder().encode(["k": people]), as: UTF8.self)
        == #"{"k":[{"first":"A"},{"first":"B","last":"C"}]}"#)
  }

  // MARK: - Errors of the type's own

  @Test("an error a Mappable type throws itself is reported at its path, as from init(from:)")
  func ownErrorsKeepTheirPath() throws {
    let json = #"{"ranges": [{"low": 1, "high": 2}, {"low": 5, "high": 3}]}"#
    let fast = Result { try RemapDecoder().decode([String: [MappedRange]].self, from: json) }
    let codable = Result {
      try Self.codablePath(RemapDecoder()).decode([String: [MappedRange]].self, from: json)
    }
    guard case .failure(let fastError as RemapError) = fast,
      case .failure(let codableError as RemapError) = codable
    else {
      Issue.record("expected both paths to fail")
      return
    }
    #expect(fastError.path == "ranges[1]")
    #expect(fastError.code == .decodingFailed)
    #expect(fastError.code == codableError.code)
    #expect(fastError.path == codableError.path)
    #expect(fastError.message == codableError.message)
  }
}
