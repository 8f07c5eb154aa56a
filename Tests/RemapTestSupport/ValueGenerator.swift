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

/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64).
///
/// The same seed gives the same sequence on every platform, so a failing property test is
/// reproduced by running it again with the seed it printed.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// Makes the generator that produces the sequence of `seed`.
  ///
  /// - Parameter seed: Any value; each gives its own sequence.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next number of the sequence.
  ///
  /// - Returns: 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Seeds for property tests.
public enum TestSeed {
  /// The seed from the `REMAP_TEST_SEED` environment variable (a number, or `random` for a
  /// fresh one each run); otherwise a fixed seed made from the test's name, so that a run in
  /// CI checks the same documents every time. Printed with the test's name so that any
  /// failure can be replayed.
  ///
  /// - Parameter test: The test's name.
  /// - Returns: The seed.
  public static func make(_ test: String) -> UInt64 {
    let seed: UInt64
    switch ProcessInfo.processInfo.environment["REMAP_TEST_SEED"] {
    case let text? where UInt64(text) != nil: seed = UInt64(text) ?? 0
    case "random": seed = UInt64.random(in: 0...UInt64.max)
    default:
      // FNV-1a of the name: stable across runs and platforms, unlike `hashValue`.
      seed = test.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
    print("\(test): seed \(seed) (replay with REMAP_TEST_SEED=\(seed))")
    return seed
  }
}

/// Generates random `JSON` values from a seed: deep and wide containers, strings full of
/// characters that need care (quotes, backslashes, slashes, control characters, combining
/// marks, text outside the Basic Multilingual Plane) and extreme numbers.
public struct ValueGenerator {
  /// The seed the generator started from.
  public let seed: UInt64
  /// The random numbers, for a test that draws its own.
  public var rng: SplitMix64
  /// Whether to make only numbers that survive a trip through `Double` or the 64-bit integers,
  /// as Foundation's `JSONDecoder` reads them.
  public var foundationSafeNumbers = false

  /// Makes the generator of `seed`'s values.
  ///
  /// - Parameter seed: The seed, usually from ``TestSeed/make(_:)``.
  public init(seed: UInt64) {
    self.seed = seed
    rng = SplitMix64(seed: seed)
  }

  // MARK: - Primitives

  /// A random integer in `range`.
  ///
  /// - Parameter range: The integers to draw from.
  /// - Returns: One of them.
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &rng)
  }

  /// Whether an event of probability `probability` happens.
  ///
  /// - Parameter probability: Between 0 and 1.
  /// - Returns: `true` that often.
  public mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &rng) < probability
  }

  /// One of `choices`, at random.
  ///
  /// - Parameter choices: A non-empty array.
  /// - Returns: One of its elements.
  public mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...choices.count - 1)] }

  // MARK: - Values

  /// A random value nested at most `depth` levels.
  ///
  /// - Parameter depth: The deepest nesting.
  /// - Returns: The value.
  public mutating func value(depth: Int = 4) -> JSON {
    switch int(0...(depth > 0 ? 9 : 5)) {
    case 0: return .null
    case 1: return .bool(chance(0.5))
    case 2, 3: return .number(number())
    case 4, 5: return .string(string())
    case 6, 7:
      return .array((0..<int(0...6)).map { _ in value(depth: depth - 1) })
    default:
      var members: [(String, JSON)] = []
      for _ in 0..<int(0...6) {
        members.append((string(maximumLength: 8), value(depth: depth - 1)))
      }
      return .object(JSON.Object(members))
    }
  }

  // MARK: - Strings

  /// Characters that exercise the writer's escaping and the scanner's UTF-8 handling.
  public static let awkwardScalars: [Unicode.Scalar] =
    (0x00...0x1F).map { Unicode.Scalar(UInt8($0)) } + [
      "\"", "\\", "/", " ", "\u{7F}", "é", "ß", "\u{301}", "\u{308}", "\u{20DD}", "€", "中",
      "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFD}", "\u{FFFF}", "😀", "𝄞", "\u{10FFFF}",
      "\u{1F1EB}", "\u{1F1F7}", "\u{200D}", "\u{D7FF}", "\u{E000}",
    ]

  /// A random string of up to `maximumLength` scalars.
  ///
  /// - Parameter maximumLength: The most scalars.
  /// - Returns: The string.
  public mutating func string(maximumLength: Int = 16) -> String {
    var text = String.UnicodeScalarView()
    for _ in 0..<int(0...maximumLength) {
      if chance(0.5) {
        text.append(Unicode.Scalar(UInt8(int(0x20...0x7E))))
      } else {
        text.append(pick(Self.awkwardScalars))
      }
    }
    return String(text)
  }

  // MARK: - Numbers

  /// A random number, often at the edges of what each representation holds.
  ///
  /// - Returns: The number.
  public mutating func number() -> JSON.Number {
    switch int(0...(foundationSafeNumbers ? 7 : 11)) {
    case 0: return JSON.Number(pick([Int64.min, Int64.max, 0, -1, 1, Int64.min + 1]))
    case 1: return JSON.Number(pick([UInt64.max, UInt64(Int64.max) + 1, UInt64.max - 1]))
    case 2: return JSON.Number(Int64(bitPattern: rng.next()))
    case 3: return JSON.Number(rng.next() >> int(0...63))
    case 4:
      // Any finite Double, subnormals included, in its shortest form.
      while true {
        let value = Double(bitPattern: rng.next())
        if let number = JSON.Number(value) { return number }
      }
    case 5:
      return Self.exact(
        JSON.Number(
          pick([Double.leastNonzeroMagnitude, 2.2250738585072014e-308, 1.7976931348623157e308, 0.1])
        ))
    case 6: return Self.exact(JSON.Number(Double(int(-1000...1000)) / 8))
    case 7: return Self.exact(JSON.Number(pick([-0.0, 1e22, 1e-7, 123456.789])))
    case 8:
      // Exact decimals as text, with up to 19 digits and small exponents.
      let digits = String(rng.next() % 10_000_000_000_000_000_000)
      return Self.exact(JSON.Number(text: "\(digits)e\(int(-40...40))"))
    case 9:
      // Long text numbers that no fixed-width type holds.
      let integer = String(int(1...9)) + String((0..<int(19...60)).map { _ in digit() })
      let fraction = chance(0.5) ? "." + String((0..<int(1...30)).map { _ in digit() }) : ""
      let exponent = chance(0.5) ? "e\(pick(["", "+", "-"]))\(int(0...400))" : ""
      return Self.exact(JSON.Number(text: (chance(0.5) ? "-" : "") + integer + fraction + exponent))
    case 10:
      // Huge and tiny magnitudes beyond Double.
      return Self.exact(
        JSON.Number(text: pick(["1e400", "-2.5e-400", "9.99e99999", "1e-100000", "1e100001"])))
    default:
      // Written forms that keep their trailing zeros and signs.
      return Self.exact(
        JSON.Number(text: pick(["1.50", "-0", "0.000", "-0.0", "1E+2", "100e-2", "0e7"])))
    }
  }

  /// A number that the literal just written makes.
  private static func exact(_ number: JSON.Number?) -> JSON.Number {
    guard let number else { preconditionFailure("a number literal that JSON.Number rejects") }
    return number
  }

  private mutating func digit() -> Character {
    Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(int(0...9))))
  }
}
