#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs one libFuzzer target (tests/fuzz/CMakeLists.txt registers both forms as tests):
#   run-fuzzer.sh fuzz    <binary> <tests/fuzz dir> <work dir> <seconds> [libFuzzer flags...]
#     fuzzes for <seconds> (MANTYX_FUZZ_SECONDS in the environment wins) over a writable copy
#     of corpus/<name>/ in <work dir>/<name>, with dicts/<name>.dict when there is one;
#   run-fuzzer.sh regress <binary> <tests/fuzz dir>
#     runs every file of regressions/<name>/ once.
# <name> is the binary's name without its fuzz_ prefix. A crash leaves its input beside the
# work copy (crash-*, leak-*, timeout-*) and fails the test.
set -euo pipefail
mode=$1 binary=$(readlink -f "$2") source=$(readlink -f "$3")
name=$(basename "$binary")
name=${name#fuzz_}

if [ "$mode" = regress ]; then
  shopt -s nullglob
  inputs=("$source/regressions/$name"/*)
  if [ ${#inputs[@]} -eq 0 ]; then
    echo "fuzz_$name: no regression inputs"
    exit 0
  fi
  exec "$binary" -rss_limit_mb=2048 -timeout=10 "${inputs[@]}"
fi

work=$4/$name seconds=${MANTYX_FUZZ_SECONDS:-$5}
shift 5
mkdir -p "$work/corpus" "$work/artifacts"
work=$(readlink -f "$work")
# New finds accumulate in the work copy between runs; the seeds are copied over it each time.
cp -R "$source/corpus/$name/." "$work/corpus/"
dict=()
if [ -f "$source/dicts/$name.dict" ]; then dict=(-dict="$source/dicts/$name.dict"); fi
cd "$work"
exec "$binary" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
  -artifact_prefix="$work/artifacts/" "${dict[@]}" "$@" corpus
