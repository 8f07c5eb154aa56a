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
# Builds RemapCore's DocC documentation with the toolchain's `docc` and fails on any
# warning: a broken or ambiguous link, a parameter the docs name that the code lacks.
#
#   Scripts/docs.sh [OUTPUT]
#
# Writes the archive to OUTPUT (default .build/RemapCore.doccarchive). Builds in
# .build-docs, so that the normal build keeps its flags, and needs no package plugin: the
# symbol graph comes from the compiler.
set -euo pipefail

cd "$(dirname "$0")/.."
output=${1:-.build/RemapCore.doccarchive}
graphs=.build-docs/symbol-graphs

# The compiler writes the symbol graph only when it compiles the module: build afresh
# (RemapCore depends on nothing, so this compiles it alone).
rm -rf .build-docs
mkdir -p "$graphs"
swift build --scratch-path .build-docs --target RemapCore \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs"
docc convert Sources/RemapCore/Documentation.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name RemapCore --fallback-bundle-identifier org.remap.RemapCore \
  --output-path "$output" --warnings-as-errors
