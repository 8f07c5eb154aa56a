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

/// Documents nested up to the default depth limit, on threads with small stacks: every
/// recursive path either finishes or fails with `depth-limit-exceeded`, and never overflows
/// the stack (a secondary thread on Apple platforms has 512 KB).
///
/// Each check runs in a child process, so that an overflow on the old code is observed as a
/// failed test rather than suffered as a crash of the test run.
@Suite("Stack depth")
struct StackDepthTests {
  /// A model that nests itself once per level of objects.
  final class Chain: Codable, Sendable {
    let child: Chain?

    private init(child: Chain?) {
      self.child = child
    }

    /// A chain of `depth` objects, built without recursion.
    static func make(depth: Int) -> Chain {
      var chain = Chain(child: nil)
      for _ in 1..<depth { chain = Chain(child: chain) }
      return chain
    }
  }

  /// A model that nests itself once per two levels: an object holding an array.
  struct Tree: Codable, Sendable {
    var children: [Tree]
  }

  /// A raw-value enum at the bottom, decoded under lenient coercion.
  enum Color: String, Codable, Sendable { case red, green }

  struct Leaf: Codable, Sendable {
    var color: Color
    var next: [Leaf]?
  }

  /// `{"child":{"child":...{}}}`, `depth` objects deep.
  static func chainText(_ depth: Int) -> String {
    String(repeating: #"{"child":"#, count: depth - 1) + "{}"
      + String(repeating: "}", count: depth - 1)
  }

  /// `{"children":[{"children":[...]}]}`, `depth` levels of objects and arrays together.
  static func treeText(_ depth: Int) -> String {
    let levels = depth / 2
    return String(repeating: #"{"children":["#, count: levels) + #"{"children":[]}"#
      + String(repeating: "]}", count: levels)
  }

  /// `{"color":"RED","next":[{"color":"RED","next":[...]}]}`.
  static func leafText(_ depth: Int) -> String {
    let levels = depth / 2
    return String(repeating: #"{"color":"RED","next":["#, count: levels) + #"{"color":"Green"}"#
      + String(repeating: "]}", count: levels)
  }

  /// `<child><child>...</child></child>` inside a root element.
  static func chainXML(_ depth: Int) -> String {
    "<root>" + String(repeating: "<child>", count: depth - 2)
      + String(
        repeating: "</child>", count: depth - 2) + "</root>"
  }

  /// Runs `body` on a new thread with a stack of `size` bytes and waits for it.
  static func onThread(stackSize size: Int, _ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.stackSize = size
    thread.start()
    done.wait()
  }

  /// Whether `body` finished, or failed with a depth error; anything else stops the process
  /// with a message, which fails the exit test.
  static func finishesOrFailsCleanly(_ name: String, _ body: () throws -> Void) {
    do {
      try body()
    } catch let error as RemapError where error.code == .depthLimitExceeded {
      return
    } catch {
      fatalError("\(name): unexpected error \(error)")
    }
  }

  /// Every recursive path, at the default depth limit's edge.
  static func everyPath() {
    let depth = 511  // The default limit is 512 levels.
    let decoder = RemapDecoder()
    let chain = Array(chainText(depth).utf8)
    let tree = Array(treeText(depth).utf8)
    let leaves = Array(leafText(depth).utf8)
    let xml = Array(chainXML(depth).utf8)
    finishesOrFailsCleanly("decode bytes") { _ = try decoder.decode(Chain.self, from: chain) }
    finishesOrFailsCleanly("decode strict") {
      _ = try RemapDecoder.strict.decode(Tree.self, from: tree)
    }
    finishesOrFailsCleanly("decode enums") { _ = try decoder.decode(Leaf.self, from: leaves) }
    finishesOrFailsCleanly("report") {
      let report = decoder.report(Tree.self, from: tree)
      if report.value == nil, !report.errors.contains(where: { $0.code == .depthLimitExceeded }) {
        fatalError("report: \(report.diagnostics)")
      }
    }
    finishesOrFailsCleanly("parse and decode JSON") {
      let json = try JSON(parsing: leaves)
      _ = try decoder.decode(Leaf.self, from: json)
      _ = json.serialized()
      _ = json.hashValue
      let any = json.anyValue
      nonisolated(unsafe) let dictionary = any as? [String: Any] ?? [:]
      _ = try decoder.decode(Leaf.self, from: dictionary)
      _ = try JSON(any: any)
    }
    finishesOrFailsCleanly("XML") {
      _ = try decoder.decode(Chain.self, fromXML: xml)
      let json = try JSON(parsingXML: xml)
      _ = try json.xmlSerialized(rootElement: "root")
    }
    finishesOrFailsCleanly("rules") {
      // Rules nested in rules, each reading the same key one level down: 255 rule levels are
      // 511 JSON levels.
      var rules: JSON = [["key": "a", "from": "a"]]
      var input: JSON = ["a": 1]
      for _ in 1..<255 {
        rules = [["key": "a", "from": "a", "rules": rules]]
        input = ["a": input]
      }
      let document: JSON = ["rules": rules]
      let rewriter = try Rewriter(rules: try JSON(parsing: document.serialized()))
      let result = rewriter.rewrite(input)
      if result.output != input, !result.errors.contains(where: { $0.code == .depthLimitExceeded })
      {
        fatalError("rules: \(result.errors)")
      }
    }
    let model = Chain.make(depth: depth)
    finishesOrFailsCleanly("encode") { _ = try RemapEncoder().encode(model) }
    finishesOrFailsCleanly("encodeJSON") { _ = try RemapEncoder().encodeJSON(model) }
    finishesOrFailsCleanly("encode sorted") {
      var encoder = RemapEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
      _ = try encoder.encode(model)
    }
    finishesOrFailsCleanly("encodeXML") {
      _ = try RemapEncoder().encodeXML(model, rootElement: "root")
    }
  }

  @Test("every recursive path finishes or fails cleanly on a 512 KB thread")
  func smallThread() async {
    await #expect(processExitsWith: .success) {
      StackDepthTests.onThread(stackSize: 512 * 1024) { StackDepthTests.everyPath() }
    }
  }

  @Test("every recursive path finishes or fails cleanly on a 1 MB thread")
  func mediumThread() async {
    await #expect(processExitsWith: .success) {
      StackDepthTests.onThread(stackSize: 1024 * 1024) { StackDepthTests.everyPath() }
    }
  }

  @Test("a 16 MB thread decodes the deepest documents the limit allows")
  func largeThreadDecodes() {
    StackDepthTests.onThread(stackSize: 16 * 1024 * 1024) {
      let decoder = RemapDecoder()
      #expect(throws: Never.self) {
        _ = try decoder.decode(Chain.self, from: Array(StackDepthTests.chainText(511).utf8))
        _ = try decoder.decode(Tree.self, from: Array(StackDepthTests.treeText(511).utf8))
        _ = try RemapEncoder().encode(Chain.make(depth: 511))
      }
    }
  }

  @Test("a model too deep for the thread fails with depth-limit-exceeded and its path")
  func exhaustedStackIsAnError() {
    // Built and freed here: releasing a long chain recurses, more deeply than 512 KB allow.
    let deepModel = Chain.make(depth: 5_000)
    StackDepthTests.onThread(stackSize: 512 * 1024) {
      var decoder = RemapDecoder()
      decoder.readingOptions.maximumDepth = 100_000
      let text = Array(StackDepthTests.chainText(20_000).utf8)
      #expect {
        _ = try decoder.decode(Chain.self, from: text)
      } throws: { error in
        guard let error = error as? RemapError else { return false }
        return error.code == .depthLimitExceeded
          && error.message.hasPrefix("the value is nested too deeply for this thread's stack")
          && error.path.description.hasPrefix("child.child.child")
      }
      #expect {
        _ = try RemapEncoder().encode(deepModel)
      } throws: { error in
        (error as? RemapError)?.code == .depthLimitExceeded
      }
      #expect {
        _ = try RemapEncoder().encodeJSON(deepModel)
      } throws: { error in
        (error as? RemapError)?.code == .depthLimitExceeded
      }
    }
    withExtendedLifetime(deepModel) {}
  }
}
