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
# SOURCES is a checkout whose Sources/RemapCore (and Sources/RemapXML, where XML lives since the
# split) is measured (default: this one), so that another commit can be measured with the same
# probe: `git archive COMMIT Sources | tar -x -C DIR`. Each module is built on its own, as an
# app uses it, with `swiftc -O -wmo`.
set -euo pipefail

cd "$(dirname "$0")/.."
root=$PWD
sources=${1:-$root}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# build MODULE [LIBRARY...]: a release library of Sources/MODULE, linked against LIBRARY.
build() {
  local module=$1
  shift
  echo "==> building $module from $sources (release)" >&2
  # shellcheck disable=SC2046
  swiftc -O -wmo -parse-as-library -swift-version 6 -strict-memory-safety -package-name Remap \
    -module-name "$module" -emit-module -emit-module-path "$out/$module.swiftmodule" \
    -I "$out" -L "$out" "$@" -Xlinker -rpath -Xlinker "$out" \
    -emit-library -o "$out/lib$module.so" $(find "$sources/Sources/$module" -name '*.swift')
}
build RemapCore
libraries=(-lRemapCore)
if [[ -d $sources/Sources/RemapXML ]]; then
  build RemapXML -lRemapCore
  libraries+=(-lRemapXML)
fi
echo "==> building the probe" >&2
swiftc -O -swift-version 5 -I "$out" -L "$out" "${libraries[@]}" -Xlinker -rpath -Xlinker "$out" \
  "$root/Scripts/StackUsage/main.swift" -o "$out/stack-usage"
"$out/stack-usage"
