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

private typealias Box = DecoderTestSupport.Box
private typealias CustomError = DecoderTestSupport.CustomError

private struct Feed: Decodable {
  var statuses: [Status]
}

private struct Status: Decodable {
  var id: Int
  var user: User
}

private struct User: Decodable {
  var name: String
  var createdAt: Date
}

/// An even number, or an error of the type's own.
private struct Even: Decodable {
  var value: Int

  init(from decoder: any Decoder) throws {
    value = try decoder.singleValueContainer().decode(Int.self)
    guard value % 2 == 0 else { throw CustomError(reason: "\(value) is odd") }
  }
}

private struct Evens: Decodable {
  var values: [Even]
}

/// Throws a `DecodingError` of its own for lower-case codes.
private struct Code: Decodable {
  var code: String

  enum CodingKeys: CodingKey { case code }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    code = try container.decode(String.self, forKey: .code)
    guard code == code.uppercased() else {
      throw DecodingError.dataCorruptedError(
        forKey: .code, in: container, debugDescription: "code must be upper case")
    }
  }
}

private struct Item: Decodable {
  var item: Code
}

/// Catches the error of decoding `id` and describes it, as code written for `JSONDecoder`
/// would see it.
private struct Catcher: Decodable {
  var caught: String

  enum CodingKeys: CodingKey { case id }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      _ = try container.decode(Int.self, forKey: .id)
      caught = "nothing"
    } catch let error as DecodingError {
      let kind: String
      let context: DecodingError.Context
      switch error {
      case .keyNotFound(let key, let keyContext):
        kind = "keyNotFound \(key.stringValue)"
        context = keyContext
      case .valueNotFound(_, let valueContext):
        kind = "valueNotFound"
        context = valueContext
      case .typeMismatch(_, let typeContext):
        kind = "typeMismatch"
        context = typeContext
      case .dataCorrupted(let corruptContext):
        kind = "dataCorrupted"
        context = corruptContext
      @unknown default:
        throw error
      }
      let code = (context.underlyingError as? RemapError)?.code.rawValue ?? "none"
      caught = "\(kind) at \(DecoderTestSupport.names(context.codingPath)) (\(code))"
    }
  }
}

/// Decodes `value` if it can, else `fallback`; the failed attempt must leave no trace.
private struct Forgiving: Decodable, Equatable {
  var value: Int
  var inner: [Int]
  var after: String

  enum CodingKeys: CodingKey { case value, fallback, inner, after }

  init(value: Int, inner: [Int], after: String) {
    (self.value, self.inner, self.after) = (value, inner, after)
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let value = try? container.decode(Int.self, forKey: .value) {
      self.value = value
    } else {
      value = try container.decode(Int.self, forKey: .fallback)
    }
    inner = (try? container.decode([Int].self, forKey: .inner)) ?? []
    after = try container.decode(String.self, forKey: .after)
  }
}

@Suite("RemapDecoder errors")
struct RemapDecoderErrorsTests {
  static let feedText = """
    {
      "statuses": [
        {"id": 1, "user": {"name": "a", "created_at": "2016-01-17T16:13:00Z"}},
        {"id": 2, "user": {"name": "b", "created_at": "2016-01-17T16:13:00Z"}},
        {"id": 3, "user": {"name": "c", "created_at": "2016-01-17T16:13:00Z"}},
        {"id": 4, "user": {"name": "d", "created_at": "Sunday"}}
      ]
    }
    """

