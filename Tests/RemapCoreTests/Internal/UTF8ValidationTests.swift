//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap
import RemapTestSupport
import Testing

@testable import RemapCore

/// The UTF-8 path the JSON and XML scanners share: the run of common characters taken eight
/// bytes at a time, and the full check of the sequence where it stops. Every answer is held
/// against the standard library's own UTF-8 parser.
@Suite("UTF8Validation")
struct UTF8ValidationTests {
  /// Well-formed characters at the edges of each form, and a few common ones.
  static let valid: [[UInt8]] = [
    "\u{80}", "\u{7FF}", "é", "ж", "\u{800}", "\u{FFF}", "\u{1000}", "\u{CFFF}", "\u{D000}",
    "\u{D7FF}", "\u{E000}", "\u{EFFF}", "\u{F000}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}",
    "東", "あ", "\u{10000}", "\u{3FFFF}", "\u{40000}", "\u{FFFFF}", "\u{100000}",
    "\u{10FFFF}", "😀",
  ].map { Array(($0 as String).utf8) }

  /// Sequences that are not well-formed: overlong forms, surrogates, values past U+10FFFF,
  /// bytes that never start a character, and characters cut short (followed by whatever
  /// comes next, or by the end).
  static let invalid: [[UInt8]] = [
    [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80],
    [0xED, 0xBF, 0xBF], [0xF0, 0x80, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
    [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
    [0xFE], [0xFF], [0x80], [0xBF], [0xC3], [0xE3, 0x81], [0xE6], [0xF0, 0x9F, 0x98],
    [0xF0, 0x9F], [0xC3, 0xC3], [0xE3, 0x81, 0xC3, 0xA9], [0xE3, 0xE3, 0x81, 0x82],
  ]

  /// Where the standard library finds the first ill-formed byte, or `nil`.
  static func referenceError(_ bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The scanners' loop: runs of common characters, each stop judged by `sequenceLength`.
  /// Returns where the first ill-formed sequence starts, or `nil`.
  static func firstError(_ bytes: [UInt8], lastThreeByteLead: UInt8 = 0xEF) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress else { return nil }
      var position = 0
      while position < buffer.count {
        if base[position] < 0x80 {
          position += 1
          continue
        }
        let stop = UTF8Validation.commonRunEnd(
          base, from: position, end: buffer.count, lastThreeByteLead: lastThreeByteLead)
        // The fast path takes whole characters only, and nothing ill-formed.
        if let error = referenceError(Array(buffer[position..<stop])) {
          Issue.record("the run from \(position) to \(stop) took bad bytes at \(error)")
        }
        position = stop
        guard position < buffer.count, base[position] >= 0x80 else { continue }
        guard
          let length = UTF8Validation.sequenceLength(base, at: position, end: buffer.count)
        else { return position }
        position += length
      }
      return nil
    }
  }

  /// A seeded text of well-formed characters of every length, mostly runs of one length.
  static func text(_ random: inout SplitMix64, count: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    var piece = valid[0]
    for _ in 0..<count {
      switch random.next() % 6 {
      case 0: piece = [UInt8(ascii: "a") + UInt8(random.next() % 26)]
      case 1: piece = valid[Int(random.next() % UInt64(valid.count))]
      default: break
      }
      bytes += piece
    }
    return bytes
  }

  @Test(
    "each valid and invalid sequence, at every offset of an eight-byte block, is judged as the standard library judges it"
  )
  func everySequenceAtEveryOffset() {
    var random = SplitMix64(seed: 0x0008_07F8)
    // Runs of the forms the eight-byte checks take (and of a four-byte one), to put the
    // piece at each offset of the blocks a run is checked in: "é東" reaches the offsets
    // that runs of one length skip.
    let runs: [[UInt8]] = ["東", "ж", "€", "😀", "é東"].map { Array(($0 as String).utf8) }
    for piece in Self.valid + Self.invalid {
      for run in runs {
        for offset in 0..<16 {
          var before: [UInt8] = []
          while before.count < offset { before += run }
          for after in [[], Array("x".utf8), run + run + run, Self.text(&random, count: 12)] {
            let bytes = before + piece + after
            #expect(Self.firstError(bytes) == Self.referenceError(bytes), "\(bytes)")
          }
        }
      }
    }
  }

  @Test(
    "seeded texts, and each with one byte changed, are judged as the standard library judges them")
  func seededTexts() {
    var random = SplitMix64(seed: 0x0019_0013)
    for _ in 0..<3_000 {
      var bytes = Self.text(&random, count: Int(random.next() % 40))
      #expect(Self.firstError(bytes) == nil, "\(bytes)")
      guard !bytes.isEmpty else { continue }
      let position = Int(random.next() % UInt64(bytes.count))
      bytes[position] = UInt8(truncatingIfNeeded: random.next())
      #expect(Self.firstError(bytes) == Self.referenceError(bytes), "\(bytes)")
      if random.next() % 4 == 0 {
        bytes.removeLast(Int(random.next() % UInt64(min(bytes.count, 4))))
        #expect(Self.firstError(bytes) == Self.referenceError(bytes), "\(bytes)")
      }
    }
  }

  @Test("a run stopped at 0xEE leaves every character from U+F000 to the full check")
  func lastThreeByteLead() {
    var random = SplitMix64(seed: 0xEE)
    for _ in 0..<500 {
      let bytes = Self.text(&random, count: 20) + Array("\u{FFFE}".utf8)
      #expect(Self.firstError(bytes, lastThreeByteLead: 0xEE) == nil)
      bytes.withUnsafeBufferPointer { buffer in
        var position = 0
        while position < buffer.count {
          let stop = UTF8Validation.commonRunEnd(
            buffer.baseAddress!, from: position, end: buffer.count, lastThreeByteLead: 0xEE)
          #expect(!buffer[position..<stop].contains(0xEF))
          position = max(stop, position + 1)
        }
      }
    }
  }

  @Test("JSON strings and XML text with a bad sequence at any offset name its byte")
  func scannersNameTheByte() throws {
    var random = SplitMix64(seed: 0x0013_0007)
    for piece in Self.valid + Self.invalid {
      for _ in 0..<12 {
        let before = Self.text(&random, count: Int(random.next() % 12))
        let bytes = before + piece + Self.text(&random, count: Int(random.next() % 12))
        let expected = Self.referenceError(bytes)
        do {
          let value = try JSON(parsing: Array("\"".utf8) + bytes + Array("\"".utf8))
          #expect(expected == nil, "\(bytes)")
          #expect(value.string == String(decoding: bytes, as: UTF8.self))
        } catch {
          #expect(error.code == .invalidUnicode, "\(bytes)")
          #expect(error.location?.byteOffset == expected.map { $0 + 1 })
        }
        // XML also refuses U+FFFE and U+FFFF.
        let noncharacters = [[0xEF, 0xBF, 0xBE], [0xEF, 0xBF, 0xBF]].map {
          bytes.firstRange(of: $0)?.lowerBound
        }
        let xmlError = ([expected] + noncharacters).compactMap { $0 }.min()
        do {
          let value = try JSON(parsingXML: Array("<a>".utf8) + bytes + Array("</a>".utf8))
          #expect(xmlError == nil, "\(bytes)")
          #expect(value.string == String(decoding: bytes, as: UTF8.self))
        } catch {
          #expect(error.code == .invalidUnicode, "\(bytes)")
          #expect(error.location?.byteOffset == xmlError.map { $0 + 3 }, "\(bytes) \(error)")
        }
      }
    }
  }
}
