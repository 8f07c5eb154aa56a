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
struct FeatureCollection: Codable, Equatable, Sendable {
  /// `"FeatureCollection"`.
  var type: String
  var features: [Feature]

  enum CodingKeys: String, CodingKey {
    case type
    case features
  }
}

extension FeatureCollection {
  /// A GeoJSON feature: a named geometry.
  struct Feature: Codable, Equatable, Sendable {
    /// `"Feature"`.
    var type: String
    var properties: Properties
    var geometry: Geometry

    enum CodingKeys: String, CodingKey {
      case type
      case properties
      case geometry
    }
  }

  /// A feature's properties.
  struct Properties: Codable, Equatable, Sendable {
    var name: String

    enum CodingKeys: String, CodingKey {
      case name
    }
  }

  /// A GeoJSON polygon: rings of [longitude, latitude] points.
  struct Geometry: Codable, Equatable, Sendable {
    /// `"Polygon"`.
    var type: String
    var coordinates: [[[Double]]]

    enum CodingKeys: String, CodingKey {
      case type
      case coordinates
    }
  }
}
