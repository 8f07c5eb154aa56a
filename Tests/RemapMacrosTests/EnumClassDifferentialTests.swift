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

// Every form of `@Mappable` enum and a class hierarchy, so that their generated fast path is
// compared with their generated `Codable` code, as `FastPathDifferentialTests` does for
// structs.

@Mappable
enum DiffLevel: String {
  case low, high
  @Fallback case unknown
}

@Mappable
enum DiffPriority: Int, CaseIterable {
  case one = 1
  case two = 2
}

@Mappable
enum DiffStatus: Equatable {
  case active
  @CaseName("on-hold") case onHold
  @Fallback case other(String)
}

@Mappable
@Tagged("type")
enum DiffShape: Equatable {
  case circle(radius: Double)
  case rect(width: Double, height: Double?)
  @CaseName("pt") case point(DiffPoint)
  case empty
}

@Mappable
@Tagged("kind", content: "data")
enum DiffEvent: Equatable {
  case click(x: Int, y: Int = 0)
  case move(dx: Int, dy: Int)
  case key(String)
  case idle
  @Fallback case other(String)
}

@Mappable(keyStyle: .snakeCase)
enum DiffCommand: Equatable {
  case moveTo(toX: Int, toY: Int?)
  case stop
  case say(String)
}

@Mappable
@Untagged
enum DiffValue: Equatable {
  case none
  case number(Double)
  case text(String)
  case pair(a: Int, b: Int)
}

struct NegativeLegs: Error, CustomStringConvertible {
  var description: String { "legs cannot be negative" }
}

@Mappable
class DiffAnimal: Equatable {
  var name: String
  var age: Int?
  var legs = 4

  func didDecode() throws {
    if legs < 0 { throw NegativeLegs() }
  }

  static func == (lhs: DiffAnimal, rhs: DiffAnimal) -> Bool { lhs.isEqual(to: rhs) }

  func isEqual(to other: DiffAnimal) -> Bool {
    type(of: self) == type(of: other) && name == other.name && age == other.age
      && legs == other.legs
  }
}

@MappableSubclass
final class DiffDog: DiffAnimal {
  var breed: String
  @Key("good_boy") var isGood: Bool = true

  override func isEqual(to other: DiffAnimal) -> Bool {
    guard let other = other as? DiffDog else { return false }
    return super.isEqual(to: other) && breed == other.breed && isGood == other.isGood
  }
}

/// A class with plain properties only, whose `Codable` members are the lean ones.
@Mappable
class DiffVehicle: Equatable {
  var wheels: Int
  var name: String?

  static func == (lhs: DiffVehicle, rhs: DiffVehicle) -> Bool { lhs.isEqual(to: rhs) }

  func isEqual(to other: DiffVehicle) -> Bool {
    type(of: self) == type(of: other) && wheels == other.wheels && name == other.name
  }
}

@MappableSubclass
class DiffCar: DiffVehicle {
  var seats: Int

  override func isEqual(to other: DiffVehicle) -> Bool {
    guard let other = other as? DiffCar else { return false }
    return super.isEqual(to: other) && seats == other.seats
  }
}

/// A subclass without `@MappableSubclass` that writes a member of its own in `encode(to:)`:
/// the fast path must encode it through that method.
final class DiffTruck: DiffCar {
  private enum ExtraKeys: String, CodingKey { case kind }

  override func encode(to encoder: any Encoder) throws {
    try super.encode(to: encoder)
    var container = encoder.container(keyedBy: ExtraKeys.self)
    try container.encode("truck", forKey: .kind)
  }
}

@Mappable
struct DiffZoo: Equatable {
  var level: DiffLevel
  var priority: DiffPriority?
  var status: DiffStatus
  var shapes: [DiffShape]
  var event: DiffEvent
  var command: DiffCommand?
  var values: [DiffValue]
  var dog: DiffDog
  var animal: DiffAnimal?
  var car: DiffCar
  var truck: DiffTruck?
}

