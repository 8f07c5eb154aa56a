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

// remap-bench --rewrite, one row per rules-file transform: each record of a generated NDJSON
// file is rewritten by a one-rule rules file that applies that transform to one field, through
// `JSONLinesRewrite` (what `remap rewrite --lines` runs), beside `jq -c` running the program a
// jq user would write for the same rule on the same file. The `copy` row has no transform: the
// cost of reading, rewriting and writing a record, which every other row adds its transform to.
//
// jq is found on PATH; without it the jq columns say "n/a". jq's time is the wall-clock time of
// its process (its start-up is a few milliseconds, against seconds of work).

/// One transform's row.
struct RewriteTransformRow: Codable {
  var transform: String
  /// The rules file's rule.
  var rule: String
  /// The jq program run beside it.
  var jqProgram: String
  var records: Int
  var bytes: Int
  var runs: Int
  var recordsPerSecond: Double
  /// Microseconds per record, reading, rewriting and writing it.
  var microsecondsPerRecord: Double
  /// `nil` when jq is not installed.
  var jqRecordsPerSecond: Double?
  /// Remap's records/s over jq's: above 1 when Remap is faster.
  var speedupOverJQ: Double?
}

enum RewriteTransformBench {
  /// A transform, the rule that applies it to one field, and the jq program doing the same.
  struct Case {
    var transform: String
    var rule: String
    var jq: String
  }

