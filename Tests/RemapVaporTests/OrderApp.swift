//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if Vapor
  import Foundation
  import RemapVapor
  import Testing
  import Vapor

  /// The models and routes of the test app, and what the tests send it.
  enum OrderApp {
    struct Order: Content, Equatable {
      var id: Int
      var customerName: String
      var placedAt: Date
      var items: [Item]
    }

    struct Item: Content, Equatable {
      var sku: String
      var quantity: Int
    }

    struct Receipt: Content, Equatable {
      var orderID: Int
      var itemCount: Int
      var placedAt: Date
    }

    struct Search: Content, Equatable {
      var page: Int
      var perPage: Int
      var tags: [String]
    }

    /// Makes Remap the app's coder, as an app does once at start.
    static func useRemap() {
      ContentConfiguration.global.use(decoder: RemapDecoder(), for: .json)
      ContentConfiguration.global.use(decoder: RemapDecoder(), for: .xml)
      ContentConfiguration.global.use(encoder: RemapEncoder(), for: .json)
      ContentConfiguration.global.use(urlDecoder: RemapDecoder())
    }

    /// Registers the routes; with `structuredErrors`, Remap's error middleware too.
    static func configure(_ app: Application, structuredErrors: Bool = true) {
      useRemap()
      if structuredErrors { app.middleware.use(RemapErrorMiddleware()) }
      app.post("orders") { request async throws in
        receipt(for: try request.content.decode(Order.self))
      }
      app.on(.POST, "orders", "bulk", body: .collect(maxSize: "8mb")) { request async throws in
        let orders = try request.content.decode([Order].self)
        return Receipt(
          orderID: orders.last?.id ?? 0, itemCount: orders.reduce(0) { $0 + $1.items.count },
          placedAt: orders.last?.placedAt ?? Date(timeIntervalSince1970: 0))
      }
      app.on(.POST, "orders", "small", body: .collect(maxSize: "1kb")) { request async throws in
        receipt(for: try request.content.decode(Order.self))
      }
      app.get("search") { request async throws in
        try request.query.decode(Search.self)
      }
    }

    static func receipt(for order: Order) -> Receipt {
      Receipt(
        orderID: order.id, itemCount: order.items.reduce(0) { $0 + $1.quantity },
        placedAt: order.placedAt)
    }

    /// Keys in three styles, numbers as strings, a date with an offset, and one item where an
    /// array is expected: `JSONDecoder` refuses every one of these.
    static let sloppyOrder = """
      {"ID": "42", "customer_name": "Ada", "placed-at": "2016-01-17T16:13:00-0800",
       "items": {"SKU": "tea", "quantity": "3"}}
      """

    /// `items[1].quantity` is not a number, on line 3.
    static let wrongOrder = """
      {"id": 42, "customerName": "Ada", "placedAt": "2016-01-17",
       "items": [{"sku": "tea", "quantity": 1},
                 {"sku": "cake", "quantity": "three"}]}
      """

    static func order(id: Int, items: Int) -> String {
      let item = #"{"sku": "sku-0123456789", "quantity": 1}"#
      let list = Array(repeating: item, count: items).joined(separator: ",")
      return #"{"id": \#(id), "customerName": "Customer \#(id)", "#
        + #""placedAt": "2016-01-17T16:13:00Z", "items": [\#(list)]}"#
    }

    static func json(_ text: String, charset: String? = nil) -> HTTPHeaders {
      ["Content-Type": "application/json" + (charset.map { "; charset=\($0)" } ?? "")]
    }
  }
#endif
