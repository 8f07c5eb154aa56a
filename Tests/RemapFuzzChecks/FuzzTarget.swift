//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// The checks that the fuzzers run, shared with `swift test`: the Fuzz package's `remap-fuzz`
// runs them under libFuzzer, and RemapCoreTests replays the inputs kept in
// Tests/Fixtures/fuzz-regressions/<name>/ through the same code.

/// One fuzz target: a function from arbitrary bytes to the invariants those bytes break.
public protocol FuzzTarget {
  /// The target's name, as `Scripts/fuzz.sh` and the regression folder spell it.
  static var name: String { get }

  /// Runs one input through Remap and checks its invariants.
  ///
  /// A crash, hang or sanitizer report is a failure in itself; a broken invariant (two
  /// results that should agree but do not) is returned as a description.
  ///
  /// - Parameter input: Any bytes.
  /// - Returns: A description of each broken invariant; empty when all hold.
  static func run(_ input: [UInt8]) -> [String]
}

/// Every fuzz target.
public enum FuzzTargets {
  /// All targets, in the order `Scripts/fuzz.sh --list` prints them. A new target is a type
  /// conforming to ``FuzzTarget`` in this folder, and one line here.
  public static var all: [any FuzzTarget.Type] {
    [
      JSONParseTarget.self,
      JSONRoundTripTarget.self,
      DecodeTarget.self,
      XMLParseTarget.self,
      RewriteTarget.self,
      DecodeTreeTarget.self,
      RewriteRulesTarget.self,
    ]
  }

  /// The target with a name, if there is one.
  public static func named(_ name: String) -> (any FuzzTarget.Type)? {
    all.first { $0.name == name }
  }
}
