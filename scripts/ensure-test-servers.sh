#!/usr/bin/env bash
# The real servers some tests talk to, installed from npm into .deps/servers once (pinned here, not in
# package.json, whose packages are the plugin's own): an MCP server with every feature of the protocol and the SDK
# that test/fixtures' small MCP servers are built on. Prints nothing on stdout.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=".deps/servers"
want="@modelcontextprotocol/server-everything@2026.8.31 @modelcontextprotocol/sdk@1.32.2"
stamp="$prefix/.installed"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "== installing test servers into $prefix" >&2
  mkdir -p "$prefix"
  # shellcheck disable=SC2086 # $want is a list of package specs
  npm install --prefix "$prefix" --no-save --no-audit --no-fund $want >&2
  echo "$want" >"$stamp"
fi
