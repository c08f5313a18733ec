#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs the .deb that check_packages.sh built with apt-get (root only), then, with the build tree
# out of PATH: the installed mantyx-run completes a run with a local tool call against the installed
# mantyx-sandbox (on a free port the sandbox picks), and the installed window starts offscreen and
# quits cleanly. The package is purged afterwards, whatever happened.
#   check_installed.sh PACKAGES_DIR VERSION BINARY_DIR
set -uo pipefail
packages=$1 version=$2 binary_dir=$3
package=mantyx-inspector

fail() { echo "FAIL: $*" >&2; exit 1; }

[ "$(id -u)" -eq 0 ] || fail "installing the package needs root (apt-get); as another user, configure with -DMANTYX_TEST_PACKAGE_INSTALL=OFF"
shopt -s nullglob
debs=("$packages"/*.deb)
[ ${#debs[@]} -eq 1 ] || fail "expected one .deb in $packages (from packaging_packages), found: ${debs[*]}"
deb=$(realpath "${debs[0]}")

# One such check at a time on this machine, also across build folders and worktrees (ctest's
# RUN_SERIAL only keeps this test run's other tests away).
exec 9>/var/lock/mantyx-inspector-package-check.lock
flock -w 900 9 || fail "another installed-package check held the lock for 15 minutes"

work=$(mktemp -d)
sandbox_pid=""
apt_get() { DEBIAN_FRONTEND=noninteractive apt-get -y -q -o DPkg::Lock::Timeout=300 "$@"; }
cleanup() {
  local status=$?
  [ -n "$sandbox_pid" ] && kill "$sandbox_pid" 2>/dev/null
  if dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed'; then
    if ! apt_get purge "$package" >"$work/purge.log" 2>&1; then
      cat "$work/purge.log" >&2
      echo "FAIL: apt-get purge $package" >&2
      status=1
    fi
  fi
  if dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed'; then
    echo "FAIL: $package is still installed" >&2
    status=1
  fi
  [ "$status" -eq 0 ] && echo "purged $package"
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT

# A package left by an interrupted earlier run would make apt-get skip the install.
if dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed'; then
  echo "note: $package was installed already; purging it first"
  apt_get purge "$package" >/dev/null 2>&1 || fail "apt-get purge of the installed $package"
fi
apt_get install --no-install-recommends "$deb" >"$work/install.log" 2>&1 ||
  { cat "$work/install.log" >&2; fail "apt-get install $deb"; }
dpkg-query -W -f='${Version}' "$package" | grep -qx "${version}-1" || fail "installed version is not ${version}-1"
echo "installed $(basename "$deb")"

# The installed programs only: a plain PATH, no library path, a home and runtime of our own (no
# settings, library or single-instance socket of the user's or of another test).
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
unset LD_LIBRARY_PATH QT_PLUGIN_PATH
export HOME=$work/home XDG_CONFIG_HOME=$work/home/.config XDG_DATA_HOME=$work/home/.local/share
export XDG_CACHE_HOME=$work/home/.cache XDG_RUNTIME_DIR=$work/runtime TMPDIR=$work/tmp
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" "$TMPDIR" && chmod 700 "$XDG_RUNTIME_DIR"
cd "$work"

man_excluded=""
if grep -Eqs '^path-exclude[= ]+/usr/share/man' /etc/dpkg/dpkg.cfg /etc/dpkg/dpkg.cfg.d/*; then
  man_excluded="manual pages not checked: dpkg here excludes /usr/share/man"
fi
for exe in mantyx-inspector mantyx-run mantyx-sandbox; do
  [ "$(command -v $exe)" = "/usr/bin/$exe" ] || fail "$exe on PATH is $(command -v $exe), not /usr/bin/$exe"
  if ldd "/usr/bin/$exe" | grep -E "not found|$binary_dir" >&2; then
    fail "/usr/bin/$exe needs a library that is missing or in the build tree"
  fi
  got=$(env -u QT_QPA_PLATFORM -u DISPLAY -u WAYLAND_DISPLAY "/usr/bin/$exe" --version)
  [ "$got" = "$exe $version" ] || fail "/usr/bin/$exe --version printed '$got', not '$exe $version'"
  # (A minimal image's dpkg may be told not to install manual pages at all: path-exclude.)
  if [ -z "$man_excluded" ]; then
    [ "$(man -w $exe 2>/dev/null)" = "/usr/share/man/man1/$exe.1.gz" ] || fail "man -w $exe"
  fi
done
echo "--version: $version for each program; ${man_excluded:-man pages found by man}"

# --- the installed mantyx-sandbox on a port it picks
/usr/bin/mantyx-sandbox --port 0 --delta-delay 0 >"$work/sandbox.out" 2>"$work/sandbox.err" &
sandbox_pid=$!
url=""
for _ in $(seq 300); do
  url=$(grep -Eo 'listening on http://127\.0\.0\.1:[0-9]+' "$work/sandbox.out" | sed 's/listening on //')
  [ -n "$url" ] && break
  kill -0 "$sandbox_pid" 2>/dev/null || break
  sleep 0.1
done
[ -n "$url" ] || { cat "$work/sandbox.out" "$work/sandbox.err" >&2; fail "mantyx-sandbox did not say where it listens"; }
echo "mantyx-sandbox: $(head -1 "$work/sandbox.out")"

# --- the installed mantyx-run: a run whose local tool call it answers from a file
cat >"$work/spec.json" <<'JSON'
{"systemPrompt": "You are the package check agent.", "prompt": "Use alpha_tool.",
 "tools": [{"kind": "local", "name": "alpha_tool", "description": "Looks something up.",
            "parameters": {"type": "object", "properties": {"query": {"type": "string"}},
                           "required": ["query"]}}]}
JSON
echo '{"alpha_tool": "ALPHA-42"}' >"$work/answers.json"
MANTYX_API_KEY=mantyx_sandbox_key timeout 120 /usr/bin/mantyx-run --server "$url" --workspace sandbox \
  --spec "$work/spec.json" --answers "$work/answers.json" --no-input >"$work/run.out" 2>"$work/run.err"
rc=$?
show_run() { echo "--- stdout"; tail -20 "$work/run.out"; echo "--- stderr"; tail -20 "$work/run.err"; } >&2
[ "$rc" -eq 0 ] || { show_run; fail "mantyx-run exited with $rc"; }
grep -q ' local_tool_call alpha_tool ' "$work/run.out" || { show_run; fail "no local_tool_call of alpha_tool"; }
grep -q ' local_tool_result_in ' "$work/run.out" || { show_run; fail "the answer was not echoed"; }
tail -1 "$work/run.out" | grep -q ' result .*ALPHA-42' || { show_run; fail "the run did not end with a result using the answer"; }
echo "mantyx-run: $(wc -l <"$work/run.out") events; $(tail -1 "$work/run.out" | cut -c1-100)"

kill -TERM "$sandbox_pid"
wait "$sandbox_pid"
rc=$?
sandbox_pid=""
[ "$rc" -eq 0 ] || fail "mantyx-sandbox exited with $rc on SIGTERM"

# --- the installed window: starts offscreen with its embedded sandbox and quits by itself. The
# setting sandbox/port 0 lets the sandbox pick a free port instead of trying the usual one first.
mkdir -p "$XDG_CONFIG_HOME/MANTYX"
printf '[sandbox]\nport=0\n' >"$XDG_CONFIG_HOME/MANTYX/mantyx-inspector.conf"
QT_QPA_PLATFORM=offscreen timeout 90 /usr/bin/mantyx-inspector --quit-after 1500 \
  >"$work/gui.out" 2>"$work/gui.err"
rc=$?
[ "$rc" -eq 0 ] || { cat "$work/gui.err" >&2; fail "mantyx-inspector exited with $rc"; }
grep -q 'Embedded sandbox server listening on http://127\.0\.0\.1:' "$work/gui.err" ||
  { cat "$work/gui.err" >&2; fail "the window's embedded sandbox did not start"; }
if grep -Ei 'driver not loaded|could not (find|load) the Qt platform plugin|cannot load library' "$work/gui.err" >&2; then
  fail "a Qt plugin the package depends on is missing"
fi
[ -f "$XDG_DATA_HOME/MANTYX/mantyx-inspector/library.sqlite" ] ||
  { cat "$work/gui.err" >&2; fail "the window did not open its run library (SQLite driver)"; }
echo "mantyx-inspector: started offscreen ($(grep -o 'listening on .*' "$work/gui.err")) and quit cleanly"
echo "installed-package check passed"
