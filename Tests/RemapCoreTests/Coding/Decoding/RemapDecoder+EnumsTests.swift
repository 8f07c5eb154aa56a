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

private enum Color: String, Codable, CaseIterable, Equatable {
  case red, green
}

private enum Plain: String, Codable, Equatable {
  case on, off
}

private enum Level: Int, Codable, CaseIterable, Equatable {
  case low = 1, high = 2
}

private struct Paint: Codable, Equatable {
  var color: Color
  var plain: Plain?
  var levels: [Level]?
}

/// A color, or a list of palettes, read the way such types usually are: as a list when the
/// decoder offers one.
private indirect enum Palette: Decodable, Equatable {
  case list([Palette])
  case color(Color)

  init(from decoder: any Decoder) throws {
    if var container = try? decoder.unkeyedContainer() {
      var items: [Palette] = []
      while !container.isAtEnd { items.append(try container.decode(Palette.self)) }
      self = .list(items)
    } else {
      self = .color(try decoder.singleValueContainer().decode(Color.self))
    }
  }
}

private struct Swatch: Decodable, Equatable {
  var palette: Palette
  var level: Level?
}

@Suite("RemapDecoder enums")
struct RemapDecoderEnumsTests {
  /// Lenient coercion reads a single value as a one-element array. A type that asks for an
  /// array first and decodes its elements as itself used to get that value back as the
  /// element, and asked again, without end, until the stack overflowed: the crash of issue
  /// 12, item 1. It runs in a child process so that the old code's crash fails the test
  /// rather than the test run.
  @Test("a single value reads as a one-element array once, not as an array of itself forever")
  func selfSimilarTypeFromEverySource() async {
    await #expect(processExitsWith: .success) {
      let expected = Swatch(palette: .list([.color(.red)]), level: .high)
      let decoder = RemapDecoder()
      let json: JSON = ["palette": "RED", "level": "2"]
      let any: [String: Any] = ["palette": "RED", "level": "2"]
      let results: [Swatch?] = [
        try? decoder.decode(Swatch.self, from: json.serialized()),
        try? decoder.decode(Swatch.self, from: json),
        try? decoder.decode(Swatch.self, from: any),
        try? decoder.decode(
          Swatch.self, fromXML: "<swatch><palette>RED</palette><level>2</level></swatch>"),
        decoder.report(Swatch.self, from: json).value,
        decoder.report(Swatch.self, from: any).value,
      ]
      precondition(results.allSatisfy { $0 == expected }, "\(results)")
      // Arrays of arrays still read as they did; strict coercion never wraps.
      precondition(
        (try? decoder.decode(Swatch.self, from: #"{"palette": [["green"], "red"]}"#))
          == Swatch(palette: .list([.list([.list([.color(.green)])]), .list([.color(.red)])])))
      precondition(
        (try? RemapDecoder.strict.decode(Swatch.self, from: #"{"palette": "red"}"#))
          == Swatch(palette: .color(.red)))
    }
  }

  @Test("an unknown raw value is an invalid value, with its path, location and the allowed values")
  func unknownValueFromBytes() throws {
    let text = """
      {"color": "red",
       "levels": [1, 3]}
      """
    for decoder in [RemapDecoder(), .strict] {
      let error = try #require(throws: RemapError.self) {
        try decoder.decode(Paint.self, from: text)
      }
      #expect(error.code == .invalidValue)
      #expect(error.path == "levels[1]")
      #expect(error.message == "expected one of 1, 2, found 3")
      #expect(error.location?.line == 2)
      #expect(error.location?.column == 16)
    }
  }

  @Test("an enum that is not CaseIterable names its type instead of its cases")
  func unknownValueWithoutCases() throws {
    let error = try #require(throws: RemapError.self) {
      try RemapDecoder.strict.decode(Paint.self, from: #"{"color": "red", "plain": "dim"}"#)
    }
    #expect(error.code == .invalidValue)
    #expect(error.path == "plain")
    #expect(error.message == #"expected a raw value of Plain, found "dim""#)
  }

  @Test("unknown values are invalid values from every source, and in a report")
  func unknownValueFromEverySource() throws {
    let decoder = RemapDecoder()
    let any: [String: Any] = ["color": "blue"]
    let json: JSON = ["color": "blue"]
    let errors = [
      Result { try decoder.decode(Paint.self, from: any) },
      Result { try decoder.decode(Paint.self, from: json) },
      Result { try decoder.decode(Paint.self, fromXML: "<paint><color>blue</color></paint>") },
    ].map { result -> RemapError? in
      guard case .failure(let error) = result else { return nil }
      return error as? RemapError
    }
    for error in errors {
      #expect(error?.code == .invalidValue)
      #expect(error?.path == "color")
      #expect(error?.message == #"expected one of "red", "green", found "blue""#)
    }
    #expect(errors[2]?.location?.line == 1)
    let report = decoder.report(Paint.self, from: json)
    #expect(report.value == nil)
    #expect(report.errors.map(\.code) == [.invalidValue])
  }

  /// The tree path (`[String: Any]`, `JSON`, XML) reads raw-value enums exactly as the bytes
  /// do, under both coercions and in reports: every value of a small domain, into required,
  /// optional and array positions.
  @Test("raw-value enums from trees, XML and reports agree with the bytes, in every position")
  func treePathAgreesWithBytes() throws {
    let values: [JSON] = [
      "red", "RED", "Green", "blue", "", "1", 1, 2, 3, 1.5, true, nil, [], ["red"], [1, "2"],
      ["x": 1], [:],
    ]
    var lossy = RemapDecoder()
    lossy.lossyCollections = true
    var nilForInvalid = RemapDecoder()
    nilForInvalid.invalidValues = .nilForOptionals
    for decoder in [RemapDecoder(), .strict, lossy, nilForInvalid] {
      for value in values {
        for document in [
          ["color": value] as JSON, ["color": "red", "plain": value],
          ["color": "green", "levels": value],
        ] {
          let text = document.serialized()
          let fromBytes = Result { try decoder.decode(Paint.self, from: text) }
          let fromTree = Result { try decoder.decode(Paint.self, from: document) }
          let fromAny = Result {
            try decoder.decode(Paint.self, from: document.anyValue as? [String: Any] ?? [:])
          }
          let report = decoder.report(Paint.self, from: document)
          for other in [fromTree, fromAny] {
            #expect(
              (try? other.get()) == (try? fromBytes.get()), "\(text)")
            #expect(
              (other.failureCode) == fromBytes.failureCode, "\(text)")
          }
          #expect(report.value == (try? fromBytes.get()), "\(text) \(report.diagnostics)")
        }
      }
    }
  }
}

extension Result {
  fileprivate var failureCode: RemapError.Code? {
    guard case .failure(let error) = self else { return nil }
    return (error as? RemapError)?.code
  }
}
