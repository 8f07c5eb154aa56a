//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import RemapFuzzChecks
import Testing

/// Replays every input the fuzzers ever found (Tests/Fixtures/fuzz-regressions/TARGET/)
/// through the same checks the fuzzers run (Tests/RemapFuzzChecks).
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  /// Tests/Fixtures/fuzz-regressions, found from this file so that it works from any clone.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Reliability
    .deletingLastPathComponent()  // RemapCoreTests
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Fixtures/fuzz-regressions")

  /// Every kept input, as (target, file name).
  static var inputs: [Input] {
    let manager = FileManager.default
    let folders = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    return folders.sorted().flatMap { target in
      let files =
        (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(target).path))
        ?? []
      return files.filter { !$0.hasPrefix(".") }.sorted().map { Input(target: target, file: $0) }
    }
  }

  struct Input: Sendable, CustomTestStringConvertible {
    var target: String
    var file: String
    var testDescription: String { "\(target)/\(file)" }
  }

  @Test("the regression folder exists and names only real targets")
  func folderIsWellFormed() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { !$0.hasPrefix(".") && $0 != "README.md" }
    #expect(!Self.inputs.isEmpty)
    for name in names {
      #expect(FuzzTargets.named(name) != nil, "no fuzz target named \(name)")
    }
  }

  @Test("every kept input passes its target's checks", arguments: inputs)
  func replay(_ input: Input) throws {
    let target = try #require(FuzzTargets.named(input.target))
    let bytes = try [UInt8](
      Data(
        contentsOf: Self.folder.appendingPathComponent(input.target)
          .appendingPathComponent(input.file)))
    #expect(target.run(bytes) == [])
  }

  static var targetNames: [String] {
    FuzzTargets.all.map { target in target.name }
  }

  @Test("every target passes its checks on JSONTestSuite's documents", arguments: targetNames)
  func seeds(_ name: String) throws {
    let target = try #require(FuzzTargets.named(name))
    for file in Fixtures.jsonTestSuiteFiles(prefix: "") {
      let bytes = try [UInt8](Fixtures.jsonTestSuiteData(file))
      #expect(target.run(bytes) == [], "\(file)")
    }
  }
}
