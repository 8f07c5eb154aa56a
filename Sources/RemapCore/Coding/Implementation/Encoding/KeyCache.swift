//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

/// Converted keys, cached for one encode call: models repeat their keys in every object.
struct KeyCache {
  private var converted: [String: String] = [:]

  mutating func key(_ key: String, style: KeyStyle) -> String {
    if let cached = converted[key] { return cached }
    let result = style.apply(to: key)
    converted[key] = result
    return result
  }
}
