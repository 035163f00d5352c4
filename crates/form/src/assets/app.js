// The page's script. It shows the choices of the purpose chosen; keeps every choice in the
// address (a link makes the same kit) and on this device; and makes the answers live: as a
// choice changes, the pages, notes, command and refusals are put in place, made on this
// device by the browser build's engine (window.boardgen, from engine.js) where the page has
// it, else asked of the server (/preview). Without this script the form still posts and
// the answer page shows the same.
"use strict";
(function () {
  var form = document.getElementById("kit");
  if (!form || !window.fetch || !window.FormData || !window.URLSearchParams) return;
  var engine = window.boardgen;
  var ui = (document.documentElement.lang || "en").slice(0, 2);
  var status = document.getElementById("status");
  var KEY = "boardgen-choices";
  var timer = null;
  var asked = 0;

  /// Shows the controls of the purpose chosen; the others are hidden and not sent.
  function purpose() {
    var p = form.querySelector('input[name="purpose"]:checked');
    var code = p ? p.value : "play";
    form.querySelectorAll("[data-for]").forEach(function (el) {
      var on = el.getAttribute("data-for").split(" ").indexOf(code) >= 0;
      el.hidden = !on || el.type === "hidden";
      var controls = el.matches("input, select") ? [el] : el.querySelectorAll("input, select");
      controls.forEach(function (c) { c.disabled = !on; });
    });
  }

  /// The choices as the address's query: every field sent but the files.
  function query() {
    var q = new URLSearchParams();
    new FormData(form).forEach(function (v, k) {
      if (typeof v === "string" && v !== "" && k !== "action") q.append(k, v);
    });
    return q.toString();
  }

  /// Sets the form's controls to a query's choices (the purpose first, as it says which
  /// controls are sent).
  function restore(search) {
    var q = new URLSearchParams(search);
    var p = q.get("purpose");
    if (p) {
      var radio = form.querySelector('input[name="purpose"][value="' + CSS.escape(p) + '"]');
      if (radio) radio.checked = true;
    }
    purpose();
    var names = {};
    q.forEach(function (_, k) { names[k] = true; });
    Object.keys(names).forEach(function (name) {
      if (name === "purpose") return;
      var values = q.getAll(name);
      form.querySelectorAll('[name="' + CSS.escape(name) + '"]:not([disabled])').forEach(function (c) {
        if (c.type === "file" || c.type === "hidden") return;
        if (c.type === "checkbox" || c.type === "radio") c.checked = values.indexOf(c.value) >= 0;
        else c.value = values[0];
      });
    });
    // A box unticked is not in a query: those not named are unticked.
    form.querySelectorAll('input[type="checkbox"]:not([disabled])').forEach(function (c) {
      if (!names[c.name]) c.checked = false;
    });
  }

  /// The choices kept: in the address, on this device, and in the links to the page in
  /// the other languages.
  function keep() {
    var q = query();
    try { history.replaceState(null, "", location.pathname + (q ? "?" + q : "")); } catch (e) { /* a file: page */ }
    try { localStorage.setItem(KEY, q); } catch (e) { /* storage refused */ }
    document.querySelectorAll(".langs a").forEach(function (a) {
      if (!a.hasAttribute("data-href")) a.setAttribute("data-href", a.getAttribute("href"));
      var own = a.getAttribute("data-href");
      a.setAttribute("href", own + (q ? (own.indexOf("?") >= 0 ? "&" : "?") + q : ""));
    });
  }

  /// The paper of the browser's country, where nothing chose one.
  function paperFromBrowser() {
    var letter = (form.getAttribute("data-letter") || "").split(" ");
    var tag = (navigator.languages && navigator.languages[0]) || navigator.language || "";
    var region = tag.split(/[-_]/).slice(1).filter(function (p) { return p.length === 2; })[0];
    var paper = document.getElementById("f-paper");
    if (paper && region && letter.indexOf(region.toUpperCase()) >= 0) paper.value = "letter";
  }

  /// Puts the answer page's slots, command and field marks in place of this page's.
  function apply(text) {
    var doc = new DOMParser().parseFromString(text, "text/html");
    doc.querySelectorAll("[data-slot]").forEach(function (el) {
      var here = document.querySelector('[data-slot="' + el.getAttribute("data-slot") + '"]');
      if (!here) return;
      here.innerHTML = el.innerHTML;
      here.hidden = el.hidden;
    });
    var cmd = doc.getElementById("command");
    if (cmd) document.getElementById("command").textContent = cmd.textContent;
    // Each control marked as its field's answer has it.
    form.querySelectorAll("input, select").forEach(function (c) {
      var there = c.id && doc.getElementById(c.id);
      if (!there) return;
      ["aria-invalid", "aria-describedby"].forEach(function (a) {
        if (there.hasAttribute(a)) c.setAttribute(a, there.getAttribute(a));
        else c.removeAttribute(a);
      });
    });
    zoomable();
    return doc;
  }

  /// Each page drawn opens full size, by a click or a key.
  function zoomable() {
    var dialog = document.getElementById("full");
    document.querySelectorAll(".pages li > img").forEach(function (img) {
      var b = document.createElement("button");
      b.type = "button";
      b.className = "zoom";
      img.parentNode.insertBefore(b, img);
      b.appendChild(img);
      b.addEventListener("click", function () {
        dialog.querySelector("h2").textContent = img.alt;
        var big = dialog.querySelector("img");
        big.src = img.src;
        big.alt = img.alt;
        dialog.showModal();
      });
    });
  }

  function busy(on, pages) {
    form.setAttribute("aria-busy", on ? "true" : "false");
    if (on) status.textContent = status.getAttribute("data-working");
    else status.textContent = pages || "";
  }

  function update() {
    var n = ++asked;
    busy(true);
    var answered;
    if (engine) {
      answered = engine.answerPage(form, ui).then(function (r) { return r.html; });
    } else {
      var data = new FormData(form);
      data.set("action", "preview");
      // The attribute: `form.action` is the buttons named "action", not the form's address.
      var to = form.getAttribute("action") || "";
      var url = "preview" + (to.indexOf("?") >= 0 ? to.slice(to.indexOf("?")) : "");
      answered = fetch(url, { method: "POST", body: data }).then(function (r) { return r.text(); });
    }
    answered.then(function (text) {
      if (n !== asked) return; // an answer to an older choice
      var doc = apply(text);
      var ready = doc.getElementById("status");
      busy(false, ready ? ready.textContent : "");
    }).catch(function () {
      if (n === asked) busy(false);
    });
  }

  /// The file made on this device: saved as any download, or opened to print.
  function save(r, print) {
    var url = URL.createObjectURL(new Blob([r.bytes], { type: r.type }));
    if (print && r.type === "application/pdf") {
      var frame = document.createElement("iframe");
      frame.className = "print";
      frame.title = r.name;
      frame.src = url;
      frame.onload = function () {
        try { frame.contentWindow.print(); } catch (e) { window.open(url); }
      };
      document.body.appendChild(frame);
      return;
    }
    var a = document.createElement("a");
    a.href = url;
    a.download = r.name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 60000);
  }

  form.addEventListener("change", function (e) {
    if (e.target.name === "purpose") purpose();
    keep();
    clearTimeout(timer);
    timer = setTimeout(update, 250);
  });
  form.addEventListener("submit", function (e) {
    var action = e.submitter && e.submitter.value;
    if (action === "download" || action === "print") {
      // Without the engine the server makes the file from the form, photos and all.
      if (!engine) return;
      e.preventDefault();
      busy(true);
      engine.download(form, ui).then(function (r) {
        busy(false);
        if (r.bytes) save(r, action === "print");
        else {
          apply(r.html);
          var summary = document.getElementById("errors");
          if (summary && !summary.hidden) summary.focus();
        }
      }).catch(function () { busy(false); });
      return;
    }
    // "Show the pages", or Enter in a field: the pages, and the photos stay chosen.
    e.preventDefault();
    update();
  });
  document.getElementById("full").addEventListener("click", function (e) {
    if (e.target.hasAttribute("data-close") || e.target === e.currentTarget) e.currentTarget.close();
  });

  // The answers are live: no button is needed to see the pages.
  var show = form.querySelector('button[value="preview"]');
  if (show) show.hidden = true;
  var saved = null;
  try { saved = localStorage.getItem(KEY); } catch (e) { /* storage refused */ }
  if (location.search.replace(/^\?(ui=[a-z]+&?)?/, "")) restore(location.search);
  else if (saved) restore(saved);
  else {
    purpose();
    if (engine) paperFromBrowser();
  }
  keep();
  zoomable();
  update();
})();