  @Test("a nested failure names the path with the document's keys, and the line and column")
  func nestedFailure() throws {
    let error = try #require(DecoderTestSupport.error(Feed.self, from: Self.feedText))
    #expect(error.code == .invalidValue)
    #expect(error.path == "statuses[3].user.created_at")
    #expect(error.path.description == "statuses[3].user.created_at")
    #expect(
      error.message
        == "expected a date: ISO 8601 text such as 2016-01-17T16:13:00Z, RFC 822 text such as Mon, 06 Jan 2025 08:00:00 GMT, or seconds since 1970"
    )
    #expect(error.expected == "Date")
    #expect(error.found == #""Sunday""#)
    let location = try #require(error.location)
    #expect(location.line == 6)
    #expect(location.column == 51)
    let bytes = Array(Self.feedText.utf8)
    #expect(location.byteOffset == bytes.firstRange(of: Array(#""Sunday""#.utf8))?.lowerBound)
    #expect(
      error.description == """
        error: expected a date: ISO 8601 text such as 2016-01-17T16:13:00Z, RFC 822 text such as Mon, 06 Jan 2025 08:00:00 GMT, or seconds since 1970 (found "Sunday")
         --> input:6:51, at statuses[3].user.created_at
        6 | … 4, "user": {"name": "d", "created_at": "Sunday"}}
          |                                          ^
        """)
  }

  @Test("the same failure decoded from Data and [UInt8] has the same location")
  func locationFromBytes() throws {
    let data = Data(Self.feedText.utf8)
    let fromData = #expect(throws: RemapError.self) {
      try RemapDecoder().decode(Feed.self, from: data)
    }
    let fromBytes = #expect(throws: RemapError.self) {
      try RemapDecoder().decode(Feed.self, from: Array(data))
    }
    #expect(fromData?.location == fromBytes?.location)
    #expect(fromData?.location?.line == 6)
  }

  @Test("a missing key names the key and the object that lacks it")
  func keyNotFound() throws {
    let text = """
      {"statuses": [
        {"id": 1, "user": {"name": "a"}}
      ]}
      """
    let error = try #require(DecoderTestSupport.error(Feed.self, from: text))
    #expect(error.code == .keyNotFound)
    #expect(error.message == #"missing required key "createdAt" in the object at statuses[0].user"#)
    #expect(error.path == "statuses[0].user.createdAt")
    #expect(error.expected == #"key "createdAt""#)
    #expect(error.location?.line == 2)
    #expect(error.location?.column == 21)

    guard case .keyNotFound(let key, let context) = error.decodingError else {
      Issue.record("expected keyNotFound, got \(error.decodingError)")
      return
    }
    #expect(key.stringValue == "createdAt")
    #expect(DecoderTestSupport.names(context.codingPath) == ["statuses", "[0]", "user"])
    #expect(context.debugDescription == error.message)
  }

  @Test("a missing key at the top names the top-level object")
  func keyNotFoundAtTop() {
    let error = DecoderTestSupport.error(
      Status.self, from: #"{"user": {"name": "a", "createdAt": 0}}"#)
    #expect(error?.code == .keyNotFound)
    #expect(error?.message == #"missing required key "id" in the top-level object"#)
    #expect(error?.path == "id")
    #expect(error?.location?.column == 1)
  }

  @Test("type mismatches, null and corrupt values map to the matching DecodingError")
  func decodingErrors() throws {
    let mismatch = try #require(
      DecoderTestSupport.error(Box<Int>.self, from: #"{"value": "forty-two"}"#))
    #expect(mismatch.code == .typeMismatch)
    #expect(mismatch.message == #"expected Int, found the string "forty-two""#)
    #expect(mismatch.found == #""forty-two""#)
    #expect(
      mismatch.description == """
        error: expected Int, found the string "forty-two"
         --> input:1:11, at value
        1 | {"value": "forty-two"}
          |           ^
        """)
    guard case .typeMismatch(_, let context) = mismatch.decodingError else {
      Issue.record("expected typeMismatch, got \(mismatch.decodingError)")
      return
    }
    #expect(DecoderTestSupport.names(context.codingPath) == ["value"])
    #expect((context.underlyingError as? RemapError)?.code == .typeMismatch)

    let null = try #require(DecoderTestSupport.error(Box<Int>.self, from: #"{"value": null}"#))
    #expect(null.code == .valueNotFound)
    #expect(null.message == "expected Int, found null")
    guard case .valueNotFound(_, let nullContext) = null.decodingError else {
      Issue.record("expected valueNotFound, got \(null.decodingError)")
      return
    }
    #expect(DecoderTestSupport.names(nullContext.codingPath) == ["value"])

    let corrupt = try #require(DecoderTestSupport.error(Box<Int8>.self, from: #"{"value": 200}"#))
    #expect(corrupt.code == .numberOutOfRange)
    guard case .dataCorrupted(let corruptContext) = corrupt.decodingError else {
      Issue.record("expected dataCorrupted, got \(corrupt.decodingError)")
      return
    }
    #expect(DecoderTestSupport.names(corruptContext.codingPath) == ["value"])
    #expect(corruptContext.debugDescription == "200 is out of range for Int8")
  }

  @Test(
    "inside init(from:), failures are DecodingErrors with the path and the RemapError",
    arguments: [
      (#"{"other": 1}"#, "keyNotFound id", [], "key-not-found"),
      (#"{"id": null}"#, "valueNotFound", ["id"], "value-not-found"),
      (#"{"id": true}"#, "typeMismatch", ["id"], "type-mismatch"),
      (#"{"id": 1e100}"#, "dataCorrupted", ["id"], "number-out-of-range"),
    ])
  func errorsInsideInit(text: String, kind: String, path: [String], code: String) throws {
    #expect(
      try RemapDecoder().decode(Catcher.self, from: text).caught == "\(kind) at \(path) (\(code))")
    #expect(
      try RemapDecoder().decode([Catcher].self, from: "[\(text)]").first?.caught
        == "\(kind) at \(["[0]"] + path) (\(code))")
    #expect(try RemapDecoder().decode(Catcher.self, from: #"{"id": 7}"#).caught == "nothing")
  }

  @Test("an error caught and recovered from inside init(from:) leaves no trace")
  func recoveredErrors() throws {
    let text = #"{"value": "x", "inner": [1, "two"], "fallback": 9, "after": "ok"}"#
    for decoder in [RemapDecoder.strict, RemapDecoder()] {
      let value = try decoder.decode([Forgiving].self, from: "[\(text), \(text)]")
      #expect(
        value == [
          Forgiving(value: 9, inner: [], after: "ok"), Forgiving(value: 9, inner: [], after: "ok"),
        ])
    }
    // A later failure still names its own path, not the path of the recovered one.
    let error = DecoderTestSupport.error(
      [Forgiving].self, from: #"[{"value": "x", "inner": [1, "a"], "fallback": 9, "after": 5}]"#,
      with: .strict)
    #expect(error?.path == "[0].after")
  }

  @Test("an error thrown by a type's own init(from:) is wrapped with its path and kept")
  func ownErrorWrapped() throws {
    let text = """
      {
        "values": [2, 4,
          5, 6]
      }
      """
    let error = try #require(DecoderTestSupport.error(Evens.self, from: text))
    #expect(error.code == .decodingFailed)
    #expect(error.path == "values[2]")
    #expect(error.message == #"Even.init(from:) threw an error: CustomError(reason: "5 is odd")"#)
    #expect(error.underlying as? CustomError == CustomError(reason: "5 is odd"))
    #expect(error.location?.line == 3)
    #expect(error.location?.column == 5)
    guard case .dataCorrupted(let context) = error.decodingError else {
      Issue.record("expected dataCorrupted, got \(error.decodingError)")
      return
    }
    #expect(DecoderTestSupport.names(context.codingPath) == ["values", "[2]"])
  }

  @Test("an own error thrown at the top level is wrapped too")
  func ownErrorAtTop() {
    let error = DecoderTestSupport.error(Even.self, from: "3")
    #expect(error?.code == .decodingFailed)
    #expect(error?.path == "")
    #expect(error?.underlying as? CustomError == CustomError(reason: "3 is odd"))
  }

  @Test("a DecodingError thrown by a type keeps its description and path")
  func ownDecodingError() throws {
    let error = try #require(
      DecoderTestSupport.error(Item.self, from: #"{"item": {"code": "abc"}}"#))
    #expect(error.code == .decodingFailed)
    #expect(error.message == "code must be upper case")
    #expect(error.path == "item.code")
    guard case .dataCorrupted(let context) = error.decodingError else {
      Issue.record("expected dataCorrupted, got \(error.decodingError)")
      return
    }
    #expect(context.debugDescription == "code must be upper case")
    #expect(DecoderTestSupport.names(context.codingPath) == ["item", "code"])
    #expect(error.underlying is DecodingError)
  }

  @Test("containers of the wrong kind name what was expected and found")
  func wrongContainers() {
    let object = DecoderTestSupport.error(Box<Int>.self, from: "[1]")
    #expect(object?.code == .typeMismatch)
    #expect(object?.message == "expected an object, found an array")
    #expect(object?.path == "")

    let array = DecoderTestSupport.error([Int].self, from: #"{"a": 1}"#, with: .strict)
    #expect(array?.code == .typeMismatch)
    #expect(array?.message == "expected an array, found an object")

    let nested = DecoderTestSupport.error(
      Feed.self, from: #"{"statuses": [{"id": 1, "user": "ada"}]}"#)
    #expect(nested?.message == #"expected an object, found the string "ada""#)
    #expect(nested?.path == "statuses[0].user")

    let nullArray = DecoderTestSupport.error(Feed.self, from: #"{"statuses": null}"#)
    #expect(nullArray?.code == .valueNotFound)
    #expect(nullArray?.message == "expected an array, found null")
    #expect(nullArray?.path == "statuses")
  }

  @Test("invalid JSON fails with the scanner's error and its location")
  func invalidJSON() {
    let error = DecoderTestSupport.error(Box<Int>.self, from: "{\n  \"value\": }")
    #expect(error?.code == .unexpectedCharacter)
    #expect(error?.location?.line == 2)
    #expect(error?.location?.column == 12)
    #expect(DecoderTestSupport.error(Box<Int>.self, from: "")?.code == .unexpectedEndOfInput)
    #expect(
      DecoderTestSupport.error(Box<Int>.self, from: #"{"value": 1} x"#)?.code
        == .unexpectedCharacter)
  }

  @Test("excerpts of long values are cut short")
  func longExcerpts() {
    let long = String(repeating: "x", count: 100)
    let error = DecoderTestSupport.error(Box<Int>.self, from: "{\"value\": [\"\(long)\"]}")
    #expect(error?.found == "[\"" + String(repeating: "x", count: 38) + "…")
    #expect(error?.message == "expected Int, found an array")
  }

  @Test(
    "a short container is quoted up to its closing bracket, not with the text after it",
    arguments: [
      ("{\"value\": [1, 2], \"other\": 3}", "[1, 2]"),
      ("{\"value\": {\"a\": \"]}\\\"\"}, \"b\": 1}", "{\"a\": \"]}\\\"\"}"),
      ("{\"value\": [[], {}], \"b\": [1]}", "[[], {}]"),
      ("{\"value\": [], \"b\": [2]}", "[]"),
    ])
  func shortContainerExcerpts(input: String, excerpt: String) {
    let error = DecoderTestSupport.error(Box<Int>.self, from: input)
    #expect(error?.found == excerpt)
  }
}
