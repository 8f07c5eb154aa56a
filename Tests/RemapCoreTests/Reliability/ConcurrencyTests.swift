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

// One value of each shareable Remap type, used by many tasks at once. `Scripts/tsan.sh` runs
// this suite under the thread sanitizer, which reports any data race even when the results
// come out right. To cover a new type (a rewriter, a transform registry), add a
// `SharedWorkload` to `ConcurrencyTests.workloads`.

/// One shared value and what every task does with it.
struct SharedWorkload: Sendable, CustomTestStringConvertible {
  var name: String
  /// One round of work by one task; returns a description of anything that came out wrong.
  var round: @Sendable (_ task: Int, _ round: Int) -> String?

  var testDescription: String { name }
}

/// A model with nested objects, an array, an optional and a date.
private struct Ticket: Codable, Equatable, Sendable {
  var id: Int
  var title: String
  var openedAt: Date
  var labels: [String]
  var owner: Owner?

  struct Owner: Codable, Equatable, Sendable {
    var name: String
    var teamID: Int
  }

  static func make(_ task: Int, _ round: Int) -> Ticket {
    Ticket(
      id: task * 10_000 + round, title: "ticket \(task)/\(round)",
      openedAt: Date(timeIntervalSince1970: Double(1_450_000_000 + task * 100 + round)),
      labels: (0..<round % 4).map { "l\($0)" },
      owner: round % 3 == 0 ? nil : Owner(name: "o\(task)", teamID: round))
  }
}

@Suite("Concurrency")
struct ConcurrencyTests {
  static let tasks = 16
  static let rounds = 60

  static var workloads: [SharedWorkload] {
    [decoder, strictDecoder, encoder, value, parsing, errors, transforms, rewriter, xml]
  }

