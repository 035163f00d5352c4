// Leaves out of the module what boardgen does not use: printpdf exports its own JavaScript
// API (Pdf_RegisterFontsSync and the like) from any wasm32 build, and with it the code
// behind them. Usage: node trim.mjs DIR (wasm-bindgen's output: boardgen_browser_bg.wasm
// and boardgen_browser.js), with binaryen's wasm-metadce on PATH.
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { execFileSync } from "node:child_process";

const dir = process.argv[2];
const wasmPath = join(dir, "boardgen_browser_bg.wasm");
const jsPath = join(dir, "boardgen_browser.js");
// The features of Rust's wasm32 target today, as wasm-opt is told them in build.sh.
const FEATURES = ["--enable-bulk-memory", "--enable-nontrapping-float-to-int", "--enable-sign-ext",
  "--enable-mutable-globals"];
const unused = (name) => /^Pdf_/.test(name);

const exports = WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(wasmPath)));
const graph = exports.map((e, i) =>
  unused(e.name) ? { name: `e${i}`, export: e.name } : { name: `e${i}`, export: e.name, root: true });
const tmp = mkdtempSync(join(tmpdir(), "boardgen-trim-"));
try {
  const graphPath = join(tmp, "graph.json");
  writeFileSync(graphPath, JSON.stringify(graph));
  execFileSync("wasm-metadce", [...FEATURES, "-f", graphPath, "-o", wasmPath, wasmPath], {
    stdio: ["ignore", "ignore", "inherit"],
  });
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

// The glue's functions for them, with their doc comments.
let js = readFileSync(jsPath, "utf8");
js = js.replace(/(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\n)?export function (Pdf_\w+)\([^)]*\) \{\n[\s\S]*?\n\}\n\n?/g, "");
const kept = WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(wasmPath)));
const left = kept.filter((e) => unused(e.name)).map((e) => e.name);
if (left.length || /Pdf_/.test(js)) {
  console.error(`trim.mjs: still there: ${left.join(", ") || "Pdf_ in the glue"}`);
  process.exit(1);
}
writeFileSync(jsPath, js);
console.error(`trim.mjs: left out ${exports.length - kept.length} exports of printpdf's JavaScript API`);
