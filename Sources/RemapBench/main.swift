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

// remap-bench: Remap beside Foundation, in the same run, on a folder of JSON corpora.
//
//     swift run -c release remap-bench [--corpora DIR] [--json] [--filter TEXT]
//                                      [--min-runs N] [--min-seconds S] [--remap-only]
//                                      [--peak-memory] [--rewrite] [--cpu-time]
//                                      [--runs-per-turn N] [--flush-caches]
//
// Rows, for each corpus file:
//   parse          JSON(parsing:) vs JSONSerialization.jsonObject(with:)
//   scan           RemapDecoder's scan alone (the tape, no tree) vs JSONSerialization, so its
//                  MB/s reads beside the parse row's (until issue 19 it was against
//                  JSONDecoder, for the corpora with a model)
//   write          JSON.serializedBytes() vs JSONSerialization.data(withJSONObject:)
//   decode         RemapDecoder() through Codable vs JSONDecoder, into the corpus's model
//                  (Models/)
//   decode-mappable  RemapDecoder() through the model's Mappable fast path vs JSONDecoder
//   decode-strict  RemapDecoder.strict through Codable vs JSONDecoder
//   encode         RemapEncoder() through Codable vs JSONEncoder, encoding the decoded model
//   encode-mappable  RemapEncoder() through the Mappable fast path vs JSONEncoder
//   transform-decode  decode with one unused transform registered (TransformRows.swift)
//   json-property-decode  twitter only: statuses whose user is a JSON value
//                  (JSONPropertyRows.swift)
// The decode and encode rows run for the corpora that have a model (twitter, citm_catalog,
// canada). Remap's side of them is in RemapSide.swift; it prints "n/a" until the API lands.
// Generated corpora follow the files' rows (GeneratedRows.swift: gen-floats, gen-mixed,
// gen-strings, gen-api-batch), and with --xml the XML rows (XMLRows.swift).

struct Options {
  var corpora = "../shared/corpora"
  var json = false
  var filter: String?
  var minimumRuns = 20
  var minimumSeconds = 1.0
  /// Skip Foundation's side, for profiling Remap alone under callgrind or perf.
  var remapOnly = false
  /// Measure the peak memory of one parse and one decode of each corpus, instead of speed.
  var peakMemory = false
  /// Hidden: run one memory probe (`--memory-probe SIDE FILE`) and print its figures; the
  /// `--peak-memory` parent runs these in child processes.
  var memoryProbe: (side: String, file: String)?
  /// The rewrite row instead of the corpora's (RewriteRows.swift); its rules, the generated
  /// file's size, and the hidden child probe.
  var rewrite = false
  var rewriteRules = "Examples/places/rules.json"
  var rewriteMegabytes = 100
  var rewriteProbe: String?
  /// The size of the file the transform rows rewrite (RewriteTransformRows.swift).
  var rewriteTransformMegabytes = 20
  /// The streaming rows (StreamRows.swift): the generated files' size, and the hidden child
  /// probe (`--stream-probe FORM FILE`).
  var stream = false
  var streamMegabytes = 100
  var streamProbe: (form: String, file: String)?
  /// Hidden: write the stream rows' files into a folder and keep them
  /// (`--stream-generate MB DIR`), for profiling `--stream-probe` under callgrind.
  var streamGenerate: (megabytes: Int, folder: String)?
  /// Run the XML rows (XMLRows.swift) too; they also run when the filter contains "xml".
  var xml = false
  /// Write the generated corpora into a folder and stop (`--write-generated DIR`), so that
  /// other parsers can be measured on the same bytes.
  var writeGenerated: String?

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
      case "--cpu-time": Measurement.usesCPUTime = true
      case "--runs-per-turn":
        guard let runs = Int(try value(for: argument)), runs > 0 else {
          throw UsageError("--runs-per-turn needs a positive integer")
        }
        Measurement.runsPerTurn = runs
      case "--flush-caches": Measurement.flushesCaches = true
      case "--peak-memory": peakMemory = true
      case "--xml": xml = true
      case "--memory-probe":
        memoryProbe = (try value(for: argument), try value(for: argument))
      case "--filter": filter = try value(for: argument)
      case "--rewrite": rewrite = true
      case "--stream": stream = true
      case "--stream-probe": streamProbe = (try value(for: argument), try value(for: argument))
      case "--stream-generate":
        guard let megabytes = Int(try value(for: argument)), megabytes > 0 else {
          throw UsageError("--stream-generate needs a positive integer and a folder")
        }
        streamGenerate = (megabytes, try value(for: argument))
      case "--stream-mb":
        guard let megabytes = Int(try value(for: argument)), megabytes > 0 else {
          throw UsageError("--stream-mb needs a positive integer")
        }
        streamMegabytes = megabytes
      case "--write-generated": writeGenerated = try value(for: argument)
      case "--rewrite-rules": rewriteRules = try value(for: argument)
      case "--rewrite-probe": rewriteProbe = try value(for: argument)
      case "--rewrite-mb":
        guard let megabytes = Int(try value(for: argument)), megabytes > 0 else {
          throw UsageError("--rewrite-mb needs a positive integer")
        }
        rewriteMegabytes = megabytes
      case "--rewrite-transforms-mb":
        guard let megabytes = Int(try value(for: argument)), megabytes > 0 else {
          throw UsageError("--rewrite-transforms-mb needs a positive integer")
        }
        rewriteTransformMegabytes = megabytes
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
                     [--remap-only] [--peak-memory] [--rewrite] [--stream] [--xml]
                     [--cpu-time] [--runs-per-turn N] [--flush-caches]

