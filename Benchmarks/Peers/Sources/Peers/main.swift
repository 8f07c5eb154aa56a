//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// `swift run -c release Peers DIR [RUNS]`: Remap beside Foundation, IkigaJSON and
// swift-extras-json on every DIR/*.json (parse), and on the pages in DIR/gen-api-batch
// (decode into `[APIEvent]`). See README.md for making DIR.

import ExtrasJSON
import Foundation
import IkigaJSON
import Remap

/// Reads nothing: decoding it costs Remap's scan of the whole document (validation and the
/// tape) and no model building, the counterpart of IkigaJSON's index.
struct Nothing: Decodable {
  init(from decoder: any Decoder) throws {}
}

/// One library's way of doing a row's work, returning a count so that nothing is optimized
/// away.
struct Contender {
  var name: String
  var run: () throws -> Int
}

/// The CPU time of the calling thread, in seconds: time spent waiting for a core on a busy
/// machine is left out.
func threadCPUTime() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// The median time of `runs` runs, after one run to warm up.
func medianTime(runs: Int, _ body: () throws -> Int) throws -> Double {
  var sink = try body()
  var times: [Double] = []
  for _ in 0..<runs {
    let start = threadCPUTime()
    sink &+= try body()
    times.append(threadCPUTime() - start)
  }
  withExtendedLifetime(sink) {}
  return times.sorted()[runs / 2]
}

/// Times each contender in turn and prints their MB/s and their ratio to the first.
func printRow(_ title: String, bytes: Int, runs: Int, _ contenders: [Contender]) throws {
  let times = try contenders.map { try medianTime(runs: runs, $0.run) }
  var line = title.padding(toLength: 22, withPad: " ", startingAt: 0)
  for (contender, time) in zip(contenders, times) {
    let speed = String(format: "%.1f", Double(bytes) / time / 1e6)
    let ratio = String(format: "%.2f", times[0] / time)
    line += " | \(contender.name) \(speed) MB/s \(ratio)x"
  }
  print(line)
}

let arguments = CommandLine.arguments.dropFirst()
guard let folderPath = arguments.first else {
  print("usage: Peers DIR [RUNS]   (DIR: the corpora, and gen-api-batch/ with its pages)")
  exit(2)
}
let folder = URL(fileURLWithPath: folderPath)
let runs = arguments.dropFirst().first.flatMap { Int($0) } ?? 21
print("MB/s per CPU second, medians of \(runs) runs; the ratio is to Foundation's.\n")

for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
where file.hasSuffix(".json") {
  let data = try Data(contentsOf: folder.appendingPathComponent(file))
  let bytes = [UInt8](data)
  let isArray = data.first { $0 > 0x20 } == UInt8(ascii: "[")
  try printRow(
    "\(file.dropLast(5)) parse", bytes: data.count, runs: runs,
    [
      Contender(name: "Foundation") {
        let value = try JSONSerialization.jsonObject(with: data)
        return (value as? [Any])?.count ?? (value as? [String: Any])?.count ?? 0
      },
      Contender(name: "Remap") {
        let value = try JSON(parsing: data)
        return value.array?.count ?? value.object?.count ?? 0
      },
      Contender(name: "Remap scan only") {
        _ = try RemapDecoder().decode(Nothing.self, from: data)
        return 1
      },
      Contender(name: "swift-extras-json") {
        switch try JSONParser().parse(bytes: bytes) {
        case .array(let elements): return elements.count
        case .object(let members): return members.count
        default: return 0
        }
      },
      // IkigaJSON indexes the document and reads values when asked: a scan, not a tree.
      Contender(name: "IkigaJSON index") {
        isArray ? try JSONArray(data: data).count : try JSONObject(data: data).keys.count
      },
    ])
}

let pagesFolder = folder.appendingPathComponent("gen-api-batch")
if let names = try? FileManager.default.contentsOfDirectory(atPath: pagesFolder.path).sorted() {
  let pages = try names.map { try Data(contentsOf: pagesFolder.appendingPathComponent($0)) }
  let pageBytes = pages.map { [UInt8]($0) }
  let foundation = JSONDecoder()
  let remap = RemapDecoder()
  let extras = XJSONDecoder()
  let ikiga = IkigaJSONDecoder()
  // Every decoder must give JSONDecoder's value before any is timed.
  for (page, bytes) in zip(pages, pageBytes) {
    let expected = try foundation.decode([APIEvent].self, from: page)
    guard try remap.decode([APIEvent].self, from: page) == expected,
      try extras.decode([APIEvent].self, from: bytes) == expected,
      try ikiga.decode([APIEvent].self, from: page) == expected
    else {
      print("error: a decoder disagrees with JSONDecoder on a page")
      exit(1)
    }
  }
  try printRow(
    "gen-api-batch decode", bytes: pages.reduce(0) { $0 + $1.count }, runs: runs,
    [
      Contender(name: "Foundation") {
        try pages.reduce(0) { try $0 + foundation.decode([APIEvent].self, from: $1).count }
      },
      Contender(name: "Remap") {
        try pages.reduce(0) { try $0 + remap.decode([APIEvent].self, from: $1).count }
      },
      Contender(name: "swift-extras-json") {
        try pageBytes.reduce(0) { try $0 + extras.decode([APIEvent].self, from: $1).count }
      },
      Contender(name: "IkigaJSON") {
        try pages.reduce(0) { try $0 + ikiga.decode([APIEvent].self, from: $1).count }
      },
    ])
}
