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
import RemapBenchModels

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How much one parse or decode of a corpus raises a process's peak resident memory.
///
/// `remap-bench --peak-memory` (the parent) runs, for each corpus and side, fresh child
/// processes, `remap-bench --memory-probe SIDE FILE`, so that no side sees memory another one
/// left behind. The child loads the file, reads its peak resident set size, runs the side
/// once, keeps the result alive, reads the peak again, and prints both.
///
/// The peak is a high-water mark, not the current size: it never goes down. So the probe
/// subtracts the high-water mark *after loading the input*, and what remains is how far the
/// parse or decode (its scratch memory and its result together) pushed the peak above
/// everything the process had touched before it: the runtime, Foundation, and the input.
///
/// Each probe measures twice. The *cold* figure is the first run in the process: it also
/// pays one-time costs that are not the parse's or decode's memory, such as faulting in the
/// code it runs and the Swift runtime's protocol conformance scans, which grow with
/// unrelated code in the binary. The *warm* figure is a second run after the first one's
/// result is gone, its heap given back (`malloc_trim`) and the high-water mark reset
/// (`/proc/self/clear_refs`), so it counts only the memory that run needs; the table shows it
/// as `OPERATION warm`. Linux only.
///
/// On Linux the peak is read from `VmHWM` in `/proc/self/status`, not from `getrusage`'s
/// `ru_maxrss`. Both are the same kind of high-water mark, in kilobytes, but `ru_maxrss`
/// survives `execve` (getrusage(2)): a child that `Process` spawns starts with its parent's
/// peak, which on these corpora hid all of a twitter parse (1.5 MB) and most of a twitter
/// decode. `VmHWM` belongs to the address space, which `execve` replaces, so it starts at
/// zero in the child. Elsewhere `ru_maxrss` is used.
enum MemoryProbe {
  /// What a probe runs once.
  enum Side: String, CaseIterable {
    /// `JSONSerialization.jsonObject(with:)`.
    case foundationJSONObject = "foundation-jsonobject"
    /// `JSON(parsing:)`.
    case remapJSON = "remap-json"
    /// `JSONDecoder().decode(Model.self, from:)`.
    case foundationDecode = "foundation-decode"
    /// `remapDecode(Model.self, _:)`: `RemapDecoder()`.
    case remapDecode = "remap-decode"
    /// `remapDecodeStrict(Model.self, _:)`: `RemapDecoder.strict`.
    case remapDecodeStrict = "remap-decode-strict"
  }

  /// How many probes run per side; the table shows their median.
  static let probesPerSide = 3

  // MARK: - The parent

  /// Runs the probes for every corpus in `options.corpora` that `options.filter` keeps, and
  /// returns a row per corpus and operation: parse (`remap-json` beside
  /// `foundation-jsonobject`), and for corpora with a model decode (`remap-decode` beside
  /// `foundation-decode`) and decode-strict (`remap-decode-strict` beside the same).
  static func peakMemoryRows(_ options: Options) throws -> [PeakMemoryRow] {
    let folder = URL(fileURLWithPath: options.corpora)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    guard !files.isEmpty else { throw UsageError("no .json files in \(folder.path)") }
    let operations: [(name: String, remap: Side, foundation: Side, needsModel: Bool)] = [
      ("parse", .remapJSON, .foundationJSONObject, false),
      ("decode", .remapDecode, .foundationDecode, true),
      ("decode-strict", .remapDecodeStrict, .foundationDecode, true),
    ]
    var rows: [PeakMemoryRow] = []
    for file in files {
      let path = folder.appendingPathComponent(file).path
      let name = String(file.dropLast(".json".count))
      var cache: [Side: Increase?] = [:]
      func megabytes(_ side: Side) throws -> Increase? {
        if let known = cache[side] { return known }
        let figure = try probe(side, path)
        cache[side] = figure
        return figure
      }
      for operation in operations {
        guard options.filter.map({ "\(name) \(operation.name)".contains($0) }) ?? true,
          !operation.needsModel || CorpusModels.model(forCorpus: name) != nil
        else { continue }
        let remap = try megabytes(operation.remap)
        let foundation = options.remapOnly ? nil : try megabytes(operation.foundation)
        rows.append(
          PeakMemoryRow(
            corpus: name, operation: operation.name, remapMB: remap?.cold,
            foundationMB: foundation?.cold))
        if let remapWarm = remap?.warm {
          rows.append(
            PeakMemoryRow(
              corpus: name, operation: operation.name + " warm", remapMB: remapWarm,
              foundationMB: foundation?.warm))
        }
      }
    }
    return rows
  }

  /// How much one probe raised the peak, in megabytes (10^6 bytes): on the first run, and on
  /// a second run after resetting the peak (`nil` where the peak cannot be reset).
  struct Increase {
    var cold: Double
    var warm: Double?
  }

