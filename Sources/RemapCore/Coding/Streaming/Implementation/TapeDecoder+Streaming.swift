//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

extension TapeDecoder {
  /// Decodes the root of `source` as a `T`, reusing this decoder: its core starts over on
  /// `source` (see ``DecodingCore/restart(with:)``) and keeps what the documents before it
  /// taught.
  func decodeDocument<T: Decodable>(
    _ type: T.Type, from source: consuming TapeSource
  ) throws(RemapError) -> T {
    try core.options.transforms.checkPaths()
    core.restart(with: source)
    do {
      return try decodeValue(type)
    } catch {
      throw core.remapError(from: error)
    }
  }
}
