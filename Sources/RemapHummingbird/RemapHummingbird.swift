//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if Hummingbird
  public import Hummingbird
  public import RemapCore
  import RemapNIO

  // MARK: - Coders

  extension RemapDecoder: RequestDecoder {
    /// Decodes a request's body, as Hummingbird's request decoder.
    ///
    /// The body is collected up to the context's `maxUploadSize` (a larger one is answered
    /// with 413 Content Too Large) into one buffer, whose bytes are then read in place. The
    /// `Content-Type` header decides how: XML for a media type `…/xml` or `…/…+xml`, JSON
    /// otherwise; UTF-8 unless its `charset` parameter names UTF-16, UTF-32 or ISO-8859-1,
    /// which are re-encoded first; any other character set is refused with code
    /// `unsupported-encoding`.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - request: The request.
    ///   - context: The request's context.
    /// - Returns: The decoded value.
    /// - Throws: ``RemapError``, which Hummingbird answers with status 400; or the error of
    ///   collecting the body.
    public func decode<T: Decodable>(
      _ type: T.Type, from request: Request, context: some RequestContext
    ) async throws -> T {
      let buffer = try await request.body.collect(upTo: context.maxUploadSize)
      return try decode(
        T.self, fromBody: buffer,
        declaring: DeclaredContentType(header: request.headers[.contentType]))
    }
  }

  extension RemapEncoder: ResponseEncoder {
    /// Encodes a value as a JSON response with status 200 and the `Content-Type`
    /// `application/json; charset=utf-8`, as Hummingbird's response encoder.
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - request: The request being answered.
    ///   - context: The request's context.
    /// - Returns: The response.
    /// - Throws: ``RemapError`` when the value cannot be encoded.
    public func encode(
      _ value: some Encodable, from request: Request, context: some RequestContext
    ) throws -> Response {
      var buffer = ByteBuffer()
      try encode(value, into: &buffer)
      return Response(
        status: .ok,
        headers: [
          .contentType: "application/json; charset=utf-8",
          .contentLength: String(buffer.readableBytes),
        ],
        body: .init(byteBuffer: buffer))
    }
  }

  // MARK: - Errors

  extension RemapError: HTTPResponseError {
    /// 400 Bad Request: a ``RemapError`` reaching Hummingbird means the client sent a body
    /// that does not fit the model.
    public var status: HTTPResponse.Status { .badRequest }

    /// The response to the error: status 400 and a JSON body that names the code, the path,
    /// the line and column and the message (see ``RemapError/ResponseBody``).
    ///
    /// - Parameters:
    ///   - request: The request that failed.
    ///   - context: The request's context.
    /// - Returns: The response.
    /// - Throws: Never in practice: the body always encodes.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
      var response = try RemapEncoder().encode(
        RemapError.ResponseBody(self), from: request, context: context)
      response.status = .badRequest
      return response
    }
  }

  // MARK: - Context

  /// A request context whose decoder and encoder are Remap's.
  ///
  /// ```swift
  /// let router = Router(context: RemapRequestContext.self)
  /// router.post("users") { request, context in
  ///   let user = try await request.decode(as: User.self, context: context)
  ///   return Summary(id: user.id)
  /// }
  /// ```
  ///
  /// Its decoder and encoder have Remap's default options. To choose others, or to put Remap
  /// into a context of your own, give that context these two properties:
  ///
  /// ```swift
  /// struct AppContext: RequestContext {
  ///   var coreContext: CoreRequestContextStorage
  ///   init(source: Source) { coreContext = .init(source: source) }
  ///   var requestDecoder: RemapDecoder { .strict }
  ///   var responseEncoder: RemapEncoder { RemapEncoder() }
  /// }
  /// ```
  public struct RemapRequestContext: RequestContext {
    /// The storage Hummingbird's own request context needs.
    public var coreContext: CoreRequestContextStorage

    /// Creates the context for a request.
    ///
    /// - Parameter source: Where the request came from.
    public init(source: Source) {
      coreContext = .init(source: source)
    }

    /// The decoder of request bodies: a ``RemapDecoder`` with its default options.
    public var requestDecoder: RemapDecoder { RemapDecoder() }

    /// The encoder of responses: a ``RemapEncoder`` with its default options.
    public var responseEncoder: RemapEncoder { RemapEncoder() }
  }
#endif
