#!/usr/bin/env bash
# The whole test suite from a clean checkout: installs what it needs (npm packages, the claude CLI,
# a Neovim >= 0.10), checks the committed bundle matches the source, type-checks, runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x node_modules/.bin/claude ] || [ ! -d node_modules/neovim ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== installing npm packages"
  npm ci --no-audit --no-fund
fi
node_modules/.bin/claude --version >/dev/null

echo "== Neovim"
NVIM_BIN="$(bash scripts/ensure-nvim.sh)"
"$NVIM_BIN" --version | head -n1
export CLAUDE_CHAT_NVIM="$NVIM_BIN"

echo "== bundle"
bash scripts/check-bundle.sh

echo "== typecheck"
npx tsc -p .

echo "== tests"
npx vitest run "$@"
