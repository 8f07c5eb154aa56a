//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap
import RemapSchema
import Testing

/// The inference rules one by one, read off the Swift the writer prints.
@Suite("SwiftModelWriter")
struct SwiftModelWriterTests {
  private func source(
    _ samples: [JSON], _ configure: (inout SwiftModelWriter.Options) -> Void = { _ in }
  ) -> String {
    var inference = SchemaInference()
    inference.add(contentsOf: samples)
    var options = SwiftModelWriter.Options()
    configure(&options)
    return SwiftModelWriter(options: options).source(for: inference)
  }

  /// The source's lines, without indentation.
  private func lines(
    _ samples: [JSON], _ configure: (inout SwiftModelWriter.Options) -> Void = { _ in }
  ) -> [String] {
    source(samples, configure).split(separator: "\n").map {
      String($0.drop { $0 == " " })
    }
  }

  // MARK: - Types

  @Test func aKeyMissingOrNullInSomeSamplesIsOptional() {
    let lines = lines([["a": 1, "b": 1, "c": 1], ["a": 2, "b": nil], ["a": 3, "b": 2]])
    #expect(lines.contains("var a: Int"))
    #expect(lines.contains("var b: Int?"))
    #expect(lines.contains("var c: Int?"))
  }

  @Test func integersAndFractionsMakeADouble() {
    #expect(lines([["n": 1], ["n": 2.5]]).contains("var n: Double"))
    #expect(lines([["n": 1], ["n": 2]]).contains("var n: Int"))
    #expect(lines([["b": true]]).contains("var b: Bool"))
  }

  @Test func mixedKindsBecomeJSONWithTheReason() {
    let lines = lines([["v": "a"], ["v": 1], ["v": "b"]])
    #expect(lines.contains("var v: JSON"))
    #expect(lines.contains("// mixed in the samples (number 1, string 2): kept as JSON"))
  }

  @Test func alwaysNullBecomesOptionalJSON() {
    let lines = lines([["v": nil], ["v": nil]])
    #expect(lines.contains("// null in every sample: its type is unknown"))
    #expect(lines.contains("var v: JSON?"))
  }

  @Test func arraysOfObjectsMergeTheirElements() {
    let lines = lines([
      ["users": [["id": 1, "name": "a"], ["id": 2]]], ["users": [["id": 3, "admin": true]]],
    ])
    #expect(lines.contains("var users: [User]"))
    #expect(lines.contains("struct User: Sendable {"))
    #expect(lines.contains("var id: Int"))
    #expect(lines.contains("var name: String?"))
    #expect(lines.contains("var admin: Bool?"))
  }

  @Test func nullElementsMakeOptionalElements() {
    #expect(lines([["v": [1, nil]]]).contains("var v: [Int?]"))
  }

  @Test func aSingleValueOrAnArrayIsAnArrayForRemapDecoder() {
    let samples: [JSON] = [["tag": "a"], ["tag": ["b", "c"]]]
    #expect(lines(samples).contains("var tag: [String]"))
    #expect(lines(samples) { $0.style = .codable }.contains("var tag: JSON"))
  }

  // MARK: - What a lenient decoder sees

  @Test func datesBecomeDate() {
    let samples: [JSON] = [
      ["at": "2016-01-17T16:13:00Z", "frac": "2016-01-17T16:13:00.5Z", "day": "2016-01-17"],
      ["at": "2016-01-17T16:13:00+01:00", "frac": "2016-01-17T16:13:00Z", "day": "2017-02-01"],
    ]
    let mappable = lines(samples)
    #expect(mappable.contains("var at: Date"))
    #expect(mappable.contains("var frac: Date"))
    #expect(mappable.contains("var day: Date"))
    // Under --codable, only what JSONDecoder's .iso8601 strategy reads becomes a Date.
    let codable = lines(samples) { $0.style = .codable }
    #expect(codable.contains("var at: Date"))
    #expect(codable.contains("var frac: String"))
    #expect(codable.contains("var day: String"))
    #expect(codable.contains { $0.contains("dateDecodingStrategy = .iso8601") })
  }

  @Test func epochLikeTextIsADateOnlyUnderATimeKey() {
    let lines = lines([["created_at": "1453075980", "code": "1453075980"]])
    #expect(lines.contains("var createdAt: Date"))
    #expect(lines.contains("var code: String"))
  }

