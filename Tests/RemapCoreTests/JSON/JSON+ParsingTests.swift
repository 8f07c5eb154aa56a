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

/// The public parsing entry points: `String`, `[UInt8]`, `Data` and other contiguous bytes.
@Suite("JSON+Parsing")
struct JSONParsingTests {
  static let document = #"{"name": "Adé", "tags": [1, 2.5, true, null], "n": -0.0}"#

  @Test("String, [UInt8], Data and ArraySlice give the same value")
  func entryPointsAgree() throws {
    let fromString = try JSON(parsing: Self.document)
    let fromBytes = try JSON(parsing: Array(Self.document.utf8))
    let fromData = try JSON(parsing: Data(Self.document.utf8))
    let padded = Array("xx\(Self.document)yy".utf8)
    let fromSlice = try JSON(parsing: padded[2..<(padded.count - 2)])
    #expect(fromString == fromBytes)
    #expect(fromString == fromData)
    #expect(fromString == fromSlice)
    #expect(fromString.serialized() == #"{"name":"Adé","tags":[1,2.5,true,null],"n":-0.0}"#)
  }

  @Test("a Data slice that does not start at index 0 parses")
  func dataSlice() throws {
    let data = Data("garbage[1,2]".utf8)
    let slice = data[data.index(data.startIndex, offsetBy: 7)...]
    #expect(try JSON(parsing: slice) == [1, 2])
  }

  @Test("a String that is not stored as UTF-8 parses")
  func bridgedString() throws {
    let text = NSString(string: #"{"k": "välue"}"#) as String
    #expect(try JSON(parsing: text) == ["k": "välue"])
  }

  @Test("errors from every entry point carry the same location")
  func errorsAgree() throws {
    let bad = "[1,\n 2 3]"
    var locations: [RemapCore.SourceLocation?] = []
    do { _ = try JSON(parsing: bad) } catch { locations.append(error.location) }
    do { _ = try JSON(parsing: Array(bad.utf8)) } catch { locations.append(error.location) }
    do { _ = try JSON(parsing: Data(bad.utf8)) } catch { locations.append(error.location) }
    #expect(locations.count == 3)
    #expect(locations.allSatisfy { $0?.line == 2 && $0?.column == 4 && $0?.byteOffset == 7 })
  }
}
