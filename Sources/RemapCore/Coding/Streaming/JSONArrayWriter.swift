//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Writes one JSON array an element at a time, in batches, so that memory holds one batch
/// however many elements there are: the writing side of
/// ``RemapDecoder/elements(of:from:atPath:options:)-(_,URL,_,_)``.
///
/// ```swift
/// var writer = JSONArrayWriter(to: FileHandle.standardOutput)
/// for record in records {
///   try writer.append(record)
/// }
/// try writer.finish()
/// ```
///
/// The output is `[` and the elements, each compact JSON on a line of its own, then `]` and
/// a line ending. Call ``finish()`` to close the array: an unfinished writer leaves the
/// array open.
public struct JSONArrayWriter {
  private var encoder: RemapEncoder
  private let write: ([UInt8]) throws -> Void
  private var batch: [UInt8] = []
  private var finished = false

  /// How many elements have been appended.
  public private(set) var count = 0

  /// Creates a writer to a file handle.
  ///
  /// - Parameters:
  ///   - handle: Where to write, from its current position.
  ///   - encoder: How to encode each element; its pretty printing is ignored.
  public init(to handle: FileHandle, encoder: RemapEncoder = RemapEncoder()) {
    self.init(encoder: encoder) { bytes throws(RemapError) in
      try RemapEncoder.write(bytes, to: handle)
    }
  }

  /// Creates a writer that hands its output to a closure.
  ///
  /// - Parameters:
  ///   - encoder: How to encode each element; its pretty printing is ignored.
  ///   - write: Called with the output in batches of about 64 KiB.
  public init(encoder: RemapEncoder = RemapEncoder(), write: @escaping ([UInt8]) throws -> Void) {
    self.encoder = encoder
    self.encoder.outputFormatting.remove(.prettyPrinted)
    self.write = write
  }

  /// Encodes and appends an element.
  ///
  /// - Parameter value: The element.
  /// - Throws: ``RemapError`` when the value cannot be encoded (nothing of it is written) or
  ///   the output cannot be written.
  public mutating func append(_ value: some Encodable) throws(RemapError) {
    precondition(!finished, "JSONArrayWriter.append(_:) after finish()")
    let element = try encoder.encode(value)
    batch += count == 0 ? [UInt8(ascii: "[")] : [UInt8(ascii: ","), UInt8(ascii: "\n")]
    batch += element
    count += 1
    if batch.count >= RemapEncoder.streamBatchSize { try flush() }
  }

  /// Closes the array and writes what is left.
  ///
  /// - Throws: ``RemapError/Code/streamWriteFailed`` when the output cannot be written.
  public mutating func finish() throws(RemapError) {
    guard !finished else { return }
    finished = true
    if count == 0 { batch.append(UInt8(ascii: "[")) }
    batch += [UInt8(ascii: "]"), UInt8(ascii: "\n")]
    try flush()
  }

  private mutating func flush() throws(RemapError) {
    defer { batch.removeAll(keepingCapacity: true) }
    do {
      try write(batch)
    } catch let error as RemapError {
      throw error
    } catch {
      throw RemapError(
        .streamWriteFailed, "cannot write the output: \(error.localizedDescription)",
        underlying: error)
    }
  }
}
