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
# Runs remap-bench of an earlier commit and of this checkout turn about, and says how the
# ratios to Foundation compare: how much faster the code is than it was, measured in the
# same minutes. On a shared machine a row's ratio drifts by ±10% from one run to the next,
# so a figure from another day is no baseline.
#
#   Scripts/bench-against.sh COMMIT ROUNDS FILTER [FILTER...]
#
# COMMIT's remap-bench is built (release) in a worktree under .build/bench-against/, this
# checkout's in .build as usual. Each round runs, for each FILTER (a remap-bench --filter,
# e.g. "twitter parse"), COMMIT's bench and then this one. Runs are timed by the wall clock,
# since older benches have no --cpu-time. The corpora are ../shared/corpora unless
# REMAP_CORPORA names another folder. At the end, per row: each side's median ratio over the
# rounds, and the median of the rounds' quotients (this checkout's ratio over COMMIT's).
set -euo pipefail

cd "$(dirname "$0")/.."
root=$PWD

if [[ $# -lt 3 ]]; then
  echo "usage: Scripts/bench-against.sh COMMIT ROUNDS FILTER [FILTER...]" >&2
  exit 2
fi
commit=$(git rev-parse --short "$1")
rounds=$2
shift 2
corpora=${REMAP_CORPORA:-$root/../shared/corpora}

earlier="$root/.build/bench-against/$commit"
if [[ ! -d $earlier ]]; then
  mkdir -p "$(dirname "$earlier")"
  git worktree add --detach "$earlier" "$commit" >/dev/null
fi
echo "building remap-bench at $commit and here (release)" >&2
(cd "$earlier" && swift build -c release --product remap-bench >/dev/null)
swift build -c release --product remap-bench >/dev/null

# Prints the ratio (without its "x") of the first row that matches $2, from bench $1.
ratio() {
  "$1" --corpora "$corpora" --filter "$2" 2>/dev/null \
    | awk -v row="$2" '!found && $1 " " $2 == row { sub(/x$/, "", $5); print $5; found = 1 }'
}

median() {
  sort -g | awk '{ values[NR] = $1 } END { if (NR) print values[int((NR + 1) / 2)] }'
}

results=$(mktemp)
trap 'rm -f "$results"' EXIT
for ((round = 1; round <= rounds; round++)); do
  for row in "$@"; do
    before=$(ratio "$earlier/.build/release/remap-bench" "$row")
    after=$(ratio "$root/.build/release/remap-bench" "$row")
    if [[ -z $before || -z $after ]]; then
      echo "no row \"$row\" in one of the benches (a corpus and an operation, e.g. \"twitter parse\")" >&2
      exit 1
    fi
    printf '%s\t%s\t%s\n' "$row" "$before" "$after" | tee -a "$results"
  done
done

echo
printf '%-28s %10s %10s %10s\n' row "$commit" here quotient
for row in "$@"; do
  before=$(awk -F'\t' -v row="$row" '$1 == row { print $2 }' "$results" | median)
  after=$(awk -F'\t' -v row="$row" '$1 == row { print $3 }' "$results" | median)
  quotient=$(awk -F'\t' -v row="$row" '$1 == row { printf "%.3f\n", $3 / $2 }' "$results" | median)
  printf '%-28s %9sx %9sx %9sx\n' "$row" "$before" "$after" "$quotient"
done
