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

// XML gives the decoder what JSON never does: every scalar is text, a list with one item is
// one element rather than an array, an empty element stands for an empty list, object or
// missing optional, and attributes sit beside child elements. The fast path of a `@Mappable`
// type must read all of it as the type's `Codable` code does under the same decoder.

@Mappable
enum XDiffKind: String, Equatable {
  case person, company
}

@Mappable
struct XDiffSize: Equatable {
  var w: Int
  var h: Int?
}

@Mappable
struct XDiffItem: Equatable {
  var id: Int
  var kind: XDiffKind
  var title: String
  var price: Double?
  var count = 0
  var tag: [String] = []
  var flag: [Bool]
  var note: String?
  var when: Date?
  var size: XDiffSize?
  var part: [XDiffSize]
  @Lossy var score: [Int]
  @Key("dc:creator") var creator: String?
  var active: Bool
}

@Mappable
struct XDiffFeed: Equatable {
  var title: String?
  var item: [XDiffItem]
}

/// The fast path and the `Codable` path of the same `@Mappable` types agree on generated XML
/// payloads (valid, sloppy and broken), under each decoder setting: equal values, or errors
/// with equal code, path, message and location, and equal reports. What the fast path
/// decodes, written back as XML, decodes back to itself.
@Suite("@Mappable fast path vs generated Codable code, from XML")
struct XMLFastPathDifferentialTests {
  /// An element: its attributes, then its children as raw XML.
  typealias Element = (attributes: [(String, String)], children: [(name: String, xml: String)])

  static let item: Element = (
    attributes: [("id", "7"), ("kind", "person")],
    children: [
      ("title", "Notes &amp; more"), ("price", "9.50"), ("count", "3"), ("tag", "a"),
      ("tag", "b"), ("flag", "true"), ("note", "  kept  "), ("when", "2024-01-06T08:00:00Z"),
      ("size", "<w>2</w><h>3</h>"), ("part", "<w>1</w>"), ("part", "<w>4</w><h>5</h>"),
      ("score", "1"), ("score", "2"), ("dc:creator", "Ada"), ("active", "false"),
    ]
  )

  /// Element contents that are valid somewhere, sloppy elsewhere and invalid in most places.
  static let replacements = [
    "", "x", "42", "-1", " 7 ", "1e400", "2.5", "true", "yes", "0", "person", "Company",
    "<w>1</w>", "<w>x</w><h>2</h>", "<h>2</h>", "<w>1</w><w>2</w>", "<![CDATA[9]]>",
    "Mon, 06 Jan 2025 08:00:00 GMT", "&#x31;&#x32;",
  ]

  /// Attribute values, likewise.
  static let attributeValues = ["", "8", "x", "person", "group", " 9", "-0"]

