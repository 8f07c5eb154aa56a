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

// The rows of the generated JSON corpora (GeneratedCorpus.swift):
//   gen-floats, gen-mixed, gen-strings   parse and scan, as for the corpus files
//   gen-api-batch parse    every page in turn: JSON(parsing:) vs JSONSerialization
//   gen-api-batch scan     every page in turn: the scan alone vs JSONSerialization
//   gen-api-batch decode   every page in turn into [APIEvent]: RemapDecoder through Codable
//                          vs JSONDecoder
// A batch row's size is the pages' total, so its MB/s compare with a single document's.

/// The rows of the generated corpora whose names the filter keeps.
func generatedRows(_ options: Options, wanted: (String, String) -> Bool) throws -> [Row] {
  var rows: [Row] = []
  for (name, make) in GeneratedCorpus.documents
  where wanted(name, "parse") || wanted(name, "scan") {
    rows += try treeRows(corpus: name, data: make(), options: options) { wanted(name, $0) }
  }
  let name = GeneratedCorpus.batchName
  guard wanted(name, "parse") || wanted(name, "scan") || wanted(name, "decode") else {
    return rows
  }
  let pages = GeneratedCorpus.apiBatch()
  let bytes = pages.reduce(0) { $0 + $1.count }
  func row(
    _ operation: String, remap: @escaping () throws -> Int, foundation: @escaping () throws -> Int
  )
    throws
  {
    guard wanted(name, operation) else { return }
    let (remapTime, foundationTime) = try Measurement.compare(
      minimumRuns: options.minimumRuns, minimumSeconds: options.minimumSeconds,
      remap: remap, foundation: options.remapOnly ? nil : foundation)
    rows.append(
      Row(
        corpus: name, operation: operation, bytes: bytes, remap: remapTime,
        foundation: foundationTime))
  }
  try row(
    "parse", remap: { try pages.reduce(0) { try $0 + (JSON(parsing: $1).array?.count ?? 0) } },
    foundation: {
      try pages.reduce(0) {
        try $0 + ((JSONSerialization.jsonObject(with: $1) as? [Any])?.count ?? 0)
      }
    })
  try row(
    "scan", remap: { try pages.reduce(0) { try $0 + remapScan($1) } },
    foundation: {
      try pages.reduce(0) {
        try $0 + ((JSONSerialization.jsonObject(with: $1) as? [Any])?.count ?? 0)
      }
    })
  let foundationDecoder = JSONDecoder()
  if wanted(name, "decode"), !options.remapOnly {
    for page in pages
    where try remapDecode([APIEvent].self, page)
      != foundationDecoder.decode([APIEvent].self, from: page)
    {
      FileHandle.standardError.write(
        Data("remap-bench: warning: \(name) decode: RemapDecoder's value differs\n".utf8))
      break
    }
  }
  try row(
    "decode", remap: { try pages.reduce(0) { try $0 + remapDecode([APIEvent].self, $1).count } },
    foundation: {
      try pages.reduce(0) { try $0 + foundationDecoder.decode([APIEvent].self, from: $1).count }
    })
  return rows
}

/// The parse and scan rows of one JSON document: Remap's tree, and its tape alone, each beside
/// `JSONSerialization` building its tree, so that the scan's MB/s reads against the parse's.
func treeRows(
  corpus name: String, data: Data, options: Options, wanted: (String) -> Bool
) throws -> [Row] {
  var rows: [Row] = []
  func row(_ operation: String, remap: @escaping () throws -> Int) throws {
    guard wanted(operation) else { return }
    let (remapTime, foundationTime) = try Measurement.compare(
      minimumRuns: options.minimumRuns, minimumSeconds: options.minimumSeconds, remap: remap,
      foundation: options.remapOnly
        ? nil
        : {
          let value = try JSONSerialization.jsonObject(with: data)
          return (value as? [Any])?.count ?? (value as? [String: Any])?.count ?? 0
        })
    rows.append(
      Row(
        corpus: name, operation: operation, bytes: data.count, remap: remapTime,
        foundation: foundationTime))
  }
  try row("parse") {
    let value = try JSON(parsing: data)
    return value.array?.count ?? value.object?.count ?? 0
  }
  try row("scan") { try remapScan(data) }
  return rows
}
