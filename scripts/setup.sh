#!/usr/bin/env bash
# Everything a fresh checkout needs: npm packages (with the real claude CLI) and a Neovim >= 0.10.
# Prints the Neovim binary's path on the last line of stdout; progress goes to stderr.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x node_modules/.bin/claude ] || [ ! -d node_modules/neovim ] || [ ! -d node_modules/esbuild ] \
  || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== installing npm packages" >&2
  npm ci --no-audit --no-fund >&2
fi
node_modules/.bin/claude --version >/dev/null || { echo "setup: the claude CLI from npm does not run" >&2; exit 1; }
bash scripts/ensure-nvim.sh
