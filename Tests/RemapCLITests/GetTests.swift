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

@Suite("remap get")
struct GetTests {
  static let document: JSON = [
    "status": "OK",
    "results": [
      [
        "name": "Pizzeria \"Analytica\"",
        "geometry": ["location": ["lat": 51.5262731, "lng": -0.0998423]],
        "rating": 4.6,
      ],
      ["name": "Second", "geometry": ["location": ["lat": 1, "lng": 2]]],
    ],
    "a.b": ["c": true],
  ]

  static func get(_ path: String, raw: Bool = false) throws(CommandFailure) -> String {
    let value = try Get.value(at: Get.parsePath(path), in: document)
    return String(decoding: Get.output(for: value, raw: raw), as: UTF8.self)
  }

  @Test func printsTheValueAsJSON() throws {
    #expect(try Self.get("results[0].geometry.location") == #"{"lat":51.5262731,"lng":-0.0998423}"#)
    #expect(try Self.get("results[1].geometry.location.lng") == "2")
    #expect(try Self.get("results[-1].name") == #""Second""#)
    #expect(try Self.get(#"a\.b.c"#) == "true")
    #expect(try Self.get("") == Self.document.serialized(options: .withoutEscapingSlashes))
  }

  @Test func rawPrintsStringsWithoutQuotes() throws {
    #expect(try Self.get("results[0].name", raw: true) == #"Pizzeria "Analytica""#)
    #expect(try Self.get("results[0].name") == #""Pizzeria \"Analytica\"""#)
    // Values that are not strings print as JSON either way.
    #expect(try Self.get("results[0].rating", raw: true) == "4.6")
  }

