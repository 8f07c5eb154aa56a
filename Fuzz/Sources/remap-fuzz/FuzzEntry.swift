//===----------------------------------------------------------------------===//
//
// This source file is part of the Remap open source project
//
// Copyright (c) 2026 the Remap project authors
// Licensed under Apache License v2.0
//
//===----------------------------------------------------------------------===//

// libFuzzer's entry point. libFuzzer supplies `main`; this file only answers for one input.

import FuzzChecks

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The target named by `REMAP_FUZZ_TARGET`, chosen once.
private let target: any FuzzTarget.Type = {
  let name = getenv("REMAP_FUZZ_TARGET").map { String(cString: $0) } ?? ""
  guard let target = FuzzTargets.named(name) else {
    let names = FuzzTargets.all.map { $0.name }.joined(separator: ", ")
    fatalError("set REMAP_FUZZ_TARGET to one of: \(names) (got '\(name)')")
  }
  return target
}()

/// Runs one input; a broken invariant stops the fuzzer like a crash, so the input is saved.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let input = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  let problems = target.run(input)
  if !problems.isEmpty {
    fatalError("\(target.name): " + problems.joined(separator: "\n"))
  }
  return 0
}
