//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A progress line on standard error (records, MB, MB/s), redrawn in place a few times a
/// second; only for large inputs, and only when standard error is a terminal, unless forced
/// (`--progress`): then for any input, and where standard error is not a terminal (a log
/// file, which cannot redraw a line), each update on a line of its own.
struct ProgressLine {
  /// Inputs larger than this many bytes show progress.
  static let threshold = 10_000_000

  private let clock = ContinuousClock()
  private let started: ContinuousClock.Instant
  private var lastDrawn: ContinuousClock.Instant
  private let enabled: Bool
  /// Whether the input is known to be over the threshold, such as a large file, or progress
  /// is forced.
  private let large: Bool
  /// Whether each update redraws the line in place, on a terminal; otherwise it is a line of
  /// its own.
  private let redraws: Bool
  private let write: (String) -> Void

  /// Creates a progress line.
  ///
  /// - Parameters:
  ///   - quiet: Whether progress was turned off (`--quiet`).
  ///   - forced: Whether progress was asked for (`--progress`), whatever the input's size
  ///     and wherever standard error goes.
  ///   - totalBytes: The input's size when known (a file); otherwise progress starts once
  ///     the bytes read pass the threshold.
  ///   - isTerminal: Whether standard error is a terminal; by default, asks the system.
  ///   - write: Where the text goes; by default, standard error.
  init(
    quiet: Bool, forced: Bool = false, totalBytes: Int? = nil,
    isTerminal: Bool = isatty(STDERR_FILENO) == 1,
    write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
  ) {
    enabled = forced || (!quiet && isTerminal)
    large = forced || (totalBytes ?? 0) > Self.threshold
    redraws = isTerminal
    self.write = write
    started = clock.now
    lastDrawn = started
  }

  /// Redraws the line if the input is over the threshold and a quarter second has passed.
  ///
  /// - Parameters:
  ///   - records: The records done.
  ///   - bytes: The input bytes done.
  mutating func update(records: Int, bytes: Int) {
    guard enabled, large || bytes > Self.threshold else { return }
    let now = clock.now
    guard now - lastDrawn >= .milliseconds(250) else { return }
    lastDrawn = now
    draw(records: records, bytes: bytes, now: now)
  }

  /// Draws the final figures and ends the line, if the input passed the threshold.
  ///
  /// - Parameters:
  ///   - records: The records done.
  ///   - bytes: The input bytes read.
  mutating func finish(records: Int, bytes: Int) {
    guard enabled, large || bytes > Self.threshold else { return }
    draw(records: records, bytes: bytes, now: clock.now)
    if redraws { write("\n") }
  }

  /// The line's text: `remap: 12345 records, 34.5 MB, 56.7 MB/s`.
  static func text(records: Int, bytes: Int, seconds: Double) -> String {
    let megabytes = Double(bytes) / 1_000_000
    let rate = seconds > 0 ? megabytes / seconds : 0
    return String(
      format: "remap: %d record%@, %.1f MB, %.1f MB/s", records, records == 1 ? "" : "s",
      megabytes, rate)
  }

  private mutating func draw(records: Int, bytes: Int, now: ContinuousClock.Instant) {
    let elapsed = now - started
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let text = Self.text(records: records, bytes: bytes, seconds: seconds)
    write(redraws ? "\r" + text : text + "\n")
  }
}
