// swift-tools-version:6.2
//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// The fuzzers, in a package of their own so that `swift build` of Remap never builds them.
// Build and run one with `Scripts/fuzz.sh TARGET SECONDS`; see Fuzz/README.md.

import PackageDescription

// A path dependency is identified by its folder's name, whatever the clone is called.
let remapIdentity = Context.packageDirectory.split(separator: "/").dropLast().last
  .map { String($0).lowercased() } ?? "remap"

let package = Package(
  name: "RemapFuzz",
  dependencies: [.package(path: "..")],
  targets: [
    // The checks live in Tests/RemapFuzzChecks (this folder is a link to it), so that the
    // tests replay kept inputs through exactly the code the fuzzers run.
    .target(
      name: "FuzzChecks",
      dependencies: [.product(name: "Remap", package: remapIdentity)],
      path: "Sources/FuzzChecks"
    ),
    // One libFuzzer binary for every target; REMAP_FUZZ_TARGET chooses which one runs.
    .executableTarget(name: "remap-fuzz", dependencies: ["FuzzChecks"]),
  ],
  swiftLanguageModes: [.v6]
)