  static func mutated(_ element: Element, _ random: inout SplitMix64) -> Element {
    var (attributes, children) = element
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let index = Int.random(in: 0..<children.count, using: &random)
      switch Int.random(in: 0..<10, using: &random) {
      case 0: children.remove(at: index)
      case 1, 2, 3:
        children[index].xml = replacements.randomElement(using: &random) ?? ""
      case 4: children.insert(children[index], at: index)  // one more of the same element
      case 5: children.append(("extra\(index)", "1"))
      case 6 where !attributes.isEmpty:
        let attribute = Int.random(in: 0..<attributes.count, using: &random)
        attributes[attribute].1 = attributeValues.randomElement(using: &random) ?? ""
      case 7 where !attributes.isEmpty:
        attributes.remove(at: Int.random(in: 0..<attributes.count, using: &random))
      case 8: attributes.append(("extra", "1"))
      default: children.append(children.remove(at: index))  // out of document order
      }
      if children.isEmpty { break }
    }
    return (attributes, children)
  }

  static func text(_ name: String, _ element: Element) -> String {
    let attributes = element.attributes.map { #" \#($0.0)="\#($0.1)""# }.joined()
    let children = element.children.map { "<\($0.name)>\($0.xml)</\($0.name)>" }.joined()
    return "<\(name)\(attributes)>\(children)</\(name)>"
  }

  /// A feed of zero to three mutated items, sometimes with a title, sometimes broken XML.
  static func payload(_ random: inout SplitMix64) -> String {
    var body = Int.random(in: 0..<3, using: &random) > 0 ? "<title>Feed</title>" : ""
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      body += text("item", mutated(item, &random))
    }
    // A namespace declaration reads as an attribute, which `.reject` rejects.
    let namespace = Int.random(in: 0..<4, using: &random) == 0 ? #" xmlns:dc="urn:dc""# : ""
    var xml = #"<?xml version="1.0"?><feed"# + namespace + ">" + body + "</feed>"
    if Int.random(in: 0..<25, using: &random) == 0 {
      xml.removeLast(Int.random(in: 1...12, using: &random))  // broken XML
    }
    return xml
  }

  /// The decoder settings under which the paths are compared, and the XML reading options.
  static let decoders: [(String, RemapDecoder, XMLReadingOptions)] = {
    var settings: [(String, RemapDecoder)] = [("default", RemapDecoder())]
    settings.append(("strict", RemapDecoder.strict))
    var decoder = RemapDecoder()
    decoder.missingValues = .typeDefaults
    decoder.nullValues = .typeDefaults
    settings.append(("typeDefaults", decoder))
    decoder = RemapDecoder()
    decoder.invalidValues = .nilForOptionals
    decoder.lossyCollections = true
    settings.append(("nilForOptionals+lossy", decoder))
    decoder = RemapDecoder()
    decoder.unknownKeys = .reject
    decoder.keyMatching = .fuzzy
    settings.append(("reject+fuzzy", decoder))
    var withOptions = settings.map { ($0, $1, XMLReadingOptions()) }
    decoder = RemapDecoder()
    decoder.dateDecoding = .iso8601
    withOptions.append(("untrimmed+iso8601", decoder, XMLReadingOptions(trimsWhitespace: false)))
    return withOptions
  }()

  @Test("decoding and reports agree on generated XML", arguments: 0..<decoders.count)
  func pathsAgree(setting: Int) throws {
    let (name, fast, options) = Self.decoders[setting]
    var codable = fast
    codable.mappableFastPath = false
    var random = SplitMix64(seed: seed("XMLFastPathDifferential.\(name)"))
    var counts = PathCounts()
    for _ in 0..<300 {
      let payload = Self.payload(&random)
      var agrees = true
      func check(_ condition: Bool, _ what: String) {
        if !condition {
          agrees = false
          Issue.record("\(name): \(what) differ on \(payload)")
        }
      }
      var outcome = PathOutcome.error
      let fastResult = Result { () throws(RemapError) in
        try fast.decode(XDiffFeed.self, fromXML: payload, options: options)
      }
      let codableResult = Result { () throws(RemapError) in
        try codable.decode(XDiffFeed.self, fromXML: payload, options: options)
      }
      let reports = (
        fast.report(XDiffFeed.self, fromXML: payload, options: options),
        codable.report(XDiffFeed.self, fromXML: payload, options: options)
      )
      if let (a, _) = compareOutcomes(
        fastResult, codableResult, reports: reports, check: check)
      {
        outcome = .value(encodes: false)
        // What the fast path read, written as XML, reads back as itself.
        let attributes = XMLWritingOptions(attributeKeys: ["id", "kind"])
        if let xml = try? RemapEncoder().encodeXML(a, rootElement: "feed", options: attributes) {
          let back = try? fast.decode(XDiffFeed.self, fromXML: xml, options: options)
          outcome = .value(encodes: back == a)
        }
      }
      counts.add(agrees ? outcome : .disagreement)
    }
    print("XMLFastPathDifferential.\(name): \(counts)")
    #expect(counts.agreements == counts.payloads)
    #expect((XDiffFeed.self as Any.Type) is any Mappable.Type)
    // The generator must reach both outcomes, or the comparison proves little; strict
    // decoding takes no number or Boolean from text, so there only errors are compared.
    #expect(counts.values > (name == "strict" ? -1 : 20) && counts.errors > 20, "\(counts)")
    #expect(counts.encodings == counts.values, "round trips: \(counts)")
  }
}
