#!/usr/bin/env bash
#===----------------------------------------------------------------------===//
#
# This source file is part of the Remap open source project
#
# Copyright (c) 2026 the Remap project authors
# Licensed under Apache License v2.0
#
#===----------------------------------------------------------------------===//
#
# Runs the concurrency tests under the thread sanitizer: every suite whose name contains
# "Concurrency" (ConcurrencyTests, RemapDecoderConcurrencyTests, ...), or the filter given.
#
#   Scripts/tsan.sh [FILTER]
#
# Builds in .build-tsan so that the normal build is left alone. Note: on Linux,
# `Synchronization.Mutex` gives false race reports under the sanitizer; code that must pass
# it uses NSLock or atomics.
set -euo pipefail

cd "$(dirname "$0")/.."
filter=${1:-Concurrency}

# Stop at the first report, so that a race fails the run even if the tests pass.
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"

swift build --scratch-path .build-tsan --sanitize=thread --product RemapPackageTests
swift test --scratch-path .build-tsan --sanitize=thread --skip-build --filter "$filter"
