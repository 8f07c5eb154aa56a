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
import RemapFuzzChecks
import RemapTestSupport
import Testing

// Remap against Foundation on random documents, valid and corrupted at the byte level
// (truncated, bytes flipped, inserted, deleted): `JSON(parsing:)` against
// `JSONSerialization`, and `RemapDecoder.strict` against `JSONDecoder`. The value-level
// comparison of the decoders on valid payloads is RemapDecoderFoundationTests; this suite
// adds what broken bytes do. The deliberate differences are each pinned in
// FoundationDifferencesTests and listed in the "Limits and security" article.

@Suite("Remap agrees with Foundation on random and corrupted documents")
struct FoundationDifferentialTests {
  @Test("JSON(parsing:) and JSONSerialization accept the same documents, with the same values")
  func parsing() {
    let seed = TestSeed.make("FoundationDifferentialTests.parsing")
    var generator = ValueGenerator(seed: seed)
    generator.foundationSafeNumbers = true
    var tally = DifferentialTally()
    for round in 0..<2_000 {
      let value = generator.value(depth: 3)
      let options: JSONWritingOptions = generator.chance(0.3) ? .prettyPrinted : []
      var bytes = value.serializedBytes(options: options)
      let corruption = round % 4 == 0 ? "none" : ByteCorruption.apply(to: &bytes, &generator)
      tally.record(corruption, ParsingComparison.compare(bytes))
    }
    tally.expectAgreement(seed: seed, minimumAccepted: 400, minimumRejected: 900)
  }

  @Test("RemapDecoder.strict and JSONDecoder decode corrupted payloads alike")
  func decoding() {
    let seed = TestSeed.make("FoundationDifferentialTests.decoding")
    var generator = ModelPayloadGenerator(seed: seed)
    var tally = DifferentialTally()
    for round in 0..<600 {
      let (shape, payload) = generator.payload(round)
      var bytes = payload.serializedBytes()
      let corruption =
        round % 3 == 0 ? "none" : ByteCorruption.apply(to: &bytes, &generator.values)
      tally.record(corruption, DecodingComparison.compare(shape, bytes))
    }
    tally.expectAgreement(seed: seed, minimumAccepted: 200, minimumRejected: 250)
  }
}

// MARK: - Corruption

/// Byte-level damage to a document.
enum ByteCorruption {
  /// Bytes that matter to the grammar, and some that are never valid.
  static let interesting: [UInt8] =
    Array("{}[],:\"\\/-+.eE0123456789tfnu \n".utf8) + [
      0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xF5, 0xFF,
    ]

  /// Damages `bytes` once or twice and says how.
  static func apply(to bytes: inout [UInt8], _ generator: inout ValueGenerator) -> String {
    var done: [String] = []
    for _ in 0..<generator.int(1...2) {
      let position = bytes.isEmpty ? 0 : generator.int(0...bytes.count - 1)
      switch generator.int(0...4) {
      case 0:
        bytes.removeSubrange(position...)
        done.append("truncate@\(position)")
      case 1 where !bytes.isEmpty:
        let byte =
          generator.chance(0.5) ? generator.pick(interesting) : UInt8(generator.int(0...255))
        bytes[position] = byte
        done.append("flip@\(position)=\(byte)")
      case 2:
        let byte = generator.pick(interesting)
        bytes.insert(byte, at: position)
        done.append("insert@\(position)=\(byte)")
      case 3 where !bytes.isEmpty:
        bytes.remove(at: position)
        done.append("delete@\(position)")
      default:
        // Repeat a slice: makes repeated keys, doubled commas, nested copies.
        let end = min(bytes.count, position + generator.int(1...8))
        bytes.insert(contentsOf: bytes[position..<end], at: position)
        done.append("repeat@\(position)..<\(end)")
      }
    }
    return done.joined(separator: ",")
  }
}

// MARK: - Outcomes

/// How one comparison came out.
enum DifferentialOutcome {
  case bothAccepted
  case bothRejected
  /// A difference listed in the article, with its name.
  case knownDifference(String)
  case disagreement(String)
}

/// Counts outcomes and checks that nothing disagreed.
struct DifferentialTally {
  var accepted = 0
  var rejected = 0
  var known: [String: Int] = [:]
  var disagreements: [String] = []

  mutating func record(_ corruption: String, _ outcome: DifferentialOutcome) {
    switch outcome {
    case .bothAccepted: accepted += 1
    case .bothRejected: rejected += 1
    case .knownDifference(let name): known[name, default: 0] += 1
    case .disagreement(let text): disagreements.append("[\(corruption)] \(text)")
    }
  }

