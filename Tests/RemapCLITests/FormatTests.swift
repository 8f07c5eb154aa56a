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

@testable import RemapCLI

@Suite("remap format")
struct FormatTests {
  static let text = #"{"b": [1, 2.50, true, null], "a": {"url": "https://example.com/x"}}"#

  static func format(
    _ text: String, name: String = "input.json", pretty: Bool = false, sortedKeys: Bool = false,
    reading: JSONReadingOptions = .strict
  ) throws(CommandFailure) -> String {
    let bytes = try Format.format(
      Input(name: name, data: Data(text.utf8)),
      options: Format.writingOptions(pretty: pretty, sortedKeys: sortedKeys), reading: reading)
    return String(decoding: bytes, as: UTF8.self)
  }

  // Numbers keep the text they were written with: 2.50 stays 2.50.
  @Test func compactByDefault() throws {
    #expect(
      try Self.format(Self.text) == #"{"b":[1,2.50,true,null],"a":{"url":"https://example.com/x"}}"#
    )
  }

  @Test func pretty() throws {
    #expect(
      try Self.format(Self.text, pretty: true) == """
        {
          "b": [
            1,
            2.50,
            true,
            null
          ],
          "a": {
            "url": "https://example.com/x"
          }
        }
        """)
  }

  @Test func sortedKeys() throws {
    #expect(
      try Self.format(Self.text, sortedKeys: true)
        == #"{"a":{"url":"https://example.com/x"},"b":[1,2.50,true,null]}"#)
  }

  @Test func relaxedAcceptsCommentsAndTrailingCommas() throws {
    let text = """
      {
        // a comment
        "a": [1, 2,], /* another */
      }
      """
    #expect(try Self.format(text, reading: .relaxed) == #"{"a":[1,2]}"#)
    #expect(throws: CommandFailure.self) { try Self.format(text) }
  }

  @Test func invalidJSONNamesFileLineAndColumn() throws {
    let text = """
      {
        "name": "Ada",
        "zip": 12345 "city": "Paris"
      }
      """
    let failure = try #require(throws: CommandFailure.self) {
      try Self.format(text, name: "response.json")
    }
    #expect(
      failure.message == """
        response.json:3:16: expected ',' or '}' after an object member, found '"'
        3 |   "zip": 12345 "city": "Paris"
          |                ^
        """)
  }

  @Test func invalidJSONOnStandardInput() throws {
    let failure = try #require(throws: CommandFailure.self) {
      try Self.format("[1, 2", name: Input.standardInputName)
    }
    #expect(failure.message.hasPrefix("<stdin>:1:6: "))
  }

  @Test func parsesItsFlags() throws {
    let command = try Format.parse(["--pretty", "--sorted-keys", "--relaxed", "file.json"])
    #expect(command.pretty)
    #expect(command.sortedKeys)
    #expect(command.input.relaxed)
    #expect(command.input.file == "file.json")
    #expect(command.writingOptions == [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])

    let plain = try Format.parse([])
    #expect(plain.input.file == nil)
    #expect(plain.writingOptions == .withoutEscapingSlashes)
  }
}
