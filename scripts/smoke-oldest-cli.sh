#!/usr/bin/env bash
# The smoke subset on the oldest supported claude CLI (lua/claude/health.lua OLDEST_CLI, TESTING.md): a prompt and
# its reply, sessions and :ClaudeModel, edits with their approvals, review tab and quickfix list, turn lists,
# reverts and rewind, MCP servers (:ClaudeMcp, forms asked by a server), the editor's own tools, errors an edit
# brought told to Claude.
# Installs that CLI from npm into .deps/ once; runs on the default Neovim (scripts/ensure-nvim.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
oldest="$(sed -n "s/^M.OLDEST_CLI = '\(.*\)'$/\1/p" lua/claude/health.lua)"
prefix=".deps/claude-$oldest"
if [ ! -x "$prefix/node_modules/.bin/claude" ]; then
  echo "== installing claude $oldest into $prefix" >&2
  mkdir -p "$prefix"
  npm install --prefix "$prefix" --no-save --no-audit --no-fund "@anthropic-ai/claude-code@$oldest" >&2
fi
export CLAUDE_CHAT_CLI="$PWD/$prefix/node_modules/.bin/claude"
echo "== smoke on claude $("$CLAUDE_CHAT_CLI" --version)"
exec bash scripts/test.sh test/everyday.install.test.ts test/everyday.sessions.test.ts test/trust.e2e.test.ts \
  test/review.e2e.test.ts test/changes.e2e.test.ts test/turns.e2e.test.ts test/mcp.e2e.test.ts \
  test/controls.e2e.test.ts test/usage.e2e.test.ts test/slash.e2e.test.ts test/rules.e2e.test.ts \
  test/approval-words.e2e.test.ts test/hooks.e2e.test.ts test/editor-tools.e2e.test.ts test/after-edit.e2e.test.ts
