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

/// Hostile XML: each case must fail cleanly and at once, and read nothing outside the input.
@Suite("XML security")
struct XMLSecurityTests {
  /// How long a hostile document may take to be rejected; far more than needed, far less
  /// than an expansion would take.
  static let promptly: Duration = .seconds(2)

  func rejected(_ xml: String) throws -> (RemapError, Duration) {
    let clock = ContinuousClock()
    var caught: RemapError?
    let elapsed = clock.measure { caught = xmlError(xml) }
    return (try #require(caught), elapsed)
  }

  @Test("billion laughs: nested entity definitions are never expanded")
  func billionLaughs() throws {
    var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n  <!ENTITY lol \"lol\">\n"
    for level in 1...9 {
      let previous = level == 1 ? "lol" : "lol\(level - 1)"
      xml += "  <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
    }
    xml += "]>\n<lolz>&lol9;</lolz>"
    let (error, elapsed) = try rejected(xml)
    #expect(error.code == .undefinedEntity)
    #expect(error.message.hasPrefix("the entity &lol9; is not defined"))
    #expect(error.location?.line == 14)
    #expect(error.location?.column == 7)
    #expect(elapsed < Self.promptly)
  }

  @Test("quadratic blow-up: one big entity used many times is never expanded")
  func quadraticBlowUp() throws {
    let big = String(repeating: "x", count: 100_000)
    let uses = String(repeating: "&a;", count: 100_000)
    let xml = "<!DOCTYPE r [<!ENTITY a \"\(big)\">]><r>\(uses)</r>"
    let (error, elapsed) = try rejected(xml)
    #expect(error.code == .undefinedEntity)
    #expect(error.message.hasPrefix("the entity &a; is not defined"))
    #expect(error.location?.byteOffset == 100_032)
    #expect(elapsed < Self.promptly)
  }

  @Test("an external entity naming a local file is never read")
  func externalEntity() throws {
    let marker = "REMAP-SECRET-\(UUID().uuidString)"
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("remap-xxe-\(UUID().uuidString).txt")
    try Data(marker.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }

    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE data [<!ENTITY secret SYSTEM "\(file.absoluteString)">]>
      <data>&secret;</data>
      """
    #expect(file.absoluteString.hasPrefix("file:"))
    let (error, elapsed) = try rejected(xml)
    #expect(error.code == .undefinedEntity)
    #expect(!error.message.contains(marker))
    #expect(!error.description.contains(marker))
    #expect(error.location?.line == 3)
    #expect(elapsed < Self.promptly)

    // An external DTD is skipped too: the document parses, and the file stays unread.
    let external = """
      <!DOCTYPE data SYSTEM "\(file.absoluteString)">
      <data>plain</data>
      """
    let value = try JSON(parsingXML: external)
    #expect(value == "plain")
    #expect(!value.serialized().contains(marker))
  }

  @Test("an external parameter entity in the internal subset is never read")
  func parameterEntity() throws {
    let xml = """
      <!DOCTYPE data [<!ENTITY % remote SYSTEM "file:///etc/passwd"> %remote;]>
      <data>ok</data>
      """
    #expect(try JSON(parsingXML: xml) == "ok")
  }

  @Test("100,000 nested elements fail at the depth limit, at once")
  func deepNesting() throws {
    let xml = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
    let (error, elapsed) = try rejected(xml)
    #expect(error.code == .depthLimitExceeded)
    #expect(error.location?.byteOffset == 512 * 3)
    #expect(elapsed < Self.promptly)
  }

  @Test("deep nesting within a raised limit parses and is freed without a crash")
  func deepTree() throws {
    var options = XMLReadingOptions()
    options.maximumDepth = 5_000
    let xml = String(repeating: "<a>", count: 5_000) + "x" + String(repeating: "</a>", count: 5_000)
    var value: JSON? = try JSON(parsingXML: xml, options: options)
    #expect(value?[path: ValuePath(Array(repeating: .key("a"), count: 4_999))] == "x")
    value = nil
    #expect(value == nil)
  }

  @Test("an unclosed element at the end of a large document fails cleanly")
  func truncated() throws {
    // 160 KB: a debug build reads it in a tenth of the time allowed, while work quadratic in
    // the size would take minutes. (At 1.6 MB a loaded machine came close to the limit.)
    let xml = "<r>" + String(repeating: "<i>1</i>", count: 20_000)
    let (error, elapsed) = try rejected(xml)
    #expect(error.code == .unexpectedEndOfInput)
    #expect(elapsed < Self.promptly)
  }
}
