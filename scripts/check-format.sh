#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Fails when a C++ file is not formatted by the project's .clang-format.
#   scripts/check-format.sh          check
#   scripts/check-format.sh --fix    format in place
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files --cached --others --exclude-standard -- '*.cpp' '*.h' | while read -r f; do [ -f "$f" ] && echo "$f"; done)
if [ ${#files[@]} -eq 0 ]; then exit 0; fi
if [ "${1:-}" = "--fix" ]; then
  clang-format -i "${files[@]}"
  exit 0
fi
if ! clang-format --dry-run --Werror "${files[@]}" 2>/tmp/mantyx-format.log; then
  echo "check-format: these files need clang-format (scripts/check-format.sh --fix):"
  grep -oE '^[^:]+\.(cpp|h)' /tmp/mantyx-format.log | sort -u | sed 's/^/  /'
  exit 1
fi
echo "check-format: ${#files[@]} files formatted"
