// Live preview and the download. As a choice changes, the form's answer (the pages drawn
// small, the notes, the command, each field's refusal) is put in place: made on this device
// by the browser build's engine (window.boardgen, from engine.js) where the page has it,
// else asked of the server (/preview). Without this script the form still posts and the
// answer page shows the same.
"use strict";
(function () {
  var form = document.getElementById("kit");
  if (!form || !window.fetch || !window.FormData) return;
  var engine = window.boardgen;
  var ui = (document.documentElement.lang || "en").slice(0, 2);
  var timer = null;
  var asked = 0;

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
  }

  function busy(on) {
    form.setAttribute("aria-busy", on ? "true" : "false");
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
      apply(text);
    }).catch(function () { /* the form still posts */ }).then(function () {
      if (n === asked) busy(false);
    });
  }

  /// The download made on this device: the file saved as the browser saves any download.
  function save(r) {
    var url = URL.createObjectURL(new Blob([r.bytes], { type: r.type }));
    var a = document.createElement("a");
    a.href = url;
    a.download = r.name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 60000);
  }

  form.addEventListener("change", function () {
    clearTimeout(timer);
    timer = setTimeout(update, 250);
  });
  if (engine) {
    // Both buttons answered here, so the photos chosen stay in the page.
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      var action = e.submitter && e.submitter.value;
      if (action !== "download") {
        update();
        return;
      }
      busy(true);
      engine.download(form, ui).then(function (r) {
        if (r.bytes) save(r);
        else {
          apply(r.html);
          var first = document.querySelector(".error:not([hidden])");
          if (first) first.scrollIntoView();
        }
      }).catch(function () { /* nothing saved; the page stays as it was */ }).then(function () {
        busy(false);
      });
    });
  }
  update();
})();
