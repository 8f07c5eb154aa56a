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

/// A failure that a subcommand reports on standard error before exiting with status 1.
///
/// The subcommands' testable functions throw it; `run()` prints it and exits.
struct CommandFailure: Error, Equatable, CustomStringConvertible {
  /// The text to print on standard error, one or more lines, without a final newline.
  var message: String

  /// Creates a failure with the text to print.
  ///
  /// - Parameter message: The text, one or more lines, without a final newline.
  init(_ message: String) {
    self.message = message
  }

  /// The text to print.
  var description: String { message }

  /// Prints the message on standard error and returns the exit code to throw.
  ///
  /// - Returns: `ExitCode.failure` (status 1).
  func report() -> ExitCode {
    Output.writeError(message)
    return .failure
  }
}

// MARK: - Parse errors

extension CommandFailure {
  /// A failure for input that does not parse or map, written the way compilers write errors.
  ///
  /// ```
  /// response.json:3:16: expected ',' or '}' after an object member
  /// 3 |   "zip": 12345 "city": "Paris"
  ///   |                ^
  /// ```
  ///
  /// Editors and CI systems recognise the first line's `FILE:LINE:COLUMN:` prefix. The library
  /// renders both parts (``RemapError/renderedLine(sourceName:)`` and
  /// ``SourceLocation/caretExcerpt``), so the tool and `RemapError.description` agree.
  ///
  /// - Parameters:
  ///   - error: The library's error.
  ///   - sourceName: The file name, or `<stdin>`.
  /// - Returns: The failure to report.
  static func invalidJSON(_ error: RemapError, sourceName: String) -> CommandFailure {
    var message = error.renderedLine(sourceName: sourceName)
    if let excerpt = error.location?.caretExcerpt {
      message += "\n" + excerpt
    }
    return CommandFailure(message)
  }
}
