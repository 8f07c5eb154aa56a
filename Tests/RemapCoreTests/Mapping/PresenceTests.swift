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

/// `Presence` in a plain `Codable` type: the synthesized code calls the keyed containers'
/// `Presence` overloads, so a PATCH body keeps missing, `null` and a value apart.
@Suite("Presence in plain Codable types")
struct PresenceTests {
  struct ProfilePatch: Codable, Equatable {
    var nickname: Presence<String> = .absent
    var age: Presence<Int> = .absent
    var bio: String?
  }

  static let states: [(text: String, patch: ProfilePatch)] = [
    ("{}", ProfilePatch()),
    (#"{"nickname":null}"#, ProfilePatch(nickname: .null)),
    (#"{"nickname":"Ada","age":37}"#, ProfilePatch(nickname: .present("Ada"), age: .present(37))),
    (#"{"age":null,"bio":"x"}"#, ProfilePatch(age: .null, bio: "x")),
  ]

  @Test func missingNullAndAValueDecodeApart() throws {
    for (text, patch) in Self.states {
      #expect(try RemapDecoder().decode(ProfilePatch.self, from: text) == patch, "\(text)")
      #expect(try RemapDecoder.strict.decode(ProfilePatch.self, from: text) == patch, "\(text)")
      #expect(
        try RemapDecoder().decode(ProfilePatch.self, from: try JSON(parsing: text)) == patch)
      #expect(try JSONDecoder().decode(ProfilePatch.self, from: Data(text.utf8)) == patch)
    }
  }

  @Test func absentIsLeftOutByEveryEncoder() throws {
    for (text, patch) in Self.states {
      let expected = try JSON(parsing: text)
      #expect(try JSON(parsing: try RemapEncoder().encode(patch)) == expected, "\(text)")
      #expect(try RemapEncoder().encodeJSON(patch) == expected, "\(text)")
      #expect(try JSON(any: try RemapEncoder().encodeDictionary(patch)) == expected, "\(text)")
      #expect(try JSON(parsing: try JSONEncoder().encode(patch)) == expected, "\(text)")
    }
  }

  @Test func aFailedValueIsStillAnError() throws {
    let error = try #require(throws: RemapError.self) {
      try RemapDecoder.strict.decode(ProfilePatch.self, from: #"{"age": "old"}"#)
    }
    #expect(error.path == "age")
    #expect(error.code == .typeMismatch)
  }

  @Test func withoutAKeyAbsentIsNull() throws {
    let list: [Presence<Int>] = [.absent, .null, .present(1)]
    #expect(String(decoding: try RemapEncoder().encode(list), as: UTF8.self) == "[null,null,1]")
  }
}
