#!/usr/bin/env bash
# Prints the path of a Neovim of the chosen line, installing it into .deps/ if needed.
#   bash scripts/ensure-nvim.sh [0.10|0.12]     (or CLAUDE_CHAT_NVIM_LINE=0.10; default 0.12, the newest supported)
# Order: $CLAUDE_CHAT_NVIM (any Neovim >= 0.10; a relative path is taken from the current directory and printed
# absolute, since the tests start Neovim from directories of their own; one that is no such Neovim is refused
# at once, never passed over for another), a system nvim of that line, a cached .deps/bin/nvim-LINE,
# else Debian's packages of that line (0.10 from trixie, 0.12 from sid) unpacked with dpkg -x (Debian 12
# only ships 0.7.2). Their glibc is newer than the system's: patchelf points the nvim binary at the unpacked
# loader and libraries, so it runs as itself (v:progpath is nvim, so it can start its own TUI and finds its
# runtime and parsers). .deps/bin/nvim is the default line's, for trying the plugin in it.
# Those are absolute paths in the binary (an ELF interpreter cannot be relative), so the launcher
# .deps/bin/nvim-LINE finds its own tree when it runs and, in a clone copied or moved since, first points
# the binary at that tree (.patched-for says which it points at). A launcher of before that (it ran the
# tree it was written in, wherever it was copied) is rewritten here, without downloading anything again.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
deps="$root/.deps"
line="${1:-${CLAUDE_CHAT_NVIM_LINE:-0.12}}"
case "$line" in
  0.10) suite=trixie ;;
  0.12) suite=sid ;;
  *) echo "ensure-nvim: no Neovim line $line (0.10 or 0.12)" >&2; exit 2 ;;
esac
launcher="$deps/bin/nvim-$line"

version_of() { # $1: nvim command -> "0.12"
  "$1" --version 2>/dev/null | head -n1 | sed -n 's/^NVIM v\([0-9]*\)\.\([0-9]*\).*/\1.\2/p'
}
new_enough() { # $1: nvim command
  local v
  v="$(version_of "$1")" || return 1
  [ -n "$v" ] || return 1
  [ "${v%%.*}" -gt 0 ] || [ "${v#*.}" -ge 10 ]
}

if [ -n "${CLAUDE_CHAT_NVIM:-}" ]; then
  given="$CLAUDE_CHAT_NVIM"
  case "$given" in
    /*) ;;
    # A path (its directory made absolute when it exists); a bare name is looked up on $PATH, wherever it runs.
    */*)
      if dir="$(cd "$(dirname "$given")" 2>/dev/null && pwd)"; then given="$dir/$(basename "$given")"
      else given="$PWD/$given"; fi ;;
  esac
  if new_enough "$given"; then echo "$given"; exit 0; fi
  echo "ensure-nvim: CLAUDE_CHAT_NVIM=$CLAUDE_CHAT_NVIM is not a Neovim 0.10 or newer (looked for: $given)" >&2
  exit 1
fi
if command -v nvim >/dev/null 2>&1 && [ "$(version_of nvim)" = "$line" ]; then command -v nvim; exit 0; fi
prefix="$deps/nvim-$line"
patchelf="$deps/patchelf/usr/bin/patchelf"

