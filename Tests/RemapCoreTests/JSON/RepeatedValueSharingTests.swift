//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@testable import RemapCore

/// `JSON(parsing:)` shares the storage of a small container or a long string that repeats an
/// earlier one of the same document: the tree must be the one it would be without sharing,
/// values stay values (a change to one repeat leaves the others alone), and nothing is shared
/// that differs in any way, including the form of a number.
@Suite("Repeated value sharing")
struct RepeatedValueSharingTests {
  /// The address of an object's storage, an array's elements or a long string's bytes.
  static func storage(_ value: JSON?) -> UnsafeRawPointer? {
    switch value {
    case .object(let object)?:
      object.storage.map { unsafe UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) }
    case .array(let elements)?:
      elements.withUnsafeBufferPointer { unsafe $0.baseAddress.map(UnsafeRawPointer.init) }
    case .string(let string)?:
      string.utf8.withContiguousStorageIfAvailable {
        unsafe $0.baseAddress.map(UnsafeRawPointer.init)
      } ?? nil
    default:
      nil
    }
  }

  static func shareStorage(_ first: JSON?, _ second: JSON?) -> Bool {
    guard let first = storage(first), let second = storage(second) else { return false }
    return unsafe first == second
  }

  @Test func repeatedContainersShareTheirStorage() throws {
    let json = try JSON(
      parsing: #"""
        [{"areaId": 205705999, "blockIds": [1, 2]}, {"areaId": 205705999, "blockIds": [1, 2]},
         [true, null, "a string longer than fifteen bytes", 2.5, -0],
         [true, null, "a string longer than fifteen bytes", 2.5, -0]]
        """#)
    #expect(Self.shareStorage(json[0], json[1]))
    #expect(Self.shareStorage(json[0]?["blockIds"], json[1]?["blockIds"]))
    #expect(Self.shareStorage(json[2], json[3]))
    #expect(Self.shareStorage(json[2]?[2], json[3]?[2]))
    #expect(
      json[3] == [
        true, nil, "a string longer than fifteen bytes", 2.5, JSON.number(JSON.Number(text: "-0")!),
      ])
  }

  @Test func containersThatDifferInFormAreNotShared() throws {
    // Equal by `==` (1 == 1.0 == 1e0), but not in the same form: each keeps its own.
    let text = #"[{"a": 1}, {"a": 1.0}, {"a": 1e0}, {"b": 1}, [1], [1.0], [0], [-0], {"a": 1}]"#
    let json = try JSON(parsing: text)
    #expect(!Self.shareStorage(json[0], json[1]))
    #expect(!Self.shareStorage(json[1], json[2]))
    #expect(!Self.shareStorage(json[0], json[2]))
    #expect(!Self.shareStorage(json[0], json[3]))
    #expect(!Self.shareStorage(json[4], json[5]))
    #expect(!Self.shareStorage(json[6], json[7]))
    #expect(Self.shareStorage(json[0], json[8]))
    // The forms are the ones the tape path, which shares nothing, keeps.
    let fromTape = try RemapDecoder().decode(JSON.self, from: Data(text.utf8))
    #expect(json.serialized() == fromTape.serialized())
    #expect(json.serialized().contains(#"{"a":1.0}"#))
    #expect(json.serialized().contains("[-0]"))
  }

  @Test func longStringsThatDifferOnlyInTheMiddleAreNotShared() throws {
    // Same length, same first and last eight bytes: the quick hash is the same, and the
    // second takes the first one's slot.
    let json = try JSON(
      parsing: #"""
        ["abcdefgh-X-12345678", "abcdefgh-X-12345678", "abcdefgh-Y-12345678",
         ["abcdefgh-X-12345678"], ["abcdefgh-Y-12345678"]]
        """#)
    #expect(json[0] == "abcdefgh-X-12345678")
    #expect(json[2] == "abcdefgh-Y-12345678")
    #expect(Self.shareStorage(json[0], json[1]))
    #expect(!Self.shareStorage(json[0], json[2]))
    #expect(json[3] == ["abcdefgh-X-12345678"])
    #expect(json[4] == ["abcdefgh-Y-12345678"])
    #expect(!Self.shareStorage(json[3], json[4]))
  }

  @Test func longKeysWhoseHashesEndAlikeShareTheirStrings() throws {
    // The hashes of these two keys (twitter.json's) agree in their low bits, which picked
    // their cache slot: each object's took the other's slot, and every object made both
    // strings anew.
    let json = try JSON(
      parsing: #"""
        [{"contributors_enabled": 1, "follow_request_sent": 2},
         {"contributors_enabled": 3, "follow_request_sent": 4},
         {"contributors_enabled": 5, "follow_request_sent": 6}]
        """#)
    let keys = try (0..<3).map { try #require(json[$0]?.object).keys }
    #expect(keys[2] == ["contributors_enabled", "follow_request_sent"])
    for position in 0..<2 {
      #expect(Self.shareStorage(.string(keys[0][position]), .string(keys[2][position])))
      #expect(Self.shareStorage(.string(keys[1][position]), .string(keys[2][position])))
    }
  }

  @Test func escapedStringsAreSharedDecoded() throws {
    let text = #"<a href=\"http://twitter.com\" rel=\"nofollow\">Twitter for iPhone<\/a>"#
    let json = try JSON(
      parsing: "[\"\(text)\", \"\(text)\", {\"s\": \"\(text)\"}, {\"s\": \"\(text)\"}]")
    let decoded = #"<a href="http://twitter.com" rel="nofollow">Twitter for iPhone</a>"#
    #expect(json[0] == .string(decoded))
    #expect(json[1] == .string(decoded))
    #expect(Self.shareStorage(json[0], json[1]))
    #expect(Self.shareStorage(json[2], json[3]))
    #expect(json[3]?["s"] == .string(decoded))
  }

  @Test func aChangeToOneRepeatLeavesTheOthersAlone() throws {
    var json = try JSON(
      parsing: #"[{"id": 1, "tags": ["a", "b"]}, {"id": 1, "tags": ["a", "b"]}]"#)
    #expect(Self.shareStorage(json[0], json[1]))
    #expect(Self.shareStorage(json[0]?["tags"], json[1]?["tags"]))
    json[0]?["id"] = 2
    json[1]?["tags"]?[0] = "changed"
    #expect(json[0] == ["id": 2, "tags": ["a", "b"]])
    #expect(json[1] == ["id": 1, "tags": ["changed", "b"]])
  }

  @Test func sharedRepeatsAreEqualUntilOneChanges() throws {
    var json = try JSON(
      parsing: #"[{"id": 1, "tags": ["a", "b"]}, {"id": 1, "tags": ["a", "b"]}]"#)
    #expect(Self.shareStorage(json[0], json[1]))
    #expect(json[0] == json[1])
    json[1]?["tags"]?[1] = "c"
    #expect(json[0] != json[1])
    #expect(json[0]?["tags"] != json[1]?["tags"])
    json[1]?["tags"]?[1] = "b"
    #expect(json[0] == json[1])
  }

  @Test func repeatedKeysKeepTheirLastValue() throws {
    // The first object merges its repeated key; the one after it must not match the first
    // value, which the merge dropped.
    let json = try JSON(
      parsing: #"[{"a": {"x": 1}, "a": {"y": 2}}, {"x": 1}, {"a": {"y": 2}}, {"y": 2}]"#)
    #expect(json[0] == ["a": ["y": 2]])
    #expect(json[1] == ["x": 1])
    #expect(json[2] == ["a": ["y": 2]])
    #expect(json[3] == ["y": 2])
  }

  @Test func aParseKeepsNoReferenceToItsTree() throws {
    // After the parse, the tree alone holds its containers: the caches let go at its end.
    var json = try JSON(
      parsing:
        #"[{"a": [1, 2], "b": "a string longer than fifteen bytes"}, {"a": [1, 2], "b": "a string longer than fifteen bytes"}]"#
    )
    json[1] = nil
    guard case .array(let elements) = json, case .object(let object) = elements[0],
      var storage = object.storage
    else {
      Issue.record("not an array of objects: \(json)")
      return
    }
    json = .null
    _ = consume elements
    _ = consume object
    #expect(isKnownUniquelyReferenced(&storage))
  }

  @Test func sharingStopsWhereNothingRepeatsAndResumes() throws {
    // 2,000 unique pairs: after 128 lookups that find none, the next 2,048 containers are
    // not looked up (the first repeats among them), then the repeats are shared again.
    var text = "["
    for index in 0..<2_000 { text += "[\(index), \(index).5], " }
    for _ in 0..<2_000 { text += #"{"kind": "repeated", "values": [1, 2, 3]}, "# }
    text += "null]"
    let json = try JSON(parsing: text)
    #expect(json.array?.count == 4_001)
    #expect(json[1_999] == [1_999, 1_999.5])
    #expect(json[2_000] == ["kind": "repeated", "values": [1, 2, 3]])
    #expect(json[3_999] == ["kind": "repeated", "values": [1, 2, 3]])
    #expect(!Self.shareStorage(json[2_000], json[2_001]))
    #expect(Self.shareStorage(json[3_998], json[3_999]))
    let fromTape = try RemapDecoder().decode(JSON.self, from: Data(text.utf8))
    #expect(json == fromTape)
  }

  @Test func sharingGivesTheTreeOfTheTapePath() throws {
    // Repeats at every level, compared with the tree built from the tape, which shares nothing.
    var text = #"{"statuses": ["#
    for index in 0..<300 {
      let user =
        #"{"id": \#(index % 7), "name": "user number \#(index % 7) of seven", "tags": ["x", \#(index % 3)]}"#
      text += #"{"id": \#(index), "user": \#(user), "retweeted": {"user": \#(user), "meta": {}}}, "#
    }
    text += "{}]}"
    let onePass = try JSON(parsing: text)
    let fromTape = try RemapDecoder().decode(JSON.self, from: Data(text.utf8))
    #expect(onePass == fromTape)
    #expect(onePass.serialized() == fromTape.serialized())
  }
}
