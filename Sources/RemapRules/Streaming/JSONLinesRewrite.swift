//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import RemapCore

/// Rewrites JSON Lines (NDJSON) as a stream: reads the input in chunks, rewrites each line's
/// document, and hands the output lines on in batches, so that memory stays flat.
///
/// ```swift
/// let rewriter = try Rewriter(contentsOf: URL(filePath: "rules.json"))
/// let summary = try JSONLinesRewrite.run(
///   rewriter, input: FileHandle(forReadingFrom: URL(filePath: "places.ndjson")),
///   write: { FileHandle.standardOutput.write(Data($0)) })
/// for (line, keys) in summary.missing {
///   print("line \(line): missing \(keys.joined(separator: ", "))")
/// }
/// ```
///
/// Each line is read with ``JSONLinesReader`` and parsed as ``JSON`` on its own; blank lines
/// are passed over, and line numbers count every line. `remap rewrite --lines` runs it.
///
/// - Complexity: O(*n*) in the input's size; memory holds one chunk of input, the longest
///   line, and one batch of output.
public enum JSONLinesRewrite {
  /// What a run saw besides its output.
  public struct Summary {
    /// How many records (non-blank lines) were rewritten.
    public var records = 0
    /// How many input bytes were read.
    public var bytes = 0
    /// The first lines with missing required keys, with those keys sorted.
    public var missing: [(line: Int, keys: [String])] = []
    /// How many lines had missing required keys, including those not kept in ``missing``.
    public var linesWithMissingKeys = 0
    /// The first errors rules met, with their lines.
    public var errors: [(line: Int, error: RemapError)] = []
    /// How many errors rules met, including those not kept in ``errors``.
    public var errorCount = 0
    /// With `keepGoing`, how many lines were not valid JSON and were left out of the output.
    public var invalidLineCount = 0

    /// Creates an empty summary.
    public init() {}
  }

  /// A line that is not valid JSON.
  public struct InvalidLine: Error {
    /// The line's number, from 1.
    public var line: Int
    /// The parser's error, located in the whole input.
    public var error: RemapError
  }

  /// How many problems a summary keeps, so that a bad input cannot grow it without bound.
  public static let keptProblems = 20

  /// Rewrites each line of `input`.
  ///
  /// - Parameters:
  ///   - rewriter: The rules.
  ///   - input: The NDJSON input, read to its end.
  ///   - readingOptions: How strictly each line is parsed.
  ///   - keepGoing: Whether a line that is not valid JSON is reported to `invalidLine` and
  ///     left out, and the stream goes on, instead of ending the run.
  ///   - invalidLine: With `keepGoing`, called with each line that is not valid JSON.
  ///   - batchSize: How many output bytes to collect before calling `write`.
  ///   - write: Gets the output, one compact JSON document per line, in batches.
  ///   - progress: Called after each record with the records done and the input bytes
  ///     they took.
  /// - Returns: The records, bytes, missing keys and errors seen.
  /// - Throws: ``InvalidLine`` for the first line that is not valid JSON, unless
  ///   `keepGoing` (after writing the lines before it); ``RemapError`` when reading the input
  ///   fails or a line is longer than the reader's limit; what `write` throws.
  public static func run(
    _ rewriter: Rewriter, input: FileHandle, readingOptions: JSONReadingOptions = .strict,
    keepGoing: Bool = false, invalidLine: (InvalidLine) -> Void = { _ in },
    batchSize: Int = 1 << 18, write: ([UInt8]) throws -> Void,
    progress: (_ records: Int, _ bytes: Int) -> Void = { _, _ in }
  ) throws -> Summary {
    var reader = JSONLinesReader(fileHandle: input)
    var summary = Summary()
    // Each record is written straight into the batch, not into a buffer of its own.
    var output = ByteWriter(capacity: batchSize + 4096)
    while let line = try reader.nextLine() {
      let document: JSON
      do {
        document = try JSON(parsing: line, options: readingOptions)
      } catch {
        var error = error
        error.location?.line = reader.lineNumber
        error.location?.byteOffset += reader.lineOffset
        if keepGoing {
          summary.invalidLineCount += 1
          invalidLine(InvalidLine(line: reader.lineNumber, error: error))
          continue
        }
        if output.count > 0 { try write(output.bytes) }
        throw InvalidLine(line: reader.lineNumber, error: error)
      }
      let result = rewriter.rewrite(document)
      JSONWriter.write(result.output, into: &output, options: .withoutEscapingSlashes)
      output.write(UInt8(ascii: "\n"))
      summary.records += 1
      if !result.missingKeys.isEmpty {
        summary.linesWithMissingKeys += 1
        if summary.missing.count < keptProblems {
          summary.missing.append((reader.lineNumber, result.missingKeys.sorted()))
        }
      }
      for error in result.errors {
        summary.errorCount += 1
        if summary.errors.count < keptProblems {
          summary.errors.append((reader.lineNumber, error))
        }
      }
      if output.count >= batchSize {
        try write(output.bytes)
        output = ByteWriter(capacity: batchSize + 4096)
      }
      progress(summary.records, reader.bytesConsumed)
    }
    if output.count > 0 { try write(output.bytes) }
    summary.bytes = reader.bytesRead
    return summary
  }
}
