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

private struct Order: Decodable, Equatable, Sendable {
  var id: Int
  var customerName: String
  var total: Decimal
  var placedAt: Date
  var lines: [Line]
  var note: String?

  struct Line: Decodable, Equatable, Sendable {
    var sku: String
    var quantity: UInt16
  }
}

@Suite("RemapDecoder concurrency")
struct RemapDecoderConcurrencyTests {
  /// The text of order `id`, with fuzzy keys, lenient values and a date in a format.
  private static func text(_ id: Int) -> String {
    """
    {"ID": "\(id)", "customer_name": "customer \(id)", "total": "\(id).25",
     "placed-at": "2016-01-\(String(format: "%02d", id % 28 + 1)) 10:00",
     "lines": [{"SKU": "s\(id)", "quantity": \(id % 65536)}, {"sku": \(id), "Quantity": "1"}]}
    """
  }

  private static func expected(_ id: Int) -> Order {
    Order(
      id: id, customerName: "customer \(id)", total: Decimal(string: "\(id).25")!,
      placedAt: Date(timeIntervalSince1970: 1_451_606_400 + Double(id % 28) * 86_400 + 36_000),
      lines: [
        Order.Line(sku: "s\(id)", quantity: UInt16(id % 65536)),
        Order.Line(sku: "\(id)", quantity: 1),
      ],
      note: nil)
  }

  @Test("one decoder value used by 8 tasks at once gives every task its own right values")
  func sharedDecoder() async throws {
    var decoder = RemapDecoder()
    decoder.dateDecoding = .formats(["yyyy-MM-dd HH:mm"])
    decoder.userInfo[.decoderTestsProbe] = "shared"
    let shared = decoder
    let failures = await withTaskGroup(of: [String].self) { group in
      for task in 0..<8 {
        group.addTask {
          var failures: [String] = []
          for round in 0..<200 {
            let id = task * 1000 + round
            do {
              let order = try shared.decode(Order.self, from: Self.text(id))
              if order != Self.expected(id) {
                failures.append("task \(task) round \(round): \(order)")
              }
              // Errors are per decode too.
              let error = #expect(throws: RemapError.self) {
                try shared.decode(
                  [Order.Line].self, from: #"[{"sku": "a", "quantity": \#(70_000 + id)}]"#)
              }
              if error?.path != "[0].quantity" {
                failures.append(
                  "task \(task) round \(round): error at \(error?.path.description ?? "nil")")
              }
            } catch {
              failures.append("task \(task) round \(round): \(error)")
            }
          }
          return failures
        }
      }
      var all: [String] = []
      for await failures in group { all += failures }
      return all
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }
}
