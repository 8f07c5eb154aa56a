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

@Suite("RemapDecoder enums")
struct RemapDecoderEnumsTests {
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
          // With lossy collections or nil for invalid optionals, a report keeps the error of
          // an element inside an optional array where decode drops it or the array: a
          // difference of reports, not of enums, so only the other decoders compare here.
          if !decoder.lossyCollections && decoder.invalidValues != .nilForOptionals {
            #expect(report.value == (try? fromBytes.get()), "\(text) \(report.diagnostics)")
          }
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
