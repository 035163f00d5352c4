// The browser build's site in Debian's chromium (headless, through playwright-core), served
// by `boardgen serve --site`: kits made by window.boardgen and by the page's own controls,
// written out for the test to hold against the command line's bytes; no request leaving
// the page after the first load; the site offline; a refusal beside its field; screenshots
// at 320 and 1280 px, online and offline.
// Usage: node site.mjs BASE_URL OUT_DIR CASES_JSON
//   CASES_JSON: [{name, via: "api" | "page", fields, files: {field: [path, ...]}}]
// Writes OUT_DIR/NAME/FILE for each file a case made and OUT_DIR/NAME.json ({notes, errors,
// command}); prints one JSON line per check and exits 1 when one fails.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join, basename } from "node:path";
import { chromium } from "playwright-core";

const [base, outDir, casesPath] = process.argv.slice(2);
const cases = JSON.parse(readFileSync(casesPath, "utf8"));
const origin = new URL(base).origin;
let failed = false;
const say = (o) => {
  if (o.ok === false) failed = true;
  console.log(JSON.stringify(o));
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
});
const context = await browser.newContext({ locale: "en-GB", acceptDownloads: true, viewport: { width: 1280, height: 900 } });
// Every request any page or worker of the site makes, by the time it was made.
const requests = [];
context.on("request", (r) => requests.push(r.url()));
const page = await context.newPage();
await page.goto(base + "/", { waitUntil: "load" });
// The service worker has cached the site and controls the page.
await page.evaluate(() => navigator.serviceWorker.ready);
await page.reload({ waitUntil: "load" });
const controlled = await page.evaluate(() => !!navigator.serviceWorker.controller);
say({ check: "service-worker", ok: controlled });
await page.waitForFunction(() => window.boardgen);
// The engine starts (its worker, its module from the cache) when first asked for anything:
// start it now, so what each case sends is the kit's own doing, however busy the machine.
await page.evaluate(() => window.boardgen.memory());

function filesArg(files) {
  const out = {};
  for (const [field, paths] of Object.entries(files || {})) {
    out[field] = paths.map((p) => ({ name: basename(p), b64: readFileSync(p).toString("base64") }));
  }
  return out;
}

async function viaApi(c) {
  return page.evaluate(async ({ fields, files }) => {
    const f = {};
    for (const [field, list] of Object.entries(files)) {
      f[field] = list.map((x) => ({
        name: x.name,
        bytes: Uint8Array.from(atob(x.b64), (ch) => ch.charCodeAt(0)),
      }));
    }
    const kit = await window.boardgen.render(fields, f);
    // Bytes as base64 to carry them out of the page.
    const b64 = (u8) => {
      let s = "";
      for (let i = 0; i < u8.length; i += 0x8000) s += String.fromCharCode.apply(null, u8.subarray(i, i + 0x8000));
      return btoa(s);
    };
    return { ...kit, files: kit.files.map((x) => ({ name: x.name, b64: b64(x.bytes) })) };
  }, { fields: c.fields, files: filesArg(c.files) });
}

/// The page's own controls: each field set as a person would, then Download.
async function viaPage(c) {
  // A person of their own: nothing remembered from an earlier case.
  await page.evaluate(() => localStorage.clear());
  await page.goto(base + "/", { waitUntil: "load" });
  await page.waitForFunction(() => window.boardgen);
  for (const [name, value] of Object.entries(c.fields)) {
    const el = page.locator(`[name="${name}"]:not([disabled])`).first();
    // A choice under "More choices" is opened as a person opens it.
    if (!(await el.isVisible())) await page.click("details.more > summary");
    const tag = await el.evaluate((e) => e.tagName.toLowerCase() + ":" + (e.type || ""));
    if (tag.startsWith("select")) await el.selectOption(value === true ? "on" : String(value));
    else if (tag === "input:checkbox") {
      for (const v of [].concat(value)) {
        await page.locator(`[name="${name}"][value="${v === true ? "on" : v}"]`).check();
      }
    } else await el.fill(String(value));
  }
  for (const [field, paths] of Object.entries(c.files || {})) {
    await page.setInputFiles(`[name="${field}"]`, paths);
  }
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.click('button[value="download"]'),
  ]);
  const path = await download.path();
  const command = await page.locator("#command").textContent();
  return { files: [{ name: download.suggestedFilename(), b64: readFileSync(path).toString("base64") }], notes: [], errors: [], command };
}

for (const c of cases) {
  const before = requests.length;
  const kit = c.via === "page" ? await viaPage(c) : await viaApi(c);
  const dir = join(outDir, c.name);
  mkdirSync(dir, { recursive: true });
  for (const f of kit.files) writeFileSync(join(dir, f.name), Buffer.from(f.b64, "base64"));
  writeFileSync(join(outDir, c.name + ".json"), JSON.stringify({ notes: kit.notes, errors: kit.errors, command: kit.command }));
  // Only the page's own navigation (a "page" case opens it again) may ask for anything.
  const sent = requests.slice(before).filter((u) => !u.startsWith("blob:") && !u.startsWith("data:"));
  const ok = c.via === "page" ? sent.every((u) => u.startsWith(origin)) : sent.length === 0;
  say({ check: "made", case: c.name, files: kit.files.length, errors: kit.errors.length, requests: sent, ok });
}

// A square of 3 mm: refused beside its field, in the command line's words.
await page.goto(base + "/", { waitUntil: "load" });
await page.waitForFunction(() => window.boardgen);
await page.click("details.more > summary");
await page.fill("#f-square", "3");
await page.locator("#f-square").dispatchEvent("change");
await page.waitForSelector("#err-square:not([hidden])");
const refusal = await page.locator("#err-square").textContent();
const invalid = await page.locator("#f-square").getAttribute("aria-invalid");
writeFileSync(join(outDir, "square-refusal.txt"), refusal);
say({ check: "refusal-beside-field", text: refusal, ok: invalid === "true" && refusal.length > 0 });

async function shots(tag) {
  // The refused square is remembered on this device: the pages are shown with none.
  await page.evaluate(() => localStorage.clear());
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(base + "/", { waitUntil: "load" });
    await page.waitForSelector("#preview img", { timeout: 60000 });
    await page.screenshot({ path: join(outDir, `site-${tag}-${width}.png`), fullPage: width === 320 ? false : true });
  }
}
await shots("online");

// Offline: the network gone, the site opens again and makes a kit with a photo.
await context.setOffline(true);
const offlineBefore = requests.length;
await page.reload({ waitUntil: "load" });
await page.waitForFunction(() => window.boardgen);
const photoCase = cases.find((c) => c.files && Object.keys(c.files).length) || cases[0];
const offlineKit = await viaApi(photoCase);
const offlineDir = join(outDir, "offline");
mkdirSync(offlineDir, { recursive: true });
for (const f of offlineKit.files) writeFileSync(join(offlineDir, f.name), Buffer.from(f.b64, "base64"));
say({ check: "offline", case: photoCase.name, files: offlineKit.files.length, ok: offlineKit.files.length > 0 });
await shots("offline");
const fromNetwork = requests.slice(offlineBefore).filter((u) => !u.startsWith(origin) && !u.startsWith("blob:") && !u.startsWith("data:"));
say({ check: "no-other-origin", requests: fromNetwork, ok: fromNetwork.length === 0 });

await browser.close();
process.exit(failed ? 1 : 0);
