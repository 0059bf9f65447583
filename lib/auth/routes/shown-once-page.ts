// The answer to a page's form that created a secret (an API key): a small HTML page showing it this once.
// A redirect cannot carry the secret without storing it, so the POST itself answers with the page. It is
// not a Next page, so it links the site's stylesheet by its stable address (/site.css) and repeats the
// site header, so it looks like every other account page.
import { json } from "@/lib/http/respond";
import { SERVICE_NAME } from "@/lib/site/site-texts";
import { isFormPost } from "@/lib/auth/signed-in";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

interface ShownOnce {
  title: string;
  lead: string;
  secret: string;
  facts: [string, string][];
  back: { href: string; label: string };
}

/** The answer of a route that made a secret: `body` as JSON for an API caller, the page for a form posted by a page. */
export function shownOnce(req: Request, body: unknown, status: 200 | 201, page: ShownOnce): Response {
  return isFormPost(req) ? shownOncePage(page, status) : json(body, { status });
}

function shownOncePage(opts: ShownOnce, status: number): Response {
  const facts = opts.facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("");
  const html =
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta ` +
    `name="referrer" content="no-referrer"><meta name="robots" content="noindex"><title>${escapeHtml(opts.title)} · ` +
    `${escapeHtml(SERVICE_NAME)}</title><link rel="stylesheet" href="/site.css"><link rel="icon" href="/favicon.ico"></head>
<body><a class="skip" href="#main">Skip to content</a>
<header class="site-header"><div class="bar"><a href="/" class="brand">${escapeHtml(SERVICE_NAME)}</a><nav ` +
    `aria-label="Account"><ul><li><a href="/workspace">Workspace</a></li><li><a ` +
    `href="/account/security">Account security</a></li></ul></nav></div></header>
<main id="main">
<h1>${escapeHtml(opts.title)}</h1>
<p role="status" class="lead">${escapeHtml(opts.lead)}</p>
<p><label for="secret">Copy it now; it is not shown again:</label><br><input ` +
    `id="secret" class="secret" readonly value="${escapeHtml(opts.secret)}"></p>
<dl class="pairs">${facts}</dl>
<p><a href="${escapeHtml(opts.back.href)}">${escapeHtml(opts.back.label)}</a></p>
</main></body></html>`;
  return new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
