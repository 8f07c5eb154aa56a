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

/// `remap get`: prints the value at a key path.
struct Get: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the value at a key path.",
    discussion: """
      A key path names keys and array indices: 'results[0].geometry.location'. Negative \
      indices count from the end ('results[-1]' is the last result). A backslash makes \
      the next character literal: 'a\\.b' is the single key "a.b".

      The value is printed as JSON. With --raw, a string is printed as its text, without \
      quotes or escapes. When nothing is at the path, remap says which part of the path \
      exists and exits with status 1.
      """
  )

  @Argument(help: ArgumentHelp("The key path, such as 'results[0].name'.", valueName: "key-path"))
  var keyPath: String

  @Flag(name: .shortAndLong, help: "Print a string's text without quotes or escapes.")
  var raw = false

  @Flag(help: "Indent nested values, one member or element per line.")
  var pretty = false

  @OptionGroup
  var input: InputOptions

  mutating func validate() throws {
    do {
      _ = try ValuePath(parsing: keyPath)
    } catch {
      throw ValidationError(Self.invalidPathMessage(keyPath, error))
    }
  }

  mutating func run() throws {
    do throws(CommandFailure) {
      let path = try Self.parsePath(keyPath)
      let value = try Self.value(at: path, in: input.parse())
      Output.write(Self.output(for: value, raw: raw, pretty: pretty))
    } catch {
      throw error.report()
    }
  }

  // MARK: - Testable parts

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
