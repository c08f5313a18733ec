#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds, and runs every test: the `default` preset
# (RelWithDebInfo, warnings as errors), the `asan` preset (ASan + UBSan) and the `fuzz` preset
# (each libFuzzer target for 60 s, two at a time, and its regression inputs once).
# The default preset's tests also build the DEB, RPM and TGZ, run lintian and rpmlint, and (as root)
# install the .deb, use the installed programs and purge it again (tests/packaging).
#   scripts/test.sh            all three presets
#   scripts/test.sh default    one preset
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
./scripts/install-peers.sh
./scripts/check-format.sh
presets=("$@")
if [ ${#presets[@]} -eq 0 ]; then presets=(default asan fuzz); fi
for preset in "${presets[@]}"; do
  echo "== build: $preset"
  ./scripts/build.sh "$preset"
  echo "== test: $preset"
  # Tests that need a Secret Service get a private D-Bus session with an unlocked keyring.
  dbus-run-session -- sh -c 'echo "" | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; exec ctest --preset "$0"' "$preset"
done
