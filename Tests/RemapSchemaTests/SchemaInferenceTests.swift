//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap
import RemapSchema
import Testing

@Suite("SchemaInference")
struct SchemaInferenceTests {
  private func shape(_ samples: JSON...) -> InferredShape {
    var inference = SchemaInference()
    inference.add(contentsOf: samples)
    return inference.shape
  }

  @Test func countsEveryKindAtEachPlace() {
    let shape = shape(["a": 1], ["a": 2.5], ["a": "x"], ["a": nil], ["a": true], ["b": []])
    #expect(shape.count == 6)
    #expect(shape.objectCount == 6)
    let a = shape.member("a")
    #expect(a?.count == 5)
    #expect(a?.integerCount == 1)
    #expect(a?.fractionalCount == 1)
    #expect(a?.stringCount == 1)
    #expect(a?.nullCount == 1)
    #expect(a?.booleanCount == 1)
    #expect(a?.kindCount == 3)
    #expect(shape.member("b")?.arrayCount == 1)
    #expect(shape.member("b")?.items == nil)
    #expect(shape.member("c") == nil)
  }

  @Test func keepsTheKeysInTheOrderTheyFirstAppeared() {
    let shape = shape(["z": 1, "a": 2], ["m": 3, "a": 4])
    #expect(shape.members.map(\.key) == ["z", "a", "m"])
    #expect(shape.members.map(\.shape.count) == [1, 2, 1])
  }

  @Test func mergesArrayElementsAcrossSamples() {
    let shape = shape([["id": 1]], [["id": 2, "x": nil], ["id": 3]])
    #expect(shape.arrayCount == 2)
    #expect(shape.items?.objectCount == 3)
    #expect(shape.items?.member("id")?.count == 3)
    #expect(shape.items?.member("x")?.nullCount == 1)
  }

  @Test func largeIntegersCountAsFractional() {
    let big = JSON.number(JSON.Number(text: "18446744073709551616") ?? 0)
    #expect(shape(big).fractionalCount == 1)
    #expect(shape(9_223_372_036_854_775_807).integerCount == 1)
  }

  @Test(arguments: [
    ("2016-01-17T16:13:00Z", "dateTime"), ("2016-01-17T16:13:00+01:00", "dateTime"),
    ("2016-01-17T16:13:00.5Z", "fractionalDateTime"), ("2016-01-17", "date"),
    ("2016-01-17T16:13:00-0800", "otherISO8601"), ("2016-01-17T16:13", "otherISO8601"),
    ("E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "uuid"), ("https://example.com/x", "url"),
    ("42", "integer"), ("-7", "integer"), ("2.5", "decimal"), ("2.0", "decimal"),
    ("1e3", "decimal"), ("true", "boolean"), ("false", "boolean"),
    ("Mon, 06 Jan 2025 08:00:00 GMT", "rfc822Date"), ("06 Jan 2025 08:00:00 +0000", "rfc822Date"),
    ("Tue, 7 Jan 25 09:30 EST", "rfc822Date"),
  ])
  func recognisesTheStringFormats(_ text: String, _ format: String) {
    let strings = shape(.string(text)).strings
    let all: [StringFormat] = [
      .dateTime, .fractionalDateTime, .date, .otherISO8601, .rfc822Date, .epochLike, .uuid, .url,
      .integer, .decimal, .boolean,
    ]
    #expect(all.filter { strings.count(of: $0) == 1 }.map(\.description).contains(format))
    #expect(all.filter { strings.count(of: $0) == 1 }.count == 1)
  }

  @Test(arguments: [
    "", "hello", "2016-13-45", "12-34", "http:/x", "https:// space",
    "E621E1F8C36C495A93FC0C247A3E6E5F",
    "True", "0x1F", "+1", "01", "Mon, 06 Foo 2025 08:00:00 GMT", "06 Jan 2025 is a date",
  ])
  func plainStringsHaveNoFormat(_ text: String) {
    let strings = shape(.string(text)).strings
    let all: [StringFormat] = [
      .dateTime, .fractionalDateTime, .date, .otherISO8601, .rfc822Date, .epochLike, .uuid, .url,
      .integer, .decimal, .boolean,
    ]
    #expect(all.allSatisfy { strings.count(of: $0) == 0 }, "\(text)")
  }

  @Test func epochLikeDigitsAreAlsoIntegers() {
    let strings = shape("1453075980", "1453075980123", "0453075980", "145307598").strings
    #expect(strings.count(of: .epochLike) == 2)
    #expect(strings.count(of: .integer) == 3)
  }

  @Test func remembersFewDistinctStrings() {
    var inference = SchemaInference(options: .init(distinctStringLimit: 2))
    inference.add(contentsOf: ["a", "b", "a"] as [JSON])
    #expect(inference.shape.strings.distinctValues == ["a", "b"])
    #expect(!inference.shape.strings.hasMoreDistinctValues)
    inference.add("c")
    #expect(inference.shape.strings.distinctValues == ["a", "b"])
    #expect(inference.shape.strings.hasMoreDistinctValues)
  }

  @Test func aValueNestedPastTheLimitIsCountedNotFollowed() {
    var value: JSON = 1
    for _ in 0..<2_000 { value = [value] }
    var inference = SchemaInference()
    inference.add(value)
    var shape = inference.shape
    var depth = 0
    while let items = shape.items {
      shape = items
      depth += 1
    }
    #expect(depth == 512)
    #expect(shape.arrayCount == 1)
  }
}
