//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap

/// `decode-tree`: `RemapDecoder` from the tree sources (a `JSON` value, its `[String: Any]`
/// and the input read as XML) into ``FuzzModel``, whose enums are read by raw value, with
/// every coercion and recovery option that changes the path a value takes.
///
/// Invariants: decoding a `JSON` value and its `[String: Any]` agree (the same value, or
/// both an error), where `anyValue` keeps every number; `report` finds a value
/// exactly when `decode` does, the same one, and an error when `decode` fails; every error
/// renders. XML input has no tree to compare with, so it is decoded and reported only.
public enum DecodeTreeTarget: FuzzTarget {
  public static let name = "decode-tree"

  /// The decoders; `report` agrees with `decode` under each.
  static let decoders: [(name: String, decoder: RemapDecoder)] = {
    var lossy = RemapDecoder()
    lossy.lossyCollections = true
    var nilForInvalid = RemapDecoder()
    nilForInvalid.invalidValues = .nilForOptionals
    var exact = RemapDecoder()
    exact.keyMatching = .exact
    return [
      ("default", RemapDecoder()), ("strict", .strict), ("lossy", lossy),
      ("nilForInvalid", nilForInvalid), ("exact", exact),
    ]
  }()

  public static func run(_ input: [UInt8]) -> [String] {
    var problems: [String] = []
    if let tree = try? JSON(parsing: input, options: .relaxed) {
      for (name, decoder) in decoders {
        problems += check(FuzzModel.self, tree, decoder, name)
        problems += check([FuzzModel].self, tree, decoder, name)
        problems += check([FuzzModel.Kind].self, tree, decoder, name)
      }
    } else {
      for (name, decoder) in decoders.prefix(2) {
        problems += checkXML(FuzzModel.self, input, decoder, name)
      }
    }
    return problems
  }

  static func check<T: Decodable & Equatable>(
    _ type: T.Type, _ tree: JSON, _ decoder: RemapDecoder, _ name: String
  ) -> [String] {
    let label = "\(name) \(T.self)"
    var problems: [String] = []
    let fromTree = Result { () throws(RemapError) in try decoder.decode(type, from: tree) }
    if case .object = tree, let dictionary = tree.anyValue as? [String: Any] {
      let fromAny = Result { () throws(RemapError) in try decoder.decode(type, from: dictionary) }
      // `anyValue` turns a number into the nearest `Double`, which can change what it decodes
      // as: `22222222222222222.2` is "not an integer" in the tree, and its `Double`,
      // 22222222222222224, is one. The dictionary is held to the tree of the values it
      // holds, which is the parsed tree unless a number changed (Tests/Fixtures/
      // fuzz-regressions/decode-tree).
      let bridged = (try? JSON(any: dictionary)) ?? tree
      let expected =
        bridged == tree
        ? fromTree : Result { () throws(RemapError) in try decoder.decode(type, from: bridged) }
      switch (expected, fromAny) {
      case (.success(let a), .success(let b)) where a == b: break
      // Both fail, not necessarily alike: `2.2…e56` written with a fraction is "not an
      // integer" in the tree and out of range for `Int` as a `Double`.
      case (.failure, .failure): break
      default:
        problems.append(
          "\(label): JSON and [String: Any] decode differently: \(fromTree) vs \(fromAny)")
      }
    }
    problems += agreement(label, fromTree, decoder.report(type, from: tree))
    return problems
  }

  static func checkXML<T: Decodable & Equatable>(
    _ type: T.Type, _ input: [UInt8], _ decoder: RemapDecoder, _ name: String
  ) -> [String] {
    let decoded = Result { () throws(RemapError) in try decoder.decode(type, fromXML: input) }
    return agreement("\(name) XML \(T.self)", decoded, decoder.report(type, fromXML: input))
  }

  /// What `report` must agree with `decode` on.
  static func agreement<T: Equatable>(
    _ label: String, _ decoded: Result<T, RemapError>, _ report: MappingReport<T>
  ) -> [String] {
    var problems: [String] = []
    switch decoded {
    case .success(let value):
      if report.value != value {
        problems.append("\(label): decode succeeded but report gave \(report.diagnostics)")
      }
    case .failure(let error):
      if report.value != nil || report.errors.isEmpty {
        problems.append("\(label): decode failed (\(error.code)) but report found no error")
      }
      if "\(error)".isEmpty { problems.append("\(label): an error renders as nothing") }
    }
    _ = report.diagnostics.map(\.description)
    return problems
  }
}
