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

private enum Status: String, Decodable { case active, closed }
private struct Point: Decodable { var x: Int }

/// One row of the Coercion article's table: a value that lenient coercion converts.
struct ReportedCoercion: Sendable, CustomTestStringConvertible {
  var testDescription: String
  /// Reports `{"value": <json>}` decoded as a box of the row's type; returns whether the
  /// value was made, and the report's diagnostics.
  var run: @Sendable () -> (made: Bool, diagnostics: [Diagnostic])

  init<T: Decodable & Sendable>(_ description: String, _ type: T.Type, _ json: String) {
    testDescription = description
    run = {
      let report = RemapDecoder().report(
        DecoderTestSupport.Box<T>.self, from: #"{"value": \#(json)}"#)
      return (report.value != nil, report.diagnostics)
    }
  }
}

/// Every successful conversion that lenient coercion makes is a recovery in a report, as
/// the Coercion article promises; a value that needs no conversion is none.
@Suite("MappingReport: every coercion is listed")
struct MappingReportCoercionTests {
  static let conversions: [ReportedCoercion] = [
    ReportedCoercion("numeric string to Int", Int.self, #""42""#),
    ReportedCoercion("numeric string to UInt8", UInt8.self, #""42""#),
    ReportedCoercion("numeric string to Double", Double.self, #"" 2.5 ""#),
    ReportedCoercion("numeric string to Float", Float.self, #""2.5""#),
    ReportedCoercion("numeric string to Decimal", Decimal.self, #""2.50""#),
    ReportedCoercion("number to String", String.self, "1.50"),
    ReportedCoercion("word to Bool", Bool.self, #""yes""#),
    ReportedCoercion("number to Bool", Bool.self, "1"),
    ReportedCoercion("single string to [String]", [String].self, #""solo""#),
    ReportedCoercion("single number to [Int]", [Int].self, "7"),
    ReportedCoercion("single object to [Point]", [Point].self, #"{"x": 1}"#),
    ReportedCoercion("URL trimmed", URL.self, #"" https://example.com/a ""#),
    ReportedCoercion("URL percent-encoded", URL.self, #""https://example.com/a b""#),
    ReportedCoercion("unpadded base64 to Data", Data.self, #""aGk""#),
    ReportedCoercion("URL-safe base64 to Data", Data.self, #""-_8=""#),
    ReportedCoercion("enum raw value in another case", Status.self, #""ACTIVE""#),
    ReportedCoercion("numeric string to Date", Date.self, #""1453075980""#),
  ]

  @Test("a conversion is a value-coerced recovery at the value's path", arguments: conversions)
  func conversionIsRecovery(row: ReportedCoercion) {
    let (made, diagnostics) = row.run()
    #expect(made)
    #expect(diagnostics.map(\.severity) == [.recovery])
    #expect(diagnostics.map(\.code) == [.valueCoerced])
    #expect(diagnostics.map(\.path) == ["value"])
  }

  static let exact: [ReportedCoercion] = [
    ReportedCoercion("Int", Int.self, "42"),
    ReportedCoercion("Double", Double.self, "2.5"),
    ReportedCoercion("Decimal", Decimal.self, "2.50"),
    ReportedCoercion("String", String.self, #""1.50""#),
    ReportedCoercion("Bool", Bool.self, "true"),
    ReportedCoercion("[String]", [String].self, #"["solo"]"#),
    ReportedCoercion("[Point]", [Point].self, #"[{"x": 1}]"#),
    ReportedCoercion("URL", URL.self, #""https://example.com/a%20b""#),
    ReportedCoercion("Data", Data.self, #""aGk=""#),
    ReportedCoercion("enum", Status.self, #""active""#),
    ReportedCoercion("Date", Date.self, #""2016-01-17T16:13:00Z""#),
    ReportedCoercion("Date from a number", Date.self, "1453075980"),
  ]

  @Test("a value that needs no conversion is no recovery", arguments: exact)
  func exactIsNoRecovery(row: ReportedCoercion) {
    let (made, diagnostics) = row.run()
    #expect(made)
    #expect(diagnostics.isEmpty)
  }

  @Test("the message names the value found and what it became")
  func messages() throws {
    let decimal = ReportedCoercion("", Decimal.self, #""2.50""#).run().diagnostics
    #expect(decimal.map(\.message) == [#"converted "2.50" to Decimal"#])
    let url = ReportedCoercion("", URL.self, #"" https://example.com/ ""#).run().diagnostics
    #expect(
      url.map(\.message) == [
        #"converted " https://example.com/ " to the URL https://example.com/"#
      ])
  }

  @Test("a one-element list in XML is no recovery")
  func xmlSingleChild() throws {
    struct Feed: Decodable { var item: [String] }
    let report = RemapDecoder().report(Feed.self, fromXML: "<feed><item>a</item></feed>")
    #expect(report.value?.item == ["a"])
    #expect(report.diagnostics.isEmpty)
  }

  @Test("a dropped element names its own error, not an internal type")
  func droppedElementMessage() throws {
    struct Order: Decodable { var id: Int; var status: Status }
    var decoder = RemapDecoder()
    decoder.lossyCollections = true
    let report = decoder.report(
      [Order].self, from: #"[{"id": 1, "status": "active"}, {"id": 2, "status": "lost"}]"#)
    #expect(report.value?.map(\.id) == [1])
    let messages = report.diagnostics.map(\.message)
    #expect(messages.count == 1)
    #expect(messages.allSatisfy { !$0.contains("Placeholder") })
    #expect(messages.first?.hasPrefix("dropped element 1: ") == true)
    #expect(messages.first?.contains("lost") == true)
  }
}
