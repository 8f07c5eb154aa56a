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

@Suite("RemapEncoder.encodeXML")
struct RemapEncoderXMLTests {
  enum Status: String, Codable { case active, retired }

  struct Account: Codable, Equatable {
    var id: Int
    var name: String
    var balance: Double
    var verified: Bool
    var opened: Date
    var homepage: URL
    var status: Status
    var note: String?
    var emptyText: String
    var tags: [String]
    var single: [Int]
    var none: [Int]
    var owner: Owner
    var history: [Entry]
  }

  struct Owner: Codable, Equatable {
    var firstName: String
    var email: String?
  }

  struct Entry: Codable, Equatable {
    var amount: Decimal
    var memo: String
  }

  static let account = Account(
    id: 7, name: "Ada & <Co>", balance: -12.5, verified: true,
    opened: Date(timeIntervalSince1970: 1_453_075_980),
    homepage: URL(string: "https://example.com/a?b=1&c=2")!,
    status: .retired, note: nil, emptyText: "", tags: ["x", "y\"z"], single: [42], none: [],
    owner: Owner(firstName: "Ada", email: "ada@example.com"),
    history: [Entry(amount: 1.25, memo: "first"), Entry(amount: 2, memo: "'quoted'")])

  @Test("decoding what was encoded gives the same value back")
  func roundTrip() throws {
    let xml = try RemapEncoder().encodeXML(Self.account, rootElement: "account")
    #expect(try RemapDecoder().decode(Account.self, fromXML: xml) == Self.account)
  }

  @Test("options given at the call site override the encoder's stored ones")
  func callSiteOptionsOverrideStoredOnes() throws {
    struct Item: Encodable { var id = 7; var name = "n" }
    var encoder = RemapEncoder()
    encoder.xmlWritingOptions = XMLWritingOptions(attributeKeys: ["id"])
    #expect(
      try encoder.encodeXML(Item(), rootElement: "item")
        == Array(#"<?xml version="1.0" encoding="UTF-8"?><item id="7"><name>n</name></item>"#.utf8))
    let given = XMLWritingOptions(attributeKeys: ["name"], includesDeclaration: false)
    #expect(
      try encoder.encodeXML(Item(), rootElement: "item", options: given)
        == Array(#"<item name="n"><id>7</id></item>"#.utf8))
    #expect(encoder.xmlWritingOptions == XMLWritingOptions(attributeKeys: ["id"]))
  }

  @Test("round trip with attributes, pretty printing and a key style")
  func roundTripOptions() throws {
    var encoder = RemapEncoder()
    encoder.keyStyle = .snakeCase
    let options = XMLWritingOptions(attributeKeys: ["id", "status"], prettyPrinted: true)
    let xml = try encoder.encodeXML(Self.account, rootElement: "account", options: options)
    let text = String(decoding: xml, as: UTF8.self)
    #expect(text.contains(#"<account id="7" status="retired">"#))
    #expect(text.contains("\n  <first_name>Ada</first_name>") == false)
    #expect(text.contains("\n    <first_name>Ada</first_name>"))
    #expect(try RemapDecoder().decode(Account.self, fromXML: xml) == Self.account)
  }

  @Test("round trip of whitespace that matters, without trimming")
  func whitespace() throws {
    struct Text: Codable, Equatable { var body: String }
    let value = Text(body: "  two\r\nlines\t ")
    let xml = try RemapEncoder().encodeXML(value, rootElement: "text")
    let options = XMLReadingOptions(trimsWhitespace: false)
    #expect(try RemapDecoder().decode(Text.self, fromXML: xml, options: options) == value)
  }

  @Test("the encoder's settings apply before the XML is written")
  func settings() throws {
    struct Item: Encodable { var itemName: String; var missing: Int? }
    var encoder = RemapEncoder()
    encoder.keyStyle = .kebabCase
    let options = XMLWritingOptions(includesDeclaration: false)
    #expect(
      try encoder.encodeXML(Item(itemName: "x"), rootElement: "item", options: options)
        == Array("<item><item-name>x</item-name></item>".utf8))
  }

  @Test("a model XML cannot hold fails with the path")
  func unsupported() throws {
    struct Grid: Encodable { var cells: [[Int]] }
    do {
      _ = try RemapEncoder().encodeXML(Grid(cells: [[1]]), rootElement: "grid")
      Issue.record("expected an error")
    } catch {
      #expect(error.code == .unsupportedValue)
      #expect(error.path == "cells[0]")
    }
  }
}
