//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import RemapMacros
import Testing

// Models that use every property attribute, so that the generated fast path
// (`init(_$from:)`, `_$encode(to:)`) is compared with the generated `Codable` code of the same
// types on each of them.

@Mappable
struct DiffPoint: Equatable {
  var x: Double
  var y: Double?
}

struct NegativeScore: Error, CustomStringConvertible {
  var description: String { "the score is negative" }
}

@Mappable
struct DiffProfile: Equatable {
  var id: Int
  var name: String
  var nickname: String?
  @Key("mail", or: "email", "e_mail") var email: String
  @Key("user_id", encodeAs: "userId") var userID: Int
  var score = 1.5
  var tags: [String] = []
  var note: String? = "none"
  @Default(onNull: true) var rank: Int = 9
  @Default(onNull: true, onInvalid: true) var level = 3
  @Ignore var cache: [String] = ["kept"]
  @Transform(HexColorTransform()) var accent: RGBAColor
  @Transform(HexColorTransform()) var border: RGBAColor?
  @Lossy var numbers: [Int]
  @Lossy var words: [String]? = nil
  var counts: [Int]
  var limits: [Int]?
  var patch: Presence<String> = .absent
  var origin: DiffPoint
  var points: [DiffPoint]
  var corners: [DiffPoint]?
  var created: Date?
  var active: Bool

  func didDecode() throws {
    if score < 0 { throw NegativeScore() }
  }
}

@Mappable(keyStyle: .snakeCase)
final class DiffEnvelope: Equatable {
  var pageSize: Int
  @Key(path: "meta.total") var total: Int
  @Key(path: "meta.next_cursor") var nextCursor: String?
  var profile: DiffProfile?
  var firstPoint: DiffPoint
  @UnknownKeys var extra: JSON.Object = [:]

  static func == (lhs: DiffEnvelope, rhs: DiffEnvelope) -> Bool {
    (lhs.pageSize, lhs.total, lhs.nextCursor, lhs.profile, lhs.firstPoint, lhs.extra)
      == (rhs.pageSize, rhs.total, rhs.nextCursor, rhs.profile, rhs.firstPoint, rhs.extra)
  }
}

/// Two keys that match each other fuzzily (`id`, `ID`).
@Mappable
struct DiffFuzzyPair: Equatable {
  var id: Int
  var name: String
  @Key("ID") var upperID: Int
}

/// The fast path and the `Codable` path of the same `@Mappable` types agree on generated
/// valid, sloppy and broken payloads, under each decoder setting: equal values, or errors
/// with equal code, path, message and location, and equal reports; and the values they
/// decode encode to the same bytes both ways, and decode back to themselves.
@Suite("@Mappable fast path vs generated Codable code")
struct FastPathDifferentialTests {
  typealias Members = [(key: String, value: String)]