  func expectAgreement(
    seed: UInt64, minimumAccepted: Int, minimumRejected: Int,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    print(
      "seed \(seed): \(accepted) accepted by both, \(rejected) rejected by both, "
        + "known differences \(known.sorted { $0.key < $1.key }), "
        + "\(disagreements.count) disagreements")
    #expect(disagreements.isEmpty, "seed \(seed)", sourceLocation: sourceLocation)
    for disagreement in disagreements.prefix(5) {
      Issue.record("seed \(seed): \(disagreement)", sourceLocation: sourceLocation)
    }
    // Both outcomes must be common for the comparison to mean anything.
    #expect(accepted >= minimumAccepted, sourceLocation: sourceLocation)
    #expect(rejected >= minimumRejected, sourceLocation: sourceLocation)
  }
}

// MARK: - Parsing

/// `JSON(parsing:)` against `JSONSerialization.jsonObject(with:options: .fragmentsAllowed)`.
enum ParsingComparison {
  static func compare(_ bytes: [UInt8]) -> DifferentialOutcome {
    let remap = Result { () throws(RemapError) in try JSON(parsing: bytes) }
    let foundation = Result {
      try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
    }
    switch (remap, foundation) {
    case (.failure, .failure):
      return .bothRejected
    case (.success(let ours), .success(let theirs)):
      guard let theirs = try? JSON(any: theirs) else {
        return .disagreement("the bridge could not read Foundation's value \(theirs)")
      }
      guard let difference = ValueComparison.difference(ours, theirs) else { return .bothAccepted }
      if ValueComparison.difference(
        KnownDifferences.withoutBOMCharacters(ours), KnownDifferences.withoutBOMCharacters(theirs))
        == nil
      {
        return .knownDifference(KnownDifferences.bomInStrings)
      }
      return .disagreement("different values: \(difference)\n\(describe(bytes))")
    case (.failure(let ours), .success):
      if let known = KnownDifferences.onlyRemapRejects(bytes, ours) {
        return .knownDifference(known)
      }
      return .disagreement(
        "only Remap rejected (\(ours.code): \(ours.message))\n\(describe(bytes))")
    case (.success, .failure(let theirs)):
      if let known = KnownDifferences.onlyFoundationRejects(bytes) {
        return .knownDifference(known)
      }
      return .disagreement("only Foundation rejected (\(theirs))\n\(describe(bytes))")
    }
  }

  static func describe(_ bytes: [UInt8]) -> String {
    String(validating: bytes, as: UTF8.self).map { "text: \($0)" } ?? "bytes: \(bytes)"
  }
}

/// Compares two values, allowing for Foundation reading a number as the nearest `Double`.
enum ValueComparison {
  static func difference(_ ours: JSON, _ theirs: JSON) -> String? {
    switch (ours, theirs) {
    case (.null, .null): return nil
    case (.bool(let a), .bool(let b)): return a == b ? nil : "\(a) vs \(b)"
    case (.string(let a), .string(let b)):
      return Array(a.unicodeScalars) == Array(b.unicodeScalars)
        ? nil : "\(a.debugDescription) vs \(b.debugDescription)"
    case (.number(let a), .number(let b)):
      if a == b { return nil }
      if let x = a.double, let y = b.double, x == y { return nil }
      return "number \(a) vs \(b)"
    case (.array(let a), .array(let b)):
      guard a.count == b.count else { return "arrays of \(a.count) and \(b.count)" }
      for (x, y) in zip(a, b) {
        if let difference = difference(x, y) { return difference }
      }
      return nil
    case (.object(let a), .object(let b)):
      guard Set(a.keys) == Set(b.keys) else { return "keys \(a.keys) vs \(b.keys)" }
      for (key, value) in a {
        if let difference = difference(value, b[key] ?? .null) { return "\(key): \(difference)" }
      }
      return nil
    default:
      return "\(ours) vs \(theirs)"
    }
  }
}

// MARK: - Decoding

/// The model shapes decoded by both decoders.
enum ModelShape: CaseIterable {
  case model, people, scores
}

/// `RemapDecoder.strict` against `JSONDecoder()`.
enum DecodingComparison {
  static func compare(_ shape: ModelShape, _ bytes: [UInt8]) -> DifferentialOutcome {
    switch shape {
    case .model: compare(FuzzModel.self, bytes)
    case .people: compare([FuzzModel.Person].self, bytes)
    case .scores: compare([String: [Double?]].self, bytes)
    }
  }

