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

// remap-bench: Remap beside Foundation, in the same run, on a folder of JSON corpora.
//
//     swift run -c release remap-bench [--corpora DIR] [--json] [--filter TEXT]
//                                      [--min-runs N] [--min-seconds S] [--remap-only]

struct Options {
  var corpora = "../shared/corpora"
  var json = false
  var filter: String?
  var minimumRuns = 20
  var minimumSeconds = 1.0
  /// Skip Foundation's side, for profiling Remap alone under callgrind or perf.
  var remapOnly = false

  init(arguments: [String]) throws {
    var arguments = arguments[...]
    func value(for flag: String) throws -> String {
      guard let value = arguments.popFirst() else { throw UsageError("\(flag) needs a value") }
      return value
    }
    while let argument = arguments.popFirst() {
      switch argument {
      case "--corpora": corpora = try value(for: argument)
      case "--json": json = true
      case "--remap-only": remapOnly = true
      case "--filter": filter = try value(for: argument)
      case "--min-runs":
        guard let runs = Int(try value(for: argument)), runs > 0 else {
          throw UsageError("--min-runs needs a positive integer")
        }
        minimumRuns = runs
      case "--min-seconds":
        guard let seconds = Double(try value(for: argument)), seconds >= 0 else {
          throw UsageError("--min-seconds needs a non-negative number")
        }
        minimumSeconds = seconds
      case "--help", "-h":
        print(
          """
          usage: remap-bench [--corpora DIR] [--json] [--filter TEXT] [--min-runs N] [--min-seconds S]
                     [--remap-only]

          Measures Remap beside Foundation on each .json file in DIR (default ../shared/corpora),
          printing the median throughput of each and their ratio. Build with -c release.
          """)
        exit(0)
      default: throw UsageError("unknown argument '\(argument)'")
      }
    }
  }
}

struct UsageError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

func benchmark(_ options: Options) throws -> [Row] {
  let folder = URL(fileURLWithPath: options.corpora)
  let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    .filter { $0.hasSuffix(".json") }.sorted()
  guard !files.isEmpty else { throw UsageError("no .json files in \(folder.path)") }
  var rows: [Row] = []

  func compare(
    remap: @escaping () throws -> Int, foundation: @escaping () throws -> Int
  ) throws -> (remap: Measurement?, foundation: Measurement?) {
    try Measurement.compare(
      minimumRuns: options.minimumRuns, minimumSeconds: options.minimumSeconds,
      remap: remap, foundation: options.remapOnly ? nil : foundation)
  }

  for file in files {
    let data = try Data(contentsOf: folder.appendingPathComponent(file))
    let name = file.replacingOccurrences(of: ".json", with: "")
    func wanted(_ operation: String) -> Bool {
      guard let filter = options.filter else { return true }
      return "\(name) \(operation)".contains(filter)
    }

    let json = try JSON(parsing: data)
    let object = options.remapOnly ? [:] : try JSONSerialization.jsonObject(with: data)

    if wanted("parse") {
      let (remap, foundation) = try compare(
        remap: {
          let value = try JSON(parsing: data)
          return value.array?.count ?? value.object?.count ?? 0
        },
        foundation: {
          let value = try JSONSerialization.jsonObject(with: data)
          return (value as? [Any])?.count ?? (value as? [String: Any])?.count ?? 0
        })
      rows.append(
        Row(
          corpus: name, operation: "parse", bytes: data.count, remap: remap,
          foundation: foundation))
    }
    if wanted("write") {
      let (remap, foundation) = try compare(
        remap: { json.serializedBytes().count },
        foundation: { try JSONSerialization.data(withJSONObject: object).count })
      rows.append(
        Row(
          corpus: name, operation: "write", bytes: data.count, remap: remap,
          foundation: foundation))
    }
  }
  return rows
}

do {
  let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
  #if DEBUG
    if !options.json {
      print("warning: this is a debug build; use `swift run -c release remap-bench`\n")
    }
  #endif
  let rows = try benchmark(options)
  if options.json {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try encoder.encode(rows), as: UTF8.self))
  } else {
    printTable(rows)
  }
} catch {
  FileHandle.standardError.write(Data("remap-bench: \(error)\n".utf8))
  exit(1)
}
