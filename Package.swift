// swift-tools-version:6.2
//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import PackageDescription

let package = Package(
  name: "Remap",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Remap", targets: ["Remap"]),
    .library(name: "RemapSchema", targets: ["RemapSchema"]),
    .executable(name: "remap", targets: ["RemapCLI"]),
    .executable(name: "remap-bench", targets: ["RemapBench"]),
  ],
  dependencies: [
    // Used by the command-line tool only; the libraries depend on nothing but the toolchain.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // MARK: - Libraries

    // The value model, JSON scanner and writer, bridging, errors. Depends on nothing.
    .target(
      name: "RemapCore",
      swiftSettings: [.strictMemorySafety()]
    ),
    // The umbrella module users import.
    .target(name: "Remap", dependencies: ["RemapCore"]),
    // Infers a shape from sample values, and writes it as Swift models or JSON Schema
    // (`remap generate`). A tool's concern, so apps that only map data do not build it.
    .target(name: "RemapSchema", dependencies: ["RemapCore"]),

    // MARK: - Tools

    .executableTarget(
      name: "RemapCLI",
      dependencies: [
        "Remap",
        "RemapSchema",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // `swift run -c release remap-bench`: Remap beside Foundation in the same run.
    .executableTarget(name: "RemapBench", dependencies: ["Remap"]),

    // MARK: - Tests

    .testTarget(
      name: "RemapCoreTests",
      dependencies: ["Remap", "RemapFuzzChecks"],
      resources: [.copy("Fixtures")]
    ),
    // The fuzz targets' checks, shared by the fuzzers (Fuzz/, built by Scripts/fuzz.sh) and
    // the tests that replay Tests/Fixtures/fuzz-regressions.
    .target(name: "RemapFuzzChecks", dependencies: ["Remap"], path: "Tests/RemapFuzzChecks"),
    // Calls the commands' functions directly, and runs the built `remap` for exit codes.
    .testTarget(name: "RemapCLITests", dependencies: ["RemapCLI"]),
    .testTarget(
      name: "RemapSchemaTests",
      dependencies: ["Remap", "RemapSchema"],
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
