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

@Suite("remap rewrite")
struct RewriteTests {
  static let rulesPath = RemapToolTests.packageRoot
    .appendingPathComponent("Examples/places/rules.json").path

  static let expectedPlaces =
    #"{"status":"OK","places":[{"name":"Pizzeria Analytica","coordinate":{"lat":51.5262731,"#
    + #""lng":-0.0998423},"rating":4.6,"openNow":true,"types":["restaurant","food","#
    + #""point_of_interest","establishment"]},{"name":"The Difference Engine Slice","#
    + #""coordinate":{"lat":51.5349012,"lng":-0.1053377},"rating":4.2,"openNow":false,"#
    + #""types":["meal_takeaway","restaurant","food","point_of_interest","establishment"]},"#
    + #"{"name":"Compiler's Crust","coordinate":{"lat":51.5291158,"lng":-0.0776121},"#
    + #""types":["restaurant","food","point_of_interest","establishment"],"openNow":false},"#
    + #"{"name":"Halting Problem Pizza","coordinate":{"lat":51.5033640,"lng":-0.0911005},"#
    + #""rating":5,"openNow":true,"types":["restaurant","food","point_of_interest","#
    + #""establishment"]},{"name":"Apollo Wood-Fired","coordinate":{"lat":51.5136143,"#
    + #""lng":-0.1365486},"rating":3.9,"types":["restaurant","bar","food","#
    + #""point_of_interest","establishment"],"openNow":false}]}"#

  static func temporaryFile(_ text: String, suffix: String = ".json") throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("remap-rewrite-\(UUID().uuidString)\(suffix)")
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test func rewritesThePlacesExample() throws {
    let rewriter = try Rewrite.loadRules(Self.rulesPath)
    let input = try Input(contentsOf: RemapToolTests.example)
    let (output, problems) = try Rewrite.rewrite(input, with: rewriter, pretty: false)
    #expect(String(decoding: output, as: UTF8.self) == Self.expectedPlaces)
    #expect(problems.isEmpty)
  }

  @Test func missingKeysAndErrorsAreProblems() throws {
    let rewriter = try Rewriter(rules: [
      ["key": "id", "from": "id", "required": true],
      ["key": "n", "from": "n", "transform": "number"],
    ])
    let input = Input(name: "in.json", data: Data(#"{"n": "many"}"#.utf8))
    let (output, problems) = try Rewrite.rewrite(input, with: rewriter, pretty: true)
    #expect(String(decoding: output, as: UTF8.self) == "{}")
    #expect(
      problems == [
        #"remap: in.json: rule "n", transform number: expected a number or a string holding one"#
          + #" (found the string "many"), at n"#,
        "remap: in.json: missing required keys: id",
      ])
    let allowed = try Rewrite.rewrite(input, with: rewriter, pretty: false, allowMissing: true)
    #expect(allowed.problems.count == 1)  // errors are reported even with --allow-missing
  }

  @Test func linesProblemsNameTheirLines() {
    var summary = JSONLinesRewrite.Summary()
    summary.missing = [(2, ["id", "name"]), (9, ["id"])]
    summary.linesWithMissingKeys = 30
    #expect(
      Rewrite.problems(summary, sourceName: "in.ndjson", allowMissing: false) == [
        "remap: in.ndjson:2: missing required keys: id, name",
        "remap: in.ndjson:9: missing required keys: id",
        "remap: in.ndjson: and 28 more lines with missing required keys",
      ])
    #expect(Rewrite.problems(summary, sourceName: "in.ndjson", allowMissing: true).isEmpty)
  }

  @Test func rulesFileErrors() throws {
    let missing = try #require(throws: CommandFailure.self) {
      try Rewrite.loadRules("/nonexistent/rules.json")
    }
    #expect(missing.message == "remap: /nonexistent/rules.json: no such file")