  static func compare<T: Decodable & Equatable>(_ type: T.Type, _ bytes: [UInt8])
    -> DifferentialOutcome
  {
    let remap = Result { () throws(RemapError) in try RemapDecoder.strict.decode(type, from: bytes)
    }
    let foundation = Result { try JSONDecoder().decode(type, from: Data(bytes)) }
    switch (remap, foundation) {
    case (.failure, .failure):
      return .bothRejected
    case (.success(let ours), .success(let theirs)):
      if ours == theirs { return .bothAccepted }
      if KnownDifferences.hasRepeatedKeys(bytes) { return .knownDifference("repeated keys") }
      return .disagreement(
        "different \(T.self):\n\(ParsingComparison.describe(bytes))\nremap: \(ours)\nfoundation: \(theirs)"
      )
    case (.failure(let ours), .success):
      if let known = KnownDifferences.onlyRemapRejects(bytes, ours) {
        return .knownDifference(known)
      }
      if KnownDifferences.isInvalidValueJSONDecoderSkips(bytes) {
        return .knownDifference(KnownDifferences.unreadValues)
      }
      return .disagreement("only Remap failed (\(ours))\n\(ParsingComparison.describe(bytes))")
    case (.success, .failure(let theirs)):
      if let known = KnownDifferences.onlyFoundationRejects(bytes) {
        return .knownDifference(known)
      }
      return .disagreement(
        "only JSONDecoder failed (\(theirs))\n\(ParsingComparison.describe(bytes))")
    }
  }
}

/// Makes JSON payloads shaped like ``FuzzModel`` and the other shapes, with the numbers
/// Foundation reads exactly.
struct ModelPayloadGenerator {
  var values: ValueGenerator

  init(seed: UInt64) {
    values = ValueGenerator(seed: seed)
    values.foundationSafeNumbers = true
  }

  mutating func payload(_ round: Int) -> (ModelShape, JSON) {
    switch round % 3 {
    case 0: return (.model, model())
    case 1: return (.people, .array((0..<values.int(0...3)).map { _ in person(depth: 2) }))
    default:
      var members: [(String, JSON)] = []
      for _ in 0..<values.int(0...3) {
        members.append(
          (
            values.string(maximumLength: 4),
            .array(
              (0..<values.int(0...3)).map { _ in
                values.chance(0.2) ? .null : double()
              })
          ))
      }
      return (.scores, .object(JSON.Object(members)))
    }
  }

  private mutating func double() -> JSON {
    .number(JSON.Number(Double(values.int(-100_000...100_000)) / 64)!)
  }

  private mutating func optional(_ make: (inout Self) -> JSON) -> JSON? {
    switch values.int(0...3) {
    case 0: nil
    case 1: .null
    default: make(&self)
    }
  }

  private mutating func model() -> JSON {
    var members: [(String, JSON?)] = [
      ("id", .number(JSON.Number(Int64(values.int(-1_000_000...1_000_000))))),
      ("name", optional { .string($0.values.string()) }),
      ("at", optional { $0.double() }),
      (
        "tags",
        optional { g in .array((0..<g.values.int(0...3)).map { _ in .string(g.values.string()) }) }
      ),
      (
        "scores",
        optional { g in
          .array((0..<g.values.int(0...3)).map { _ in g.values.chance(0.3) ? .null : g.double() })
        }
      ),
      ("owner", optional { $0.person(depth: 2) }),
      (
        "people",
        optional { g in .array((0..<g.values.int(0...2)).map { _ in g.person(depth: 1) }) }
      ),
      ("kind", optional { .string($0.values.pick(["a", "b", "c"])) }),
      (
        "flags",
        optional { g in
          .object(
            JSON.Object(
              (0..<g.values.int(0...2)).map { _ in
                (g.values.string(maximumLength: 3), .bool(g.values.chance(0.5)))
              }))
        }
      ),
      ("small", optional { .number(JSON.Number($0.values.int(0...255))) }),
      ("big", optional { .number(JSON.Number(Int64(bitPattern: $0.values.rng.next()))) }),
      ("ratio", optional { $0.double() }),
      ("amount", optional { .number(JSON.Number(Double($0.values.int(-10_000...10_000)) / 4)!) }),
      ("link", optional { .string("https://example.com/\($0.values.int(0...99))") }),
    ]
    members.shuffle(using: &values.rng)
    return .object(JSON.Object(members.compactMap { key, value in value.map { (key, $0) } }))
  }

