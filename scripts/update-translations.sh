#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Brings translations/mantyx_<lang>.ts up to date with the sources, for every language listed in
# translations/languages.txt, and the English plural forms (mantyx_en.ts); a language without a
# .ts yet gets a new one (all its texts unfinished). lupdate is given the source folders, not the file list of the CMake lupdate
# target: with the list it loses the namespace of some classes (the composer's editors) and files
# their texts under contexts tr() never asks for.
#
#   scripts/update-translations.sh             update translations/*.ts in place
#   scripts/update-translations.sh --ts-dir D  update the copies in D instead (tests/i18n
#                                              compares them with the committed files)
# LUPDATE=/path/to/lupdate picks the lupdate to run.
set -euo pipefail
cd "$(dirname "$0")/.."
tsDir=translations
if [[ ${1:-} == --ts-dir ]]; then
  tsDir=${2:?--ts-dir needs a folder}
fi
lupdate=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
[[ -x $lupdate ]] || lupdate=$(command -v lupdate)
languages=$(sed -e 's/#.*//' -e 's/[[:space:]]//g' translations/languages.txt | grep -v '^$')
for lang in $languages; do
  ts=$tsDir/mantyx_$lang.ts
  new=()
  [[ -e $ts ]] || new=(-source-language en_US -target-language "$lang")
  "$lupdate" -silent src ui app -ts "$ts" -no-obsolete -locations none "${new[@]}"
done
# English is the source language; its file holds only the plural forms of the %n texts
# ("%n call(s)" → "1 call", "2 calls"), which the app loads whenever it speaks English.
ts=$tsDir/mantyx_en.ts
new=()
[[ -e $ts ]] || new=(-source-language en_US -target-language en)
"$lupdate" -silent src ui app -ts "$ts" -pluralonly -no-obsolete -locations none "${new[@]}"
