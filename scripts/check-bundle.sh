#!/usr/bin/env bash
# The bundle in rplugin/node/ is committed (so installing the plugin needs no build step). Fails when it is
# not what the source builds to. The fresh build goes to a temporary file, so the working tree stays as it was.
set -euo pipefail
cd "$(dirname "$0")/.."
bundle=rplugin/node/claude-chat.js
fresh="$(mktemp)"
trap 'rm -f "$fresh"' EXIT
# The build script's flags, with the output elsewhere: esbuild takes the last --outfile. (Were it to ignore
# this one, $fresh would stay empty and the check fail, never pass by comparing the bundle with itself.)
npm run --silent build -- --outfile="$fresh"
if ! cmp -s "$fresh" "$bundle"; then
  echo "$bundle is out of date: it is not what src/ builds to. Run 'npm run build' and commit $bundle." >&2
  exit 1
fi
echo "bundle up to date"
