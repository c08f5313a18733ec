#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Every benchmark of docs/performance.md in one go, ending with one line per figure:
#   BENCH <name> ours=<value><unit> base=<value><unit> ratio=<r> goal=<op><g> met|missed
#
#   scripts/bench.sh [--no-build] [--only NAME[,NAME...]]
#
# Builds the benchmark targets of the `default` preset into build/default when they are out of
# date (configuring it first if needed), then runs, one after the other: run-sse-bench.sh
# (generates the 64 MB SSE corpora into build/bench-corpus and installs the peer baseline into
# ~/.cache/mantyx-peer-baseline on first use; needs python3, node and npm), ingest_bench,
# ui_stall_bench, capture_bench, startup_bench, turnaround_bench and library_bench. Each prints
# its own BENCH lines; their whole output goes to build/bench-logs/<bench>.log and the BENCH lines
# are printed again at the end, in the fixed order below. A benchmark that is not built says
# `BENCH <name> missing`; one that crashed or failed says `BENCH <name> failed` and the script
# exits 1. Missed goals are results, not failures: the exit status is 0 then.
# --only runs the named benchmarks alone (run-sse-bench, ingest_bench, …; no BENCH line for the
# others). The machines are shared: read the ratios, and run it on a quiet machine.
set -uo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"
build=$repo/build/default
logs=$repo/build/bench-logs
do_build=1
only=
while [ $# -gt 0 ]; do
  case $1 in
    --no-build) do_build=0; shift ;;
    --only) only=",$2,"; shift 2 ;;
    -h|--help) sed -n '3,19p' "$0"; exit 0 ;;
    *) echo "bench.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done

# The benchmarks, in the order they run, and the figures each one prints.
benches=(run-sse-bench ingest_bench ui_stall_bench capture_bench startup_bench turnaround_bench
  library_bench)
declare -A figures=(
  [run-sse-bench]="framing-deltas framing-mixed decode-deltas decode-mixed"
  [ingest_bench]="ingest"
  [ui_stall_bench]="ui-stall-p99-50k ui-stall-max-50k ui-tail-lag-50k"
  [capture_bench]="capture-first-rows capture-indexed memory-ratio memory-per-event"
  [startup_bench]="startup"
  [turnaround_bench]="turnaround"
  [library_bench]="library"
)
# The build targets each needs (startup_bench depends on mantyx-inspector and startup_minimal).
declare -A targets=([run-sse-bench]=sse_bench)
order="framing-deltas framing-mixed decode-deltas decode-mixed ingest ui-stall-p99-50k
  ui-stall-max-50k ui-tail-lag-50k capture-first-rows capture-indexed memory-ratio
  memory-per-event startup turnaround library"

selected() { [ -z "$only" ] || [[ $only == *",$1,"* ]]; }
target_of() { echo "${targets[$1]:-$1}"; }

if [ "$do_build" = 1 ]; then
  export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$repo} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
  if [ ! -f "$build/build.ninja" ]; then
    cmake --preset default >/dev/null || exit 1
  fi
  # Only the targets this checkout defines: a benchmark not written yet is reported missing.
  known=$(cmake --build "$build" --target help 2>/dev/null | sed -n 's/^\([^:]*\):.*/\1/p')
  wanted=()
  for bench in "${benches[@]}"; do
    t=$(target_of "$bench")
    if selected "$bench" && grep -qx "$t" <<<"$known"; then
      wanted+=("$t")
    fi
  done
  if [ ${#wanted[@]} -gt 0 ]; then
    echo "== building ${wanted[*]}"
    cmake --build --preset default --target "${wanted[@]}" || exit 1
  fi
fi

mkdir -p "$logs"
declare -A lines  # figure name -> its BENCH line
status=0
for bench in "${benches[@]}"; do
  selected "$bench" || continue
  exe=$build/tests/bench/$(target_of "$bench")
  if [ ! -x "$exe" ]; then
    echo "== $bench: not built"
    for name in ${figures[$bench]}; do lines[$name]="BENCH $name missing"; done
    continue
  fi
  log=$logs/$bench.log
  echo "== $bench ($(date -u +%H:%M:%SZ), load average $(cut -d' ' -f1-3 /proc/loadavg))"
  if [ "$bench" = run-sse-bench ]; then
    tests/bench/run-sse-bench.sh "$build" 2>&1 | tee "$log"
  else
    "$exe" 2>&1 | tee "$log"
  fi
  rc=${PIPESTATUS[0]}
  for name in ${figures[$bench]}; do
    line=$(grep -E "^BENCH $name( |$)" "$log" | tail -n 1)
    if [ "$rc" -ne 0 ]; then
      lines[$name]="BENCH $name failed (exit $rc, see $log)"
    elif [ -n "$line" ]; then
      lines[$name]=$line
    else
      lines[$name]="BENCH $name missing (not printed by $bench)"
    fi
  done
  if [ "$rc" -ne 0 ]; then
    echo "bench.sh: $bench exited with $rc" >&2
    status=1
  fi
done

echo
echo "== $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
for name in $order; do
  [ -n "${lines[$name]:-}" ] && echo "${lines[$name]}"
done
exit $status
