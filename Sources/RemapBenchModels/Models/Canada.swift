//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// The model of canada.json, a GeoJSON outline of Canada: one feature whose polygon has 480
// rings and 111,126 points, about 222,000 numbers of 15 to 17 significant digits. Every key
// is a stored property; none is ever `null` or missing.

/// A GeoJSON feature collection.
package struct FeatureCollection: Codable, Equatable, Sendable {
  /// `"FeatureCollection"`.
  package var type: String
  package var features: [Feature]

  package enum CodingKeys: String, CodingKey {
    case type
    case features
  }
}

extension FeatureCollection {
  /// A GeoJSON feature: a named geometry.
  package struct Feature: Codable, Equatable, Sendable {
    /// `"Feature"`.
    package var type: String
    package var properties: Properties
    package var geometry: Geometry

    package enum CodingKeys: String, CodingKey {
      case type
      case properties
      case geometry
    }
  }

  /// A feature's properties.
  package struct Properties: Codable, Equatable, Sendable {
    package var name: String

    package enum CodingKeys: String, CodingKey {
      case name
    }
  }

  /// A GeoJSON polygon: rings of [longitude, latitude] points.
  package struct Geometry: Codable, Equatable, Sendable {
    /// `"Polygon"`.
    package var type: String
    package var coordinates: [[[Double]]]

    package enum CodingKeys: String, CodingKey {
      case type
      case coordinates
    }
  }
}
