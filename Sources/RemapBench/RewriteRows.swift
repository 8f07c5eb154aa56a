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

// remap-bench --rewrite: rewriting each record of a large generated NDJSON file with the
// places rules (Examples/places/rules.json), through `JSONLinesRewrite`, the streaming code
// `remap rewrite --lines` runs.
//
// The file is generated deterministically into a temporary folder: places-like records, each
// a small search response with one to four results. The row gives records/s and MB/s (the
// median of a few in-process runs on the smaller file), the MB/s of reading and parsing the
// same lines alone for comparison, and the peak resident memory of a child process
// rewriting the file at its size and at twice its size: flat when streamed.

/// The rewrite row.
struct RewriteRow: Codable {
  var operation = "rewrite --lines"
  /// The size of the generated file that was timed, in bytes.
  var bytes: Int
  var records: Int
  var runs: Int
  var recordsPerSecond: Double
  var megabytesPerSecond: Double
  /// Reading and parsing the same lines alone, without rewriting or writing: what the
  /// rewrite costs beyond the parser.
  var parseOnlyMegabytesPerSecond: Double
  /// The peak resident set size of a child rewriting the file, in megabytes (10^6 bytes).
  var peakMB: Double
  /// The same, for a file twice as large.
  var peakMBAtTwiceTheSize: Double
  var twiceTheSizeBytes: Int
}

enum RewriteBench {
  /// The rules, from the repository's example.
  static func rules(_ options: Options) throws -> Rewriter {
    do {
      return try Rewriter(contentsOf: URL(fileURLWithPath: options.rewriteRules))
    } catch {
      throw UsageError(
        "cannot load the rules \(options.rewriteRules) (run from the package's root, or pass "
          + "--rewrite-rules): \(error)")
    }
  }