          Measures Remap beside Foundation on each .json file in DIR (default ../shared/corpora),
          printing the median throughput of each and their ratio. Build with -c release.

          Rows: parse, scan, write, and for corpora with a model (twitter, citm_catalog,
          canada) decode, decode-strict and encode (and for twitter json-property-decode,
          statuses whose user is a JSON value); then parse and scan of generated corpora
          (gen-floats, gen-mixed, gen-strings) and parse, scan and decode of a batch of
          10-100 KB API pages decoded one after another (gen-api-batch). --filter keeps the rows whose "CORPUS OPERATION"
          contains TEXT (e.g. "decode", "canada encode").

          --cpu-time times each run by the CPU time of the measuring thread instead of the
          wall clock: on a loaded machine, time spent waiting for a core is left out, so the
          ratios vary less (the MB/s are then per CPU second).

          --runs-per-turn N runs each side N times in a row before the other's turn (default
          1, one run each, turn about). A run right after the other side's works in the heap
          and caches that side left: Remap's parse of twitter runs ~30% slower after a
          JSONSerialization run than after its own. With N of 5 or more, most runs (and so
          the median) follow a run of the same side.

          --flush-caches sweeps a 64 MB buffer before every run of either side, so that both
          start with cold caches, as a parse does in an app between other work, and neither
          side's run follows the other's. The default (turn about), --runs-per-turn 5 (each
          side after itself) and --flush-caches (each side cold) are three ways of timing the
          same code; the Performance article gives all three.

          --peak-memory measures, instead of speed, how much one parse or decode of each
          corpus raises the peak resident memory, each in a fresh child process, Remap
          beside Foundation.

          --rewrite [--rewrite-mb N] [--rewrite-rules FILE] generates an NDJSON file of N MB
          (default 100) of places-like records and one of 2N MB in a temporary folder, and
          rewrites each record with FILE (default Examples/places/rules.json) through the
          streaming code of `remap rewrite --lines`: records/s, MB/s, and the peak memory of
          a child process at N and 2N MB, which stays flat. Then one row per rules-file
          transform: a one-rule rewrite of a generated NDJSON file of M MB (default 20,
          --rewrite-transforms-mb M) applying it, beside `jq -c` running the same rule (when
          jq is on PATH). With --filter TEXT, only the transform rows whose name contains TEXT
          (all of them for an empty TEXT).

          --stream [--stream-mb N] generates N MB (default 100) of log events as NDJSON and
          as one array in a temporary folder, decodes them into models one element at a time
          (RemapDecoder.lines and .elements) beside decoding a 50 MB part as one document, and
          gives the peak memory of a child streaming each file. The files are deleted after.

          --xml adds the XML rows (xml-feed parse, xml-records parse, xml-records decode) on
          corpora of 20 MB generated at the start; a filter containing "xml" selects them too.
          Built with --traits XMLCoder, it adds xml-records-8mb decode-xmlcoder: Remap beside
          XMLCoder (in the Foundation column) decoding the same models from an 8 MB corpus.

          --write-generated DIR writes the generated corpora into DIR instead (gen-floats.json,
          gen-mixed.json, gen-strings.json, and gen-api-batch/ with one file per page), so
          that other parsers can be measured on the same bytes.
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

    rows += try treeRows(corpus: name, data: data, options: options, wanted: wanted)
    if wanted("write") {
      let (remap, foundation) = try compare(
        remap: { json.serializedBytes().count },
        foundation: { try JSONSerialization.data(withJSONObject: object).count })
      rows.append(
        Row(
          corpus: name, operation: "write", bytes: data.count, remap: remap,
          foundation: foundation))
    }
    if let model = CorpusModels.model(forCorpus: name) {
      rows += try codableRows(model, corpus: name, data: data, options: options, wanted: wanted)
      rows += try transformRows(model, corpus: name, data: data, options: options, wanted: wanted)
    }
    rows += try jsonPropertyRows(corpus: name, data: data, options: options, wanted: wanted)
  }
  rows += try generatedRows(options) { corpus, operation in
    guard let filter = options.filter else { return true }
    return "\(corpus) \(operation)".contains(filter)
  }
  if options.xml || options.filter?.contains("xml") == true { rows += try xmlRows(options) }
  return rows
}

