#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds, and starts MANTYX Run Inspector.
# With no display (no $DISPLAY / $WAYLAND_DISPLAY) it runs under a virtual X server
# (xvfb-run) and says so; pass -platform offscreen to run without any X server at all.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
./scripts/build.sh default
app=build/default/app/mantyx-inspector
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [[ " $* " != *" offscreen "* ]]; then
  echo "run: no display found; starting under xvfb-run (a virtual X server). Nothing will be"
  echo "run: visible on this machine; use a desktop session to see the window."
  exec xvfb-run -a -s "-screen 0 1280x800x24" "$app" "$@"
fi
exec "$app" "$@"
