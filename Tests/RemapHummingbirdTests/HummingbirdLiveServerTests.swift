//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if Hummingbird
  import Foundation
  import Hummingbird
  import HummingbirdTesting
  import RemapHummingbird
  import Testing

  /// A real Hummingbird server on a free local port, sent real HTTP requests.
  @Suite struct HummingbirdLiveServerTests {
    struct Order: Decodable, Equatable {
      var id: Int
      var customerName: String
      var placedAt: Date
      var items: [Item]
    }

    struct Item: Decodable, Equatable {
      var sku: String
      var quantity: Int
    }

    struct Receipt: Codable, Equatable, ResponseEncodable {
      var orderID: Int
      var itemCount: Int
      var placedAt: Date
    }

    /// An app's own context with Remap as its coder and a larger upload limit.
    struct BulkContext: RequestContext {
      var coreContext: CoreRequestContextStorage
      init(source: Source) { coreContext = .init(source: source) }
      var maxUploadSize: Int { 8 << 20 }
      var requestDecoder: RemapDecoder { RemapDecoder() }
      var responseEncoder: RemapEncoder { RemapEncoder() }
    }

    static func receipt(for orders: [Order]) -> Receipt {
      Receipt(
        orderID: orders.last?.id ?? 0,
        itemCount: orders.reduce(0) { $0 + $1.items.reduce(0) { $0 + $1.quantity } },
        placedAt: orders.last?.placedAt ?? Date(timeIntervalSince1970: 0))
    }

    /// Runs `test` against a live server whose routes use `RemapRequestContext`.
    private func withServer<Value: Sendable>(
      _ test: @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
      let router = Router(context: RemapRequestContext.self)
      router.post("orders") { request, context in
        Self.receipt(for: [try await request.decode(as: Order.self, context: context)])
      }
      let app = Application(
        router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
      return try await app.test(.live, test)
    }

    /// Runs `test` against a live server whose routes use the app's own `BulkContext`.
    private func withBulkServer<Value: Sendable>(
      _ test: @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
      let router = Router(context: BulkContext.self)
      router.post("orders/bulk") { request, context in
        Self.receipt(for: try await request.decode(as: [Order].self, context: context))
      }
      let app = Application(
        router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
      return try await app.test(.live, test)
    }

    private static let json: HTTPFields = [.contentType: "application/json"]

    private static let sloppyOrder = """
      {"ID": "42", "customer_name": "Ada", "placed-at": "2016-01-17T16:13:00-0800",
       "items": {"SKU": "tea", "quantity": "3"}}
      """

    private static let wrongOrder = """
      {"id": 42, "customerName": "Ada", "placedAt": "2016-01-17",
       "items": [{"sku": "tea", "quantity": 1},
                 {"sku": "cake", "quantity": "three"}]}
      """

    private static func order(id: Int, items: Int) -> String {
      let item = #"{"sku": "sku-0123456789", "quantity": 1}"#
      let list = Array(repeating: item, count: items).joined(separator: ",")
      return #"{"id": \#(id), "customerName": "Customer \#(id)", "#
        + #""placedAt": "2016-01-17T16:13:00Z", "items": [\#(list)]}"#
    }

    @Test func aSloppyBodyDecodesAndTheAnswerIsEncodedByRemap() async throws {
      try await withServer { client in
        let response = try await client.execute(
          uri: "/orders", method: .post, headers: Self.json,
          body: ByteBuffer(string: Self.sloppyOrder))
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "application/json; charset=utf-8")
        #expect(
          String(buffer: response.body)
            == #"{"orderID":42,"itemCount":3,"placedAt":"2016-01-18T00:13:00Z"}"#)
      }
    }

    @Test func aWrongBodyGetsA400NamingThePath() async throws {
      try await withServer { client in
        let response = try await client.execute(
          uri: "/orders", method: .post, headers: Self.json,
          body: ByteBuffer(string: Self.wrongOrder))
        #expect(response.status == .badRequest)
        #expect(response.headers[.contentType] == "application/json; charset=utf-8")
        let body = try RemapDecoder.strict.decode(
          RemapError.ResponseBody.self, from: response.body)
        #expect(body.code == "type-mismatch")
        #expect(body.path == "items[1].quantity")
        #expect(body.line == 3)
        #expect(body.column == 40)
      }
    }

    @Test func anOversizedBodyIsRefusedByTheLimit() async throws {
      // RemapRequestContext keeps Hummingbird's default limit, 2 MiB.
      let orders = (1...300).map { Self.order(id: $0, items: 200) }
      let text = "[" + orders.joined(separator: ",") + "]"
      #expect(text.utf8.count > 2 << 20)
      try await withServer { client in
        let response = try await client.execute(
          uri: "/orders", method: .post, headers: Self.json, body: ByteBuffer(string: text))
        #expect(response.status == .contentTooLarge)
      }
    }

    @Test func aFiveMegabyteBodyDecodesUnderTheAppsOwnLimit() async throws {
      let orders = (1...610).map { Self.order(id: $0, items: 200) }
      let text = "[" + orders.joined(separator: ",") + "]"
      #expect(text.utf8.count > 5_000_000)
      try await withBulkServer { client in
        let response = try await client.execute(
          uri: "/orders/bulk", method: .post, headers: Self.json, body: ByteBuffer(string: text))
        #expect(response.status == .ok)
        let receipt = try RemapDecoder().decode(Receipt.self, from: response.body)
        #expect(receipt.orderID == 610)
        #expect(receipt.itemCount == 610 * 200)
      }
    }

    @Test func invalidUTF8GetsA400() async throws {
      var bytes = ByteBuffer(string: #"{"id": 1, "customerName": "A"#)
      bytes.writeBytes([0xFF, 0xFE])
      bytes.writeString(#"", "placedAt": "2016-01-17", "items": []}"#)
      let body = bytes
      try await withServer { client in
        let response = try await client.execute(
          uri: "/orders", method: .post, headers: Self.json, body: body)
        #expect(response.status == .badRequest)
        let error = try RemapDecoder.strict.decode(
          RemapError.ResponseBody.self, from: response.body)
        #expect(error.code == "invalid-unicode")
      }
    }

    @Test func anXMLBodyDecodes() async throws {
      let xml = """
        <order><id>7</id><customer_name>Ada</customer_name><placed_at>2016-01-17</placed_at>
          <items><sku>tea</sku><quantity>2</quantity></items></order>
        """
      try await withServer { client in
        let response = try await client.execute(
          uri: "/orders", method: .post, headers: [.contentType: "application/xml"],
          body: ByteBuffer(string: xml))
        #expect(response.status == .ok)
        let receipt = try RemapDecoder().decode(Receipt.self, from: response.body)
        #expect(receipt.orderID == 7)
        #expect(receipt.itemCount == 2)
      }
    }

    @Test func aLatin1BodyIsReencoded() async throws {
      let text = #"{"id": 5, "customerName": "Zoë", "placedAt": "2016-01-17", "items": []}"#
      let data = try #require(text.data(using: .isoLatin1))
      try await withServer { client in
        let response = try await client.execute(
          uri: "/orders", method: .post,
          headers: [.contentType: "application/json; charset=ISO-8859-1"],
          body: ByteBuffer(bytes: data))
        #expect(response.status == .ok)
        #expect(try RemapDecoder().decode(Receipt.self, from: response.body).orderID == 5)
      }
    }
  }
#endif
