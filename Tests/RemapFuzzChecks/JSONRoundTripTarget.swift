//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap

/// `json-roundtrip`: parse, serialize, parse again.
///
/// Invariants: whatever parses is written as text that parses back to an equal value (with
/// an equal hash), compact, pretty-printed and with sorted keys; writing is stable after one
/// round; the `[String: Any]` bridge converts the value back without failing.
public enum JSONRoundTripTarget: FuzzTarget {
  public static let name = "json-roundtrip"

  static let writingOptions: [JSONWritingOptions] = [
    [], [.prettyPrinted], [.sortedKeys], [.prettyPrinted, .sortedKeys], [.withoutEscapingSlashes],
  ]

  public static func run(_ input: [UInt8]) -> [String] {
    guard let value = try? JSON(parsing: input, options: .relaxed) else { return [] }
    var problems: [String] = []
    for options in writingOptions {
      let text = value.serializedBytes(options: options)
      do {
        let again = try JSON(parsing: text)
        if again != value {
          problems.append("options \(options.rawValue): the value changed in a round trip")
        } else if again.hashValue != value.hashValue {
          problems.append("options \(options.rawValue): equal values hash differently")
        }
        if again.serializedBytes(options: options) != text {
          problems.append("options \(options.rawValue): writing is not stable")
        }
      } catch {
        problems.append("options \(options.rawValue): written text does not parse: \(error)")
      }
    }
    // The bridge reads numbers as `Double` where `JSONSerialization` would, so it may round:
    // it must not fail, and must keep the shape.
    do {
      let bridged = try JSON(any: value.anyValue)
      if bridged.serializedBytes(options: .sortedKeys).count == 0 {
        problems.append("the [String: Any] bridge lost the value")
      }
    } catch {
      problems.append("the [String: Any] bridge failed: \(error)")
    }
    return problems
  }
}
