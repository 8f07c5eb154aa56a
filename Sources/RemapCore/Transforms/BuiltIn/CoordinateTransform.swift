//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Reads and writes a ``GeoCoordinate`` as an object with two keys, or as GeoJSON's
/// `[longitude, latitude]` array.
///
/// ```swift
/// // {"location": {"latitude": "40.708", "longitude": "74.012"}}
/// decoder.transforms.register(CoordinateTransform(latitudeKey: "latitude", longitudeKey: "longitude"))
/// // {"geometry": {"coordinates": [-74.012, 40.708]}}
/// decoder.transforms.register(CoordinateTransform.geoJSON, at: "geometry.coordinates")
/// ```
///
/// Each angle may be a number or a string holding one, as sloppy services send them. A
/// latitude beyond ±90 or a longitude beyond ±180 is an error with code
/// ``RemapError/Code/numberOutOfRange`` whose path names the key, such as
/// `user.location.latitude`. Encoding writes numbers under the same keys, or the array.
public struct CoordinateTransform: ValueTransform {
  private enum Layout: Sendable {
    case object(latitudeKey: String, longitudeKey: String)
    case geoJSON
  }

  private let layout: Layout

  /// A transform for an object with the two angles under the given keys.
  ///
  /// - Parameters:
  ///   - latitudeKey: The latitude's key; `"latitude"` by default.
  ///   - longitudeKey: The longitude's key; `"longitude"` by default.
  public init(latitudeKey: String = "latitude", longitudeKey: String = "longitude") {
    layout = .object(latitudeKey: latitudeKey, longitudeKey: longitudeKey)
  }

  private init(layout: Layout) {
    self.layout = layout
  }

  /// A transform for GeoJSON's position array, `[longitude, latitude]`, longitude first; an
  /// altitude after them is ignored when decoding.
  public static let geoJSON = CoordinateTransform(layout: .geoJSON)

  /// Reads the two angles.
  ///
  /// - Parameter json: An object with the two keys, or for ``geoJSON`` an array.
  /// - Returns: The coordinate.
  /// - Throws: ``RemapError`` for a missing key, a value that is not a number, or an angle
  ///   out of range.
  public func decode(_ json: JSON) throws -> GeoCoordinate {
    switch layout {
    case .object(let latitudeKey, let longitudeKey):
      guard case .object(let object) = json else {
        throw TransformErrors.typeMismatch(
          expected: "an object with \"\(latitudeKey)\" and \"\(longitudeKey)\"", found: json)
      }
      let latitude = try angle(object[latitudeKey], key: latitudeKey, limit: 90)
      let longitude = try angle(object[longitudeKey], key: longitudeKey, limit: 180)
      return GeoCoordinate(latitude: latitude, longitude: longitude)
    case .geoJSON:
      guard case .array(let elements) = json, elements.count >= 2 else {
        throw TransformErrors.typeMismatch(
          expected: "a GeoJSON position [longitude, latitude]", found: json)
      }
      let longitude = try angle(elements[0], index: 0, name: "longitude", limit: 180)
      let latitude = try angle(elements[1], index: 1, name: "latitude", limit: 90)
      return GeoCoordinate(latitude: latitude, longitude: longitude)
    }
  }

  /// Writes the two angles as numbers.
  ///
  /// - Parameter value: The coordinate.
  /// - Returns: The object, or for ``geoJSON`` the array.
  /// - Throws: ``RemapError`` with code ``RemapError/Code/numberOutOfRange`` for an angle out
  ///   of range.
  public func encode(_ value: GeoCoordinate) throws -> JSON {
    let latitude = try number(value.latitude, name: "latitude", limit: 90)
    let longitude = try number(value.longitude, name: "longitude", limit: 180)
    switch layout {
    case .object(let latitudeKey, let longitudeKey):
      return .object([latitudeKey: latitude, longitudeKey: longitude])
    case .geoJSON:
      return .array([longitude, latitude])
    }
  }

  private func angle(_ json: JSON?, key: String, limit: Double) throws -> Double {
    guard let json else {
      throw RemapError(
        .keyNotFound, "missing required key \"\(key)\" of a coordinate",
        path: ValuePath([.key(key)]), expected: "key \"\(key)\"")
    }
    return try angle(json, component: .key(key), name: key, limit: limit)
  }

  private func angle(_ json: JSON, index: Int, name: String, limit: Double) throws -> Double {
    try angle(json, component: .index(index), name: name, limit: limit)
  }

  private func angle(
    _ json: JSON, component: ValuePath.Component, name: String, limit: Double
  ) throws -> Double {
    let path = ValuePath([component])
    guard let number = TransformErrors.number(json), let value = number.double else {
      var error = TransformErrors.typeMismatch(expected: "a number of degrees", found: json)
      error.path = path
      throw error
    }
    guard abs(value) <= limit else {
      throw RemapError(
        .numberOutOfRange, "\(name) \(number) is out of range -\(Int(limit))...\(Int(limit))",
        path: path, expected: "degrees from -\(Int(limit)) through \(Int(limit))",
        found: "\(number)")
    }
    return value
  }

  private func number(_ value: Double, name: String, limit: Double) throws -> JSON {
    guard abs(value) <= limit, let number = JSON.Number(value) else {
      throw RemapError(
        .numberOutOfRange, "\(name) \(value) is out of range -\(Int(limit))...\(Int(limit))",
        path: ValuePath([.key(name)]), found: "\(value)")
    }
    return .number(number)
  }
}
