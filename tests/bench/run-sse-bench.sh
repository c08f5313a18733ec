#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# SSE parser benchmark beside the peer baseline, in one session, and the ratios between them
# (docs/performance.md). The machines are shared: only ratios measured together mean anything.
#
#   tests/bench/run-sse-bench.sh [BUILD_DIR] [--repeat N] [--rounds N]
#
# Each tool runs --repeat times per call (default 3, like the peer) and the whole sequence,
# ours and the peer interleaved, runs --rounds times (default 2); every figure is the best
# seen, so a burst of load from another process does not land on one side only.
# BUILD_DIR defaults to build/default (the `default` preset: RelWithDebInfo, -O2) and must
# hold a built sse_bench (cmake --build --preset default --target sse_bench). The 64 MB
# corpora are generated into build/bench-corpus on first use. Needs python3, node and npm.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
build=$repo/build/default
repeat=3
rounds=2
while [ $# -gt 0 ]; do
  case $1 in
    --repeat) repeat=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    -h|--help) sed -n '3,15p' "$0"; exit 0 ;;
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
done

# The last line of each tool: "<name>: X MB/s Y frames/s" (ours) or "... events/s" (peer).
mbps() { tail -n 1 | awk '{ for (i = 1; i < NF; ++i) if ($(i + 1) == "MB/s") print $i }'; }

# Each run prints its lines indented and leaves its best MB/s in $result.
ours() { # corpus [--decode | --qjson]
  local out expected got
  out=$("$bench" "$@" --repeat "$repeat")
  echo "$out" | sed 's/^/    /'
  # A frame count other than the generator's means a parser bug, not a slow run.
  expected=$(sed -E 's/.*frames=([0-9]+).*/\1/' "${1%.sse}.summary")
  got=$(echo "$out" | sed -n '1p' | awk '{ print $3 }')
  if [ "$got" != "$expected" ]; then
    echo "run-sse-bench: $1: $got frames, the generator wrote $expected" >&2
    exit 1
  fi
  result=$(echo "$out" | mbps)
}
ceiling() { # corpus: memchr finding every LF, for scale
  local out
  out=$("$bench" "$1" --memchr --repeat "$repeat")
  echo "$out" | sed 's/^/    /'
  result=$(echo "$out" | mbps)
}
peer() { # corpus [--json]
  local out
  out=$("$shared/bench/run-peer-baseline.sh" "$@" --repeat "$repeat")
  echo "$out" | sed 's/^/    /'
  result=$(echo "$out" | mbps)
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
verdict() { awk -v r="$1" -v g="$2" 'BEGIN { print (r >= g ? "met" : "MISSED") }'; }
declare -A best
keep() { # key value: best[key] = max
  best[$1]=$(awk -v a="${best[$1]:-0}" -v b="$2" 'BEGIN { print (b > a ? b : a) }')
}

echo "== $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "   node $(node --version); best of $repeat runs x $rounds rounds"
for round in $(seq 1 "$rounds"); do
  for profile in deltas mixed; do
    corpus=$corpora/$profile-64.sse
    echo "== round $round, $profile: $(cut -d' ' -f1-2 "$corpora/$profile-64.summary"), load average $(cut -d' ' -f1-3 /proc/loadavg)"
    ceiling "$corpus"; keep "$profile-memchr" "$result"
    ours "$corpus"; keep "$profile-ours-framing" "$result"
    peer "$corpus"; keep "$profile-peer-framing" "$result"
    ours "$corpus" --decode; keep "$profile-ours-decode" "$result"
    ours "$corpus" --qjson; keep "$profile-ours-qjson" "$result"
    peer "$corpus" --json; keep "$profile-peer-json" "$result"
  done
done

echo
printf '%-7s %-34s %9s %9s %7s\n' corpus measurement "ours MB/s" "peer MB/s" ratio
row() { # profile label ours peer goal
  local r
  r=$(ratio "$3" "$4")
  printf '%-7s %-34s %9s %9s %6sx  %s\n' "$1" "$2" "$3" "$4" "$r" \
    "$([ -n "$5" ] && echo "goal >= ${5}x: $(verdict "$r" "$5")" || echo "(for reference)")"
}
for profile in deltas mixed; do
  row "$profile" "framing" "${best[$profile-ours-framing]}" "${best[$profile-peer-framing]}" 3
  row "$profile" "framing + EventDecoder vs --json" "${best[$profile-ours-decode]}" \
    "${best[$profile-peer-json]}" 1.5
  row "$profile" "framing + QJsonDocument vs --json" "${best[$profile-ours-qjson]}" \
    "${best[$profile-peer-json]}" ""
done
echo
for profile in deltas mixed; do
  echo "$profile: a bare memchr newline scan runs at ${best[$profile-memchr]} MB/s here;" \
    "our framing is $(ratio "${best[$profile-ours-framing]}" "${best[$profile-memchr]}")x that"
done
