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
    // The server integrations. Each is empty but for `Remap` unless its trait is enabled, so
    // a package that depends on `Remap` alone never builds SwiftNIO, Vapor or Hummingbird.
    .library(name: "RemapNIO", targets: ["RemapNIO"]),
    .library(name: "RemapVapor", targets: ["RemapVapor"]),
    .library(name: "RemapHummingbird", targets: ["RemapHummingbird"]),
    .executable(name: "remap", targets: ["RemapCLI"]),
    .executable(name: "remap-bench", targets: ["RemapBench"]),
    .executable(name: "remap-load", targets: ["RemapLoadBench"]),
  ],
  traits: [
    .trait(name: "NIO", description: "Decode from and encode into SwiftNIO's ByteBuffer."),
    .trait(
      name: "Vapor",
      description: "RemapDecoder and RemapEncoder as Vapor's content coders.",
      enabledTraits: ["NIO"]
    ),
    .trait(
      name: "Hummingbird",
      description: "RemapDecoder and RemapEncoder as Hummingbird's request and response coders.",
      enabledTraits: ["NIO"]
    ),
    .default(enabledTraits: []),
  ],
  dependencies: [
    // Used by the command-line tool only; the libraries depend on nothing but the toolchain.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Used by the server integrations only, and only when their traits are enabled.
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
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

    // MARK: - Server integrations (traits NIO, Vapor, Hummingbird)

    // Decoding from and encoding into `ByteBuffer`, in place.
    .target(
      name: "RemapNIO",
      dependencies: [
        "Remap",
        "RemapCore",
        .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["NIO"])),
      ]
    ),
    .target(
      name: "RemapVapor",
      dependencies: [
        "RemapNIO",
        .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
      ]
    ),
    .target(
      name: "RemapHummingbird",
      dependencies: [
        "RemapNIO",
        .product(
          name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
      ]
    ),

    // MARK: - Tools

    .executableTarget(
      name: "RemapCLI",
      dependencies: [
        "Remap",
        "RemapSchema",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The corpus models, shared by the benchmarks.
    .target(name: "RemapBenchModels", dependencies: ["Remap"]),
    // `swift run -c release remap-bench`: Remap beside Foundation in the same run.
    .executableTarget(name: "RemapBench", dependencies: ["Remap", "RemapBenchModels"]),
    // `swift run -c release --traits Vapor,Hummingbird remap-load CORPUS`: live servers under
    // concurrent keep-alive clients, Remap beside JSONDecoder as the app's coder.
    .executableTarget(
      name: "RemapLoadBench",
      dependencies: [
        "RemapBenchModels",
        "RemapVapor",
        "RemapHummingbird",
        .product(
          name: "AsyncHTTPClient", package: "async-http-client",
          condition: .when(traits: ["Vapor", "Hummingbird"])),
      ]
    ),

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
    // Live servers on local ports: `swift test --traits Vapor,Hummingbird`.
    .testTarget(
      name: "RemapNIOTests",
      dependencies: [
        "RemapNIO",
        .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["NIO"])),
      ]
    ),
    .testTarget(
      name: "RemapVaporTests",
      dependencies: [
        "RemapVapor",
        .product(name: "VaporTesting", package: "vapor", condition: .when(traits: ["Vapor"])),
        .product(
          name: "AsyncHTTPClient", package: "async-http-client",
          condition: .when(traits: ["Vapor"])),
      ]
    ),
    .testTarget(
      name: "RemapHummingbirdTests",
      dependencies: [
        "RemapHummingbird",
        .product(
          name: "HummingbirdTesting", package: "hummingbird",
          condition: .when(traits: ["Hummingbird"])),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
