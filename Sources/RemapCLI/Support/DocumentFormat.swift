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

/// The formats the commands read: XML or JSON.
enum DocumentFormat: String, ExpressibleByArgument, CaseIterable {
  case xml, json

  /// The input's format, from its file's extension, else from its first character.
  ///
  /// - Parameter input: The input.
  /// - Returns: `.xml` or `.json`.
  static func of(_ input: Input) -> DocumentFormat {
    switch (input.name as NSString).pathExtension.lowercased() {
    case "xml", "rss", "atom", "svg", "xhtml", "plist": return .xml
    case "json": return .json
    default:
      // No JSON document starts with '<', nor with a UTF-16 byte order mark.
      let first = input.data.first { !(0x09...0x0D).contains($0) && $0 != 0x20 && $0 != 0xEF }
      return first == UInt8(ascii: "<") || first == 0xFE || first == 0xFF ? .xml : .json
    }
  }
}

/// The `--from` option of every command that reads XML as well as JSON.
struct DocumentFormatOption: ParsableArguments {
  @Option(help: "The input's format: json or xml. Guessed from each file when omitted.")
  var from: DocumentFormat?

  /// The format `--from` names, else the one the input looks like.
  ///
  /// - Parameter input: The input.
  /// - Returns: `.xml` or `.json`.
  func format(of input: Input) -> DocumentFormat { from ?? .of(input) }
}
