// `boardgen serve`'s page in Debian's chromium (headless, through puppeteer-core), as a
// teacher uses it: French, black and white, Letter and a photo on the Royal Carpet kings;
// the preview changes; the download. Then the same with JavaScript off (the form posts and
// the answer page shows the pages), a square of 3 mm refused beside its field, and axe-core
// on the form and the error page in English and French at 320 px and 1280 px. Screenshots
// at 320, 390 and 1280 px go to OUT_DIR.
// Usage: node serve.mjs BASE_URL OUT_DIR PHOTO
// Prints one JSON line per check: {"check", ...}; every request that left the server is
// aborted and listed in the last line's "requests".
import { readFileSync, readdirSync, mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { createRequire } from "node:module";
import puppeteer from "puppeteer-core";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const [base, outDir, photo] = process.argv.slice(2);
const origin = new URL(base).origin;
const left = [];
const say = (o) => console.log(JSON.stringify(o));

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});

/// A page whose requests outside the server are aborted and listed, its downloads saved
/// in `dir`.
async function open(js, dir) {
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(js);
  await page.setRequestInterception(true);
  page.on("request", (r) => {
    const url = r.url();
    if (url.startsWith(origin + "/") || url.startsWith("data:")) {
      r.continue();
    } else {
      left.push(url);
      r.abort();
    }
  });
  if (dir) {
    // Empty, so that the file waited for is this run's download, not an earlier run's.
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const cdp = await page.createCDPSession();
    await cdp.send("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: resolve(dir) });
  }
  return page;
}

async function axe(page) {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () =>
    // eslint-disable-next-line no-undef
    axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    }),
  );
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
  }));
}

const previews = (page) =>
  page.$$eval("#preview img", (imgs) => imgs.map((i) => i.getAttribute("src").length + ":" + i.getAttribute("src").slice(-40)));

