#!/usr/bin/env bash
# Instruction counts (valgrind --tool=callgrind: deterministic, unlike times on a shared
# machine), peak RSS and output size of the commands docs/performance.md's table lists.
# Usage: benches/instructions.sh [path/to/boardgen]   (default: target/release/boardgen)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-target/release/boardgen}
[ -x "$bin" ] || cargo build --release
command -v valgrind >/dev/null || { echo "valgrind is needed" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A4, as docs/performance.md's table says, whatever paper the machine defaults to.
export PAPERSIZE=a4
# The packer's cost: the largest piece set docs/templates.md allows (12 kinds, spares), with
# 10 to 99 of each kind a side, at the default square and at 15 mm (more shapes to choose).
for n in 10 25 50 75 99; do
  benches/large-template.sh "$n" >"$tmp/large-$n.toml"
done
# Six distinct 12-megapixel photos (4000 x 3000 JPEGs) for the pieces, made by a test helper.
photos="$tmp/photos"
mkdir -p "$photos"
BOARDGEN_BIG_PHOTOS="$photos" cargo test --release --quiet --test boardgen -- --ignored \
  pictures::make_big_photos >/dev/null 2>&1
printf '%-28s %14s %10s %10s\n' command instructions "RSS (KB)" "bytes out"
# Instructions of each command counted, for the budgets checked at the end.
declare -A counted
# count = instructions, peak RSS and size; rss = peak RSS and size only (a 600 dpi A3 run
# takes too long under valgrind).
while read -r name what args; do
  args=${args//PHOTOS/$photos}
  out="$tmp/$name"
  args=${args//@tmp/$tmp}
  ir=-
  if [ "$what" = count ]; then
    mkdir -p "$out"
    # shellcheck disable=SC2086
    valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" "$bin" $args --out "$out" \
      >/dev/null 2>"$tmp/vg.log"
    ir=$(sed -n 's/^summary: //p' "$tmp/cg.out")
  fi
  rm -rf "$out" && mkdir -p "$out"
  # shellcheck disable=SC2086
  rss=$(/usr/bin/time -f %M "$bin" $args --out "$out" 2>&1 >/dev/null | tail -1)
  size=$(du -cb "$out" | tail -1 | cut -f1)
  rm -rf "$out"
  printf '%-28s %14s %10s %10s\n' "$name" "$ir" "$rss" "$size"
  counted[$name]=$ir
done <<'CMDS'
pdf                count pdf
pdf-mono           count pdf --mono
svg                count svg
svg-mono           count svg --mono
handout-copies-1   count handout --copies 1
handout-copies-200 count handout --copies 200
handout-class-set  count handout --copies 30 --n-up 2 --sheets rules,assembly
png-150dpi         count png
png-150dpi-mono    count png --mono
png-600dpi-a3      rss   png --dpi 600 --paper a3
png-600dpi-a3-mono rss   png --mono --dpi 600 --paper a3
large-10-pieces    count pdf --sheets pieces --game @tmp/large-10.toml
large-25-pieces    count pdf --sheets pieces --game @tmp/large-25.toml
large-50-pieces    count pdf --sheets pieces --game @tmp/large-50.toml
large-75-pieces    count pdf --sheets pieces --game @tmp/large-75.toml
large-99-pieces    count pdf --sheets pieces --game @tmp/large-99.toml
large-10-pieces-15mm count pdf --sheets pieces --square 15 --game @tmp/large-10.toml
large-25-pieces-15mm count pdf --sheets pieces --square 15 --game @tmp/large-25.toml
large-50-pieces-15mm count pdf --sheets pieces --square 15 --game @tmp/large-50.toml
large-75-pieces-15mm count pdf --sheets pieces --square 15 --game @tmp/large-75.toml
large-99-pieces-15mm count pdf --sheets pieces --square 15 --game @tmp/large-99.toml
pieces             count pdf --game camels-and-carpets --sheets pieces
peer-job           count pdf --game camels-and-carpets --sheets board,pieces
laser-bed          count pdf --cut laser --bed 300x200
pieces-six-photos  count pdf --game camels-and-carpets --sheets pieces --art=crown:1=PHOTOS/photo-0.jpg --art=crown:2=PHOTOS/photo-1.jpg --art=cockerel:1=PHOTOS/photo-2.jpg --art=cockerel:2=PHOTOS/photo-3.jpg --art=camel:1=PHOTOS/photo-4.jpg --art=camel:2=PHOTOS/photo-5.jpg
CMDS
# `list` writes no files: counted on its own.
valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" "$bin" list >/dev/null 2>"$tmp/vg.log"
counted[list]=$(sed -n 's/^summary: //p' "$tmp/cg.out")
printf '%-28s %14s\n' list "${counted[list]}"
# The web app: `boardgen serve` under callgrind, counting only inside the form's run of a
# kit (`boardgen_form::made_until`, everything a request renders), dumped after each. The
# first run in a fresh process is what the browser module does for its first kit (the same
# crates and code path, natively: the module calls `boardgen_form::made`); the second is a
# served kit request, once the process has made one.
valgrind --tool=callgrind --collect-atstart=no --toggle-collect='boardgen_form::made_until' \
  --dump-after='boardgen_form::made_until' --callgrind-out-file="$tmp/serve.out" \
  "$bin" serve --addr 127.0.0.1:0 >"$tmp/serve.log" 2>"$tmp/serve.err" &
server=$!
for _ in $(seq 600); do grep -q http "$tmp/serve.log" 2>/dev/null && break; sleep 0.1; done
addr=$(sed -n 's#.*http://\([^/]*\)/.*#\1#p' "$tmp/serve.log")
for _ in 1 2; do
  curl -sf -o /dev/null -F command=pdf -F game=camels-and-carpets -F action=download "http://$addr/"
done
kill "$server"
wait "$server" || true
counted[browser-first-kit]=$(sed -n 's/^summary: //p' "$tmp/serve.out.1")
counted[served-kit]=$(sed -n 's/^summary: //p' "$tmp/serve.out.2")
printf '%-28s %14s\n' browser-first-kit "${counted[browser-first-kit]}" served-kit \
  "${counted[served-kit]}"
# Budgets, each at least 5 % over what it cost when it was set (docs/performance.md): the
# laser's cut files and engrave images on a 300x200 mm bed; the kit, its mono twin, the class set as people make it, the largest piece set, the
# listing, two board halves and a piece sheet (the job docs/performance.md compares with
# other tools), and the web app's kit, served and in the browser module.
over=0
limit() { # name, most instructions
  if [ "${counted[$1]}" -gt "$2" ]; then
    echo "over budget: $1 is ${counted[$1]} instructions, more than $2" >&2
    over=1
  fi
}
limit pdf 52000000
limit pdf-mono 58000000
limit handout-class-set 43700000
limit large-99-pieces 45400000
limit list 2900000
limit peer-job 11600000
limit served-kit 26700000
limit browser-first-kit 27800000
limit laser-bed 312000000
exit $over
