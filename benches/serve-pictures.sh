#!/usr/bin/env bash
# The server's memory with the pictures that take most once decoded: a greyscale PNG of
# 12000 x 12000 pixels (the largest boardgen takes) is well under every cap on bytes but
# decodes to 144 MB, and to 576 MB more in a colour sheet's pixels. With --max-jobs 4, four
# clients send one each at once over the loopback, then again and again for a while; the
# server holds the renders to its budget of memory (--render-memory), makes what fits and
# tells the others it is busy (503). Prints the answers and the server's peak resident
# memory (VmHWM), against the worst case docs/serving.md gives for these options.
# Not a test: it prints what it measured. Needs curl and python3.
# Usage: benches/serve-pictures.sh [ROUNDS]   (BOARDGEN=path to the binary; default: the
# release build, built first)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
if [ -z "${BOARDGEN:-}" ]; then
  cargo build --release --quiet --bin boardgen
  BOARDGEN=${CARGO_TARGET_DIR:-target}/release/boardgen
fi
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT

# The picture: 12000 x 12000 grey, a gradient (so it is not all one colour), deflated.
python3 - "$work/big.png" <<'PY'
import struct, sys, zlib
w = h = 12000
def chunk(kind, data):
    return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data))
row = b'\0' + bytes((x * 7) % 256 for x in range(w))
png = (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 0, 0, 0, 0))
       + chunk(b'IDAT', zlib.compress(row * h, 9)) + chunk(b'IEND', b''))
open(sys.argv[1], 'wb').write(png)
PY
echo "picture: 12000 x 12000 grey PNG, $(stat -c %s "$work/big.png") bytes"

jobs=4 upload=64 memory=1024
"$BOARDGEN" serve --addr 127.0.0.1:0 --max-jobs $jobs --max-upload $upload \
  --render-memory $memory >"$work/out" 2>"$work/log" &
server=$!
for _ in $(seq 100); do grep -q http "$work/out" 2>/dev/null && break; sleep 0.1; done
addr=$(sed -n 's#.*http://\([^/]*\)/.*#\1#p' "$work/out")
echo "server pid $server on $addr, $(nproc) cores, --max-jobs $jobs --max-upload $upload --render-memory $memory"
echo "idle: $(awk '/VmRSS/ {print $2}' "/proc/$server/status") kB"

for round in $(seq "$rounds"); do
  for i in 1 2 3 4; do
    curl -sS -o /dev/null -w "%{http_code} %{time_total}s\n" \
      -F game=royal-carpet -F action=download -F "art-king=@$work/big.png" \
      "http://$addr/" >"$work/answer-$round-$i" &
  done
  wait $(jobs -p | grep -v "^$server$") 2>/dev/null || true
  echo "round $round: $(cat "$work"/answer-"$round"-* | tr '\n' ' ')"
done

peak=$(awk '/VmHWM/ {print $2}' "/proc/$server/status")
# docs/serving.md: --render-memory, plus 4 x --max-upload of bodies, plus 200 MiB for the
# server itself and what the allocator keeps.
budget=$(( (memory + 4 * upload + 200) * 1024 ))
echo "peak resident memory (VmHWM): $((peak / 1024)) MiB; documented worst case for these options: $((budget / 1024)) MiB"
if [ "$peak" -le "$budget" ]; then echo "within the budget"; else echo "OVER THE BUDGET"; exit 1; fi
