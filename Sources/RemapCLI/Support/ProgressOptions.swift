//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import ArgumentParser

/// The `--quiet` and `--progress` flags of the commands that show progress while they read.
struct ProgressOptions: ParsableArguments {
  @Flag(name: .shortAndLong, help: "Show no progress, even on a terminal.")
  var quiet = false

  @Flag(
    help: ArgumentHelp(
      "Show progress for any input, even when standard error is not a terminal.",
      discussion: "Where standard error is not a terminal, each update is a line of its own."))
  var progress = false

  func validate() throws {
    if progress && quiet {
      throw ValidationError("--progress and --quiet cannot be used together")
    }
  }

  /// The progress line these flags ask for, for an input of `totalBytes` when known.
  func line(totalBytes: Int?) -> ProgressLine {
    ProgressLine(quiet: quiet, forced: progress, totalBytes: totalBytes)
  }
}
