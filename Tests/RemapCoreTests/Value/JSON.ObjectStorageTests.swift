//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap
import RemapTestSupport
import Testing

/// `JSON.Object` keeps its members in a storage class of its own, shared between copies and
/// copied on the first change: these tests pin value semantics and the lookup table of large
/// objects against a plain array of pairs as the model.
@Suite("JSON.Object storage")
struct JSONObjectStorageTests {
  @Test("a copy is unchanged by changes to the original, and the original by the copy's")
  func copiesAreIndependent() throws {
    for size in [0, 1, 3, 64, 65, 200] {
      let original = JSON.Object((0..<size).map { ("k\($0)", JSON.number(JSON.Number($0))) })
      var changed = original
      changed["new"] = "added"
      changed["k0"] = nil
      changed["k1"] = [1, 2]
      #expect(original.count == size)
      #expect(original["new"] == nil)
      #expect(original.keys == (0..<size).map { "k\($0)" })
      if size > 1 { #expect(original["k1"] == JSON(integerLiteral: 1)) }
      #expect(changed["new"] == "added")
      #expect(changed["k0"] == nil)

      // Through `JSON`, which the path subscript changes in place when it can.
      var document: JSON = ["inner": .object(original)]
      let kept = document
      document[path: "inner.k2"] = "replaced"
      document[path: "inner.deeper.x"] = true
      #expect(kept == ["inner": .object(original)])
      #expect(document[path: "inner.deeper.x"] == true)
      #expect(document[path: "inner.k2"] == "replaced")
    }
  }

  @Test("seeded edits agree with an array of pairs, across the lookup table's threshold")
  func seededEditsAgreeWithAModel() {
    var random = SplitMix64(seed: TestSeed.make("JSON.Object storage seeded edits"))
    for round in 0..<40 {
      var object = JSON.Object()
      var model: [(key: String, value: JSON)] = []
      var snapshots: [(JSON.Object, [(key: String, value: JSON)])] = []
      let keyRange = round.isMultiple(of: 2) ? 20 : 150
      for step in 0..<400 {
        let key = "key\(random.next() % UInt64(keyRange))"
        let value = JSON.number(JSON.Number(step))
        switch random.next() % 4 {
        case 0, 1:
          object[key] = value
          if let position = model.firstIndex(where: { $0.key == key }) {
            model[position].value = value
          } else {
            model.append((key, value))
          }
        case 2:
          let removed = object.removeValue(forKey: key)
          let position = model.firstIndex { $0.key == key }
          #expect(removed == position.map { model[$0].value })
          if let position { model.remove(at: position) }
        default:
          // A copy kept aside, which later changes must leave alone.
          snapshots.append((object, model))
        }
        #expect(object.count == model.count)
        #expect(object[key] == model.first { $0.key == key }?.value)
      }
      #expect(object.keys == model.map(\.key))
      #expect(object.values == model.map(\.value))
      for (index, member) in object.enumerated() {
        #expect(object.index(forKey: member.key) == index)
      }
      for (snapshot, snapshotModel) in snapshots {
        #expect(snapshot.keys == snapshotModel.map(\.key))
        #expect(snapshot.values == snapshotModel.map(\.value))
      }
    }
  }

  @Test("parsed objects share nothing mutable: readers on many threads see the same tree")
  func parsedObjectsAreSafeToShare() async throws {
    let members = (0..<150).map { #""k\#($0)": {"n": \#($0), "s": "value \#($0)"}"# }
    let document = try JSON(parsing: "{" + members.joined(separator: ",") + "}")
    let sums = await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var copy = document
          var sum = 0
          for index in 0..<150 {
            sum += copy[path: "k\(index).n"]?.int ?? -1_000_000
            // Each task changes its own copy: the shared tree must stay as parsed.
            copy[path: "k\(index).n"] = JSON.number(JSON.Number(task))
          }
          return sum
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(sums == Array(repeating: (0..<150).reduce(0, +), count: 8))
    #expect(document[path: "k149.n"] == 149)
    #expect(document[path: "k3.s"] == "value 3")
  }

  @Test("a freed object releases the long strings of its keys and values, and nothing more")
  func freeingReleasesLongStrings() {
    // A string with room to spare grows in place only while nothing else holds its storage:
    // so its address after an append says whether the freed object let it go.
    func spacious(_ character: Character) -> String {
      var string = String(repeating: character, count: 40)
      string.reserveCapacity(200)
      return string
    }
    func address(_ string: String) -> UnsafePointer<UInt8>? {
      string.utf8.withContiguousStorageIfAvailable { $0.baseAddress } ?? nil
    }
    var longKey = spacious("k")
    var longValue = spacious("v")
    var keyOfNull = spacious("n")
    let addresses = (address(longKey), address(longValue), address(keyOfNull))
    #expect(addresses.0 != nil && addresses.1 != nil && addresses.2 != nil)
    do {
      let object = JSON.Object([
        (longKey, .string(longValue)), ("short", "short value"), (keyOfNull, .null),
        ("a literal key longer than 15 bytes", 1),
      ])
      #expect(object.count == 4)
      #expect(object[longKey] == .string(longValue))
    }
    longKey.append("!")
    longValue.append("!")
    keyOfNull.append("!")
    #expect(address(longKey) == addresses.0)
    #expect(address(longValue) == addresses.1)
    #expect(address(keyOfNull) == addresses.2)
    #expect(longKey.utf8.count == 41 && longValue.hasSuffix("v!") && keyOfNull.hasPrefix("n"))
  }
}
