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
import Testing

@Suite("MappingReport")
struct MappingReportTests {
  struct Order: Decodable, Equatable {
    var id: Int
    var customer: Customer
    var items: [Item]
    var note: String?
  }

  struct Customer: Decodable, Equatable {
    var name: String
    var email: String
  }

  struct Item: Decodable, Equatable {
    var sku: String
    var quantity: Int
    var price: Double
  }

  /// Five problems in five places: a missing key, three failed conversions in an array and
  /// a nested object, and a null for a non-optional.
  static let fiveProblems = """
    {
      "id": "A-17",
      "customer": {"name": "Ada"},
      "items": [
        {"sku": "x1", "quantity": 2, "price": 9.5},
        {"sku": "x2", "quantity": "lots", "price": 1},
        {"sku": "x3", "quantity": 1, "price": null},
        {"quantity": 4, "price": 2}
      ]
    }
    """

  @Test func listsEveryErrorWithItsPath() {
    let report = RemapDecoder().report(Order.self, from: Self.fiveProblems)
    #expect(report.value == nil)
    let errors = report.errors.map { "\($0.path) \($0.code)" }
    #expect(
      errors == [
        "id type-mismatch",
        "customer.email key-not-found",
        "items[1].quantity type-mismatch",
        "items[2].price value-not-found",
        "items[3].sku key-not-found",
      ])
    #expect(report.errors.first?.location?.line == 2)
  }

  @Test("a missing Date, URL, Data, Decimal or UUID does not stop the report")
  func foundationValuesHavePlaceholders() {
    struct Event: Decodable {
      var when: Date
      var link: URL
      var blob: Data
      var amount: Decimal
      var id: UUID
      var title: String
    }
    let report = RemapDecoder().report(Event.self, from: #"{"title": [7]}"#)
    #expect(report.value == nil)
    #expect(
      report.errors.map { "\($0.path) \($0.code)" } == [
        "when key-not-found", "link key-not-found", "blob key-not-found",
        "amount key-not-found", "id key-not-found", "title type-mismatch",
      ])
  }

  @Test("an element with no placeholder is left out, and the elements after it are checked")
  func elementWithoutPlaceholder() {
    /// Reads only a string of digits, so nothing synthetic (`{}`, `[]`, `null`) stands in
    /// for it after an error.
    struct Cents: Decodable {
      var value: Int
      init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Int(text) else {
          throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "not cents: \(text)"))
        }
        self.value = value
      }
    }
    struct Line: Decodable {
      var sku: String
      var price: Cents
    }
    let text = """
      [{"sku": "a", "price": "100"}, {"sku": "b", "price": "ten"}, {"sku": "c", "price": "5"},
       {"price": "7"}, {"sku": "e", "price": [1]}]
      """
    let report = RemapDecoder().report([Line].self, from: text)
    #expect(report.value == nil)
    #expect(
      report.errors.map { "\($0.path) \($0.code)" } == [
        "[1].price decoding-failed", "[3].sku key-not-found", "[4].price type-mismatch",
      ])
  }

  @Test("locations are right however many diagnostics, and in whatever order they come")
  func manyLocatedDiagnostics() throws {
    struct Row: Decodable {
      var b: Int
      var a: Int
    }
    // One row per line, both values coerced from text; each row's `b` is asked for before
    // its `a`, which comes first in the text, so locations are asked for out of order.
    let rows = 20_000
    let text =
      "[\n" + (0..<rows).map { #"{"a": "\#($0)", "b": "\#($0)"}"# }.joined(separator: ",\n")
      + "\n]"
    let report = RemapDecoder().report([Row].self, from: text)
    #expect(report.value?.count == rows)
    let lines = report.recoveries.compactMap { $0.location?.line }
    #expect(lines.count == 2 * rows)
    #expect(lines.prefix(4) == [2, 2, 3, 3])
    #expect(lines.last == rows + 1)
    #expect(report.recoveries.prefix(2).map { $0.location?.column } == [17, 7])
  }

  @Test func reportsTheSameFirstErrorAsDecode() throws {
    let error = try #require(throws: RemapError.self) {
      try RemapDecoder().decode(Order.self, from: Self.fiveProblems)
    }
    let report = RemapDecoder().report(Order.self, from: Self.fiveProblems)
    #expect(report.errors.first?.message == error.message)
    #expect(report.errors.first?.path == error.path)
  }

  @Test func succeedsWithRecoveriesListed() throws {
    let text =
      #"{"ID": "7", "customer": {"name": "Ada", "email": "a@b.c", "age": 36}, "items": []}"#
    var decoder = RemapDecoder()
    decoder.unknownKeys = .report
    let report = decoder.report(Order.self, from: text)
    let value = try #require(report.value)
    #expect(value.id == 7)
    #expect(report.errors.isEmpty)
    let recoveries = report.recoveries.map { "\($0.path) \($0.code)" }
    #expect(recoveries.contains("ID value-coerced"))
    #expect(recoveries.contains("customer.age unknown-key"))
    // Left out unless asked for.
    let quiet = RemapDecoder().report(Order.self, from: text).recoveries.map(\.code)
    #expect(quiet == [.valueCoerced])
  }

  @Test func namesAFuzzyAmbiguity() throws {
    struct Flag: Decodable { var isOn: Bool }
    let report = RemapDecoder().report(Flag.self, from: #"{"is_on": true, "IS-ON": false}"#)
    #expect(try #require(report.value).isOn == true)
    #expect(report.recoveries.map(\.code) == [.ambiguousKey])
  }

  @Test func parseErrorsBecomeOneDiagnostic() {
    let report = RemapDecoder().report(Order.self, from: #"{"id": 1,"#)
    #expect(report.value == nil)
    #expect(report.diagnostics.count == 1)
    #expect(report.diagnostics.first?.code == .unexpectedEndOfInput)
  }
}

@Suite("Missing, null and invalid values")
struct ValuePolicyTests {
  struct Profile: Decodable, Equatable {
    var name: String
    var age: Int
    var admin: Bool
    var tags: [String]
    var scores: [String: Double]
    var nickname: String?
  }

  @Test func missingIsAnErrorByDefault() throws {
    let error = try #require(throws: RemapError.self) {
      try RemapDecoder().decode(Profile.self, from: #"{"name": "Ada"}"#)
    }
    #expect(error.code == .keyNotFound)
    #expect(error.path == "age")
  }

  @Test func typeDefaultsFillMissingValues() throws {
    var decoder = RemapDecoder()
    decoder.missingValues = .typeDefaults
    let profile = try decoder.decode(Profile.self, from: #"{"name": "Ada"}"#)
    #expect(
      profile
        == Profile(name: "Ada", age: 0, admin: false, tags: [], scores: [:], nickname: nil))
    let report = decoder.report(Profile.self, from: #"{"name": "Ada"}"#)
    #expect(report.recoveries.map(\.code) == Array(repeating: .defaultUsed, count: 4))
  }

  @Test func typeDefaultsForMissingDoNotCoverNull() throws {
    var decoder = RemapDecoder()
    decoder.missingValues = .typeDefaults
    let error = try #require(throws: RemapError.self) {
      try decoder.decode(Profile.self, from: #"{"name": "Ada", "age": null}"#)
    }
    #expect(error.code == .valueNotFound)
  }

  @Test func nullTypeDefaults() throws {
    var decoder = RemapDecoder()
    decoder.nullValues = .typeDefaults
    let text = #"{"name": null, "age": null, "admin": null, "tags": null, "scores": null}"#
    let profile = try decoder.decode(Profile.self, from: text)
    #expect(profile == Profile(name: "", age: 0, admin: false, tags: [], scores: [:]))
  }

  @Test func invalidOptionalsBecomeNilOnlyWhenAsked() throws {
    struct Reading: Decodable { var value: Int? }
    let text = #"{"value": "n/a"}"#
    #expect(throws: RemapError.self) { try RemapDecoder().decode(Reading.self, from: text) }
    var decoder = RemapDecoder()
    decoder.invalidValues = .nilForOptionals
    #expect(try decoder.decode(Reading.self, from: text).value == nil)
    let report = decoder.report(Reading.self, from: text)
    #expect(report.recoveries.map(\.code) == [.invalidValueIgnored])
  }

  // A report records an error inside a value and carries on, where decoding throws it: an
  // optional holding such a value was once kept in the report (with its error, so no value)
  // while decoding made it `nil`.
  @Test("an invalid value deep inside an optional is nil in a report, as decoding makes it")
  func invalidValuesInsideOptionalsAgree() throws {
    enum Level: Int, Decodable, Equatable { case low = 1, high = 2 }
    struct Inner: Decodable, Equatable { var count: Int }
    struct Sample: Decodable, Equatable {
      var levels: [Level]?
      var inner: Inner?
      var name: String
    }
    let text = #"{"levels": [1, 3], "inner": {"count": "many"}, "name": "a"}"#
    var nilForInvalid = RemapDecoder()
    nilForInvalid.invalidValues = .nilForOptionals
    var both = nilForInvalid
    both.lossyCollections = true
    let expected = [
      Sample(levels: nil, inner: nil, name: "a"),
      Sample(levels: [.low], inner: nil, name: "a"),
    ]
    for (decoder, expected) in zip([nilForInvalid, both], expected) {
      let decoded = try decoder.decode(Sample.self, from: text)
      #expect(decoded == expected)
      for report in [
        decoder.report(Sample.self, from: text),
        decoder.report(Sample.self, from: try JSON(parsing: text)),
      ] {
        #expect(report.value == decoded, "\(report.diagnostics)")
        #expect(report.errors.isEmpty)
      }
    }
    let report = nilForInvalid.report(Sample.self, from: text)
    #expect(report.recoveries.map(\.code) == [.invalidValueIgnored, .invalidValueIgnored])
    #expect(report.recoveries.map(\.path) == ["levels", "inner"])
    #expect(report.recoveries.allSatisfy { $0.message.hasPrefix("set to nil: ") })
  }

  @Test func lossyCollectionsDropAndRecordBadElements() throws {
    struct Item: Decodable, Equatable { var id: Int }
    let text = #"[{"id": 1}, {"id": "x"}, {"name": "no id"}, {"id": 4}]"#
    #expect(throws: RemapError.self) { try RemapDecoder().decode([Item].self, from: text) }
    var decoder = RemapDecoder()
    decoder.lossyCollections = true
    #expect(try decoder.decode([Item].self, from: text) == [Item(id: 1), Item(id: 4)])
    let report = decoder.report([Item].self, from: text)
    #expect(report.value == [Item(id: 1), Item(id: 4)])
    #expect(report.recoveries.map(\.path) == ["[1]", "[2]"])
    #expect(report.recoveries.allSatisfy { $0.code == .elementDropped })
    #expect(try decoder.decode([Int].self, from: #"[1, "two", 3]"#) == [1, 3])
  }

  @Test func unknownKeysCanBeRejected() throws {
    struct Point: Decodable { var x: Int, y: Int }
    let text = #"{"x": 1, "y": 2, "z": 3}"#
    #expect(try RemapDecoder().decode(Point.self, from: text).x == 1)
    var decoder = RemapDecoder()
    decoder.unknownKeys = .reject
    let error = try #require(throws: RemapError.self) {
      try decoder.decode(Point.self, from: text)
    }
    #expect(error.code == .unknownKey)
    #expect(error.path == "z")
    #expect(error.message == #"unknown key "z""#)
  }
}

@Suite("Enums by raw value")
struct EnumRawValueTests {
  enum Status: String, Decodable, CaseIterable { case active, suspended = "on_hold" }
  enum Plain: String, Decodable { case camel = "camelCase" }
  struct Account: Decodable { var status: Status }

  @Test(arguments: ["active", "ACTIVE", "Active"])
  func caseInsensitiveWhenLenient(text: String) throws {
    let account = try RemapDecoder().decode(Account.self, from: #"{"status": "\#(text)"}"#)
    #expect(account.status == .active)
  }

  @Test func exactWhenStrict() throws {
    #expect(throws: RemapError.self) {
      try RemapDecoder.strict.decode(Account.self, from: #"{"status": "ACTIVE"}"#)
    }
    #expect(
      try RemapDecoder.strict.decode(Account.self, from: #"{"status": "on_hold"}"#).status
        == .suspended)
  }

  @Test func recordedAsACoercion() throws {
    let report = RemapDecoder().report(Account.self, from: #"{"status": "On_Hold"}"#)
    #expect(report.value?.status == .suspended)
    #expect(report.recoveries.map(\.code) == [.valueCoerced])
  }

  @Test func unknownValuesStillFail() throws {
    let error = try #require(throws: RemapError.self) {
      try RemapDecoder().decode(Account.self, from: #"{"status": "deleted"}"#)
    }
    #expect(error.path == "status")
    // Other enums' cases cannot be listed: only the lower- and upper-case spellings match.
    #expect(throws: RemapError.self) {
      try RemapDecoder().decode(Plain.self, from: #""CAMELCASE""#)
    }
  }
}
