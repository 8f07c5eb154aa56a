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

/// Decodes and encodes on a background task, away from the main actor.
@concurrent
nonisolated func roundTripOffMainActor(_ text: String) async throws -> (Profile, Notice, String) {
  let profile = try RemapDecoder().decode(Profile.self, from: text)
  let notice = try JSONDecoder().decode(
    Notice.self, from: Data(#"{"kind": "follow", "by": "ada"}"#.utf8))
  let session = try RemapDecoder().decode(Session.self, from: #"{"token": "t"}"#)
  let encoded = String(decoding: try RemapEncoder().encode(profile), as: UTF8.self)
  return (profile, notice, encoded + session.token)
}

@Suite("@Mappable under default main-actor isolation")
struct DefaultIsolationTests {
  @Test("generated conformances work off the main actor")
  func offMainActor() async throws {
    let (profile, notice, encoded) = try await roundTripOffMainActor(#"{"display_name": "Ada"}"#)
    #expect(profile == Profile(name: "Ada", followers: 0))
    #expect(notice == .follow(by: "ada"))
    #expect(encoded == #"{"display_name":"Ada","followers":0}t"#)
  }
}
