// A small HTML page on the API host whose one button POSTs: the landing page of a mailed link (confirm a
// subscription, unsubscribe). Opening a link changes nothing, so a mail scanner that follows every link
// confirms and unsubscribes nobody; a person presses the button.
import { escapeHtml } from "@/lib/auth/routes/shown-once-page";

export function actionPage(opts: {
  title: string;
  lead: string;
  action: string;
  fields: Record<string, string>;
  button: string;
  status?: number;
}): Response {
  const hidden = Object.entries(opts.fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");
  const html =
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta ` +
    `name="referrer" content="no-referrer"><title>${escapeHtml(opts.title)} · Public Trust Network</title></head>
<body><main id="main">
<h1>${escapeHtml(opts.title)}</h1>
<p>${escapeHtml(opts.lead)}</p>
<form method="post" action="${escapeHtml(opts.action)}">${hidden}<button type="submit">${escapeHtml(opts.button)}</button></form>
</main></body></html>`;
  return new Response(html, {
    status: opts.status ?? 200,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

export function donePage(title: string, lead: string): Response {
  const html =
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, ` +
    `initial-scale=1"><title>${escapeHtml(title)} · Public Trust Network</title></head>
<body><main id="main"><h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(lead)}</p></main></body></html>`;
  return new Response(html, { status: 200, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
