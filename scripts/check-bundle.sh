#!/usr/bin/env bash
# The bundle in rplugin/node/ is committed (so installing the plugin needs no build step).
# Rebuild it and fail if it differs from what is committed.
set -euo pipefail
cd "$(dirname "$0")/.."
committed="$(mktemp)"
cp rplugin/node/claude-chat.js "$committed" 2>/dev/null || : >"$committed"
npm run --silent build
if ! cmp -s "$committed" rplugin/node/claude-chat.js; then
  rm -f "$committed"
  if [ "${CI:-}" = "true" ]; then
    echo "rplugin/node/claude-chat.js is out of date: run 'npm run build' and commit it" >&2
    exit 1
  fi
  echo "bundle rebuilt (it was out of date; commit rplugin/node/claude-chat.js)"
else
  rm -f "$committed"
  echo "bundle up to date"
fi
