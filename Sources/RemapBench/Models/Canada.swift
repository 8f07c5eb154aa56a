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
struct FeatureCollection: Equatable, Sendable {
  /// `"FeatureCollection"`.
  var type: String
  var features: [Feature]
}

extension FeatureCollection {
  /// A GeoJSON feature: a named geometry.
  @Mappable
  struct Feature: Equatable, Sendable {
    /// `"Feature"`.
    var type: String
    var properties: Properties
    var geometry: Geometry
  }

  /// A feature's properties.
  @Mappable
  struct Properties: Equatable, Sendable {
    var name: String
  }

  /// A GeoJSON polygon: rings of [longitude, latitude] points.
  @Mappable
  struct Geometry: Equatable, Sendable {
    /// `"Polygon"`.
    var type: String
    var coordinates: [[[Double]]]
  }
}
