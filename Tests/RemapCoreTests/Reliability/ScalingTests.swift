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

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every collection-sized input of every public entry point costs time linear in its size:
/// the work at 10n stays within a generous multiple of the work at n.
///
/// A quadratic path gives about 100x; the bound is 30x. Each side is the least CPU time of
/// its thread over a few interleaved runs, so that other processes on a shared machine do not
/// count. These are not speed measurements (`remap-bench` is): they only catch a cost that
/// grows with the square of the input, which no amount of noise hides at 10x.
@Suite("Scaling", .serialized)
struct ScalingTests {
  /// How much more the run at 10n may cost than the run at n.
  static let bound = 30.0

  /// One entry point and input: `prepare(n)` builds an input of size n (not timed) and
  /// returns the work to time.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var n: Int
    var prepare: @Sendable (Int) throws -> @Sendable () throws -> Void
    var testDescription: String { name }

    init(
      _ name: String, n: Int = 2_000,
      _ prepare: @escaping @Sendable (Int) throws -> @Sendable () throws -> Void
    ) {
      self.name = name
      self.n = n
      self.prepare = prepare
    }
  }

  @Test("work at 10n stays within 30x the work at n", arguments: cases)
  func scalesLinearly(_ scaling: Case) throws {
    let small = try scaling.prepare(scaling.n)
    let large = try scaling.prepare(scaling.n * 10)
    var (smallTime, largeTime) = (Double.infinity, Double.infinity)
    for _ in 0..<3 {
      smallTime = min(smallTime, try Self.cpuTime(small))
      largeTime = min(largeTime, try Self.cpuTime(large))
    }
    // A run too short to time (well under a millisecond) is taken as a millisecond.
    let ratio = largeTime / max(smallTime, 0.001)
    if ProcessInfo.processInfo.environment["REMAP_PRINT_SCALING"] != nil {
      print(
        "scaling | \(scaling.name) | \(scaling.n): \(smallTime) s | \(scaling.n * 10): "
          + "\(largeTime) s | \(largeTime / smallTime)x")
    }
    let message: Comment =
      "\(scaling.name): \(smallTime) s at \(scaling.n), \(largeTime) s at \(scaling.n * 10)"
    #expect(ratio < Self.bound, message)
  }

  /// The CPU time the current thread spends in `body`, in seconds.
  static func cpuTime(_ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    try body()
    return now() - start
  }

  // MARK: - Inputs

  /// `{"key0": 0, "key1": 1, ...}`.
  static func object(_ n: Int) -> JSON {
    .object(JSON.Object((0..<n).map { ("key\($0)", JSON.number(JSON.Number($0))) }))
  }

  static func objectText(_ n: Int) -> [UInt8] { Array(object(n).serialized().utf8) }

  static func arrayText(_ n: Int) -> [UInt8] {
    Array(("[" + (0..<n).map(String.init).joined(separator: ",") + "]").utf8)
  }

  static func dictionary(_ n: Int) -> [String: Int] {
    Dictionary(uniqueKeysWithValues: (0..<n).map { ("key\($0)", $0) })
  }

  /// `<root><item>0</item><item>1</item>...</root>`.
  static func repeatedElements(_ n: Int) -> [UInt8] {
    Array(("<root>" + (0..<n).map { "<item>\($0)</item>" }.joined() + "</root>").utf8)
  }

  /// `<root><key0>0</key0><key1>1</key1>...</root>`.
  static func distinctElements(_ n: Int) -> [UInt8] {
    Array(("<root>" + (0..<n).map { "<key\($0)>\($0)</key\($0)>" }.joined() + "</root>").utf8)
  }

  struct Item: Codable, Sendable {
    var id: Int
    var name: String
  }

  static func items(_ n: Int) -> [Item] { (0..<n).map { Item(id: $0, name: "item \($0)") } }

  static func linesText(_ n: Int) -> [UInt8] {
    Array((0..<n).map { #"{"id":\#($0),"name":"item \#($0)"}"# }.joined(separator: "\n").utf8)
  }

  static func rulesFile(_ n: Int) -> JSON {
    .array((0..<n).map { ["key": .string("out.k\($0)"), "from": .string("key\($0)")] })
  }

  // MARK: - Cases

  static let cases: [Case] = [
    // Parsing and the value tree
    Case("JSON(parsing:) object") { n in
      let text = objectText(n)
      return { _ = try JSON(parsing: text) }
    },
    Case("JSON(parsing:) array") { n in
      let text = arrayText(n)
      return { _ = try JSON(parsing: text) }
    },
    Case("JSON.Object subscript set") { n in
      { () in
        var object = JSON.Object()
        for index in 0..<n { object["key\(index)"] = .number(JSON.Number(index)) }
      }
    },
    Case("JSON subscript(path:) set") { n in
      let paths = try (0..<n).map { try ValuePath(parsing: "a.b.key\($0)") }
      return {
        var value: JSON = [:]
        for path in paths { value[path: path] = true }
      }
    },
    Case("JSON.Object lookups") { n in
      let parsed = try JSON(parsing: objectText(n))
      return {
        for index in 0..<n { _ = parsed["key\(index)"] }
      }
    },
    Case("JSON ==, in another order") { n in
      let left = object(n)
      let right = JSON.object(JSON.Object(left.object!.reversed().map { ($0.key, $0.value) }))
      return { _ = left == right }
    },
    Case("JSON.hashValue") { n in
      let value = object(n)
      return { _ = value.hashValue }
    },
    Case("serialized()") { n in
      let value = object(n)
      return { _ = value.serialized() }
    },
    Case("serialized(.sortedKeys)") { n in
      let value = object(n)
      return { _ = value.serialized(options: .sortedKeys) }
    },
    Case("anyValue") { n in
      let value = object(n)
      return { _ = value.anyValue }
    },
    Case("JSON(any:)") { n in
      let value: [String: Any] = dictionary(n)
      nonisolated(unsafe) let input = value
      return { _ = try JSON(any: input) }
    },

    // Decoding
    Case("decode [String: Int] from bytes") { n in
      let text = objectText(n)
      return { _ = try RemapDecoder().decode([String: Int].self, from: text) }
    },
    Case("decode [String: Int] strict from bytes") { n in
      let text = objectText(n)
      return { _ = try RemapDecoder.strict.decode([String: Int].self, from: text) }
    },
    Case("decode [Int] from bytes") { n in
      let text = arrayText(n)
      return { _ = try RemapDecoder().decode([Int].self, from: text) }
    },
    Case("decode [Item] from bytes") { n in
      let text = try RemapEncoder().encode(items(n))
      return { _ = try RemapDecoder().decode([Item].self, from: text) }
    },
    Case("decode [String: Int] from JSON") { n in
      let value = object(n)
      return { _ = try RemapDecoder().decode([String: Int].self, from: value) }
    },
    Case("decode [String: Int] from [String: Any]") { n in
      let value: [String: Any] = dictionary(n)
      nonisolated(unsafe) let input = value
      return { _ = try RemapDecoder().decode([String: Int].self, from: input) }
    },
    Case("report [String: Int], every value invalid") { n in
      let text = Array(
        JSON.object(JSON.Object((0..<n).map { ("key\($0)", "x") })).serialized().utf8)
      return {
        let report = RemapDecoder().report([String: Int].self, from: text)
        precondition(report.errors.count == n)
      }
    },
    Case("report [Int], every element invalid") { n in
      let text = Array(
        ("[" + Array(repeating: #""x""#, count: n).joined(separator: ",") + "]").utf8)
      return {
        let report = RemapDecoder().report([Int].self, from: text)
        precondition(report.errors.count == n)
      }
    },
    Case("error location at the end of n lines") { n in
      let text = Array((Array(repeating: "1,", count: n).joined(separator: "\n") + "x]").utf8)
      let document = [UInt8]("[".utf8) + text
      return { _ = try? RemapDecoder().decode([Int].self, from: document) }
    },

    // Encoding
    Case("encode [String: Int]") { n in
      let value = dictionary(n)
      return { _ = try RemapEncoder().encode(value) }
    },
    Case("encode [String: Int] in snake case") { n in
      let value = dictionary(n)
      var encoder = RemapEncoder()
      encoder.keyStyle = .snakeCase
      return { [encoder] in _ = try encoder.encode(value) }
    },
    Case("encodeJSON [String: Int]") { n in
      let value = dictionary(n)
      return { _ = try RemapEncoder().encodeJSON(value) }
    },
    Case("encodeDictionary [String: Int]") { n in
      let value = dictionary(n)
      return { _ = try RemapEncoder().encodeDictionary(value) }
    },
    Case("encode [Item]") { n in
      let value = items(n)
      return { _ = try RemapEncoder().encode(value) }
    },
    Case("encode [String: JSON]") { n in
      let value = object(n).object!.dictionary
      return { _ = try RemapEncoder().encode(value) }
    },

    // Rewriting
    Case("Rewriter .keep") { n in
      let input = object(n)
      var rewriter = Rewriter()
      rewriter.defaultRule = .keep
      return { [rewriter] in _ = rewriter.rewrite(input) }
    },
    Case("Rewriter .rename(.snakeCase)") { n in
      let input = object(n)
      var rewriter = Rewriter()
      rewriter.defaultRule = .rename(.snakeCase)
      return { [rewriter] in _ = rewriter.rewrite(input) }
    },
    Case("Rewriter, one rule per key into one nested object") { n in
      let input = object(n)
      var rewriter = Rewriter()
      for index in 0..<n {
        rewriter.addRule(
          try ValuePath(parsing: "out.k\(index)"), from: try ValuePath(parsing: "key\(index)"))
      }
      return { [rewriter] in _ = rewriter.rewrite(input) }
    },
    Case("Rewriter(rules:) and rewrite, one rule per key") { n in
      let input = object(n)
      let rules = rulesFile(n)
      return { _ = try Rewriter(rules: rules).rewrite(input) }
    },

    // XML
    Case("JSON(parsingXML:) repeated elements") { n in
      let text = repeatedElements(n)
      return { _ = try JSON(parsingXML: text) }
    },
    Case("JSON(parsingXML:) distinct elements") { n in
      let text = distinctElements(n)
      return { _ = try JSON(parsingXML: text) }
    },
    Case("decode [String: Int] fromXML") { n in
      let text = distinctElements(n)
      return { _ = try RemapDecoder().decode([String: Int].self, fromXML: text) }
    },
    Case("report [String: Int] fromXML") { n in
      let text = distinctElements(n)
      return { _ = RemapDecoder().report([String: Int].self, fromXML: text) }
    },
    Case("report [String: Int] fromXML in ISO-8859-1, every value invalid") { n in
      var elements: [UInt8] = []
      for index in 0..<n {
        elements += Array("<k\(index)>".utf8) + [0xE9] + Array("</k\(index)>".utf8)
      }
      let text =
        Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><root>"#.utf8) + elements
        + Array("</root>".utf8)
      return {
        let report = RemapDecoder().report([String: Int].self, fromXML: text)
        precondition(report.errors.count == n)
      }
    },
    Case("encodeXML [String: Int]") { n in
      let value = dictionary(n)
      return { _ = try RemapEncoder().encodeXML(value, rootElement: "root") }
    },

    // Streaming
    Case("lines(of:from:) chunks") { n in
      let chunks = [linesText(n)]
      return {
        for element in RemapDecoder().lines(of: Item.self, from: chunks) { _ = try element.get() }
      }
    },
    Case("elements(of:from:atPath:) chunks") { n in
      let text =
        Array(#"{"data":{"items":"#.utf8) + (try RemapEncoder().encode(items(n))) + [125, 125]
      return {
        for element in RemapDecoder().elements(of: Item.self, from: [text], atPath: "data.items") {
          _ = try element.get()
        }
      }
    },
    Case("JSONArrayWriter") { n in
      let value = items(n)
      return {
        var writer = JSONArrayWriter { _ in }
        for item in value { try writer.append(item) }
        try writer.finish()
      }
    },
  ]
}