    let invalidJSON = try Self.temporaryFile("{\"rules\": [}")
    defer { try? FileManager.default.removeItem(at: invalidJSON) }
    let parse = try #require(throws: CommandFailure.self) {
      try Rewrite.loadRules(invalidJSON.path)
    }
    #expect(parse.message.hasPrefix("\(invalidJSON.path):1:12: "))

    let invalidRule = try Self.temporaryFile(#"{"rules": [{"key": "a", "transform": "hex"}]}"#)
    defer { try? FileManager.default.removeItem(at: invalidRule) }
    let rule = try #require(throws: CommandFailure.self) {
      try Rewrite.loadRules(invalidRule.path)
    }
    #expect(
      rule.message.hasPrefix(
        #"remap: \#(invalidRule.path): rules[0] ("a"): unknown transform "hex""#))
  }

  @Test func progressText() {
    #expect(
      ProgressLine.text(records: 12345, bytes: 34_500_000, seconds: 2)
        == "remap: 12345 records, 34.5 MB, 17.2 MB/s")
    #expect(
      ProgressLine.text(records: 1, bytes: 0, seconds: 0) == "remap: 1 record, 0.0 MB, 0.0 MB/s")
  }

  /// Progress is drawn only where it was asked for or is useful: forced, or on a terminal for
  /// a large input; redrawn in place on a terminal, a line per update elsewhere.
  @Test func progressGoesWhereItIsWanted() {
    func finished(
      quiet: Bool = false, forced: Bool = false, totalBytes: Int? = nil, isTerminal: Bool
    ) -> String {
      var written = ""
      var line = ProgressLine(
        quiet: quiet, forced: forced, totalBytes: totalBytes, isTerminal: isTerminal,
        write: { written += $0 })
      line.update(records: 1, bytes: 10)
      line.finish(records: 2, bytes: 20)
      return written
    }
    let large = ProgressLine.threshold + 1
    #expect(finished(isTerminal: false).isEmpty)
    #expect(finished(totalBytes: large, isTerminal: false).isEmpty)
    #expect(finished(isTerminal: true).isEmpty)
    #expect(finished(quiet: true, totalBytes: large, isTerminal: true).isEmpty)
    let terminal = finished(totalBytes: large, isTerminal: true)
    #expect(terminal.hasPrefix("\rremap: 2 records, 0.0 MB, "))
    #expect(terminal.hasSuffix(" MB/s\n"))
    let log = finished(forced: true, isTerminal: false)
    #expect(log.hasPrefix("remap: 2 records, 0.0 MB, "))
    #expect(log.hasSuffix(" MB/s\n"))
    #expect(!log.contains("\r"))
    #expect(finished(forced: true, isTerminal: true).hasPrefix("\rremap: 2 records, "))
  }

  // MARK: - The executable

  /// `--progress` writes the progress on standard error, a pipe here, for a small input, and
  /// leaves standard output as it is without it.
  @Test func toolShowsProgressWhenAsked() throws {
    let rules = try Self.temporaryFile(#"[{"key": "id", "from": "ID"}]"#)
    defer { try? FileManager.default.removeItem(at: rules) }
    let input = "{\"ID\": 1}\n{\"ID\": 2}\n\n{\"ID\": 3}\n"
    let plain = try RemapToolTests.remap(
      ["rewrite", "--rules", rules.path, "--lines"], standardInput: input)
    let shown = try RemapToolTests.remap(
      ["rewrite", "--rules", rules.path, "--lines", "--progress"], standardInput: input)
    #expect(plain.status == 0)
    #expect(plain.standardError.isEmpty)
    #expect(shown.status == 0)
    #expect(shown.standardOutput == plain.standardOutput)
    #expect(shown.standardOutput == "{\"id\":1}\n{\"id\":2}\n{\"id\":3}\n")
    #expect(shown.standardError.hasPrefix("remap: 3 records, 0.0 MB, "))
    #expect(shown.standardError.hasSuffix(" MB/s\n"))
    #expect(!shown.standardError.contains("\r"))

    let both = try RemapToolTests.remap(
      ["rewrite", "--rules", rules.path, "--lines", "--progress", "--quiet"],
      standardInput: input)
    #expect(both.status == 64)
    #expect(both.standardError.contains("--progress and --quiet cannot be used together"))
  }

  @Test func toolRewritesTheExample() throws {
    let run = try RemapToolTests.remap([
      "rewrite", "--rules", Self.rulesPath, RemapToolTests.example,
    ])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    #expect(run.standardOutput == Self.expectedPlaces + "\n")
  }

  @Test func toolStreamsLinesFromStandardInput() throws {
    let rules = try Self.temporaryFile(#"[{"key": "id", "from": "ID", "required": true}]"#)
    defer { try? FileManager.default.removeItem(at: rules) }
    let input = "{\"ID\": 1}\n{\"id\": 2}\n\n{\"ID\": 3}\n"
    let run = try RemapToolTests.remap(
      ["rewrite", "--rules", rules.path, "--lines"], standardInput: input)
    #expect(run.status == 1)
    #expect(run.standardOutput == "{\"id\":1}\n{}\n{\"id\":3}\n")
    #expect(run.standardError == "remap: <stdin>:2: missing required keys: id\n")

    let allowed = try RemapToolTests.remap(
      ["rewrite", "--rules", rules.path, "--lines", "--allow-missing", "-"],
      standardInput: input)
    #expect(allowed.status == 0)
    #expect(allowed.standardError.isEmpty)
  }

  @Test func toolNamesTheInvalidLine() throws {
    let rules = try Self.temporaryFile(#"[{"key": "id", "from": "ID"}]"#)
    defer { try? FileManager.default.removeItem(at: rules) }
    let input = try Self.temporaryFile("{\"ID\": 1}\n{\"ID\": }\n", suffix: ".ndjson")
    defer { try? FileManager.default.removeItem(at: input) }
    let run = try RemapToolTests.remap(["rewrite", "--rules", rules.path, "--lines", input.path])
    #expect(run.status == 1)
    #expect(run.standardOutput == "{\"id\":1}\n")
    #expect(run.standardError.hasPrefix("\(input.path):2:8: "))
  }

  @Test func toolKeepsGoingPastInvalidLines() throws {
    let rules = try Self.temporaryFile(#"[{"key": "id", "from": "ID"}]"#)
    defer { try? FileManager.default.removeItem(at: rules) }
    let input = try Self.temporaryFile(
      "{\"ID\": 1}\n{\"ID\": }\nnope\n\n{\"ID\": 4}\n", suffix: ".ndjson")
    defer { try? FileManager.default.removeItem(at: input) }
    let run = try RemapToolTests.remap(
      ["rewrite", "--rules", rules.path, "--lines", "--keep-going", input.path])
    #expect(run.status == 1)
    #expect(run.standardOutput == "{\"id\":1}\n{\"id\":4}\n")
    let errors = run.standardError.split(separator: "\n").map(String.init)
    #expect(
      errors.filter { $0.hasPrefix(input.path) }.map { $0.prefix(input.path.count + 6) }
        == ["\(input.path):2:8: ", "\(input.path):3:1: "])
    #expect(
      errors.last
        == "remap: \(input.path): 2 of 4 lines were not valid JSON and were left out; 2 rewritten")

    let alone = try RemapToolTests.remap(["rewrite", "--rules", rules.path, "--keep-going"])
    #expect(alone.status == 64)
    #expect(alone.standardError.contains("--keep-going needs --lines"))
  }

  @Test func toolRejectsPrettyLines() throws {
    let run = try RemapToolTests.remap(
      ["rewrite", "--rules", Self.rulesPath, "--lines", "--pretty"])
    #expect(run.status == 64)
    #expect(run.standardError.contains("--pretty cannot be used with --lines"))
  }
}
