// Opens each boardgen web page in Debian's chromium (headless, through puppeteer-core),
// runs axe-core on it at WCAG 2.1 AA, takes screenshots at a phone's width and a desktop's,
// and prints it to PDF on A4 and Letter (NAME-A4.pdf, NAME-Letter.pdf).
// Usage: node check.mjs OUT_DIR PAGE.html...  Prints one JSON line per page:
// {"page", "violations": [{"id", "impact", "nodes"}], "requests": [URLs not file:],
//  "scripts": n, "width": {"phone": scrollWidth at 390 px, "narrow": scrollWidth at 320 px,
//  as at 400 % zoom}, "names": accessible names of the images in Chromium's accessibility
//  tree, "echoes": what that tree would have a reader hear twice, "enlarged": {"scroll":
//  scrollWidth at 320 px with the browser's text at 200 %, "text" and "svg": how many times
//  the body's text and the first diagram grew, "scrolling": figures wider than their box
//  there, "axe": axe's violations there, "figures": how many}, "printOrder": {"beside":
//  pairs of figures printed side by side, "reversed": those in reverse order}, "forced": the lowest contrast of the lettering inside an SVG against the drawing's
//  ground, in forced-colours mode (Windows High Contrast), with where it is}.
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
    // The browser's text at 200 % (its default font size doubled, as a reader sets it) on
    // the 320 px screen: the page's width, and how much the first diagram and the body's
    // text grew.
    const cdp = await page.createCDPSession();
    const sizes = () =>
      page.evaluate(() => {
        const svg = document.querySelector("figure svg");
        return {
          scroll: document.documentElement.scrollWidth,
          svg: svg ? svg.getBoundingClientRect().width : 0,
          text: parseFloat(getComputedStyle(document.body).fontSize),
          figures: document.querySelectorAll("figure").length,
        };
      });
    const before = await sizes();
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
    const after = await sizes();
    await page.screenshot({ path: join(outDir, `${basename(file, ".html")}-text200.png`) });
    // There, no figure scrolls sideways (a region that scrolls and takes no focus is
    // axe's scrollable-region-focusable), each diagram within its figure, and axe finds
    // nothing.
    const fitting = await page.evaluate(() =>
      [...document.querySelectorAll("figure")]
        .filter((f) => {
          const svg = f.querySelector("svg");
          const wide = svg && svg.getBoundingClientRect().width > f.clientWidth + 0.5;
          return f.scrollWidth > f.clientWidth || wide;
        })
        .map((f) => f.textContent.trim().slice(0, 40)),
    );
    await page.evaluate(axeSource);
    const enlargedAxe = await page.evaluate(async () =>
      // eslint-disable-next-line no-undef
      axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      }),
    );
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 16, fixed: 13 } });
    const enlarged = {
      scroll: after.scroll,
      scrolling: fitting,
      axe: enlargedAxe.violations.map((v) => `${v.id}: ${v.nodes.length}`),
      figures: after.figures,
      text: Math.round((after.text / before.text) * 100) / 100,
      svg: before.svg ? Math.round((after.svg / before.svg) * 100) / 100 : 0,
    };
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1 });
    const scripts = await page.evaluate(() => document.scripts.length);
    const phoneWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    const name = basename(file, ".html");
    await page.screenshot({ path: join(outDir, `${name}-phone.png`), fullPage: true });
    await page.setViewport({ width: 1280, height: 900, deviceScaleFactor: 1 });
    await page.screenshot({ path: join(outDir, `${name}-desktop.png`), fullPage: false });
    // axe after the screenshots: the page as a reader gets it, with nothing of ours added
    // (axe, loaded above, adds no element).
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
    // The accessibility tree a screen reader gets: every image's name.
    const tree = await page.accessibility.snapshot({ interestingOnly: false });
    const names = [];
    const walk = (n) => {
      if (n.role === "img" || n.role === "image" || n.role === "graphics-document") {
        names.push(n.name || "");
      }
      (n.children || []).forEach(walk);
    };
    walk(tree);
    // What a reader hears twice, in Chromium's own accessibility tree: an element whose
    // description is its name, or a named container (region, table, figure, image) named
    // as one around it is. A cell, a heading or a paragraph is named by what it holds, and
    // that is heard once.
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const containers = ["region", "table", "figure", "image", "img", "graphics-document", "group"];
    const echoes = [];
    for (const n of nodes) {
      const name = (n.name && n.name.value) || "";
      const description = (n.description && n.description.value) || "";
      if (n.ignored || !name) continue;
      if (description === name) echoes.push(`${n.role.value} "${name}" described by its name`);
      if (!containers.includes(n.role.value)) continue;
      for (let p = byId.get(n.parentId); p; p = byId.get(p.parentId)) {
        // A table's scrolling region is named by its caption, as the table is: the
        // pattern readers know (each region told apart by what it holds).
        const scroller = n.role.value === "table" && p.role.value === "region";
        if (scroller) continue;
        if (!p.ignored && containers.includes(p.role.value) && p.name && p.name.value === name) {
          echoes.push(`${n.role.value} "${name}" inside ${p.role.value} of that name`);
        }
      }
    }
    // Forced colours, as Windows High Contrast forces them: each SVG label's fill against
    // the first background under the drawing (the SVG's own, or the page's).
    // Through the protocol: puppeteer's own call knows no forced-colors.
    await cdp.send("Emulation.setEmulatedMedia", {
      // A dark theme, as Windows' High Contrast Black: Canvas black, CanvasText white.
      features: [
        { name: "forced-colors", value: "active" },
        { name: "prefers-color-scheme", value: "dark" },
      ],
    });
    await page.screenshot({ path: join(outDir, `${name}-forced.png`), fullPage: true });
    const forced = await page.evaluate(() => {
      const rgb = (c) => (c.match(/[\d.]+/g) || []).map(Number);
      const lum = ([r, g, b]) => {
        const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      const backOf = (el) => {
        for (let e = el.closest("svg"); e; e = e.parentElement) {
          const c = rgb(getComputedStyle(e).backgroundColor);
          if (c.length === 3 || (c.length === 4 && c[3] > 0)) return c.slice(0, 3);
        }
        return [255, 255, 255];
      };
      let worst = { ratio: 99, text: "" };
      // The lettering is the font's glyphs, each placed by a <use> of its symbol.
      const glyph = (u) => /-gr\d+$/.test(u.getAttribute("xlink:href") || u.getAttribute("href") || "");
      for (const t of [...document.querySelectorAll("svg use")].filter(glyph)) {
        const a = lum(rgb(getComputedStyle(t).fill));
        const b = lum(backOf(t));
        const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        if (ratio < worst.ratio) {
          const fig = t.closest("figure, td");
          const where = fig ? fig.textContent.trim().slice(0, 60) : "";
          worst = { ratio: Math.round(ratio * 100) / 100, text: where };
        }
      }
      return worst;
    });
    await cdp.send("Emulation.setEmulatedMedia", { features: [] });
    console.log(JSON.stringify({ page: file, names, forced, echoes, enlarged }));
    // Printed, as a reader's "Print" would, on A4 and Letter: the test counts the pages.
    await page.emulateMediaType("print");
    // Printed, figures that stand side by side read left to right in the page's order:
    // each pair that follows each other and shares a line, and those in reverse.
    const order = await page.evaluate(() => {
      const boxes = [...document.querySelectorAll("figure")].map((f) => f.getBoundingClientRect());
      let beside = 0;
      const reversed = [];
      for (let i = 1; i < boxes.length; i++) {
        const [a, b] = [boxes[i - 1], boxes[i]];
        if (a.top < b.bottom && b.top < a.bottom) {
          beside += 1;
          if (b.left < a.left) reversed.push(i);
        }
      }
      return { beside, reversed };
    });
    console.log(JSON.stringify({ page: file, printOrder: order }));
    for (const format of ["A4", "Letter"]) {
      await page.pdf({ path: join(outDir, `${name}-${format}.pdf`), format, preferCSSPageSize: true });
    }
    await page.close();
  }
} finally {
  await browser.close();
}
