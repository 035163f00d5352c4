// The engine's own thread: boardgen's WebAssembly module, so that the page never freezes
// while a kit is made. Each message is {id, fn, args}; each answer {id, result} or
// {id, error}, its bytes handed over, not copied.
import init, * as engine from "./boardgen_browser.js";

const ready = init({ module_or_path: new URL("boardgen_browser_bg.wasm", import.meta.url) });
const CALLS = {
  render: engine.render,
  answer_page: engine.answer_page,
  download: engine.download,
};

/// The buffers of the bytes in an answer, to hand them over.
function buffers(value, out) {
  if (value instanceof Uint8Array) out.push(value.buffer);
  else if (Array.isArray(value)) value.forEach((v) => buffers(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => buffers(v, out));
  return out;
}

self.onmessage = async (e) => {
  const { id, fn, args } = e.data;
  try {
    const wasm = await ready;
    // The bytes the module's memory has grown to: its peak, as it never shrinks.
    if (fn === "memory") {
      self.postMessage({ id, result: wasm.memory.buffer.byteLength });
      return;
    }
    const call = CALLS[fn];
    if (!call) throw new Error(`no such call: ${fn}`);
    const result = call(...args);
    self.postMessage({ id, result }, buffers(result, []));
  } catch (err) {
    self.postMessage({ id, error: String(err && err.message ? err.message : err) });
  }
};
