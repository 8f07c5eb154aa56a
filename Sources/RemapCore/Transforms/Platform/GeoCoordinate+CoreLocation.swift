//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

#if canImport(CoreLocation)
  import CoreLocation

  extension GeoCoordinate {
    /// Creates a coordinate from Core Location's.
    ///
    /// - Parameter coordinate: The Core Location coordinate.
    public init(_ coordinate: CLLocationCoordinate2D) {
      self.init(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }

    /// Creates a coordinate from a location's.
    ///
    /// - Parameter location: The location.
    public init(_ location: CLLocation) {
      self.init(location.coordinate)
    }

    /// The coordinate as Core Location's.
    public var locationCoordinate: CLLocationCoordinate2D {
      CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// A location at the coordinate.
    public var location: CLLocation {
      CLLocation(latitude: latitude, longitude: longitude)
    }
  }
#endif
