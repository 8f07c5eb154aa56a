// swift-tools-version:6.0
//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import PackageDescription

// Remap beside Foundation and two other Swift JSON libraries, IkigaJSON and swift-extras-json,
// on the same bytes in the same run. A package of its own, so that the peers never become
// dependencies of Remap: see README.md.
let package = Package(
  name: "Peers",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Remap", path: "../.."),
    .package(url: "https://github.com/orlandos-nl/IkigaJSON", exact: "2.3.2"),
    .package(url: "https://github.com/swift-extras/swift-extras-json", exact: "0.6.0"),
  ],
  targets: [
    .executableTarget(
      name: "Peers",
      dependencies: [
        .product(name: "Remap", package: "Remap"),
        .product(name: "IkigaJSON", package: "IkigaJSON"),
        .product(name: "ExtrasJSON", package: "swift-extras-json"),
      ])
  ]
)
