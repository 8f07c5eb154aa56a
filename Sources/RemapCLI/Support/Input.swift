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

/// The options every command that reads JSON shares: the input file and how strictly to read.
struct InputOptions: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "The JSON file to read. Reads standard input when omitted or '-'.",
      valueName: "file"))
  var file: String?

  @Flag(help: "Accept comments (// and /* */) and trailing commas.")
  var relaxed = false

  /// The reading options that the flags select.
  var readingOptions: JSONReadingOptions { relaxed ? .relaxed : .strict }

  /// Reads the input's bytes.
  ///
  /// - Returns: The input, named for messages.
  /// - Throws: `CommandFailure` when the file cannot be read.
  func read() throws(CommandFailure) -> Input {
    guard let file, file != "-" else {
      return Input(
        name: Input.standardInputName, data: FileHandle.standardInput.readDataToEndOfFile())
    }
    return try Input(contentsOf: file)
  }

  /// Reads and parses the input.
  ///
  /// - Returns: The parsed value.
  /// - Throws: `CommandFailure` when the file cannot be read or is not valid JSON.
  func parse() throws(CommandFailure) -> JSON {
    try read().parse(options: readingOptions)
  }
}

/// The bytes of one input, with the name that messages show for it.
struct Input: Equatable {
  /// The name messages use for standard input.
  static let standardInputName = "<stdin>"

  /// The file's path as given, or `<stdin>`.
  var name: String

  /// The input's bytes.
  var data: Data

  /// Creates an input from bytes already read.
  ///
  /// - Parameters:
  ///   - name: The name messages show.
  ///   - data: The bytes.
  init(name: String, data: Data) {
    self.name = name
    self.data = data
  }

  /// Reads a file.
  ///
  /// - Parameter path: The file's path.
  /// - Throws: `CommandFailure` naming the file and why it cannot be read.
  init(contentsOf path: String) throws(CommandFailure) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandFailure("remap: \(path): no such file")
    }
    guard !isDirectory.boolValue else {
      throw CommandFailure("remap: \(path): is a directory, not a JSON file")
    }
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CommandFailure("remap: \(path): cannot read the file (\(error.localizedDescription))")
    }
    name = path
  }

  /// Parses the bytes as JSON.
  ///
  /// - Parameter options: How strictly to read.
  /// - Returns: The parsed value.
  /// - Throws: `CommandFailure` with a compiler-style message when the JSON is invalid.
  func parse(options: JSONReadingOptions = .strict) throws(CommandFailure) -> JSON {
    do {
      return try JSON(parsing: data, options: options)
    } catch {
      throw CommandFailure.invalidJSON(error, sourceName: name)
    }
  }

  /// Parses the bytes as JSON, or as XML the way `remap convert` reads it: when `format`
  /// is `.xml`, or when it is `nil` and the input looks like XML (``DocumentFormat/of(_:)``:
  /// its extension, else a first character of `<`, which no JSON document starts with).
  ///
  /// - Parameters:
  ///   - format: The format, or `nil` to tell it from the input.
  ///   - options: How strictly to read JSON.
  /// - Returns: The parsed value.
  /// - Throws: `CommandFailure` with a compiler-style message when the input is invalid.
  func parse(
    format: DocumentFormat?, options: JSONReadingOptions = .strict
  ) throws(CommandFailure) -> JSON {
    guard (format ?? .of(self)) == .xml else { return try parse(options: options) }
    do {
      return try JSON(parsingXML: data)
    } catch {
      throw CommandFailure.invalidJSON(error, sourceName: name)
    }
  }
}