/// The decode, decode-strict and encode rows of one corpus, with its `Codable` model.
///
/// Remap's side of each row is a function in RemapSide.swift. Until Remap's API is there it
/// throws `NotYetAvailable`, and the row measures Foundation alone and shows "n/a" for Remap.
/// Before timing Remap's side, its result is checked against Foundation's (unless
/// `--remap-only`): the decoded value must equal JSONDecoder's, and the encoded bytes must
/// decode with JSONDecoder to the value encoded. A difference is reported on standard error.
func codableRows<Model: CorpusModel>(
  _ model: Model.Type, corpus name: String, data: Data, options: Options,
  wanted: (String) -> Bool
) throws -> [Row] {
  var rows: [Row] = []
  func row(
    _ operation: String, remap: (() throws -> Int)?, foundation: @escaping () throws -> Int
  ) throws {
    let (remap, foundation) = try Measurement.compare(
      minimumRuns: options.minimumRuns, minimumSeconds: options.minimumSeconds,
      remap: remap, foundation: options.remapOnly ? nil : foundation)
    rows.append(
      Row(
        corpus: name, operation: operation, bytes: data.count, remap: remap,
        foundation: foundation))
  }
  func check(_ agrees: Bool, _ operation: String, _ what: String) {
    guard !agrees else { return }
    FileHandle.standardError.write(
      Data("remap-bench: warning: \(name) \(operation): \(what)\n".utf8))
  }
  let foundationDecoder = JSONDecoder()
  let foundationEncoder = JSONEncoder()
  // Foundation's value is the reference for the checks, and what the encode rows encode.
  // Under --remap-only it comes from Remap's decoder when that is available.
  let reference: Model? =
    options.remapOnly ? nil : try foundationDecoder.decode(Model.self, from: data)

  if wanted("decode-mappable") {
    let value = try remapDecodeMappable(Model.self, data)
    if let reference {
      check(
        value == reference, "decode-mappable", "the fast path's value differs from JSONDecoder's")
    }
    try row(
      "decode-mappable", remap: { try remapDecodeMappable(Model.self, data).itemCount },
      foundation: { try foundationDecoder.decode(Model.self, from: data).itemCount })
  }
  if wanted("decode") {
    let value = try ifAvailable { try remapDecode(Model.self, data) }
    if let value, let reference {
      check(value == reference, "decode", "RemapDecoder's value differs from JSONDecoder's")
    }
    try row(
      "decode", remap: value.map { _ in { try remapDecode(Model.self, data).itemCount } },
      foundation: { try foundationDecoder.decode(Model.self, from: data).itemCount })
  }
  if wanted("decode-strict") {
    let value = try ifAvailable { try remapDecodeStrict(Model.self, data) }
    if let value, let reference {
      check(
        value == reference, "decode-strict",
        "RemapDecoder.strict's value differs from JSONDecoder's")
    }
    try row(
      "decode-strict",
      remap: value.map { _ in { try remapDecodeStrict(Model.self, data).itemCount } },
      foundation: { try foundationDecoder.decode(Model.self, from: data).itemCount })
  }
  if wanted("encode") {
    let model =
      try reference ?? ifAvailable { try remapDecode(Model.self, data) }
      ?? foundationDecoder.decode(Model.self, from: data)
    let bytes = try ifAvailable { try remapEncode(model) }
    if let bytes, reference != nil {
      let decoded = try? foundationDecoder.decode(Model.self, from: Data(bytes))
      check(
        decoded == model, "encode",
        "JSONDecoder does not read RemapEncoder's output back as the value encoded")
    }
    if reference != nil {  // the model itself must round-trip through Foundation
      let decoded = try? foundationDecoder.decode(
        Model.self, from: foundationEncoder.encode(model))
      check(
        decoded == model, "encode",
        "JSONDecoder does not read JSONEncoder's output back as the value encoded")
    }
    try row(
      "encode", remap: bytes.map { _ in { try remapEncode(model).count } },
      foundation: { try foundationEncoder.encode(model).count })
  }
  if wanted("encode-mappable") {
    let model =
      try reference ?? remapDecodeMappable(Model.self, data)
    let bytes = try remapEncodeMappable(model)
    if reference != nil {
      let decoded = try? foundationDecoder.decode(Model.self, from: Data(bytes))
      check(
        decoded == model, "encode-mappable",
        "JSONDecoder does not read the fast path's output back as the value encoded")
      check(
        bytes == (try? remapEncode(model)), "encode-mappable",
        "the fast path's output differs from the Codable path's")
    }
    try row(
      "encode-mappable", remap: { try remapEncodeMappable(model).count },
      foundation: { try foundationEncoder.encode(model).count })
  }
  return rows
}