  private mutating func person(depth: Int) -> JSON {
    var members: [(String, JSON)] = [("n", .string(values.string(maximumLength: 6)))]
    if let born = optional({ $0.double() }) { members.append(("born", born)) }
    if let ok = optional({ .bool($0.values.chance(0.5)) }) { members.append(("ok", ok)) }
    if depth > 0,
      let friends = optional({ g in
        .array((0..<g.values.int(0...2)).map { _ in g.person(depth: depth - 1) })
      })
    {
      members.append(("friends", friends))
    }
    if let grid = optional({ g in
      .array(
        (0..<g.values.int(0...2)).map { _ in
          .array(
            (0..<g.values.int(0...3)).map { _ in .number(JSON.Number(g.values.int(-99...99))) })
        })
    }) {
      members.append(("grid", grid))
    }
    return .object(JSON.Object(members))
  }
}

// MARK: - Known differences

/// The deliberate differences from Foundation, each pinned by a test in
/// FoundationDifferencesTests and listed in the "Limits and security" article.
enum KnownDifferences {
  static let bomInStrings = "JSONSerialization drops some U+FEFF in strings"
  static let trailingComma = "Foundation accepts a trailing comma"
  static let numberBeyondDouble = "Foundation rejects numbers beyond Double's range"
  static let utf16Guess = "JSONSerialization reads UTF-16 and UTF-32"
  static let unreadValues = "JSONDecoder does not check values it skips"

  /// Whether JSONSerialization rejects the document too: Foundation's own parser agrees
  /// that it is invalid, and JSONDecoder let it through because the broken part (a malformed
  /// number, invalid UTF-8) is in a value the model never reads. (Acceptance by
  /// `JSON(parsing:)` and JSONSerialization is compared in the parsing test.)
  static func isInvalidValueJSONDecoderSkips(_ bytes: [UInt8]) -> Bool {
    (try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)) == nil
  }

  /// Why only Remap rejected input Foundation accepted, when that is deliberate.
  static func onlyRemapRejects(_ bytes: [UInt8], _ error: RemapError) -> String? {
    if bytes.prefix(4).contains(0) || bytes.starts(with: [0xFE, 0xFF])
      || bytes.starts(with: [0xFF, 0xFE])
    {
      return utf16Guess
    }
    if (try? JSON(parsing: bytes, options: .init(allowsTrailingCommas: true))) != nil {
      return trailingComma
    }
    return nil
  }

  /// Why only Foundation rejected input Remap accepted, when that is deliberate.
  static func onlyFoundationRejects(_ bytes: [UInt8]) -> String? {
    guard let value = try? JSON(parsing: bytes) else { return nil }
    if hasNumberBeyondDouble(value) { return numberBeyondDouble }
    return nil
  }

  /// Whether a number in the value is too large for `Double`, which Foundation rejects and
  /// Remap keeps as exact text.
  static func hasNumberBeyondDouble(_ value: JSON) -> Bool {
    switch value {
    case .number(let number): number.double.map { !$0.isFinite } ?? true
    case .array(let elements): elements.contains(where: hasNumberBeyondDouble)
    case .object(let object): object.values.contains(where: hasNumberBeyondDouble)
    default: false
    }
  }

  /// The value with every U+FEFF removed from its strings and keys: JSONSerialization (on
  /// Linux) drops one at the start of a string or right after an escape, as if it were a byte
  /// order mark, and keeps the others.
  static func withoutBOMCharacters(_ value: JSON) -> JSON {
    func strip(_ text: String) -> String {
      String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{FEFF}" }))
    }
    switch value {
    case .string(let text): return .string(strip(text))
    case .array(let elements): return .array(elements.map(withoutBOMCharacters))
    case .object(let object):
      return .object(JSON.Object(object.map { (strip($0.key), withoutBOMCharacters($0.value)) }))
    default: return value
    }
  }

  /// Whether any object in the document names a key twice (JSONDecoder keeps the first,
  /// Remap the last).
  static func hasRepeatedKeys(_ bytes: [UInt8]) -> Bool {
    if case .failure(let error) = Result(catching: { () throws(RemapError) in
      try JSON(parsing: bytes, options: .init(duplicateKeys: .reject))
    }) {
      return error.code == .duplicateKey
    }
    return false
  }
}
