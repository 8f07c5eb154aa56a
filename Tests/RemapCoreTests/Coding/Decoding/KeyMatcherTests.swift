//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap
import Testing

@testable import RemapCore

/// The quick test that lets the fuzzy search skip members, checked against the whole
/// comparison, and the search over the members it leaves.
@Suite("KeyMatcher")
struct KeyMatcherTests {
  /// Every key of up to three characters from letters of both cases, a digit, characters
  /// that fuzzy matching ignores, and a letter outside ASCII.
  static let keys: [String] = {
    let alphabet = ["a", "B", "b", "1", "_", "-", "é"]
    var keys = [""]
    var last = [""]
    for _ in 0..<3 {
      last = last.flatMap { prefix in alphabet.map { prefix + $0 } }
      keys += last
    }
    return keys
  }()

  @Test("the quick test never rules out a pair that the whole comparison matches")
  func quickTestIsSound() {
    var ruledOut = 0
    for input in Self.keys {
      for wanted in Self.keys {
        var input = input
        var wanted = wanted
        let (quick, whole) = input.withUTF8 { input in
          wanted.withUTF8 { wanted in
            unsafe (KeyMatcher.mayFuzzyMatch(input, wanted), KeyMatcher.fuzzyEqual(input, wanted))
          }
        }
        if whole { #expect(quick, "\(input) and \(wanted) match, but the quick test said no") }
        if !quick { ruledOut += 1 }
      }
    }
    // It rules out a good share of pairs (a quarter of these, most of which start or end
    // with an ignored character), or the search would gain nothing.
    #expect(ruledOut > Self.keys.count * Self.keys.count / 5)
  }

  struct Profile: Decodable, Equatable {
    var profileBannerURL: String
  }

  @Test("the fuzzy search finds a key among members that share its first and last letters")
  func searchAmongLookalikes() throws {
    // Only the third member matches fuzzily; the others pass or fail the quick test in turn.
    let text = #"""
      {"profile_image_url": "a", "zeta": 0, "profile_banner_url": "b", "profile_link_color": "c",
       "PROFILE-BANNER-URL": "d", "pearl": 1}
      """#
    let report = RemapDecoder().report(Profile.self, from: text)
    #expect(report.value == Profile(profileBannerURL: "b"))
    // The second fuzzy match, past the first, is named as an ambiguity.
    #expect(report.diagnostics.map(\.code) == [.ambiguousKey])
    #expect {
      try RemapDecoder().decode(Profile.self, from: #"{"pearl": 1, "profile_banner_urls": "e"}"#)
    } throws: { ($0 as? RemapError)?.code == .keyNotFound }
  }
}
