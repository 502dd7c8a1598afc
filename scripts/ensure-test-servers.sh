#!/usr/bin/env bash
# The real servers some tests talk to, installed from npm into .deps/servers once (pinned here, not in
# package.json, whose packages are the plugin's own): an MCP server with every feature of the protocol, the SDK
# that the tests' small MCP servers are built on, and a language server for TypeScript with the TypeScript
# whose tsserver it runs (typescript 7, the repository's own, has none). Prints nothing on stdout.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=".deps/servers"
want="@modelcontextprotocol/server-everything@2026.8.31 @modelcontextprotocol/sdk@1.32.2 typescript-language-server@6.0.2 typescript@5.9.3"
stamp="$prefix/.installed"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "== installing test servers into $prefix" >&2
  mkdir -p "$prefix"
  # shellcheck disable=SC2086 # $want is a list of package specs
  npm install --prefix "$prefix" --no-save --no-audit --no-fund $want >&2
  echo "$want" >"$stamp"
fi