@Suite("@Mappable fast path vs generated Codable code: enums and classes")
struct EnumClassDifferentialTests {
  /// Each member's valid value first, then values that are sloppy or wrong for it.
  static let members: [(key: String, values: [String])] = [
    ("level", [#""low""#, #""HIGH""#, #""medium""#, "1", "null"]),
    ("priority", ["2", "1", "3", #""2""#, "2.5", #""one""#]),
    ("status", [#""on-hold""#, #""active""#, #""archived""#, #""onHold""#, "7", "{}"]),
    (
      "shapes",
      [
        #"[{"type": "circle", "radius": 1.5}, {"type": "rect", "width": 2, "height": null}, "#
          + #"{"type": "empty"}, {"type": "pt", "x": 1, "y": 2}]"#,
        #"[{"type": "pt", "x": 1, "y": 2}, {"type": "circle", "radius": 0}]"#,
        #"[{"type": "hexagon"}]"#, #"[{"type": "circle"}]"#, #"[{"radius": 1}]"#,
        #"[{"type": "rect", "width": "2", "height": "x"}]"#, #"[{"type": "pt", "x": "a"}]"#,
        #"[{"type": 3}]"#, #"[{"type": "empty", "extra": 1}]"#, "[[]]",
      ]
    ),
    (
      "event",
      [
        #"{"kind": "click", "data": {"x": 1, "y": 2}}"#, #"{"kind": "click", "data": {"x": 1}}"#,
        #"{"kind": "click", "data": {"x": 1, "y": "z"}}"#,
        #"{"kind": "move", "data": {"dx": 1}}"#, #"{"kind": "key", "data": "k"}"#,
        #"{"kind": "key", "data": 5}"#, #"{"kind": "idle"}"#, #"{"kind": "wave"}"#,
        #"{"kind": "move", "data": []}"#, #"{"data": {}}"#,
      ]
    ),
    (
      "command",
      [
        #"{"move_to": {"to_x": 1, "to_y": -1}}"#, #"{"move_to": {"to_x": 1}}"#,
        #"{"stop": {}}"#, #"{"say": {"_0": "hi"}}"#, #"{"say": {"_0": 3}}"#,
        #"{"jump": {}}"#, #"{"stop": {}, "say": {"_0": "x"}}"#, #"{}"#, #"{"move_to": null}"#,
      ]
    ),
    (
      "values",
      [
        #"[1.5, "a", {"a": 1, "b": 2}, null]"#, #"[true]"#, #"[{"a": 1}]"#,
        #"[{"a": "1", "b": 2}]"#, "[[1]]", #"["1e400"]"#,
      ]
    ),
    (
      "dog",
      [
        #"{"name": "Rex", "age": 3, "legs": 4, "breed": "beagle", "good_boy": false}"#,
        #"{"name": "Rex", "breed": "beagle"}"#, #"{"name": "Rex", "legs": -1, "breed": "b"}"#,
        #"{"name": "Rex", "breed": 5, "good_boy": "yes"}"#, #"{"breed": "b"}"#,
        #"{"name": "Rex", "age": "old", "breed": "b"}"#,
      ]
    ),
    ("animal", [#"{"name": "Tom"}"#, #"{"name": "Tom", "legs": "x"}"#, #"{"legs": 2}"#]),
    (
      "car",
      [
        #"{"wheels": 4, "seats": 5, "name": "A"}"#, #"{"wheels": 4}"#,
        #"{"wheels": "4", "seats": 5}"#, #"{"wheels": 4, "seats": 5, "name": 7}"#,
      ]
    ),
    ("truck", [#"{"wheels": 6, "seats": 2}"#, #"{"wheels": 6}"#, #"{"seats": 2, "kind": "x"}"#]),
  ]

  static let replacements = ["null", #""42""#, "42", "true", "{}", "[]", #""""#, "-1"]

  /// A zoo whose members are mutated: another of the member's own values (most often), a
  /// general replacement, a missing or renamed key, an extra member, another order.
  static func payload(_ random: inout SplitMix64, repeats: Bool = true) -> String {
    var members = members.map { (key: $0.key, value: $0.values[0], values: $0.values) }
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let index = Int.random(in: 0..<members.count, using: &random)
      switch Int.random(in: 0..<10, using: &random) {
      case 0: members.remove(at: index)
      case 1, 2, 3, 4:
        members[index].value = members[index].values.randomElement(using: &random) ?? "null"
      case 5: members[index].value = replacements.randomElement(using: &random) ?? "null"
      case 6: members[index].key = members[index].key.uppercased()
      case 7: members.append((key: "extra\(index)", value: "1", values: []))
      case 8 where repeats: members.insert((members[index].key, "{}", []), at: 0)
      default: members.append(members.remove(at: index))
      }
    }
    var text = "{" + members.map { #""\#($0.key)": \#($0.value)"# }.joined(separator: ", ") + "}"
    if Int.random(in: 0..<25, using: &random) == 0 {
      text.removeLast(Int.random(in: 1...10, using: &random))  // broken JSON
    }
    return text
  }

  @Test(
    "decoding, reports and encoding agree on generated payloads",
    arguments: 0..<FastPathDifferentialTests.decoders.count)
  func pathsAgree(setting: Int) throws {
    let (name, fast) = FastPathDifferentialTests.decoders[setting]
    var random = SplitMix64(seed: seed("EnumClassDifferential.\(name)"))
    var counts = PathCounts()
    for _ in 0..<300 {
      let payload = Self.payload(&random)
      counts.add(
        FastPathDifferentialTests.compare(DiffZoo.self, payload, fast: fast, setting: name))
    }
    print("EnumClassDifferential.\(name): \(counts)")
    #expect(counts.agreements == counts.payloads)
    #expect(counts.values > 20 && counts.errors > 20, "\(name): \(counts)")
  }

  @Test("each enum form and class decodes on its own through both paths")
  func eachTypeAgrees() throws {
    var counts = PathCounts()
    for (name, fast) in FastPathDifferentialTests.decoders {
      func each<T: Codable & Equatable>(_ type: T.Type, _ key: String) {
        for value in Self.members.first(where: { $0.key == key })?.values ?? [] {
          counts.add(FastPathDifferentialTests.compare(type, value, fast: fast, setting: name))
        }
      }
      each(DiffLevel.self, "level")
      each(DiffPriority.self, "priority")
      each(DiffStatus.self, "status")
      each([DiffShape].self, "shapes")
      each(DiffEvent.self, "event")
      each(DiffCommand.self, "command")
      each([DiffValue].self, "values")
      each(DiffDog.self, "dog")
      each(DiffAnimal.self, "animal")
      each(DiffCar.self, "car")
      each(DiffTruck.self, "truck")
    }
    print("EnumClassDifferential.eachType: \(counts)")
    #expect(counts.agreements == counts.payloads)
    #expect(counts.values > 50 && counts.errors > 50, "\(counts)")
  }

  @Test("the fast path decodes and encodes the expected values")
  func expectedValues() throws {
    let zoo = try RemapDecoder().decode(
      DiffZoo.self,
      from: "{" + Self.members.map { #""\#($0.key)": \#($0.values[0])"# }.joined(separator: ", ")
        + "}")
    #expect(zoo.level == .low)
    #expect(zoo.priority == .two)
    #expect(zoo.status == .onHold)
    #expect(
      zoo.shapes == [
        .circle(radius: 1.5), .rect(width: 2, height: nil), .empty, .point(DiffPoint(x: 1, y: 2)),
      ])
    #expect(
      try RemapDecoder().decode([DiffShape].self, from: Self.members[3].values[1])
        == [.point(DiffPoint(x: 1, y: 2)), .circle(radius: 0)])
    #expect(zoo.event == .click(x: 1, y: 2))
    #expect(zoo.command == .moveTo(toX: 1, toY: -1))
    #expect(zoo.values == [.number(1.5), .text("a"), .pair(a: 1, b: 2), DiffValue.none])
    #expect(zoo.dog.name == "Rex" && zoo.dog.breed == "beagle" && !zoo.dog.isGood)
    #expect(zoo.car.seats == 5 && zoo.car.wheels == 4 && zoo.car.name == "A")
    #expect(zoo.truck.map { type(of: $0) == DiffTruck.self } == true)
    // The truck's own `encode(to:)` writes its kind, on the fast path too.
    let truck = try #require(zoo.truck)
    #expect(try remapText(truck) == #"{"seats":2,"wheels":6,"kind":"truck"}"#)
    #expect(
      try remapText(zoo.dog)
        == #"{"breed":"beagle","good_boy":false,"name":"Rex","age":3,"legs":4}"#)
    #expect(try remapText(DiffEvent.other("wave")) == #"{"kind":"wave"}"#)
    #expect(try remapText(DiffCommand.stop) == #"{"stop":{}}"#)
    #expect(try remapText([DiffValue.none, .pair(a: 1, b: 2)]) == #"[null,{"a":1,"b":2}]"#)
    // Every enum and class here is Mappable: the fast path runs, not `init(from:)` through it.
    for type in [
      DiffLevel.self, DiffPriority.self, DiffStatus.self, DiffShape.self, DiffEvent.self,
      DiffCommand.self, DiffValue.self, DiffAnimal.self, DiffDog.self, DiffCar.self,
    ] as [Any.Type] {
      #expect(type is any Mappable.Type, "\(type)")
    }
  }

  @Test("an unknown raw value is an invalid-value error listing the allowed values")
  func unknownRawValue() throws {
    let error = try #require(throws: RemapError.self) {
      try RemapDecoder().decode([DiffPriority].self, from: "[1, 3]")
    }
    #expect(error.code == .invalidValue)
    #expect(error.path == ValuePath([.index(1)]))
    #expect(error.message == "expected one of 1, 2, found 3", "\(error.message)")
    #expect(error.location?.column == 5)
    let report = RemapDecoder().report(DiffLevel.self, from: #""medium""#)
    #expect(report.value == .unknown)
    #expect(report.diagnostics.map(\.code) == [.fallbackUsed])
  }
}
