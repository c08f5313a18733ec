#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Brings translations/*.ts up to date with the sources. lupdate is given the source folders,
# not the file list of the CMake lupdate target: with the list it loses the namespace of some
# classes (the composer's editors) and files their texts under contexts tr() never asks for.
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=/usr/lib/qt6/bin/lupdate
command -v "$lupdate" >/dev/null || lupdate=$(command -v lupdate)
for ts in translations/*.ts; do
  "$lupdate" src ui app -ts "$ts" -no-obsolete -locations none
done
