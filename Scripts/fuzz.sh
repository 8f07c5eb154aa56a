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
# Builds the fuzzers (Fuzz/, libFuzzer with the address sanitizer) and runs one target.
#
#   Scripts/fuzz.sh --list                 the target names, one a line
#   Scripts/fuzz.sh TARGET SECONDS [ARGS]  fuzz TARGET for SECONDS; ARGS go to libFuzzer
#   Scripts/fuzz.sh TARGET --replay FILE…  run the given inputs once each, no fuzzing
#
# The working corpus grows in Fuzz/.corpus/TARGET (seeded from small shipped fixtures);
# crashing, hanging or leaking inputs land in Fuzz/.artifacts/TARGET/. Keep each one that
# needed a fix in Tests/Fixtures/fuzz-regressions/TARGET/, which `swift test` replays.
set -euo pipefail

cd "$(dirname "$0")/.."
root=$PWD
checks="$root/Tests/RemapFuzzChecks"

usage() {
  echo "usage: Scripts/fuzz.sh --list | TARGET SECONDS [libFuzzer args] | TARGET --replay FILE..." >&2
  exit 2
}

# Each target is a type in Tests/RemapFuzzChecks declaring `static let name = "..."`.
list_targets() {
  sed -n 's/^ *public static let name = "\([^"]*\)".*/\1/p' "$checks"/*.swift
}

[[ $# -ge 1 ]] || usage
if [[ $1 == --list ]]; then
  list_targets
  exit 0
fi
[[ $# -ge 2 ]] || usage
target=$1
shift
if ! list_targets | grep -qx -- "$target"; then
  echo "error: no fuzz target '$target'; the targets are:" >&2
  list_targets >&2
  exit 2
fi

# Known here (Swift 6.3 on Linux): --sanitize=fuzzer with -sanitize=fuzzer,address passed to
# swiftc keeps both sanitizers; two --sanitize flags to swift build keep only one.
scratch="$root/Fuzz/.build"
# SwiftPM does not notice files added to the root package's targets when it builds them as a
# dependency; touching the manifest makes it plan the build again (a second or two).
touch "$root/Fuzz/Package.swift"
echo "==> building remap-fuzz (libFuzzer + address sanitizer)" >&2
swift build --package-path "$root/Fuzz" --scratch-path "$scratch" -c debug \
  --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
  --product remap-fuzz >&2
binary="$scratch/debug/remap-fuzz"

# A Swift trap under the address sanitizer is misreported unless Swift's backtracer is off.
export SWIFT_BACKTRACE=enable=no
export REMAP_FUZZ_TARGET=$target
# Allocations that live as long as the process (Fuzz/lsan-suppressions.txt says which and why)
# are not leaks.
export LSAN_OPTIONS="suppressions=$root/Fuzz/lsan-suppressions.txt ${LSAN_OPTIONS:-}"

if [[ $1 == --replay ]]; then
  shift
  exec "$binary" -runs=1 "$@"
fi

seconds=$1
shift
[[ $seconds =~ ^[0-9]+$ ]] || usage

corpus="$root/Fuzz/.corpus/$target"
artifacts="$root/Fuzz/.artifacts/$target"
mkdir -p "$corpus" "$artifacts"

# Seeds: JSONTestSuite's small documents (valid, invalid and implementation-defined), the
# target's own seeds, and every input kept as a regression for it.
seeds=("$root/Tests/RemapCoreTests/Fixtures/JSONTestSuite")
[[ -d $root/Fuzz/Seeds/$target ]] && seeds+=("$root/Fuzz/Seeds/$target")
[[ -d $root/Tests/Fixtures/fuzz-regressions/$target ]] &&
  seeds+=("$root/Tests/Fixtures/fuzz-regressions/$target")

echo "==> fuzzing $target for $seconds s" >&2
"$binary" "$corpus" "${seeds[@]}" \
  -max_total_time="$seconds" -timeout=10 -max_len=4096 -rss_limit_mb=2048 \
  -artifact_prefix="$artifacts/" -print_final_stats=1 "$@"
