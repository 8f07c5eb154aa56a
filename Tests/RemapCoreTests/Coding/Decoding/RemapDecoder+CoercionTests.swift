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

private typealias Box = DecoderTestSupport.Box

/// What decoding one row should give.
private enum Outcome<T: Sendable & Equatable>: Sendable {
  case value(T)
  case error(RemapError.Code)
}

/// One row of the coercion table, checked both ways.
private protocol CoercionRow: Sendable, CustomTestStringConvertible {
  func check(sourceLocation: Testing.SourceLocation)
}

/// A value decoded as `T` from `{"value": json}` (or from `{}` when `json` is `nil`): with
/// the default lenient decoder, with `RemapDecoder.strict`, and with `JSONDecoder`, which
/// must agree with strict (both fail, or both give the same value).
private struct Row<T: Decodable & Equatable & Sendable>: CoercionRow {
  var json: String?
  var lenient: Outcome<T>
  var strict: Outcome<T>
  var sourceLocation: Testing.SourceLocation

  init(
    _ type: T.Type, _ json: String?, lenient: Outcome<T>, strict: Outcome<T>,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    self.json = json
    self.lenient = lenient
    self.strict = strict
    self.sourceLocation = sourceLocation
  }

  /// A row that both modes accept with the same value.
  init(
    _ type: T.Type, _ json: String?, both value: T,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    self.init(
      type, json, lenient: .value(value), strict: .value(value), sourceLocation: sourceLocation)
  }

  /// A row that both modes reject with the same code.
  init(
    _ type: T.Type, _ json: String?, bothFail code: RemapError.Code,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    self.init(
      type, json, lenient: .error(code), strict: .error(code), sourceLocation: sourceLocation)
  }

  var text: String { json.map { "{\"value\": \($0)}" } ?? "{}" }

  var testDescription: String { "\(T.self) from \(json ?? "a missing key")" }

  func check(sourceLocation _: Testing.SourceLocation) {
    check(RemapDecoder(), expecting: lenient, mode: "lenient")
    check(RemapDecoder.strict, expecting: strict, mode: "strict")

    // Strict agrees with Foundation.
    let foundation = Result { try DecoderTestSupport.foundationDecode(Box<T>.self, from: text) }
    switch (strict, foundation) {
    case (.value(let expected), .success(let box)):
      #expect(box.value == expected, "JSONDecoder", sourceLocation: sourceLocation)
    case (.error, .failure):
      break
    case (.value, .failure(let error)):
      Issue.record(
        "JSONDecoder failed where strict succeeds: \(error)", sourceLocation: sourceLocation)
    case (.error, .success(let box)):
      Issue.record(
        "JSONDecoder decoded \(box.value) where strict fails", sourceLocation: sourceLocation)
    }
  }

  private func check(_ decoder: RemapDecoder, expecting outcome: Outcome<T>, mode: String) {
    let result = Result { () throws(RemapError) in try decoder.decode(Box<T>.self, from: text) }
    switch (outcome, result) {
    case (.value(let expected), .success(let box)):
      #expect(box.value == expected, "\(mode)", sourceLocation: sourceLocation)
    case (.error(let code), .failure(let error)):
      #expect(error.code == code, "\(mode): \(error.message)", sourceLocation: sourceLocation)
      // At the value, or at an element of it.
      #expect(
        error.path.components.first == .key("value"), "\(mode)", sourceLocation: sourceLocation)
    case (.value, .failure(let error)):
      Issue.record("\(mode) failed: \(error)", sourceLocation: sourceLocation)
    case (.error(let code), .success(let box)):
      Issue.record(
        "\(mode) decoded \(box.value), expected error \(code)", sourceLocation: sourceLocation)
    }
  }
}

private struct Inner: Decodable, Equatable, Sendable {
  var id: Int?
}

@Suite("RemapDecoder coercion")
struct RemapDecoderCoercionTests {
  // MARK: - Numbers and strings

