#!/usr/bin/env bash
# The whole test suite from a clean checkout: installs what it needs (npm packages, the claude CLI,
# a Neovim of the line CLAUDE_CHAT_NVIM_LINE names: 0.12 by default, or 0.10), checks the committed bundle
# matches the source, type-checks, checks formatting and lint (biome for TypeScript, stylua for Lua; read-only)
# (these three skipped when CLAUDE_CHAT_CHECKED=1), runs every test (or the test files given as arguments).
set -euo pipefail
cd "$(dirname "$0")/.."

NVIM_BIN="$(bash scripts/setup.sh | tail -n1)"
bash scripts/ensure-test-servers.sh
echo "== $("$NVIM_BIN" --version | head -n1), claude $("${CLAUDE_CHAT_CLI:-node_modules/.bin/claude}" --version)"
export CLAUDE_CHAT_NVIM="$NVIM_BIN"

# None of these checks depends on the Neovim or the CLI: .ci/run does them in its first run and sets CLAUDE_CHAT_CHECKED=1
# for the two after it.
if [ "${CLAUDE_CHAT_CHECKED:-}" = 1 ]; then
  echo "== bundle, typecheck, format and lint: done earlier in this run (CLAUDE_CHAT_CHECKED=1)"
else
  echo "== bundle"
  bash scripts/check-bundle.sh

  echo "== typecheck"
  npx tsc -p .

  echo "== format and lint"
  npx biome check src test bench scripts
  npx stylua --check lua plugin
fi

echo "== tests"
mkdir -p .deps
report=.deps/vitest-report.json
rm -f "$report"
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@" || status=$?
# One plain closing line, whatever reads this log.
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : ""));
' "$report" || echo "tests: 0 passed, 1 failed"
exit "$status"
