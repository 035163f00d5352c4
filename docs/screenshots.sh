#!/usr/bin/env bash
# Remakes the README's images from the code, as listed in docs/screenshots.txt:
#   bash docs/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
grep -v '^#' docs/screenshots.txt | while read -r image made args; do
  [ -n "$image" ] || continue
  # The arguments are plain words: split them on purpose.
  # shellcheck disable=SC2086
  cargo run --release --quiet -- $args --out "$tmp" >/dev/null
  cp "$tmp/$made" "docs/$image"
  echo "docs/$image"
done
