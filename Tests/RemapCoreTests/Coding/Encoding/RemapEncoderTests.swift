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

/// The JSON text an encoder writes for a value.
func encodedText<T: Encodable>(
  _ value: T, _ encoder: RemapEncoder = RemapEncoder(),
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> String {
  String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// The error an encoder throws for a value, or `nil` (recording an issue) when it encodes.
func encodingError<T: Encodable>(
  _ value: T, _ encoder: RemapEncoder = RemapEncoder(),
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> RemapError? {
  do {
    let bytes = try encoder.encode(value)
    Issue.record(
      "expected an error, encoded \(String(decoding: bytes, as: UTF8.self))",
      sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

private struct Profile: Codable, Equatable {
  var name: String
  var age: Int
  var imageURL: String
  var nickname: String?
  var tags: [String]
}

private let ada = Profile(
  name: "Ada", age: 36, imageURL: "https://example.com/a.png", nickname: nil, tags: ["x", "y"])

@Suite("RemapEncoder")
struct RemapEncoderTests {
  // MARK: - Output formatting

  @Test("compact output by default, keys in the order the type encodes them")
  func compact() throws {
    #expect(
      try encodedText(ada)
        == #"{"name":"Ada","age":36,"imageURL":"https:\/\/example.com\/a.png","tags":["x","y"]}"#)
  }

  @Test("pretty printing indents by two spaces and writes \"key\": value")
  func pretty() throws {
    var encoder = RemapEncoder()
    encoder.outputFormatting = .prettyPrinted
    let expected = """
      {
        "name": "Ada",
        "age": 36,
        "imageURL": "https:\\/\\/example.com\\/a.png",
        "tags": [
          "x",
          "y"
        ]
      }
      """
    #expect(try encodedText(ada, encoder) == expected)
  }

  @Test("empty containers are written {} and [] when pretty printed too")
  func emptyContainers() throws {
    struct Empty: Encodable {
      var list: [Int] = []
      var map: [String: Int] = [:]
      var nested: [[Int]] = [[]]
    }
    var encoder = RemapEncoder()
    #expect(try encodedText(Empty(), encoder) == #"{"list":[],"map":{},"nested":[[]]}"#)
    encoder.outputFormatting = .prettyPrinted
    #expect(
      try encodedText(Empty(), encoder)
        == "{\n  \"list\": [],\n  \"map\": {},\n  \"nested\": [\n    []\n  ]\n}")
  }

  @Test("sorted keys sort every object's keys")
  func sortedKeys() throws {
    var encoder = RemapEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      try encodedText(ada, encoder)
        == #"{"age":36,"imageURL":"https:\/\/example.com\/a.png","name":"Ada","tags":["x","y"]}"#)
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    #expect(
      try encodedText(["b": ["d": 1, "c": 2], "a": [:]], encoder) == """
        {
          "a": {},
          "b": {
            "c": 2,
            "d": 1
          }
        }
        """)
  }

  @Test("slashes are escaped unless withoutEscapingSlashes is set")
  func slashes() throws {
    var encoder = RemapEncoder()
    #expect(try encodedText(["a/b"], encoder) == #"["a\/b"]"#)
    encoder.outputFormatting = .withoutEscapingSlashes
    #expect(try encodedText(["a/b"], encoder) == #"["a/b"]"#)
  }

  @Test("strings escape quotes, backslashes and control characters, and keep other text")
  func stringEscapes() throws {
    #expect(
      try encodedText(["q\"b\\n\n\t\u{1}é😀\u{2028}"])
        == "[\"q\\\"b\\\\n\\n\\t\\u0001é😀\u{2028}\"]")
  }

  // MARK: - Key styles

  @Test("key styles convert the keys of models")
  func keyStyles() throws {
    var encoder = RemapEncoder()
    encoder.keyStyle = .snakeCase
    #expect(
      try encodedText(ada, encoder)
        == #"{"name":"Ada","age":36,"image_url":"https:\/\/example.com\/a.png","tags":["x","y"]}"#)
    encoder.keyStyle = .kebabCase
    #expect(try encodedText(ada, encoder).contains(#""image-url":"#))
    encoder.keyStyle = .camelCase
    #expect(try encodedText(ada, encoder).contains(#""imageURL":"#))
  }

  @Test("key styles leave the keys of [String: T] dictionaries and JSON values alone")
  func keyStylesLeaveDataKeys() throws {
    struct Holder: Encodable {
      var someMap: [String: [String: Int]] = ["innerKey": ["deepKey": 1]]
      var rawJSON: JSON = ["jsonKey": ["nestedKey": true]]
      var intKeys: [Int: String] = [7: "seven"]
    }
    var encoder = RemapEncoder()
    encoder.keyStyle = .snakeCase
    #expect(
      try encodedText(Holder(), encoder)
        == #"{"some_map":{"innerKey":{"deepKey":1}},"raw_json":{"jsonKey":{"nestedKey":true}},"int_keys":{"7":"seven"}}"#
    )
    #expect(
      try encoder.encodeJSON(Holder())
        == [
          "some_map": ["innerKey": ["deepKey": 1]], "raw_json": ["jsonKey": ["nestedKey": true]],
          "int_keys": ["7": "seven"],
        ])
  }

  /// Two properties that every converting key style writes as one key.
  private struct Twins: Encodable {
    var aB = 1
    var a_b = 2
  }

  /// One key written twice, which keeps the last value, as in `JSONEncoder`.
  private struct Twice: Encodable {
    enum CodingKeys: String, CodingKey { case imageURL }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(1, forKey: .imageURL)
      try container.encode(2, forKey: .imageURL)
    }
  }

  @Test(
    "a key style that writes two keys as one is an error, not a lost value",
    arguments: [
      (KeyStyle.snakeCase, ".snakeCase", "a_b", "image_url"),
      (.kebabCase, ".kebabCase", "a-b", "image-url"),
      (.camelCase, ".camelCase", "aB", "imageURL"),
    ])
  func keyStyleCollision(style: KeyStyle, name: String, key: String, twice: String) throws {
    var encoder = RemapEncoder()
    encoder.keyStyle = style
    let expected =
      #"the keys "aB" and "a_b" are both written as "\#(key)" in \#(name), so one value would "#
      + "be lost; rename one of them"
    let calls: [(String, () throws -> Void)] = [
      ("encode", { _ = try encoder.encode(Twins()) }),
      ("encodeJSON", { _ = try encoder.encodeJSON(Twins()) }),
      ("encodeDictionary", { _ = try encoder.encodeDictionary(Twins()) }),
      ("encodeXML", { _ = try encoder.encodeXML(Twins(), rootElement: "twins") }),
      ("nested", { _ = try encoder.encode([["x": Twins()]]) }),
    ]
    for (call, body) in calls {
      let error = #expect(throws: RemapError.self, "\(call)") { try body() }
      #expect(error?.code == .keyCollision, "\(call)")
      #expect(error?.message == expected, "\(call)")
    }
    // Unchanged keys never collide, and one key written twice is not a collision.
    #expect(try encodedText(Twins(), RemapEncoder()) == #"{"aB":1,"a_b":2}"#)
    #expect(try encodedText(Twice(), encoder) == #"{"\#(twice)":2}"#)
  }

  // MARK: - Nil encoding

  private struct Optionals: Encodable {
    var string: String? = nil
    var int: Int? = nil
    var double: Double? = nil
    var bool: Bool? = nil
    var float: Float? = nil
    var int8: Int8? = nil
    var int16: Int16? = nil
    var int32: Int32? = nil
    var int64: Int64? = nil
    var uint: UInt? = nil
    var uint8: UInt8? = nil
    var uint16: UInt16? = nil
    var uint32: UInt32? = nil
    var uint64: UInt64? = nil
    var date: Date? = nil
    var nested: Profile? = nil
    var present: Int? = 1
  }

  @Test("nil optionals are left out by default")
  func nilOmitted() throws {
    #expect(try encodedText(Optionals()) == #"{"present":1}"#)
  }

  @Test("nilEncoding .null writes null for every kind of nil optional")
  func nilAsNull() throws {
    var encoder = RemapEncoder()
    encoder.nilEncoding = .null
    let json = try JSON(parsing: try encodedText(Optionals(), encoder))
    #expect(json.object?.count == 17)
    #expect(json.object?.keys.first == "string")
    #expect(json.object?.values.filter(\.isNull).count == 16)
    #expect(json["present"] == 1)
    #expect(try encoder.encodeJSON(Optionals()) == json)
  }

  @Test("explicit encodeNil and nil array elements are null whatever the nil encoding")
  func explicitNil() throws {
    struct Explicit: Encodable {
      enum CodingKeys: CodingKey { case a, b }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeNil(forKey: .a)
        try container.encode([1, nil, 3] as [Int?], forKey: .b)
      }
    }
    #expect(try encodedText(Explicit()) == #"{"a":null,"b":[1,null,3]}"#)
  }

  // MARK: - Numbers

  @Test("integers are exact at the limits of every width")
  func integers() throws {
    struct Limits: Encodable {
      var int64Max = Int64.max
      var int64Min = Int64.min
      var uint64Max = UInt64.max
      var int8Min = Int8.min
      var uint8Max = UInt8.max
      var int32Min = Int32.min
      var uint32Max = UInt32.max
      var int16Min = Int16.min
      var uint16Max = UInt16.max
      var uintMax = UInt.max
    }
    #expect(
      try encodedText(Limits())
        == #"{"int64Max":9223372036854775807,"int64Min":-9223372036854775808,"uint64Max":18446744073709551615,"int8Min":-128,"uint8Max":255,"int32Min":-2147483648,"uint32Max":4294967295,"int16Min":-32768,"uint16Max":65535,"uintMax":18446744073709551615}"#
    )
    #expect(
      try encodedText([Int64.min, 0, Int64.max]) == "[-9223372036854775808,0,9223372036854775807]")
    #expect(try encodedText(UInt64.max) == "18446744073709551615")
  }

  @Test("128-bit integers are exact")
  func wideIntegers() throws {
    guard #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) else { return }
    #expect(try encodedText([Int128.min]) == "[-170141183460469231731687303715884105728]")
    #expect(try encodedText(UInt128.max) == "340282366920938463463374607431768211455")
  }

  @Test("every integer type is exact through each container's typed methods, streamed and built")
  func integersThroughTypedMethods() throws {
    guard #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) else { return }
    // Calls the typed overloads directly; synthesized code and arrays of integers reach only
    // some of them.
    struct Typed: Encodable {
      enum CodingKeys: CodingKey { case int8, uint16, wide, present, absent, list, single }
      struct Single: Encodable {
        func encode(to encoder: any Encoder) throws {
          var container = encoder.singleValueContainer()
          try container.encode(UInt128.max)
        }
      }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Int8.min, forKey: .int8)
        try container.encode(UInt16.max, forKey: .uint16)
        try container.encode(Int128.min, forKey: .wide)
        try container.encodeIfPresent(UInt128.max, forKey: .present)
        try container.encodeIfPresent(Int128?.none, forKey: .absent)
        var list = container.nestedUnkeyedContainer(forKey: .list)
        try list.encode(Int32.min)
        try list.encode(UInt.max)
        try list.encode(Int128.max)
        try list.encode(UInt128.max)
        try container.encode(Single(), forKey: .single)
      }
    }
    let (min128, max128, maxU128) = (
      "-170141183460469231731687303715884105728", "170141183460469231731687303715884105727",
      "340282366920938463463374607431768211455"
    )
    let expected =
      #"{"int8":-128,"uint16":65535,"wide":\#(min128),"present":\#(maxU128),"absent":null,"#
      + #""list":[-2147483648,18446744073709551615,\#(max128),\#(maxU128)],"single":\#(maxU128)}"#
    var encoder = RemapEncoder()
    encoder.nilEncoding = .null
    #expect(try encodedText(Typed(), encoder) == expected)
    #expect(try encoder.encodeJSON(Typed()).serializedBytes() == Array(expected.utf8))
  }

  @Test(
    "doubles are written in their shortest round-tripping form",
    arguments: [
      (5.0, "5"), (-0.0, "-0"), (0.0, "0"), (0.1, "0.1"), (2.5, "2.5"), (100.0, "100"),
      (1e-5, "0.00001"), (1e-7, "1e-7"), (1e20, "100000000000000000000"), (1e21, "1e+21"),
      (123456789.125, "123456789.125"), (1.7976931348623157e308, "1.7976931348623157e+308"),
      (.leastNonzeroMagnitude, "5e-324"), (-1.5e-10, "-1.5e-10"),
      (Double(9_007_199_254_740_993 as Int64), "9007199254740992"),
      (0.30000000000000004, "0.30000000000000004"),
    ])
  func doubles(value: Double, text: String) throws {
    #expect(try encodedText([value]) == "[\(text)]")
    #expect(try encodedText(["v": value]) == #"{"v":\#(text)}"#)
    #expect(try encodedText(value) == text)
    #expect(try RemapEncoder().encodeJSON(value).serialized() == text)
  }

  @Test("floats are written in their own shortest form")
  func floats() throws {
    #expect(
      try encodedText([Float(0.1), 5, 3.4028235e38, 1e-5]) == "[0.1,5,3.4028235e+38,0.00001]")
  }

  @Test("decimals are written exactly")
  func decimals() throws {
    let decimal = Decimal(string: "3.14159265358979323846264338327950288")!
    #expect(try encodedText([decimal]) == "[3.14159265358979323846264338327950288]")
    #expect(try encodedText(["d": Decimal(string: "-0.001")!]) == #"{"d":-0.001}"#)
  }

  // MARK: - Non-conforming floats

  @Test("infinity and NaN are errors that name their path")
  func nonConformingFloatErrors() throws {
    struct Item: Encodable { var price: Double }
    struct Order: Encodable { var items: [Item] }
    let order = Order(items: [Item(price: 1), Item(price: 2), Item(price: 3), Item(price: .nan)])
    let error = try #require(encodingError(order))
    #expect(error.code == .nonConformingFloat)
    #expect(error.path == "items[3].price")
    #expect(error.path.description == "items[3].price")
    #expect(error.underlying == nil)

    #expect(encodingError([1.0, -.infinity])?.path == "[1]")
    #expect(encodingError(["a": [Float.infinity]])?.path == "a[0]")
    #expect(encodingError(Double.nan)?.path == "")
    #expect(encodingError(Decimal.nan)?.code == .nonConformingFloat)
    #expect(throws: RemapError.self) { try RemapEncoder().encodeJSON(order) }
  }

  @Test("convertToString writes the given strings for infinity and NaN")
  func nonConformingFloatStrings() throws {
    var encoder = RemapEncoder()
    encoder.nonConformingFloatEncoding = .convertToString(
      positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
    struct Floats: Encodable {
      var a = Double.infinity
      var b = -Float.infinity
      var c = [Double.nan]
      var d = Decimal.nan
    }
    #expect(try encodedText(Floats(), encoder) == #"{"a":"+Inf","b":"-Inf","c":["NaN"],"d":"NaN"}"#)
    #expect(
      try encoder.encodeJSON(Floats()) == ["a": "+Inf", "b": "-Inf", "c": ["NaN"], "d": "NaN"])
  }

  // MARK: - Special values

  @Test("URLs are their absolute string")
  func urls() throws {
    let url = URL(string: "page?q=1", relativeTo: URL(string: "https://example.com/a/"))!
    #expect(try encodedText(["u": url]) == #"{"u":"https:\/\/example.com\/a\/page?q=1"}"#)
  }

  @Test("JSON values are written as they are, numbers keeping their text")
  func jsonValues() throws {
    let value = try JSON(parsing: #"{"b":1.50,"a":[1e400,null,{"x":"y"}]}"#)
    struct Holder: Encodable { var value: JSON }
    #expect(
      try encodedText(Holder(value: value)) == #"{"value":{"b":1.50,"a":[1e+400,null,{"x":"y"}]}}"#)
    var encoder = RemapEncoder()
    encoder.outputFormatting = .prettyPrinted
    let pretty = try encodedText(Holder(value: value), encoder)
    #expect(
      pretty == (try encoder.encodeJSON(Holder(value: value)).serialized(options: .prettyPrinted)))
    #expect(pretty.contains("\n      {\n        \"x\": \"y\"\n      }\n    ]\n  }\n}"))
  }

  // MARK: - userInfo

  @Test("types read userInfo from the encoder")
  func userInfo() throws {
    let key = CodingUserInfoKey(rawValue: "version")!
    struct Versioned: Encodable {
      let key: CodingUserInfoKey
      func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(encoder.userInfo[key] as? Int ?? -1)
      }
    }
    var encoder = RemapEncoder()
    encoder.userInfo[key] = 3
    #expect(try encodedText([Versioned(key: key)], encoder) == "[3]")
    #expect(try encoder.encodeJSON(Versioned(key: key)) == 3)
  }

  // MARK: - encodeJSON, encodeDictionary, encodeData

  @Test("encodeJSON builds the value with the key order of the type")
  func encodeJSON() throws {
    let json = try RemapEncoder().encodeJSON(ada)
    #expect(json.object?.keys == ["name", "age", "imageURL", "tags"])
    #expect(
      json == [
        "name": "Ada", "age": 36, "imageURL": "https://example.com/a.png", "tags": ["x", "y"],
      ])
  }

  @Test("encodeDictionary gives JSONSerialization-style values")
  func encodeDictionary() throws {
    struct Query: Encodable {
      var pageSize = 20
      var term = "pizza"
      var open = true
      var radius = 1.5
      var big = UInt64.max
      var tags = ["a"]
      var filter: [String: Int?] = ["min": nil]
      var missing: Int? = nil
    }
    var encoder = RemapEncoder()
    encoder.keyStyle = .snakeCase
    let dictionary = try encoder.encodeDictionary(Query())
    #expect(dictionary.count == 7)
    #expect(dictionary["page_size"] as? Int == 20)
    #expect(dictionary["term"] as? String == "pizza")
    #expect(dictionary["open"] as? Bool == true)
    #expect(dictionary["radius"] as? Double == 1.5)
    #expect(dictionary["big"] as? UInt64 == UInt64.max)
    #expect(dictionary["tags"] as? [String] == ["a"])
    let filter = try #require(dictionary["filter"] as? [String: Any])
    #expect(filter["min"] is NSNull)
    #expect(dictionary["missing"] == nil)
  }

  @Test("encodeDictionary throws when the value is not an object")
  func encodeDictionaryNotObject() throws {
    let error = #expect(throws: RemapError.self) { try RemapEncoder().encodeDictionary([1, 2]) }
    #expect(error?.code == .unsupportedValue)
    #expect(error?.message == "expected Array<Int> to encode as an object, found an array")
  }

  @Test("encodeData gives the same bytes as encode")
  func encodeData() throws {
    #expect(try RemapEncoder().encodeData(ada) == Data(try RemapEncoder().encode(ada)))
  }

  // MARK: - Errors

  private struct Failure: Error, Equatable { var reason: String }

  private struct Failing: Encodable {
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: StringKey.self)
      try container.encode(1, forKey: StringKey("before"))
      throw Failure(reason: "no")
    }
  }

  private struct StringKey: CodingKey {
    var stringValue: String
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
  }

  @Test("an error thrown by a type's encode(to:) is wrapped with the value's path")
  func userErrorWrapped() throws {
    struct Line: Encodable {
      var product: Failing?
    }
    struct Cart: Encodable {
      var lines: [Line]
    }
    let cart = Cart(lines: [Line(product: nil), Line(product: Failing())])
    for encoder in [
      RemapEncoder(),
      {
        var e = RemapEncoder(); e.outputFormatting = .sortedKeys; return e
      }(),
    ] {
      let error = try #require(encodingError(cart, encoder))
      #expect(error.code == .encodingFailed)
      #expect(error.path == "lines[1].product")
      #expect(error.underlying as? Failure == Failure(reason: "no"))
    }
    do {
      _ = try RemapEncoder().encodeJSON(cart)
      Issue.record("expected an error")
    } catch {
      #expect(error.path == "lines[1].product")
      #expect(error.underlying as? Failure == Failure(reason: "no"))
    }
    #expect(encodingError(Failing())?.path == "")
  }

  @Test("an EncodingError a type throws keeps its message")
  func userEncodingError() throws {
    struct Picky: Encodable {
      func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(
          0, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "too picky"))
      }
    }
    let error = try #require(encodingError(["x": [Picky()]]))
    #expect(error.code == .encodingFailed)
    #expect(error.message == "too picky")
    #expect(error.path == "x[0]")
    #expect(error.underlying is EncodingError)
  }

  @Test("a top-level value that encodes nothing is an error; a nested one is {}")
  func encodesNothing() throws {
    struct Nothing: Encodable {
      func encode(to encoder: any Encoder) throws {}
    }
    #expect(encodingError(Nothing())?.code == .unsupportedValue)
    #expect(throws: RemapError.self) { try RemapEncoder().encodeJSON(Nothing()) }
    #expect(try encodedText([Nothing()]) == "[{}]")
    #expect(try encodedText(["k": Nothing()]) == #"{"k":{}}"#)
  }
}
