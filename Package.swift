// swift-tools-version:6.2
//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "Remap",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Remap", targets: ["Remap"]),
    // The parts of Remap, for a package that wants less than all of it: `RemapCore` alone
    // (JSON, `[String: Any]`, the coders) builds neither XML nor rewrite rules.
    .library(name: "RemapCore", targets: ["RemapCore"]),
    .library(name: "RemapXML", targets: ["RemapXML"]),
    .library(name: "RemapRules", targets: ["RemapRules"]),
    // `@Mappable` and its attributes; re-exports Remap. Only this product builds swift-syntax.
    .library(name: "RemapMacros", targets: ["RemapMacros"]),
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
    .trait(
      name: "XMLCoder",
      description: "remap-bench's XML rows also decode with XMLCoder, for comparison."
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
    // Used by remap-bench only, for its XMLCoder comparison, when the XMLCoder trait is enabled.
    .package(url: "https://github.com/CoreOffice/XMLCoder", from: "0.18.2"),
    // Used by the macro plugin only, at build time. A range, so that a package which also
    // depends on another macro library resolves one version that suits both.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
  ],
  targets: [
    // MARK: - Libraries

    // The value model, the JSON scanner, tape and writer, the decoding and encoding engine,
    // bridging, transforms, errors. Depends on nothing.
    .target(
      name: "RemapCore",
      swiftSettings: [.strictMemorySafety()]
    ),
    // XML in and out: its scanner and writer, and the decoder's and encoder's XML entry points,
    // over the core's engine.
    .target(
      name: "RemapXML",
      dependencies: ["RemapCore"],
      swiftSettings: [.strictMemorySafety()]
    ),
    // Rewrite rules: `Rewriter`, rules files, and rewriting JSON Lines as a stream.
    .target(
      name: "RemapRules",
      dependencies: ["RemapCore"],
      swiftSettings: [.strictMemorySafety()]
    ),
    // The umbrella module users import: re-exports the three above.
    .target(name: "Remap", dependencies: ["RemapCore", "RemapXML", "RemapRules"]),
    // Infers a shape from sample values, and writes it as Swift models or JSON Schema
    // (`remap generate`). A tool's concern, so apps that only map data do not build it.
    .target(name: "RemapSchema", dependencies: ["RemapCore"]),

    // MARK: - Macros

    // The declarations of `@Mappable` and its attributes, re-exporting Remap.
    .target(name: "RemapMacros", dependencies: ["Remap", "RemapMacrosPlugin"]),
    // The compiler plugin that expands them; runs in the compiler, never linked into an app.
    .macro(
      name: "RemapMacrosPlugin",
      dependencies: [
        "RemapMacroExpansions",
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    // The expansions themselves, a plain library so that their tests need not be built for
    // the host as a test of a macro target would be (with the other tests, which import the
    // `remap` executable).
    .target(
      name: "RemapMacroExpansions",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
      ]
    ),

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
    // The corpus models, shared by the benchmarks. They are `@Mappable`, so the benchmarks
    // build the macro plugin too.
    .target(name: "RemapBenchModels", dependencies: ["RemapMacros"]),
    // `swift run -c release remap-bench`: Remap beside Foundation in the same run.
    .executableTarget(
      name: "RemapBench",
      dependencies: [
        "Remap",
        "RemapBenchModels",
        .product(name: "XMLCoder", package: "XMLCoder", condition: .when(traits: ["XMLCoder"])),
      ]),
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

    // The tests of each library target, one test target each; RemapCoreTests also holds the
    // tests that cross the targets (reliability, conversions agreeing with rules files).
    .testTarget(
      name: "RemapCoreTests",
      dependencies: ["Remap", "RemapXML", "RemapRules", "RemapFuzzChecks", "RemapTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "RemapXMLTests", dependencies: ["Remap", "RemapXML", "RemapTestSupport"]),
    .testTarget(name: "RemapRulesTests", dependencies: ["Remap", "RemapRules"]),
    // What several test targets share: seeded random values for property tests.
    .target(name: "RemapTestSupport", dependencies: ["Remap"], path: "Tests/RemapTestSupport"),
    // The fuzz targets' checks, shared by the fuzzers (Fuzz/, built by Scripts/fuzz.sh) and
    // the tests that replay Tests/Fixtures/fuzz-regressions.
    .target(name: "RemapFuzzChecks", dependencies: ["Remap"], path: "Tests/RemapFuzzChecks"),
    // Calls the commands' functions directly, and runs the built `remap` for exit codes.
    .testTarget(name: "RemapCLITests", dependencies: ["RemapCLI"]),
    // Expansions and diagnostics of the macros, checked against the plugin directly.
    .testTarget(
      name: "RemapMacroExpansionTests",
      dependencies: [
        "RemapMacroExpansions",
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
      ]
    ),
    // `@Mappable` models decoded and encoded end to end, by Remap and by Foundation.
    .testTarget(name: "RemapMacrosTests", dependencies: ["RemapMacros"]),
    // The same, in a module whose declarations are main-actor isolated by default: the
    // generated conformances must still be usable off the main actor.
    .testTarget(
      name: "RemapMacrosIsolationTests",
      dependencies: ["RemapMacros"],
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
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
