#!/usr/bin/env bash
# Instruction counts (callgrind: the same on every run, unlike times on a shared machine) and
# peak memory of the SVG and PNG exports, default options, both games:
#   bash benches/instructions-svg-png.sh
# Needs valgrind and GNU time (/usr/bin/time). Targets: svg <= 150 M, png <= 3,000 M,
# png --dpi 600 --paper a3 <= 335 MB (1.2x one RGBA page buffer).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
bin=target/release/boardgen
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

count() { # label, boardgen arguments...
  local label=$1
  shift
  valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" "$bin" "$@" --out "$tmp/out" \
    >/dev/null 2>"$tmp/cg.err"
  local ir
  ir=$(grep -o 'Collected : [0-9]*' "$tmp/cg.err" | grep -o '[0-9]*$')
  printf '%-36s %8d M instructions\n' "$label" $((ir / 1000000))
  rm -rf "$tmp/out"
}

peak() { # label, boardgen arguments...
  local label=$1
  shift
  /usr/bin/time -f '%M' -o "$tmp/rss" "$bin" "$@" --out "$tmp/out" >/dev/null
  printf '%-36s %8d MB peak RSS\n' "$label" $(($(cat "$tmp/rss") / 1024))
  rm -rf "$tmp/out"
}

count "boardgen svg" svg
count "boardgen svg --mono" svg --mono
count "boardgen png (150 dpi)" png
count "boardgen png --mono (150 dpi)" png --mono
peak "boardgen png --dpi 600 --paper a3" png --dpi 600 --paper a3
