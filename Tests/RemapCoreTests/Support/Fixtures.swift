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
import Testing

/// The test resources copied into the test bundle (`Tests/RemapCoreTests/Fixtures`).
enum Fixtures {
  /// The folder holding the JSONTestSuite parsing cases.
  static let jsonTestSuite: URL = Bundle.module.resourceURL!
    .appendingPathComponent("Fixtures")
    .appendingPathComponent("JSONTestSuite")

  /// The names of the JSONTestSuite files whose name starts with `prefix` (`y_`, `n_`, `i_`),
  /// sorted.
  static func jsonTestSuiteFiles(prefix: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: jsonTestSuite.path)) ?? []
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
  }

  /// The bytes of one JSONTestSuite file.
  static func jsonTestSuiteData(_ name: String) throws -> Data {
    try Data(contentsOf: jsonTestSuite.appendingPathComponent(name))
  }
}

/// Parses `text` and returns the error it throws, or records an issue and returns `nil` when
/// it parses.
func parseError(
  _ text: String, options: JSONReadingOptions = .strict,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> RemapError? {
  parseError(Array(text.utf8), options: options, sourceLocation: sourceLocation)
}

/// Parses `bytes` and returns the error it throws, or records an issue and returns `nil` when
/// they parse.
func parseError(
  _ bytes: [UInt8], options: JSONReadingOptions = .strict,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> RemapError? {
  do {
    let value = try JSON(parsing: bytes, options: options)
    Issue.record(
      "expected a parse error, got \(value.serialized())", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}
