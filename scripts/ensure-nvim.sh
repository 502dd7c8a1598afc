#!/usr/bin/env bash
# Prints the path of a Neovim >= 0.10 launcher, installing one into .deps/ if needed.
# Order: $CLAUDE_CHAT_NVIM, a system nvim that is new enough, a cached .deps/nvim,
# else Debian trixie packages unpacked with dpkg -x (Debian 12 only ships 0.7.2).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
deps="$root/.deps"
launcher="$deps/bin/nvim"

new_enough() { # $1: nvim command
  local v
  v="$("$1" --version 2>/dev/null | head -n1 | sed -n 's/^NVIM v\([0-9]*\)\.\([0-9]*\).*/\1 \2/p')" || return 1
  [ -n "$v" ] || return 1
  set -- $v
  [ "$1" -gt 0 ] || [ "$2" -ge 10 ]
}

if [ -n "${CLAUDE_CHAT_NVIM:-}" ] && new_enough "$CLAUDE_CHAT_NVIM"; then echo "$CLAUDE_CHAT_NVIM"; exit 0; fi
if command -v nvim >/dev/null 2>&1 && new_enough nvim; then command -v nvim; exit 0; fi
if [ -x "$launcher" ] && new_enough "$launcher"; then echo "$launcher"; exit 0; fi

echo "ensure-nvim: installing Neovim from Debian trixie packages into $deps" >&2
prefix="$deps/nvim"
apt_dir="$deps/apt"
rm -rf "$prefix" "$apt_dir"
mkdir -p "$prefix" "$apt_dir/lists/partial" "$apt_dir/archives/partial" "$apt_dir/debs" "$deps/bin"
cat >"$apt_dir/sources.list" <<SRC
deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian trixie main
SRC
apt_opts=(-o "Dir::Etc::SourceList=$apt_dir/sources.list" -o "Dir::Etc::SourceParts=/dev/null"
  -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache" -o "APT::Get::List-Cleanup=0")
mkdir -p "$apt_dir/cache/archives/partial"
apt-get "${apt_opts[@]}" update -qq >&2
pkgs=(neovim neovim-runtime libc6 libluajit-5.1-2 libluajit-5.1-common libmsgpack-c2 libtree-sitter0.22
  libunibilium4 libuv1t64 libvterm0 lua-lpeg lua-luv)
(cd "$apt_dir/debs" && apt-get "${apt_opts[@]}" download "${pkgs[@]}" >&2)
for deb in "$apt_dir/debs"/*.deb; do dpkg -x "$deb" "$prefix"; done
rm -rf "$apt_dir"

cat >"$launcher" <<SH
#!/bin/sh
# Runs the unpacked trixie Neovim with its own loader and libraries.
P="$prefix"
export VIMRUNTIME="\${VIMRUNTIME:-\$P/usr/share/nvim/runtime}"
exec "\$P/usr/lib64/ld-linux-x86-64.so.2" --library-path "\$P/usr/lib/x86_64-linux-gnu" "\$P/usr/bin/nvim" "\$@"
SH
chmod +x "$launcher"
new_enough "$launcher" || { echo "ensure-nvim: the installed Neovim does not run" >&2; exit 1; }
echo "$launcher"
