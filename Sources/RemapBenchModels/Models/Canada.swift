//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import RemapMacros

// The model of canada.json, a GeoJSON outline of Canada: one feature whose polygon has 480
// rings and 111,126 points, about 222,000 numbers of 15 to 17 significant digits. Every key
// is a stored property; none is ever `null` or missing.

/// A GeoJSON feature collection.
@Mappable
package struct FeatureCollection: Equatable, Sendable {
  /// `"FeatureCollection"`.
  package var type: String
  package var features: [Feature]
}

extension FeatureCollection {
  /// A GeoJSON feature: a named geometry.
  @Mappable
  package struct Feature: Equatable, Sendable {
    /// `"Feature"`.
    package var type: String
    package var properties: Properties
    package var geometry: Geometry
  }

  /// A feature's properties.
  @Mappable
  package struct Properties: Equatable, Sendable {
    package var name: String
  }

  /// A GeoJSON polygon: rings of [longitude, latitude] points.
  @Mappable
  package struct Geometry: Equatable, Sendable {
    /// `"Polygon"`.
    package var type: String
    package var coordinates: [[[Double]]]
  }
}
