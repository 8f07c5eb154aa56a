//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

extension RemapEncoder {
  /// How many bytes of output are gathered before each write.
  static let streamBatchSize = 1 << 16

  /// Writes values as JSON Lines (NDJSON): each value as compact JSON on a line of its own,
  /// in batches, so that memory holds one batch however many values there are.
  ///
  /// ```swift
  /// try RemapEncoder().encodeLines(events, to: FileHandle.standardOutput)
  /// ```
  ///
  /// The encoder's options apply to every value, except
  /// ``JSONWritingOptions/prettyPrinted``: a value must fit on one line.
  ///
  /// - Parameters:
  ///   - values: The values, written in order.
  ///   - handle: Where to write, from its current position.
  /// - Throws: ``RemapError`` for a value that cannot be encoded (after writing the values
  ///   before it), or ``RemapError/Code/streamWriteFailed`` when writing fails.
  public func encodeLines<Values: Sequence>(
    _ values: Values, to handle: FileHandle
  ) throws(RemapError) where Values.Element: Encodable {
    var batch = LineBatch(encoder: self)
    for value in values {
      if let full = try batch.append(value) { try Self.write(full, to: handle) }
    }
    try Self.write(batch.bytes, to: handle)
  }

  /// Writes values from an asynchronous sequence as JSON Lines (NDJSON) to an asynchronous
  /// byte sink, such as a network channel or an `AsyncStream`'s continuation.
  ///
  /// ```swift
  /// try await encoder.encodeLines(events) { bytes in try await channel.write(bytes) }
  /// ```
  ///
  /// - Parameters:
  ///   - values: The values, written in order.
  ///   - write: Called with the output in batches of about 64 KiB, each ending with a line
  ///     ending.
  /// - Throws: ``RemapError`` for a value that cannot be encoded (after writing the values
  ///   before it); what `values` or `write` throws.
  public func encodeLines<Values: AsyncSequence>(
    _ values: Values, to write: ([UInt8]) async throws -> Void
  ) async throws where Values.Element: Encodable {
    var batch = LineBatch(encoder: self)
    for try await value in values {
      if let full = try batch.append(value) { try await write(full) }
    }
    if !batch.bytes.isEmpty { try await write(batch.bytes) }
  }

  static func write(_ bytes: [UInt8], to handle: FileHandle) throws(RemapError) {
    guard !bytes.isEmpty else { return }
    do {
      try handle.write(contentsOf: bytes)
    } catch {
      throw RemapError(
        .streamWriteFailed, "cannot write the output: \(error.localizedDescription)",
        underlying: error)
    }
  }
}

/// Encoded lines gathered into a batch.
private struct LineBatch {
  var encoder: RemapEncoder
  var bytes: [UInt8] = []

  init(encoder: RemapEncoder) {
    self.encoder = encoder
    self.encoder.outputFormatting.remove(.prettyPrinted)
    bytes.reserveCapacity(RemapEncoder.streamBatchSize + 4096)
  }

  /// Adds a value's line.
  ///
  /// - Returns: The batch to write, when it is full.
  mutating func append(_ value: some Encodable) throws(RemapError) -> [UInt8]? {
    bytes += try encoder.encode(value)
    bytes.append(UInt8(ascii: "\n"))
    guard bytes.count >= RemapEncoder.streamBatchSize else { return nil }
    defer {
      bytes = []
      bytes.reserveCapacity(RemapEncoder.streamBatchSize + 4096)
    }
    return bytes
  }
}
