//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import ArgumentParser

/// The `remap` command: the root of the command-line tool.
///
/// It only dispatches to its subcommands; each subcommand keeps its work in small functions
/// that the tests call directly.
@main
struct RemapCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remap",
    abstract:
      "Format, query, rewrite and convert JSON and XML, and generate models from samples.",
    discussion: """
      remap reads JSON from a file, or from standard input when no file (or '-') is given. \
      Input is strict RFC 8259 JSON unless --relaxed allows comments and trailing commas; \
      get, rewrite, convert and generate also read XML (--from xml, or told from the input).

      When the input is not valid JSON, remap prints FILE:LINE:COLUMN and the message to \
      standard error, then the offending line with a caret under the error, and exits \
      with status 1.

      Examples:
        remap format --pretty Examples/places/response.json
        curl -s https://example.com/api | remap format --sorted-keys
        remap get 'results[0].geometry.location' Examples/places/response.json
        remap get -r 'results[0].name' Examples/places/response.json
        cd Examples/places && remap rewrite --rules rules.json response.json
        remap convert --pretty feed.xml
        remap generate swift --name Page response.json

      Exit status: 0 on success; 1 for invalid JSON, an unreadable file or a missing \
      value; 64 for invalid usage, such as a malformed key path.
      """,
    version: RemapCommand.version,
    subcommands: [Format.self, Get.self, Rewrite.self, Convert.self, Generate.self]
  )

  /// What `remap --version` prints.
  ///
  /// No version is released yet (CHANGELOG.md has only "Unreleased"), so it names the
  /// development version.
  static let version = "remap 0.1.0-dev (unreleased)"
}
