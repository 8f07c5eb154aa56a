//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap

/// `decode`: `RemapDecoder` (default and `.strict`) and `report(_:from:)` into ``FuzzModel``.
///
/// Invariants: `report` finds a value exactly when `decode` does, the same value, and at
/// least one error when `decode` fails; decoding from the parsed `JSON` tree agrees with
/// decoding from the bytes (for documents without repeated keys).
public enum DecodeTarget: FuzzTarget {
  public static let name = "decode"

  static let decoders: [(name: String, decoder: RemapDecoder)] = [
    ("default", RemapDecoder()), ("strict", RemapDecoder.strict),
  ]

  public static func run(_ input: [UInt8]) -> [String] {
    var problems: [String] = []
    // Repeated keys are resolved differently by the tree and by the tape reader, so only
    // documents without them are compared across the two.
    let tree = try? JSON(parsing: input, options: .init(duplicateKeys: .reject))
    for (name, decoder) in decoders {
      problems += check(FuzzModel.self, input, tree, decoder, name)
      problems += check([FuzzModel].self, input, tree, decoder, name)
    }
    return problems
  }

  static func check<T: Decodable & Equatable>(
    _ type: T.Type, _ input: [UInt8], _ tree: JSON?, _ decoder: RemapDecoder, _ name: String
  ) -> [String] {
    var problems: [String] = []
    let label = "\(name) \(T.self)"
    let decoded = Result { () throws(RemapError) in try decoder.decode(type, from: input) }
    let report = decoder.report(type, from: input)
    switch decoded {
    case .success(let value):
      if report.value != value {
        problems.append("\(label): decode succeeded but report gave \(report.diagnostics)")
      }
    case .failure(let error):
      if report.value != nil || report.errors.isEmpty {
        problems.append("\(label): decode failed (\(error.code)) but report found no error")
      }
      _ = "\(error)"
    }
    _ = report.diagnostics.map(\.description)
    if let tree {
      let fromTree = Result { () throws(RemapError) in try decoder.decode(type, from: tree) }
      switch (decoded, fromTree) {
      case (.success(let a), .success(let b)) where a == b: break
      case (.failure, .failure): break
      default:
        problems.append("\(label): bytes and tree decode differently: \(decoded) vs \(fromTree)")
      }
    }
    return problems
  }
}
