// Live preview: as a choice changes, the form is sent to /preview and the page's answer
// (the pages drawn small, the command, each field's refusal) is put in place. Without this
// script the form still posts and the answer page shows the same.
"use strict";
(function () {
  var form = document.getElementById("kit");
  if (!form || !window.fetch || !window.FormData) return;
  var timer = null;
  var asked = 0;
  function update() {
    var n = ++asked;
    var data = new FormData(form);
    data.set("action", "preview");
    // The attribute: `form.action` is the buttons named "action", not the form's address.
    var to = form.getAttribute("action") || "";
    var url = "/preview" + (to.indexOf("?") >= 0 ? to.slice(to.indexOf("?")) : "");
    fetch(url, { method: "POST", body: data }).then(function (r) {
      return r.text();
    }).then(function (text) {
      if (n !== asked) return; // an answer to an older choice
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
    }).catch(function () { /* the form still posts */ });
  }
  form.addEventListener("change", function () {
    clearTimeout(timer);
    timer = setTimeout(update, 250);
  });
  update();
})();