  fileprivate static let numberToStringRows: [any CoercionRow] = [
    Row(String.self, "42", lenient: .value("42"), strict: .error(.typeMismatch)),
    Row(String.self, "-7", lenient: .value("-7"), strict: .error(.typeMismatch)),
    Row(String.self, "1.5", lenient: .value("1.5"), strict: .error(.typeMismatch)),
    Row(
      String.self, "18446744073709551615", lenient: .value("18446744073709551615"),
      strict: .error(.typeMismatch)),
    Row(String.self, "\"42\"", both: "42"),
    Row(String.self, "true", bothFail: .typeMismatch),
    Row(String.self, "[1]", bothFail: .typeMismatch),
    Row(String.self, "{}", bothFail: .typeMismatch),
    Row(String.self, "null", bothFail: .valueNotFound),
  ]

  @Test("numbers read as strings in lenient mode only", arguments: numberToStringRows)
  fileprivate func numberToString(row: any CoercionRow) {
    row.check(sourceLocation: #_sourceLocation)
  }

  /// DESIGN.md says "shortest text" and the brief "exact text kept": what the decoder does is
  /// write the number's exact decimal value, keeping trailing zeros and the sign of zero but
  /// not the exponent as written.
  @Test(
    "a number reads as a string in its exact decimal form",
    arguments: [
      ("1.50", "1.50"), ("0.10", "0.10"), ("-0", "-0"), ("-1.0", "-1.0"), ("1e2", "100"),
      ("1E+2", "100"), ("100e-2", "1.00"), ("123.456e1", "1234.56"), ("1e30", "1e+30"),
      ("1.5e-10", "1.5e-10"), ("12345678901234567890123", "12345678901234567890123"),
    ])
  func numberText(json: String, expected: String) throws {
    let value = try RemapDecoder().decode(Box<String>.self, from: "{\"value\": \(json)}").value
    #expect(value == expected)
  }

  fileprivate static let stringToNumberRows: [any CoercionRow] = [
    Row(Int.self, "\"42\"", lenient: .value(42), strict: .error(.typeMismatch)),
    Row(Int.self, "\" 42 \"", lenient: .value(42), strict: .error(.typeMismatch)),
    Row(Int.self, "\"-7\"", lenient: .value(-7), strict: .error(.typeMismatch)),
    Row(Int.self, "\"4.0\"", lenient: .value(4), strict: .error(.typeMismatch)),
    Row(Int.self, "\"1e2\"", lenient: .value(100), strict: .error(.typeMismatch)),
    Row(Int.self, "\"4.5\"", bothFail: .typeMismatch),
    Row(Int.self, "\"forty-two\"", bothFail: .typeMismatch),
    Row(Int.self, "\"\"", bothFail: .typeMismatch),
    Row(Int.self, "\"0x10\"", bothFail: .typeMismatch),
    Row(Int.self, "\"1e30\"", lenient: .error(.numberOutOfRange), strict: .error(.typeMismatch)),
    Row(Double.self, "\"1.5\"", lenient: .value(1.5), strict: .error(.typeMismatch)),
    Row(Double.self, "\"-2.5e-3\"", lenient: .value(-0.0025), strict: .error(.typeMismatch)),
    Row(Double.self, "\"NaN\"", bothFail: .typeMismatch),
    Row(
      Double.self, "\"1e400\"", lenient: .error(.numberOutOfRange), strict: .error(.typeMismatch)),
    Row(Float.self, "\"0.1\"", lenient: .value(0.1), strict: .error(.typeMismatch)),
    Row(
      Decimal.self, "\"0.1\"", lenient: .value(Decimal(string: "0.1")!),
      strict: .error(.typeMismatch)),
    Row(
      Decimal.self, "\"12345678901234567890.123456789\"",
      lenient: .value(Decimal(string: "12345678901234567890.123456789")!),
      strict: .error(.typeMismatch)),
    Row(Int8.self, "\"-128\"", lenient: .value(-128), strict: .error(.typeMismatch)),
    Row(Int8.self, "\"127\"", lenient: .value(127), strict: .error(.typeMismatch)),
    Row(Int8.self, "\"128\"", lenient: .error(.numberOutOfRange), strict: .error(.typeMismatch)),
    Row(Int16.self, "\"-32768\"", lenient: .value(-32768), strict: .error(.typeMismatch)),
    Row(Int16.self, "\"32768\"", lenient: .error(.numberOutOfRange), strict: .error(.typeMismatch)),
    Row(
      Int32.self, "\"2147483647\"", lenient: .value(2_147_483_647), strict: .error(.typeMismatch)),
    Row(
      Int32.self, "\"-2147483649\"", lenient: .error(.numberOutOfRange),
      strict: .error(.typeMismatch)),
    Row(
      Int64.self, "\"-9223372036854775808\"", lenient: .value(.min), strict: .error(.typeMismatch)),
    Row(
      Int64.self, "\"9223372036854775808\"", lenient: .error(.numberOutOfRange),
      strict: .error(.typeMismatch)),
    Row(UInt.self, "\"1\"", lenient: .value(1), strict: .error(.typeMismatch)),
    Row(UInt.self, "\"-1\"", lenient: .error(.numberOutOfRange), strict: .error(.typeMismatch)),
    Row(UInt8.self, "\"255\"", lenient: .value(255), strict: .error(.typeMismatch)),
    Row(UInt8.self, "\"256\"", lenient: .error(.numberOutOfRange), strict: .error(.typeMismatch)),
    Row(UInt16.self, "\"65535\"", lenient: .value(65535), strict: .error(.typeMismatch)),
    Row(
      UInt16.self, "\"65536\"", lenient: .error(.numberOutOfRange), strict: .error(.typeMismatch)),
    Row(
      UInt32.self, "\"4294967295\"", lenient: .value(4_294_967_295), strict: .error(.typeMismatch)),
    Row(
      UInt32.self, "\"4294967296\"", lenient: .error(.numberOutOfRange),
      strict: .error(.typeMismatch)),
    Row(
      UInt64.self, "\"18446744073709551615\"", lenient: .value(.max), strict: .error(.typeMismatch)),
    Row(
      UInt64.self, "\"18446744073709551616\"", lenient: .error(.numberOutOfRange),
      strict: .error(.typeMismatch)),
  ]

  @Test("numeric strings read as numbers in lenient mode only", arguments: stringToNumberRows)
  fileprivate func stringToNumber(row: any CoercionRow) {
    row.check(sourceLocation: #_sourceLocation)
  }

  fileprivate static let rangesRows: [any CoercionRow] = [
    Row(UInt8.self, "300", bothFail: .numberOutOfRange),
    Row(UInt8.self, "-1", bothFail: .numberOutOfRange),
    Row(UInt.self, "-1", bothFail: .numberOutOfRange),
    Row(Int8.self, "-129", bothFail: .numberOutOfRange),
    Row(Int16.self, "40000", bothFail: .numberOutOfRange),
    Row(UInt32.self, "4294967296", bothFail: .numberOutOfRange),
    Row(Int.self, "1e30", bothFail: .numberOutOfRange),
    Row(Int.self, "9223372036854775808", bothFail: .numberOutOfRange),
    Row(Int.self, "-9223372036854775809", bothFail: .numberOutOfRange),
    Row(UInt64.self, "18446744073709551616", bothFail: .numberOutOfRange),
    // Integral numbers written as decimals are integers in both modes, as in Foundation.
    Row(Int.self, "1.0", both: 1),
    Row(Int.self, "1e2", both: 100),
    Row(Int.self, "1E+2", both: 100),
    Row(Int.self, "100e-2", both: 1),
    Row(Int.self, "-0", both: 0),
    Row(UInt8.self, "2.55e2", both: 255),
    Row(Int.self, "1.5", bothFail: .typeMismatch),
    Row(Int.self, "1e-2", bothFail: .typeMismatch),
    Row(UInt.self, "-0.5", bothFail: .typeMismatch),
  ]

  @Test(
    "numbers out of range are errors, never wrapped; integral decimals are integers",
    arguments: rangesRows)
  fileprivate func ranges(row: any CoercionRow) {
    row.check(sourceLocation: #_sourceLocation)
  }

  @Test("an out-of-range number names the type and the value")
  func outOfRangeMessage() {
    let error = DecoderTestSupport.error(Box<UInt8>.self, from: #"{"value": 300}"#)
    #expect(error?.code == .numberOutOfRange)
    #expect(error?.message == "300 is out of range for UInt8")
    #expect(error?.expected == "UInt8")
    #expect(error?.found == "300")
    #expect(error?.path == "value")

    let fraction = DecoderTestSupport.error(Box<Int>.self, from: #"{"value": 1.5}"#)
    #expect(fraction?.code == .typeMismatch)
    #expect(fraction?.message == "expected Int, found 1.5, which is not an integer")
  }

  // MARK: - Booleans

  fileprivate static let booleansRows: [any CoercionRow] =
    [
      ("\"true\"", true), ("\"TRUE\"", true), ("\"True\"", true), ("\"false\"", false),
      ("\"FALSE\"", false), ("\"yes\"", true), ("\"YES\"", true), ("\"Yes\"", true),
      ("\"no\"", false), ("\"No\"", false), ("\"y\"", true), ("\"Y\"", true), ("\"n\"", false),
      ("\"N\"", false), ("\"on\"", true), ("\"ON\"", true), ("\"off\"", false), ("\"Off\"", false),
      ("\"1\"", true), ("\"0\"", false), ("1", true), ("0", false), ("1.0", true), ("0e0", false),
      // Surrounding whitespace is allowed, as for numbers (and as rules files always did).
      ("\"yes \"", true), ("\" off\\n\"", false),
    ].map { json, value in
      Row(Bool.self, json, lenient: .value(value), strict: .error(.typeMismatch))
    }
    + [
      Row(Bool.self, "true", both: true),
      Row(Bool.self, "false", both: false),
      Row(Bool.self, "2", bothFail: .typeMismatch),
      Row(Bool.self, "-1", bothFail: .typeMismatch),
      Row(Bool.self, "0.5", bothFail: .typeMismatch),
      Row(Bool.self, "\"maybe\"", bothFail: .typeMismatch),
      Row(Bool.self, "\"\"", bothFail: .typeMismatch),
      Row(Bool.self, "\"2\"", bothFail: .typeMismatch),
      Row(Bool.self, "\"y es\"", bothFail: .typeMismatch),
      Row(Bool.self, "[]", bothFail: .typeMismatch),
      Row(Bool.self, "null", bothFail: .valueNotFound),
    ]

  @Test("words and 1 and 0 read as Booleans in lenient mode only", arguments: booleansRows)
  fileprivate func booleans(row: any CoercionRow) {
    row.check(sourceLocation: #_sourceLocation)
  }

  // MARK: - Null, missing, single values

  fileprivate static let optionalsRows: [any CoercionRow] = [
    Row(Int?.self, "null", both: nil),
    Row(Int?.self, nil, both: nil),
    Row(Int?.self, "3", both: 3),
    Row(Int?.self, "\"3\"", lenient: .value(3), strict: .error(.typeMismatch)),
    Row(String?.self, "null", both: nil),
    Row(String?.self, nil, both: nil),
    Row([Int]?.self, "null", both: nil),
    Row([Int]?.self, nil, both: nil),
    Row(Inner?.self, "null", both: nil),
    Row(Inner?.self, nil, both: nil),
    Row(Int.self, "null", bothFail: .valueNotFound),
    Row(Int.self, nil, bothFail: .keyNotFound),
    Row(String.self, nil, bothFail: .keyNotFound),
    Row(Inner.self, "null", bothFail: .valueNotFound),
    Row([Int].self, "null", bothFail: .valueNotFound),
  ]

  @Test("null and a missing key read as nil for optionals in both modes", arguments: optionalsRows)
  fileprivate func optionals(row: any CoercionRow) {
    row.check(sourceLocation: #_sourceLocation)
  }

  fileprivate static let singleValuesRows: [any CoercionRow] = [
    Row([Int].self, "5", lenient: .value([5]), strict: .error(.typeMismatch)),
    Row([Int].self, "\"5\"", lenient: .value([5]), strict: .error(.typeMismatch)),
    Row([String].self, "\"a\"", lenient: .value(["a"]), strict: .error(.typeMismatch)),
    Row([Double].self, "1.5", lenient: .value([1.5]), strict: .error(.typeMismatch)),
    Row([Bool].self, "true", lenient: .value([true]), strict: .error(.typeMismatch)),
    Row([Int8].self, "7", lenient: .value([7]), strict: .error(.typeMismatch)),
    Row(
      [Inner].self, "{\"id\": 1}", lenient: .value([Inner(id: 1)]), strict: .error(.typeMismatch)),
    Row(Set<String>.self, "\"a\"", lenient: .value(["a"]), strict: .error(.typeMismatch)),
    Row([[Int]].self, "[1, 2]", lenient: .value([[1], [2]]), strict: .error(.typeMismatch)),
    Row([Int]?.self, "5", lenient: .value([5]), strict: .error(.typeMismatch)),
    Row([Int].self, "[5]", both: [5]),
    Row([Int].self, "[]", both: []),
    Row([Int].self, "{}", bothFail: .typeMismatch),
    Row([String].self, "{\"a\": 1}", bothFail: .typeMismatch),
  ]

  @Test(
    "a single value reads as a one-element array in lenient mode only", arguments: singleValuesRows)
  fileprivate func singleValues(row: any CoercionRow) {
    row.check(sourceLocation: #_sourceLocation)
  }

  // MARK: - Foundation types

  fileprivate static let foundationTypesRows: [any CoercionRow] = [
    Row(
      URL.self, "\"https://example.com/a?b=c#d\"", both: URL(string: "https://example.com/a?b=c#d")!
    ),
    Row(URL.self, "\"file:///tmp/x\"", both: URL(string: "file:///tmp/x")!),
    Row(URL.self, "\"\"", bothFail: .invalidValue),
    Row(URL.self, "42", bothFail: .typeMismatch),
    Row(URL.self, "null", bothFail: .valueNotFound),
    Row(
      UUID.self, "\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"",
      both: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!),
    Row(
      UUID.self, "\"e621e1f8-c36c-495a-93fc-0c247a3e6e5f\"",
      both: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!),
    Row(UUID.self, "\"not-a-uuid\"", bothFail: .decodingFailed),
    Row(UUID.self, "17", lenient: .error(.decodingFailed), strict: .error(.typeMismatch)),
    Row(Decimal.self, "0.1", both: Decimal(string: "0.1")!),
    Row(
      Decimal.self, "\"0.1\"", lenient: .value(Decimal(string: "0.1")!),
      strict: .error(.typeMismatch)),
    Row(Decimal.self, "-12.50", both: Decimal(string: "-12.5")!),
    Row(Decimal.self, "\"abc\"", bothFail: .typeMismatch),
    Row(Data.self, "\"AQID\"", both: Data([1, 2, 3])),
    Row(Data.self, "\"\"", both: Data()),
    Row(Data.self, "\"AQI=\"", both: Data([1, 2])),
    Row(Data.self, "\"AQI\"", lenient: .value(Data([1, 2])), strict: .error(.invalidValue)),
    Row(Data.self, "\"-_8\"", lenient: .value(Data([0xFB, 0xFF])), strict: .error(.invalidValue)),
    Row(Data.self, "\"-_8=\"", lenient: .value(Data([0xFB, 0xFF])), strict: .error(.invalidValue)),
    Row(Data.self, "\"+/8=\"", both: Data([0xFB, 0xFF])),
    Row(Data.self, "\"not base64!\"", bothFail: .invalidValue),
    Row(Data.self, "[1, 2]", bothFail: .typeMismatch),
  ]

  @Test("strings read as URL, UUID, Decimal and Data", arguments: foundationTypesRows)
  fileprivate func foundationTypes(row: any CoercionRow) {
    row.check(sourceLocation: #_sourceLocation)
  }

  @Test("Decimal keeps the number's exact text, unlike a trip through Double")
  func decimalExact() throws {
    let lenient = try RemapDecoder().decode([Decimal].self, from: #"[0.1, "0.1", 3.3, "1e-5"]"#)
    #expect(lenient == ["0.1", "0.1", "3.3", "0.00001"].map { Decimal(string: $0)! })
  }

  @Test("lenient URLs are trimmed of surrounding whitespace")
  func urlTrimmed() throws {
    let url = try RemapDecoder().decode(
      Box<URL>.self, from: #"{"value": "  https://example.com/ \n"}"#)
    #expect(url.value == URL(string: "https://example.com/"))
  }

  @Test("dates read from ISO 8601 strings in lenient mode and from numbers in strict mode")
  func dates() throws {
    let text = #"{"value": "2016-01-17T16:13:00-0800"}"#
    #expect(
      try RemapDecoder().decode(Box<Date>.self, from: text).value
        == Date(timeIntervalSince1970: 1_453_075_980))
    let strict = DecoderTestSupport.error(Box<Date>.self, from: text, with: .strict)
    #expect(strict?.code == .typeMismatch)
    #expect(throws: DecodingError.self) {
      try DecoderTestSupport.foundationDecode(Box<Date>.self, from: text)
    }
  }

  @Test("Data strategies: base64 by default, the Data type's own array of bytes, or a closure")
  func dataStrategies() throws {
    var deferred = RemapDecoder.strict
    deferred.dataDecoding = .deferredToData
    #expect(
      try deferred.decode(Box<Data>.self, from: #"{"value": [1, 2, 255]}"#).value
        == Data([1, 2, 255]))
    let tooBig = DecoderTestSupport.error(
      Box<Data>.self, from: #"{"value": [1, 256]}"#, with: deferred)
    #expect(tooBig?.code == .numberOutOfRange)
    #expect(tooBig?.path == "value[1]")

    var custom = RemapDecoder()
    custom.dataDecoding = .custom { decoder in
      Data(try decoder.singleValueContainer().decode(String.self).utf8)
    }
    #expect(try custom.decode(Box<Data>.self, from: #"{"value": "hi"}"#).value == Data("hi".utf8))
    #expect(
      try custom.decode([Data].self, from: #"["a", "b"]"#) == [Data("a".utf8), Data("b".utf8)])
    #expect(try custom.decode(Box<Data?>.self, from: #"{"value": null}"#).value == nil)
  }

  private enum Status: String, Decodable, Equatable {
    case active, suspended = "SUSPENDED"
  }

  private enum Level: Int, Decodable, Equatable {
    case low = 1, high = 99
  }

  @Test("enums decode by raw value; integer raw values from numeric strings in lenient mode")
  func enumsByRawValue() throws {
    let text = #"{"value": ["active", "SUSPENDED"]}"#
    #expect(
      try RemapDecoder.strict.decode(Box<[Status]>.self, from: text).value == [.active, .suspended])
    #expect(
      try RemapDecoder().decode(Box<[Level]>.self, from: #"{"value": [1, "99"]}"#).value == [
        .low, .high,
      ])
    let unknown = DecoderTestSupport.error(Box<Status>.self, from: #"{"value": "gone"}"#)
    #expect(unknown?.code == .invalidValue)
    #expect(unknown?.path == "value")
    #expect(
      DecoderTestSupport.error(Box<Level>.self, from: #"{"value": "99"}"#, with: .strict)?.code
        == .typeMismatch)
  }

  @Test(
    "lenient enums match their raw value case-insensitively when no case matches exactly")
  func enumsCaseInsensitive() throws {
    let value = try RemapDecoder().decode(
      [Status].self, from: #"["Active", "suspended", "ACTIVE"]"#)
    #expect(value == [.active, .suspended, .active])
    #expect(throws: RemapError.self) {
      try RemapDecoder.strict.decode([Status].self, from: #"["Active"]"#)
    }
  }

  // MARK: - Messages

  @Test("a failed coercion names the path, the expected type and an excerpt of the value")
  func failureMessage() {
    let error = DecoderTestSupport.error(
      Box<Int>.self, from: #"{"value": "a long string that goes on and on and on and on"}"#)
    #expect(error?.code == .typeMismatch)
    #expect(error?.path == "value")
    #expect(error?.expected == "Int")
    #expect(error?.found == #""a long string that goes on and on and o…"#)
    #expect(
      error?.message == #"expected Int, found the string "a long string that goes on and on and o…"#
    )
  }
}
