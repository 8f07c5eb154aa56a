//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// JSON corpora of shapes the public ones lack, generated at the start of a run from fixed
/// seeds, so that no large file is committed and every run reads the same bytes.
///
/// - `gen-floats`: a mesh as `[x, y, z]` triples of doubles written with 6 to 17 significant
///   digits, as exporters of geometry write them; number parsing is everything here.
/// - `gen-mixed`: one flat array of integers (1 to 18 digits, some negative) and doubles
///   (fixed and exponent notation) in random order.
/// - `gen-strings`: objects whose body is a 1-10 KB string, ASCII or non-ASCII (accented
///   Latin, Cyrillic, Japanese), with an escape every kilobyte or so: the cost is in skipping
///   and copying long runs of plain bytes.
/// - `gen-api-batch`: 10-100 KB pages of API events (the shape of GitHub's events API), parsed
///   or decoded one after another, where per-call set-up counts.
enum GeneratedCorpus {
  /// The JSON corpora that are one document each, by name.
  static let documents: [(name: String, make: @Sendable () -> Data)] = [
    ("gen-floats", floatTriples), ("gen-mixed", mixedNumbers), ("gen-strings", longStrings),
  ]

  /// The name of the batch corpus.
  static let batchName = "gen-api-batch"

  /// Writes every generated corpus into `folder`: a file per document, and a folder of pages
  /// (`0000.json`, `0001.json`, ...) for the batch.
  static func write(into folder: URL) throws {
    let pages = folder.appendingPathComponent(batchName)
    try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
    for (name, make) in documents {
      try make().write(to: folder.appendingPathComponent("\(name).json"))
    }
    for (index, page) in apiBatch().enumerated() {
      let number = String(index)
      let file = String(repeating: "0", count: max(0, 4 - number.count)) + number + ".json"
      try page.write(to: pages.appendingPathComponent(file))
    }
  }

  static func floatTriples() -> Data {
    var random = SeededRandom(seed: 0xF10A_7001)
    var text = "["
    var first = true
    while text.utf8.count < 4_000_000 {
      text += first ? "\n[" : ",\n["
      first = false
      for axis in 0..<3 {
        if axis > 0 { text += ", " }
        let value = (random.unit() - 0.5) * [1, 100, 10_000][random.next(3)]
        text += value.formatted(significantDigits: 6 + random.next(12))
      }
      text += "]"
    }
    text += "\n]\n"
    return Data(text.utf8)
  }

  static func mixedNumbers() -> Data {
    var random = SeededRandom(seed: 0x313E_D001)
    var text = "["
    var count = 0
    while text.utf8.count < 3_000_000 {
      if count > 0 { text += count % 16 == 0 ? ",\n" : "," }
      count += 1
      switch random.next(4) {
      case 0:
        // An integer of 1 to 18 digits, sometimes negative.
        var digits = 1 + random.next(9)
        if random.next(4) == 0 { digits += 9 }
        let magnitude = Int(random.next() % UInt64(pow(10, Double(digits))))
        text += random.next(5) == 0 ? "-\(magnitude)" : "\(magnitude)"
      case 1:
        text += "\(random.next(1000))"
      case 2:
        let value = random.unit() * [1, 1_000, 1_000_000][random.next(3)]
        text += value.formatted(significantDigits: 3 + random.next(15))
      default:
        // Exponent notation, large and small.
        let exponent = random.next(40) - 20
        text += "\(1 + random.next(9)).\(random.next(100_000))e\(exponent)"
      }
    }
    text += "]\n"
    return Data(text.utf8)
  }

  static func longStrings() -> Data {
    var random = SeededRandom(seed: 0x5791_0001)
    let alphabets: [(name: String, words: [String])] = [
      ("en", ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "data", "model"]),
      ("fr", ["données", "très", "réseau", "déjà", "élève", "où", "garçon", "naïve", "été"]),
      ("ru", ["данные", "модель", "быстро", "сеть", "текст", "строка", "пример", "объект"]),
      ("ja", ["東京", "データ", "モデル", "速い", "文字列", "日本語", "解析", "検索"]),
    ]
    var text = "{\"posts\": ["
    var index = 0
    while text.utf8.count < 4_000_000 {
      let (language, words) = alphabets[random.next(alphabets.count)]
      let length = 1_000 + random.next(9_000)
      var body = ""
      var sinceEscape = 0
      while body.utf8.count < length {
        if !body.isEmpty { body += " " }
        body += words[random.next(words.count)]
        sinceEscape += 1
        if sinceEscape > 150 + random.next(100) {
          body += ["\\n", "\\\"quoted\\\"", "\\t", "\\u00e9", "\\\\"][random.next(5)]
          sinceEscape = 0
        }
      }
      text += index == 0 ? "\n" : ",\n"
      text += #"{"id": \#(index), "lang": "\#(language)", "title": "post \#(index)", "#
      text += #""body": "\#(body)"}"#
      index += 1
    }
    text += "\n]}\n"
    return Data(text.utf8)
  }

  /// Pages of 10 to 100 KB, about 3 MB in all.
  static func apiBatch() -> [Data] {
    var random = SeededRandom(seed: 0xA91B_A7C4)
    let types = ["PushEvent", "IssuesEvent", "WatchEvent", "PullRequestEvent", "ForkEvent"]
    var pages: [Data] = []
    var total = 0
    var eventID = 20_000_000_000
    while total < 3_000_000 {
      let target = 10_000 + random.next(90_000)
      var text = "["
      var first = true
      while text.utf8.count < target {
        text += first ? "\n  " : ",\n  "
        first = false
        eventID += 1 + random.next(1000)
        let login = "\(random.word())-\(random.word())\(random.next(1000))"
        let actorID = random.next(90_000_000)
        let repository = "\(random.word())/\(random.word())-\(random.word())"
        let commits = (0..<random.next(4)).map { _ in
          #"{"sha": "\#(random.hex(40))", "message": "Fix \#(random.word()) in \#(random.word())\n\nSee #\#(random.next(9999))", "distinct": \#(random.next(2) == 0)}"#
        }
        text += #"""
          {"id": "\#(eventID)", "type": "\#(types[random.next(types.count)])", \#
          "actor": {"id": \#(actorID), "login": "\#(login)", "display_login": "\#(login)", \#
          "gravatar_id": "", "url": "https://api.github.com/users/\#(login)", \#
          "avatar_url": "https://avatars.githubusercontent.com/u/\#(actorID)?"}, \#
          "repo": {"id": \#(random.next(900_000_000)), "name": "\#(repository)", \#
          "url": "https://api.github.com/repos/\#(repository)"}, \#
          "payload": {"push_id": \#(random.next(1 << 40)), "size": \#(commits.count), \#
          "ref": "refs/heads/main", "head": "\#(random.hex(40))", "commits": [\#(commits.joined(separator: ", "))]}, \#
          "public": true, "created_at": "2026-0\#(1 + random.next(9))-1\#(random.next(10))T1\#(random.next(10)):2\#(random.next(10)):0\#(random.next(10))Z"}
          """#
      }
      text += "\n]\n"
      let page = Data(text.utf8)
      total += page.count
      pages.append(page)
    }
    return pages
  }
}

extension SeededRandom {
  /// A double in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}

extension Double {
  /// The value with `digits` significant digits, as `%.*g` writes it.
  fileprivate func formatted(significantDigits digits: Int) -> String {
    String(format: "%.\(digits)g", self)
  }
}
