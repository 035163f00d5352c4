#!/usr/bin/env bash
# Builds boardgen's browser site: bash crates/browser/build.sh [DIR] (default target/site).
# The folder it writes is served as it is by any static host, or by `boardgen serve`: the
# page in each language, its script and style, the engine (the WebAssembly module and its
# wasm-bindgen glue, run in a Web Worker), the web app manifest, icons and a service worker
# that keeps it all for use offline. Nothing in it is fetched from another origin.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
dir="${1:-$root/target/site}"
cd "$root"

# The toolchain: Debian's Rust with its wasm32 targets and std's source, wasm-ld, and
# wasm-bindgen-cli at the version of the wasm-bindgen crate in Cargo.lock.
rustc=/usr/bin/rustc
cargo=/usr/bin/cargo
want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
missing=()
[ -x "$rustc" ] && [ -x "$cargo" ] && "$rustc" --print target-list | grep -qx wasm32-unknown-unknown \
  || missing+=("Debian's Rust for WebAssembly: apt-get install rustc-web cargo-web rust-web-src")
[ -d /usr/lib/rustlib/src/rust/library ] \
  || missing+=("std's source, for -Zbuild-std: apt-get install rust-web-src")
command -v wasm-ld >/dev/null || missing+=("the WebAssembly linker: apt-get install lld")
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
[ "$have" = "$want" ] \
  || missing+=("wasm-bindgen-cli $want (found: ${have:-none}): cargo install wasm-bindgen-cli --version $want")
if [ ${#missing[@]} -gt 0 ]; then
  echo "build.sh: cannot build the site; install first:" >&2
  printf '  - %s\n' "${missing[@]}" >&2
  exit 2
fi

# Only a folder this script made (or none) is replaced.
if [ -e "$dir" ] && [ -n "$(ls -A "$dir" 2>/dev/null)" ] && [ ! -f "$dir/.boardgen-site" ]; then
  echo "build.sh: $dir holds files that are not a boardgen site; give another folder" >&2
  exit 2
fi

echo "build.sh: the module (wasm32, release)" >&2
# Debian's cargo and rustc (rustup's stay first on PATH for everything else), std built for
# wasm32 from its source, in a target folder of its own so the native build is kept.
# Without reference types: wasm-bindgen then keeps JavaScript values in its own heap, not in
# an externref table, which Debian's binaryen (108) rewrites into a table of functions.
RUSTC="$rustc" RUSTC_BOOTSTRAP=1 \
  RUSTFLAGS="-C linker=wasm-ld -C target-feature=-reference-types,-multivalue" \
  "$cargo" build --release --locked -p boardgen-browser --lib --target wasm32-unknown-unknown \
  -Zbuild-std=std,panic_abort --target-dir target/wasm
wasm=target/wasm/wasm32-unknown-unknown/release/boardgen_browser.wasm

tmp="$(mktemp -d "${dir%/}.new.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
wasm-bindgen --target web --no-typescript --out-dir "$tmp" "$wasm"
if command -v node >/dev/null && command -v wasm-metadce >/dev/null; then
  node crates/browser/trim.mjs "$tmp"
else
  echo "build.sh: no node or wasm-metadce (apt-get install nodejs binaryen): printpdf's own JavaScript API is left in" >&2
fi
if command -v wasm-opt >/dev/null; then
  echo "build.sh: wasm-opt -Oz" >&2
  wasm-opt --strip-debug --strip-producers -Oz --enable-bulk-memory \
    --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
    -o "$tmp/boardgen_browser_bg.wasm" "$tmp/boardgen_browser_bg.wasm"
else
  echo "build.sh: no wasm-opt (apt-get install binaryen): the module is left as large as it is" >&2
fi

echo "build.sh: the pages" >&2
cargo run --release --locked -q -p boardgen-browser --bin boardgen-site -- "$tmp"
cp crates/browser/site/engine.js crates/browser/site/worker.js crates/browser/site/icon.svg \
  crates/browser/site/manifest.webmanifest "$tmp/"

# The service worker names this version by what it holds, and lists every file.
files=$(cd "$tmp" && ls | sort)
version=$(cd "$tmp" && cat $files | sha256sum | cut -c1-16)
list=$(printf '"./"'; for f in $files; do printf ', "%s"' "$f"; done)
sed -e "s/@VERSION@/$version/" -e "s|@FILES@|$list|" crates/browser/site/sw.js > "$tmp/sw.js"
echo "boardgen site $version" > "$tmp/.boardgen-site"

rm -rf "$dir"
mv "$tmp" "$dir"
trap - EXIT
chmod -R a+rX "$dir"
echo "build.sh: the site is in $dir ($(du -sh "$dir" | cut -f1)); serve it as it is, or: boardgen serve --site $dir" >&2
