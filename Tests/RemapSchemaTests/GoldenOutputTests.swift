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

/// The Swift models and schemas written for the realistic payloads under Fixtures/, compared
/// with the reviewed outputs beside them (`expected-*`).
///
/// After a deliberate change, `REMAP_RECORD_GOLDEN=1 swift test --filter GoldenOutputTests`
/// rewrites the expected files in the source tree; review the diff before committing.
@Suite("Golden outputs")
struct GoldenOutputTests {
  static let sourceFixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  @Test(arguments: Fixture.all)
  func codableModels(_ fixture: Fixture) throws {
    let source = SwiftModelWriter(options: fixture.swiftOptions(.codable))
      .source(for: try fixture.inference())
    try compare(source, with: "expected-codable.swift.txt", of: fixture)
  }

  @Test(arguments: Fixture.all)
  func mappableModels(_ fixture: Fixture) throws {
    let source = SwiftModelWriter(options: fixture.swiftOptions(.mappable))
      .source(for: try fixture.inference())
    try compare(source, with: "expected-mappable.swift.txt", of: fixture)
  }

  @Test(arguments: Fixture.all)
  func schemas(_ fixture: Fixture) throws {
    let writer = JSONSchemaWriter(options: .init(title: fixture.rootName, infersEnums: true))
    let schema = writer.schema(for: try fixture.inference())
    try compare(
      schema.serialized(options: [.prettyPrinted, .withoutEscapingSlashes]) + "\n",
      with: "expected-schema.json",
      of: fixture)
  }

  private func compare(_ output: String, with file: String, of fixture: Fixture) throws {
    if ProcessInfo.processInfo.environment["REMAP_RECORD_GOLDEN"] == "1" {
      let url = Self.sourceFixtures.appendingPathComponent("\(fixture.name)/\(file)")
      try output.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(
      contentsOf: fixture.directory.appendingPathComponent(file), encoding: .utf8)
    #expect(output == expected)
  }
}