  /// Generates the files, times the rewrite and probes the peaks.
  static func rows(_ options: Options) throws -> [RewriteRow] {
    let rewriter = try rules(options)
    let folder = try BenchFiles.temporaryFolder("rewrite")
    defer { try? FileManager.default.removeItem(at: folder) }
    let size = options.rewriteMegabytes * 1_000_000
    let small = folder.appendingPathComponent("places-\(options.rewriteMegabytes)MB.ndjson")
    let large = folder.appendingPathComponent("places-\(2 * options.rewriteMegabytes)MB.ndjson")
    try PlacesGenerator.write(to: small, bytes: size)
    try PlacesGenerator.write(to: large, bytes: 2 * size)

    var times: [Double] = []
    var summary = JSONLinesRewrite.Summary()
    let clock = ContinuousClock()
    let runs = max(1, min(options.minimumRuns, 3))
    for _ in 0..<runs {
      let handle = try FileHandle(forReadingFrom: small)
      defer { try? handle.close() }
      var written = 0
      let start = clock.now
      summary = try JSONLinesRewrite.run(rewriter, input: handle, write: { written += $0.count })
      let elapsed = clock.now - start
      blackHole(written)
      times.append(
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    var parseTimes: [Double] = []
    for _ in 0..<runs {
      let handle = try FileHandle(forReadingFrom: small)
      defer { try? handle.close() }
      var reader = JSONLinesReader(fileHandle: handle)
      var members = 0
      let start = clock.now
      while let line = try reader.nextLine() {
        members &+= try JSON(parsing: line).object?.count ?? 0
      }
      let elapsed = clock.now - start
      blackHole(members)
      parseTimes.append(
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    guard summary.errorCount == 0 else {
      throw UsageError("rewriting the generated file met \(summary.errorCount) errors")
    }
    let median = times.sorted()[times.count / 2]
    let parseMedian = parseTimes.sorted()[parseTimes.count / 2]
    let smallPeak = try probe(small, options)
    let largePeak = try probe(large, options)
    return [
      RewriteRow(
        bytes: summary.bytes, records: summary.records, runs: runs,
        recordsPerSecond: Double(summary.records) / median,
        megabytesPerSecond: Double(summary.bytes) / 1_000_000 / median,
        parseOnlyMegabytesPerSecond: Double(summary.bytes) / 1_000_000 / parseMedian,
        peakMB: smallPeak, peakMBAtTwiceTheSize: largePeak,
        twiceTheSizeBytes: try BenchFiles.size(of: large))
    ]
  }

  /// Runs `remap-bench --rewrite-probe FILE` in a child and returns its peak in megabytes.
  private static func probe(_ file: URL, _ options: Options) throws -> Double {
    try BenchFiles.childPeakMegabytes(
      ["--rewrite-probe", file.path, "--rewrite-rules", options.rewriteRules])
  }

  /// The child: rewrites `file`, discarding the output, and prints the peak resident set
  /// size in kilobytes.
  static func runProbe(file: String, options: Options) throws {
    let rewriter = try rules(options)
    guard let handle = FileHandle(forReadingAtPath: file) else {
      throw UsageError("cannot open \(file)")
    }
    var written = 0
    _ = try JSONLinesRewrite.run(rewriter, input: handle, write: { written += $0.count })
    blackHole(written)
    print(MemoryProbe.peakResidentKilobytes())
  }
}

/// Prints the rewrite row.
func printTable(_ rows: [RewriteRow]) {
  printTable(
    header: [
      "operation", "input MB", "records", "records/s", "MB/s", "parse-only MB/s", "peak MB",
      "peak MB at 2x",
    ],
    cells: rows.map { row in
      [
        row.operation, String(format: "%.0f", Double(row.bytes) / 1_000_000),
        String(row.records), String(format: "%.0f", row.recordsPerSecond),
        String(format: "%.1f", row.megabytesPerSecond),
        String(format: "%.1f", row.parseOnlyMegabytesPerSecond), String(format: "%.1f", row.peakMB),
        String(format: "%.1f", row.peakMBAtTwiceTheSize),
      ]
    })
}

/// Writes places-like NDJSON records, the same bytes on every run.
enum PlacesGenerator {
  /// Writes records to `url` until the file holds at least `bytes` bytes.
  static func write(to url: URL, bytes: Int) throws {
    try BenchFiles.writeLines(to: url, bytes: bytes, seed: 0x5EED, record: record)
  }

  private static let names = [
    "Pizzeria Analytica", "The Difference Engine Slice", "Compiler's Crust",
    "Halting Problem Pizza", "Apollo Wood-Fired", "Lambda Lounge", "Byte & Crust",
  ]
  private static let types = [
    "restaurant", "food", "point_of_interest", "establishment", "bar", "meal_takeaway", "cafe",
  ]

  /// One search response with one to four results.
  static func record(_ index: Int, _ random: inout SeededRandom) -> String {
    var results: [String] = []
    for position in 0..<(1 + Int(random.next() % 4)) {
      let lat = 51.4 + Double(random.next() % 200_000) / 1_000_000
      let lng = -0.2 + Double(random.next() % 200_000) / 1_000_000
      let name = names[Int(random.next() % UInt64(names.count))]
      let placeTypes = (0..<(1 + Int(random.next() % 4))).map {
        "\"\(types[(Int(random.next() % UInt64(types.count)) + $0) % types.count])\""
      }
      var fields = [
        #""business_status": "OPERATIONAL""#,
        #""formatted_address": "\#(index % 997) Lovelace Lane, London EC1V 9AB, United Kingdom""#,
        #""geometry": {"location": {"lat": \#(lat), "lng": \#(lng)}, "viewport": {"northeast": {"lat": \#(lat + 0.001), "lng": \#(lng + 0.001)}, "southwest": {"lat": \#(lat - 0.001), "lng": \#(lng - 0.001)}}}"#,
        #""icon": "https://maps.gstatic.com/mapfiles/place_api/icons/v1/png_71/restaurant-71.png""#,
        #""name": "\#(name) #\#(index)-\#(position)""#,
        #""place_id": "ChIJexample-\#(index)-\#(position)""#,
        #""types": [\#(placeTypes.joined(separator: ", "))]"#,
      ]
      switch random.next() % 4 {
      case 0: break  // no rating, as for a new place
      case 1: fields.append(#""rating": "\#(Double(30 + random.next() % 21) / 10)""#)  // as text
      default: fields.append(#""rating": \#(Double(30 + random.next() % 21) / 10)"#)
      }
      if random.next() % 5 != 0 {
        fields.append(#""opening_hours": {"open_now": \#(random.next() % 2 == 0)}"#)
      }
      fields.append(#""user_ratings_total": \#(random.next() % 5000)"#)
      results.append("{" + fields.joined(separator: ", ") + "}")
    }
    return #"{"html_attributions": [], "results": ["# + results.joined(separator: ", ")
      + #"], "status": "OK"}"#
  }
}