async function waitFile(dir, ext) {
  for (let i = 0; i < 600; i++) {
    const done = readdirSync(dir).filter((f) => f.endsWith(ext));
    const partial = readdirSync(dir).filter((f) => f.endsWith(".crdownload"));
    if (done.length && !partial.length) return join(dir, done[0]);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${ext} downloaded in ${dir}`);
}

/// Opens the page's `<details class=NAME>` (More choices, the pictures) unless it is open.
async function open_details(page, name) {
  if (await page.$eval(`details.${name}`, (d) => d.open)) return;
  // In the middle of the window, clear of the actions that stay at its foot.
  await page.$eval(`details.${name} > summary`, (s) => s.scrollIntoView({ block: "center" }));
  await page.click(`details.${name} > summary`);
}

/// The choices of the issue: French, black and white, Letter, the photo on the kings.
async function choose(page) {
  await page.select("#f-game", "royal-carpet");
  await page.select("#f-mono", "on");
  await page.select("#f-paper", "letter");
  await open_details(page, "more");
  await page.select("#f-lang", "fr");
  await open_details(page, "pictures");
  const king = await page.$("#f-art-king");
  await king.uploadFile(photo);
  await page.$eval("#f-art-king", (e) => e.dispatchEvent(new Event("change", { bubbles: true })));
}

try {
  // With JavaScript: the preview follows the choices, then the download.
  {
    const dir = join(outDir, "download-js");
    const page = await open(true, dir);
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(base + "/?ui=fr", { waitUntil: "networkidle0" });
    await page.waitForSelector("#preview img");
    const before = await previews(page);
    await choose(page);
    await page.waitForFunction(
      (b) => {
        const now = [...document.querySelectorAll("#preview img")].map((i) => i.getAttribute("src").length + ":" + i.getAttribute("src").slice(-40));
        return now.length > 0 && JSON.stringify(now) !== b && document.getElementById("command").textContent.includes("--art");
      },
      { timeout: 30000 },
      JSON.stringify(before),
    );
    await page.waitForNetworkIdle();
    const after = await previews(page);
    const command = await page.$eval("#command", (e) => e.textContent);
    await page.screenshot({ path: join(outDir, "serve-fr-chosen-desktop.png"), fullPage: false });
    await page.click('button[value="download"]');
    const pdf = await waitFile(dir, ".pdf");
    say({ check: "js", before: before.length, after: after.length, changed: JSON.stringify(before) !== JSON.stringify(after), command, pdf });
    await page.close();
  }
  // Without JavaScript: the form posts, the answer page shows the pages; then the download.
  {
    const dir = join(outDir, "download-nojs");
    const page = await open(false, dir);
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(base + "/?ui=fr", { waitUntil: "load" });
    const empty = (await previews(page)).length;
    await choose(page);
    await Promise.all([page.waitForNavigation(), page.click('button[value="preview"]')]);
    const shown = await previews(page);
    const command = await page.$eval("#command", (e) => e.textContent);
    const lang = await page.$eval("html", (e) => e.lang);
    await page.screenshot({ path: join(outDir, "serve-fr-answer-nojs-phone.png"), fullPage: true });
    await page.$eval("#preview", (e) => e.scrollIntoView());
    await page.screenshot({ path: join(outDir, "serve-fr-answer-nojs-phone-pages.png") });
    // The answer page's form holds the choices again, but not the file: it says so, and
    // it is chosen anew.
    const again = await page.$eval("#again-art-king", (e) => e.textContent);
    await open_details(page, "pictures");
    await page.$("#f-art-king").then((k) => k.uploadFile(photo));
    await page.click('button[value="download"]');
    const pdf = await waitFile(dir, ".pdf");
    say({ check: "nojs", empty, shown: shown.length, command, lang, pdf, again });
    await page.close();
  }
  // A square of 3 mm: the command line's refusal beside the field, live and posted.
  for (const js of [true, false]) {
    const page = await open(js);
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(base + "/?ui=en", { waitUntil: js ? "networkidle0" : "load" });
    await open_details(page, "more");
    await page.type("#f-square", "3");
    if (js) {
      await page.$eval("#f-square", (e) => e.dispatchEvent(new Event("change", { bubbles: true })));
      await page.waitForFunction(() => !document.getElementById("err-square").hidden, { timeout: 30000 });
    } else {
      await Promise.all([page.waitForNavigation(), page.click('button[value="preview"]')]);
    }
    const beside = await page.$eval("#err-square", (e) => (e.hidden ? "" : e.textContent));
    const invalid = await page.$eval("#f-square", (e) => [e.getAttribute("aria-invalid"), e.getAttribute("aria-describedby")]);
    say({ check: "square", js, beside, invalid });
    await page.close();
  }
  // axe on the form and on the error page, in English and French, narrow and wide.
  for (const ui of ["en", "fr"]) {
    for (const width of [320, 1280]) {
      const page = await open(true);
      await page.setViewport({ width, height: width < 500 ? 640 : 900 });
      await page.goto(`${base}/?ui=${ui}`, { waitUntil: "networkidle0" });
      const form = await axe(page);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      const shot = width < 500 ? "phone320" : "desktop";
      await page.screenshot({ path: join(outDir, `serve-${ui}-form-${shot}.png`), fullPage: width < 500 });
      if (width < 500) {
        await page.setViewport({ width: 390, height: 844 });
        await page.screenshot({ path: join(outDir, `serve-${ui}-form-phone390.png`), fullPage: true });
        await page.setViewport({ width, height: 640 });
      }
      await open_details(page, "more");
      await page.type("#f-square", "3");
      // Enter in the field: the answer comes in place, the page stays.
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => !document.getElementById("err-square").hidden, { timeout: 30000 });
      await page.waitForNetworkIdle();
      const error = await axe(page);
      const errorScroll = await page.evaluate(() => document.documentElement.scrollWidth);
      await page.screenshot({ path: join(outDir, `serve-${ui}-error-${shot}.png`), fullPage: width < 500 });
      // The refused field as the reader lands on it.
      await page.$eval("#f-square", (e) => e.scrollIntoView({ block: "center" }));
      await page.screenshot({ path: join(outDir, `serve-${ui}-error-${shot}-field.png`) });
      if (ui === "en" && width > 500) {
        // Forced colours (Windows High Contrast, dark): the refusal and the fields' borders
        // are seen; a screenshot to look at.
        const cdp = await page.createCDPSession();
        await cdp.send("Emulation.setEmulatedMedia", {
          features: [
            { name: "forced-colors", value: "active" },
            { name: "prefers-color-scheme", value: "dark" },
          ],
        });
        await page.screenshot({ path: join(outDir, "serve-en-error-desktop-forced.png") });
        await cdp.send("Emulation.setEmulatedMedia", { features: [] });
      }
      say({ check: "axe", ui, width, form, error, scroll, errorScroll });
      await page.close();
    }
  }
} finally {
  await browser.close();
  say({ check: "requests", requests: left });
}
