//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Remap

// The fast-path conformances of the canada.json model, written by hand exactly as `@Mappable`
// generates them (see `Mappable`): one reader call per stored property in declaration order,
// with the key `CodingKeys` gives it, `decodeIfPresent` and `encodeIfPresent` for optionals.

extension FeatureCollection: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    type = try object.decode(String.self, forKey: "type")
    features = try object.decode([FeatureCollection.Feature].self, forKey: "features")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(type, forKey: "type")
    try object.encode(features, forKey: "features")
  }
}

extension FeatureCollection.Feature: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    type = try object.decode(String.self, forKey: "type")
    properties = try object.decode(FeatureCollection.Properties.self, forKey: "properties")
    geometry = try object.decode(FeatureCollection.Geometry.self, forKey: "geometry")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(type, forKey: "type")
    try object.encode(properties, forKey: "properties")
    try object.encode(geometry, forKey: "geometry")
  }
}

extension FeatureCollection.Properties: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    name = try object.decode(String.self, forKey: "name")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(name, forKey: "name")
  }
}

extension FeatureCollection.Geometry: Mappable {
  package init(_$from value: inout ValueReader) throws {
    var object = try value.object()
    type = try object.decode(String.self, forKey: "type")
    coordinates = try object.decode([[[Double]]].self, forKey: "coordinates")
  }

  package func _$encode(to value: inout ValueWriter) throws {
    var object = value.object()
    try object.encode(type, forKey: "type")
    try object.encode(coordinates, forKey: "coordinates")
  }
}
