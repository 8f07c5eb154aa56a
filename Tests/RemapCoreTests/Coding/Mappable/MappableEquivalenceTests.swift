//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Remap
import RemapTestSupport
import Testing

/// The fast path and the `Codable` path of the same types agree: on generated valid, sloppy
/// and broken payloads, under each decoder setting, both give equal values, or errors with
/// equal code, path, message and location, and equal reports.
@Suite("Mappable equivalence")
struct MappableEquivalenceTests {
  /// The members of a valid `MappedAccount`, in document order, as JSON text.
  static let members: [(key: String, value: String)] = [
    ("id", "7"), ("name", #""Ada""#), ("score", "9.5"), ("active", "true"),
    ("email", #""a@b.c""#), ("age", "36"), ("rank", "1.5"), ("verified", "false"),
    ("tags", #"["x", "y"]"#), ("owner", #"{"first": "Ada", "last": "L"}"#),
    ("friends", #"[{"first": "B"}, {"first": "C", "last": null}]"#),
    ("boss", #"{"first": "D"}"#), ("created", #""2016-01-17T16:13:00Z""#),
    ("blob", #""aGVsbG8=""#), ("ratios", "[1, 2.5]"), ("labels", #"{"a": 1, "b": 2}"#),
    ("level", #""low""#), ("small", "12"), ("ratio", "0.25"), ("user_name", #""ada""#),
    ("website", #""https://example.com""#),
  ]

  /// Values that are valid somewhere, sloppy elsewhere and invalid in most places.
  static let replacements = [
    "null", #""42""#, "42", "-1", "300", "1e400", "true", #""yes""#, #""""#, "{}", "[]",
    #"{"first": 5}"#, #"[{"first": "B"}, 3]"#, #"{"first": "B"}"#, #""HIGH""#,
    #""not a date""#, "1453046400", #""%%%""#, #"[1, "2", null]"#, #"{"a": "1", "b": null}"#,
    #"  " 12 " "#,
  ]

  /// Renamings of a key that the key matchings may or may not accept.
  static func renamed(_ key: String, _ choice: Int) -> String {
    switch choice % 4 {
    case 0: key.uppercased()
    case 1: key.replacingOccurrences(of: "_", with: "")
    case 2: key.hasSuffix("name") ? "userName" : key + "_"
    default: "x" + key
    }
  }

  /// A payload with one to three mutations of the valid members.
  static func payload(_ random: inout SplitMix64) -> String {
    var members = Self.members
    for _ in 0...Int.random(in: 0...2, using: &random) {
      let index = Int.random(in: 0..<members.count, using: &random)
      switch Int.random(in: 0..<8, using: &random) {
      case 0: members.remove(at: index)
      case 1, 2, 3:
        members[index].value = replacements.randomElement(using: &random) ?? "null"
      case 4:
        members[index].key = renamed(members[index].key, Int.random(in: 0..<4, using: &random))
      case 5: members.append(("extra\(index)", "1"))
      case 6: members.insert((members[index].key, "0"), at: 0)  // a repeated key
      default: members.append(members.remove(at: index))  // out of document order
      }
    }
    var text = "{" + members.map { #""\#($0.key)": \#($0.value)"# }.joined(separator: ", ") + "}"
    if Int.random(in: 0..<20, using: &random) == 0 {
      text.removeLast(Int.random(in: 1...10, using: &random))  // broken JSON
    }
    return text
  }

  /// The decoder settings under which the paths are compared.
  static let decoders: [(String, RemapDecoder)] = {
    var settings: [(String, RemapDecoder)] = [("default", RemapDecoder())]
    var decoder = RemapDecoder.strict
    decoder.dateDecoding = .iso8601
    settings.append(("strict", decoder))
    decoder = RemapDecoder()
    decoder.missingValues = .typeDefaults
    decoder.nullValues = .typeDefaults
    settings.append(("typeDefaults", decoder))
    decoder = RemapDecoder()
    decoder.invalidValues = .nilForOptionals
    decoder.lossyCollections = true
    settings.append(("nilForOptionals+lossy", decoder))
    decoder = RemapDecoder()
    decoder.unknownKeys = .reject
    decoder.keyMatching = .snakeCase
    settings.append(("reject+snakeCase", decoder))
    decoder = RemapDecoder()
    decoder.keyMatching = .exact
    // A custom strategy reads the date through the decoder, as a `Decoder`.
    decoder.dateDecoding = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      return Date(timeIntervalSince1970: Double(text.utf8.count))
    }
    settings.append(("exact+customDates", decoder))
    return settings
  }()

  @Test("decode and report agree on generated payloads", arguments: 0..<decoders.count)
  func pathsAgree(setting: Int) throws {
    let (name, fast) = Self.decoders[setting]
    var codable = fast
    codable.mappableFastPath = false
    var random = SplitMix64(seed: TestSeed.make("MappableEquivalence.\(name)"))
    var counts = (payloads: 0, values: 0, errors: 0, reports: 0)
    for _ in 0..<300 {
      let payload = Self.payload(&random)
      counts.payloads += 1

      let fastResult = Result { () throws(RemapError) in
        try fast.decode(MappedAccount.self, from: payload)
      }
      let codableResult = Result { () throws(RemapError) in
        try codable.decode(MappedAccount.self, from: payload)
      }
      switch (fastResult, codableResult) {
      case (.success(let a), .success(let b)):
        #expect(a == b, "\(name): \(payload)")
        #expect(a.owner.decodedBy == .fastPath && b.owner.decodedBy == .codable)
        counts.values += 1
      case (.failure(let a), .failure(let b)):
        #expect(a.code == b.code, "\(name): \(payload)")
        #expect(a.path == b.path, "\(name): \(payload)")
        #expect(a.message == b.message, "\(name): \(payload)")
        #expect(a.location == b.location, "\(name): \(payload)")
        counts.errors += 1
      default:
        Issue.record("\(name): the paths disagree on \(payload): \(fastResult) vs \(codableResult)")
      }

      let fastReport = fast.report(MappedAccount.self, from: payload)
      let codableReport = codable.report(MappedAccount.self, from: payload)
      #expect(fastReport.value == codableReport.value, "\(name): \(payload)")
      #expect(fastReport.diagnostics == codableReport.diagnostics, "\(name): \(payload)")
      if fastReport.diagnostics == codableReport.diagnostics { counts.reports += 1 }
    }
    print("MappableEquivalence.\(name): \(counts)")
    // The generator must reach both outcomes, or the comparison proves little.
    #expect(counts.values > 20 && counts.errors > 20, "\(name): \(counts)")
  }
}
