//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import RemapMacros
import Testing

// MARK: - Enums

@Mappable
enum Level: String, Equatable {
  case low, high
  @Fallback case unknown
}

@Mappable
enum Status: Equatable {
  case active
  @CaseName("on-hold") case onHold
  @Fallback case other(String)
}

@Mappable
struct Account: Equatable {
  var level: Level
  var status: Status
}

@Mappable
struct Cat: Equatable {
  var lives: Int
}

@Mappable @Tagged("type")
enum Pet: Equatable {
  case dog(name: String, age: Int? = nil)
  case cat(Cat)
  case none
}

@Mappable @Tagged("type", content: "data")
enum Event: Equatable {
  case click(x: Int, y: Int)
  case key(String)
  case blur
}

@Mappable
enum Shape: Equatable {
  case circle(radius: Double)
  case point
}

@Mappable @Untagged
enum Identifier: Equatable {
  case number(Int)
  case text(String)
  case pair(first: Int, second: Int)
}

// MARK: - Classes and validation

@Mappable
class Animal {
  var name: String
  init(name: String) { self.name = name }
}

@MappableSubclass
final class Dog: Animal {
  var breed: String
  init(name: String, breed: String) {
    self.breed = breed
    super.init(name: name)
  }
}

struct NegativeQuantity: Error, CustomStringConvertible {
  var description: String { "quantity must not be negative" }
}

@Mappable
struct Line: Equatable {
  var sku: String
  var quantity: Int
  func didDecode() throws {
    if quantity < 0 { throw NegativeQuantity() }
  }
}

@Mappable
struct Order: Equatable {
  var lines: [Line]
}

// MARK: - Compatibility with synthesized Codable

struct PlainSynthesized: Codable, Equatable {
  var id: Int
  var name: String?
  var tags: [String]
  var nested: [String: Double]
}

@Mappable
struct PlainMappable: Equatable {
  var id: Int
  var name: String?
  var tags: [String]
  var nested: [String: Double]
}

enum SynthesizedShape: Codable, Equatable {
  case circle(radius: Double)
  case point
}

