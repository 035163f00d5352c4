// window.boardgen: boardgen's engine, made on this device. The WebAssembly module runs in a
// Web Worker (worker.js); nothing the page is given leaves it.
//
//   const kit = await boardgen.render(fields, files)
//     fields: {game: "royal-carpet", mono: true, cut: ["laser", "svg"], ...}, named as the
//       web form's fields (the command line's long options);
//     files: {"art-crown": [File, ...], template: File, "template-files": [{name, bytes}]}
//   kit: {files: [{name, bytes}], notes: [...], errors: [{field, message}], command}
//
// The page's own script uses answerPage and download, which answer with the page as the
// server would. The service worker keeps the site for use offline.
"use strict";
(function () {
  if (typeof WebAssembly !== "object" || typeof Worker !== "function") return;
  var worker = null;
  var next = 0;
  var waiting = new Map();

  function start() {
    if (worker) return worker;
    worker = new Worker(new URL("worker.js", document.baseURI), { type: "module" });
    worker.onmessage = function (e) {
      var w = waiting.get(e.data.id);
      if (!w) return;
      waiting.delete(e.data.id);
      if ("error" in e.data) w.reject(new Error(e.data.error));
      else w.resolve(e.data.result);
    };
    worker.onerror = function (e) {
      waiting.forEach(function (w) { w.reject(new Error(e.message || "the engine failed to start")); });
      waiting.clear();
      worker = null;
    };
    return worker;
  }

  function call(fn, args) {
    return new Promise(function (resolve, reject) {
      var id = ++next;
      waiting.set(id, { resolve: resolve, reject: reject });
      start().postMessage({ id: id, fn: fn, args: args });
    });
  }

  /// A form's fields as [name, value] pairs: a list gives one pair an item, true gives
  /// "on" as a ticked box does, false, null and undefined give none.
  function pairs(fields) {
    var out = [];
    Object.keys(fields || {}).forEach(function (name) {
      [].concat(fields[name]).forEach(function (v) {
        if (v === false || v === null || v === undefined) return;
        out.push([name, v === true ? "on" : String(v)]);
      });
    });
    return out;
  }

  // Each file read from the disk once while the page holds it.
  var read = new WeakMap();
  function bytesOf(file) {
    if (file instanceof Uint8Array) return Promise.resolve(file);
    // A File or Blob (whose own `bytes` is a method), else {name, bytes}.
    if (!(file instanceof Blob)) return Promise.resolve(new Uint8Array(file.bytes));
    if (!read.has(file)) {
      read.set(file, file.arrayBuffer().then(function (b) { return new Uint8Array(b); }));
    }
    return read.get(file);
  }

  /// Uploads as [field, file name, bytes]; empty files (an unused file field) left out.
  function uploads(files) {
    var out = [];
    Object.keys(files || {}).forEach(function (field) {
      [].concat(files[field]).forEach(function (f) {
        if (!f) return;
        out.push(bytesOf(f).then(function (b) {
          // A file chosen is sent even when empty (refused as the server refuses it).
          return b.length || f.name ? [field, f.name || "upload", b] : null;
        }));
      });
    });
    return Promise.all(out).then(function (u) { return u.filter(Boolean); });
  }

  /// A <form> as fields and files, as it would be sent.
  function fromForm(form) {
    var fields = [];
    var files = [];
    new FormData(form).forEach(function (v, k) {
      if (typeof v === "string") fields.push([k, v]);
      // An input with no file chosen gives an empty, unnamed File: not sent. A chosen
      // empty file is, so it is refused as the server refuses it.
      else if (v.size > 0 || v.name) files.push([k, v]);
    });
    return Promise.all(files.map(function (f) {
      return bytesOf(f[1]).then(function (b) { return [f[0], f[1].name, b]; });
    })).then(function (u) { return { fields: fields, uploads: u }; });
  }

  window.boardgen = {
    /// Everything a run makes, as the command line makes it.
    render: function (fields, files) {
      return uploads(files).then(function (u) { return call("render", [pairs(fields), u]); });
    },
    /// The page answering a form (`<form>`): {html, status, pages}.
    answerPage: function (form, ui) {
      return fromForm(form).then(function (f) { return call("answer_page", [f.fields, f.uploads, ui]); });
    },
    /// The bytes the engine's memory has grown to (its peak: it never shrinks).
    memory: function () {
      return call("memory", []);
    },
    /// A form's download: {name, type, bytes}, or {html, status} when it is refused.
    download: function (form, ui) {
      return fromForm(form).then(function (f) { return call("download", [f.fields, f.uploads, ui]); });
    },
  };

  if ("serviceWorker" in navigator && window.isSecureContext) {
    navigator.serviceWorker.register("sw.js").catch(function () { /* works online still */ });
  }
})();
