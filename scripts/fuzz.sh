#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the fuzz preset and runs libFuzzer targets by hand, for longer than the test run does.
# Prints per target the executions and the cov:/ft: figures of libFuzzer's final stats, and writes
# them as a Markdown table to build/fuzz/fuzz-stats.md (docs/reliability.md quotes such a table).
#   scripts/fuzz.sh                          every target, 60 s each
#   scripts/fuzz.sh 600 sseparser capture    ten minutes each for two targets
# Finds accumulate in build/fuzz/tests/fuzz/corpus/<target>/; a crash leaves its input in
# build/fuzz/tests/fuzz/corpus/<target>/artifacts/ and makes the script fail at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
if [ $# -gt 0 ]; then shift; fi
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(sed -n 's/^mantyx_add_fuzzer(\([a-z0-9_]*\).*/\1/p' tests/fuzz/CMakeLists.txt)
fi

./scripts/build.sh fuzz
dir=build/fuzz/tests/fuzz
table=build/fuzz/fuzz-stats.md
{
  echo "| Target | Seconds | Executions | cov | ft | Corpus files |"
  echo "| --- | ---: | ---: | ---: | ---: | ---: |"
} > "$table"
failed=()
for t in "${targets[@]}"; do
  log=$dir/fuzz_$t.log
  echo "== fuzz_$t: $seconds s (log: $log)"
  status=0
  MANTYX_FUZZ_SECONDS=$seconds tests/fuzz/run-fuzzer.sh fuzz "$dir/fuzz_$t" tests/fuzz \
    "$dir/corpus" "$seconds" > "$log" 2>&1 || status=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n1)
  done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -n1 || true)
  cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<< "$done_line")
  ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<< "$done_line")
  files=$(find "$dir/corpus/$t/corpus" -type f | wc -l)
  if [ "$status" -ne 0 ]; then
    failed+=("$t")
    echo "   CRASH (exit $status): see $log and $dir/corpus/$t/artifacts/"
    echo "| $t | $seconds | ${execs:-?} | crash | crash | $files |" >> "$table"
    continue
  fi
  echo "   executions ${execs:-?}, cov ${cov:-?}, ft ${ft:-?}, corpus $files files"
  echo "| $t | $seconds | ${execs:-?} | ${cov:-?} | ${ft:-?} | $files |" >> "$table"
done
echo "== table: $table"
cat "$table"
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: crashes in ${failed[*]}" >&2
  exit 1
fi