  @Test func prettyOutput() throws {
    let value = try Get.value(at: "results[1].geometry", in: Self.document)
    #expect(
      String(decoding: Get.output(for: value, raw: false, pretty: true), as: UTF8.self) == """
        {
          "location": {
            "lat": 1,
            "lng": 2
          }
        }
        """)
  }

  @Test(arguments: [
    (
      "results[0].geometry.altitude",
      "remap: no value at 'results[0].geometry.altitude'; the longest part of the path that "
        + "exists is 'results[0].geometry', an object with keys location"
    ),
    (
      "results[7].name",
      "remap: no value at 'results[7].name'; the longest part of the path that exists is "
        + "'results', an array of 2 elements"
    ),
    (
      "result",
      "remap: no value at 'result'; the longest part of the path that exists is the document "
        + #"itself, an object with keys status, results, a\.b"#
    ),
    (
      "status.code",
      "remap: no value at 'status.code'; the longest part of the path that exists is 'status', "
        + "a string"
    ),
  ])
  func missingPathNamesTheLongestExistingPrefix(path: String, message: String) throws {
    let failure = try #require(throws: CommandFailure.self) { try Self.get(path) }
    #expect(failure.message == message)
  }

  @Test func invalidPathSyntax() throws {
    let failure = try #require(throws: CommandFailure.self) { try Get.parsePath("results[x]") }
    #expect(
      failure.message
        == "remap: invalid key path 'results[x]': '[x]' is not an array index; write '\\[' for a "
        + "literal bracket")
  }

  @Test func rejectsAnInvalidPathBeforeReading() throws {
    #expect(throws: (any Error).self) { try Get.parse(["results[0"]) }
    do {
      _ = try Get.parse(["results[0"])
    } catch {
      #expect(Get.exitCode(for: error) == .validationFailure)
      #expect(Get.message(for: error).contains("invalid key path 'results[0'"))
    }
  }

  @Test func parsesItsArguments() throws {
    let command = try Get.parse(["-r", "a.b", "file.json"])
    #expect(command.raw)
    #expect(command.keyPath == "a.b")
    #expect(command.input.file == "file.json")
    #expect(try Get.parse(["--raw", "a"]).raw)
  }

  @Test func describesValues() {
    #expect(Get.describe(nil) == "which is null")
    #expect(Get.describe(true) == "a Boolean")
    #expect(Get.describe(1) == "a number")
    #expect(Get.describe([]) == "an empty array")
    #expect(Get.describe([1]) == "an array of 1 element")
    #expect(Get.describe([:]) == "an empty object")
    let many = JSON.object(JSON.Object((1...10).map { ("k\($0)", JSON.null) }))
    #expect(
      Get.describe(many) == "an object with keys k1, k2, k3, k4, k5, k6, k7, k8, and 2 more")
  }

  // MARK: - Streaming

  @Test func streamPathsSplitAtTheWildcard() throws {
    let (array, element) = try Get.streamPaths("data.items[*].user.id")
    #expect(array.description == "data.items")
    #expect(element.description == "user.id")
    let (root, whole) = try Get.streamPaths("[*]")
    #expect(root.isEmpty && whole.isEmpty)
    for bad in ["data.items", "a[*].b[*]"] {
      #expect(throws: CommandFailure.self) { try Get.streamPaths(bad) }
    }
  }

  @Test func printsOneValuePerElementAndCountsTheMissing() throws {
    let text = #"{"data": {"items": [{"id": 1, "s": "x"}, {"s": "y"}, {"id": [2]}]}}"#
    let elements = RemapDecoder().elements(
      of: JSON.self, from: Self.chunks(text), atPath: "data.items")
    var output: [UInt8] = []
    let summary = try Get.printValues(
      of: elements, at: "id", raw: false, sourceName: "in.json", write: { output += $0 })
    #expect(String(decoding: output, as: UTF8.self) == "1\n[2]\n")
    #expect(summary.elements == 3)
    #expect(summary.missing == 1)

    output = []
    let lines = RemapDecoder().lines(
      of: JSON.self, from: Self.chunks("{\"s\":\"a\"}\n{\"s\":\"b\"}"))
    _ = try Get.printValues(
      of: lines, at: "s", raw: true, sourceName: "in.ndjson", write: { output += $0 })
    #expect(String(decoding: output, as: UTF8.self) == "a\nb\n")
  }

  @Test func aBrokenStreamIsAnErrorAfterTheValuesBeforeIt() throws {
    let elements = RemapDecoder().elements(of: JSON.self, from: Self.chunks("[1, 2, oops]"))
    var output: [UInt8] = []
    let failure = try #require(throws: CommandFailure.self) {
      try Get.printValues(
        of: elements, at: ValuePath(), raw: false, sourceName: "in.json",
        write: { output += $0 })
    }
    #expect(String(decoding: output, as: UTF8.self) == "1\n2\n")
    #expect(failure.message.hasPrefix("in.json:1:8: "))
  }

  @Test func toolStreamsAnArrayFromStandardInput() throws {
    let run = try RemapToolTests.remap(
      ["get", "--stream", "items[*].id"],
      standardInput: #"{"items": [{"id": 1}, {"id": 2}, {}]}"#)
    #expect(run.status == 0)
    #expect(run.standardOutput == "1\n2\n")
    #expect(run.standardError == "remap: <stdin>: 1 of 3 elements had no value at 'id'\n")
  }

  /// `--progress` writes the progress of a stream on standard error, a pipe here, before
  /// the count of elements without a value; standard output is the same as without it.
  @Test func toolShowsProgressWhenAsked() throws {
    let input = #"{"items": [{"id": 1}, {"id": 2}, {}]}"#
    let plain = try RemapToolTests.remap(["get", "--stream", "items[*].id"], standardInput: input)
    let shown = try RemapToolTests.remap(
      ["get", "--stream", "items[*].id", "--progress"], standardInput: input)
    #expect(shown.status == 0)
    #expect(shown.standardOutput == plain.standardOutput)
    #expect(shown.standardOutput == "1\n2\n")
    let errors = shown.standardError.split(separator: "\n").map(String.init)
    #expect(errors.count == 2)
    #expect(errors.first?.hasPrefix("remap: 3 records, 0.0 MB, ") == true)
    #expect(errors.last == "remap: <stdin>: 1 of 3 elements had no value at 'id'")

    let lines = try RemapToolTests.remap(
      ["get", "--lines", "id", "--progress"], standardInput: "{\"id\": 7}\n{\"id\": 8}\n")
    #expect(lines.standardOutput == "7\n8\n")
    #expect(lines.standardError.hasPrefix("remap: 2 records, 0.0 MB, "))

    let whole = try RemapToolTests.remap(["get", "id", "--progress"], standardInput: "{}")
    #expect(whole.status == 64)
    #expect(whole.standardError.contains("--progress needs --stream or --lines"))
  }

  static func chunks(_ text: String) -> [[UInt8]] {
    Array(text.utf8).chunks(ofCount: 5)
  }
}

extension Array {
  fileprivate func chunks(ofCount count: Int) -> [[Element]] {
    stride(from: 0, to: self.count, by: count).map {
      Array(self[$0..<Swift.min($0 + count, self.count)])
    }
  }
}
