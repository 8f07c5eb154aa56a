//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

extension TapeDecoder {
  /// The answers to "does this type conform to..." that one decoding found, kept to start the
  /// next: a stream decodes many small documents of the same types, and asking the runtime
  /// again for each element would cost more than some elements take to decode.
  struct TypeCaches {
    var arrays = TypeCache<(any TapeDecodableArray.Type)?>()
    var mappables = TypeCache<(any Mappable.Type)?>()
  }

  /// Decodes the root of `source` as a `T`, starting from the type caches of the decodings
  /// before it and leaving this one's for the next.
  static func decode<T: Decodable>(
    _ type: T.Type, from source: TapeSource, options: RemapDecoder,
    reusing caches: inout TypeCaches
  ) throws(RemapError) -> T {
    var core = Core(source: source, options: options)
    swap(&core.arrayTypeCache, &caches.arrays)
    swap(&core.mappableTypeCache, &caches.mappables)
    let decoder = TapeDecoder(core: core)
    defer {
      unsafe swap(&caches.arrays, &decoder.core.pointee.arrayTypeCache)
      unsafe swap(&caches.mappables, &decoder.core.pointee.mappableTypeCache)
    }
    do {
      return try decoder.decodeValue(type)
    } catch {
      throw unsafe decoder.core.pointee.remapError(from: error)
    }
  }
}
