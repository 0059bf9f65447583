// The source of /badge.js, served as written. It runs on other people's pages, so it is small and
// careful: its origin comes from its own <script src> (document.currentScript), it reads the public
// profile with credentials omitted (no cookies), and it renders into a shadow root with DOM calls only
// (no innerHTML, no eval, no inline handlers, no style attributes). Its styles go through a constructed
// stylesheet (adoptedStyleSheets), which a host's `style-src` policy does not block, unlike <style> or
// style="" without 'unsafe-inline'. The three kinds of nothing keep their own words here too.

const CSS = [
  ':host{display:inline-block;font:13px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b1f24}',
  "a,div{display:grid;gap:2px;max-width:20rem;padding:8px 12px;border:1px solid " +
    "#8c959f;border-radius:6px;background:#fff;color:inherit;text-decoration:none}",
  "a:hover,a:focus-visible{outline:2px solid #0b5cad;outline-offset:1px}",
  ".k{font-size:11px;letter-spacing:.05em;text-transform:uppercase;color:#57606a}",
  ".n{font-weight:600}.d{color:#57606a}.v{color:#0b5cad;text-decoration:underline}",
].join("");

export const BADGE_SCRIPT = `/* Public Trust Network badge. Witnessed and dated facts only: no score, rating or certification. */
(function () {
  "use strict";
  var s = document.currentScript;
  if (!s || !s.src || !s.parentNode) return;
  var origin = new URL(s.src).origin;
  var slug = (s.getAttribute("data-company") || "").trim().toLowerCase();
  var valid = /^[a-z0-9](?:[a-z0-9.-]{0,98}[a-z0-9])?$/.test(slug);
  var host = document.createElement("span");
  s.parentNode.insertBefore(host, s.nextSibling);
  var root = host.attachShadow({ mode: "open" });
  try {
    var sheet = new CSSStyleSheet();
    sheet.replaceSync(${JSON.stringify(CSS)});
    root.adoptedStyleSheets = [sheet];
  } catch (e) {}
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    e.className = cls;
    e.textContent = text;
    return e;
  }
  function when(iso) {
    var d = new Date(iso);
    return isNaN(d.getTime()) ? "an unrecorded time" : d.toISOString().slice(0, 16).replace("T", " ") + " UTC";
  }
  var box = el(valid ? "a" : "div", "b", "");
  var name = el("span", "n", valid ? slug : "No company named");
  var line = el("span", "l", valid ? "Reading the record\\u2026" : "Set data-company to a profile slug.");
  var detail = el("span", "d", "");
  box.append(el("span", "k", "Public Trust Network"), name, line, detail);
  if (valid) {
    box.href = origin + "/network/company/" + encodeURIComponent(slug);
    box.append(el("span", "v", "See the record"));
  }
  root.append(box);
  function show(state, text, more) {
    host.setAttribute("data-state", state);
    line.textContent = text;
    detail.textContent = more;
  }
  if (!valid) return show("invalid", line.textContent, "");
  fetch(origin + "/api/network/profile?q=" + encodeURIComponent(slug), { credentials: "omit", mode: "cors" })
    .then(function (r) {
      if (!r.ok) throw new Error(String(r.status));
      return r.json();
    })
    .then(function (d) {
      if (!d || d.found !== true) {
        return show("not-published", "No profile published", "Not a finding about the company.");
      }
      var w = d.witnessed || {};
      if (d.name) name.textContent = d.name;
      if (w.standing === "witnessed") show("witnessed", "Witnessed", "Last reading " + when(w.lastWitnessed));
      else if (w.lastWitnessed) show("no-observation", "No observation on the last reading", "Last reading " + when(w.lastWitnessed));
      else show("not-read", "Published, not read yet", "");
    })
    .catch(function () {
      show("read-failed", "The read failed", "Says nothing about the company. Try again later.");
    });
})();
`;
