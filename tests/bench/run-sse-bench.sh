#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# SSE parser benchmark beside the peer baseline, in one session, and the ratios between them
# (docs/performance.md). The machines are shared: only ratios measured together mean anything.
#
#   tests/bench/run-sse-bench.sh [BUILD_DIR] [--repeat N] [--rounds N]
#
# Each tool runs --repeat times per call (default 3, like the peer; framing and the memchr
# ceiling 5x that) and the whole sequence, ours and the baselines interleaved, runs --rounds
# times (default 3); every figure is the best seen, so a burst of load from another process
# does not land on one side only. The corpora are measured as generated (the envelope shape)
# and rewritten in the official SDKs' flat shape (flatten-sse-corpus.py, informational).
# Ends with one line per issue-17 figure: BENCH <name> ours=... base=... ratio=... goal=... met|missed
# BUILD_DIR defaults to build/default (the `default` preset: RelWithDebInfo, -O2) and must
# hold a built sse_bench (cmake --build --preset default --target sse_bench). The 64 MB
# corpora are generated into build/bench-corpus on first use. Needs python3, node and npm.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
build=$repo/build/default
repeat=3
rounds=3
while [ $# -gt 0 ]; do
  case $1 in
    --repeat) repeat=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    -h|--help) sed -n '3,18p' "$0"; exit 0 ;;
    *) build=$(cd "$1" && pwd); shift ;;
  esac
done
shared=${MANTYX_SHARED_DIR:-$repo/../shared}
bench=$build/tests/bench/sse_bench
corpora=$repo/build/bench-corpus
if [ ! -x "$bench" ]; then
  echo "run-sse-bench: $bench not built (cmake --build $build --target sse_bench)" >&2
  exit 1
fi

mkdir -p "$corpora"
for profile in deltas mixed; do
  if [ ! -s "$corpora/$profile-64.sse" ] || [ ! -s "$corpora/$profile-64.summary" ]; then
    echo "== generating $corpora/$profile-64.sse"
    python3 "$shared/bench/make-sse-corpus.py" "$corpora/$profile-64.sse" --mb 64 \
      --profile "$profile" | tail -n 1 >"$corpora/$profile-64.summary"
  fi
  # The same frames in the official SDKs' flat shape: {"seq":N,...payload}, type on `event:`.
  if [ ! -s "$corpora/$profile-flat-64.sse" ] || [ ! -s "$corpora/$profile-flat-64.summary" ] ||
    [ "$corpora/$profile-64.sse" -nt "$corpora/$profile-flat-64.sse" ]; then
    echo "== generating $corpora/$profile-flat-64.sse"
    python3 "$repo/tests/bench/flatten-sse-corpus.py" "$corpora/$profile-64.sse" \
      "$corpora/$profile-flat-64.sse" >"$corpora/$profile-flat-64.summary"
  fi
done

# The last line of each tool: "<name>: X MB/s Y frames/s" (ours) or "... events/s" (peer).
mbps() { tail -n 1 | awk '{ for (i = 1; i < NF; ++i) if ($(i + 1) == "MB/s") print $i }'; }
# The checksum of a tool's first run line (ours with --decode and the peer with --json: sum of seq).
checksum() { sed -n '1s/.*checksum=\([0-9]*\).*/\1/p'; }

# Framing and its memchr ceiling take ~20 ms per pass over 64 MB: a burst of load on a shared
# machine swamps a best of 3, so they get more passes (still well under a second each).
fast_repeat=$((repeat * 5))

