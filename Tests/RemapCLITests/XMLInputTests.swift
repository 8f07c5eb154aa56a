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

/// `remap get` and `remap rewrite` read XML as `remap convert` does; `remap --version`; the
/// root help's first line.
@Suite("remap get and rewrite read XML")
struct XMLInputTests {
  static let feed = """
    <rss version="2.0"><channel>
      <title>Notes</title>
      <item><title>First</title><link>https://example.com/1</link></item>
      <item><title>Second</title><link>https://example.com/2</link></item>
    </channel></rss>
    """

  static func input(_ text: String, name: String = "feed") -> Input {
    Input(name: name, data: Data(text.utf8))
  }

  @Test func parsesXMLWhenAskedOrWhenItLooksLikeXML() throws {
    let expected = try JSON(parsingXML: Self.feed)
    #expect(try Self.input(Self.feed).parse(format: .xml) == expected)
    #expect(try Self.input(Self.feed).parse(format: nil) == expected)
    #expect(try Self.input("  \n" + Self.feed).parse(format: nil) == expected)
    #expect(try Self.input(#"{"a": 1}"#, name: "a.xml").parse(format: .json) == ["a": 1])
    #expect(try Self.input(#"{"a": 1}"#).parse(format: nil) == ["a": 1])
  }

  /// Every command that reads XML takes the same `--from`, with the same values and checks.
  @Test func everyXMLReadingCommandTakesFrom() throws {
    #expect(try Get.parse(["--from", "xml", "a", "f"]).format.from == .xml)
    #expect(try Rewrite.parse(["--rules", "r.json", "--from", "json"]).format.from == .json)
    #expect(try Convert.parse(["--from", "xml"]).format.from == .xml)
    #expect(
      try GenerateSwift.parse(["--from", "xml", "--name", "Feed"]).samples.format.from == .xml)
    #expect(try Get.parse(["a"]).format.from == nil)
    #expect(throws: (any Error).self) {
      try Rewrite.parse(["--rules", "r.json", "--from", "yaml"])
    }
    #expect(throws: (any Error).self) { try Get.parse(["--from", "xml", "--lines", "a"]) }
    let option = try DocumentFormatOption.parse([])
    #expect(option.format(of: Self.input(Self.feed)) == .xml)
    #expect(option.format(of: Self.input("{}", name: "a.rss")) == .xml)
    #expect(
      try DocumentFormatOption.parse(["--from", "json"]).format(of: Self.input(Self.feed)) == .json)
  }

  @Test func invalidXMLIsReportedWithItsLine() throws {
    let error = #expect(throws: CommandFailure.self) {
      try Self.input("<a>\n<b></a>", name: "bad.xml").parse(format: nil)
    }
    #expect(error?.message.hasPrefix("bad.xml:2:") == true)
  }

  @Test func getReadsAnRSSFeed() throws {
    let value = try Get.value(
      at: Get.parsePath("channel.item[1].title"), in: Self.input(Self.feed).parse(format: nil))
    #expect(value == "Second")
  }

  @Test func rewriteReadsAnRSSFeed() throws {
    let rules = try Rewriter(rules: [
      ["key": "titles", "from": "channel.item", "rules": [["key": "t", "from": "title"]]]
    ])
    let (output, problems) = try Rewrite.rewrite(
      Self.input(Self.feed), with: rules, pretty: false, format: .xml)
    #expect(problems.isEmpty)
    #expect(
      String(decoding: output, as: UTF8.self) == #"{"titles":[{"t":"First"},{"t":"Second"}]}"#)
  }

  @Test func theExecutableReadsXMLFromStandardInput() throws {
    let run = try RemapToolTests.remap(
      ["get", "-r", "channel.item[0].link"], standardInput: Self.feed)
    #expect(run.status == 0)
    #expect(run.standardOutput == "https://example.com/1\n")
    let lines = try RemapToolTests.remap(["get", "--lines", "--from", "xml", "a"])
    #expect(lines.status == 64)
    #expect(lines.standardError.contains("--from xml cannot be used with --stream or --lines"))
  }

  @Test func versionAndHelp() throws {
    let version = try RemapToolTests.remap(["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput == RemapCommand.version + "\n")
    let help = try RemapToolTests.remap(["--help"])
    let firstLine = help.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
    for verb in ["Format", "query", "rewrite", "convert", "JSON", "XML", "generate"] {
      #expect(firstLine.contains(verb), "the first line of --help names \(verb): \(firstLine)")
    }
  }
}