  /// Every transform of a rules file, in the order the Rewriting article lists them.
  static let cases: [Case] = [
    Case(transform: "copy", rule: #"{"key": "v", "from": "name"}"#, jq: "{v: .name}"),
    Case(
      transform: "number", rule: #"{"key": "v", "from": "price", "transform": "number"}"#,
      jq: "{v: (.price | tonumber)}"),
    Case(
      transform: "string", rule: #"{"key": "v", "from": "id", "transform": "string"}"#,
      jq: "{v: (.id | tostring)}"),
    Case(
      transform: "bool", rule: #"{"key": "v", "from": "open", "transform": "bool"}"#,
      jq: #"{v: (.open | ascii_downcase | if . == "yes" or . == "true" or . == "y" or . == "on""#
        + #" or . == "1" then true elif . == "no" or . == "false" or . == "n" or . == "off""#
        + #" or . == "0" then false else error("not a Boolean") end)}"#),
    Case(
      transform: "date", rule: #"{"key": "v", "from": "when", "transform": "date"}"#,
      jq: "{v: (.when | fromdateiso8601 | todateiso8601)}"),
    Case(
      transform: "hexColor", rule: #"{"key": "v", "from": "color", "transform": "hexColor"}"#,
      jq: ##"{v: ("#" + (.color | ltrimstr("#") | ascii_downcase))}"##),
    Case(
      transform: "coordinate",
      rule: #"{"key": "v", "from": ["lat", "lng"], "transform": "coordinate"}"#,
      jq: "{v: {lat: .lat, lng: .lng}}"),
    Case(
      transform: "lowercase", rule: #"{"key": "v", "from": "name", "transform": "lowercase"}"#,
      jq: "{v: (.name | ascii_downcase)}"),
    Case(
      transform: "uppercase", rule: #"{"key": "v", "from": "name", "transform": "uppercase"}"#,
      jq: "{v: (.name | ascii_upcase)}"),
    Case(
      transform: "trim", rule: #"{"key": "v", "from": "name", "transform": "trim"}"#,
      jq: #"{v: (.name | sub("^\\s+"; "") | sub("\\s+$"; ""))}"#),
    Case(
      transform: "join",
      rule: #"{"key": "v", "from": "types", "transform": {"name": "join", "separator": ", "}}"#,
      jq: #"{v: (.types | join(", "))}"#),
    Case(
      transform: "split", rule: #"{"key": "v", "from": "tags", "transform": "split"}"#,
      jq: #"{v: (.tags | split(",") | map(sub("^\\s+"; "") | sub("\\s+$"; ""))"#
        + #" | map(select(length > 0)))}"#),
    Case(
      transform: "template",
      rule: #"{"key": "v", "transform": {"name": "template", "template": "{first} {last}"}}"#,
      jq: #"{v: "\(.first) \(.last)"}"#),
    Case(
      transform: "first", rule: #"{"key": "v", "from": "types", "transform": "first"}"#,
      jq: "{v: .types[0]}"),
    Case(
      transform: "count", rule: #"{"key": "v", "from": "types", "transform": "count"}"#,
      jq: "{v: (.types | length)}"),
  ]

  /// Generates the file, then times each transform's rewrite and jq's run.
  static func rows(_ options: Options) throws -> [RewriteTransformRow] {
    let selected = cases.filter { benchCase in
      options.filter.map { $0.isEmpty || benchCase.transform.contains($0) } ?? true
    }
    let folder = try BenchFiles.temporaryFolder("transforms")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("records.ndjson")
    try RecordGenerator.write(to: file, bytes: options.rewriteTransformMegabytes * 1_000_000)
    let jq = JQ.find()
    let runs = max(1, min(options.minimumRuns, 3))

    var rows: [RewriteTransformRow] = []
    for benchCase in selected {
      let rewriter = try Rewriter(rules: JSON(parsing: #"{"rules": [\#(benchCase.rule)]}"#))
      var times: [Double] = []
      var summary = JSONLinesRewrite.Summary()
      for _ in 0..<runs {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        var written = 0
        let start = ContinuousClock.now
        summary = try JSONLinesRewrite.run(rewriter, input: handle, write: { written += $0.count })
        times.append(seconds(ContinuousClock.now - start))
        blackHole(written)
      }
      guard summary.errorCount == 0, summary.linesWithMissingKeys == 0 else {
        throw UsageError(
          "rewriting with \(benchCase.transform) met \(summary.errorCount) errors: "
            + "\(summary.errors.first.map { "\($0.error)" } ?? "")")
      }
      let median = times.sorted()[times.count / 2]
      var jqRate: Double?
      if let jq {
        var jqTimes: [Double] = []
        for _ in 0..<runs { jqTimes.append(try jq.time(program: benchCase.jq, file: file)) }
        jqRate = Double(summary.records) / jqTimes.sorted()[jqTimes.count / 2]
      }
      let rate = Double(summary.records) / median
      rows.append(
        RewriteTransformRow(
          transform: benchCase.transform, rule: benchCase.rule, jqProgram: benchCase.jq,
          records: summary.records, bytes: summary.bytes, runs: runs, recordsPerSecond: rate,
          microsecondsPerRecord: median / Double(summary.records) * 1e6,
          jqRecordsPerSecond: jqRate, speedupOverJQ: jqRate.map { rate / $0 }))
    }
    return rows
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  /// The jq executable on PATH.
  struct JQ {
    var url: URL

    static func find() -> JQ? {
      let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
      for folder in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("jq")
        if FileManager.default.isExecutableFile(atPath: candidate.path) {
          return JQ(url: candidate)
        }
      }
      return nil
    }

    /// Runs `jq -c PROGRAM FILE`, discarding its output, and returns its wall-clock seconds.
    func time(program: String, file: URL) throws -> Double {
      let process = Process()
      process.executableURL = url
      process.arguments = ["-c", program, file.path]
      process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
      let errors = Pipe()
      process.standardError = errors
      let start = ContinuousClock.now
      try process.run()
      let message = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let elapsed = RewriteTransformBench.seconds(ContinuousClock.now - start)
      guard process.terminationStatus == 0 else {
        throw UsageError(
          "jq failed on \(program): \(String(decoding: message, as: UTF8.self))")
      }
      return elapsed
    }
  }

  /// Writes records with a field for each transform, the same bytes on every run.
  enum RecordGenerator {
    private static let names = [
      "Pizzeria Analytica", "The Difference Engine Slice", "Compiler's Crust",
      "Halting Problem Pizza", "Apollo Wood-Fired", "Lambda Lounge", "Byte & Crust",
    ]
    private static let types = [
      "restaurant", "food", "point_of_interest", "establishment", "bar", "meal_takeaway", "cafe",
    ]
    private static let words = ["yes", "no", "true", "false", "Y", "N", "on", "off"]

    static func write(to url: URL, bytes: Int) throws {
      try BenchFiles.writeLines(to: url, bytes: bytes, seed: 0x7A45, record: record)
    }

    static func record(_ index: Int, _ random: inout SeededRandom) -> String {
      func pick(_ list: [String]) -> String { list[Int(random.next() % UInt64(list.count))] }
      let padding = String(repeating: " ", count: Int(random.next() % 3))
      let name = padding + pick(names) + " #\(index)" + padding
      let typeList = (0..<(1 + Int(random.next() % 4))).map { _ in "\"\(pick(types))\"" }
      let tags = (0..<(1 + Int(random.next() % 4))).map { _ in pick(types) }
        .joined(separator: random.next() % 2 == 0 ? ", " : ",")
      let price = "\(random.next() % 100).\(10 + random.next() % 90)"
      let day = 1 + random.next() % 28
      let hour = random.next() % 24
      let when = "2025-01-\(day < 10 ? "0" : "")\(day)T\(hour < 10 ? "0" : "")\(hour):30:00Z"
      let color = String(format: "#%06X", Int(random.next() % 0x1_000_000))
      let lat = 51.4 + Double(random.next() % 200_000) / 1_000_000
      let lng = -0.2 + Double(random.next() % 200_000) / 1_000_000
      return #"{"id": \#(index), "name": "\#(name)", "tags": "\#(tags)", "price": "\#(price)", "#
        + #""open": "\#(pick(words))", "when": "\#(when)", "color": "\#(color)", "#
        + #""lat": \#(lat), "lng": \#(lng), "types": [\#(typeList.joined(separator: ", "))], "#
        + #""first": "Ada", "last": "Lovelace \#(index)"}"#
    }
  }
}

/// Prints the transform rows.
func printTable(_ rows: [RewriteTransformRow]) {
  printTable(
    header: [
      "transform", "records", "records/s", "µs/record", "jq records/s", "Remap/jq",
    ],
    cells: rows.map { row in
      [
        row.transform, String(row.records), String(format: "%.0f", row.recordsPerSecond),
        String(format: "%.2f", row.microsecondsPerRecord),
        row.jqRecordsPerSecond.map { String(format: "%.0f", $0) } ?? "n/a",
        row.speedupOverJQ.map { String(format: "%.2fx", $0) } ?? "n/a",
      ]
    })
}
