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
# Builds the DocC documentation of the library modules (Remap, RemapSchema) with the
# toolchain's `docc` and fails on any warning: a broken or ambiguous link, a parameter the
# docs name that the code lacks.
#
#   Scripts/docs.sh [OUTPUT-DIRECTORY]
#
# Writes MODULE.doccarchive into OUTPUT-DIRECTORY (default .build). Builds in .build-docs, so
# that the normal build keeps its flags, and needs no package plugin: the symbol graphs come
# from the compiler.
#
# `Remap` is documented as one module, as users import it: the compiler writes the symbols of
# the modules it re-exports (RemapCore, RemapXML, RemapRules) into its own graph, so its
# catalog (Sources/Remap/Documentation.docc) covers all three.
set -euo pipefail

cd "$(dirname "$0")/.."
output=${1:-.build}
graphs=.build-docs/symbol-graphs

# The compiler writes a symbol graph only when it compiles the module: build afresh. Building
# Remap compiles the modules it re-exports, and RemapSchema reuses them (same flags).
rm -rf .build-docs
mkdir -p "$graphs"
for target in Remap RemapSchema; do
  swift build --scratch-path .build-docs --target "$target" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs"
done

shopt -s nullglob
for module in Remap RemapSchema; do
  # Each catalog gets its own module's graphs (its symbols, and its extensions of others').
  mkdir -p "$graphs/$module"
  for graph in "$graphs/$module".symbols.json "$graphs/$module"@*.symbols.json; do
    mv "$graph" "$graphs/$module/"
  done
  docc convert "Sources/$module/Documentation.docc" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.remap.$module" \
    --output-path "$output/$module.doccarchive" --warnings-as-errors
done
