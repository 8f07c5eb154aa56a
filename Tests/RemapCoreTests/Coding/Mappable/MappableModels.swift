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

// Models with hand-written `Mappable` conformances, written as `@Mappable` generates them,
// beside their synthesized `Codable` ones: the fast path and the `Codable` path of the same
// type, for the equivalence tests.

/// Which code decoded a value; not part of the value's equality.
enum DecodedBy: Sendable {
  case codable, fastPath
}

/// A model that uses every kind of property the fast path has its own code for.
struct MappedAccount: Codable, Equatable, Sendable {
  var id: Int
  var name: String
  var score: Double
  var active: Bool
  var email: String?
  var age: Int?
  var rank: Double?
  var verified: Bool?
  var tags: [String]
  var owner: MappedPerson
  var friends: [MappedPerson]
  var boss: MappedPerson?
  var created: Date
  var blob: Data?
  var ratios: [Double]
  var labels: [String: Int]
  var level: MappedLevel
  var small: Int8
  var ratio: Float
  var userName: String
  var website: URL?

  enum CodingKeys: String, CodingKey {
    case id, name, score, active, email, age, rank, verified, tags, owner, friends, boss
    case created, blob, ratios, labels, level, small, ratio
    case userName = "user_name"
    case website
  }
}

/// A plain `Codable` enum inside a `Mappable` model.
enum MappedLevel: String, Codable, Sendable {
  case low, high
}

/// A nested `Mappable` type that remembers which code decoded it.
struct MappedPerson: Codable, Equatable, Sendable {
  var first: String
  var last: String?
  var decodedBy = DecodedBy.codable

  enum CodingKeys: String, CodingKey {
    case first, last
  }

  init(first: String, last: String?) {
    self.first = first
    self.last = last
  }

  static func == (lhs: MappedPerson, rhs: MappedPerson) -> Bool {
    lhs.first == rhs.first && lhs.last == rhs.last
  }
}

extension MappedPerson: Mappable {
  init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    first = try object.decode(String.self, forKey: "first")
    last = try object.decodeIfPresent(String.self, forKey: "last")
    decodedBy = .fastPath
  }

  func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(first, forKey: "first")
    try object.encodeIfPresent(last, forKey: "last")
  }
}

extension MappedAccount: Mappable {
  init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    id = try object.decode(Int.self, forKey: "id")
    name = try object.decode(String.self, forKey: "name")
    score = try object.decode(Double.self, forKey: "score")
    active = try object.decode(Bool.self, forKey: "active")
    email = try object.decodeIfPresent(String.self, forKey: "email")
    age = try object.decodeIfPresent(Int.self, forKey: "age")
    rank = try object.decodeIfPresent(Double.self, forKey: "rank")
    verified = try object.decodeIfPresent(Bool.self, forKey: "verified")
    tags = try object.decode([String].self, forKey: "tags")
    owner = try object.decode(MappedPerson.self, forKey: "owner")
    friends = try object.decode([MappedPerson].self, forKey: "friends")
    boss = try object.decodeIfPresent(MappedPerson.self, forKey: "boss")
    created = try object.decode(Date.self, forKey: "created")
    blob = try object.decodeIfPresent(Data.self, forKey: "blob")
    ratios = try object.decode([Double].self, forKey: "ratios")
    labels = try object.decode([String: Int].self, forKey: "labels")
    level = try object.decode(MappedLevel.self, forKey: "level")
    small = try object.decode(Int8.self, forKey: "small")
    ratio = try object.decode(Float.self, forKey: "ratio")
    userName = try object.decode(String.self, forKey: "user_name")
    website = try object.decodeIfPresent(URL.self, forKey: "website")
  }

  func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(id, forKey: "id")
    try object.encode(name, forKey: "name")
    try object.encode(score, forKey: "score")
    try object.encode(active, forKey: "active")
    try object.encodeIfPresent(email, forKey: "email")
    try object.encodeIfPresent(age, forKey: "age")
    try object.encodeIfPresent(rank, forKey: "rank")
    try object.encodeIfPresent(verified, forKey: "verified")
    try object.encode(tags, forKey: "tags")
    try object.encode(owner, forKey: "owner")
    try object.encode(friends, forKey: "friends")
    try object.encodeIfPresent(boss, forKey: "boss")
    try object.encode(created, forKey: "created")
    try object.encodeIfPresent(blob, forKey: "blob")
    try object.encode(ratios, forKey: "ratios")
    try object.encode(labels, forKey: "labels")
    try object.encode(level, forKey: "level")
    try object.encode(small, forKey: "small")
    try object.encode(ratio, forKey: "ratio")
    try object.encode(userName, forKey: "user_name")
    try object.encodeIfPresent(website, forKey: "website")
  }
}

/// A `Mappable` type whose own validation fails after its fields are read.
struct MappedRange: Codable, Equatable, Sendable {
  var low: Int
  var high: Int

  struct Inverted: Error {}

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    low = try container.decode(Int.self, forKey: .low)
    high = try container.decode(Int.self, forKey: .high)
    if low > high { throw Inverted() }
  }

  private enum CodingKeys: String, CodingKey { case low, high }
}

extension MappedRange: Mappable {
  init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    low = try object.decode(Int.self, forKey: "low")
    high = try object.decode(Int.self, forKey: "high")
    if low > high { throw Inverted() }
  }

  func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(low, forKey: "low")
    try object.encode(high, forKey: "high")
  }
}
