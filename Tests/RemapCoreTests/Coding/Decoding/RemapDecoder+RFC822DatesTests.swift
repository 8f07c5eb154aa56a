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

/// `.automatic` reads the RFC 822 dates every RSS 2.0 feed and HTTP header sends.
@Suite("RemapDecoder RFC 822 dates")
struct RemapDecoderRFC822DatesTests {
  struct Item: Decodable { var pubDate: Date }

  /// 2025-01-06T08:00:00Z.
  static let reference = 1_736_150_400.0

  static let spellings: [(String, Double)] = [
    ("Mon, 06 Jan 2025 08:00:00 GMT", reference),
    ("Mon, 06 Jan 2025 08:00:00 +0000", reference),
    ("Mon, 06 Jan 2025 09:00:00 +0100", reference),
    ("Mon, 06 Jan 2025 03:00:00 EST", reference),
    ("Mon, 06 Jan 2025 00:00:00 PST", reference),
    ("Mon, 06 Jan 2025 01:00:00 PDT", reference),
    ("Mon, 06 Jan 2025 04:00:00 EDT", reference),
    ("Mon, 06 Jan 2025 08:00:00 UT", reference),
    ("Mon, 06 Jan 2025 08:00:00 UTC", reference),
    ("Mon, 06 Jan 2025 08:00:00 Z", reference),
    ("6 Jan 2025 08:00:00 GMT", reference),
    ("Mon, 6 Jan 2025 08:00 GMT", reference),
    ("mon, 06 JAN 2025 08:00:00 gmt", reference),
    ("Mon, 06 Jan 25 08:00:00 GMT", reference),
    ("Mon, 06 Jan 2025 08:00:00", reference),
    ("Mon,  06 Jan 2025   08:00:00   -0000", reference),
    ("Wed, 31 Dec 1969 23:59:59 GMT", -1),
    ("Thu, 01 Jan 98 00:00:00 GMT", 883_612_800),
  ]

  @Test("RFC 822 and 1123 spellings, zones and obsolete zone names", arguments: spellings)
  func reads(text: String, seconds: Double) throws {
    let item = try RemapDecoder().decode(Item.self, from: #"{"pubDate": "\#(text)"}"#)
    #expect(item.pubDate.timeIntervalSince1970 == seconds)
    // A recognized format, not a coercion.
    #expect(RemapDecoder().report(Item.self, from: #"{"pubDate": "\#(text)"}"#).diagnostics.isEmpty)
  }

  static let invalid = [
    "Mon, 32 Jan 2025 08:00:00 GMT", "Mon, 29 Feb 2025 08:00:00 GMT",
    "Mon, 06 Foo 2025 08:00:00 GMT", "Mon 06 Jan 2025 08:00:00 GMT",
    "Mon, 06 Jan 2025 24:00:00 GMT", "Mon, 06 Jan 2025 08:00:00 XYZ",
    "Mon, 06 Jan 2025 08:00:00 +01", "Mon, 06 Jan 2025", "Mon, 06 Jan 202 08:00:00 GMT",
    "Mon, 06 Jan 2025 08:00:00 GMT trailing",
  ]

  @Test("what is not an RFC 822 date is an invalid-value error", arguments: invalid)
  func rejects(text: String) throws {
    let error = #expect(throws: RemapError.self) {
      try RemapDecoder().decode(Item.self, from: #"{"pubDate": "\#(text)"}"#)
    }
    #expect(error?.code == .invalidValue)
    #expect(error?.path == "pubDate")
  }

  @Test("an RSS feed's items decode with the default decoder")
  func rssFeed() throws {
    struct Channel: Decodable { var item: [Item] }
    struct RSS: Decodable { var channel: Channel }
    let xml = """
      <rss version="2.0"><channel>
        <item><pubDate>Mon, 06 Jan 2025 08:00:00 GMT</pubDate></item>
        <item><pubDate>Tue, 07 Jan 2025 08:00:00 +0000</pubDate></item>
      </channel></rss>
      """
    let feed = try RemapDecoder().decode(RSS.self, fromXML: xml)
    #expect(
      feed.channel.item.map(\.pubDate.timeIntervalSince1970)
        == [Self.reference, Self.reference + 86_400])
  }
}
