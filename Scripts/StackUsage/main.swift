//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// Stack bytes per level of nesting, for each recursive path of Remap and of Foundation's
// coders, and the deepest documents that a 512 KB thread decodes. Built in release by
// Scripts/stack-usage.sh, against RemapCore (and RemapXML) as separate modules, as an app uses
// them.

import Foundation
import RemapCore

#if canImport(RemapXML)
  import RemapXML
#endif

/// The stack addresses that the models' levels saw, while measuring.
nonisolated(unsafe) var lowest = UInt.max
nonisolated(unsafe) var highest = UInt.min
nonisolated(unsafe) var levels = 0

/// Notes the stack address of one level.
@inline(never)
func note() {
  var marker: UInt8 = 0
  let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  lowest = min(lowest, address)
  highest = max(highest, address)
  levels += 1
}

/// One object per level: `{"child":{"child":...{}}}`.
final class Chain: Codable, @unchecked Sendable {
  let child: Chain?
  enum CodingKeys: String, CodingKey { case child }

  init(child: Chain?) { self.child = child }

  static func make(depth: Int) -> Chain {
    var chain = Chain(child: nil)
    for _ in 1..<depth { chain = Chain(child: chain) }
    return chain
  }

  required init(from decoder: any Decoder) throws {
    note()
    let container = try decoder.container(keyedBy: CodingKeys.self)
    child = try container.decodeIfPresent(Chain.self, forKey: .child)
  }

  func encode(to encoder: any Encoder) throws {
    note()
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(child, forKey: .child)
  }
}

/// An object and an array per level: `{"children":[{"children":[...]}]}`.
struct Tree: Decodable {
  var children: [Tree]
  enum CodingKeys: String, CodingKey { case children }

  init(from decoder: any Decoder) throws {
    note()
    children = try decoder.container(keyedBy: CodingKeys.self).decode(
      [Tree].self, forKey: .children)
  }
}