  @Test func numericTextIsFlaggedAndCoercedOnRequest() {
    let samples: [JSON] = [["n": "42", "x": "2.5"], ["n": "7", "x": "3"]]
    let plain = lines(samples)
    #expect(plain.contains("// numeric text in every sample (Int?)"))
    #expect(plain.contains("var n: String"))
    #expect(plain.contains("// numeric text in every sample (Double?)"))
    let coerced = lines(samples) { $0.coercesNumericText = true }
    #expect(coerced.contains("var n: Int"))
    #expect(coerced.contains("var x: Double"))
    let codable = lines(samples) {
      $0.coercesNumericText = true
      $0.style = .codable
    }
    #expect(codable.contains("var n: String"))
  }

  @Test func uuidsAndURLs() {
    let lines = lines([
      ["id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "home": "https://example.com/a"],
      ["id": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "home": "ftp://example.com"],
    ])
    #expect(lines.contains("var id: UUID"))
    #expect(lines.contains("var home: URL"))
    #expect(self.lines([["home": "https://a b"]]).contains("var home: String"))
  }

  @Test func aSmallClosedSetOfStringsIsAnEnumUnderEnums() {
    let samples: [JSON] = [
      ["status": "pending"], ["status": "closed"], ["status": "pending"], ["status": "in-review"],
    ]
    #expect(lines(samples).contains("var status: String"))
    let lines = lines(samples) { $0.infersEnums = true }
    #expect(lines.contains("var status: Status"))
    #expect(lines.contains("enum Status: String, Codable, Sendable, CaseIterable {"))
    #expect(lines.contains("case pending"))
    #expect(lines.contains(#"case inReview = "in-review""#))
    // Names and prose stay strings.
    let names = self.lines([["name": "Ada"], ["name": "Ada Lovelace"], ["name": "Ada"]]) {
      $0.infersEnums = true
    }
    #expect(names.contains("var name: String"))
  }

  // MARK: - Keys

  @Test func propertyNamesAreLowerCamelCase() {
    let lines = lines([
      [
        "first_name": 1, "LastName": 2, "user-id": 3, "profile_image_url": 4, "URLPath": 5,
        "ID": 6,
      ]
    ])
    for name in ["firstName", "lastName", "userID", "profileImageURL", "urlPath", "id"] {
      #expect(lines.contains("var \(name): Int"), "\(name)")
    }
    #expect(!lines.contains { $0.hasPrefix("@Key") })
  }

  @Test func keywordsAreEscapedAndInvalidIdentifiersRenamed() {
    let lines = lines([["default": 1, "self": 2, "2fa": 3, "": 4, "név": 5]])
    #expect(lines.contains("var `default`: Int"))
    #expect(lines.contains(#"@Key("self") var selfValue: Int"#))
    #expect(lines.contains("var _2fa: Int"))
    #expect(lines.contains(#"@Key("") var value: Int"#))
    #expect(lines.contains(#"@Key("név") var nV: Int"#))
  }

  @Test func anExplicitKeyOnlyWhereFuzzyMatchingNeedsIt() {
    // `first_name` and `firstName` both match `firstName` fuzzily: the exact one wins, so the
    // other needs its key spelled out.
    let lines = lines([["first_name": "a", "firstName": "b", "e-mail": "c"]])
    #expect(lines.contains(#"@Key("first_name") var firstName: String"#))
    #expect(lines.contains("var firstName2: String") == false)
    #expect(lines.contains(#"@Key("firstName") var firstName2: String"#))
    #expect(lines.contains("var eMail: String"))
  }

  /// A value that some samples quote and others do not keeps its type: what the text says
  /// agrees with the other samples, and `RemapDecoder` reads both forms.
  @Test func numbersAndBooleansSometimesSentAsTextKeepTheirType() {
    let samples: [JSON] = [
      ["n": 2, "x": "2.5", "b": false, "t": 1, "u": true],
      ["n": "3", "x": 3, "b": "true", "t": "three", "u": "yes"],
    ]
    let lines = lines(samples)
    #expect(lines.contains("var n: Int"))
    #expect(
      lines.contains("// sometimes sent as text (number 1, string 1): RemapDecoder reads both"))
    #expect(lines.contains("var x: Double"))
    #expect(lines.contains("var b: Bool"))
    #expect(lines.contains("// sometimes sent as text (bool 1, string 1): RemapDecoder reads both"))
    // Text that is not a number keeps the mix as JSON; so does "yes", which is no JSON Boolean.
    #expect(lines.contains("var t: JSON"))
    #expect(lines.contains("var u: JSON"))
    // `JSONDecoder` reads only one form.
    let codable = self.lines(samples) { $0.style = .codable }
    #expect(codable.contains("var n: JSON"))
    #expect(codable.contains("var b: JSON"))
  }

