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

@Suite("remap convert")
struct ConvertTests {
  static let xml = """
    <?xml version="1.0"?>
    <feed lang="en">
      <title>T &amp; U</title>
      <entry><id>1</id></entry>
      <entry><id>2</id></entry>
    </feed>
    """

  static func convert(
    _ text: String, name: String = "input", _ settings: Convert.Settings
  ) throws(CommandFailure) -> String {
    let bytes = try Convert.convert(Input(name: name, data: Data(text.utf8)), settings: settings)
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func xmlToJSON() throws {
    #expect(
      try Self.convert(Self.xml, .init(from: .xml))
        == #"{"lang":"en","title":"T & U","entry":[{"id":"1"},{"id":"2"}]}"#)
  }

  @Test func xmlToJSONKeepingTheRootWithAttributePrefix() throws {
    #expect(
      try Self.convert(Self.xml, .init(from: .xml, attributePrefix: "@", keepsRoot: true))
        == #"{"feed":{"@lang":"en","title":"T & U","entry":[{"id":"1"},{"id":"2"}]}}"#)
  }

  @Test func xmlToPrettyJSON() throws {
    #expect(
      try Self.convert("<a><b>1</b></a>", .init(from: .xml, pretty: true)) == """
        {
          "b": "1"
        }
        """)
  }

  @Test func jsonToXML() throws {
    #expect(
      try Self.convert(
        #"{"id": 7, "tags": ["a", "b"], "url": "https://x/?a=1&b=2"}"#,
        .init(from: .json, root: "item"))
        == #"<?xml version="1.0" encoding="UTF-8"?><item><id>7</id><tags>a</tags><tags>b</tags><url>https://x/?a=1&amp;b=2</url></item>"#
    )
  }

  @Test func jsonToPrettyXMLWithAttributes() throws {
    #expect(
      try Self.convert(
        #"{"@id": 7, "name": "Ada"}"#,
        .init(from: .json, root: "user", attributePrefix: "@", pretty: true))
          == """
          <?xml version="1.0" encoding="UTF-8"?>
          <user id="7">
            <name>Ada</name>
          </user>
          """)
  }

  @Test func jsonWithOneMemberGivesTheRootItsName() throws {
    let json = try Self.convert(Self.xml, .init(from: .xml, attributePrefix: "@", keepsRoot: true))
    let xml = try Self.convert(json, .init(from: .json, attributePrefix: "@"))
    #expect(xml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?><feed lang="en"><title>"#))
    #expect(
      try Self.convert(#"{"a": 1, "b": 2}"#, .init(from: .json))
        == #"<?xml version="1.0" encoding="UTF-8"?><root><a>1</a><b>2</b></root>"#)
    #expect(
      try Self.convert(#"{"a": 1}"#, .init(from: .json, root: "r"))
        == #"<?xml version="1.0" encoding="UTF-8"?><r><a>1</a></r>"#)
  }

  @Test func xmlToJSONAndBack() throws {
    let settings = Convert.Settings(from: .xml, root: "feed", attributePrefix: "@")
    let json = try Self.convert(Self.xml, settings)
    var back = settings
    back.from = .json
    let xml = try Self.convert(json, back)
    #expect(try Self.convert(xml, settings) == json)
  }

  @Test func formatComesFromTheExtensionOrTheFirstCharacter() {
    #expect(DocumentFormat.of(Input(name: "a.XML", data: Data("{}".utf8))) == .xml)
    #expect(DocumentFormat.of(Input(name: "feed.rss", data: Data())) == .xml)
    #expect(DocumentFormat.of(Input(name: "a.json", data: Data("<a/>".utf8))) == .json)
    #expect(DocumentFormat.of(Input(name: "<stdin>", data: Data("\n  <a/>".utf8))) == .xml)
    #expect(DocumentFormat.of(Input(name: "<stdin>", data: Data(#" {"a": 1}"#.utf8))) == .json)
  }

  @Test func invalidXMLNamesFileLineAndColumn() throws {
    let failure = try #require(throws: CommandFailure.self) {
      try Self.convert("<a>\n  <b></c>\n</a>", name: "feed.xml", .init(from: .xml))
    }
    #expect(
      failure.message == """
        feed.xml:2:6: the end tag </c> does not match the start tag <b> on line 2
        2 |   <b></c>
          |      ^
        """)
  }

  @Test func invalidJSONNamesFileLineAndColumn() throws {
    let failure = try #require(throws: CommandFailure.self) {
      try Self.convert("[1,", name: "<stdin>", .init(from: .json))
    }
    #expect(failure.message.hasPrefix("<stdin>:1:4: "))
  }

  @Test func jsonWithNoXMLFormFails() throws {
    let failure = try #require(throws: CommandFailure.self) {
      try Self.convert(#"{"ok": 1, "a b": 1}"#, name: "x.json", .init(from: .json))
    }
    #expect(
      failure.message
        == #"remap: x.json: cannot write XML: "a b" is not a valid XML name, so it cannot name an element or attribute, at a b"#
    )
  }

  @Test func parsesItsOptions() throws {
    let command = try Convert.parse([
      "--from", "json", "--root", "r", "--attribute-prefix", "@", "--keep-root", "--pretty", "x",
    ])
    #expect(command.file == "x")
    #expect(
      command.settings(for: Input(name: "x", data: Data()))
        == Convert.Settings(
          from: .json, root: "r", attributePrefix: "@", keepsRoot: true, pretty: true))
    let plain = try Convert.parse([])
    #expect(plain.file == nil)
    #expect(plain.settings(for: Input(name: "a.xml", data: Data())) == Convert.Settings(from: .xml))
    #expect(throws: (any Error).self) { try Convert.parse(["--from", "yaml"]) }
  }

  // MARK: - The executable

  @Test func convertsStandardInput() throws {
    let run = try RemapToolTests.remap(
      ["convert", "--pretty"], standardInput: "<a><b>1</b><b>2</b></a>")
    #expect(run.status == 0)
    #expect(run.standardOutput == "{\n  \"b\": [\n    \"1\",\n    \"2\"\n  ]\n}\n")
  }

  @Test func convertsAFileByItsExtension() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "remap-convert-\(UUID().uuidString).json")
    try Data(#"{"name": "Ada"}"#.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try RemapToolTests.remap(["convert", "--root", "user", file.path])
    #expect(run.status == 0)
    #expect(
      run.standardOutput == #"<?xml version="1.0" encoding="UTF-8"?><user><name>Ada</name></user>"#
        + "\n")
  }

  @Test func invalidXMLExitsWithStatus1() throws {
    let run = try RemapToolTests.remap(
      ["convert", "--from", "xml"], standardInput: "<a>&nope;</a>")
    #expect(run.status == 1)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.hasPrefix("<stdin>:1:4: the entity &nope; is not defined"))
  }
}
