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

@Suite("AnyBridge")
struct AnyBridgeTests {
  // MARK: - Round trips

  static let sample: JSON = [
    "name": "Ada",
    "age": 36,
    "negative": -7,
    "ratio": 0.1,
    "pi": 3.25,
    "max": .number(JSON.Number(UInt64.max)),
    "min": -9223372036854775808,
    "huge": .number(JSON.Number(text: "123456789012345678901234567890")!),
    "flags": [true, false, nil],
    "nested": ["empty": [], "object": [:], "list": [1, [2, [3, ["deep": "x"]]]]],
    "text": "caf\u{E9} \u{1F600} \"quoted\"",
  ]

  @Test func roundTripThroughAnyValue() throws {
    let back = try JSON(any: Self.sample.anyValue)
    #expect(back == Self.sample)
  }

  @Test func roundTripThroughJSONSerialization() throws {
    let data = try JSONSerialization.data(withJSONObject: Self.sample.anyValue)
    let object = try JSONSerialization.jsonObject(with: data)
    #expect(try JSON(any: object) == Self.sample)
  }

  @Test func roundTripOfScalarsAtTheRoot() throws {
    for value: JSON in [nil, true, false, 0, -1, 2.5, "", [], [:]] {
      #expect(try JSON(any: value.anyValue) == value)
    }
  }

  // MARK: - JSON to Any

  @Test func anyValueUsesJSONSerializationTypes() throws {
    let any = try #require(Self.sample.anyValue as? [String: Any])
    #expect(any["name"] as? String == "Ada")
    #expect(Swift.type(of: any["age"]!) == Int.self)
    #expect(any["age"] as? Int == 36)
    #expect(any["min"] as? Int == Int.min)
    #expect(Swift.type(of: any["max"]!) == UInt64.self)
    #expect(any["max"] as? UInt64 == UInt64.max)
    #expect(Swift.type(of: any["huge"]!) == Decimal.self)
    #expect(any["huge"] as? Decimal == Decimal(string: "123456789012345678901234567890"))
    #expect(Swift.type(of: any["ratio"]!) == Double.self)
    #expect(any["ratio"] as? Double == 0.1)
    let flags = try #require(any["flags"] as? [Any])
    #expect(Swift.type(of: flags[0]) == Bool.self)
    #expect(flags[0] as? Bool == true)
    #expect(flags[2] is NSNull)
    let nested = try #require(any["nested"] as? [String: Any])
    #expect((nested["empty"] as? [Any])?.isEmpty == true)
    #expect((nested["object"] as? [String: Any])?.isEmpty == true)
  }

  @Test func integralNumbersBecomeInts() throws {
    let json = try JSON(parsing: "[1.0, 1e2, -0, 2.5]")
    let any = try #require(json.anyValue as? [Any])
    #expect(any[0] as? Int == 1)
    #expect(any[1] as? Int == 100)
    #expect(any[2] as? Int == 0)
    #expect(Swift.type(of: any[3]) == Double.self)
  }

