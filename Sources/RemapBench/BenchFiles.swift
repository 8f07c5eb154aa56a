//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// The generated input files of the streaming and rewriting rows, and the child processes that
/// measure their peak memory.
///
/// The files are written at run time into a temporary folder (never committed), the same bytes
/// on every run for one seed, and deleted at the end.
enum BenchFiles {
  /// Creates a temporary folder named after `name` and this process; the caller removes it.
  static func temporaryFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("remap-bench-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Creates (or empties) the file at `url` and opens it for writing.
  static func create(_ url: URL) throws -> FileHandle {
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw UsageError("cannot create \(url.path)")
    }
    return try FileHandle(forWritingTo: url)
  }

  /// Writes `record(index, &random)` lines to `url`, each followed by a newline, until the
  /// file holds at least `bytes` bytes.
  static func writeLines(
    to url: URL, bytes: Int, seed: UInt64,
    record: (_ index: Int, _ random: inout SeededRandom) -> String
  ) throws {
    let handle = try create(url)
    defer { try? handle.close() }
    var random = SeededRandom(seed: seed)
    var written = 0
    var batch = ""
    var index = 0
    while written < bytes {
      let line = record(index, &random)
      batch += line
      batch += "\n"
      written += line.utf8.count + 1
      index += 1
      // Written a megabyte at a time: neither a write per line nor the whole file in memory.
      if batch.utf8.count > 1 << 20 {
        handle.write(Data(batch.utf8))
        batch = ""
      }
    }
    handle.write(Data(batch.utf8))
  }

  /// The size of the file at `url`, in bytes.
  static func size(of url: URL) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
  }

  /// Runs this executable with `arguments` in a child process that prints its peak resident
  /// set size in kilobytes, and returns that peak in megabytes (10^6 bytes).
  static func childPeakMegabytes(_ arguments: [String]) throws -> Double {
    let process = Process()
    process.executableURL = MemoryProbe.executableURL
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let kilobytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      throw UsageError("\(arguments.joined(separator: " ")) failed: '\(text)'")
    }
    return Double(kilobytes) * 1024 / 1_000_000
  }
}
