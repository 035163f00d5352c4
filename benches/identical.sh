#!/usr/bin/env bash
# Byte-identical check for refactors: runs a matrix of commands through two binaries, each into
# a folder of its own with the paper pinned, and compares the sha256 of every file written.
# Usage: benches/identical.sh OLD_BIN NEW_BIN
# Prints one line per case and a summary; exits 1 if any file differs, is missing or is extra,
# or if a command's exit code differs.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 2 ] || { echo "usage: $0 OLD_BIN NEW_BIN" >&2; exit 2; }
old=$(realpath "$1")
new=$(realpath "$2")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export PAPERSIZE=a4
cases=0
bad=0
files=0
run() { # name, then the arguments (without --out)
  local name=$1
  shift
  local rc_old=0 rc_new=0
  mkdir -p "$tmp/old/$name" "$tmp/new/$name"
  "$old" "$@" --out "$tmp/old/$name" >/dev/null 2>"$tmp/old/$name.err" || rc_old=$?
  "$new" "$@" --out "$tmp/new/$name" >/dev/null 2>"$tmp/new/$name.err" || rc_new=$?
  cases=$((cases + 1))
  local a b
  a=$(cd "$tmp/old/$name" && find . -type f -print0 | sort -z | xargs -0r sha256sum)
  b=$(cd "$tmp/new/$name" && find . -type f -print0 | sort -z | xargs -0r sha256sum)
  local n
  n=$(printf '%s' "$a" | grep -c . || true)
  files=$((files + n))
  if [ "$rc_old" != "$rc_new" ] || [ "$a" != "$b" ] \
    || ! cmp -s "$tmp/old/$name.err" "$tmp/new/$name.err"; then
    bad=$((bad + 1))
    echo "DIFFERS  $name ($*): exit $rc_old -> $rc_new"
    diff <(printf '%s\n' "$a") <(printf '%s\n' "$b") | sed 's/^/    /' || true
    diff "$tmp/old/$name.err" "$tmp/new/$name.err" | sed 's/^/    /' || true
  else
    echo "same     $name: $n files"
  fi
  rm -rf "$tmp/old/$name" "$tmp/new/$name"
}
for game in camels-and-carpets royal-carpet; do
  for look in "" --mono; do
    tag=${look:+-mono}
    for paper in a4 letter; do
      run "pdf-$game$tag-$paper" pdf --game "$game" $look --paper "$paper"
    done
    run "pdf-$game$tag-whole-round" pdf --game "$game" $look --paper a3 --board whole --shape round
    run "pdf-$game$tag-halves-glue" pdf --game "$game" $look --board halves --glue-tab --square 22
    run "pdf-$game$tag-spares" pdf --game "$game" $look --spares 8 --per-side --bleed 0
    run "pdf-$game$tag-side" pdf --game "$game" $look --side second --shape round --sheets pieces
    run "handout-$game$tag-2up" handout --game "$game" $look --copies 3 --n-up 2 \
      --sheets rules,assembly
    run "handout-$game$tag-booklet" handout --game "$game" $look --booklet --paper letter
    run "svg-$game$tag" svg --game "$game" $look
  done
done
run "pdf-replacements" pdf --game camels-and-carpets --pieces carpet=3,crown=1 --shape round
run "handout-copies" handout --copies 5
run "png-colour" png --game royal-carpet --dpi 30
run "png-mono" png --game camels-and-carpets --mono --dpi 30 --sheets board,pieces
for example in examples/*.toml; do
  base=$(basename "$example" .toml)
  run "pdf-$base" pdf --game "$example"
  run "pdf-$base-mono-round" pdf --game "$example" --mono --shape round --paper letter
  run "svg-$base" svg --game "$example" --board whole --paper a3
done
# Cut files, Print Then Cut, marks, beds and kerf; handouts in large print; web pages;
# pictures on the pieces.
run "cut-files" pdf --game camels-and-carpets --cut svg,dxf,laser --kerf 0.2
run "cut-round-mono" pdf --game royal-carpet --mono --shape round --cut svg,dxf,contour
run "cut-marks" pdf --game royal-carpet --cut marks,svg --sheets board,pieces
run "cut-bed" pdf --game camels-and-carpets --cut laser --bed 300x200
run "cut-cricut" svg --game royal-carpet --cut cricut --sheets pieces
run "cut-replacements" pdf --game camels-and-carpets --side second --pieces carpet=3 --cut dxf,contour
run "handout-large" handout --large-print --sheets rules,assembly
run "html" html
run "html-mono" html --mono --game "examples/checkers.toml"
run "art" pdf --game camels-and-carpets --art crown=docs/pieces-colour.png --fit contain
run "art-png" png --game royal-carpet --dpi 30 --art king=docs/board-half-1.png --sheets pieces
# Pictures where layout lays out more than once or in more than one place: on the board,
# two games, registration marks, Print Then Cut, large print.
run "art-board" pdf --game royal-carpet --board-art frame=docs/board-half-1.png \
  --board-art endzone=docs/pieces-colour.png --board-art background=docs/board-half-1.png
run "art-mono-round" pdf --game camels-and-carpets --mono --shape round --anchor top --zoom 2 \
  --art crown=docs/pieces-colour.png --board-art frame=docs/pieces-colour.png
run "art-two-games" pdf --game camels-and-carpets --game royal-carpet \
  --art crown=docs/pieces-colour.png --art king=docs/pieces-colour.png \
  --board-art frame=docs/board-half-1.png
run "art-marks" pdf --game royal-carpet --cut marks --sheets board,pieces \
  --art king=docs/pieces-colour.png --board-art frame=docs/board-half-1.png
run "art-cricut" svg --game camels-and-carpets --cut cricut --sheets pieces \
  --art crown=docs/pieces-colour.png
run "art-large-print" handout --large-print --sheets rules,assembly \
  --art crown=docs/pieces-colour.png
run "refused-kerf" pdf --cut svg --kerf 9
run "refused-art" pdf --art nothing=docs/pieces-colour.png
run "man-pages" man
run "refused" pdf --square 500
echo "$cases cases, $files files: $bad differ"
[ "$bad" -eq 0 ]
