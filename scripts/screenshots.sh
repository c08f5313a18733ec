#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Refreshes docs/screenshots/: builds the default preset and runs the GUI tests that take
# pictures (MANTYX_SCREENSHOT_DIR) — the main window with finished runs of each kind, the
# timeline, a pending call, the spec editor, the connection chooser, the local handlers panel.
# Offscreen rendering needs no display; look at every PNG before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/build.sh default
out="$PWD/docs/screenshots"
mkdir -p "$out"
for t in tst_mainwindowrun tst_timelineview tst_speceditorpanel tst_connectionchooser \
         tst_localhandlerspanel tst_composerpanel tst_toollisteditor; do
  exe="build/default/tests/ui/$t"
  [ -x "$exe" ] || continue
  echo "== $t"
  MANTYX_SCREENSHOT_DIR="$out" QT_QPA_PLATFORM=offscreen "$exe" >/dev/null
done
ls -1 "$out"
