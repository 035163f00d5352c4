// Opens each boardgen web page in Debian's chromium (headless, through puppeteer-core),
// runs axe-core on it at WCAG 2.1 AA, takes screenshots at a phone's width and a desktop's,
// and prints it to PDF on A4 and Letter (NAME-A4.pdf, NAME-Letter.pdf).
// Usage: node check.mjs OUT_DIR PAGE.html...  Prints one JSON line per page:
// {"page", "violations": [{"id", "impact", "nodes"}], "requests": [URLs not file:],
//  "scripts": n, "width": {"phone": scrollWidth at 390 px, "narrow": scrollWidth at 320 px,
//  as at 400 % zoom}}.
import { readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { createRequire } from "node:module";
import puppeteer from "puppeteer-core";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const [outDir, ...pages] = process.argv.slice(2);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  for (const file of pages) {
    const page = await browser.newPage();
    const requests = [];
    await page.setRequestInterception(true);
    page.on("request", (r) => {
      const url = r.url();
      if (!url.startsWith("file:") && !url.startsWith("data:")) {
        requests.push(url);
        r.abort();
      } else {
        r.continue();
      }
    });
    await page.setViewport({ width: 320, height: 640, deviceScaleFactor: 1 });
    await page.goto("file://" + resolve(file), { waitUntil: "load" });
    const narrowWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1 });
    const scripts = await page.evaluate(() => document.scripts.length);
    const phoneWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    const name = basename(file, ".html");
    await page.screenshot({ path: join(outDir, `${name}-phone.png`), fullPage: true });
    await page.setViewport({ width: 1280, height: 900, deviceScaleFactor: 1 });
    await page.screenshot({ path: join(outDir, `${name}-desktop.png`), fullPage: false });
    // axe after the screenshots: the page as a reader gets it, with nothing of ours added.
    await page.evaluate(axeSource);
    const result = await page.evaluate(async () =>
      // eslint-disable-next-line no-undef
      axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      }),
    );
    const violations = result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
    }));
    console.log(
      JSON.stringify({
        page: file,
        violations,
        passes: result.passes.length,
        requests,
        scripts,
        width: { phone: phoneWidth, narrow: narrowWidth },
      }),
    );
    // Printed, as a reader's "Print" would, on A4 and Letter: the test counts the pages.
    await page.emulateMediaType("print");
    for (const format of ["A4", "Letter"]) {
      await page.pdf({ path: join(outDir, `${name}-${format}.pdf`), format, preferCSSPageSize: true });
    }
    await page.close();
  }
} finally {
  await browser.close();
}
