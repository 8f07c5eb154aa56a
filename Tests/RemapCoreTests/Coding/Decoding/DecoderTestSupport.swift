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

/// Helpers shared by the `RemapDecoder` tests, in one namespace so that they cannot clash
/// with other tests' names in the module.
enum DecoderTestSupport {
  /// A value under the key `value`, so that errors about it have a path.
  ///
  /// When `T` is an optional, the value is read with `decodeIfPresent`, as the synthesized
  /// conformance of a property declared `T?` would read it: a missing key is `nil`.
  struct Box<T: Decodable>: Decodable {
    var value: T

    private enum CodingKeys: String, CodingKey { case value }

    init(value: T) {
      self.value = value
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      if let optional = T.self as? any OptionalDecoding.Type {
        value = try optional.decodeIfPresent(from: container, forKey: .value) as! T
      } else {
        value = try container.decode(T.self, forKey: .value)
      }
    }
  }

  /// Optionals, read the way synthesized conformances read optional properties.
  protocol OptionalDecoding {
    static func decodeIfPresent<K: CodingKey>(
      from container: KeyedDecodingContainer<K>, forKey key: K
    ) throws -> Self
  }

  /// A coding key for any name or index, for types that choose their keys at run time.
  struct Key: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
    var stringValue: String
    var intValue: Int?

    init(_ name: String) {
      stringValue = name
      intValue = nil
    }

    init(stringValue: String) { self.init(stringValue) }

    init(stringLiteral value: String) { self.init(value) }

    init?(intValue: Int) {
      stringValue = String(intValue)
      self.intValue = intValue
    }
  }

  /// An error a type throws from its own `init(from:)`.
  struct CustomError: Error, Equatable {
    var reason: String
  }

  /// The error that decoding `text` throws, or `nil` (recording an issue) when it succeeds.
  static func error<T: Decodable>(
    _ type: T.Type, from text: String, with decoder: RemapDecoder = RemapDecoder(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> RemapError? {
    do {
      let value = try decoder.decode(type, from: text)
      Issue.record("expected an error, decoded \(value)", sourceLocation: sourceLocation)
      return nil
    } catch {
      return error
    }
  }

  /// Decodes with Foundation's `JSONDecoder`, configured by `configure`.
  static func foundationDecode<T: Decodable>(
    _ type: T.Type, from text: String, configure: (JSONDecoder) -> Void = { _ in }
  ) throws -> T {
    let decoder = JSONDecoder()
    configure(decoder)
    return try decoder.decode(type, from: Data(text.utf8))
  }

  /// The coding path's keys as text, indices written as their numbers.
  static func names(_ path: [any CodingKey]) -> [String] {
    path.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
  }
}

extension Optional: DecoderTestSupport.OptionalDecoding where Wrapped: Decodable {
  static func decodeIfPresent<K: CodingKey>(
    from container: KeyedDecodingContainer<K>, forKey key: K
  ) throws -> Self {
    try container.decodeIfPresent(Wrapped.self, forKey: key)
  }
}

extension DecoderTestSupport.Box: Equatable where T: Equatable {}
extension DecoderTestSupport.Box: Sendable where T: Sendable {}

extension CodingUserInfoKey {
  /// A user-info key for the decoder tests.
  static let decoderTestsProbe = CodingUserInfoKey(rawValue: "remap.decoder-tests.probe")!
}
