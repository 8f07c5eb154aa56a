//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import RemapTestSupport
import Testing

@testable import RemapCore
@testable import RemapXML

/// The decoder reads XML from a tape made straight from the scanner (`XMLTapeBuilder`). It
/// must be the tape made the long way, from the `JSON` tree (`JSONTreeIndexer` over
/// `XMLTreeBuilder`'s value), entry for entry: `XMLSourceLocator` relies on that order, and
/// every decoding semantic follows from it.
@Suite("XML tape")
struct XMLTapeBuilderTests {
  /// The mapping's options that change the tape's shape.
  static let optionSets: [(name: String, options: XMLReadingOptions)] = {
    var prefixed = XMLReadingOptions()
    prefixed.attributePrefix = "@"
    var textNamedLikeAChild = XMLReadingOptions()
    textNamedLikeAChild.textKey = "item"
    var untrimmed = XMLReadingOptions()
    untrimmed.trimsWhitespace = false
    var rooted = XMLReadingOptions()
    rooted.keepsRootElement = true
    return [
      ("default", XMLReadingOptions()), ("attributePrefix @", prefixed),
      ("textKey item", textNamedLikeAChild), ("untrimmed", untrimmed),
      ("keepsRootElement", rooted),
    ]
  }()

  static let documents: [String] = [
    "<a/>",
    "<a></a>",
    "<a>  </a>",
    "<a> text </a>",
    "<a x=\"1\"/>",
    "<a x=\"1\" y='&lt;2&gt;'>text</a>",
    "<a><b>1</b><c>2</c><b>3</b></a>",
    "<a><b>1</b><b>2</b><b>3</b></a>",
    "<a b=\"attribute\"><b>child</b></a>",
    "<a>\n  <b>indented</b>\n  <c/>\n</a>",
    "<p>Hello <b>big</b> <i>world</i>!</p>",
    "<a>one &amp; two<![CDATA[ <three> ]]>four</a>",
    "<a>line\r\nend</a>",
    "<a><item>1</item>text<item>2</item></a>",
    "<?xml version=\"1.0\"?><!-- c --><a><!-- inside --><b>x</b><?pi data?></a><!-- after -->",
    "<rss version=\"2.0\" xmlns:itunes=\"http://www.itunes.com/dtds/podcast-1.0.dtd\"><channel>"
      + "<title>Feed</title><item><title type=\"text\">One</title><enclosure url=\"u1\"/></item>"
      + "<item><title>Two</title><itunes:duration>12:00</itunes:duration></item>"
      + "<image><url>i</url></image></channel></rss>",
    "<a>" + (0..<40).map { "<k\($0 % 7)>\($0)</k\($0 % 7)>" }.joined() + "</a>",
    "<a>" + (0..<40).map { "<k\($0)>\($0)</k\($0)>" }.joined() + "<k3>again</k3></a>",
    "<é><e\u{301}>1</e\u{301}><é>2</é><e\u{301}>3</e\u{301}></é>",
  ]

  @Test("the tape made straight from XML is the tape of its tree", arguments: optionSets.indices)
  func sameTapeAsTheTree(_ optionSet: Int) throws {
    let (name, options) = Self.optionSets[optionSet]
    for document in Self.documents {
      try Self.expectSameTape(Array(document.utf8), options: options, label: "\(name): \(document)")
    }
  }

  @Test("generated documents give the same tape both ways", arguments: optionSets.indices)
  func generatedDocuments(_ optionSet: Int) throws {
    let (name, options) = Self.optionSets[optionSet]
    var generator = SplitMix64(seed: 0x5EED_0000 + UInt64(optionSet))
    for index in 0..<300 {
      var text = ""
      Self.element(depth: 0, into: &text, using: &generator)
      try Self.expectSameTape(
        Array(text.utf8), options: options, label: "\(name) #\(index): \(text)")
    }
  }

  @Test("errors are the same both ways: code, message and location")
  func sameErrors() throws {
    let documents = [
      "<a x=\"1\" x=\"2\"/>", "<a><b></a>", "<a>", "<a>&unknown;</a>", "", "<a/><b/>",
    ]
    for document in documents {
      let bytes = Array(document.utf8)
      let viaTree = Result { () throws(RemapError) in try Self.treeTape(bytes, XMLReadingOptions())
      }
      let direct = Result { () throws(RemapError) in try Self.directTape(bytes, XMLReadingOptions())
      }
      guard case .failure(let treeError) = viaTree, case .failure(let directError) = direct else {
        Issue.record("expected both to fail on \(document)")
        continue
      }
      #expect(treeError.code == directError.code, "\(document)")
      #expect(treeError.message == directError.message, "\(document)")
      #expect(treeError.location == directError.location, "\(document)")
    }
  }

  @Test("repeated elements count as a level of nesting, as in the tree")
  func depthOfRepeatedElements() throws {
    // Four elements deep, with a list at each level: eight levels of value.
    let document = "<a><b><c><d>1</d><d>2</d></c><c/></b><b/></a>"
    for maximumDepth in [2, 3, 4, 5, 8] {
      let viaTree = Result { () throws(RemapError) in
        try Self.treeTape(Array(document.utf8), XMLReadingOptions(), maximumDepth: maximumDepth)
      }
      let direct = Result { () throws(RemapError) in
        try Self.directTape(Array(document.utf8), XMLReadingOptions(), maximumDepth: maximumDepth)
      }
      switch (viaTree, direct) {
      case (.success, .success): break
      case (.failure(let tree), .failure(let tape)):
        #expect(tree.code == .depthLimitExceeded && tape.code == .depthLimitExceeded)
      default:
        Issue.record("at depth \(maximumDepth), one way failed and the other did not")
      }
    }
  }

