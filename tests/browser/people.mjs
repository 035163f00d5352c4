// The page as the people it is for use it, in Debian's chromium (playwright-core) on the
// browser site served by `boardgen serve --site`: a teacher in France, a family, a maker,
// each counting the actions from opening the page to holding the file (choosing a photo on
// the disk is not counted); a link with the choices in its address; the paper of an en-US
// browser; the controls visible when the page opens; the keyboard alone from the top to
// the download; axe-core with previews and with an error, in English and French at 320 and
// 1280 px; 200 % text at 320 px. Screenshots of each step go to OUT_DIR.
// Usage: node people.mjs BASE_URL OUT_DIR PHOTO
// Writes OUT_DIR/people-NAME/FILE for each download; prints one JSON line per check.
import { readFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { chromium } from "playwright-core";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const [base, outDir, photo] = process.argv.slice(2);
const say = (o) => console.log(JSON.stringify(o));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
});

/// A person's browser: their language, their window; a fresh profile (nothing remembered).
async function person(locale, width) {
  const context = await browser.newContext({
    locale,
    acceptDownloads: true,
    viewport: { width, height: width < 500 ? 700 : 900 },
  });
  const page = await context.newPage();
  return { context, page };
}

async function ready(page) {
  // The page answers a change a quarter of a second after it, when no other follows.
  await page.waitForTimeout(400);
  await page.waitForFunction(() => window.boardgen && document.querySelector("#preview img") && document.getElementById("kit").getAttribute("aria-busy") === "false", null, { timeout: 60000 });
}

async function shot(page, name) {
  await page.screenshot({ path: join(outDir, `${name}.png`) });
}

/// Clicks Download and saves the file in OUT_DIR/people-NAME.
async function download(page, name) {
  const [d] = await Promise.all([page.waitForEvent("download", { timeout: 60000 }), page.click('button[value="download"]')]);
  const dir = join(outDir, `people-${name}`);
  mkdirSync(dir, { recursive: true });
  await d.saveAs(join(dir, d.suggestedFilename()));
  return d.suggestedFilename();
}

/// The form's controls a person sees (the pages drawn beside it, each a button that shows
/// it full size, are not choices).
const visible = (page) => page.evaluate(() =>
  [...document.querySelectorAll("#kit input, #kit select, #kit button, #kit textarea")].filter((e) => e.checkVisibility()).length);

async function axe(page) {
  await page.evaluate(axeSource);
  const r = await page.evaluate(() =>
    // eslint-disable-next-line no-undef
    axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } }));
  return r.violations.map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
}

// The teacher: French, the Royal Carpet rules for a class of 30, Letter, two to a sheet.
for (const width of [1280, 320]) {
  const { context, page } = await person("fr-FR", width);
  await page.goto(base + "/", { waitUntil: "load" });
  await ready(page);
  await shot(page, `teacher-${width}-1-open`);
  const controls = await visible(page);
  let actions = 0;
  await page.click('label[for="f-purpose-class"]'); actions++;
  await page.selectOption("#f-game", "royal-carpet"); actions++;
  await page.fill("#f-copies", "30"); actions++;
  await page.selectOption("#f-n-up", "2"); actions++;
  await page.selectOption("#f-paper", "letter"); actions++;
  await ready(page);
  await shot(page, `teacher-${width}-2-chosen`);
  const file = await download(page, `teacher-${width}`); actions++;
  const link = page.url();
  say({ check: "teacher", width, actions, controls, file, lang: await page.evaluate(() => document.documentElement.lang), link });
  await context.close();
  // The link the teacher sends a colleague: the same kit, in one action.
  if (width === 1280) {
    const other = await person("de-DE", 1280);
    await other.page.goto(link, { waitUntil: "load" });
    await ready(other.page);
    const f = await download(other.page, "link");
    say({ check: "link", file: f, command: await other.page.locator("#command").textContent() });
    await other.context.close();
  }
}

