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

/// Conformance with Nicolas Seriot's JSONTestSuite (`test_parsing`), copied into
/// `Fixtures/JSONTestSuite` with its license.
///
/// `y_` files must parse, `n_` files must be rejected, and `i_` files (where RFC 8259 leaves
/// the choice to the parser) must either parse or fail with a `RemapError`.
@Suite("JSONTestSuite conformance")
struct JSONTestSuiteTests {
  static let accepted = Fixtures.jsonTestSuiteFiles(prefix: "y_")
  static let rejected = Fixtures.jsonTestSuiteFiles(prefix: "n_")
  static let implementationDefined = Fixtures.jsonTestSuiteFiles(prefix: "i_")

  @Test("y_ files parse", arguments: accepted)
  func acceptsValidDocument(_ name: String) throws {
    let data = try Fixtures.jsonTestSuiteData(name)
    #expect(throws: Never.self) { try JSON(parsing: data) }
  }

  @Test("n_ files are rejected", arguments: rejected)
  func rejectsInvalidDocument(_ name: String) throws {
    let data = try Fixtures.jsonTestSuiteData(name)
    #expect(throws: RemapError.self) { try JSON(parsing: data) }
  }

  @Test("i_ files parse or fail cleanly", arguments: implementationDefined)
  func handlesImplementationDefinedDocument(_ name: String) throws {
    let data = try Fixtures.jsonTestSuiteData(name)
    do {
      let value = try JSON(parsing: data)
      // Whatever was accepted must write out as text that reads back as the same value.
      #expect(try JSON(parsing: value.serialized()) == value)
    } catch {
      #expect(!error.message.isEmpty)
      #expect(error.location != nil)
    }
  }

  @Test("every file is counted and the outcomes are as expected")
  func summary() throws {
    var acceptedCount = 0
    var rejectedCount = 0
    var implementationParsed = 0
    var implementationFailed = 0
    for name in Self.accepted where (try? JSON(parsing: Fixtures.jsonTestSuiteData(name))) != nil {
      acceptedCount += 1
    }
    for name in Self.rejected {
      let data = try Fixtures.jsonTestSuiteData(name)
      if (try? JSON(parsing: data)) == nil { rejectedCount += 1 }
    }
    for name in Self.implementationDefined {
      let data = try Fixtures.jsonTestSuiteData(name)
      if (try? JSON(parsing: data)) != nil {
        implementationParsed += 1
      } else {
        implementationFailed += 1
      }
    }
    print(
      """
      JSONTestSuite: y_ \(acceptedCount)/\(Self.accepted.count) accepted, \
      n_ \(rejectedCount)/\(Self.rejected.count) rejected, \
      i_ \(implementationParsed + implementationFailed)/\(Self.implementationDefined.count) \
      handled (\(implementationParsed) parsed, \(implementationFailed) failed cleanly)
      """)
    // The suite as copied: if these change, the fixtures were not copied completely.
    #expect(Self.accepted.count == 95)
    #expect(Self.rejected.count == 188)
    #expect(Self.implementationDefined.count == 35)
    #expect(acceptedCount == Self.accepted.count)
    #expect(rejectedCount == Self.rejected.count)
  }

  @Test("the suite's license is kept beside the copies")
  func licenseIsPresent() throws {
    let license = try String(
      contentsOf: Fixtures.jsonTestSuite.appendingPathComponent("LICENSE"), encoding: .utf8)
    #expect(license.contains("Nicolas Seriot"))
  }
}
