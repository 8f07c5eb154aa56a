//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import ArgumentParser
import RemapSchema

/// `remap generate schema`: a JSON Schema inferred from sample payloads.
struct GenerateSchema: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Write a JSON Schema (draft 2020-12) that every sample satisfies.",
    discussion: """
      Writes type, properties, required (the keys every object had), items, and format \
      (date-time, date, uri, uuid) where every string had it; with --enums, a small set of \
      strings that repeat is written as an enum.
      """
  )

  @Option(help: ArgumentHelp("The schema's title.", valueName: "name"))
  var name: String?

  @Flag(help: "Write a small set of strings that repeat as an enum.")
  var enums = false

  @OptionGroup
  var samples: SampleOptions

  mutating func run() throws {
    do throws(CommandFailure) {
      let inference = try samples.infer()
      let writer = JSONSchemaWriter(options: .init(title: name, infersEnums: enums))
      Output.write(
        writer.schema(for: inference).serializedBytes(
          options: Format.writingOptions(pretty: true, sortedKeys: false)))
    } catch {
      throw error.report()
    }
  }
}