  static let profile: Members = [
    ("id", "7"), ("name", #""Ada""#), ("nickname", #""ada""#), ("mail", #""a@b.c""#),
    ("user_id", "3"), ("score", "9.5"), ("tags", #"["x", "y"]"#), ("note", #""n""#),
    ("rank", "1"), ("level", "2"), ("cache", #"["no"]"#), ("accent", ##""#ff0000""##),
    ("border", ##""#00ff00""##), ("numbers", "[1, 2]"), ("words", #"["a"]"#),
    ("counts", "[3, -4, 5]"), ("limits", "[]"),
    ("patch", #""p""#), ("origin", #"{"x": 1, "y": 2}"#),
    ("points", #"[{"x": 1}, {"x": 2, "y": null}]"#),
    ("corners", #"[{"x": 1}, {"x": 2, "y": 3}]"#), ("created", "0"), ("active", "true"),
  ]

  static let envelope: Members = [
    ("page_size", "20"), ("meta", #"{"total": 100, "next_cursor": "c2"}"#),
    ("first_point", #"{"x": 0.5}"#), ("other", #"{"kept": [1, null]}"#),
  ]

  /// Values that are valid somewhere, sloppy elsewhere and invalid in most places.
  static let replacements = [
    "null", #""42""#, "42", "-1", "1e400", "true", #""yes""#, #""""#, "{}", "[]",
    #"{"x": "1"}"#, #"[{"x": 1}, 3]"#, #"[1, "2", null, "x"]"#, ##""#abc""##, #""red""#,
    #"{"total": "7"}"#, #"{"next_cursor": null}"#, "2.5", #"["a", 2]"#,
    "[9223372036854775808, 1]", "[[1], 2]", "[1.0, 2]",
  ]

  /// Renamings of a key that the key matchings may or may not accept.
  static func renamed(_ key: String, _ choice: Int) -> String {
    switch choice % 4 {
    case 0: key.uppercased()
    case 1: key.replacingOccurrences(of: "_", with: "")
    case 2: key == "mail" ? "email" : key.hasSuffix("id") ? "userId" : key + "_"
    default: "x" + key
    }
  }

  /// The members with zero to three mutations; a key repeated only when `repeats`.
  static func mutated(
    _ members: Members, _ random: inout SplitMix64, repeats: Bool = true
  ) -> Members {
    var members = members
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let index = Int.random(in: 0..<members.count, using: &random)
      switch Int.random(in: 0..<8, using: &random) {
      case 0: members.remove(at: index)
      case 1, 2, 3:
        members[index].value = replacements.randomElement(using: &random) ?? "null"
      case 4:
        members[index].key = renamed(members[index].key, Int.random(in: 0..<4, using: &random))
      case 5: members.append(("extra\(index)", "1"))
      case 6 where repeats: members.insert((members[index].key, "0"), at: 0)  // a repeated key
      default: members.append(members.remove(at: index))  // out of document order
      }
    }
    return members
  }

  static func text(_ members: Members) -> String {
    "{" + members.map { #""\#($0.key)": \#($0.value)"# }.joined(separator: ", ") + "}"
  }

  /// An envelope whose profile is mutated too, sometimes broken JSON.
  static func payload(_ random: inout SplitMix64, repeats: Bool = true) -> String {
    var envelope = mutated(envelope, &random, repeats: repeats)
    if Int.random(in: 0..<4, using: &random) > 0 {
      envelope.insert(("profile", text(mutated(profile, &random, repeats: repeats))), at: 1)
    }
    var text = text(envelope)
    if Int.random(in: 0..<25, using: &random) == 0 {
      text.removeLast(Int.random(in: 1...10, using: &random))  // broken JSON
    }
    return text
  }

  /// The decoder settings under which the paths are compared.
  static let decoders: [(String, RemapDecoder)] = {
    var settings: [(String, RemapDecoder)] = [("default", RemapDecoder())]
    settings.append(("strict", RemapDecoder.strict))
    var decoder = RemapDecoder()
    decoder.missingValues = .typeDefaults
    decoder.nullValues = .typeDefaults
    settings.append(("typeDefaults", decoder))
    decoder = RemapDecoder()
    decoder.invalidValues = .nilForOptionals
    settings.append(("nilForOptionals", decoder))
    decoder.lossyCollections = true
    settings.append(("nilForOptionals+lossy", decoder))
    decoder = RemapDecoder()
    decoder.unknownKeys = .reject
    decoder.keyMatching = .snakeCase
    settings.append(("reject+snakeCase", decoder))
    decoder = RemapDecoder()
    decoder.keyMatching = .exact
    decoder.dateDecoding = .iso8601
    settings.append(("exact+iso8601", decoder))
    return settings
  }()

  @Test("decoding, reports and encoding agree on generated payloads", arguments: 0..<decoders.count)
  func pathsAgree(setting: Int) throws {
    let (name, fast) = Self.decoders[setting]
    var random = SplitMix64(seed: seed("FastPathDifferential.\(name)"))
    var counts = PathCounts()
    for _ in 0..<300 {
      counts.add(Self.compare(DiffEnvelope.self, Self.payload(&random), fast: fast, setting: name))
    }
    print("FastPathDifferential.\(name): \(counts)")
    #expect(counts.agreements == counts.payloads)
    // Both types take the fast path, not their `Codable` members through it.
    #expect((DiffEnvelope.self as Any.Type) is any Mappable.Type)
    #expect((DiffProfile.self as Any.Type) is any Mappable.Type)
    // The generator must reach both outcomes, or the comparison proves little.
    #expect(counts.values > 20 && counts.errors > 20, "\(name): \(counts)")
  }

  /// Decodes `payload` as `T` through both paths under `fast`'s settings, and encodes what
  /// decodes through both; records an issue for each difference.
  static func compare<T: Codable & Equatable>(
    _ type: T.Type, _ payload: String, fast: RemapDecoder, setting name: String
  ) -> PathOutcome {
    var codable = fast
    codable.mappableFastPath = false
    var codableEncoder = RemapEncoder()
    codableEncoder.mappableFastPath = false
    var agrees = true
    func check(_ condition: Bool, _ what: String) {
      if !condition {
        agrees = false
        Issue.record("\(name): \(what) differ on \(payload)")
      }
    }
    var outcome = PathOutcome.error
    let fastResult = Result { () throws(RemapError) in try fast.decode(T.self, from: payload) }
    let codableResult = Result { () throws(RemapError) in
      try codable.decode(T.self, from: payload)
    }
    let reports = (fast.report(T.self, from: payload), codable.report(T.self, from: payload))
    if let (a, b) = compareOutcomes(fastResult, codableResult, reports: reports, check: check) {
      outcome = .value(encodes: false)
      do {
        let fastBytes = try RemapEncoder().encode(a)
        let codableBytes = try codableEncoder.encode(b)
        check(fastBytes == codableBytes, "encodings")
        // What the fast path writes, it reads back as the same value.
        let decodedBack = try? RemapDecoder().decode(T.self, from: fastBytes)
        check(decodedBack == a, "round trip")
        outcome = .value(encodes: fastBytes == codableBytes && decodedBack == a)
      } catch {
        check(false, "encodings (\(error))")
      }
    }
    return agrees ? outcome : .disagreement
  }

  /// An older disagreement: the fast path recorded "converted to a one-element array" and
  /// then the element's error where the `Codable` path set the array to `nil`.
  @Test(
    "an optional array of a Mappable type holding another value: both paths report alike",
    arguments: [
      (#"{"x": 1}"#, "converted {\"x\": 1}"), (#"{"x": "a"}"#, "set to nil: expected Double"),
      ("42", "set to nil: expected an object"), (#""p""#, "set to nil: expected an object"),
    ])
  func optionalArrayOfNonArray(value: String, recovery: String) throws {
    var decoder = RemapDecoder()
    decoder.invalidValues = .nilForOptionals
    decoder.lossyCollections = true
    let text =
      #"{"page_size": 1, "meta": {"total": 2}, "first_point": {"x": 0}, "#
      + ##""profile": {"id": 7, "name": "Ada", "mail": "m", "user_id": 3, "accent": "#fff", "##
      + #""numbers": [], "counts": [], "origin": {"x": 1}, "points": [], "active": true, "corners": \#(value)}}"#
    let outcome = Self.compare(DiffEnvelope.self, text, fast: decoder, setting: "corners")
    #expect(outcome != .disagreement)
    let report = decoder.report(DiffEnvelope.self, from: text)
    let corners = ValuePath([.key("profile"), .key("corners")])
    #expect(report.value != nil)
    let atCorners = report.diagnostics.filter {
      $0.path.components.starts(with: corners.components)
    }
    #expect(atCorners.count == 1 && atCorners[0].message.hasPrefix(recovery), "\(atCorners)")
    #expect(atCorners.map(\.path) == [corners])
    let decoded = report.value?.profile?.corners
    #expect(decoded == (value.hasPrefix(#"{"x": 1"#) ? [DiffPoint(x: 1, y: nil)] : nil))
  }

  /// A model whose keys match each other fuzzily opens its object with `object()`, so that a
  /// key not found in order is looked for among all members, also those before the last one
  /// found. Opened with `_objectOfDistinctKeys()`, `ID` would be missing here, where the
  /// `Codable` path matches it to `id` fuzzily.
  @Test("keys that match each other fuzzily: a key is found before the last key found")
  func fuzzilyEqualKeys() throws {
    let text = #"{"id": 1, "name": "x"}"#
    let outcome = Self.compare(DiffFuzzyPair.self, text, fast: RemapDecoder(), setting: "pair")
    #expect(outcome == .value(encodes: true))
    let value = try RemapDecoder().decode(DiffFuzzyPair.self, from: text)
    #expect(value == DiffFuzzyPair(id: 1, name: "x", upperID: 1))
  }

  @Test("on strict payloads, the fast path agrees with JSONDecoder")
  func agreesWithFoundation() throws {
    var random = SplitMix64(seed: seed("FastPathDifferential.foundation"))
    var counts = (payloads: 0, bothDecoded: 0, bothFailed: 0)
    var strict = RemapDecoder.strict
    strict.dateDecoding = .deferredToDate
    for _ in 0..<300 {
      // A repeated key is outside what both promise: Foundation keeps one, Remap the last.
      let payload = Self.payload(&random, repeats: false)
      counts.payloads += 1
      let byRemap = try? strict.decode(DiffEnvelope.self, from: payload)
      let byFoundation = try? JSONDecoder().decode(DiffEnvelope.self, from: Data(payload.utf8))
      switch (byRemap, byFoundation) {
      case (let a?, let b?):
        #expect(a == b, "\(payload)")
        counts.bothDecoded += 1
      case (nil, nil): counts.bothFailed += 1
      default:
        Issue.record(
          "only one decoder accepts \(payload): \(byRemap == nil ? "JSONDecoder" : "Remap")")
      }
    }
    print("FastPathDifferential.foundation: \(counts)")
    #expect(counts.bothDecoded > 20 && counts.bothFailed > 20, "\(counts)")
  }
}

/// Checks that the two paths' outcomes for one payload agree: equal values, or errors with
/// equal code, path, message and location; and equal reports. Returns both values when both
/// paths decoded, for the caller's own checks.
func compareOutcomes<T: Equatable>(
  _ fast: Result<T, RemapError>, _ codable: Result<T, RemapError>,
  reports: (fast: MappingReport<T>, codable: MappingReport<T>),
  check: (Bool, String) -> Void
) -> (T, T)? {
  check(reports.fast.value == reports.codable.value, "report values")
  check(reports.fast.diagnostics == reports.codable.diagnostics, "report diagnostics")
  switch (fast, codable) {
  case (.success(let a), .success(let b)):
    check(a == b, "values")
    return (a, b)
  case (.failure(let a), .failure(let b)):
    check(a.code == b.code, "error codes")
    check(a.path == b.path, "error paths")
    check(a.message == b.message, "error messages")
    check(a.location == b.location, "error locations")
  default:
    check(false, "outcomes (\(fast) vs \(codable))")
  }
  return nil
}

/// What one payload did on both paths.
enum PathOutcome: Equatable {
  /// Both decoded equal values; `encodes` when both encoded them to the same bytes, which
  /// decoded back.
  case value(encodes: Bool)
  /// Both failed with the same error.
  case error
  /// The paths differed (an issue was recorded).
  case disagreement
}

/// The counts of a differential run.
struct PathCounts: CustomStringConvertible {
  var payloads = 0
  var agreements = 0
  var values = 0
  var errors = 0
  var encodings = 0

  mutating func add(_ outcome: PathOutcome) {
    payloads += 1
    switch outcome {
    case .value(let encodes):
      agreements += 1
      values += 1
      if encodes { encodings += 1 }
    case .error:
      agreements += 1
      errors += 1
    case .disagreement: break
    }
  }

  var description: String {
    "payloads: \(payloads), agreements: \(agreements), values: \(values), errors: \(errors), "
      + "encodings: \(encodings)"
  }
}

/// A small, seedable random number generator (SplitMix64), so that the payloads are the same
/// on every run and platform.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The seed for `test`: `REMAP_TEST_SEED` when set, otherwise one made from the name.
func seed(_ test: String) -> UInt64 {
  if let text = ProcessInfo.processInfo.environment["REMAP_TEST_SEED"], let seed = UInt64(text) {
    return seed
  }
  return test.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
}