/// Runs `body`, Remap's side of a row, once; `nil` when its API is not available yet.
func ifAvailable<T>(_ body: () throws -> T) throws -> T? {
  do {
    return try body()
  } catch is NotYetAvailable {
    return nil
  }
}

do {
  let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
  if let probe = options.memoryProbe {
    try MemoryProbe.run(side: probe.side, file: probe.file)
    exit(0)
  }
  if let file = options.rewriteProbe {
    try RewriteBench.runProbe(file: file, options: options)
    exit(0)
  }
  if let folder = options.writeGenerated {
    try GeneratedCorpus.write(into: URL(fileURLWithPath: folder))
    exit(0)
  }
  if let generate = options.streamGenerate {
    try StreamBench.generate(megabytes: generate.megabytes, into: generate.folder)
    exit(0)
  }
  if let probe = options.streamProbe {
    try StreamBench.runProbe(form: probe.form, file: probe.file)
    exit(0)
  }
  #if DEBUG
    if !options.json {
      print("warning: this is a debug build; use `swift run -c release remap-bench`\n")
    }
  #endif
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  if options.stream {
    let rows = try StreamBench.rows(options)
    if options.json {
      print(String(decoding: try encoder.encode(rows), as: UTF8.self))
    } else {
      printTable(rows)
    }
  } else if options.rewrite {
    // With a filter, only the transform rows it selects.
    let rows = options.filter == nil ? try RewriteBench.rows(options) : []
    let transformRows = try RewriteTransformBench.rows(options)
    if options.json {
      struct Rows: Encodable {
        var rewrite: [RewriteRow]
        var transforms: [RewriteTransformRow]
      }
      let all = Rows(rewrite: rows, transforms: transformRows)
      print(String(decoding: try encoder.encode(all), as: UTF8.self))
    } else {
      if !rows.isEmpty {
        printTable(rows)
        print("")
      }
      printTable(transformRows)
    }
  } else if options.peakMemory {
    let rows = try MemoryProbe.peakMemoryRows(options)
    if options.json {
      print(String(decoding: try encoder.encode(rows), as: UTF8.self))
    } else {
      printTable(rows)
    }
  } else {
    let rows = try benchmark(options)
    if options.json {
      print(String(decoding: try encoder.encode(rows), as: UTF8.self))
    } else {
      printTable(rows)
    }
  }
} catch {
  FileHandle.standardError.write(Data("remap-bench: \(error)\n".utf8))
  exit(1)
}
