//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// The XML corpora, generated at the start of a run so that no large file is committed: the
/// same bytes every time, from a fixed seed.
enum XMLCorpus {
  /// The smallest size of each corpus, in bytes.
  static let minimumSize = 20_000_000

  /// An RSS 2.0 feed: a channel of items with titles, links, GUIDs with an attribute, dates,
  /// namespaced creators, repeated categories, HTML descriptions in CDATA, entities and
  /// non-ASCII text, indented as feeds usually are.
  static func feed() -> Data {
    var random = SeededRandom(seed: 0x5EED_F00D)
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">
        <channel>
          <title>Remap benchmark feed</title>
          <link>https://example.com/</link>
          <description>Generated items for the XML benchmark</description>
          <atom:link href="https://example.com/feed.xml" rel="self" type="application/rss+xml"/>

      """
    var index = 0
    while xml.utf8.count < minimumSize {
      let words = (0..<(4 + random.next(8))).map { _ in random.word() }.joined(separator: " ")
      let day = 1 + random.next(28)
      // January 2024 began on a Monday.
      let weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][(day - 1) % 7]
      let hour = random.next(24)
      xml += """
            <item>
              <title>\(words) &amp; more #\(index)</title>
              <link>https://example.com/items/\(index)?ref=feed&amp;page=\(random.next(50))</link>
              <guid isPermaLink="false">urn:uuid:\(random.hex(8))-\(random.hex(4))-\(random.hex(12))</guid>
              <pubDate>\(weekday), \(day < 10 ? "0" : "")\(day) Jan 2024 \(hour < 10 ? "0" : "")\(hour):\(10 + random.next(50)):00 +0000</pubDate>
              <dc:creator>Auteur \(random.word()) \(random.next(100)) — café</dc:creator>
              <category>\(random.word())</category>
              <category>\(random.word())</category>
              <description><![CDATA[<p>\(words). Read the <a href="https://example.com/items/\(index)">whole story</a> &amp; comment.</p>]]></description>
              <comments>\(random.next(1000))</comments>
            </item>

        """
      index += 1
    }
    xml += "  </channel>\n</rss>\n"
    return Data(xml.utf8)
  }

  /// A record-heavy document: many small records of typed fields, with attributes and
  /// nested lists, compact as data exports usually are.
  static func records() -> Data { records(minimumSize: minimumSize) }

  /// The records corpus, at least `minimumSize` bytes long.
  static func records(minimumSize: Int) -> Data {
    var random = SeededRandom(seed: 0xDA7A_BA5E)
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<records>\n"
    var index = 0
    while xml.utf8.count < minimumSize {
      let name = "\(random.word().capitalized) \(random.word().capitalized)"
      let tags = (0..<(1 + random.next(3))).map { _ in "<tag>\(random.word())</tag>" }.joined()
      xml += "<record id=\"\(index)\" kind=\"\(["person", "company", "group"][random.next(3)])\">"
      xml += "<name>\(name)</name><email>\(random.word())\(index)@example.com</email>"
      xml +=
        "<age>\(18 + random.next(70))</age><balance>\(random.next(100_000)).\(random.next(100))</balance>"
      xml += "<active>\(random.next(2) == 0 ? "true" : "false")</active><tags>\(tags)</tags>"
      xml += "<address><street>\(random.next(999)) \(random.word().capitalized) Street</street>"
      xml +=
        "<city>\(random.word().capitalized)</city><zip>\(10_000 + random.next(89_999))</zip></address>"
      xml += "</record>\n"
      index += 1
    }
    xml += "</records>\n"
    return Data(xml.utf8)
  }
}

/// Words and hex digits for the generated corpora.
extension SeededRandom {
  private static let words = [
    "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet",
    "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango",
    "uniform", "victor", "whiskey", "xray", "yankee", "zulu", "données", "naïve", "東京", "río",
  ]

  mutating func word() -> String { Self.words[next(Self.words.count)] }

  mutating func hex(_ digits: Int) -> String {
    String((0..<digits).map { _ in "0123456789abcdef".randomElement(using: &self) ?? "0" })
  }
}
