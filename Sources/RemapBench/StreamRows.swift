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

// remap-bench --stream: decoding a large generated input into models one element at a time,
// as NDJSON (`RemapDecoder.lines(of:from:)`) and as one big array
// (`RemapDecoder.elements(of:from:)`), beside decoding a smaller part of the same records as
// one document (`decode([StreamEvent].self, from:)`), and the peak memory of a child process
// streaming the whole file, which stays flat whatever the input's size.
//
// The files are generated at run time into a temporary folder (never committed) and deleted
// at the end: `--stream-mb N` sets their size (default 100; 1000 for a 1 GB run).

/// A log event: the kind of record NDJSON exports hold.
struct StreamEvent: Codable {
  struct User: Codable {
    var id: Int
    var name: String
    var email: String
  }

  var id: Int
  var timestamp: String
  var level: String
  var service: String
  var message: String
  var user: User?
  var tags: [String]
  var latencyMs: Double
  var status: Int
}

/// One stream row: a way of decoding the generated records.
struct StreamRow: Codable {
  var operation: String
  /// The bytes decoded per run.
  var bytes: Int
  var records: Int
  var runs: Int
  var megabytesPerSecond: Double
  /// Throughput relative to decoding the smaller part as one document.
  var ratioToWholeDocument: Double
  /// The peak resident set size of a child process streaming the whole file, in MB
  /// (10^6 bytes); `nil` for the whole-document row.
  var peakMB: Double?
}

enum StreamBench {
  /// The size of the part decoded as one document, in bytes.
  static let wholeDocumentPart = 50_000_000

  static func rows(_ options: Options) throws -> [StreamRow] {
    let folder = try BenchFiles.temporaryFolder("stream")
    defer { try? FileManager.default.removeItem(at: folder) }
    let size = options.streamMegabytes * 1_000_000
    let lines = folder.appendingPathComponent("events.ndjson")
    let array = folder.appendingPathComponent("events.json")
    let records = try EventGenerator.write(lines: lines, array: array, bytes: size)
    let part = try EventGenerator.arrayDocument(
      bytes: min(size, wholeDocumentPart))

    let runs = size > 200_000_000 ? 1 : max(1, min(options.minimumRuns, 3))
    let decoder = RemapDecoder()
    let whole = try median(runs: max(runs, 3)) {
      try decoder.decode([StreamEvent].self, from: part.bytes).count
    }
    let wholeRate = Double(part.bytes.count) / 1_000_000 / whole
    let linesTime = try median(runs: runs) {
      var count = 0
      for element in try decoder.lines(of: StreamEvent.self, from: lines) {
        count &+= try element.get().status
      }
      return count
    }
    let elementsTime = try median(runs: runs) {
      var count = 0
      for element in try decoder.elements(of: StreamEvent.self, from: array) {
        count &+= try element.get().status
      }
      return count
    }
    let linesBytes = try BenchFiles.size(of: lines)
    let arrayBytes = try BenchFiles.size(of: array)
    let linesRate = Double(linesBytes) / 1_000_000 / linesTime
    let elementsRate = Double(arrayBytes) / 1_000_000 / elementsTime
    return [
      StreamRow(
        operation: "decode whole document", bytes: part.bytes.count, records: part.records,
        runs: max(runs, 3), megabytesPerSecond: wholeRate, ratioToWholeDocument: 1),
      StreamRow(
        operation: "lines (NDJSON)", bytes: linesBytes, records: records, runs: runs,
        megabytesPerSecond: linesRate, ratioToWholeDocument: linesRate / wholeRate,
        peakMB: try probe("lines", lines)),
      StreamRow(
        operation: "elements (one array)", bytes: arrayBytes, records: records, runs: runs,
        megabytesPerSecond: elementsRate, ratioToWholeDocument: elementsRate / wholeRate,
        peakMB: try probe("elements", array)),
    ]
  }

