//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Writes `JSON` values as JSON text.
///
/// Iterative, like the scanner, so that a deep tree built in code cannot overflow the stack.
package enum JSONWriter {
  private enum Frame {
    case array([JSON], next: Int)
    case object(JSON.Object, next: Int)
  }

  package static func write(
    _ root: JSON, into output: inout ByteWriter, options: JSONWritingOptions
  ) {
    let pretty = options.contains(.prettyPrinted)
    let sorted = options.contains(.sortedKeys)
    let escapeSlashes = !options.contains(.withoutEscapingSlashes)
    var stack: [Frame] = []
    var value = root

    while true {
      // Write `value`, or open it if it is a non-empty container.
      switch value {
      case .null: output.write("null")
      case .bool(let flag): output.write(flag ? "true" : "false")
      case .number(let number): output.writeNumber(number)
      case .string(let string): output.writeQuoted(string, escapingSlashes: escapeSlashes)
      case .array(let elements):
        if elements.isEmpty {
          output.write("[]")
        } else {
          output.write(UInt8(ascii: "["))
          stack.append(.array(elements, next: 0))
        }
      case .object(let object):
        if object.isEmpty {
          output.write("{}")
        } else {
          output.write(UInt8(ascii: "{"))
          let ordered =
            sorted
            ? JSON.Object(uniqueMembers: object.members.sorted { $0.key < $1.key }) : object
          stack.append(.object(ordered, next: 0))
        }
      }

      // Find the next value to write, closing finished containers.
      while true {
        guard let top = stack.popLast() else { return }
        switch top {
        case .array(let elements, let next):
          if next < elements.count {
            if next > 0 { output.write(UInt8(ascii: ",")) }
            if pretty { newline(&output, depth: stack.count + 1) }
            value = elements[next]
            stack.append(.array(elements, next: next + 1))
          } else {
            if pretty { newline(&output, depth: stack.count) }
            output.write(UInt8(ascii: "]"))
            continue
          }
        case .object(let object, let next):
          if next < object.count {
            if next > 0 { output.write(UInt8(ascii: ",")) }
            if pretty { newline(&output, depth: stack.count + 1) }
            let member = object.members[next]
            output.writeQuoted(member.key, escapingSlashes: escapeSlashes)
            output.write(pretty ? ": " : ":")
            value = member.value
            stack.append(.object(object, next: next + 1))
          } else {
            if pretty { newline(&output, depth: stack.count) }
            output.write(UInt8(ascii: "}"))
            continue
          }
        }
        break
      }
    }
  }

  private static func newline(_ output: inout ByteWriter, depth: Int) {
    output.write(UInt8(ascii: "\n"))
    output.write(repeating: UInt8(ascii: " "), count: 2 * depth)
  }
}

extension JSON {
  /// Writes the value as JSON text.
  ///
  /// ```swift
  /// let json: JSON = ["name": "Ada", "tags": [1, 2.5]]
  /// json.serialized()                    // {"name":"Ada","tags":[1,2.5]}
  /// json.serialized(options: .prettyPrinted)
  /// ```
  ///
  /// Numbers are written exactly as they are held (see ``Number``); strings escape `"`, `\`,
  /// control characters and, unless ``JSONWritingOptions/withoutEscapingSlashes`` is given,
  /// `/`, and write all other text as UTF-8.
  ///
  /// - Parameter options: Formatting options. The default is compact.
  /// - Returns: The JSON text.
  /// - Complexity: O(*n*) in the size of the value, O(*n* log *n*) with sorted keys.
  public func serialized(options: JSONWritingOptions = []) -> String {
    var output = ByteWriter(capacity: 1024)
    JSONWriter.write(self, into: &output, options: options)
    return output.string
  }

  /// Writes the value as UTF-8 JSON text.
  ///
  /// - Parameter options: Formatting options. The default is compact.
  /// - Returns: The JSON text's bytes.
  /// - Complexity: O(*n*) in the size of the value, O(*n* log *n*) with sorted keys.
  public func serializedBytes(options: JSONWritingOptions = []) -> [UInt8] {
    var output = ByteWriter(capacity: 1024)
    JSONWriter.write(self, into: &output, options: options)
    return output.bytes
  }
}