  @Test func negativeZeroKeepsItsSignAsJSONSerializationDoes() throws {
    let text = "[-0.0, -0.0e3, -0, 0.0]"
    let any = try #require(try JSON(parsing: text).anyValue as? [Any])
    let foundation = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [NSNumber])
    for (index, value) in any.enumerated() {
      let number = try #require(value as? NSNumber)
      #expect(number == foundation[index], "element \(index)")
      #expect(number.doubleValue.sign == foundation[index].doubleValue.sign, "element \(index)")
    }
    #expect((any[0] as? Double)?.sign == .minus)
  }

  @Test func integersBeyondDecimalsDigitsBecomeDoubles() throws {
    let json = try JSON(
      parsing: "[99999999999999999999999999999999999999999, 12345678901234567890]")
    let any = try #require(json.anyValue as? [Any])
    #expect(any[0] as? Double == 1e41)
    #expect(any[1] as? UInt64 == 12_345_678_901_234_567_890)
  }

  @Test func numbersBeyondDoubleAndDecimalKeepTheirText() throws {
    let json = try JSON(parsing: "[1e400, 1.5e-400]")
    let any = try #require(json.anyValue as? [Any])
    #expect(any[0] as? String == "1e+400")
    #expect(any[1] as? Double == 0)
  }

  // MARK: - JSONSerialization trees

  @Test func jsonSerializationBooleansAreBooleansAndNumbersAreNumbers() throws {
    let text = #"""
      {"t": true, "f": false, "one": 1, "zero": 0, "x": 1.5, "n": null, "neg": -7,
       "big": 18446744073709551615, "huge": 123456789012345678901234567890,
       "nested": {"list": [1, true, 0, false, "s", null, {"deep": [1.5]}]}}
      """#
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let json = try JSON(any: object)

    // The must-show: `true` is a Boolean and `1` is a number, although both are NSNumbers.
    #expect(json["t"] == .bool(true))
    #expect(json["f"] == .bool(false))
    #expect(json["one"] == .number(1))
    #expect(json["zero"] == .number(0))
    #expect(json["one"]?.bool == nil)
    #expect(json["t"]?.number == nil)

    #expect(json["x"] == 1.5)
    #expect(json["n"] == .null)
    #expect(json["neg"] == -7)
    #expect(json["big"]?.uint64 == UInt64.max)
    #expect(json["huge"] == .number(JSON.Number(text: "123456789012345678901234567890")!))
    #expect(json["nested"] == ["list": [1, true, 0, false, "s", nil, ["deep": [1.5]]]])
  }

  @Test func nsNumbersByWhatTheyHold() throws {
    #expect(try JSON(any: NSNumber(value: true)) == true)
    #expect(try JSON(any: NSNumber(value: false)) == false)
    #expect(try JSON(any: NSNumber(value: 1)) == 1)
    #expect(try JSON(any: NSNumber(value: Int8(1))) == 1)
    #expect(try JSON(any: NSNumber(value: UInt8(200))) == 200)
    #expect(try JSON(any: NSNumber(value: Int64.min)) == .number(JSON.Number(Int64.min)))
    #expect(try JSON(any: NSNumber(value: UInt64.max)) == .number(JSON.Number(UInt64.max)))
    #expect(try JSON(any: NSNumber(value: 2.5)) == 2.5)
    #expect(try JSON(any: NSNumber(value: Float(1.1))).serialized() == "1.1")
    #expect(try JSON(any: NSDecimalNumber(string: "12.345")).serialized() == "12.345")
    #expect(try JSON(any: NSNull()) == nil)
  }

  @Test func foundationCollectionsAndStrings() throws {
    let array = NSArray(array: [NSNumber(value: true), NSString(string: "s"), NSNull()])
    let dictionary = NSDictionary(dictionary: ["list": array, "n": NSNumber(value: 3)])
    #expect(try JSON(any: dictionary) == ["list": [true, "s", nil], "n": 3])
  }

  // MARK: - Swift values

  struct NativeCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let make: @Sendable () -> Any
    let expected: String

    init(_ name: String, _ expected: String, _ make: @escaping @Sendable () -> Any) {
      testDescription = name
      self.expected = expected
      self.make = make
    }
  }

  static let natives: [NativeCase] = [
    NativeCase("Bool", "true") { true },
    NativeCase("Int", "-42") { -42 },
    NativeCase("Int8", "-128") { Int8.min },
    NativeCase("Int16", "32767") { Int16.max },
    NativeCase("Int32", "-2147483648") { Int32.min },
    NativeCase("Int64", "-9223372036854775808") { Int64.min },
    NativeCase("UInt", "18446744073709551615") { UInt.max },
    NativeCase("UInt8", "255") { UInt8.max },
    NativeCase("UInt16", "65535") { UInt16.max },
    NativeCase("UInt32", "4294967295") { UInt32.max },
    NativeCase("UInt64", "18446744073709551615") { UInt64.max },
    NativeCase("Double", "0.1") { 0.1 },
    NativeCase("Float", "0.1") { Float(0.1) },
    NativeCase("Decimal", "3.14159265358979323846") {
      Decimal(string: "3.14159265358979323846")!
    },
    NativeCase("String", #""caf\u00e9""#) { "caf\u{E9}" },
    NativeCase("Substring", #""bc""#) { "abc".dropFirst() },
    NativeCase("NSString", #""ns""#) { NSString(string: "ns") },
    NativeCase("[Int]", "[1,2,3]") { [1, 2, 3] },
    NativeCase("[Any]", #"[1,"a",true,null]"#) { [1, "a", true, NSNull()] as [Any] },
    NativeCase("[String: Int]", #"{"a":1,"b":2}"#) { ["b": 2, "a": 1] },
    NativeCase("JSON", #"{"j":[1]}"#) { ["j": [1]] as JSON },
    NativeCase("JSON.Number", "1e+400") { JSON.Number(text: "1e400")! },
    NativeCase("JSON inside Any", #"{"x":{"y":true}}"#) {
      ["x": ["y": true] as JSON] as [String: Any]
    },
  ]

  @Test(arguments: natives)
  func swiftNatives(_ native: NativeCase) throws {
    let json = try JSON(any: native.make())
    #expect(
      json.serialized(options: .withoutEscapingSlashes)
        == native.expected.replacingOccurrences(of: #"\u00e9"#, with: "\u{E9}"))
  }

  @Test func swiftIntegersAreNotBooleans() throws {
    #expect(try JSON(any: 1) == .number(1))
    #expect(try JSON(any: 0) == .number(0))
    #expect(try JSON(any: true) == .bool(true))
  }

  @Test func dictionaryKeysComeOutSorted() throws {
    let json = try JSON(any: ["b": 1, "c": 2, "a": 3])
    #expect(json.serialized() == #"{"a":3,"b":1,"c":2}"#)
  }

  // MARK: - Optionals

  @Test func optionalsUnwrapOrBecomeNull() throws {
    let none: Int? = nil
    #expect(try JSON(any: none as Any) == nil)
    #expect(try JSON(any: Optional(5) as Any) == 5)
    #expect(try JSON(any: Optional(Optional(Optional("x"))) as Any) == "x")
    #expect(try JSON(any: Optional<Int?>.some(nil) as Any) == nil)

    let array: [Any?] = [1, nil, "a", Optional<Bool>.none]
    #expect(try JSON(any: array) == [1, nil, "a", nil])

    let dictionary: [String: Any?] = ["a": nil, "b": 2, "c": Optional<Int>.none as Any]
    #expect(try JSON(any: dictionary) == ["a": nil, "b": 2, "c": nil])

    let nested: [String: Any] = ["list": [Optional(1), nil] as [Int?]]
    #expect(try JSON(any: nested) == ["list": [1, nil]])
  }

  // MARK: - Unsupported values

  struct Point {
    var x = 1
  }

  struct FailureCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let make: @Sendable () -> Any
    let path: String
    let messageMentions: String

    init(_ name: String, at path: String, mentions: String, _ make: @escaping @Sendable () -> Any) {
      testDescription = name
      self.path = path
      self.messageMentions = mentions
      self.make = make
    }
  }

  static let failures: [FailureCase] = [
    FailureCase(
      "Date too far away, in an array in an object", at: "items[2].when", mentions: "date"
    ) {
      ["items": [1, 2, ["when": Date(timeIntervalSince1970: 1e16)]]]
    },
    FailureCase("custom struct at the root", at: "", mentions: "Point") { Point() },
    FailureCase("custom struct", at: "a.b[0]", mentions: "Point") {
      ["a": ["b": [Point()]]]
    },
    FailureCase("infinite Double", at: "x", mentions: "inf") { ["x": Double.infinity] },
    FailureCase("NaN Float", at: "[1]", mentions: "nan") { [0, Float.nan] as [Any] },
    FailureCase("NaN NSNumber", at: "n", mentions: "nan") {
      ["n": NSNumber(value: Double.nan)]
    },
    FailureCase("NaN Decimal", at: "d", mentions: "NaN") { ["d": Decimal.nan] },
    FailureCase("non-string key", at: "m", mentions: "Int") { ["m": [1: "one"]] },
    FailureCase("key with a dot", at: #"a\.b"#, mentions: "Point") { ["a.b": Point()] },
  ]

  @Test(arguments: failures)
  func unsupportedValuesNameTheirPath(_ failure: FailureCase) throws {
    let error = try #require(throws: RemapError.self) { try JSON(any: failure.make()) }
    #expect(error.code == .unsupportedValue)
    #expect(error.path.description == failure.path)
    #expect(error.message.contains(failure.messageMentions), "\(error.message)")
  }

  @Test func unsupportedValueMessage() throws {
    let value: [String: Any] = ["items": [1, 2, ["when": Point()]]]
    let error = try #require(throws: RemapError.self) { try JSON(any: value) }
    #expect(
      error.description == """
        error: cannot convert a value of type Point to JSON
         --> at items[2].when
        """)
  }

  // MARK: - Depth

  @Test func deepTreesDoNotRecurse() throws {
    let depth = 20_000
    var any: Any = "leaf"
    for _ in 0..<depth { any = [any] }
    let json = try JSON(any: any)
    var level = 0
    var cursor = json
    while case .array(let elements) = cursor {
      cursor = elements[0]
      level += 1
    }
    #expect(level == depth)
    #expect(cursor == "leaf")

    var back = json.anyValue
    level = 0
    while let array = back as? [Any] {
      back = array[0]
      level += 1
    }
    #expect(level == depth)
  }
}
