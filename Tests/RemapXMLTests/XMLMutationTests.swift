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
import RemapTestSupport
import Testing

/// Seeded mutations of valid documents: every one must parse or fail with a `RemapError`
/// that has a location inside the input, never crash or hang.
@Suite("XML mutations")
struct XMLMutationTests {
  static let documents = [
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE rss [<!ENTITY x "y">]>
    <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <channel><title>T &amp; U</title><!-- c -->
        <item id="1"><title>A&#233;</title><dc:creator>Zoë</dc:creator>
          <description><![CDATA[<p>x</p>]]></description></item>
        <item id="2"><?pi data?><title>B</title></item>
      </channel>
    </rss>
    """,
    #"<a x='1' y="&lt;&#x41;"><b/><b>t</b>mixed<c d="e">f</c></a>"#,
  ]

  /// The bytes mutations draw from: markup characters, and bytes that stress UTF-8.
  static let alphabet: [UInt8] =
    Array("<>/!?&;#x[]-='\" \nabAZ09:".utf8) + [0x00, 0x0D, 0x80, 0xC3, 0xE2, 0xF0, 0xFF]

  @Test("seeded mutations parse or fail cleanly", arguments: [1, 2, 3, 4])
  func mutations(seed: UInt64) {
    var generator = ValueGenerator(seed: seed)
    for round in 0..<500 {
      var bytes = Array(Self.documents[round % Self.documents.count].utf8)
      for _ in 0..<(1 + Int.random(in: 0..<4, using: &generator.rng)) {
        let position = Int.random(in: 0..<bytes.count, using: &generator.rng)
        let byte = Self.alphabet.randomElement(using: &generator.rng) ?? 0
        switch Int.random(in: 0..<3, using: &generator.rng) {
        case 0: bytes[position] = byte
        case 1: bytes.insert(byte, at: position)
        default: bytes.remove(at: position)
        }
        if bytes.isEmpty { bytes = [0x3C] }
      }
      do {
        _ = try JSON(parsingXML: bytes)
      } catch {
        let offset = error.location?.byteOffset ?? -1
        #expect(offset >= 0 && offset <= bytes.count, "seed \(seed) round \(round): \(error)")
      }
    }
  }
}
