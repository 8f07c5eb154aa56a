//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@testable import RemapCLI

@Suite("Input")
struct InputTests {
  @Test func readsAFile() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("remap-input-\(UUID().uuidString).json")
    try Data("[1]".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let input = try Input(contentsOf: url.path)
    #expect(input.name == url.path)
    #expect(input.data == Data("[1]".utf8))
  }

  @Test func missingFile() throws {
    let failure = try #require(throws: CommandFailure.self) {
      try Input(contentsOf: "/nonexistent/places.json")
    }
    #expect(failure.message == "remap: /nonexistent/places.json: no such file")
  }

  @Test func directory() throws {
    let failure = try #require(throws: CommandFailure.self) {
      try Input(contentsOf: FileManager.default.temporaryDirectory.path)
    }
    #expect(failure.message.hasSuffix(": is a directory, not a JSON file"))
  }

  @Test func dashMeansStandardInput() throws {
    let options = try InputOptions.parse(["-"])
    #expect(options.file == "-")
    #expect(try InputOptions.parse([]).file == nil)
  }
}
