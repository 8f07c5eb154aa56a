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

/// `remap convert`: XML to JSON, and JSON to XML.
struct Convert: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Convert XML to JSON, or JSON to XML.",
    discussion: """
      The input's format comes from --from, else from the file's extension (.xml, .rss, \
      .atom, .svg read as XML; .json as JSON), else from its first character: '<' is XML. \
      XML becomes JSON the way RemapDecoder reads it: an element becomes an object of its \
      attributes and children, an element with only text becomes that text, repeated \
      elements become an array, and the root element's content is the value unless \
      --keep-root is given. JSON becomes XML the other way round, under the root element \
      --root; without --root, an object with a single member (what --keep-root writes) \
      gives the root element its key, and anything else goes under 'root'.

      --attribute-prefix '@' writes attributes as "@name" keys when reading XML, and writes \
      such keys as attributes when writing XML, so that a document converts to JSON and back.

      Invalid input prints FILE:LINE:COLUMN: and the message on standard error, then the \
      offending line with a caret, and exits with status 1.
      """
  )

  @OptionGroup
  var format: DocumentFormatOption

  @Option(help: ArgumentHelp("The root element's name when writing XML.", valueName: "name"))
  var root: String?

  @Option(help: ArgumentHelp("The text before attribute names in JSON keys.", valueName: "text"))
  var attributePrefix = ""

  @Flag(help: "When reading XML, keep the root element as {name: content}.")
  var keepRoot = false

  @Flag(help: "Indent the output.")
  var pretty = false

  @Argument(
    help: ArgumentHelp(
      "The XML or JSON file to read. Reads standard input when omitted or '-'.",
      valueName: "file"))
  var file: String?

  mutating func run() throws {
    do throws(CommandFailure) {
      let input = try Self.read(file)
      Output.write(try Self.convert(input, settings: settings(for: input)))
    } catch {
      throw error.report()
    }
  }

  /// Reads a file, or standard input for `nil` or `-`.
  ///
  /// - Parameter file: The file's path.
  /// - Returns: The input, named for messages.
  /// - Throws: `CommandFailure` when the file cannot be read.
  static func read(_ file: String?) throws(CommandFailure) -> Input {
    guard let file, file != "-" else {
      return Input(
        name: Input.standardInputName, data: FileHandle.standardInput.readDataToEndOfFile())
    }
    return try Input(contentsOf: file)
  }

  /// What the options ask for, with the input's format settled.
  struct Settings: Equatable {
    var from: DocumentFormat
    var root: String?
    var attributePrefix = ""
    var keepsRoot = false
    var pretty = false
  }

  func settings(for input: Input) -> Settings {
    Settings(
      from: format.format(of: input), root: root, attributePrefix: attributePrefix,
      keepsRoot: keepRoot, pretty: pretty)
  }

  /// Converts the input.
  ///
  /// - Parameters:
  ///   - input: The input bytes and their name.
  ///   - settings: The formats and layout.
  /// - Returns: The converted text, without a final newline.
  /// - Throws: `CommandFailure` when the input does not parse or has no form in the other
  ///   format.
  static func convert(_ input: Input, settings: Settings) throws(CommandFailure) -> [UInt8] {
    switch settings.from {
    case .xml:
      var options = XMLReadingOptions()
      options.attributePrefix = settings.attributePrefix
      options.keepsRootElement = settings.keepsRoot
      let json: JSON
      do {
        json = try JSON(parsingXML: input.data, options: options)
      } catch {
        throw CommandFailure.invalidJSON(error, sourceName: input.name)
      }
      return json.serializedBytes(
        options: Format.writingOptions(pretty: settings.pretty, sortedKeys: false))
    case .json:
      var json = try input.parse()
      var root = settings.root ?? "root"
      if settings.root == nil, let object = json.object, object.count == 1, let only = object.first
      {
        (root, json) = (only.key, only.value)
      }
      do {
        return try json.xmlSerializedBytes(
          rootElement: root,
          options: XMLWritingOptions(
            attributePrefix: settings.attributePrefix, prettyPrinted: settings.pretty))
      } catch {
        var message = "remap: \(input.name): cannot write XML: \(error.message)"
        if !error.path.isEmpty { message += ", at \(error.path)" }
        throw CommandFailure(message)
      }
    }
  }
}
