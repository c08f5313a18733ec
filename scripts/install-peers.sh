#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs the test peers (real MCP servers and the A2A SDK the test agent is written with)
# exactly as pinned in tests/peers/package-lock.json. Tests never fetch anything themselves.
set -euo pipefail
cd "$(dirname "$0")/../tests/peers"
if [ -d node_modules ] && cmp -s package-lock.json node_modules/.mantyx-installed-lock 2>/dev/null; then
  exit 0
fi
if ! command -v npm >/dev/null; then
  echo "npm is missing: run scripts/install-deps.sh first" >&2
  exit 1
fi
npm ci --no-audit --no-fund --loglevel=error
cp package-lock.json node_modules/.mantyx-installed-lock
