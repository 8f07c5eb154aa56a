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
import RemapBenchModels

#if canImport(FoundationXML)
  import FoundationXML
#endif
#if XMLCoder
  import XMLCoder
#endif

// The XML rows, on corpora generated at the start of the run (XMLCorpus.swift):
//   xml-feed parse       JSON(parsingXML:) vs XMLParser with a delegate building a tree
//   xml-records parse    the same, on the record-heavy corpus
//   xml-feed decode      RemapDecoder.decode(_:fromXML:) of a @Mappable model (its fast path)
//                        vs XMLParser's tree mapped by hand; decode-codable: the same model
//                        through its Codable code
//   xml-records decode   the same, on the record-heavy corpus
//   xml-records-8mb decode-xmlcoder (with the XMLCoder trait)
//                        RemapDecoder vs XMLCoder's XMLDecoder, the same models; XMLCoder
//                        reads with XMLParser(data:), so its corpus stays under 10 MB (below)
//
// On Linux, XMLParser(data:) (libxml2 underneath) fails on these corpora: libxml2 refuses
// input over 10 MB in one piece unless told to parse huge documents, which XMLParser does not
// do. XMLParser(stream:) feeds libxml2 in chunks and parses them: the rows use it whenever
// XMLParser(data:) fails, and say so on standard error.

/// The XML rows whose names the filter keeps.
func xmlRows(_ options: Options) throws -> [Row] {
  func wanted(_ corpus: String, _ operation: String) -> Bool {
    guard let filter = options.filter else { return true }
    return "\(corpus) \(operation)".contains(filter)
  }
  var rows: [Row] = []
  func row(
    _ corpus: String, _ operation: String, _ data: Data, remap: @escaping () throws -> Int,
    foundation: @escaping () throws -> Int
  ) throws {
    let (remapTime, foundationTime) = try Measurement.compare(
      minimumRuns: options.minimumRuns, minimumSeconds: options.minimumSeconds,
      remap: remap, foundation: options.remapOnly ? nil : foundation)
    rows.append(
      Row(
        corpus: corpus, operation: operation, bytes: data.count, remap: remapTime,
        foundation: foundationTime))
  }

  /// The `decode` row (the `@Mappable` fast path) and the `decode-codable` row (the same
  /// type's `Codable` code under `RemapDecoder`), each beside Foundation's tree mapped by hand,
  /// after checking that all three give equal models.
  func decodeRows<Model: FoundationXMLMappable>(
    _ type: Model.Type, _ name: String, _ data: Data, parser: FoundationXMLTree.Parser,
    count: @escaping (Model) -> Int
  ) throws {
    var codable = RemapDecoder()
    codable.mappableFastPath = false
    let remapValue = try RemapDecoder().decode(Model.self, fromXML: data)
    if try codable.decode(Model.self, fromXML: data) != remapValue {
      throw FoundationXMLTree.Failure(description: "\(name): the fast path and Codable differ")
    }
    if !options.remapOnly, try Model(tree: parser.parse(data)) != remapValue {
      FileHandle.standardError.write(
        Data("remap-bench: warning: \(name) decode: the two sides' models differ\n".utf8))
    }
    let foundation = { try count(Model(tree: parser.parse(data))) }
    try row(
      name, "decode", data,
      remap: { try count(RemapDecoder().decode(Model.self, fromXML: data)) },
      foundation: foundation)
    if wanted(name, "decode-codable") {
      try row(
        name, "decode-codable", data,
        remap: { try count(codable.decode(Model.self, fromXML: data)) },
        foundation: foundation)
    }
  }

  let corpora: [(name: String, make: () -> Data)] = [
    ("xml-feed", XMLCorpus.feed), ("xml-records", XMLCorpus.records),
  ]
  for (name, make) in corpora where wanted(name, "parse") || wanted(name, "decode") {
    let data = make()
    let parser: FoundationXMLTree.Parser =
      options.remapOnly ? .stream : .choose(for: data, corpus: name)
    if wanted(name, "parse") {
      try row(
        name, "parse", data,
        remap: { try JSON(parsingXML: data).object?.count ?? 0 },
        foundation: { try parser.parse(data).children.count })
    }
    if wanted(name, "decode") {
      switch name {
      case "xml-feed":
        try decodeRows(XMLFeed.self, name, data, parser: parser, count: \.channel.item.count)
      default:
        try decodeRows(XMLRecords.self, name, data, parser: parser, count: \.record.count)
      }
    }
  }
  #if XMLCoder
    if wanted("xml-records-8mb", "decode-xmlcoder") {
      let data = XMLCorpus.records(minimumSize: 8_000_000)
      let remapValue = try RemapDecoder().decode(XMLRecords.self, fromXML: data)
      if !options.remapOnly, try XMLDecoder().decode(XMLRecords.self, from: data) != remapValue {
        FileHandle.standardError.write(
          Data("remap-bench: warning: xml-records-8mb: XMLCoder's models differ\n".utf8))
      }
      try row(
        "xml-records-8mb", "decode-xmlcoder", data,
        remap: { try RemapDecoder().decode(XMLRecords.self, fromXML: data).record.count },
        foundation: { try XMLDecoder().decode(XMLRecords.self, from: data).record.count })
    }
  #endif
  return rows
}

/// Foundation's side: `XMLParser` with a delegate that builds a tree of elements, with their
/// attributes, children and trimmed text.
enum FoundationXMLTree {
  final class Node {
    let name: String
    let attributes: [String: String]
    var children: [Node] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }

