#!/usr/bin/env bash
# Instruction counts (valgrind --tool=callgrind: deterministic, unlike times on a shared
# machine), peak RSS and output size of the commands issue 11 sets targets for.
# Usage: benches/instructions.sh [path/to/boardgen]   (default: target/release/boardgen)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-target/release/boardgen}
[ -x "$bin" ] || cargo build --release
command -v valgrind >/dev/null || { echo "valgrind is needed" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%-28s %14s %10s %10s\n' command instructions "RSS (KB)" "bytes out"
while read -r name args; do
  out="$tmp/$name"
  mkdir -p "$out"
  # shellcheck disable=SC2086
  valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" "$bin" $args --out "$out" \
    >/dev/null 2>"$tmp/vg.log"
  ir=$(sed -n 's/^summary: //p' "$tmp/cg.out")
  rm -rf "$out" && mkdir -p "$out"
  # shellcheck disable=SC2086
  rss=$(/usr/bin/time -f %M "$bin" $args --out "$out" 2>&1 >/dev/null | tail -1)
  size=$(du -cb "$out" | tail -1 | cut -f1)
  printf '%-28s %14s %10s %10s\n' "$name" "$ir" "$rss" "$size"
done <<'CMDS'
pdf                pdf
pdf-mono           pdf --mono
svg                svg
handout-copies-1   handout --copies 1
handout-copies-200 handout --copies 200
CMDS
