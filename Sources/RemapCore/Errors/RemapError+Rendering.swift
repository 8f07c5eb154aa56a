//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

extension RemapError: CustomStringConvertible {
  /// The error rendered like a compiler diagnostic.
  ///
  /// ```
  /// error: expected ',' or '}' after an object member
  ///  --> input:3:16, at user.address
  /// 3 |   "zip": 12345 "city": "Paris"
  ///   |                ^
  /// ```
  public var description: String { rendered(sourceName: "input") }

  /// The error rendered like a compiler diagnostic, naming the input.
  ///
  /// - Parameter sourceName: The name to show for the input, such as a file name.
  /// - Returns: The rendered diagnostic, one or more lines.
  public func rendered(sourceName: String) -> String {
    var text = "error: \(summary)"
    var arrow: [String] = []
    if let location {
      arrow.append("\(sourceName):\(location.line):\(location.column)")
    }
    if !path.isEmpty {
      arrow.append("at \(path)")
    }
    if !arrow.isEmpty {
      text += "\n --> " + arrow.joined(separator: ", ")
    }
    if let excerpt = location?.caretExcerpt {
      text += "\n" + excerpt
    }
    if let underlying {
      text += "\n caused by: \(underlying)"
    }
    if let help {
      text += "\n help: \(help)"
    }
    return text
  }

  /// The error on one line, naming the input, for a list of errors.
  ///
  /// ```
  /// feed.json:2:5: a date has no JSON equivalent (found 2016-01-17), at items[3].created
  /// ```
  ///
  /// The `FILE:LINE:COLUMN:` prefix, when the error has a location, is the one compilers use,
  /// which editors and CI systems recognise; a tool that prints it can follow it with the
  /// location's ``SourceLocation/caretExcerpt``, as `remap` does.
  ///
  /// - Parameter sourceName: The name to show for the input, such as a file name.
  /// - Returns: The diagnostic on one line.
  public func renderedLine(sourceName: String) -> String {
    var text = sourceName
    if let location {
      text += ":\(location.line):\(location.column)"
    }
    text += ": \(summary)"
    if !path.isEmpty {
      text += ", at \(path)"
    }
    return text
  }

  /// The message, with the offending text when the message does not already quote it.
  private var summary: String {
    guard let found, !message.contains(found) else { return message }
    return "\(message) (found \(found))"
  }
}