// The family: Camels and Carpets, a photo on each crown; a preview and Enter in a field
// before the download, and the photo is still in it.
for (const width of [320, 1280]) {
  const { context, page } = await person("en-GB", width);
  await page.goto(base + "/", { waitUntil: "load" });
  await ready(page);
  await shot(page, `family-${width}-1-open`);
  const controls = await visible(page);
  let actions = 0;
  await page.selectOption("#f-game", "camels-and-carpets"); actions++;
  await page.click("details.pictures > summary"); actions++;
  await page.setInputFiles("#f-art-crown", photo);
  await ready(page);
  await page.click("details.more > summary");
  await page.press("#f-square", "Enter");
  await ready(page);
  await page.locator("#preview").scrollIntoViewIfNeeded();
  await shot(page, `family-${width}-2-photo`);
  const file = await download(page, `family-${width}`); actions++;
  say({ check: "family", width, actions, controls, file, command: await page.locator("#command").textContent() });
  await context.close();
}

// The maker: laser files for a 300 x 200 mm bed.
{
  const { context, page } = await person("en-GB", 1280);
  await page.goto(base + "/", { waitUntil: "load" });
  await ready(page);
  let actions = 0;
  await page.click('label[for="f-purpose-machine"]'); actions++;
  await page.fill("#f-bed", "300x200"); actions++;
  await page.press("#f-bed", "Tab");
  await ready(page);
  await shot(page, "maker-1280-chosen");
  const file = await download(page, "maker"); actions++;
  say({ check: "maker", actions, file });
  await context.close();
}

// en-US: Letter, with nothing chosen.
{
  const { context, page } = await person("en-US", 1280);
  await page.goto(base + "/", { waitUntil: "load" });
  await ready(page);
  say({ check: "en-US", paper: await page.locator("#f-paper").inputValue() });
  await context.close();
}

// The keyboard alone, from the top of the page to the download.
{
  const { context, page } = await person("en-GB", 1280);
  await page.goto(base + "/", { waitUntil: "load" });
  await ready(page);
  let tabs = 0;
  while (tabs < 60 && !(await page.evaluate(() => document.activeElement && document.activeElement.value === "download"))) {
    await page.keyboard.press("Tab");
    tabs++;
  }
  const [d] = await Promise.all([page.waitForEvent("download", { timeout: 60000 }), page.keyboard.press("Enter")]);
  say({ check: "keyboard", tabs, file: d.suggestedFilename() });
  await context.close();
}

// axe with the pages drawn and with an error, English and French, narrow and wide; 200 %
// text at 320 px.
for (const locale of ["en-GB", "fr-FR"]) {
  for (const width of [320, 1280]) {
    const { context, page } = await person(locale, width);
    await page.goto(base + "/", { waitUntil: "load" });
    await ready(page);
    const pages = await axe(page);
    await page.click("details.more > summary");
    await page.fill("#f-square", "3");
    await page.press("#f-square", "Enter");
    await page.waitForSelector("#err-square:not([hidden])");
    const error = await axe(page);
    await shot(page, `error-${locale}-${width}`);
    // A failed download: the focus goes to the summary of what cannot be used.
    await page.click('button[value="download"]');
    await page.waitForFunction(() => document.activeElement && document.activeElement.id === "errors");
    const summary = await page.locator("#errors a").first().getAttribute("href");
    let scroll = null;
    if (width === 320) {
      await page.fill("#f-square", "");
      await page.evaluate(() => { document.documentElement.style.fontSize = "200%"; });
      scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await shot(page, `text200-${locale}-320`);
    }
    say({ check: "axe", locale, width, pages, error, summary, scroll });
    // The full-size view of a page, by a click.
    if (width === 1280 && locale === "en-GB") {
      await page.fill("#f-square", "");
      await page.press("#f-square", "Enter");
      await ready(page);
      await page.click(".pages button.zoom");
      await page.waitForSelector("dialog#full[open]");
      const big = await page.locator("dialog#full h2").textContent();
      await shot(page, "full-size-1280");
      await page.keyboard.press("Escape");
      say({ check: "full-size", name: big, pageNames: await page.$$eval(".pages img", (i) => i.map((x) => x.alt)) });
    }
    await context.close();
  }
}
await browser.close();
