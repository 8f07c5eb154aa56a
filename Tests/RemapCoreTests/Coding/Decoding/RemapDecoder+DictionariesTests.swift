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

/// `[String: V]` decodes through the decoder's own code; these tests hold it to what the
/// standard library's `Dictionary.init(from:)` gives through the same decoder.
@Suite("RemapDecoder dictionaries")
struct RemapDecoderDictionariesTests {
  /// Decodes through the standard library's `Dictionary.init(from:)`, past the decoder's own
  /// dictionary code.
  struct StandardLibrary<Value: Decodable & Equatable>: Decodable, Equatable {
    var value: [String: Value]

    init(from decoder: any Decoder) throws {
      value = try [String: Value](from: decoder)
    }
  }

  static let payloads = [
    #"{"a": 1, "b": 2}"#, #"{}"#, #"{"a": 1, "a": 2}"#, #"{"a": null, "b": 1}"#,
    #"{"a": "x", "b": "2", "c": 3.5}"#, #"[1, 2]"#, "null", "7", #"{"a\u0062": 1, "ab": 2}"#,
    #"{"a": {"b": 1}}"#,
  ]

  static let decoders: [RemapDecoder] = {
    var report = RemapDecoder()
    report.unknownKeys = .report
    var reject = RemapDecoder.strict
    reject.unknownKeys = .reject
    var defaults = RemapDecoder()
    defaults.nullValues = .typeDefaults
    return [RemapDecoder(), .strict, report, reject, defaults]
  }()

  @Test("values, errors and reports equal the standard library's", arguments: payloads)
  func agreesWithTheStandardLibrary(payload: String) {
    for decoder in Self.decoders {
      let own = Result { () throws(RemapError) in
        try decoder.decode([String: Int].self, from: payload)
      }
      let standard = Result { () throws(RemapError) in
        try decoder.decode(StandardLibrary<Int>.self, from: payload).value
      }
      switch (own, standard) {
      case (.success(let a), .success(let b)):
        #expect(a == b, "\(payload)")
      case (.failure(let a), .failure(let b)):
        #expect(a.code == b.code, "\(payload)")
        #expect(a.path == b.path, "\(payload)")
        #expect(a.message == b.message, "\(payload)")
      default:
        Issue.record("\(payload): \(own) vs \(standard)")
      }
      let ownReport = decoder.report([String: Int].self, from: payload)
      let standardReport = decoder.report(StandardLibrary<Int>.self, from: payload)
      #expect(ownReport.value == standardReport.value?.value, "\(payload)")
      #expect(ownReport.diagnostics == standardReport.diagnostics, "\(payload)")
    }
  }
}
