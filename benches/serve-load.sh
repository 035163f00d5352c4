#!/usr/bin/env bash
# Load on `boardgen serve` over the loopback, with a real load generator (Debian's wrk):
#  1. 20 clients make the default kit (POST / action=download, game camels-and-carpets) for
#     30 s: kits a second, p50 and p99 latency, errors, and the server's resident memory,
#     sampled each second (peak and flatness).
#  2. The same ordinary requests while 50 slow clients send a byte a second (half their
#     headers, half a body) and UPLOADERS others (16 by default) upload 30 MB bodies again
#     and again, all at once: the ordinary requests are still served, and the server's
#     memory stays within its budget of bodies held (4 x --max-upload).
# Not a test: it prints what it measured. Needs wrk (apt-get install wrk) and python3.
# Usage: [UPLOADERS=N] benches/serve-load.sh [SECONDS]   (BOARDGEN=path to the binary; default: the
# release build, built first)
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-30}
uploaders=${UPLOADERS:-16}
command -v wrk >/dev/null || { echo "serve-load: wrk is missing (apt-get install wrk)" >&2; exit 2; }
if [ -z "${BOARDGEN:-}" ]; then
  cargo build --release --quiet --bin boardgen
  BOARDGEN=${CARGO_TARGET_DIR:-target}/release/boardgen
fi
work=$(mktemp -d)
trap 'kill "$server" "$sampler" 2>/dev/null || true; rm -rf "$work"' EXIT

# The server, on a free port, its log apart.
"$BOARDGEN" serve --addr 127.0.0.1:0 >"$work/out" 2>"$work/log" &
server=$!
for _ in $(seq 100); do grep -q http "$work/out" 2>/dev/null && break; sleep 0.1; done
addr=$(sed -n 's#.*http://\([^/]*\)/.*#\1#p' "$work/out")
echo "server pid $server on $addr, $(nproc) cores, --max-jobs default ($(nproc))"

# Its resident memory each second (kB), in the background.
(while kill -0 "$server" 2>/dev/null; do
   awk '/VmRSS/ {print $2}' "/proc/$server/status" 2>/dev/null || true
   sleep 1
 done) >"$work/rss" &
sampler=$!

# The ordinary request: the default kit, as the page's Download button posts it.
cat >"$work/kit.lua" <<'LUA'
local b = "----boardgen-load"
local function field(name, value)
  return "--" .. b .. "\r\nContent-Disposition: form-data; name=\"" .. name .. "\"\r\n\r\n" .. value .. "\r\n"
end
wrk.method = "POST"
wrk.path = "/"
wrk.headers["Content-Type"] = "multipart/form-data; boundary=" .. b
wrk.body = field("command", "pdf") .. field("game", "camels-and-carpets") .. field("action", "download") .. "--" .. b .. "--\r\n"
local statuses = {}
function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end
function done(summary, latency, requests)
  local e = summary.errors
  local errors = e.connect + e.read + e.write + e.timeout + e.status
  io.write(string.format("kits/s %.1f  requests %d  p50 %.0f ms  p90 %.0f ms  p99 %.0f ms  max %.0f ms  errors %d (connect %d, read %d, write %d, timeout %d, non-2xx %d)\n",
    summary.requests / (summary.duration / 1e6), summary.requests,
    latency:percentile(50) / 1000, latency:percentile(90) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000,
    errors, e.connect, e.read, e.write, e.timeout, e.status))
end
LUA

# One kit, to see it is a PDF, and a warm-up.
curl -sS -o "$work/kit.pdf" -F command=pdf -F game=camels-and-carpets -F action=download "http://$addr/"
echo "one kit: $(stat -c %s "$work/kit.pdf") bytes, $(head -c 5 "$work/kit.pdf")"
wrk -t 2 -c 20 -d 5s -s "$work/kit.lua" "http://$addr/" >/dev/null

echo "== 20 clients, the default kit, ${secs} s"
before=$(awk '/VmRSS/ {print $2}' "/proc/$server/status")
wrk -t 2 -c 20 -d "${secs}s" --timeout 10s -s "$work/kit.lua" "http://$addr/" | tail -n 1
after=$(awk '/VmRSS/ {print $2}' "/proc/$server/status")
echo "RSS before ${before} kB, after ${after} kB; sampled each second: min $(sort -n "$work/rss" | head -1) kB, max $(sort -n "$work/rss" | tail -1) kB; peak (VmHWM) $(awk '/VmHWM/ {print $2}' "/proc/$server/status") kB"

echo "== the same, while 50 slow clients send a byte a second and $uploaders upload 30 MB bodies"
host=${addr%:*} port=${addr##*:}
python3 - "$host" "$port" "$secs" "$uploaders" >"$work/abuse" 2>&1 <<'PY' &
import asyncio, sys, time
host, port, secs = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]) + 5
uploaders = int(sys.argv[4])
end = time.monotonic() + secs
stats = {"slow_cut": 0, "upload_answers": {}, "upload_failed": 0}

async def slow(body):
    # Headers a byte a second, or whole headers then a body a byte a second; again when cut.
    while time.monotonic() < end:
        try:
            r, w = await asyncio.open_connection(host, port)
            if body:
                w.write(b"POST / HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n")
                stream = b"--b\r\n" + b"x" * 99990
            else:
                stream = b"GET / HTTP/1.1\r\nHost: x\r\n" + b"X-Slow: " + b"y" * 10000
            for byte in stream:
                if time.monotonic() >= end:
                    break
                w.write(bytes([byte]))
                await w.drain()
                await asyncio.sleep(1)
            w.close()
        except (ConnectionError, OSError):
            stats["slow_cut"] += 1
            await asyncio.sleep(0.1)

async def upload():
    blob = b"\xff\xd8" + b"u" * (30 * 1000 * 1000)
    head = b"--b\r\nContent-Disposition: form-data; name=\"art-king\"; filename=\"big.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n"
    tail = b"\r\n--b\r\nContent-Disposition: form-data; name=\"action\"\r\n\r\ndownload\r\n--b--\r\n"
    length = len(head) + len(blob) + len(tail)
    while time.monotonic() < end:
        try:
            r, w = await asyncio.open_connection(host, port)
            w.write(b"POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: %d\r\n\r\n" % length)
            w.write(head)
            for i in range(0, len(blob), 1 << 20):
                w.write(blob[i:i + (1 << 20)])
                await w.drain()
            w.write(tail)
            await w.drain()
            status = (await r.readline()).split(b" ")[1].decode()
            stats["upload_answers"][status] = stats["upload_answers"].get(status, 0) + 1
            await r.read()
            w.close()
        except (ConnectionError, OSError, IndexError):
            stats["upload_failed"] += 1

async def main():
    await asyncio.gather(*[slow(i % 2 == 1) for i in range(50)], *[upload() for _ in range(uploaders)])
    print("slow clients cut off (connections closed by the server):", stats["slow_cut"])
    print("30 MB uploads answered:", stats["upload_answers"], "failed:", stats["upload_failed"])

asyncio.run(main())
PY
abuse=$!
sleep 3
wrk -t 2 -c 20 -d "${secs}s" --timeout 10s -s "$work/kit.lua" "http://$addr/" | tail -n 1
wait "$abuse" || true
cat "$work/abuse"
echo "RSS peak (VmHWM) $(awk '/VmHWM/ {print $2}' "/proc/$server/status") kB, now $(awk '/VmRSS/ {print $2}' "/proc/$server/status") kB"
echo "log lines: $(wc -l <"$work/log"); statuses: $(awk '{print $4}' "$work/log" | sort | uniq -c | tr '\n' ' ')"
