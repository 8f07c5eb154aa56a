//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@testable import RemapCore

/// The one-pass parse (the scanner writing into `JSONTreeSink`) against the scan to a tape and
/// the build from it (`JSONTapeSink`, then `JSONTreeBuilder`): for every input and options,
/// the same tree, or the same error at the same offset.
@Suite("JSONTreeSink")
struct JSONTreeSinkTests {
  /// Options that reach every check a sink makes: the defaults, the relaxed grammar, repeated
  /// keys rejected, and small limits on containers, strings and numbers.
  static let optionSets: [JSONReadingOptions] = [
    .strict, .relaxed,
    JSONReadingOptions(duplicateKeys: .reject),
    JSONReadingOptions(
      maximumDepth: 3, maximumStringLength: 8, maximumNumberLength: 6, maximumArrayElements: 2,
      maximumObjectMembers: 2),
  ]

  /// What parsing `bytes` in one pass gives: the tree, or the error's code, message and
  /// offset.
  static func parsed(_ bytes: [UInt8], options: JSONReadingOptions) -> Result<JSON, ScanFailure> {
    unsafe bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(ScanFailure) in
        try unsafe JSONScanner.parseTree(buffer, options: options)
      }
    }
  }

  /// What scanning to a tape and building from it gives.
  static func built(_ bytes: [UInt8], options: JSONReadingOptions) -> Result<JSON, ScanFailure> {
    unsafe bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(ScanFailure) in
        let tape = try unsafe JSONScanner.scan(buffer, options: options)
        return unsafe JSONTreeBuilder(tape: tape, bytes: buffer).build()
      }
    }
  }

  /// Checks that both ways agree on `bytes` under every option set, and returns the one-pass
  /// tree under the default options, if any.
  @discardableResult
  static func check(
    _ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> JSON? {
    var strictTree: JSON?
    for (index, options) in optionSets.enumerated() {
      switch (parsed(bytes, options: options), built(bytes, options: options)) {
      case (.success(let tree), .success(let reference)):
        #expect(tree == reference, "options \(index)", sourceLocation: sourceLocation)
        // Key order and number forms too, which `==` does not see.
        #expect(
          tree.serializedBytes() == reference.serializedBytes(), "options \(index)",
          sourceLocation: sourceLocation)
        if index == 0 { strictTree = tree }
      case (.failure(let error), .failure(let reference)):
        #expect(error.code == reference.code, "options \(index)", sourceLocation: sourceLocation)
        #expect(
          error.message == reference.message, "options \(index)", sourceLocation: sourceLocation)
        #expect(
          error.offset == reference.offset, "options \(index)", sourceLocation: sourceLocation)
      case (let tree, let reference):
        Issue.record(
          "options \(index): one pass \(tree), scan and build \(reference)",
          sourceLocation: sourceLocation)
      }
    }
    return strictTree
  }

  @discardableResult
  static func check(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> JSON? {
    check(Array(text.utf8), sourceLocation: sourceLocation)
  }

  @Test("JSONTestSuite: every file, every option set")
  func conformance() throws {
    var accepted = 0
    for prefix in ["y_", "n_", "i_"] {
      for name in Fixtures.jsonTestSuiteFiles(prefix: prefix) {
        if Self.check([UInt8](try Fixtures.jsonTestSuiteData(name))) != nil { accepted += 1 }
      }
    }
    // The y_ files, and the i_ files the scanner accepts: a suite that read nothing fails.
    #expect(accepted >= Fixtures.jsonTestSuiteFiles(prefix: "y_").count)
  }

  @Test("fuzz regressions, every option set")
  func fuzzRegressions() throws {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/fuzz-regressions")
    let manager = FileManager.default
    var count = 0
    for target in try manager.contentsOfDirectory(atPath: folder.path) where !target.hasPrefix(".")
    {
      let directory = folder.appendingPathComponent(target)
      for file in (try? manager.contentsOfDirectory(atPath: directory.path)) ?? [] {
        Self.check([UInt8](try Data(contentsOf: directory.appendingPathComponent(file))))
        count += 1
      }
    }
    #expect(count > 0)
  }

  @Test(
    "scalars, numbers of every form, strings and nesting",
    arguments: [
      "null", "true", "false", "0", "-0", "-0.0", "12", "-12", "123456789012345",
      "1234567890123456", "-9223372036854775808", "9223372036854775807", "18446744073709551615",
      "18446744073709551616", "1.5", "-1.5e-3", "1E400", "1e-400", "0.1e40000", "12345678.9",
      "1234567890123456789.5", "\"\"", "\"a\\u00e9\\ud83d\\ude00\"", "\"h\u{e9}llo w\u{f6}rld\"",
      " [1 , 2 ,3] ", "\u{FEFF}{\"a\": 1}", "[[], {}, [[]], {\"a\": {}}]",
      "{\"a\\nb\": [1, {\"c\": null}], \"d\": \"e\"}",
    ])
  func scalars(_ text: String) {
    #expect(Self.check(text) != nil)
  }

  @Test(
    "invalid documents fail alike",
    arguments: [
      "", " ", "[1,]", "{\"a\":1,}", "[1 2]", "{\"a\" 1}", "{1: 2}", "01", "1.", "-", "tru",
      "\"a", "\"\\x\"", "\"\\ud800\"", "[1] 2", "// c\n1", "\"\u{1}\"", "[\"\\u12\"]", "{\"a\":}",
      "[1, 2, 3]", "{\"a\": 1, \"b\": 2, \"c\": 3}", "[[[[1]]]]", "\"a long string\"",
      "1234567", "{\"a\": 1 /* c */, \"b\": [2,],}",
    ])
  func invalid(_ text: String) {
    Self.check(text)
  }

  @Test("repeated keys keep the first position and the last value, or are rejected alike")
  func repeatedKeys() throws {
    let tree = try #require(Self.check(#"{"a": 1, "b": 2, "a": 3}"#))
    #expect(tree.object?.keys == ["a", "b"])
    #expect(tree["a"] == 3)
    Self.check(#"{"a": 1, "\u0061": 2}"#)
    Self.check(#"[{"a": 1}, {"a": 2}, {"x": {"a": 1}, "a": 2}, {"a": {"a": 1, "a": 2}}]"#)
    // The same length, first eight and last eight bytes: one quick hash.
    #expect(Self.check(#"{"abcdefgh-1-ijklmnop": 1, "abcdefgh-2-ijklmnop": 2}"#) != nil)
    // Past 256 keys the finder indexes an object's keys by text.
    let many = (0..<300).map { "\"key\($0)\": \($0)" }
    #expect(Self.check("{" + many.joined(separator: ",") + "}")?.object?.count == 300)
    #expect(
      Self.check("{" + (many + ["\"key7\": 0"]).joined(separator: ",") + "}")?["key7"] == 0)
  }

  @Test("long keys, repeated, come from the key cache and stay right")
  func longKeys() {
    let object = #"{"a rather long key name": 1, "another long key, longer": [true]}"#
    let text = "[" + Array(repeating: object, count: 50).joined(separator: ",") + "]"
    #expect(Self.check(text)?.array?.count == 50)
  }

  @Test("nesting to the depth limit and past it")
  func depth() {
    #expect(
      Self.check(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)) != nil)
    #expect(
      Self.check(String(repeating: "[", count: 513) + String(repeating: "]", count: 513)) == nil)
    Self.check(String(repeating: "{\"a\":", count: 40) + "1" + String(repeating: "}", count: 40))
  }

  @Test("a workspace's reused key strings never outlive their document's bytes")
  func reusedKeyStrings() throws {
    // Two keys of one quick hash (the same length, first eight and last eight bytes), the
    // second written over the first in the same buffer: a key string kept from the first
    // parse would compare equal to the second key's bytes, at the same address.
    let workspace = JSONScanner.Workspace()
    var bytes = Array(#"{"abcdefgh-1-ijklmnop": 1}"#.utf8)
    func parse() throws -> JSON {
      try unsafe bytes.withUnsafeBufferPointer { buffer in
        try unsafe JSONScanner.parseTree(buffer, options: .strict, workspace: workspace)
      }
    }
    #expect(try parse().object?.keys == ["abcdefgh-1-ijklmnop"])
    bytes[11] = UInt8(ascii: "2")
    #expect(try parse().object?.keys == ["abcdefgh-2-ijklmnop"])
    // A failed parse leaves no values behind for the next.
    bytes[bytes.count - 1] = UInt8(ascii: ",")
    #expect(throws: ScanFailure.self) { try parse() }
    bytes[bytes.count - 1] = UInt8(ascii: "}")
    #expect(try parse() == ["abcdefgh-2-ijklmnop": 1])
  }

  @Test("JSON(parsing:) reads in one pass and reports the scanner's errors")
  func publicEntryPoint() throws {
    let text = #"{"a": [1, 2.5, "x", null], "b": {"c": true}}"#
    #expect(try JSON(parsing: text) == Self.check(text))
    let error = #expect(throws: RemapError.self) { try JSON(parsing: "[1,\n]") }
    #expect(error?.code == .unexpectedCharacter)
    #expect(error?.location?.line == 2)
  }
}
