#!/usr/bin/env bash
# The whole test suite from a clean checkout: installs what it needs (npm packages, the claude CLI,
# a Neovim >= 0.10), checks the committed bundle matches the source, type-checks, runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."

NVIM_BIN="$(bash scripts/setup.sh | tail -n1)"
echo "== $("$NVIM_BIN" --version | head -n1), claude $(node_modules/.bin/claude --version)"
export CLAUDE_CHAT_NVIM="$NVIM_BIN"

echo "== bundle"
bash scripts/check-bundle.sh

echo "== typecheck"
npx tsc -p .

echo "== tests"
npx vitest run "$@"
