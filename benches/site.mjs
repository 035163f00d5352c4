// The browser build measured in Debian's chromium (playwright-core), against the native
// command line in the same run. Not a test: it prints what it measured.
//   - the module's size, and gzipped (goal: at most 3 MB gzipped);
//   - opening the page to its first preview (goal: at most 1.5 s here), cold and again;
//   - a kit in the module against `boardgen pdf` (goal: at most 2x), each the median of 5;
//   - the memory a 12-megapixel photo takes: the engine's memory before and after a kit
//     with one on the crowns (the module's memory never shrinks, so "after" is its peak).
// Usage: node benches/site.mjs BASE_URL SITE_DIR BOARDGEN_BINARY
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { chromium } = require(join(process.cwd(), "tests/browser/node_modules/playwright-core"));
const [base, site, binary] = process.argv.slice(2);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (n) => (n / 1e6).toFixed(2) + " MB";

const wasm = readFileSync(join(site, "boardgen_browser_bg.wasm"));
console.log(`module: ${mb(wasm.length)}, ${mb(gzipSync(wasm, { level: 9 }).length)} gzipped (goal <= 3 MB)`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
for (const when of ["first visit", "again (from the service worker)"]) {
  const t0 = Date.now();
  await page.goto(base + "/", { waitUntil: "commit" });
  await page.waitForSelector("#preview img", { timeout: 60000 });
  console.log(`page opened to first preview, ${when}: ${Date.now() - t0} ms (goal <= 1500 ms)`);
  await page.evaluate(() => navigator.serviceWorker.ready);
}

const inModule = [];
for (let i = 0; i < 6; i++) {
  const ms = await page.evaluate(async () => {
    const t = performance.now();
    const kit = await window.boardgen.render({ game: "camels-and-carpets" }, {});
    if (!kit.files.length) throw new Error(JSON.stringify(kit.errors));
    return performance.now() - t;
  });
  if (i > 0) inModule.push(ms);
}
const out = mkdtempSync(join(tmpdir(), "boardgen-bench-"));
const native = [];
for (let i = 0; i < 5; i++) {
  const t = process.hrtime.bigint();
  const r = spawnSync(binary, ["pdf", "--game", "camels-and-carpets", "--out", out], { env: { ...process.env, LANG: "C", PAPERSIZE: "a4" } });
  if (r.status !== 0) throw new Error(String(r.stderr));
  native.push(Number(process.hrtime.bigint() - t) / 1e6);
}
rmSync(out, { recursive: true, force: true });
const m = median(inModule);
const n = median(native);
console.log(`a kit (Camels and Carpets, colour): module ${m.toFixed(1)} ms, command line ${n.toFixed(1)} ms (a whole process): ${(m / n).toFixed(2)}x (goal <= 2x)`);

const photo = await page.evaluate(async () => {
  const before = await window.boardgen.memory();
  // A 12-megapixel camera photo (4000 x 3000), made in the page as a JPEG.
  const c = new OffscreenCanvas(4000, 3000);
  const g = c.getContext("2d");
  const grad = g.createLinearGradient(0, 0, 4000, 3000);
  grad.addColorStop(0, "#3a6fb0");
  grad.addColorStop(1, "#e0b070");
  g.fillStyle = grad;
  g.fillRect(0, 0, 4000, 3000);
  for (let i = 0; i < 4000; i++) {
    g.fillStyle = `hsl(${i % 360} 60% 50% / 0.3)`;
    g.fillRect((i * 7919) % 4000, (i * 104729) % 3000, 60, 60);
  }
  const blob = await c.convertToBlob({ type: "image/jpeg", quality: 0.9 });
  const file = new File([blob], "photo.jpg", { type: "image/jpeg" });
  const t = performance.now();
  const kit = await window.boardgen.render({ game: "camels-and-carpets" }, { "art-crown": [file] });
  const ms = performance.now() - t;
  if (!kit.files.length) throw new Error(JSON.stringify(kit.errors));
  return { bytes: blob.size, before, after: await window.boardgen.memory(), ms };
});
console.log(`a 12-megapixel photo (${mb(photo.bytes)} JPEG) on the crowns: the engine's memory ${mb(photo.before)} before, ${mb(photo.after)} at its peak (+${mb(photo.after - photo.before)}); the kit took ${photo.ms.toFixed(0)} ms`);
await browser.close();
