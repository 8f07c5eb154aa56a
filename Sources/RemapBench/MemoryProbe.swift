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
      var cache: [Side: Double?] = [:]
      func megabytes(_ side: Side) throws -> Double? {
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
            corpus: name, operation: operation.name, remapMB: remap, foundationMB: foundation))
      }
    }
    return rows
  }

  /// Runs `probesPerSide` child processes probing `side` on `file`, and returns the median
  /// increase of the peak in megabytes (10^6 bytes); `nil` when the side is not available.
  private static func probe(_ side: Side, _ file: String) throws -> Double? {
    var increases: [Int] = []
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
      guard fields.count == 2, let before = Int(fields[0]), let after = Int(fields[1]) else {
        throw UsageError("memory probe \(side.rawValue) \(file) printed '\(text)'")
      }
      increases.append(after - before)
    }
    let median = increases.sorted()[increases.count / 2]
    return Double(median) * 1024 / 1_000_000
  }

  /// This executable, to run as the probe's child process.
  static var executableURL: URL {
    let path = CommandLine.arguments[0]
    if path.contains("/") { return URL(fileURLWithPath: path) }
    return Bundle.main.executableURL ?? URL(fileURLWithPath: "/proc/self/exe")
  }

  // MARK: - The child

  /// Runs one probe and prints `BEFORE AFTER`, the peak resident set size in kilobytes
  /// after loading the input and after one run of `side`; or `n/a` when Remap's side is not
  /// available yet.
  static func run(side name: String, file: String) throws {
    guard let side = Side(rawValue: name) else {
      throw UsageError("unknown memory probe side '\(name)'")
    }
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    let corpus = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    let before = peakResidentKilobytes()
    let after: Int
    switch side {
    case .foundationJSONObject:
      let value = try JSONSerialization.jsonObject(with: data)
      after = withExtendedLifetime(value) { peakResidentKilobytes() }
    case .remapJSON:
      let value = try JSON(parsing: data)
      after = withExtendedLifetime(value) { peakResidentKilobytes() }
    case .foundationDecode, .remapDecode, .remapDecodeStrict:
      guard let model = CorpusModels.model(forCorpus: corpus) else {
        throw UsageError("no model for corpus '\(corpus)'")
      }
      guard let peak = try decode(model, data, side) else {
        print("n/a")
        return
      }
      after = peak
    }
    print(before, after)
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
