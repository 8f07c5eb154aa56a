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
# Measures, in a release build, the stack bytes per level of nesting of each recursive path
# (decoding bytes, trees and XML, reports, transforms, encoding; Foundation's coders beside
# them), the deepest documents a 512 KB thread decodes, and the deepest `JSON` value a 512 KB
# thread frees. Prints Markdown tables.
#
#   Scripts/stack-usage.sh [SOURCES]
#
# SOURCES is a checkout whose Sources/RemapCore is measured (default: this one), so that
# another commit can be measured with the same probe: `git archive COMMIT Sources | tar -x -C DIR`.
# RemapCore is built as its own module, as an app uses it, with `swiftc -O -wmo`.
set -euo pipefail

cd "$(dirname "$0")/.."
root=$PWD
sources=${1:-$root}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

echo "==> building RemapCore from $sources (release)" >&2
# shellcheck disable=SC2046
swiftc -O -wmo -parse-as-library -swift-version 6 -strict-memory-safety -package-name Remap \
  -module-name RemapCore -emit-module -emit-module-path "$out/RemapCore.swiftmodule" \
  -emit-library -o "$out/libRemapCore.so" $(find "$sources/Sources/RemapCore" -name '*.swift')
echo "==> building the probe" >&2
swiftc -O -swift-version 5 -I "$out" -L "$out" -lRemapCore -Xlinker -rpath -Xlinker "$out" \
  "$root/Scripts/StackUsage/main.swift" -o "$out/stack-usage"
"$out/stack-usage"
