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
import RemapSchema

/// `remap generate`: Swift models or a JSON Schema, inferred from sample payloads.
struct Generate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write Swift models or a JSON Schema inferred from sample payloads.",
    discussion: """
      Every sample (each file, or each line with --lines) is merged into one shape: a key \
      missing from some objects or null in some is optional, integers and other numbers \
      make a Double, arrays of objects merge their elements, and kinds that cannot merge \
      are kept as JSON with a comment saying why.

      Examples:
        remap generate swift --name Page response.json
        remap generate swift --codable --flat --name Event events.json
        remap generate swift --lines --name LogEntry app.ndjson
        remap generate schema --name Feed --from xml feed.rss
      """,
    subcommands: [GenerateSwift.self, GenerateSchema.self]
  )
}

/// The samples `remap generate` reads, and how.
struct SampleOptions: ParsableArguments {
  @Flag(help: "Read one sample per line (NDJSON), streamed in constant memory.")
  var lines = false

  @OptionGroup
  var format: DocumentFormatOption

  @Flag(help: "Accept comments (// and /* */) and trailing commas in JSON.")
  var relaxed = false

  @Flag(name: .shortAndLong, help: "Show no progress, even on a terminal.")
  var quiet = false

  @Argument(
    help: ArgumentHelp(
      "The sample files. Reads standard input when none is given, or for '-'.",
      valueName: "file"))
  var files: [String] = []

  func validate() throws {
    if lines && format.from == .xml {
      throw ValidationError("--lines reads JSON, one document per line; it cannot read XML")
    }
  }

  /// Reads every sample into one inference, showing progress on a terminal for large inputs.
  ///
  /// - Returns: The inference.
  /// - Throws: `CommandFailure` naming the file (and line) that cannot be read or parsed.
  func infer() throws(CommandFailure) -> SchemaInference {
    let paths = files.isEmpty ? ["-"] : files
    let sizes = paths.map { path in
      path == "-" ? nil : (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int
    }
    var progress = ProgressLine(quiet: quiet, totalBytes: sizes.reduce(0) { $0 + ($1 ?? 0) })
    var sampling = Sampling()
    for path in paths {
      if lines {
        try sampling.addLines(of: path, reading: readingOptions, progress: &progress)
      } else {
        let input = path == "-" ? SampleOptions.standardInput() : try Input(contentsOf: path)
        try sampling.addDocument(
          input, format: format.format(of: input), reading: readingOptions)
        progress.update(records: sampling.inference.sampleCount, bytes: sampling.bytes)
      }
    }
    progress.finish(records: sampling.inference.sampleCount, bytes: sampling.bytes)
    return sampling.inference
  }

  private var readingOptions: JSONReadingOptions { relaxed ? .relaxed : .strict }

  private static func standardInput() -> Input {
    Input(name: Input.standardInputName, data: FileHandle.standardInput.readDataToEndOfFile())
  }
}

/// Samples read so far, merged.
struct Sampling {
  var inference = SchemaInference()
  /// The input bytes read.
  var bytes = 0

  /// Adds one whole document.
  mutating func addDocument(
    _ input: Input, format: DocumentFormat, reading: JSONReadingOptions = .strict
  ) throws(CommandFailure) {
    bytes += input.data.count
    switch format {
    case .json:
      inference.add(try input.parse(options: reading))
    case .xml:
      do {
        inference.add(Self.withoutNamespaceDeclarations(try JSON(parsingXML: input.data)))
      } catch {
        throw CommandFailure.invalidJSON(error, sourceName: input.name)
      }
    }
  }

  /// An XML document's value without its namespace declarations (`xmlns`, `xmlns:itunes`),
  /// which are markup, not data for a model to hold.
  ///
  /// Recursive, to the depth of the parsed document, which the XML reading options bound.
  static func withoutNamespaceDeclarations(_ value: JSON) -> JSON {
    switch value {
    case .object(let object):
      var kept = JSON.Object()
      for (key, member) in object where key != "xmlns" && !key.hasPrefix("xmlns:") {
        kept[key] = withoutNamespaceDeclarations(member)
      }
      return .object(kept)
    case .array(let elements):
      return .array(elements.map(withoutNamespaceDeclarations))
    default:
      return value
    }
  }

  /// Adds each line of an NDJSON file or of standard input, holding one line at a time.
  mutating func addLines(
    of path: String, reading: JSONReadingOptions, progress: inout ProgressLine
  ) throws(CommandFailure) {
    let name = path == "-" ? Input.standardInputName : path
    let handle: FileHandle
    if path == "-" {
      handle = FileHandle.standardInput
    } else {
      guard let opened = FileHandle(forReadingAtPath: path) else {
        _ = try Input(contentsOf: path)  // names the reason: missing, a directory, unreadable
        throw CommandFailure("remap: \(path): cannot read the file")
      }
      handle = opened
    }
    defer { if path != "-" { try? handle.close() } }
    var reader = JSONLinesReader(fileHandle: handle)
    let start = bytes
    while true {
      let line: ArraySlice<UInt8>?
      do {
        line = try reader.nextLine()
      } catch {
        throw CommandFailure.invalidJSON(error, sourceName: name)
      }
      guard let line else { break }
      do {
        inference.add(try JSON(parsing: line, options: reading))
      } catch {
        var located = error
        located.location?.line = reader.lineNumber
        throw CommandFailure.invalidJSON(located, sourceName: name)
      }
      bytes = start + reader.bytesConsumed
      progress.update(records: inference.sampleCount, bytes: bytes)
    }
  }
}
