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

@Suite("JSONWriter")
struct JSONWriterTests {
  // MARK: - Exact text

  @Test("compact output has no whitespace and keeps member order")
  func compact() {
    let value: JSON = ["b": [1, "x", nil, true, false], "a": [:], "c": [], "d": ["e": 2.5]]
    #expect(value.serialized() == #"{"b":[1,"x",null,true,false],"a":{},"c":[],"d":{"e":2.5}}"#)
  }

  @Test("pretty-printed output indents by two spaces, one member or element per line")
  func prettyPrinted() {
    let value: JSON = ["name": "Ada", "tags": [1, [2]], "empty": [], "none": [:], "x": nil]
    #expect(
      value.serialized(options: .prettyPrinted) == """
        {
          "name": "Ada",
          "tags": [
            1,
            [
              2
            ]
          ],
          "empty": [],
          "none": {},
          "x": null
        }
        """)
    #expect(JSON.array([]).serialized(options: .prettyPrinted) == "[]")
    #expect(JSON.string("s").serialized(options: .prettyPrinted) == "\"s\"")
  }

  @Test("sorted keys sort every object by its keys' Unicode order")
  func sortedKeys() {
    let value: JSON = ["b": 1, "a": ["z": 1, "y": 2], "B": 3, "é": 4, "": 5, "aa": 6]
    #expect(
      value.serialized(options: .sortedKeys)
        == #"{"":5,"B":3,"a":{"y":2,"z":1},"aa":6,"b":1,"é":4}"#)
    #expect(
      value.serialized(options: [.sortedKeys, .prettyPrinted]) == """
        {
          "": 5,
          "B": 3,
          "a": {
            "y": 2,
            "z": 1
          },
          "aa": 6,
          "b": 1,
          "é": 4
        }
        """)
  }

  @Test("serializedBytes is the UTF-8 of serialized")
  func bytesMatchText() {
    let value: JSON = ["k": "é😀/", "n": [1.5, -0.0]]
    for options: JSONWritingOptions in [[], .prettyPrinted, .sortedKeys, .withoutEscapingSlashes] {
      #expect(
        value.serializedBytes(options: options) == Array(value.serialized(options: options).utf8))
    }
  }

  // MARK: - Escaping

  @Test("control characters are escaped, short forms where JSON has them")
  func controlCharacterEscapes() {
    let all = String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar(UInt8($0)) }))
    #expect(
      JSON.string(all).serialized() == #"""
        "\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f"
        """#)
  }

  @Test(
    "quotes, backslashes and slashes are escaped; other text is written as UTF-8",
    arguments: [
      ("\"", #""\"""#), ("\\", #""\\""#), ("/", #""\/""#), ("</script>", #""<\/script>""#),
      ("\u{7F}", "\"\u{7F}\""), ("é", "\"é\""), ("e\u{301}", "\"e\u{301}\""), ("😀", "\"😀\""),
      ("\u{2028}\u{2029}", "\"\u{2028}\u{2029}\""), ("\u{FEFF}", "\"\u{FEFF}\""),
      ("a\"b\\c/d\ne", #""a\"b\\c\/d\ne""#), ("", #""""#),
    ])
  func stringEscapes(string: String, expected: String) {
    let text = JSON.string(string).serialized()
    // Compare bytes: String's == would accept a normalized "é" for "e\u{301}".
    #expect(Array(text.utf8) == Array(expected.utf8))
  }

  @Test("withoutEscapingSlashes writes '/' as it is, in strings and in keys")
  func withoutEscapingSlashes() {
    let value: JSON = ["a/b": "https://example.com/x"]
    #expect(value.serialized() == #"{"a\/b":"https:\/\/example.com\/x"}"#)
    #expect(
      value.serialized(options: .withoutEscapingSlashes) == #"{"a/b":"https://example.com/x"}"#)
  }

  @Test("keys are escaped like strings")
  func keysAreEscaped() {
    let value: JSON = ["\"\\\n\u{1}": 1]
    #expect(value.serialized() == #"{"\"\\\n\u0001":1}"#)
  }

  @Test("escapes are found at every offset of a word")
  func escapesAtEveryOffset() throws {
    // The writer scans eight bytes at a time: put the special byte at each offset.
    for length in 0..<20 {
      for special in ["\"", "\\", "/", "\n", "\u{1}", "é"] {
        for position in 0...length {
          var string = String(repeating: "a", count: length)
          string.insert(
            contentsOf: special, at: string.index(string.startIndex, offsetBy: position))
          let text = JSON.string(string).serialized()
          #expect(try JSON(parsing: text).string.map { Array($0.utf8) } == Array(string.utf8))
          #expect(
            text.utf8.count == string.utf8.count + 2
              + (special == "é" ? 0 : special == "\u{1}" ? 5 : 1))
        }
      }
    }
  }

  // MARK: - Round trips

  static let writingOptions: [JSONWritingOptions] = [
    [], .prettyPrinted, .sortedKeys, .withoutEscapingSlashes,
    [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes],
  ]

  @Test("random values read back equal from their text, with every option")
  func randomRoundTrips() throws {
    let seed = TestSeed.make("JSONWriter round trip")
    var generator = ValueGenerator(seed: seed)
    for _ in 0..<500 {
      let value = generator.value(depth: 5)
      for options in Self.writingOptions {
        let text = value.serialized(options: options)
        let parsed = try JSON(parsing: text)
        #expect(parsed == value, "seed \(seed), options \(options.rawValue): \(text)")
        // Writing what was read gives the same bytes: nothing was normalized on the way.
        #expect(
          Array(parsed.serialized(options: options).utf8) == Array(text.utf8),
          "seed \(seed), options \(options.rawValue): \(text)")
      }
    }
  }

  @Test("text written by Foundation's JSONSerialization reads back as the same value")
  func foundationCompatibility() throws {
    let seed = TestSeed.make("JSONWriter against JSONSerialization")
    var generator = ValueGenerator(seed: seed)
    generator.foundationSafeNumbers = true
    for _ in 0..<200 {
      let value = generator.value()
      let text = value.serialized()
      // Foundation on Linux drops U+FEFF from strings: that is no fault of this text.
      guard !text.unicodeScalars.contains("\u{FEFF}") else { continue }
      // Foundation reads our text, and what it writes back we read as the same value.
      let object = try JSONSerialization.jsonObject(
        with: Data(text.utf8), options: [.fragmentsAllowed])
      let again = try JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed])
      #expect(try JSON(parsing: again) == value, "seed \(seed): \(text)")
    }
  }

  @Test("a value nested 10,000 deep in objects and arrays is written without recursion")
  func deepValue() throws {
    var value: JSON = "leaf"
    for level in 0..<10_000 { value = level.isMultiple(of: 2) ? [value] : ["k": value] }
    let text = value.serialized()
    #expect(text.utf8.count == 40_006)
    #expect(text.hasPrefix(#"{"k":[{"k":["#))
    #expect(text.contains(#"{"k":["leaf"]}"#))
    #expect(text.hasSuffix("]}]}]}"))
    keepAlive(value)
  }

  @Test("pretty-printing indents every level of a deep value")
  func deepValuePretty() throws {
    // Pretty output grows with the square of the depth: 1,000 levels is half a megabyte.
    var value: JSON = "leaf"
    for level in 0..<1_000 { value = level.isMultiple(of: 2) ? [value] : ["k": value] }
    let pretty = value.serialized(options: .prettyPrinted)
    #expect(pretty.contains("\n" + String(repeating: " ", count: 2 * 1_000) + "\"leaf\"\n"))
    #expect(pretty.hasSuffix("\n  ]\n}"))
    #expect(try JSON(parsing: pretty, options: JSONReadingOptions(maximumDepth: 1_000)) == value)
  }
}
