#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Each program's manual page: man renders it without a warning (as lintian checks it), lexgrog
# reads its NAME line, it names the version, and every option the program's --help lists is
# described in it.
#   check_manpages.sh VERSION MAN_DIR PROGRAM...
set -euo pipefail
version=$1 man_dir=$2
shift 2
failures=0
for program in "$@"; do
  name=$(basename "$program")
  page="$man_dir/$name.1"
  [ -f "$page" ] || { echo "FAIL: no manual page $page" >&2; failures=$((failures + 1)); continue; }
  warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z "$page" 2>&1 >/dev/null)
  if [ -n "$warnings" ]; then
    echo "FAIL: man --warnings on $name.1:" >&2; echo "$warnings" >&2; failures=$((failures + 1))
  fi
  lexgrog "$page" | grep -q "\"$name - " || { echo "FAIL: lexgrog cannot read the NAME of $name.1" >&2; failures=$((failures + 1)); }
  grep -q "^\.TH .*\"MANTYX Run Inspector $version\"" "$page" || { echo "FAIL: $name.1 does not name version $version" >&2; failures=$((failures + 1)); }
  # The options of --help: "  -h, --help   ..." / "  --port <n>   ...".
  options=$(env -u DISPLAY -u WAYLAND_DISPLAY "$program" --help | grep -Eo '^  (-[A-Za-z], )?--[a-z0-9-]+' | grep -Eo -- '--[a-z0-9-]+')
  [ -n "$options" ] || { echo "FAIL: $name --help lists no options" >&2; failures=$((failures + 1)); continue; }
  count=0
  for option in $options; do
    count=$((count + 1))
    escaped=${option//-/\\-}  # troff writes a hyphen of an option as \-
    grep -qF -- "$escaped" "$page" || { echo "FAIL: $name.1 does not describe $option" >&2; failures=$((failures + 1)); }
  done
  echo "$name.1: $count options of --help described"
done
[ "$failures" -eq 0 ] || { echo "$failures problem(s)" >&2; exit 1; }