@Suite("@Mappable types, end to end")
struct TypeTests {
  @Test("raw-value enums and value enums: fallback cases keep what they can")
  func valueEnums() throws {
    try expectMapping(
      Account.self, from: #"{"level": "high", "status": "on-hold"}"#,
      to: Account(level: .high, status: .onHold),
      encodesAs: #"{"level": "high", "status": "on-hold"}"#)
    try expectMapping(
      Account.self, from: #"{"level": "extreme", "status": "archived"}"#,
      to: Account(level: .unknown, status: .other("archived")),
      encodesAs: #"{"level": "unknown", "status": "archived"}"#)
    let report = RemapDecoder().report(
      Account.self, from: #"{"level": "extreme", "status": "archived"}"#)
    #expect(report.recoveries.map(\.code) == [.fallbackUsed, .fallbackUsed])
    #expect(report.recoveries.map(\.path) == ["level", "status"])
    #expect(
      report.recoveries.last?.message
        == #"mapped the unknown value "archived" to Status's fallback case"#)
    // Lenient matching of a raw value's case comes before the fallback.
    #expect(try remapDecode(Level.self, #""HIGH""#) == .high)
    #expect(try remapDecode(Level.self, #""HIGH""#, .strict) == .unknown)
  }

  @Test("@Tagged enums: the tag beside the values, or the values under their own key")
  func taggedEnums() throws {
    try expectMapping(
      [Pet].self,
      from: #"[{"type": "dog", "name": "Rex"}, {"type": "cat", "lives": 9}, {"type": "none"}]"#,
      to: [.dog(name: "Rex"), .cat(Cat(lives: 9)), .none],
      encodesAs: #"[{"type": "dog", "name": "Rex"}, {"type": "cat", "lives": 9}, {"type": "none"}]"#
    )
    try expectMapping(
      [Event].self,
      from:
        #"[{"type": "click", "data": {"x": 1, "y": 2}}, {"type": "key", "data": "a"}, {"type": "blur"}]"#,
      to: [.click(x: 1, y: 2), .key("a"), .blur],
      encodesAs:
        #"[{"type": "click", "data": {"x": 1, "y": 2}}, {"type": "key", "data": "a"}, {"type": "blur"}]"#
    )
    #expect {
      try remapDecode([Pet].self, #"[{"type": "dog", "name": "a"}, {"type": "bird"}]"#)
    } throws: { error in
      let error = error as? RemapError
      return error?.code == .unknownCase && error?.path == "[1].type"
        && error?.message == #"unknown case "bird", expected one of "dog", "cat", "none""#
    }
  }

  @Test("enums without @Tagged keep the JSON Swift synthesizes")
  func externallyTaggedMatchesSynthesized() throws {
    let shapes: [Shape] = [.circle(radius: 2), .point]
    let synthesized: [SynthesizedShape] = [.circle(radius: 2), .point]
    #expect(try foundationEncode(shapes) == foundationEncode(synthesized))
    #expect(try remapEncode(shapes) == foundationEncode(synthesized))
    let text = String(decoding: try JSONEncoder().encode(synthesized), as: UTF8.self)
    #expect(try remapDecode([Shape].self, text) == shapes)
    #expect(try foundationDecode([Shape].self, text) == shapes)
  }

  @Test("@Untagged enums: the first case that decodes")
  func untaggedEnums() throws {
    try expectMapping(
      [Identifier].self, from: #"[42, "A-42", {"first": 1, "second": 2}]"#,
      to: [.number(42), .text("A-42"), .pair(first: 1, second: 2)],
      encodesAs: #"[42, "A-42", {"first": 1, "second": 2}]"#)
    #expect {
      try remapDecode([Identifier].self, "[true]", .strict)
    } throws: { error in
      let error = error as? RemapError
      return error?.code == .typeMismatch && error?.path == "[0]"
    }
    // A report is not polluted by the cases that did not match.
    let report = RemapDecoder.strict.report([Identifier].self, from: #"["x"]"#)
    #expect(report.diagnostics.isEmpty)
    #expect(report.value == [.text("x")])
  }

  @Test("a @MappableSubclass reads and writes its superclass's properties too")
  func subclass() throws {
    let text = #"{"name": "Rex", "breed": "Beagle"}"#
    for dog in [try remapDecode(Dog.self, text), try foundationDecode(Dog.self, text)] {
      #expect(dog.name == "Rex")
      #expect(dog.breed == "Beagle")
    }
    let dog = Dog(name: "Rex", breed: "Beagle")
    #expect(try remapEncode(dog) == JSON(parsing: text))
    #expect(try foundationEncode(dog) == JSON(parsing: text))
  }

  @Test("didDecode's error is reported with the object's path")
  func validation() throws {
    let text = #"{"lines": [{"sku": "a", "quantity": 1}, {"sku": "b", "quantity": -1}]}"#
    #expect {
      try remapDecode(Order.self, text)
    } throws: { error in
      let error = error as? RemapError
      return error?.code == .validationFailed && error?.path == "lines[1]"
        && error?.message == "invalid Line: quantity must not be negative"
        && error?.underlying is NegativeQuantity
    }
    let report = RemapDecoder().report(Order.self, from: text)
    #expect(report.value == nil)
    #expect(report.errors.map(\.path) == ["lines[1]"])
    #expect(throws: DecodingError.self) { try foundationDecode(Order.self, text) }
    #expect(
      try remapDecode(Order.self, #"{"lines": [{"sku": "a", "quantity": 1}]}"#).lines.count == 1)
  }

  @Test("adding @Mappable to a type that synthesizes Codable keeps its JSON")
  func synthesizedCompatibility() throws {
    let synthesized = PlainSynthesized(id: 1, name: nil, tags: ["a"], nested: ["x": 1.5])
    let mappable = PlainMappable(id: 1, name: nil, tags: ["a"], nested: ["x": 1.5])
    #expect(try foundationEncode(mappable) == foundationEncode(synthesized))
    #expect(try remapEncode(mappable) == remapEncode(synthesized))
    let withName = #"{"id": 2, "name": "n", "tags": [], "nested": {}}"#
    let decoded = try foundationDecode(PlainMappable.self, withName)
    let reference = try foundationDecode(PlainSynthesized.self, withName)
    #expect(decoded.name == reference.name && decoded.id == reference.id)
    // The same inputs fail: a missing required key.
    #expect(throws: DecodingError.self) { try foundationDecode(PlainMappable.self, "{}") }
    #expect(throws: DecodingError.self) { try foundationDecode(PlainSynthesized.self, "{}") }
  }
}

@Mappable
struct GenericPage<Item: Codable & Equatable>: Equatable {
  var items: [Item]
  var next: Item?
  var total = 0
}

@Suite("@Mappable generic types")
struct GenericTypeTests {
  @Test("a generic model decodes and encodes through the fast path and through Codable")
  func genericPage() throws {
    try expectMapping(
      GenericPage<Int>.self, from: #"{"items": [1, 2], "next": 3}"#,
      to: GenericPage(items: [1, 2], next: 3, total: 0),
      encodesAs: #"{"items": [1, 2], "next": 3, "total": 0}"#)
    #expect((GenericPage<Int>.self as Any.Type) is any Mappable.Type)
  }
}
