#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the DEB, the TGZ and (where rpmbuild exists) the RPM of a build folder with CPack, checks
# what they hold, and runs lintian on the .deb and rpmlint (where installed) on the .rpm: an error
# fails, and so does a warning whose tag packaging/README.md does not explain.
#   check_packages.sh BINARY_DIR OUT_DIR VERSION README
set -euo pipefail
binary_dir=$1 out=$2 version=$3 readme=$4

fail() { echo "FAIL: $*" >&2; exit 1; }

rm -rf "$out"
mkdir -p "$out"
generators="DEB;TGZ"
if command -v rpmbuild >/dev/null; then generators="DEB;RPM;TGZ"; fi
if ! cpack -G "$generators" -B "$out" --config "$binary_dir/CPackConfig.cmake" >"$out/cpack.log" 2>&1; then
  cat "$out/cpack.log" >&2
  fail "cpack -G $generators"
fi

shopt -s nullglob
debs=("$out"/*.deb) rpms=("$out"/*.rpm) tgzs=("$out"/*.tar.gz)
[ ${#debs[@]} -eq 1 ] || fail "expected one .deb in $out, found: ${debs[*]}"
[ ${#tgzs[@]} -eq 1 ] || fail "expected one .tar.gz in $out, found: ${tgzs[*]}"
deb=${debs[0]}
echo "packages: $(cd "$out" && ls *.deb *.rpm *.tar.gz | tr '\n' ' ')"

# --- the .deb: control fields and files
info=$(dpkg-deb --info "$deb")
echo "$info" | sed -n '/Package:/,$p'
for field in "Package: mantyx-inspector" "Version: ${version}-1" "Section: devel" \
             "Priority: optional" "Maintainer: .*<" "Homepage: " " Description: .+" \
             "Depends: .*libc6" "Depends: .*libqt6widgets6" "Depends: .*libqt6network6" \
             "Depends: .*libqt6sql6 " "Depends: .*libqt6keychain" "Depends: .*libqt6sql6-sqlite" \
             "Depends: .*qt6-qpa-plugins"; do
  grep -Eq "^ ?${field}" <<<"$info" || fail "the .deb's control lacks '${field}'"
done
contents=$(dpkg-deb --contents "$deb")
paths=(usr/bin/mantyx-inspector usr/bin/mantyx-run usr/bin/mantyx-sandbox
       usr/share/applications/mantyx-inspector.desktop
       usr/share/icons/hicolor/scalable/apps/mantyx-inspector.svg
       usr/share/metainfo/io.mantyx.RunInspector.metainfo.xml
       usr/share/man/man1/mantyx-inspector.1.gz usr/share/man/man1/mantyx-run.1.gz
       usr/share/man/man1/mantyx-sandbox.1.gz
       usr/share/doc/mantyx-inspector/copyright usr/share/doc/mantyx-inspector/changelog.Debian.gz)
for path in "${paths[@]}"; do
  grep -q " \./${path}\$" <<<"$contents" || fail "the .deb lacks /${path}"
done

# Every warning tag of a checker must be named in README (`tag`), where it is explained.
explained() { grep -q "\`$1\`" "$readme"; }
check_report() { # NAME REPORT-FILE: lines "E: ..." / "W: ..." with the tag as the word after
  local name=$1 report=$2 errors=0 unexplained=0 tag
  while IFS= read -r line; do
    # lintian: "W: PACKAGE: TAG details"; rpmlint: "PACKAGE.ARCH: W: TAG details"
    tag=$(sed -E 's/^([^ ]+: )?(E|W): //; s/^[^ ]+: //; s/ .*//' <<<"$line")
    if grep -Eq '^([^ ]+: )?E: ' <<<"$line"; then
      echo "  $name error: $line" >&2
      errors=$((errors + 1))
    elif ! explained "$tag"; then
      echo "  $name warning not explained in packaging/README.md: $line" >&2
      unexplained=$((unexplained + 1))
    fi
  done < <(grep -E '^([^ ]+: )?(E|W): ' "$report" || true)
  [ "$errors" -eq 0 ] || fail "$name: $errors error(s)"
  [ "$unexplained" -eq 0 ] || fail "$name: $unexplained warning(s) not explained in $readme"
}

# --- lintian
command -v lintian >/dev/null || fail "lintian is not installed (scripts/install-deps.sh)"
lintian --fail-on none --no-tag-display-limit "$deb" >"$out/lintian.txt" 2>"$out/lintian.err" ||
  { cat "$out/lintian.err" >&2; fail "lintian did not run"; }
echo "lintian:"; sed 's/^/  /' "$out/lintian.txt"
check_report lintian "$out/lintian.txt"

# --- the .rpm and rpmlint
if [[ $generators == *RPM* ]]; then
  [ ${#rpms[@]} -eq 1 ] || fail "expected one .rpm in $out, found: ${rpms[*]}"
  rpm=${rpms[0]}
  rpm -qp --queryformat '%{NAME} %{VERSION}-%{RELEASE} %{LICENSE}\n' "$rpm" 2>/dev/null |
    grep -qx "mantyx-inspector ${version}-1 MIT" || fail "the .rpm's name, version or license"
  rpm_files=$(rpm -qpl "$rpm" 2>/dev/null)
  for path in "${paths[@]}"; do
    [[ $path == */changelog.Debian.gz ]] && continue
    grep -qx "/${path}" <<<"$rpm_files" || fail "the .rpm lacks /${path}"
  done
  if command -v rpmlint >/dev/null; then
    rpmlint -c "$(dirname "$readme")/rpmlint.toml" "$rpm" >"$out/rpmlint.txt" 2>&1 || true
    echo "rpmlint:"; sed 's/^/  /' "$out/rpmlint.txt"
    grep -Eq '[0-9]+ packages and [0-9]+ specfiles checked' "$out/rpmlint.txt" || fail "rpmlint did not run"
    check_report rpmlint "$out/rpmlint.txt"
  fi
fi

# --- the .tar.gz
tgz_files=$(tar -tzf "${tgzs[0]}")
for path in bin/mantyx-inspector bin/mantyx-run bin/mantyx-sandbox share/man/man1/mantyx-run.1.gz; do
  grep -q "/${path}\$" <<<"$tgz_files" || fail "the .tar.gz lacks ${path}"
done
echo "packaging: the .deb, .tar.gz${rpms:+ and .rpm} hold the programs, manual pages, desktop entry, icon and metainfo"
