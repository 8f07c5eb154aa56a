//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import RemapMacros
import Testing

// This module is compiled with `defaultIsolation(MainActor.self)`: these types are
// main-actor isolated, and their generated conformances are `nonisolated`.

@Mappable
struct Profile: Equatable {
  @Key("display_name") var name: String
  var followers = 0
}

/// Plain properties only: its `Codable` members are the lean ones, with a `CodingKeys` enum.
@Mappable
struct Label: Equatable {
  @Key("label_name") var name: String
  var weight: Int?
}

@Mappable @Tagged("kind")
enum Notice: Equatable {
  case follow(by: String)
  case mention(Profile)
}

// A class's stored properties are isolated with it: a class decoded off the main actor says
// so itself.
@Mappable
nonisolated final class Session {
  var token: String
  init(token: String) { self.token = token }
}

@Mappable
nonisolated class Device {
  var model: String
}

@MappableSubclass
nonisolated final class Phone: Device {
  var number: String
}

/// Decodes and encodes on a background task, away from the main actor.
@concurrent
nonisolated func roundTripOffMainActor(_ text: String) async throws -> (Profile, Notice, String) {
  let profile = try RemapDecoder().decode(Profile.self, from: text)
  let label = try RemapDecoder().decode(Label.self, from: #"{"label_name": "l", "weight": 2}"#)
  let byFoundation = try JSONDecoder().decode(Label.self, from: Data(#"{"label_name": "l"}"#.utf8))
  let phone = try RemapDecoder().decode(Phone.self, from: #"{"model": "m", "number": "1"}"#)
  let phoneText = String(decoding: try RemapEncoder().encode(phone), as: UTF8.self)
  let notice = try JSONDecoder().decode(
    Notice.self, from: Data(#"{"kind": "follow", "by": "ada"}"#.utf8))
  let session = try RemapDecoder().decode(Session.self, from: #"{"token": "t"}"#)
  let encoded = String(decoding: try RemapEncoder().encode(profile), as: UTF8.self)
  let extra = "\(label.name)\(label.weight ?? 0)\(byFoundation.weight == nil)\(phoneText)"
  return (profile, notice, encoded + session.token + extra)
}

@Suite("@Mappable under default main-actor isolation")
struct DefaultIsolationTests {
  @Test("generated conformances work off the main actor")
  func offMainActor() async throws {
    let (profile, notice, encoded) = try await roundTripOffMainActor(#"{"display_name": "Ada"}"#)
    #expect(profile == Profile(name: "Ada", followers: 0))
    #expect(notice == .follow(by: "ada"))
    #expect(encoded == #"{"display_name":"Ada","followers":0}tl2true{"number":"1","model":"m"}"#)
  }
}
