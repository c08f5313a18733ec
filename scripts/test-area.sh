#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Rebuilds and re-tests one area after a change, with the `default` preset: the test programs
# declared in tests/AREA/ (and what they link, so a change under src/AREA or ui/ is rebuilt), then
# those tests alone. AREA is a folder of tests/: sse, protocol, sandbox, client, localtools, run,
# secrets, jsonschema, spec, ui, i18n, app, layering, conformance, soak.
#   scripts/test-area.sh run            build tests/run's targets, run its tests
#   scripts/test-area.sh ui -R compose  extra arguments go to ctest
# The tests of an area carry its name as a CTest label: `ctest --preset default -L run` alone.
# Tests that need a Secret Service start their own private one; the others need no display.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ] || [ ! -d "tests/$1" ]; then
  echo "usage: scripts/test-area.sh AREA [ctest arguments]; AREA one of:" \
    "$(cd tests && ls -d */ | tr -d / | grep -vx 'bench\|fuzz\|support\|peers' | tr '\n' ' ')" >&2
  exit 2
fi
area=$1
shift
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
[ -f build/default/build.ninja ] || cmake --preset default >/dev/null
# tests/AREA/all: the Ninja target of every target declared in that folder (and their inputs);
# tst_capturesecrets is the suite's closing check of the capture files the tests wrote.
cmake --build --preset default --target "tests/$area/all" tst_capturesecrets
# By label from the top, so the suite's fixtures (the capture audit) run around them as usual.
ctest --preset default -L "^$area\$" --output-on-failure "$@"
