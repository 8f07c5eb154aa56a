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

/// `remap generate swift` and `remap generate schema`, run as a process.
@Suite("remap generate")
struct GenerateTests {
  private static func file(_ text: String, suffix: String = ".json") throws -> URL {
    try RewriteTests.temporaryFile(text, suffix: suffix)
  }

  @Test func mergesEveryFile() throws {
    let first = try Self.file(#"{"user_id": 1, "name": "Ada", "score": 1}"#)
    let second = try Self.file(#"{"user_id": 2, "score": 2.5}"#)
    defer { for url in [first, second] { try? FileManager.default.removeItem(at: url) } }
    let run = try RemapToolTests.remap(
      ["generate", "swift", "--name", "Player", first.path, second.path])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("// Inferred by Remap from 2 samples.\n"))
    #expect(
      run.standardOutput.contains("@Mappable(keyStyle: .snakeCase)\nstruct Player: Sendable {\n"))
    #expect(run.standardOutput.contains("  var userID: Int\n  var name: String?\n"))
    #expect(run.standardOutput.contains("  var score: Double\n"))
  }

  @Test func codableFlatPublic() throws {
    let input = #"{"user": {"first_name": "Ada"}}"#
    let run = try RemapToolTests.remap(
      ["generate", "swift", "--codable", "--flat", "--access", "public"], standardInput: input)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("\npublic struct Root: Codable, Sendable {\n"))
    #expect(run.standardOutput.contains("\npublic struct User: Codable, Sendable {\n"))
    #expect(run.standardOutput.contains(#"    case firstName = "first_name""#))
  }

  @Test func readsLinesFromStandardInput() throws {
    let input = "{\"level\": \"info\"}\n\n{\"level\": \"warn\"}\n{\"level\": \"info\"}\n"
    let run = try RemapToolTests.remap(
      ["generate", "swift", "--lines", "--enums"], standardInput: input)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("// Inferred by Remap from 3 samples.\n"))
    #expect(run.standardOutput.contains("  var level: Level\n"))
    #expect(run.standardOutput.contains("    case info\n    case warn\n"))
  }

  @Test func namesTheInvalidLine() throws {
    let input = try Self.file("{\"a\": 1}\n{\"a\": }\n", suffix: ".ndjson")
    defer { try? FileManager.default.removeItem(at: input) }
    let run = try RemapToolTests.remap(["generate", "swift", "--lines", input.path])
    #expect(run.status == 1)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.hasPrefix("\(input.path):2:7: "))
  }

  @Test func readsXML() throws {
    let input = try Self.file(
      "<feed><item><id>1</id></item><item><id>2</id></item></feed>", suffix: ".xml")
    defer { try? FileManager.default.removeItem(at: input) }
    let run = try RemapToolTests.remap(["generate", "swift", "--coerce", input.path])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("  var item: [Item]\n"))
    #expect(run.standardOutput.contains("    var id: Int\n"))
  }

  @Test func readsAnRSSFeedAsAFeedReaderWouldWantIt() throws {
    let input = try Self.file(
      #"<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">"#
        + "<channel><item><pubDate>Mon, 06 Jan 2025 08:00:00 GMT</pubDate>"
        + "<itunes:author>Ada</itunes:author></item>"
        + "<item><pubDate>Tue, 07 Jan 2025 09:30:00 EST</pubDate></item></channel></rss>",
      suffix: ".rss")
    defer { try? FileManager.default.removeItem(at: input) }
    let run = try RemapToolTests.remap(["generate", "swift", "--name", "Feed", input.path])
    #expect(run.status == 0, "\(run.standardError)")
    // Namespace declarations are markup, not properties; RFC 822 dates are dates.
    #expect(!run.standardOutput.contains("xmlns"))
    #expect(run.standardOutput.contains("      var pubDate: Date\n"))
    #expect(run.standardOutput.contains("      var itunesAuthor: String?\n"))
  }

  @Test func rejectsCoerceWithCodable() throws {
    let run = try RemapToolTests.remap(["generate", "swift", "--codable", "--coerce"])
    #expect(run.status == 64)
    #expect(run.standardError.contains("it cannot be used with --codable"))
  }

  @Test func namesAMissingFile() throws {
    let run = try RemapToolTests.remap(["generate", "schema", "/no/such/file.json"])
    #expect(run.status == 1)
    #expect(run.standardError == "remap: /no/such/file.json: no such file\n")
  }

  @Test func writesASchema() throws {
    let input = #"{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "at": "2016-01-17T16:13:00Z"}"#
    let run = try RemapToolTests.remap(
      ["generate", "schema", "--name", "Event"], standardInput: input)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput.hasPrefix(
        "{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n  \"title\": \"Event\",\n"
      ))
    #expect(run.standardOutput.contains("\"format\": \"uuid\""))
    #expect(run.standardOutput.contains("\"format\": \"date-time\""))
    #expect(run.standardOutput.contains("\"required\": [\n    \"id\",\n    \"at\"\n  ]"))
  }
}
