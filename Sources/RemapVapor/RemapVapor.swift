//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if Vapor
  public import RemapCore
  import RemapNIO
  public import Vapor

  // MARK: - Content

  extension RemapDecoder: ContentDecoder {
    /// Decodes a request or response body, as Vapor's content decoder.
    ///
    /// Register it once for the media types it should read:
    ///
    /// ```swift
    /// ContentConfiguration.global.use(decoder: RemapDecoder(), for: .json)
    /// ContentConfiguration.global.use(decoder: RemapDecoder(), for: .xml)   // if you take XML
    /// ```
    ///
    /// The body's bytes are read in place. The `Content-Type` header decides how: XML for a
    /// media type `…/xml` or `…/…+xml`, JSON otherwise; UTF-8 unless its `charset` parameter
    /// names UTF-16, UTF-32 or ISO-8859-1, which are re-encoded first; any other character
    /// set is refused with code `unsupported-encoding`.
    ///
    /// - Parameters:
    ///   - decodable: The type to decode.
    ///   - body: The body.
    ///   - headers: The message's headers.
    /// - Returns: The decoded value.
    /// - Throws: ``RemapError``, which Vapor answers with status 400 (see
    ///   ``RemapErrorMiddleware``).
    public func decode<D: Decodable>(
      _ decodable: D.Type, from body: ByteBuffer, headers: HTTPHeaders
    ) throws -> D {
      try decode(
        D.self, fromBody: body,
        declaring: DeclaredContentType(header: headers.first(name: .contentType)))
    }

    /// Decodes a request or response body with extra values for `Decoder.userInfo`, as
    /// Vapor's content decoder.
    ///
    /// - Parameters:
    ///   - decodable: The type to decode.
    ///   - body: The body.
    ///   - headers: The message's headers.
    ///   - userInfo: Values added to this decoder's ``RemapDecoder/userInfo``.
    /// - Returns: The decoded value.
    /// - Throws: ``RemapError``, as ``decode(_:from:headers:)`` does.
    public func decode<D: Decodable>(
      _ decodable: D.Type, from body: ByteBuffer, headers: HTTPHeaders,
      userInfo: [CodingUserInfoKey: any Sendable]
    ) throws -> D {
      var decoder = self
      decoder.userInfo.merge(userInfo) { _, new in new }
      return try decoder.decode(D.self, from: body, headers: headers)
    }
  }

  extension RemapEncoder: ContentEncoder {
    /// Encodes a value as a JSON body, as Vapor's content encoder, and sets the
    /// `Content-Type` to `application/json; charset=utf-8`.
    ///
    /// ```swift
    /// ContentConfiguration.global.use(encoder: RemapEncoder(), for: .json)
    /// ```
    ///
    /// - Parameters:
    ///   - encodable: The value to encode.
    ///   - body: The buffer the JSON text is written into.
    ///   - headers: The message's headers.
    /// - Throws: ``RemapError`` when the value cannot be encoded.
    public func encode<E: Encodable>(
      _ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders
    ) throws {
      try encode(encodable, into: &body)
      headers.contentType = .json
    }

    /// Encodes a value as a JSON body with extra values for `Encoder.userInfo`, as Vapor's
    /// content encoder.
    ///
    /// - Parameters:
    ///   - encodable: The value to encode.
    ///   - body: The buffer the JSON text is written into.
    ///   - headers: The message's headers.
    ///   - userInfo: Values added to this encoder's ``RemapEncoder/userInfo``.
    /// - Throws: ``RemapError`` when the value cannot be encoded.
    public func encode<E: Encodable>(
      _ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders,
      userInfo: [CodingUserInfoKey: any Sendable]
    ) throws {
      var encoder = self
      encoder.userInfo.merge(userInfo) { _, new in new }
      try encoder.encode(encodable, to: &body, headers: &headers)
    }
  }

  // MARK: - Query strings

  extension RemapDecoder: URLQueryDecoder {
    /// Decodes a URL's query string, as Vapor's query decoder.
    ///
    /// ```swift
    /// ContentConfiguration.global.use(urlDecoder: RemapDecoder())
    /// let page = try req.query.decode(Page.self)   // ?page=2&per_page=50&tags=a&tags=b
    /// ```
    ///
    /// Each `name=value` pair becomes a string member of one object (names and values
    /// percent-decoded, `+` read as a space); a name given more than once, or written
    /// `name[]`, becomes an array. The object then decodes with this decoder's rules, so
    /// lenient coercion reads `"2"` as `2` and fuzzy keys match `per_page` to `perPage`.
    /// Nested names such as `filter[kind]` are not expanded.
    ///
    /// - Parameters:
    ///   - decodable: The type to decode.
    ///   - url: The URL whose query is decoded.
    /// - Returns: The decoded value.
    /// - Throws: ``RemapError`` naming the parameter that failed.
    public func decode<D: Decodable>(_ decodable: D.Type, from url: URI) throws -> D {
      try decode(D.self, from: QueryString.object(from: url.query ?? ""))
    }
  }

  // MARK: - Errors

  extension RemapError: AbortError, DebuggableError {
    /// 400 Bad Request: a ``RemapError`` reaching Vapor means the client sent a body or a
    /// query that does not fit the model.
    public var status: HTTPResponseStatus { .badRequest }

    /// The error's stable code, such as `type-mismatch`.
    public var identifier: String { code.rawValue }

    /// `info`: a client's malformed request is not a fault of the server.
    public var logLevel: Logger.Level { .info }
  }

  /// A middleware that answers a ``RemapError`` with status 400 and a JSON body that names
  /// the code, the path, the line and column and the message.
  ///
  /// Without it, Vapor's `ErrorMiddleware` already answers a ``RemapError`` with 400 and
  /// `{"error":true,"reason":…}`, whose `reason` holds all of these in one line. With it,
  /// they are fields of their own (see ``RemapError/ResponseBody``):
  ///
  /// ```swift
  /// app.middleware.use(RemapErrorMiddleware())
  /// ```
  ///
  /// ```json
  /// {"error":true,"reason":"type-mismatch at user.id (line 3, column 12): …",
  ///  "code":"type-mismatch","message":"…","path":"user.id","line":3,"column":12}
  /// ```
  ///
  /// Every other error passes through to the middleware before it.
  public struct RemapErrorMiddleware: AsyncMiddleware {
    /// Creates the middleware.
    public init() {}

    /// Responds to a request, answering a ``RemapError`` thrown on the way with 400.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - next: The rest of the chain.
    /// - Returns: The response.
    /// - Throws: Any error but a ``RemapError``, unchanged.
    public func respond(
      to request: Request, chainingTo next: any AsyncResponder
    ) async throws -> Response {
      do {
        return try await next.respond(to: request)
      } catch let error as RemapError {
        request.logger.report(error: error)
        var body = request.byteBufferAllocator.buffer(capacity: 256)
        try RemapEncoder().encode(RemapError.ResponseBody(error), into: &body)
        var headers = HTTPHeaders()
        headers.contentType = .json
        return Response(status: .badRequest, headers: headers, body: .init(buffer: body))
      }
    }
  }
#endif
