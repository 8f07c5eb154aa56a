//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// `import Remap` gives all of the library: the core (JSON, the decoder and encoder, bridging,
// transforms), XML, and rewrite rules.
@_exported import RemapCore
@_exported import RemapRules
@_exported import RemapXML
