//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Remap
import RemapBenchModels

/// The "transform-decode" row of a corpus with a model: `RemapDecoder` with one transform
/// registered, for a type the model does not contain (`RGBAColor`), beside `JSONDecoder`.
///
/// Compared with the "decode" row, it shows what a non-empty transform registry costs a
/// decode that never uses it: the look-up of each decoded type in the registry. (Its name
/// does not contain "decode" alone, so that `--filter "twitter decode"` selects the same rows
/// as before it existed.)
func transformRows<Model: CorpusModel>(
  _ model: Model.Type, corpus name: String, data: Data, options: Options,
  wanted: (String) -> Bool
) throws -> [Row] {
  guard wanted("transform-decode") else { return [] }
  var decoder = RemapDecoder()
  decoder.mappableFastPath = false  // as the "decode" row
  decoder.transforms.register(HexColorTransform())
  let row = try decodeRow(
    Model.self, with: decoder, corpus: name, operation: "transform-decode", data: data,
    options: options, itemCount: \.itemCount)
  return [row]
}
