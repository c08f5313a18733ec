#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Configures and builds one CMake preset (default: "default"). Used by run.sh and test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
preset=${1:-default}
export CCACHE_DIR=${CCACHE_DIR:-$HOME/.cache/ccache}
# Paths under the checkout are hashed relative to it, so another clone reuses the cache.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD}
# With debug info ccache also hashes the build folder unless told not to: without this, no
# object of another clone or worktree is ever reused.
export CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
# Precompiled headers (cmake/buildspeed.cmake): without these ccache caches no file that uses
# one (the build presets set the same).
export CCACHE_SLOPPINESS=${CCACHE_SLOPPINESS:-pch_defines,time_macros,include_file_mtime,include_file_ctime}
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset"
