//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Testing

@testable import RemapCore

/// The comparison that matches keys in place: every length up to three words, equal and
/// differing in each single byte (its short lengths compare overlapping loads).
@Suite("BytesComparison")
struct BytesComparisonTests {
  @Test("equal ranges compare equal, and a change in any one byte is seen", arguments: 0...24)
  func everyByteCounts(length: Int) {
    // Two separate buffers with the same bytes, at different alignments.
    let text = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
    let left = [UInt8](repeating: 0, count: 3) + text
    var right = [UInt8](repeating: 0, count: 1) + text
    #expect(equal(left, from: 3, right, from: 1, count: length))
    for position in 0..<length {
      right[1 + position] ^= 0x20
      #expect(
        !equal(left, from: 3, right, from: 1, count: length),
        "a change at byte \(position) of \(length) was missed")
      right[1 + position] ^= 0x20
    }
  }

  @Test("bytes past the count are not compared")
  func onlyTheCountIsCompared() {
    let left = Array("identifier_a".utf8)
    let right = Array("identifier_b".utf8)
    for length in 0...11 {
      #expect(equal(left, from: 0, right, from: 0, count: length))
    }
    #expect(!equal(left, from: 0, right, from: 0, count: 12))
  }

  private func equal(
    _ left: [UInt8], from leftStart: Int, _ right: [UInt8], from rightStart: Int, count: Int
  ) -> Bool {
    left.withUnsafeBufferPointer { left in
      right.withUnsafeBufferPointer { right in
        BytesComparison.equal(
          left.baseAddress! + leftStart, right.baseAddress! + rightStart, count: count)
      }
    }
  }
}