  /// Runs `probesPerSide` child processes probing `side` on `file`, and returns the median
  /// increases of the peak; `nil` when the side is not available.
  private static func probe(_ side: Side, _ file: String) throws -> Increase? {
    var increases: [Int] = []
    var warmIncreases: [Int] = []
    for _ in 0..<probesPerSide {
      let process = Process()
      process.executableURL = executableURL
      process.arguments = ["--memory-probe", side.rawValue, file]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let text = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw UsageError("memory probe \(side.rawValue) \(file) failed")
      }
      let fields = text.split(whereSeparator: \.isWhitespace)
      if fields == ["n/a"] { return nil }
      guard fields.count == 4, let before = Int(fields[0]), let after = Int(fields[1]) else {
        throw UsageError("memory probe \(side.rawValue) \(file) printed '\(text)'")
      }
      increases.append(after - before)
      if let warmBefore = Int(fields[2]), let warmAfter = Int(fields[3]) {
        warmIncreases.append(warmAfter - warmBefore)
      }
    }
    func megabytes(_ kilobytes: [Int]) -> Double {
      Double(kilobytes.sorted()[kilobytes.count / 2]) * 1024 / 1_000_000
    }
    return Increase(
      cold: megabytes(increases),
      warm: warmIncreases.count == increases.count ? megabytes(warmIncreases) : nil)
  }

  /// This executable, to run as the probe's child process.
  static var executableURL: URL {
    let path = CommandLine.arguments[0]
    if path.contains("/") { return URL(fileURLWithPath: path) }
    return Bundle.main.executableURL ?? URL(fileURLWithPath: "/proc/self/exe")
  }

  // MARK: - The child

  /// Runs one probe and prints `BEFORE AFTER WARM-BEFORE WARM-AFTER`: the peak resident set
  /// size in kilobytes after loading the input and after one run of `side`, then again around
  /// a second run after the peak was reset (`- -` where it cannot be); or `n/a` when Remap's
  /// side is not available yet.
  static func run(side name: String, file: String) throws {
    guard let side = Side(rawValue: name) else {
      throw UsageError("unknown memory probe side '\(name)'")
    }
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    let corpus = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    func runOnce() throws -> Int? {
      switch side {
      case .foundationJSONObject:
        let value = try JSONSerialization.jsonObject(with: data)
        return withExtendedLifetime(value) { peakResidentKilobytes() }
      case .remapJSON:
        let value = try JSON(parsing: data)
        return withExtendedLifetime(value) { peakResidentKilobytes() }
      case .foundationDecode, .remapDecode, .remapDecodeStrict:
        guard let model = CorpusModels.model(forCorpus: corpus) else {
          throw UsageError("no model for corpus '\(corpus)'")
        }
        return try decode(model, data, side)
      }
    }
    let before = peakResidentKilobytes()
    guard let after = try runOnce() else {
      print("n/a")
      return
    }
    guard resetPeak() else {
      print(before, after, "-", "-")
      return
    }
    let warmBefore = peakResidentKilobytes()
    let warmAfter = try runOnce() ?? warmBefore
    print(before, after, warmBefore, warmAfter)
  }

  /// Resets the peak resident set size to the current size, where the system allows it
  /// (Linux: writing 5 to `/proc/self/clear_refs`).
  private static func resetPeak() -> Bool {
    #if os(Linux)
      // Give the freed heap of the first run back to the system first, so that the second
      // run has to touch its own pages again.
      _ = glibcMallocTrim(0)
      do {
        try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        return true
      } catch {
        return false
      }
    #else
      return false
    #endif
  }

  /// Decodes `data` as `Model` once on `side` and returns the peak resident set size with the
  /// value still alive; `nil` when Remap's side is not available yet.
  private static func decode<Model: CorpusModel>(
    _ model: Model.Type, _ data: Data, _ side: Side
  ) throws -> Int? {
    let value: Model?
    switch side {
    case .foundationDecode: value = try JSONDecoder().decode(Model.self, from: data)
    case .remapDecode: value = try ifAvailable { try remapDecode(Model.self, data) }
    case .remapDecodeStrict: value = try ifAvailable { try remapDecodeStrict(Model.self, data) }
    case .foundationJSONObject, .remapJSON: preconditionFailure("not a decode")
    }
    guard let value else { return nil }
    return withExtendedLifetime(value) { peakResidentKilobytes() }
  }

  /// The process's peak resident set size so far, in kilobytes: `VmHWM` on Linux (see the
  /// type's discussion for why not `ru_maxrss`), `ru_maxrss` elsewhere (kilobytes on Linux,
  /// bytes on Apple platforms).
  static func peakResidentKilobytes() -> Int {
    #if os(Linux)
      if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let figure = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst()
          .first, let kilobytes = Int(figure)
      {
        return kilobytes
      }
    #endif
    var usage = rusage()
    #if canImport(Glibc)
      let who = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
      let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return 0 }
    #if canImport(Darwin)
      return Int(usage.ru_maxrss) / 1024
    #else
      return Int(usage.ru_maxrss)
    #endif
  }
}

#if os(Linux)
  /// glibc's `malloc_trim`, which the Glibc module does not export.
  @_silgen_name("malloc_trim")
  private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
