#!/usr/bin/env bash
# The browser build's size and speed (benches/site.mjs), served by `boardgen serve --site` on
# the loopback. Not a test: it prints what it measured. Needs the site
# (bash crates/browser/build.sh), chromium and the npm packages of tests/browser.
# Usage: benches/site.sh [SITE_DIR]   (BOARDGEN=path to the binary; default: the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
site=${1:-target/site}
[ -f "$site/.boardgen-site" ] || { echo "site.sh: no site in $site (bash crates/browser/build.sh)" >&2; exit 2; }
if [ -z "${BOARDGEN:-}" ]; then
  cargo build --release --quiet --bin boardgen
  BOARDGEN=${CARGO_TARGET_DIR:-target}/release/boardgen
fi
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
"$BOARDGEN" serve --addr 127.0.0.1:0 --site "$site" >"$work/out" 2>"$work/log" &
server=$!
for _ in $(seq 100); do grep -q http "$work/out" 2>/dev/null && break; sleep 0.1; done
addr=$(sed -n 's#.*http://\([^/]*\)/.*#\1#p' "$work/out")
echo "$(nproc) cores; chromium $(chromium --version 2>/dev/null | awk '{print $2}')"
node benches/site.mjs "http://$addr" "$site" "$BOARDGEN"
