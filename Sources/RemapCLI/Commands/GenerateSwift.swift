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

/// `remap generate swift`: Swift models inferred from sample payloads.
struct GenerateSwift: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "swift",
    abstract: "Write Swift models that decode every sample.",
    discussion: """
      Writes a struct per object shape, named from its key (an array's elements from the \
      singular: statuses gives Status), as @Mappable models (import RemapMacros) or, with \
      --codable, plain Codable ones with CodingKeys that JSONDecoder also decodes. A \
      property gets an explicit key only where RemapDecoder's fuzzy key matching would not \
      find the input key from its name.

      Strings that are all dates become Date, all UUIDs UUID, all absolute URLs URL; \
      numeric text is flagged in a comment (typed as a number with --coerce), and with \
      --enums a small set of strings that repeat becomes an enum.
      """
  )

  /// The access levels `--access` takes.
  enum Access: String, ExpressibleByArgument, CaseIterable {
    case `internal`, package, `public`
  }

  @Option(help: ArgumentHelp("The root type's name.", valueName: "name"))
  var name = "Root"

  @Flag(help: "Write plain Codable models with CodingKeys instead of @Mappable ones.")
  var codable = false

  @Flag(help: "Declare every type at the top level instead of inside its parent's.")
  var flat = false

  @Flag(help: "Declare each object type inside its parent's (the default).")
  var nested = false

  @Option(help: "The declarations' access level: internal, package or public.")
  var access: Access = .internal

  @Flag(help: "Make a small set of strings that repeat an enum.")
  var enums = false

  @Flag(help: "Type numeric text (\"42\") as a number; RemapDecoder reads it. Not with --codable.")
  var coerce = false

  @OptionGroup
  var samples: SampleOptions

  func validate() throws {
    if flat && nested { throw ValidationError("--flat and --nested cannot be used together") }
    if coerce && codable {
      throw ValidationError(
        "--coerce types numeric text as numbers, which JSONDecoder cannot read; "
          + "it cannot be used with --codable")
    }
  }

  mutating func run() throws {
    do throws(CommandFailure) {
      let inference = try samples.infer()
      print(SwiftModelWriter(options: writerOptions).source(for: inference), terminator: "")
    } catch {
      throw error.report()
    }
  }

  /// The writer's options that the flags select.
  var writerOptions: SwiftModelWriter.Options {
    let accessLevel: SwiftModelWriter.AccessLevel =
      switch access {
      case .internal: .internal
      case .package: .package
      case .public: .public
      }
    return SwiftModelWriter.Options(
      rootName: name, style: codable ? .codable : .mappable, nestsTypes: !flat,
      accessLevel: accessLevel, infersEnums: enums, coercesNumericText: coerce)
  }
}
