#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs every Debian 12 package that building, running and testing MANTYX Run
# Inspector needs. Idempotent: packages already present are left alone, and apt is
# not touched at all when nothing is missing.
set -euo pipefail

packages=(
  # toolchain
  build-essential cmake ninja-build ccache pkg-config git file dpkg-dev clang-format
  mold                                    # the linker (cmake/buildspeed.cmake; lld or ld otherwise)
  # the fuzz preset: clang with libFuzzer and the sanitizer runtimes
  clang-14 libclang-rt-14-dev
  # Qt 6.4 and the libraries ARCHITECTURE.md names
  qt6-base-dev qt6-base-dev-tools libgl-dev libxcb1-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools linguist-qt6
  qt6-httpserver-dev qt6-websockets-dev   # Qt HTTP Server's CMake config needs WebSockets
  qt6-networkauth-dev qtkeychain-qt6-dev qt6-svg-dev libqt6sql6-sqlite
  qt6-charts-dev libqt6opengl6-dev        # Qt Charts' CMake config needs OpenGL widgets
  qt6-qpa-plugins libqt6svg6
  qt6-translations-l10n                   # Qt's own texts (qtbase_de.qm: "Abbrechen")
  libvalijson-dev libsimdjson-dev
  libdtl-dev                              # sequence alignment (Wu's O(NP) diff) for run compare
  liblz4-dev                              # LZ4: a run's stored event bytes, compressed (EventStore)
  # running headless: virtual X server, fonts, screenshots
  xvfb xauth fonts-dejavu-core imagemagick
  # packages: the RPM builder and the checkers of the DEB, RPM, manual pages, desktop entry and
  # AppStream metainfo (tests/packaging, packaging/README.md)
  rpm lintian rpmlint man-db desktop-file-utils appstream nsis
  shared-mime-info                        # update-mime-database (tests/desktop)
  # tests: real Secret Service, Python for the corpus generator
  dbus dbus-x11 gnome-keyring libsecret-tools python3
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done
# Node.js + npm for test peers and the benchmark baseline; keep an existing install.
if ! command -v node >/dev/null 2>&1; then missing+=(nodejs); fi
if ! command -v npm >/dev/null 2>&1; then missing+=(npm); fi

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install-deps: done"
