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

@Suite("JSONReadingOptions limits")
struct JSONReadingOptionsLimitsTests {
  @Test("the defaults are documented ones")
  func defaults() {
    let options = JSONReadingOptions()
    #expect(options.maximumDepth == 512)
    #expect(options.maximumInputSize == 1 << 30)
    #expect(options.maximumStringLength == .max)
    #expect(options.maximumNumberLength == 100_000)
    #expect(options.maximumArrayElements == .max)
    #expect(options.maximumObjectMembers == .max)
  }

  /// One limit, an input at the limit that parses, and one just over it that fails.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var options: JSONReadingOptions
    var atLimit: String
    var overLimit: String
    var code: RemapError.Code
    var message: String
    var byteOffset: Int
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "document size", options: JSONReadingOptions(maximumInputSize: 7),
      atLimit: "[1,2,3]", overLimit: "[1,2,34]", code: .sizeLimitExceeded,
      message: "the input is 8 bytes, more than the limit of 7", byteOffset: 7),
    Case(
      name: "string length", options: JSONReadingOptions(maximumStringLength: 3),
      atLimit: #"["abc"]"#, overLimit: #"["ab", "abcd"]"#, code: .stringLengthLimitExceeded,
      message: "the string is 4 bytes long, more than the limit of 3", byteOffset: 7),
    Case(
      name: "key length", options: JSONReadingOptions(maximumStringLength: 3),
      atLimit: #"{"abc": 1}"#, overLimit: #"{"a": {"abcd": 1}}"#, code: .stringLengthLimitExceeded,
      message: "the string is 4 bytes long, more than the limit of 3", byteOffset: 7),
    Case(
      name: "escaped string, counted as written",
      options: JSONReadingOptions(maximumStringLength: 6),
      atLimit: #""\u0041""#, overLimit: #""\u00412""#, code: .stringLengthLimitExceeded,
      message: "the string is 7 bytes long, more than the limit of 6", byteOffset: 0),
    Case(
      name: "number length", options: JSONReadingOptions(maximumNumberLength: 4),
      atLimit: "[-1.5]", overLimit: "[1, 1e100]", code: .numberLengthLimitExceeded,
      message: "the number is 5 bytes long, more than the limit of 4", byteOffset: 4),
    Case(
      name: "array elements", options: JSONReadingOptions(maximumArrayElements: 2),
      atLimit: "[[1,2],[3]]", overLimit: "[[1,2],[3,4,5]]", code: .arrayElementLimitExceeded,
      message: "the array has 3 elements, more than the limit of 2", byteOffset: 7),
    Case(
      name: "object members", options: JSONReadingOptions(maximumObjectMembers: 1),
      atLimit: #"[{"a":1},{"b":{"c":2}}]"#, overLimit: #"[{"a":1},{"b":2,"c":3}]"#,
      code: .objectMemberLimitExceeded,
      message: "the object has 2 members, more than the limit of 1", byteOffset: 9),
    Case(
      name: "depth", options: JSONReadingOptions(maximumDepth: 2),
      atLimit: "[[1]]", overLimit: "[[[1]]]", code: .depthLimitExceeded,
      message: "arrays and objects are nested deeper than the limit of 2 levels", byteOffset: 2),
  ]

  @Test("each limit accepts input at the limit and names input over it", arguments: cases)
  func limit(_ limit: Case) throws {
    #expect(throws: Never.self) { try JSON(parsing: limit.atLimit, options: limit.options) }
    let error = try #require(parseError(limit.overLimit, options: limit.options))
    #expect(error.code == limit.code)
    #expect(error.message == limit.message)
    #expect(error.location?.byteOffset == limit.byteOffset)
  }

  @Test("the decoder applies the limits of its reading options", arguments: cases)
  func decoderLimit(_ limit: Case) {
    var decoder = RemapDecoder()
    decoder.readingOptions = limit.options
    #expect(throws: Never.self) { try decoder.decode(JSON.self, from: limit.atLimit) }
    #expect {
      try decoder.decode(JSON.self, from: limit.overLimit)
    } throws: { error in
      (error as? RemapError)?.code == limit.code
    }
    let report = decoder.report(JSON.self, from: limit.overLimit)
    #expect(report.value == nil)
    #expect(report.errors.map(\.code) == [limit.code])
  }

  @Test("a number at the default limit parses and converts; one byte more fails")
  func defaultNumberLimit() throws {
    let digits = "0." + String(repeating: "7", count: 99_998)
    let clock = ContinuousClock()
    var value: JSON = nil
    let elapsed = try clock.measure {
      value = try JSON(parsing: digits)
      #expect(value.double == 0.7777777777777778)
      // Far more digits than Decimal's 38: no Decimal, rather than a truncated one.
      #expect(value.number?.decimal == nil)
      #expect(value == value && value.hashValue == value.hashValue)
    }
    print("a 100,000-byte number parsed, converted and hashed in \(elapsed)")
    let error = try #require(parseError("[\(digits)7]"))
    #expect(error.code == .numberLengthLimitExceeded)
    #expect(error.message == "the number is 100001 bytes long, more than the limit of 100000")
  }

  @Test("a JSON tree deeper than the decoder's depth limit fails cleanly")
  func treeDepth() throws {
    // Deeper than the default limit: fails before decoding starts, so nothing recurses.
    let deep = Self.nestedTree(600)
    #expect {
      try RemapDecoder().decode(Nested.self, from: deep)
    } throws: { error in
      (error as? RemapError)?.code == .depthLimitExceeded
    }
    let report = RemapDecoder().report(Nested.self, from: deep)
    #expect(report.errors.map(\.code) == [.depthLimitExceeded])
    #expect {
      try RemapDecoder().decode(Nested.self, from: deep.anyValue as! [String: Any])
    } throws: { error in
      (error as? RemapError)?.code == .depthLimitExceeded
    }
    // Within the limit it decodes; a lower limit rejects it. (Decoding recurses once per
    // level of the model: kept shallow enough for a debug build under the address sanitizer,
    // whose frames are several times larger.)
    let shallow = Self.nestedTree(150)
    #expect(try RemapDecoder().decode(Nested.self, from: shallow).depth == 151)
    var strict = RemapDecoder()
    strict.readingOptions.maximumDepth = 100
    #expect {
      try strict.decode(Nested.self, from: shallow)
    } throws: { error in
      (error as? RemapError)?.code == .depthLimitExceeded
    }
  }

  /// `{"child": {"child": ... {"id": 1}}}`, `levels` objects around the innermost one.
  static func nestedTree(_ levels: Int) -> JSON {
    var value: JSON = ["id": 1]
    for _ in 0..<levels { value = ["child": value] }
    return value
  }

  /// A model that nests itself once per level.
  final class Nested: Decodable, Sendable {
    let child: Nested?
    var depth: Int { 1 + (child?.depth ?? 0) }
  }
}