  private static func median(runs: Int, _ body: () throws -> Int) throws -> Double {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
      let start = clock.now
      blackHole(try body())
      let elapsed = clock.now - start
      times.append(
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    return times.sorted()[times.count / 2]
  }

  /// Runs `remap-bench --stream-probe FORM FILE` in a child; its peak in megabytes.
  private static func probe(_ form: String, _ file: URL) throws -> Double {
    try BenchFiles.childPeakMegabytes(["--stream-probe", form, file.path])
  }

  /// The child: streams `file` as `form` ("lines" or "elements"), or decodes it as one
  /// document ("document", for comparing instruction counts under callgrind), and prints the
  /// peak resident set size in kilobytes.
  static func runProbe(form: String, file: String) throws {
    let url = URL(fileURLWithPath: file)
    let decoder = RemapDecoder()
    var count = 0
    switch form {
    case "document":
      let bytes = try [UInt8](Data(contentsOf: url))
      for event in try decoder.decode([StreamEvent].self, from: bytes) { count &+= event.status }
    case "lines", "elements":
      let elements =
        form == "lines"
        ? try decoder.lines(of: StreamEvent.self, from: url)
        : try decoder.elements(of: StreamEvent.self, from: url)
      for element in elements { count &+= try element.get().status }
    default:
      throw UsageError("--stream-probe: unknown form '\(form)'; use lines, elements or document")
    }
    blackHole(count)
    print(MemoryProbe.peakResidentKilobytes())
  }

  /// Writes `megabytes` MB of events as `events.ndjson` and `events.json` into `folder`, for
  /// profiling the probe on files that stay (`--stream-generate MB DIR`).
  static func generate(megabytes: Int, into folder: String) throws {
    let url = URL(fileURLWithPath: folder)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let records = try EventGenerator.write(
      lines: url.appendingPathComponent("events.ndjson"),
      array: url.appendingPathComponent("events.json"), bytes: megabytes * 1_000_000)
    print("\(records) events in \(url.path)/events.ndjson and events.json")
  }
}

/// Prints the stream rows.
func printTable(_ rows: [StreamRow]) {
  printTable(
    header: ["operation", "input MB", "records", "runs", "MB/s", "vs whole", "peak MB"],
    cells: rows.map { row in
      [
        row.operation, String(format: "%.0f", Double(row.bytes) / 1_000_000),
        String(row.records), String(row.runs), String(format: "%.1f", row.megabytesPerSecond),
        String(format: "%.2fx", row.ratioToWholeDocument),
        row.peakMB.map { String(format: "%.1f", $0) } ?? "-",
      ]
    })
}

/// Generates log events, the same on every run.
enum EventGenerator {
  private static let levels = ["info", "info", "info", "warn", "error", "debug"]
  private static let services = ["checkout", "search", "auth", "inventory", "gateway"]
  private static let words = [
    "request", "completed", "cache", "miss", "timeout", "retrying", "user", "session",
    "payment", "authorized", "élan", "naïve", "\"quoted\"", "path/to/item", "ok",
  ]

  static func event(_ index: Int, _ random: inout SeededRandom) -> StreamEvent {
    let message = (0..<(4 + random.next(12))).map { _ in words[random.next(words.count)] }
      .joined(separator: " ")
    let user =
      random.next(4) == 0
      ? nil
      : StreamEvent.User(
        id: random.next(1_000_000), name: "user\(random.next(100_000))",
        email: "u\(random.next(100_000))@example.com")
    return StreamEvent(
      id: index,
      timestamp: "2026-11-\(pad(1 + random.next(28), 2))T\(pad(random.next(24), 2)):"
        + "\(pad(random.next(60), 2)):\(pad(random.next(60), 2)).\(pad(random.next(1000), 3))Z",
      level: levels[random.next(levels.count)], service: services[random.next(services.count)],
      message: message, user: user,
      tags: (0..<random.next(4)).map { _ in "t\(random.next(50))" },
      latencyMs: Double(random.next(100_000)) / 100,
      status: [200, 200, 201, 404, 500][random.next(5)])
  }

  /// `value` in decimal with leading zeros to `width` digits.
  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// Writes the same events as NDJSON and as one array until each file holds `bytes`.
  ///
  /// - Returns: The number of events.
  static func write(lines: URL, array: URL, bytes: Int) throws -> Int {
    let lineHandle = try BenchFiles.create(lines)
    let arrayHandle = try BenchFiles.create(array)
    defer {
      try? lineHandle.close()
      try? arrayHandle.close()
    }
    try RemapEncoder().encodeLines(Events(bytes: bytes), to: lineHandle)
    var writer = JSONArrayWriter(to: arrayHandle)
    for event in Events(bytes: bytes) { try writer.append(event) }
    try writer.finish()
    return writer.count
  }

  /// The first events, about `bytes` of them, as one JSON array in memory.
  static func arrayDocument(bytes: Int) throws -> (bytes: [UInt8], records: Int) {
    var output: [UInt8] = []
    var writer = JSONArrayWriter { output += $0 }
    for event in Events(bytes: bytes) { try writer.append(event) }
    try writer.finish()
    return (output, writer.count)
  }

  /// Events until their encoded size passes `bytes`.
  private struct Events: Sequence, IteratorProtocol {
    let bytes: Int
    var random = SeededRandom(seed: 0xE7E7)
    var index = 0
    var written = 0

    init(bytes: Int) { self.bytes = bytes }

    mutating func next() -> StreamEvent? {
      guard written < bytes else { return nil }
      let event = EventGenerator.event(index, &random)
      index += 1
      // About the size of its JSON line, without encoding it twice.
      written +=
        130 + event.message.utf8.count + (event.user == nil ? 0 : 60) + 5 * event.tags.count
      return event
    }
  }
}
