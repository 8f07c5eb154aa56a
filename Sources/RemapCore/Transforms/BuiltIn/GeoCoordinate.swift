//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// A point on Earth, in degrees: what ``CoordinateTransform`` reads and writes.
///
/// Its own `Codable` form is `{"latitude": 40.708, "longitude": -74.012}`; decoding accepts
/// numeric strings too and rejects values out of range, as ``CoordinateTransform`` does.
/// Register a ``CoordinateTransform`` for other key names or for GeoJSON's `[lon, lat]`.
///
/// ```swift
/// let point = GeoCoordinate(latitude: 40.708, longitude: -74.012)
/// ```
public struct GeoCoordinate: Hashable, Sendable, Codable, Convertible {
  /// Degrees north of the equator, from -90 through 90.
  public var latitude: Double
  /// Degrees east of Greenwich, from -180 through 180.
  public var longitude: Double

  /// Creates a coordinate; ``isValid`` says whether it is in range.
  ///
  /// - Parameters:
  ///   - latitude: Degrees north, from -90 through 90.
  ///   - longitude: Degrees east, from -180 through 180.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// Whether both angles are finite and in range.
  public var isValid: Bool {
    abs(latitude) <= 90 && abs(longitude) <= 180
  }

  /// Decodes `{"latitude": ..., "longitude": ...}` with ``CoordinateTransform``'s rules.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for a value that is not such an object or is out of range.
  public init(from decoder: any Decoder) throws {
    let json = try decoder.singleValueContainer().decode(JSON.self)
    do {
      self = try CoordinateTransform().decode(json)
    } catch let error as RemapError {
      throw TransformErrors.decodingError(error, codingPath: decoder.codingPath)
    }
  }

  /// Encodes `{"latitude": ..., "longitude": ...}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError` when the coordinate is out of range.
  public func encode(to encoder: any Encoder) throws {
    do {
      try CoordinateTransform().encode(self).encode(to: encoder)
    } catch let error as RemapError {
      throw EncodingError.invalidValue(
        self,
        EncodingError.Context(
          codingPath: encoder.codingPath, debugDescription: error.message,
          underlyingError: error))
    }
  }
}
