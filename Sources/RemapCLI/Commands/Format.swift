//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import ArgumentParser
import Remap

/// `remap format`: validates JSON and writes it back, compact or indented.
struct Format: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Validate JSON and write it back, compact or pretty-printed.",
    discussion: """
      Writes the input to standard output: compact by default, indented by two spaces with \
      --pretty. Numbers keep their exact text value; object keys keep their order unless \
      --sorted-keys is given. Slashes are not escaped.

      Invalid input prints FILE:LINE:COLUMN: and the message on standard error, then the \
      offending line with a caret, and exits with status 1. Use 'remap format FILE > \
      /dev/null' to validate only.
      """
  )

  @Flag(help: "Indent nested values, one member or element per line.")
  var pretty = false

  @Flag(help: "Write each object's keys in ascending order.")
  var sortedKeys = false

  @OptionGroup
  var input: InputOptions

  /// The writing options that the flags select.
  var writingOptions: JSONWritingOptions {
    Self.writingOptions(pretty: pretty, sortedKeys: sortedKeys)
  }

  mutating func run() throws {
    do throws(CommandFailure) {
      let output = try Self.format(
        input.read(), options: writingOptions, reading: input.readingOptions)
      Output.write(output)
    } catch {
      throw error.report()
    }
  }

  /// The writing options for the command's flags; slashes are never escaped on the command line.
  ///
  /// - Parameters:
  ///   - pretty: Whether to indent.
  ///   - sortedKeys: Whether to sort object keys.
  /// - Returns: The options.
  static func writingOptions(pretty: Bool, sortedKeys: Bool) -> JSONWritingOptions {
    var options: JSONWritingOptions = .withoutEscapingSlashes
    if pretty { options.insert(.prettyPrinted) }
    if sortedKeys { options.insert(.sortedKeys) }
    return options
  }

  /// Parses an input and writes it back.
  ///
  /// - Parameters:
  ///   - input: The input bytes and their name.
  ///   - options: How to write.
  ///   - reading: How strictly to read.
  /// - Returns: The reformatted JSON, without a final newline.
  /// - Throws: `CommandFailure` when the input is not valid JSON.
  static func format(
    _ input: Input, options: JSONWritingOptions, reading: JSONReadingOptions = .strict
  ) throws(CommandFailure) -> [UInt8] {
    try input.parse(options: reading).serializedBytes(options: options)
  }
}