write_launcher() { # the launcher, written whole before it replaces one a test may be starting
  mkdir -p "$deps/bin"
  cat >"$launcher.$$" <<SH
#!/bin/sh
# Neovim $line as Debian $suite unpacked it (scripts/ensure-nvim.sh): the binary runs as itself. It names its
# loader and libraries by absolute path: in a copied or moved clone they are first pointed at this tree.
self=\$(readlink -f "\$0") || exit 1
deps=\${self%/bin/*}
prefix="\$deps/nvim-$line"
bin="\$prefix/usr/bin/nvim"
patched=
[ -r "\$prefix/.patched-for" ] && read -r patched <"\$prefix/.patched-for"
if [ "\$patched" != "\$prefix" ]; then
  # A copy, patched and then renamed over the binary: a Neovim running from it goes on undisturbed.
  # DT_RPATH, not RUNPATH: it also serves the libraries' own dependencies (luv's libuv, everyone's libc).
  tmp="\$bin.\$\$"
  cp "\$bin" "\$tmp" &&
    "\$deps/patchelf/usr/bin/patchelf" --set-interpreter "\$prefix/usr/lib64/ld-linux-x86-64.so.2" \\
      --force-rpath --set-rpath "\$prefix/usr/lib/x86_64-linux-gnu" "\$tmp" &&
    mv -f "\$tmp" "\$bin" &&
    printf '%s\\n' "\$prefix" >"\$prefix/.patched-for.\$\$" &&
    mv -f "\$prefix/.patched-for.\$\$" "\$prefix/.patched-for" ||
    { rm -f "\$tmp"; echo "nvim-$line: could not point \$bin at its libraries in \$prefix" >&2; exit 1; }
fi
exec "\$bin" "\$@"
SH
  chmod +x "$launcher.$$"
  mv -f "$launcher.$$" "$launcher"
}

finish() {
  new_enough "$launcher" || { echo "ensure-nvim: the installed Neovim $line does not run" >&2; exit 1; }
  [ "$line" = 0.12 ] && ln -sfn "nvim-$line" "$deps/bin/nvim"
  echo "$launcher"
  exit 0
}

if [ -x "$launcher" ] && grep -q 'patched-for' "$launcher" && [ "$(version_of "$launcher")" = "$line" ]; then
  echo "$launcher"; exit 0
fi
# Unpacked already (by this clone, or the one it was copied from): only the launcher is new.
if [ -x "$prefix/usr/bin/nvim" ] && [ -x "$patchelf" ]; then
  write_launcher
  [ "$(version_of "$launcher")" = "$line" ] && finish
fi

echo "ensure-nvim: installing Neovim $line from Debian $suite packages into $deps" >&2
apt_dir="$deps/apt-$line"
rm -rf "$prefix" "$apt_dir"
mkdir -p "$prefix" "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$apt_dir/debs" "$deps/bin"
echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian $suite main" \
  >"$apt_dir/sources.list"
apt_opts=(-o "Dir::Etc::SourceList=$apt_dir/sources.list" -o "Dir::Etc::SourceParts=/dev/null"
  -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache" -o "APT::Get::List-Cleanup=0")
apt-get "${apt_opts[@]}" update -qq >&2
case "$line" in
  0.10) pkgs=(neovim neovim-runtime libc6 libgcc-s1 libluajit-5.1-2 libluajit-5.1-common libmsgpack-c2
    libtree-sitter0.22 libunibilium4 libuv1t64 libvterm0 lua-lpeg lua-luv) ;;
  0.12) pkgs=(neovim neovim-runtime libc6 libgcc-s1 libluajit-5.1-2 libluajit-5.1-common libtree-sitter0.26
    libunibilium4 libutf8proc3 libuv1t64 lua-lpeg lua-luv) ;;
esac
(cd "$apt_dir/debs" && apt-get "${apt_opts[@]}" download "${pkgs[@]}" >&2)
for deb in "$apt_dir/debs"/*.deb; do dpkg -x "$deb" "$prefix"; done
rm -rf "$apt_dir"

# patchelf from the system's own release (it runs on the system's glibc), unpacked beside.
if [ ! -x "$patchelf" ]; then
  tmp="$(mktemp -d)"
  (cd "$tmp" && apt-get download patchelf >&2) || { apt-get update -qq >&2 && (cd "$tmp" && apt-get download patchelf >&2); }
  dpkg -x "$tmp"/patchelf_*.deb "$deps/patchelf"
  rm -rf "$tmp"
fi
# The launcher points the binary at the unpacked loader and libraries when it first runs (in finish).
rm -f "$prefix/.patched-for"
write_launcher
finish
