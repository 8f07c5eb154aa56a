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

/// `remap get`: prints the value at a key path.
struct Get: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the value at a key path.",
    discussion: """
      A key path names keys and array indices: 'results[0].geometry.location'. Negative \
      indices count from the end ('results[-1]' is the last result). A backslash makes \
      the next character literal: 'a\\.b' is the single key "a.b".

      The input is JSON, or XML read as `remap convert` reads it (--from xml, or told from \
      the file's extension or its first character '<'): 'channel.item[0].title' in an RSS \
      feed. The value is printed as JSON. With --raw, a string is printed as its text, without \
      quotes or escapes. When nothing is at the path, remap says which part of the path \
      exists and exits with status 1.

      With --stream, the path names one array with '[*]' and a path inside each of its \
      elements ('data.items[*].id', or '[*].id' for a top-level array), and remap prints \
      one value per element, a line each, reading the input in constant memory however \
      large it is. With --lines, the input is JSON Lines (NDJSON) and the path is read in \
      each line. Elements without a value at the path are skipped and counted on standard \
      error. On a terminal, inputs over 10 MB show progress, unless --quiet; --progress \
      shows it for any input, also when standard error is not a terminal.
      """
  )

  @Argument(help: ArgumentHelp("The key path, such as 'results[0].name'.", valueName: "key-path"))
  var keyPath: String

  @Flag(name: .shortAndLong, help: "Print a string's text without quotes or escapes.")
  var raw = false

  @Flag(help: "Indent nested values, one member or element per line.")
  var pretty = false

  @Flag(help: "Stream the elements of the array that '[*]' names; print one value per element.")
  var stream = false

  @Flag(help: "Read JSON Lines (NDJSON); print the value at the path in each line.")
  var lines = false

  @OptionGroup
  var progressOptions: ProgressOptions

  @OptionGroup
  var format: DocumentFormatOption

  @OptionGroup
  var input: InputOptions

  mutating func validate() throws {
    if progressOptions.progress && !(stream || lines) {
      throw ValidationError("--progress needs --stream or --lines")
    }
    if stream && lines { throw ValidationError("--stream and --lines cannot be used together") }
    if (stream || lines) && format.from == .xml {
      throw ValidationError("--from xml cannot be used with --stream or --lines, which read JSON")
    }
    if (stream || lines) && pretty {
      throw ValidationError("--pretty cannot be used with --stream or --lines")
    }
    if stream {
      do {
        _ = try Self.streamPaths(keyPath)
      } catch {
        throw ValidationError(error.message.replacingOccurrences(of: "remap: ", with: ""))
      }
      return
    }
    do {
      _ = try ValuePath(parsing: keyPath)
    } catch {
      throw ValidationError(Self.invalidPathMessage(keyPath, error))
    }
  }

  mutating func run() throws {
    do throws(CommandFailure) {
      if stream || lines {
        try runStream()
        return
      }
      let path = try Self.parsePath(keyPath)
      let value = try Self.value(
        at: path, in: input.read().parse(format: format.from, options: input.readingOptions))
      Output.write(Self.output(for: value, raw: raw, pretty: pretty))
    } catch {
      throw error.report()
    }
  }

  /// Prints one value per element of a streamed array or per line.
  private func runStream() throws(CommandFailure) {
    let arrayPath: ValuePath
    let elementPath: ValuePath
    if stream {
      (arrayPath, elementPath) = try Self.streamPaths(keyPath)
    } else {
      arrayPath = ValuePath()
      elementPath = try Self.parsePath(keyPath)
    }
    let name: String
    let handle: FileHandle
    var totalBytes: Int?
    if let file = input.file, file != "-" {
      guard let opened = FileHandle(forReadingAtPath: file) else {
        _ = try Input(contentsOf: file)  // names the reason: missing, a directory, unreadable
        throw CommandFailure("remap: \(file): cannot read the file")
      }
      name = file
      handle = opened
      totalBytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size]) as? Int
    } else {
      name = Input.standardInputName
      handle = FileHandle.standardInput
    }
    var decoder = RemapDecoder()
    decoder.readingOptions = input.readingOptions
    let elements =
      lines
      ? decoder.lines(of: JSON.self, from: handle)
      : decoder.elements(of: JSON.self, from: handle, atPath: arrayPath)
    var progressLine = progressOptions.line(totalBytes: totalBytes)
    let summary = try Self.printValues(
      of: elements, at: elementPath, raw: raw, sourceName: name,
      progress: { progressLine.update(records: $0, bytes: $1) })
    progressLine.finish(records: summary.elements, bytes: summary.bytes)
    if summary.missing > 0 {
      Output.writeError(
        "remap: \(name): \(summary.missing) of \(summary.elements) "
          + "\(lines ? "lines" : "elements") had no value at '\(elementPath)'")
    }
  }

  // MARK: - Testable parts

  /// Splits a `--stream` path at its `[*]`: the array's path, and the path in each element.
  ///
  /// - Parameter text: A path such as `data.items[*].id`.
  /// - Returns: The two paths.
  /// - Throws: `CommandFailure` when the path has no `[*]` or more than one, or does not parse.
  static func streamPaths(_ text: String) throws(CommandFailure) -> (ValuePath, ValuePath) {
    let parts = text.components(separatedBy: "[*]")
    guard parts.count == 2 else {
      throw CommandFailure(
        "remap: invalid key path '\(text)' for --stream: it needs one '[*]' to name the "
          + "array to stream, such as 'items[*].id'")
    }
    var rest = Substring(parts[1])
    if rest.first == "." { rest = rest.dropFirst() }
    let arrayPath = parts[0].isEmpty ? ValuePath() : try parsePath(parts[0])
    let elementPath = rest.isEmpty ? ValuePath() : try parsePath(String(rest))
    return (arrayPath, elementPath)
  }

  /// What a `--stream` or `--lines` run saw.
  struct StreamSummary: Equatable {
    /// The elements or lines read.
    var elements = 0
    /// Those without a value at the path.
    var missing = 0
    /// How far into the input the elements reach, in bytes.
    var bytes = 0
  }

  /// Prints the value at `path` in each element, one per line.
  ///
  /// - Parameters:
  ///   - elements: The streamed elements.
  ///   - path: The path in each element.
  ///   - raw: Whether strings print as their bare text.
  ///   - sourceName: The input's name, for messages.
  ///   - write: Where the output goes, in batches.
  ///   - progress: Called after each element with the elements read and their bytes.
  /// - Returns: The counts.
  /// - Throws: `CommandFailure` for the first element that is not valid JSON, or a broken
  ///   document, after printing the values before it.
  static func printValues(
    of elements: StreamedElements<JSON>, at path: ValuePath, raw: Bool, sourceName: String,
    write: ([UInt8]) -> Void = { FileHandle.standardOutput.write(Data($0)) },
    progress: (_ elements: Int, _ bytes: Int) -> Void = { _, _ in }
  ) throws(CommandFailure) -> StreamSummary {
    var summary = StreamSummary()
    var batch: [UInt8] = []
    defer { if !batch.isEmpty { write(batch) } }
    for element in elements {
      let value: JSON
      do {
        value = try element.get()
      } catch {
        throw CommandFailure.invalidJSON(error, sourceName: sourceName)
      }
      summary.elements += 1
      summary.bytes = element.byteOffset
      if let found = value[path: path] {
        batch += output(for: found, raw: raw)
        batch.append(UInt8(ascii: "\n"))
        if batch.count >= 1 << 16 {
          write(batch)
          batch.removeAll(keepingCapacity: true)
        }
      } else {
        summary.missing += 1
      }
      progress(summary.elements, summary.bytes)
    }
    return summary
  }

  /// Parses a key path given on the command line.
  ///
  /// - Parameter text: The key path.
  /// - Returns: The parsed path.
  /// - Throws: `CommandFailure` naming the path and the syntax error.
  static func parsePath(_ text: String) throws(CommandFailure) -> ValuePath {
    do {
      return try ValuePath(parsing: text)
    } catch {
      throw CommandFailure("remap: " + invalidPathMessage(text, error))
    }
  }

  /// The message for a key path that does not parse.
  static func invalidPathMessage(_ text: String, _ error: RemapError) -> String {
    "invalid key path '\(text)': \(error.message)"
  }

  /// The value at a path.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - json: The document.
  /// - Returns: The value.
  /// - Throws: `CommandFailure` naming the path and the longest prefix of it that exists.
  static func value(at path: ValuePath, in json: JSON) throws(CommandFailure) -> JSON {
    if let value = json[path: path] { return value }
    var found = json
    var existing = ValuePath()
    for component in path.components {
      let next: JSON?
      switch component {
      case .key(let key): next = found[key]
      case .index(let index): next = found[index]
      }
      guard let next else { break }
      found = next
      existing.components.append(component)
    }
    let prefix = existing.isEmpty ? "the document itself" : "'\(existing)'"
    throw CommandFailure(
      "remap: no value at '\(path)'; the longest part of the path that exists is \(prefix), "
        + describe(found))
  }

  /// The text to print for a value.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - raw: Whether a string prints as its bare text.
  ///   - pretty: Whether to indent containers.
  /// - Returns: The bytes to print, without a final newline.
  static func output(for value: JSON, raw: Bool, pretty: Bool = false) -> [UInt8] {
    if raw, let string = value.string { return Array(string.utf8) }
    return value.serializedBytes(
      options: Format.writingOptions(pretty: pretty, sortedKeys: false))
  }

  /// A short description of a value's kind, for messages: "an object with keys a, b".
  static func describe(_ value: JSON) -> String {
    switch value {
    case .null: return "which is null"
    case .bool: return "a Boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array(let elements):
      switch elements.count {
      case 0: return "an empty array"
      case 1: return "an array of 1 element"
      default: return "an array of \(elements.count) elements"
      }
    case .object(let object):
      guard !object.isEmpty else { return "an empty object" }
      let shown = 8
      var keys = object.keys.prefix(shown).map { ValuePath([.key($0)]).description }
        .joined(separator: ", ")
      if object.count > shown { keys += ", and \(object.count - shown) more" }
      return "an object with keys \(keys)"
    }
  }
}