  @Test("decoding from XML reads the straight tape: values, errors and their locations")
  func decodingUsesIt() throws {
    struct Item: Decodable, Equatable {
      var id: Int
      var tags: [String]
    }
    struct Feed: Decodable, Equatable { var item: [Item] }
    let xml = """
      <feed>
        <item id="1"><tags>a</tags><tags>b</tags></item>
        <item id="2"><tags>c</tags></item>
      </feed>
      """
    let feed = try RemapDecoder().decode(Feed.self, fromXML: xml)
    #expect(feed == Feed(item: [Item(id: 1, tags: ["a", "b"]), Item(id: 2, tags: ["c"])]))
    let broken = xml.replacingOccurrences(of: "id=\"2\"", with: "id=\"two\"")
    do {
      _ = try RemapDecoder().decode(Feed.self, fromXML: broken)
      Issue.record("expected an error for id=\"two\"")
    } catch {
      #expect(error.path.description == "item[1].id")
      #expect(error.location?.line == 3)
      #expect(error.location?.column == 9)
    }
  }

  // MARK: - Comparing tapes

  static func treeTape(
    _ bytes: [UInt8], _ options: XMLReadingOptions, maximumDepth: Int = 512
  ) throws(RemapError) -> (tape: JSONTape, arena: [UInt8]) {
    try bytes.withUnsafeBufferPointer { buffer throws(RemapError) in
      try XMLInput.withInput(buffer, isText: false, options: options) { input throws(RemapError) in
        try JSONTreeIndexer.index(input.parse(options: options), maximumDepth: maximumDepth)
      }
    }
  }

  static func directTape(
    _ bytes: [UInt8], _ options: XMLReadingOptions, maximumDepth: Int = 512
  ) throws(RemapError) -> (tape: JSONTape, arena: [UInt8]) {
    try bytes.withUnsafeBufferPointer { buffer throws(RemapError) in
      try XMLInput.withInput(buffer, isText: false, options: options) { input throws(RemapError) in
        try input.index(options: options, maximumDepth: maximumDepth)
      }
    }
  }

  static func expectSameTape(
    _ bytes: [UInt8], options: XMLReadingOptions, label: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let expected = try treeTape(bytes, options)
    let actual = try directTape(bytes, options)
    let total = expected.tape.count + JSONTape.syntheticEntryCount
    guard expected.tape.count == actual.tape.count else {
      Issue.record(
        "\(label): \(actual.tape.count) entries, expected \(expected.tape.count)",
        sourceLocation: sourceLocation)
      return
    }
    for entry in 0..<total {
      let kind = expected.tape.kind(entry)
      guard actual.tape.kind(entry) == kind else {
        Issue.record(
          "\(label): entry \(entry) is \(actual.tape.kind(entry)), expected \(kind)",
          sourceLocation: sourceLocation)
        return
      }
      switch kind {
      case .string:
        let want = string(expected, entry)
        let got = string(actual, entry)
        guard want == got else {
          Issue.record(
            "\(label): entry \(entry) is \(got.debugDescription), expected \(want.debugDescription)",
            sourceLocation: sourceLocation)
          return
        }
      case .array, .object:
        guard entry < expected.tape.count else { continue }
        guard
          actual.tape.containerCount(entry) == expected.tape.containerCount(entry),
          actual.tape.containerEnd(entry) == expected.tape.containerEnd(entry)
        else {
          Issue.record(
            "\(label): container \(entry) has \(actual.tape.containerCount(entry)) items ending at \(actual.tape.containerEnd(entry)), expected \(expected.tape.containerCount(entry)) ending at \(expected.tape.containerEnd(entry))",
            sourceLocation: sourceLocation)
          return
        }
      default:
        break
      }
    }
  }

  static func string(_ indexed: (tape: JSONTape, arena: [UInt8]), _ entry: Int) -> String {
    let start = indexed.tape.offset(entry)
    let length = indexed.tape.stringLength(entry).length
    return String(decoding: indexed.arena[start..<start + length], as: UTF8.self)
  }

  // MARK: - Generated documents

  /// Names that repeat often, and one that is also an attribute's and the text key's.
  static let names = ["item", "id", "name", "x", "ns:tag", "é", "value"]

  static func element(
    depth: Int, into text: inout String, using generator: inout SplitMix64
  ) {
    let name = names[Int(generator.next() % UInt64(names.count))]
    text += "<\(name)"
    var attributes = Set<String>()
    for _ in 0..<Int(generator.next() % 3) {
      let attribute = names[Int(generator.next() % UInt64(names.count))]
      guard attributes.insert(attribute).inserted else { continue }
      text += " \(attribute)=\"\(Self.text(using: &generator, inAttribute: true))\""
    }
    if generator.next() % 5 == 0 {
      text += "/>"
      return
    }
    text += ">"
    let children = depth >= 4 ? 0 : Int(generator.next() % (depth == 0 ? 24 : 6))
    for _ in 0..<children {
      switch generator.next() % 6 {
      case 0: text += Self.text(using: &generator)
      case 1: text += "\n  "
      default: element(depth: depth + 1, into: &text, using: &generator)
      }
    }
    if children == 0 { text += Self.text(using: &generator) }
    text += "</\(name)>"
  }

  static func text(using generator: inout SplitMix64, inAttribute: Bool = false) -> String {
    var pieces = ["", " ", "word", " two words ", "&amp;", "&#233;", "\t", "42"]
    if !inAttribute { pieces.append("<![CDATA[a<b]]>") }
    return (0..<Int(generator.next() % 3)).map { _ in
      pieces[Int(generator.next() % UInt64(pieces.count))]
    }.joined()
  }
}
