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
    var text = "error: \(message)"
    if let found, !message.contains(found) {
      text += " (found \(found))"
    }
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
    if let location, !location.lineExcerpt.isEmpty {
      let gutter = String(location.line)
      let pad = String(repeating: " ", count: gutter.count)
      text += "\n\(gutter) | \(location.lineExcerpt)"
      text += "\n\(pad) | " + String(repeating: " ", count: location.excerptColumn - 1) + "^"
    }
    if let underlying {
      text += "\n caused by: \(underlying)"
    }
    return text
  }
}
