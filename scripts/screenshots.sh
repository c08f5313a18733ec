#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Refreshes docs/screenshots/: builds the default preset and runs the GUI tests that take
# pictures (MANTYX_SCREENSHOT_DIR) — the main window with finished runs of each kind, the
# timeline, a pending call, the composer's pages and tool editors, the raw spec editor, the
# connection chooser and profile dialog, the local handlers panel, the main window and the
# composer's Behaviour page at 1280×800 and 1366×768 in English and German (tst_screenfit),
# the replay bar of a capture paused mid-run (tst_mainwindowcapture), the main window with a dark
# palette (tst_systemappearance).
# A missing test or a failing one stops the script: no half-refreshed set of pictures.
# Offscreen rendering needs no display; look at every PNG before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/build.sh default
out="$PWD/docs/screenshots"
mkdir -p "$out"
for t in tst_mainwindowrun tst_timelineview tst_runchartsview tst_rawspeceditor tst_connectionchooser tst_comparewindow \
         tst_connectionprofiledialog tst_localhandlerspanel tst_composerpanel tst_toollisteditor \
         tst_screenfit tst_rerunrecordedanswers tst_mainwindowcapture tst_systemappearance; do
  exe="build/default/tests/ui/$t"
  if [ ! -x "$exe" ]; then
    echo "screenshots: $exe was not built" >&2
    exit 1
  fi
  echo "== $t"
  if ! MANTYX_SCREENSHOT_DIR="$out" QT_QPA_PLATFORM=offscreen "$exe" >"/tmp/screenshots-$t.log" 2>&1; then
    echo "screenshots: $t failed; its output is in /tmp/screenshots-$t.log" >&2
    tail -20 "/tmp/screenshots-$t.log" >&2
    exit 1
  fi
done
ls -1 "$out"
