//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// The median time of repeated runs of one operation, after a warm-up.
struct Measurement {
  /// The median time of one run, in seconds.
  var medianSeconds: Double
  /// How many timed runs the median is over.
  var runs: Int

  /// Runs `remap` and `foundation` alternately, ``runsPerTurn`` runs of each per round, until
  /// both `minimumRuns` and `minimumSeconds` are reached, and returns the two medians.
  ///
  /// Alternating means both sides see the same machine load, so the ratio stays fair on a
  /// shared, noisy machine even when the absolute figures drift. A `nil` side is skipped
  /// and has no measurement.
  static func compare(
    minimumRuns: Int, minimumSeconds: Double,
    remap: (() throws -> Int)?, foundation: (() throws -> Int)?
  ) throws -> (remap: Measurement?, foundation: Measurement?) {
    guard remap != nil || foundation != nil else { return (nil, nil) }
    var sink = 0
    for _ in 0..<2 {  // warm caches and lazily initialized state
      if let remap { sink &+= try remap() }
      if let foundation { sink &+= try foundation() }
    }
    var remapTimes: [Double] = []
    var foundationTimes: [Double] = []
    let clock = ContinuousClock()
    func time(_ body: () throws -> Int) rethrows -> Double {
      if usesCPUTime {
        let start = threadCPUSeconds()
        sink &+= try body()
        return threadCPUSeconds() - start
      }
      let start = clock.now
      sink &+= try body()
      let elapsed = clock.now - start
      return Double(elapsed.components.seconds)
        + Double(elapsed.components.attoseconds) * 1e-18
    }
    let started = clock.now
    var rounds = 0
    while rounds < minimumRuns || (clock.now - started) < .seconds(minimumSeconds) {
      for _ in 0..<runsPerTurn {
        guard let remap else { break }
        if flushesCaches { CacheSweep.run() }
        remapTimes.append(try time(remap))
      }
      for _ in 0..<runsPerTurn {
        guard let foundation else { break }
        if flushesCaches { CacheSweep.run() }
        foundationTimes.append(try time(foundation))
      }
      rounds += runsPerTurn
      if rounds >= 10_000 { break }
    }
    blackHole(sink)
    return (
      remap.map { _ in Measurement(times: remapTimes) },
      foundation.map { _ in Measurement(times: foundationTimes) }
    )
  }

  /// Whether runs are timed by the CPU time of the measuring thread (`--cpu-time`) rather
  /// than by the wall clock.
  ///
  /// On a shared machine, time spent waiting for a core counts on the wall clock but not as
  /// CPU time, so CPU-time ratios vary much less with the load. Set once, from the command
  /// line, before anything is measured.
  nonisolated(unsafe) static var usesCPUTime = false

  /// How many runs of one side follow each other before the other side's turn
  /// (`--runs-per-turn`, default 1).
  ///
  /// A run right after the other side's works in the heap and the caches that side left
  /// behind; with several runs a turn, most runs follow one of their own side. Set once, from
  /// the command line, before anything is measured.
  nonisolated(unsafe) static var runsPerTurn = 1

  /// Whether each run, of either side, starts with the caches swept (`--flush-caches`).
  ///
  /// Both sides then run cold, as a parse does in an app between other work, and neither
  /// works in what the other left behind. Set once, from the command line, before anything
  /// is measured.
  nonisolated(unsafe) static var flushesCaches = false

  /// The CPU time the calling thread has used, in seconds.
  private static func threadCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
  }

  private init(times: [Double]) {
    let sorted = times.sorted()
    medianSeconds = sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    runs = sorted.count
  }
}

/// Writes and reads a buffer twice the size of the machine's last-level cache, evicting
/// what any earlier run left in the caches.
enum CacheSweep {
  /// 64 MB: twice the 32 MB L3 of the machines the figures come from.
  private static let bytes = 64 << 20
  nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<UInt64>.allocate(
    capacity: bytes / 8)
  nonisolated(unsafe) private static var round: UInt64 = 0

  static func run() {
    round &+= 1
    var sum: UInt64 = 0
    // One word per 64-byte line is enough to own the line.
    for index in stride(from: 0, to: bytes / 8, by: 8) {
      buffer[index] = round &+ UInt64(truncatingIfNeeded: index)
      sum &+= buffer[index]
    }
    blackHole(Int(truncatingIfNeeded: sum))
  }
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole(_ value: Int) {
  if value == 0x5EED_CAFE { print("") }
}
