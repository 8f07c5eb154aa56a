//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A two-way conversion between a ``JSON`` value and a Swift value.
///
/// A transform says how one kind of value is written in JSON when the type's own `Codable`
/// conformance does not fit what a service sends: colours as hex strings, locations as
/// objects with numeric strings, flags as `"y"`. Register it on a decoder or an encoder and
/// it applies wherever a value of its type appears (see ``TransformRegistry``):
///
/// ```swift
/// var decoder = RemapDecoder()
/// decoder.transforms.register(HexColorTransform())
/// let theme = try decoder.decode(Theme.self, from: #"{"accent": "#b06200"}"#)
/// ```
///
/// A transform is a value: it must be `Sendable`, so that a configured decoder can be used
/// from many tasks at once. Throw a ``RemapError`` to explain a value that does not convert;
/// the decoder adds the path and the position in the input. Any other error is reported with
/// code ``RemapError/Code/transformFailed`` and kept as ``RemapError/underlying``.
///
/// Two transforms compose with ``then(_:)``; a one-off transform is a ``ClosureTransform``.
public protocol ValueTransform<Value>: Sendable {
  /// The Swift type the transform converts to and from.
  associatedtype Value

  /// Converts a JSON value to a Swift value.
  ///
  /// - Parameter json: The value in the document; ``JSON/null`` for `null`.
  /// - Returns: The Swift value.
  /// - Throws: A ``RemapError`` (or any error) when `json` does not convert.
  func decode(_ json: JSON) throws -> Value

  /// Converts a Swift value to a JSON value.
  ///
  /// - Parameter value: The value to write.
  /// - Returns: Its JSON form.
  /// - Throws: A ``RemapError`` (or any error) when `value` has no JSON form.
  func encode(_ value: Value) throws -> JSON
}

extension ValueTransform {
  /// A transform that reads the JSON with this one, then converts the JSON it produced with
  /// `next`; encoding runs `next` first, then this one.
  ///
  /// Use it to peel a layer off before converting, such as an object sent as JSON text
  /// inside a string:
  ///
  /// ```swift
  /// // {"location": "{\"latitude\": 40.7, \"longitude\": -74.0}"}
  /// let transform = JSONStringTransform<JSON>().then(CoordinateTransform())
  /// ```
  ///
  /// - Parameter next: The transform applied to this one's output.
  /// - Returns: The composed transform.
  public func then<Next: ValueTransform>(_ next: Next) -> ChainedTransform<Self, Next>
  where Value == JSON {
    ChainedTransform(first: self, second: next)
  }
}