# Each run prints its lines indented and leaves its best MB/s in $result.
ours() { # corpus repeat [--decode | --qjson]
  local corpus=$1 n=$2 out expected got
  shift 2
  out=$("$bench" "$corpus" "$@" --repeat "$n")
  echo "$out" | sed 's/^/    /'
  # A frame count other than the generator's means a parser bug, not a slow run.
  expected=$(sed -E 's/.*frames=([0-9]+).*/\1/' "${corpus%.sse}.summary")
  got=$(echo "$out" | sed -n '1p' | awk '{ print $3 }')
  if [ "$got" != "$expected" ]; then
    echo "run-sse-bench: $corpus: $got frames, the generator wrote $expected" >&2
    exit 1
  fi
  result=$(echo "$out" | mbps)
  sum=$(echo "$out" | checksum)
}
ceiling() { # corpus: memchr finding every LF, for scale
  local out
  out=$("$bench" "$1" --memchr --repeat "$fast_repeat")
  echo "$out" | sed 's/^/    /'
  result=$(echo "$out" | mbps)
}
peer() { # corpus [--json]
  local out
  out=$("$shared/bench/run-peer-baseline.sh" "$@" --repeat "$repeat")
  echo "$out" | sed 's/^/    /'
  result=$(echo "$out" | mbps)
  sum=$(echo "$out" | checksum)
}
# Our typed events must carry the seq values JSON.parse found: the same sum on both sides.
same_sum() { # corpus ours peer
  if [ "$2" != "$3" ]; then
    echo "run-sse-bench: $1: decode checksum $2, the peer's --json checksum $3" >&2
    exit 1
  fi
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
verdict() { awk -v r="$1" -v g="$2" 'BEGIN { print (r >= g ? "met" : "missed") }'; }
declare -A best
keep() { # key value: best[key] = max
  best[$1]=$(awk -v a="${best[$1]:-0}" -v b="$2" 'BEGIN { print (b > a ? b : a) }')
}

echo "== $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "   node $(node --version); best of $repeat runs ($fast_repeat for framing and memchr) x $rounds rounds"
for round in $(seq 1 "$rounds"); do
  for profile in deltas mixed; do
    corpus=$corpora/$profile-64.sse
    echo "== round $round, $profile: $(cut -d' ' -f1-2 "$corpora/$profile-64.summary"), load average $(cut -d' ' -f1-3 /proc/loadavg)"
    ceiling "$corpus"; keep "$profile-memchr" "$result"
    ours "$corpus" "$fast_repeat"; keep "$profile-ours-framing" "$result"
    ceiling "$corpus"; keep "$profile-memchr" "$result"
    peer "$corpus"; keep "$profile-peer-framing" "$result"
    ours "$corpus" "$repeat" --decode; keep "$profile-ours-decode" "$result"; ours_sum=$sum
    ours "$corpus" "$repeat" --qjson; keep "$profile-ours-qjson" "$result"
    peer "$corpus" --json; keep "$profile-peer-json" "$result"
    same_sum "$corpus" "$ours_sum" "$sum"
    flat=$corpora/$profile-flat-64.sse
    echo "== round $round, $profile in the SDKs' flat shape: $(cut -d' ' -f1-2 "$corpora/$profile-flat-64.summary")"
    ours "$flat" "$repeat" --decode; keep "$profile-flat-ours-decode" "$result"; ours_sum=$sum
    peer "$flat" --json; keep "$profile-flat-peer-json" "$result"
    same_sum "$flat" "$ours_sum" "$sum"
  done
done

echo
printf '%-12s %-34s %9s %9s %7s\n' corpus measurement "ours MB/s" "base MB/s" ratio
row() { # corpus label ours base goal
  local r
  r=$(ratio "$3" "$4")
  printf '%-12s %-34s %9s %9s %6sx  %s\n' "$1" "$2" "$3" "$4" "$r" \
    "$([ -n "$5" ] && echo "goal >= ${5}x: $(verdict "$r" "$5")" || echo "(for reference)")"
}
for profile in deltas mixed; do
  row "$profile" "framing vs memchr newline scan" "${best[$profile-ours-framing]}" \
    "${best[$profile-memchr]}" 0.8
  row "$profile" "framing vs peer framing" "${best[$profile-ours-framing]}" \
    "${best[$profile-peer-framing]}" ""
  row "$profile" "framing + EventDecoder vs --json" "${best[$profile-ours-decode]}" \
    "${best[$profile-peer-json]}" 3
  row "$profile" "framing + QJsonDocument vs --json" "${best[$profile-ours-qjson]}" \
    "${best[$profile-peer-json]}" ""
  row "$profile-flat" "framing + EventDecoder vs --json" "${best[$profile-flat-ours-decode]}" \
    "${best[$profile-flat-peer-json]}" ""
done
echo
for profile in deltas mixed; do
  echo "flat $profile (informational): decode ours=${best[$profile-flat-ours-decode]}MB/s" \
    "base=${best[$profile-flat-peer-json]}MB/s" \
    "ratio=$(ratio "${best[$profile-flat-ours-decode]}" "${best[$profile-flat-peer-json]}")"
done
bench_line() { # name ours base goal
  local r
  r=$(ratio "$2" "$3")
  echo "BENCH $1 ours=$2MB/s base=$3MB/s ratio=$r goal=>=$4 $(verdict "$r" "$4")"
}
for profile in deltas mixed; do
  bench_line "framing-$profile" "${best[$profile-ours-framing]}" "${best[$profile-memchr]}" 0.8
done
for profile in deltas mixed; do
  bench_line "decode-$profile" "${best[$profile-ours-decode]}" "${best[$profile-peer-json]}" 3
done
