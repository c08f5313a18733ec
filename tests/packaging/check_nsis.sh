#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The Windows installer's script, as CPack writes it from packaging/cpack.cmake, built by makensis
# (NSIS runs on Linux too; the programs in it are this build's, so the .exe is only a check that
# the script compiles): it must exist, and its script must associate .mxrun with the app on
# install and remove that on uninstall.
#   check_nsis.sh BINARY_DIR OUT_DIR VERSION
set -euo pipefail
binary_dir=$1 out=$2 version=$3

fail() { echo "FAIL: $*" >&2; exit 1; }
command -v makensis >/dev/null || fail "makensis is not installed (scripts/install-deps.sh installs nsis)"

rm -rf "$out"
mkdir -p "$out"
if ! cpack -G NSIS -B "$out" --config "$binary_dir/CPackConfig.cmake" >"$out/cpack.log" 2>&1; then
  cat "$out/cpack.log" >&2
  find "$out" -name NSISOutput.log -exec cat {} + >&2 || true
  fail "cpack -G NSIS"
fi
shopt -s nullglob
exes=("$out"/mantyx-inspector-"$version"-*.exe)
[ ${#exes[@]} -eq 1 ] || fail "expected one installer in $out, found: $(ls "$out")"
script=$(find "$out/_CPack_Packages" -name project.nsi | head -1)
[ -n "$script" ] || fail "no project.nsi under $out/_CPack_Packages"
expect() { grep -Fq -- "$1" "$script" || fail "project.nsi lacks: $1"; }
expect "WriteRegStr HKCR '.mxrun' '' 'MantyxRunInspector.Capture'"
expect "WriteRegStr HKCR 'MantyxRunInspector.Capture\\shell\\open\\command' '' '\$\\\"\$INSTDIR\\bin\\mantyx-inspector.exe\$\\\" \$\\\"%1\$\\\"'"
expect "WriteRegStr HKCR 'MantyxRunInspector.Capture\\DefaultIcon' '' '\$INSTDIR\\bin\\mantyx-inspector.exe,0'"
expect "DeleteRegKey HKCR 'MantyxRunInspector.Capture'"
expect "MANTYX Run Inspector"
echo "installer: $(basename "${exes[0]}") ($(stat -c %s "${exes[0]}") bytes); .mxrun association in $script"