  @Test func codableModelsListEveryKeyInCodingKeys() {
    let lines = lines([["user_id": 1, "name": "a"]]) { $0.style = .codable }
    #expect(lines.contains("struct Root: Codable, Sendable {"))
    #expect(lines.contains("enum CodingKeys: String, CodingKey {"))
    #expect(lines.contains(#"case userID = "user_id""#))
    #expect(lines.contains("case name"))
    #expect(!lines.contains { $0.hasPrefix("@") })
    let plain = self.lines([["name": "a"]]) { $0.style = .codable }
    #expect(!plain.contains { $0.contains("CodingKeys") })
  }

  @Test func mappableModelsNameTheKeyStyleThatWritesTheKeysBack() {
    #expect(lines([["user_id": 1, "created_at": 2]]).contains("@Mappable(keyStyle: .snakeCase)"))
    #expect(lines([["user-id": 1]]).contains("@Mappable(keyStyle: .kebabCase)"))
    // Mixed styles: the names alone, and fuzzy matching reads the keys.
    #expect(lines([["userId": 1, "created_at": 2]]).contains("@Mappable"))
    #expect(lines([["id": 1]]).contains("@Mappable"))
  }

  // MARK: - Names and layout

  @Test(arguments: [
    ("statuses", "Status"), ("entries", "Entry"), ("user_mentions", "UserMention"),
    ("addresses", "Address"), ("boxes", "Box"), ("people", "Person"), ("items", "Item"),
    ("responses", "Response"), ("series", "Series"), ("item", "Item"),
  ])
  func arrayElementsAreNamedFromTheSingular(_ key: String, _ name: String) {
    let lines = lines([[.init(stringLiteral: key): [["a": 1]]]].map { JSON.object($0) })
    #expect(lines.contains("struct \(name): Sendable {"), "\(lines)")
  }

  @Test func typeNamesThatWouldShadowAreQualified() {
    let lines = lines([["data": ["a": 1], "url": ["b": 2], "date": "2016-01-17"]]) {
      $0.rootName = "Page"
    }
    #expect(lines.contains("var data: PageData"))
    #expect(lines.contains("var url: PageURL"))
    #expect(lines.contains("var date: Date"))
  }

  @Test func nestedOrFlat() {
    let samples: [JSON] = [["user": ["name": "a", "address": ["city": "b"]]]]
    let nested = source(samples)
    #expect(nested.contains("\n  struct User: Sendable {\n"))
    #expect(nested.contains("\n    struct Address: Sendable {\n"))
    let flat = source(samples) { $0.nestsTypes = false }
    #expect(flat.contains("\nstruct User: Sendable {\n"))
    #expect(flat.contains("\nstruct Address: Sendable {\n"))
  }

  @Test func flatNamesStayUnique() {
    let samples: [JSON] = [["a": ["item": ["x": 1]], "b": ["item": ["y": 2]]]]
    let flat = lines(samples) { $0.nestsTypes = false }
    #expect(flat.contains("struct Item: Sendable {"))
    #expect(flat.contains("struct BItem: Sendable {"))
    #expect(flat.contains("var item: BItem"))
  }

  @Test func theRootNameAccessAndStyle() {
    let lines = lines([["a": 1]]) {
      $0.rootName = "Event"
      $0.accessLevel = .public
    }
    #expect(lines.contains("@Mappable"))
    #expect(lines.contains("import RemapMacros"))
    #expect(lines.contains("public struct Event: Sendable {"))
    #expect(lines.contains("public var a: Int"))
  }

  @Test func aRootArrayIsATypealias() {
    let lines = lines([[["id": 1]], [["id": 2]]]) { $0.rootName = "Events" }
    #expect(lines.contains("typealias Events = [Event]"))
    #expect(lines.contains("struct Event: Sendable {"))
    #expect(self.lines([[1, 2]]).contains("typealias Root = [Int]"))
  }

  @Test func theHeaderCountsTheSamples() {
    #expect(source([1, 2, 3]).hasPrefix("// Inferred by Remap from 3 samples.\n"))
    #expect(source([1]).hasPrefix("// Inferred by Remap from 1 sample.\n"))
  }

  @Test func stringLiteralsAreEscaped() {
    // Fuzzy matching ignores the quote and the backslash, but not a letter outside ASCII.
    let lines = lines([[#"ä"b\c"#: 1]])
    #expect(lines.contains(#"@Key("ä\"b\\c") var bC: Int"#))
  }
}