  @Test("a value shared by many tasks at once gives each task right results", arguments: workloads)
  func shared(_ workload: SharedWorkload) async {
    let failures = await withTaskGroup(of: [String].self) { group in
      for task in 0..<Self.tasks {
        group.addTask {
          (0..<Self.rounds).compactMap { round in workload.round(task, round) }
        }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  // MARK: - Workloads

  /// One lenient decoder: bytes with fuzzy keys and automatic dates, and its report.
  static var decoder: SharedWorkload {
    var decoder = RemapDecoder()
    decoder.userInfo[CodingUserInfoKey(rawValue: "probe")!] = "shared"
    let shared = decoder
    let invalid = #"{"id": "x", "title": 1}"#
    let expectedDiagnostics = shared.report(Ticket.self, from: invalid).diagnostics
    return SharedWorkload(name: "RemapDecoder") { task, round in
      let ticket = Ticket.make(task, round)
      let owner = ticket.owner.map {
        #", "OWNER": {"name": "\#($0.name)", "team_id": "\#($0.teamID)"}"#
      }
      let text = """
        {"ID": \(ticket.id), "title": "\(ticket.title)", "opened_at": \
        \(Int(ticket.openedAt.timeIntervalSince1970)), "labels": \
        [\(ticket.labels.map { "\"\($0)\"" }.joined(separator: ","))]\(owner ?? "")}
        """
      guard let decoded = try? shared.decode(Ticket.self, from: text), decoded == ticket else {
        return "task \(task) round \(round): decode"
      }
      let report = shared.report(Ticket.self, from: invalid)
      guard report.value == nil, report.diagnostics == expectedDiagnostics,
        report.errors.count >= 2
      else {
        return "task \(task) round \(round): report \(report.diagnostics)"
      }
      return nil
    }
  }

  /// `RemapDecoder.strict`, from a `JSON` tree and from a `[String: Any]` dictionary.
  static var strictDecoder: SharedWorkload {
    SharedWorkload(name: "RemapDecoder.strict") { task, round in
      let ticket = Ticket.make(task, round)
      var encoder = RemapEncoder()
      encoder.dateEncoding = .deferredToDate
      guard let tree = try? encoder.encodeJSON(ticket),
        let fromTree = try? RemapDecoder.strict.decode(Ticket.self, from: tree),
        let dictionary = tree.anyValue as? [String: Any],
        let fromDictionary = try? RemapDecoder.strict.decode(Ticket.self, from: dictionary)
      else { return "task \(task) round \(round): failed" }
      return fromTree == ticket && fromDictionary == ticket ? nil : "task \(task) round \(round)"
    }
  }

  /// One encoder with a key style and pretty printing: bytes, trees and dictionaries.
  static var encoder: SharedWorkload {
    var encoder = RemapEncoder()
    encoder.keyStyle = .snakeCase
    encoder.outputFormatting = [.sortedKeys]
    let shared = encoder
    return SharedWorkload(name: "RemapEncoder") { task, round in
      let ticket = Ticket.make(task, round)
      guard let bytes = try? shared.encode(ticket), let tree = try? shared.encodeJSON(ticket),
        let dictionary = try? shared.encodeDictionary(ticket)
      else { return "task \(task) round \(round): failed" }
      guard let parsed = try? JSON(parsing: bytes), parsed == tree,
        parsed["opened_at"] != nil, dictionary["id"] as? Int == ticket.id,
        (try? RemapDecoder().decode(Ticket.self, from: bytes)) == ticket
      else { return "task \(task) round \(round): \(String(decoding: bytes, as: UTF8.self))" }
      return nil
    }
  }

  /// One `JSON` value: reads, key paths, writing, equality, hashing and the bridge.
  static var value: SharedWorkload {
    let shared: JSON = [
      "users": [["name": "Ada", "tags": [1, 2.5, true, nil]], ["name": "Bo", "tags": []]],
      "meta": ["count": 2, "next": nil],
    ]
    let text = shared.serialized(options: .sortedKeys)
    let hash = shared.hashValue
    return SharedWorkload(name: "JSON value") { task, round in
      var copy = shared
      copy[path: "meta.count"] = .number(JSON.Number(100 + task * 1000 + round))
      guard shared[path: "users[0].name"]?.string == "Ada",
        shared.serialized(options: .sortedKeys) == text, shared.hashValue == hash,
        copy != shared, copy[path: "meta.count"]?.int == 100 + task * 1000 + round,
        shared[path: "meta.count"]?.int == 2,
        (try? JSON(any: shared.anyValue)) == shared
      else { return "task \(task) round \(round)" }
      return nil
    }
  }

  /// Parsing with one set of reading options, valid and invalid text.
  static var parsing: SharedWorkload {
    let options = JSONReadingOptions(maximumDepth: 16, allowsComments: true)
    return SharedWorkload(name: "JSON(parsing:)") { task, round in
      let valid = "// t\n[\(task), \(round), {\"k\": \"v\"}]"
      let deep = String(repeating: "[", count: 17) + String(repeating: "]", count: 17)
      guard
        (try? JSON(parsing: valid, options: options)) == [
          .number(JSON.Number(task)), .number(JSON.Number(round)), ["k": "v"],
        ]
      else { return "task \(task) round \(round): valid" }
      do throws(RemapError) {
        _ = try JSON(parsing: deep, options: options)
        return "task \(task) round \(round): too deep, but parsed"
      } catch {
        return error.code == .depthLimitExceeded ? nil : "task \(task) round \(round): \(error)"
      }
    }
  }

  /// One error rendered by many tasks.
  static var errors: SharedWorkload {
    let error: RemapError
    do throws(RemapError) {
      _ = try JSON(parsing: "{\n  \"a\": 1 \"b\": 2\n}")
      error = RemapError(.invalidValue, "unreachable")
    } catch let thrown {
      error = thrown
    }
    let description = error.description
    return SharedWorkload(name: "RemapError") { task, round in
      error.description == description && error.location?.line == 2
        ? nil : "task \(task) round \(round)"
    }
  }
}
