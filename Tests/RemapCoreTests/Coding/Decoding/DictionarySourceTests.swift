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

@Suite("Decoding [String: Any]")
struct DictionarySourceTests {
  typealias User = TreeSourceTests.User
  typealias Place = TreeSourceTests.Place
  static let text = TreeSourceTests.text

  @Test func aDictionaryDecodesDirectly() throws {
    let dictionary: [String: Any] = [
      "id": 42, "name": "Ada", "createdAt": 1_453_075_980, "tags": ["a", "b"],
      "score": NSNull(), "home": ["city": "London", "lat": 51.5074],
    ]
    let user = try RemapDecoder().decode(User.self, from: dictionary)
    #expect(user.id == 42 && user.tags == ["a", "b"] && user.score == nil)
    #expect(user.home == Place(city: "London", lat: 51.5074))
  }

  @Test func jsonSerializationOutputDecodes() throws {
    let object = try JSONSerialization.jsonObject(with: Data(Self.text.utf8))
    let dictionary = try #require(object as? [String: Any])
    #expect(try RemapDecoder().decode(User.self, from: dictionary).id == 42)
  }
}
