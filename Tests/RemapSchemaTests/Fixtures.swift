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
import RemapSchema
import Testing

/// The sample payloads shipped under Fixtures/, with the names their models get.
struct Fixture: Sendable, CustomTestStringConvertible {
  enum Format: Sendable { case json, lines, xml }

  /// The fixture's folder, and the module name in the compiled check.
  var name: String
  var module: String
  var rootName: String
  var format: Format
  var files: [String]

  var testDescription: String { name }

  static let all: [Fixture] = [
    Fixture(
      name: "rest-page", module: "RESTPage", rootName: "Page", format: .json,
      files: ["page-1.json", "page-2.json"]),
    Fixture(
      name: "github-events", module: "GitHubEvents", rootName: "Events", format: .json,
      files: ["events.json"]),
    Fixture(
      name: "rss-feed", module: "RSSFeed", rootName: "Feed", format: .xml,
      files: ["feed.rss"]),
    Fixture(
      name: "ndjson-log", module: "NDJSONLog", rootName: "LogEntry", format: .lines,
      files: ["app.ndjson"]),
  ]

  /// The Fixtures folder in the test bundle's resources.
  static let directory: URL = {
    guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
      fatalError("the Fixtures resource is missing from the test bundle")
    }
    return url
  }()

  var directory: URL { Self.directory.appendingPathComponent(name) }

  /// Every sample: each file, or each non-blank line of an NDJSON file, parsed.
  func samples() throws -> [JSON] {
    try files.flatMap { file -> [JSON] in
      let data = try Data(contentsOf: directory.appendingPathComponent(file))
      switch format {
      case .json: return [try JSON(parsing: data)]
      case .xml: return [try JSON(parsingXML: data)]
      case .lines:
        return try data.split(separator: UInt8(ascii: "\n"))
          .filter { !$0.allSatisfy { $0 == 0x20 || $0 == 0x0D } }
          .map { try JSON(parsing: Data($0)) }
      }
    }
  }

  /// The inference over every sample.
  func inference() throws -> SchemaInference {
    var inference = SchemaInference()
    inference.add(contentsOf: try samples())
    return inference
  }

  /// The options the golden files and the compiled check use.
  func swiftOptions(_ style: SwiftModelWriter.Style) -> SwiftModelWriter.Options {
    SwiftModelWriter.Options(
      rootName: rootName, style: style, accessLevel: .public, infersEnums: true,
      coercesNumericText: style == .mappable)
  }
}
