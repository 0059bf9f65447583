// The authorization server's few HTML pages (consent, its errors): a bare document, every value escaped.

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `body` is HTML the caller built with escapeHtml; the title is escaped here. */
export function htmlPage(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ` +
    `content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Public Trust ` +
    `Network</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}