func chainText(_ depth: Int) -> [UInt8] {
  Array(
    (String(repeating: #"{"child":"#, count: depth - 1) + "{}"
      + String(repeating: "}", count: depth - 1)).utf8)
}

func treeText(_ levels: Int) -> [UInt8] {
  Array(
    (String(repeating: #"{"children":["#, count: levels - 1) + #"{"children":[]}"#
      + String(repeating: "]}", count: levels - 1)).utf8)
}

func chainXML(_ depth: Int) -> [UInt8] {
  Array(
    ("<root>" + String(repeating: "<child>", count: depth - 1)
      + String(repeating: "</child>", count: depth - 1) + "</root>").utf8)
}

/// Runs `body` on a new thread with a stack of `size` bytes and waits for it.
func onThread<T>(stackSize size: Int, _ body: @escaping () -> T) -> T {
  nonisolated(unsafe) var result: T?
  nonisolated(unsafe) let body = body
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    result = body()
    done.signal()
  }
  thread.stackSize = size
  thread.start()
  done.wait()
  return result!
}

/// The stack bytes per level that `body` uses, over `depth` levels, on a 64 MB thread.
func bytesPerLevel(jsonLevelsPerModelLevel: Int = 1, _ body: @escaping () throws -> Void) -> String
{
  onThread(stackSize: 64 << 20) {
    (lowest, highest, levels) = (UInt.max, UInt.min, 0)
    do { try body() } catch { return "error: \(error)" }
    guard levels > 1 else { return "no levels" }
    let perLevel = Double(highest - lowest) / Double(levels - 1)
    return String(Int((perLevel / Double(jsonLevelsPerModelLevel)).rounded()))
  }
}

setvbuf(stdout, nil, _IONBF, 0)
let arguments = CommandLine.arguments
var deep = RemapDecoder()
deep.readingOptions.maximumDepth = 100_000
deep.xmlReadingOptions.maximumDepth = 100_000

/// What a child process checks on a 512 KB thread, by name: whether a document (or value)
/// `depth` levels deep decodes (or is freed). A crash, on code without a stack guard, counts
/// as not decoding.
let checks: [String: (Int) -> Bool] = [
  "bytes": { (try? deep.decode(Chain.self, from: chainText($0))) != nil },
  "arrays": { (try? deep.decode(Tree.self, from: treeText(max($0 / 2, 1)))) != nil },
  "Foundation": { (try? JSONDecoder().decode(Chain.self, from: Data(chainText($0)))) != nil },
  "report": { deep.report(Chain.self, from: chainText($0)).value != nil },
  "XML": { (try? deep.decode(Chain.self, fromXML: chainXML($0))) != nil },
  "free": { depth in
    var value: JSON? = []
    for _ in 1..<depth { value = .array([value ?? nil]) }
    value = nil
    return value == nil
  },
]
if arguments.count == 3, let check = checks[arguments[1]], let depth = Int(arguments[2]) {
  exit(onThread(stackSize: 512 << 10) { check(depth) } ? 0 : 1)
}

/// The deepest document, by binary search up to `limit`, that passes `check` in a child
/// process.
func deepest(_ check: String, limit: Int = 20_000) -> Int {
  var (good, bad) = (1, limit + 1)
  while bad - good > 1 {
    let middle = (good + bad) / 2
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = [check, String(middle)]
    process.standardError = FileHandle.nullDevice
    let passed = (try? process.run()) != nil && { process.waitUntilExit(); return true }()
    if passed && process.terminationStatus == 0 { good = middle } else { bad = middle }
  }
  return good
}

let depth = 200
var withTransform = RemapDecoder()
withTransform.transforms.register(HexColorTransform())
let chain = chainText(depth)
let tree = treeText(depth)
let xml = chainXML(depth)
let json = try JSON(parsing: chain)
nonisolated(unsafe) let dictionary = json.anyValue as! [String: Any]
let model = Chain.make(depth: depth)

let rows: [(String, String)] = [
  ("decode bytes, objects", bytesPerLevel { _ = try RemapDecoder().decode(Chain.self, from: chain) }),
  (
    "decode bytes, objects in arrays (per JSON level)",
    bytesPerLevel(jsonLevelsPerModelLevel: 2) { _ = try RemapDecoder().decode(Tree.self, from: tree) }
  ),
  (
    "decode bytes, a transform registered",
    bytesPerLevel { _ = try withTransform.decode(Chain.self, from: chain) }
  ),
  ("report bytes", bytesPerLevel { _ = RemapDecoder().report(Chain.self, from: chain).value! }),
  ("decode JSON value", bytesPerLevel { _ = try RemapDecoder().decode(Chain.self, from: json) }),
  (
    "decode [String: Any]",
    bytesPerLevel { _ = try RemapDecoder().decode(Chain.self, from: dictionary) }
  ),
  ("decode XML", bytesPerLevel { _ = try RemapDecoder().decode(Chain.self, fromXML: xml) }),
  ("encode bytes", bytesPerLevel { _ = try RemapEncoder().encode(model) }),
  ("encode JSON value", bytesPerLevel { _ = try RemapEncoder().encodeJSON(model) }),
  (
    "Foundation JSONDecoder", bytesPerLevel { _ = try JSONDecoder().decode(Chain.self, from: Data(chain)) }
  ),
  (
    "Foundation JSONDecoder, objects in arrays (per JSON level)",
    bytesPerLevel(jsonLevelsPerModelLevel: 2) { _ = try JSONDecoder().decode(Tree.self, from: Data(tree)) }
  ),
  ("Foundation JSONEncoder", bytesPerLevel { _ = try JSONEncoder().encode(model) }),
]
print("| path | stack bytes per level |")
print("| --- | --- |")
for (name, bytes) in rows { print("| \(name) | \(bytes) |") }

print("")
print("| deepest document decoded on a 512 KB thread | levels |")
print("| --- | --- |")
print("| bytes, objects | \(deepest("bytes")) |")
print("| bytes, objects in arrays | \(deepest("arrays")) |")
print("| report | \(deepest("report")) |")
print("| XML | \(deepest("XML", limit: 5_000)) |")
print("| Foundation JSONDecoder, objects | \(deepest("Foundation")) |")
print("| freeing a `JSON` array nested in arrays (built in code) | \(deepest("free", limit: 1_000_000)) |")
