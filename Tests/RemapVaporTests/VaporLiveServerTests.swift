//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if Vapor
  import AsyncHTTPClient
  import Foundation
  import NIOCore
  import RemapVapor
  import Testing
  import Vapor
  import VaporTesting

  /// A real Vapor server on a free local port, sent real HTTP requests.
  @Suite struct VaporLiveServerTests {
    typealias Receipt = OrderApp.Receipt

    /// Sends one request to a live server running the order app, and returns the answer.
    private func send(
      _ method: HTTPMethod, _ path: String, headers: HTTPHeaders = [:], body: ByteBuffer? = nil,
      structuredErrors: Bool = true
    ) async throws -> TestingHTTPResponse {
      try await withApp(configure: { OrderApp.configure($0, structuredErrors: structuredErrors) }) {
        app in
        try await app.testing(method: .running(hostname: "127.0.0.1", port: 0))
          .sendRequest(method, path, headers: headers, body: body)
      }
    }

    private func errorBody(_ response: TestingHTTPResponse) throws -> RemapError.ResponseBody {
      try RemapDecoder.strict.decode(RemapError.ResponseBody.self, from: response.body)
    }

    @Test func aSloppyBodyDecodesAndTheAnswerIsEncodedByRemap() async throws {
      let response = try await send(
        .POST, "orders", headers: OrderApp.json(""), body: ByteBuffer(string: OrderApp.sloppyOrder))
      #expect(response.status == .ok)
      #expect(response.headers.first(name: .contentType) == "application/json; charset=utf-8")
      // Remap's encoder: keys in declaration order, dates in ISO 8601.
      #expect(
        String(buffer: response.body)
          == #"{"orderID":42,"itemCount":3,"placedAt":"2016-01-18T00:13:00Z"}"#)
    }

    @Test func aWrongBodyGetsA400NamingThePath() async throws {
      let response = try await send(
        .POST, "orders", headers: OrderApp.json(""), body: ByteBuffer(string: OrderApp.wrongOrder))
      #expect(response.status == .badRequest)
      #expect(response.headers.first(name: .contentType) == "application/json; charset=utf-8")
      let body = try errorBody(response)
      #expect(body.code == "type-mismatch")
      #expect(body.path == "items[1].quantity")
      #expect(body.line == 3)
      #expect(body.column == 40)
      #expect(body.reason.hasPrefix("type-mismatch at items[1].quantity (line 3, column 40): "))
    }

    @Test func withoutTheMiddlewareVaporsOwnErrorBodyCarriesTheSameReason() async throws {
      let response = try await send(
        .POST, "orders", headers: OrderApp.json(""), body: ByteBuffer(string: OrderApp.wrongOrder),
        structuredErrors: false)
      #expect(response.status == .badRequest)
      let body = try JSON(parsing: Array(response.body.readableBytesView))
      #expect(body["error"] == true)
      let reason = try #require(body["reason"]?.string)
      #expect(reason.hasPrefix("type-mismatch at items[1].quantity (line 3, column 40): "))
    }

    @Test func anOversizedBodyIsRefusedByTheLimit() async throws {
      let response = try await send(
        .POST, "orders/small", headers: OrderApp.json(""),
        body: ByteBuffer(string: OrderApp.order(id: 1, items: 100)))
      #expect(response.status == .payloadTooLarge)
    }

    @Test func aFiveMegabyteBodyDecodes() async throws {
      let orders = (1...610).map { OrderApp.order(id: $0, items: 200) }
      let text = "[" + orders.joined(separator: ",") + "]"
      #expect(text.utf8.count > 5_000_000)
      let response = try await send(
        .POST, "orders/bulk", headers: OrderApp.json(""), body: ByteBuffer(string: text))
      #expect(response.status == .ok)
      let receipt = try RemapDecoder().decode(Receipt.self, from: response.body)
      #expect(receipt.orderID == 610)
      #expect(receipt.itemCount == 610 * 200)
    }

    @Test func invalidUTF8GetsA400() async throws {
      var body = ByteBuffer(string: #"{"id": 1, "customerName": "A"#)
      body.writeBytes([0xFF, 0xFE])
      body.writeString(#"", "placedAt": "2016-01-17", "items": []}"#)
      let response = try await send(.POST, "orders", headers: OrderApp.json(""), body: body)
      #expect(response.status == .badRequest)
      let error = try errorBody(response)
      #expect(error.code == "invalid-unicode")
      #expect(error.line == 1)
    }

    @Test func anXMLBodyDecodesWhereRegistered() async throws {
      let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <order><id>7</id><customer_name>Ada</customer_name><placed_at>2016-01-17</placed_at>
          <items><sku>tea</sku><quantity>2</quantity></items></order>
        """
      let response = try await send(
        .POST, "orders", headers: ["Content-Type": "application/xml"], body: ByteBuffer(string: xml)
      )
      #expect(response.status == .ok)
      let receipt = try RemapDecoder().decode(Receipt.self, from: response.body)
      #expect(receipt.orderID == 7)
      #expect(receipt.itemCount == 2)
    }

    @Test func aUTF16BodyIsReencoded() async throws {
      let data = try #require(OrderApp.sloppyOrder.data(using: .utf16LittleEndian))
      let response = try await send(
        .POST, "orders", headers: OrderApp.json("", charset: "utf-16le"),
        body: ByteBuffer(bytes: data))
      #expect(response.status == .ok)
      #expect(try RemapDecoder().decode(Receipt.self, from: response.body).orderID == 42)
    }

    @Test func anUnknownCharsetIsRefused() async throws {
      let response = try await send(
        .POST, "orders", headers: OrderApp.json("", charset: "shift_jis"),
        body: ByteBuffer(string: OrderApp.sloppyOrder))
      #expect(response.status == .badRequest)
      #expect(try errorBody(response).code == "unsupported-encoding")
    }

    @Test func aQueryStringDecodesLeniently() async throws {
      let response = try await send(.GET, "search?page=2&per_page=50&tags=a&tags=b%20c")
      #expect(response.status == .ok)
      let search = try RemapDecoder().decode(OrderApp.Search.self, from: response.body)
      #expect(search == OrderApp.Search(page: 2, perPage: 50, tags: ["a", "b c"]))
    }

    @Test func anAsyncHTTPClientResponseDecodesFromItsBuffer() async throws {
      try await withApp(configure: { OrderApp.configure($0) }) { app in
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        let port = try #require(app.http.server.shared.localAddress?.port)
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)/orders")
        request.method = .POST
        request.headers.contentType = .json
        request.body = .bytes(ByteBuffer(string: OrderApp.sloppyOrder))
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
        let body = try await response.body.collect(upTo: 1 << 20)
        await app.server.shutdown()
        #expect(try RemapDecoder().decode(Receipt.self, from: body).itemCount == 3)
      }
    }
  }
#endif
