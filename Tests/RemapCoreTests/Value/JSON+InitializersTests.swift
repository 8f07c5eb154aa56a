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

@Suite("JSON from values known at run time")
struct JSONInitializersTests {
  @Test("numbers, strings and Booleans from variables")
  func fromVariables() throws {
    let price = 19.99
    let count = 42
    let big: UInt64 = .max
    let name = "Ada"
    let flag = true
    let ratio: Float = 0.1
    let amount = Decimal(string: "12.50")!
    #expect(JSON(price) == .number(19.99))
    #expect(JSON(price)?.serialized() == "19.99")
    #expect(JSON(count) == 42)
    #expect(JSON(big).serialized() == "18446744073709551615")
    #expect(JSON(name) == .string("Ada"))
    #expect(JSON(flag) == true)
    #expect(JSON(ratio)?.serialized() == "0.1")
    #expect(JSON(amount)?.serialized() == "12.5")
    #expect(JSON(19.99).serialized() == "19.99")
  }

  @Test("a string is a string value, never parsed")
  func stringIsNotParsed() {
    let text = "[1, 2]"
    #expect(JSON(text) == .string("[1, 2]"))
  }

  @Test("values JSON cannot hold are nil")
  func nonFinite() {
    let values = [Double.nan, .infinity, -.infinity]
    #expect(values.allSatisfy { JSON($0) == nil })
    #expect(JSON(Float.nan) == nil)
    #expect(JSON(Decimal.nan) == nil)
  }
}

@Suite("Dictionaries built by hand decode into models")
struct HandBuiltDictionaryTests {
  struct Request: Decodable, Equatable {
    var when: Date
    var link: URL
    var amount: Decimal
    var id: UUID
    var payload: Data
  }

  @Test("Date, URL, Decimal, UUID and Data values read back as themselves")
  func foundationValues() throws {
    let request = Request(
      when: Date(timeIntervalSince1970: 1_453_075_980.25),
      link: URL(string: "https://example.com/a?b=c")!, amount: Decimal(string: "19.99")!,
      id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, payload: Data([0, 1, 254]))
    let dictionary: [String: Any] = [
      "when": request.when, "link": request.link, "amount": request.amount, "id": request.id,
      "payload": request.payload,
    ]
    #expect(try RemapDecoder().decode(Request.self, from: dictionary) == request)
    let report = RemapDecoder().report(Request.self, from: dictionary)
    #expect(report.value == request)
    #expect(report.diagnostics.isEmpty)
  }

  @Test("in nested arrays, and with the ISO 8601 strategy")
  func nested() throws {
    struct Events: Decodable { var at: [Date] }
    var decoder = RemapDecoder()
    decoder.dateDecoding = .iso8601
    let dates = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1.5)]
    #expect(try decoder.decode(Events.self, from: ["at": dates] as [String: Any]).at == dates)
  }
}
