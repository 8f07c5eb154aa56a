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

/// A model whose fast path is written by hand with the public reader API, the way a person
/// who needs more than `@Mappable` would: member by member, arrays by cursor, a nested object
/// by key. Its synthesized `Codable` conformance is the reference.
struct HandTrack: Codable, Equatable {
  struct Meta: Codable, Equatable {
    var source: String
    var count: Int
  }

  var name: String
  var points: [[Double]]
  var tags: [String?]
  var meta: Meta?
  var closed: Bool
}

/// A failure of the hand-written decoder's own: a required member that is missing.
struct MissingMember: Error, CustomStringConvertible {
  var key: String
  var path: ValuePath
  var description: String { "no \"\(key)\" in the object at \(path)" }
}

extension HandTrack: Mappable {
  init(_$from value: inout ValueReader) throws {
    var name: String?
    var points: [[Double]] = []
    var tags: [String?] = []
    var meta: Meta?
    var closed: Bool?
    var object = try value.object()
    try object.forEachMember { key, value in
      switch key {
      case "name": name = try value.decode(String.self)
      case "points":
        var array = try value.array()
        points.reserveCapacity(array.count)
        while !array.isAtEnd {
          var pair = try array.nestedArray()
          var point: [Double] = []
          while !pair.isAtEnd { point.append(try pair.decode(Double.self)) }
          points.append(point)
        }
      case "tags":
        var array = try value.array()
        while !array.isAtEnd {
          tags.append(try array.decodeNil() ? nil : try array.decode(String.self))
        }
      case "meta":
        guard !value.isNull else { break }
        var fields = try value.object()
        meta = Meta(
          source: try fields.decode(String.self, forKey: "source"),
          count: try fields.decode(Int.self, forKey: "count"))
      case "closed": closed = try value.decode(Bool.self)
      default: break  // not read: skipped
      }
    }
    guard let name else { throw MissingMember(key: "name", path: object.path) }
    self.name = name
    self.points = points
    self.tags = tags
    self.meta = meta
    self.closed = closed ?? false
  }

  func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(name, forKey: "name")
    try object.encode(points, forKey: "points")
    try object.encode(tags, forKey: "tags")
    if let meta {
      var fields = object.nestedObject(forKey: "meta")
      try fields.encode(meta.source, forKey: "source")
      try fields.encode(meta.count, forKey: "count")
    }
    try object.encode(closed, forKey: "closed")
  }
}

@Suite("A fast path written by hand with the reader API")
struct HandWrittenReaderTests {
  static let track = #"""
    {"name": "loop", "skip": {"deep": [1, {"x": null}]}, "points": [[1, 2], [3.5, -4]],
     "tags": ["a", null, "b"], "meta": {"count": 2, "source": "gps"}, "closed": true}
    """#

  @Test("it decodes and encodes what the synthesized Codable code does")
  func agreesWithCodable() throws {
    var codable = RemapDecoder()
    codable.mappableFastPath = false
    let expected = try codable.decode(HandTrack.self, from: Self.track)
    let decoded = try RemapDecoder().decode(HandTrack.self, from: Self.track)
    #expect(decoded == expected)
    #expect(decoded.points == [[1, 2], [3.5, -4]])
    #expect(decoded.tags == ["a", nil, "b"])
    #expect(decoded.meta == HandTrack.Meta(source: "gps", count: 2))
    let written = try RemapEncoder().encode(decoded)
    #expect(try RemapDecoder().decode(HandTrack.self, from: written) == decoded)
    #expect(try JSONDecoder().decode(HandTrack.self, from: Data(written)) == decoded)
    #expect(
      String(decoding: written, as: UTF8.self)
        == #"{"name":"loop","points":[[1,2],[3.5,-4]],"tags":["a",null,"b"],"#
        + #""meta":{"source":"gps","count":2},"closed":true}"#)
  }

  @Test(
    "errors carry the element's path, line and column, as from the Codable path",
    arguments: [
      #"{"name": "x", "points": [[1, 2], ["a", 3]], "tags": [], "closed": false}"#,
      #"{"name": "x", "points": [], "tags": [1, [2]], "closed": false}"#,
      #"{"name": "x", "points": [], "tags": [], "meta": {"source": 1}, "closed": false}"#,
      #"{"name": "x", "points": [], "tags": [],"#
        + "\n"
        + #" "meta": {"source": "s", "count": "many"}, "closed": false}"#,
      #"{"name": 5, "points": [], "tags": [], "closed": false}"#,
      #"{"name": "x", "points": [1], "tags": [], "closed": false}"#,
    ])
  func errorsAgree(payload: String) throws {
    var codable = RemapDecoder.strict
    codable.mappableFastPath = false
    let expected = try #require(throws: RemapError.self) {
      try codable.decode(HandTrack.self, from: payload)
    }
    let error = try #require(throws: RemapError.self) {
      try RemapDecoder.strict.decode(HandTrack.self, from: payload)
    }
    #expect(error.code == expected.code)
    #expect(error.path == expected.path)
    #expect(error.location == expected.location)
    #expect(error.location != nil)
  }

  @Test("member keys match precomputed bytes exactly; a repeated key is read once, last")
  func memberKeys() throws {
    let track = try RemapDecoder().decode(
      HandTrack.self,
      from: #"{"Name": "upper", "name": "first", "points": [], "tags": [], "name": "last"}"#)
    #expect(track.name == "last")
    #expect(track.closed == false)
    // Every member visited counts as asked for, so nothing here is an unknown key.
    var strict = RemapDecoder()
    strict.unknownKeys = .reject
    #expect(throws: Never.self) {
      try strict.decode(HandTrack.self, from: #"{"name": "n", "points": [], "tags": [], "x": 1}"#)
    }
  }

  @Test("an error of the decoder's own is reported at the object's path")
  func ownError() throws {
    let error = try #require(throws: RemapError.self) {
      try RemapDecoder().decode([HandTrack].self, from: #"[{"points": []}]"#)
    }
    #expect(error.code == .decodingFailed)
    #expect(error.path == ValuePath([.index(0)]))
    #expect(error.message.contains(#"no "name" in the object"#), "\(error.message)")
  }
}