    /// The text of the first child named `name`.
    func text(of name: String) -> String? {
      children.first { $0.name == name }?.text
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  enum Parser {
    case data
    case stream

    /// `.data` when `XMLParser(data:)` parses `data`, otherwise `.stream` (see the top of
    /// this file).
    static func choose(for data: Data, corpus: String) -> Parser {
      do {
        _ = try Parser.data.parse(data)
        return .data
      } catch {
        FileHandle.standardError.write(
          Data(
            ("remap-bench: note: \(corpus): XMLParser(data:) fails on \(data.count) bytes "
              + "(\(error)); Foundation's side uses XMLParser(stream:)\n").utf8))
        return .stream
      }
    }

    func parse(_ data: Data) throws -> Node {
      let parser =
        switch self {
        case .data: XMLParser(data: data)
        case .stream: XMLParser(stream: InputStream(data: data))
        }
      let builder = Builder()
      parser.delegate = builder
      guard parser.parse(), let root = builder.root else {
        throw Failure(
          description: "XMLParser failed: \(parser.parserError.map { "\($0)" } ?? "no root")")
      }
      return root
    }
  }

  final class Builder: NSObject, XMLParserDelegate {
    var stack: [Node] = []
    var root: Node?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      stack.append(Node(name: elementName, attributes: attributes))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      guard let node = stack.popLast() else { return }
      node.text = node.text.trimmingCharacters(in: .whitespacesAndNewlines)
      if let parent = stack.last { parent.children.append(node) } else { root = node }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA data: Data) {
      stack.last?.text += String(decoding: data, as: UTF8.self)
    }
  }
}

// MARK: - Mapping Foundation's tree by hand

/// A model that Foundation's side maps from `XMLParser`'s tree by hand.
protocol FoundationXMLMappable: Decodable, Equatable {
  init(tree: FoundationXMLTree.Node) throws
}

extension XMLFeed: FoundationXMLMappable {
  init(tree: FoundationXMLTree.Node) throws {
    guard let channel = tree.children.first(where: { $0.name == "channel" }) else {
      throw FoundationXMLTree.Failure(description: "missing channel")
    }
    self.init(channel: try Channel(tree: channel))
  }
}

extension XMLFeed.Channel {
  init(tree: FoundationXMLTree.Node) throws {
    self.init(
      title: try tree.field("title"), link: try tree.url("link"),
      description: try tree.field("description"),
      item: try tree.children.filter { $0.name == "item" }.map(XMLFeed.Item.init(tree:)))
  }
}

extension XMLFeed.Item {
  /// RSS dates, read as a careful hand-written client would.
  static let dateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
    return formatter
  }()

  init(tree: FoundationXMLTree.Node) throws {
    guard let guid = tree.children.first(where: { $0.name == "guid" }) else {
      throw FoundationXMLTree.Failure(description: "missing guid")
    }
    let date = try tree.field("pubDate")
    guard let pubDate = Self.dateFormatter.date(from: date) else {
      throw FoundationXMLTree.Failure(description: "not a date: \(date)")
    }
    guard let comments = Int(try tree.field("comments")) else {
      throw FoundationXMLTree.Failure(description: "comments is not a number")
    }
    self.init(
      title: try tree.field("title"), link: try tree.url("link"),
      guid: XMLFeed.Guid(isPermaLink: guid.attributes["isPermaLink"] == "true", value: guid.text),
      pubDate: pubDate, creator: try tree.field("dc:creator"),
      category: tree.children.filter { $0.name == "category" }.map(\.text),
      description: try tree.field("description"), comments: comments)
  }
}

extension FoundationXMLTree.Node {
  /// The text of the first child named `name`, which must exist.
  func field(_ name: String) throws -> String {
    guard let text = text(of: name) else {
      throw FoundationXMLTree.Failure(description: "missing \(name)")
    }
    return text
  }

  /// The URL in the first child named `name`.
  func url(_ name: String) throws -> URL {
    let text = try field(name)
    guard let url = URL(string: text) else {
      throw FoundationXMLTree.Failure(description: "not a URL: \(text)")
    }
    return url
  }
}

extension XMLRecords: FoundationXMLMappable {
  init(tree: FoundationXMLTree.Node) throws {
    self.init(record: try tree.children.filter { $0.name == "record" }.map(XMLRecord.init(tree:)))
  }
}

extension XMLRecord {
  init(tree: FoundationXMLTree.Node) throws {
    func number<N: LosslessStringConvertible>(_ text: String?) throws -> N {
      guard let text, let value = N(text) else {
        throw FoundationXMLTree.Failure(description: "not a number: \(text ?? "nil")")
      }
      return value
    }
    let id: Int = try number(tree.attributes["id"])
    guard let kind = tree.attributes["kind"].flatMap(Kind.init(rawValue:)) else {
      throw FoundationXMLTree.Failure(description: "bad kind")
    }
    let tagsNode = tree.children.first { $0.name == "tags" }
    guard let address = tree.children.first(where: { $0.name == "address" }) else {
      throw FoundationXMLTree.Failure(description: "missing address")
    }
    self.init(
      id: id, kind: kind, name: try tree.field("name"), email: try tree.field("email"),
      age: try number(tree.field("age")), balance: try number(tree.field("balance")),
      active: try tree.field("active") == "true",
      tags: Tags(tag: tagsNode?.children.map(\.text) ?? []),
      address: Address(
        street: address.text(of: "street") ?? "", city: address.text(of: "city") ?? "",
        zip: try number(address.text(of: "zip"))))
  }
}
