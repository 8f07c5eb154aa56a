//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import ArgumentParser
import Foundation
import Remap

/// `remap rewrite`: rewrites JSON with a rules file.
struct Rewrite: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Rewrite JSON with the rules in a rules file.",
    discussion: """
      Each rule names an output key and the input key paths its value comes from, with \
      optional transforms; the DocC article "Rewriting" documents the rules file format.

      Reads one JSON document (or XML document, read as `remap convert` reads it: with \
      --from xml, or told from the file's extension or its first character '<'), or with --lines one document per line (NDJSON), which is \
      streamed: memory stays flat however large the input. Writes the output compact (one \
      line per record with --lines) or, for one document, indented with --pretty.

      When a required key is missing, remap names it on standard error (with its line \
      number for --lines) and exits with status 1, unless --allow-missing. With --lines, a \
      line that is not valid JSON ends the run, unless --keep-going: then each bad line is \
      reported with its line number and left out, the stream goes on, a summary ends the \
      run, and the exit status is 1. A value a \
      transform cannot take is always an error. On a terminal, inputs over 10 MB show \
      progress on standard error (records, MB, MB/s), unless --quiet; --progress shows it \
      for any input, also when standard error is not a terminal.

      Example:
        remap rewrite --rules Examples/places/rules.json Examples/places/response.json
      """
  )

  @Option(help: ArgumentHelp("The rules file (JSON).", valueName: "rules-file"))
  var rules: String

  @Flag(help: "Read one JSON document per line (NDJSON) and write one per line.")
  var lines = false

  @Flag(
    help: "With --lines, report each line that is not valid JSON, leave it out, and go on.")
  var keepGoing = false

  @Flag(help: "Indent the output (not with --lines).")
  var pretty = false

  @Flag(help: "Exit with status 0 even when required keys are missing.")
  var allowMissing = false

  @OptionGroup
  var progressOptions: ProgressOptions

  @OptionGroup
  var format: DocumentFormatOption

  @OptionGroup
  var input: InputOptions

  mutating func validate() throws {
    if lines && pretty {
      throw ValidationError(
        "--pretty cannot be used with --lines, which writes one line per record")
    }
    if lines && format.from == .xml {
      throw ValidationError("--from xml cannot be used with --lines, which reads JSON lines")
    }
    if keepGoing && !lines {
      throw ValidationError("--keep-going needs --lines")
    }
  }

  mutating func run() throws {
    do throws(CommandFailure) {
      let rewriter = try Self.loadRules(rules)
      var progressLine = progressOptions.line(totalBytes: input.file.flatMap(Self.fileSize))
      let problems: [String]
      if lines {
        problems = try runLines(rewriter, progress: &progressLine)
      } else {
        let source = try input.read()
        let (output, documentProblems) = try Self.rewrite(
          source, with: rewriter, pretty: pretty, reading: input.readingOptions,
          format: format.from, allowMissing: allowMissing)
        Output.write(output)
        progressLine.finish(records: 1, bytes: source.data.count)
        problems = documentProblems
      }
      if !problems.isEmpty { throw CommandFailure(problems.joined(separator: "\n")) }
    } catch {
      throw error.report()
    }
  }

  /// Streams `--lines` input to standard output.
  private func runLines(
    _ rewriter: Rewriter, progress: inout ProgressLine
  ) throws(CommandFailure) -> [String] {
    let name: String
    let handle: FileHandle
    if let file = input.file, file != "-" {
      guard let opened = FileHandle(forReadingAtPath: file) else {
        _ = try Input(contentsOf: file)  // names the reason: missing, a directory, unreadable
        throw CommandFailure("remap: \(file): cannot read the file")
      }
      name = file
      handle = opened
    } else {
      name = Input.standardInputName
      handle = FileHandle.standardInput
    }
    let summary: JSONLinesRewrite.Summary
    var reported = 0
    do {
      summary = try JSONLinesRewrite.run(
        rewriter, input: handle, readingOptions: input.readingOptions, keepGoing: keepGoing,
        invalidLine: { invalid in
          // Each bad line is reported as it is met, up to a limit; the summary counts all.
          reported += 1
          guard reported <= JSONLinesRewrite.keptProblems else { return }
          Output.writeError(Self.invalidLine(invalid, sourceName: name).message)
        },
        write: { FileHandle.standardOutput.write(Data($0)) },
        progress: { progress.update(records: $0, bytes: $1) })
    } catch let invalid as JSONLinesRewrite.InvalidLine {
      throw Self.invalidLine(invalid, sourceName: name)
    } catch let error as RemapError {
      throw CommandFailure.invalidJSON(error, sourceName: name)
    } catch {
      throw CommandFailure("remap: \(name): cannot read the input (\(error))")
    }
    progress.finish(records: summary.records, bytes: summary.bytes)
    return Self.problems(summary, sourceName: name, allowMissing: allowMissing)
  }

  /// A file's size, or `nil` for standard input and files that cannot be read.
  private static func fileSize(_ path: String) -> Int? {
    guard path != "-" else { return nil }
    return (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int
  }

  // MARK: - Testable parts

  /// Loads a rules file.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: The rewriter.
  /// - Throws: `CommandFailure` naming the file and the problem: unreadable, invalid JSON
  ///   (with line and caret), or an invalid rule (with the rule's place and key).
  static func loadRules(_ path: String) throws(CommandFailure) -> Rewriter {
    let source = try Input(contentsOf: path)
    let document = try source.parse()
    do {
      return try Rewriter(rules: document)
    } catch {
      throw CommandFailure("remap: \(path): \(error.message)")
    }
  }

  /// Rewrites one document.
  ///
  /// - Parameters:
  ///   - input: The input bytes and their name.
  ///   - rewriter: The rules.
  ///   - pretty: Whether to indent the output.
  ///   - reading: How strictly to read JSON.
  ///   - format: The input's format, or `nil` to tell it from the input.
  ///   - allowMissing: Whether missing required keys are left unreported.
  /// - Returns: The output without a final newline, and the problems to report (an empty
  ///   list when the command succeeds).
  /// - Throws: `CommandFailure` when the input is not valid JSON.
  static func rewrite(
    _ input: Input, with rewriter: Rewriter, pretty: Bool,
    reading: JSONReadingOptions = .strict, format: DocumentFormat? = nil,
    allowMissing: Bool = false
  ) throws(CommandFailure) -> (output: [UInt8], problems: [String]) {
    let result = rewriter.rewrite(try input.parse(format: format, options: reading))
    let output = result.output.serializedBytes(
      options: Format.writingOptions(pretty: pretty, sortedKeys: false))
    var problems = result.errors.map { problem($0, sourceName: input.name) }
    if !allowMissing && !result.missingKeys.isEmpty {
      problems.append(
        "remap: \(input.name): missing required keys: "
          + result.missingKeys.sorted().joined(separator: ", "))
    }
    return (output, problems)
  }

  /// The problems of a `--lines` run, one line each, with line numbers.
  static func problems(
    _ summary: JSONLinesRewrite.Summary, sourceName: String, allowMissing: Bool
  ) -> [String] {
    var problems = summary.errors.map { problem($0.error, sourceName: "\(sourceName):\($0.line)") }
    if summary.invalidLineCount > 0 {
      let lines = summary.records + summary.invalidLineCount
      problems.append(
        "remap: \(sourceName): \(summary.invalidLineCount) of \(lines) lines were not valid "
          + "JSON and were left out; \(summary.records) rewritten")
    }
    if summary.errorCount > summary.errors.count {
      problems.append(
        "remap: \(sourceName): and \(summary.errorCount - summary.errors.count) more errors")
    }
    if !allowMissing {
      for (line, keys) in summary.missing {
        problems.append(
          "remap: \(sourceName):\(line): missing required keys: " + keys.joined(separator: ", "))
      }
      if summary.linesWithMissingKeys > summary.missing.count {
        problems.append(
          "remap: \(sourceName): and \(summary.linesWithMissingKeys - summary.missing.count) "
            + "more lines with missing required keys")
      }
    }
    return problems
  }

  /// One rule's error, on one line: `remap: FILE: message (found ...), at input.path`.
  static func problem(_ error: RemapError, sourceName: String) -> String {
    "remap: " + error.renderedLine(sourceName: sourceName)
  }

  /// A line that is not valid JSON, named by its line number in the whole input.
  static func invalidLine(
    _ invalid: JSONLinesRewrite.InvalidLine, sourceName: String
  ) -> CommandFailure {
    CommandFailure.invalidJSON(invalid.error, sourceName: sourceName)
  }
}
