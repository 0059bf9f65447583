// Security headers of every answer, set once in the middleware (edge runtime: Web APIs only). Pages get a
// Content-Security-Policy with a per-request nonce and no 'unsafe-inline' script: Next reads the nonce from
// the request's own CSP header and puts it on the scripts it injects. Nothing on our pages needs a script
// to be read, so a script without the nonce (a prerendered page's) is blocked and the page still reads.
// Only the badge image stays framable: it is made to be embedded on a company's own pages.

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The policy of an HTML page: own resources only, scripts by nonce, never framed. */
export function pagePolicy(nonce: string, https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** The policy of everything that is not a page (JSON, scripts, schemas): nothing runs, nothing frames it. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

// Signed-in form posts may answer with a small HTML page (a key shown once, lib/auth/routes/shown-once-page.ts):
// it loads the site's stylesheet and icon and nothing else; still no script, never framed.
export const FORM_ANSWER_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
const FORM_ANSWERS = /^\/api\/(auth|account|workspace)\//;

// Embeddable on other sites by design: it sets its own policy (default-src 'none') without frame-ancestors.
const EMBEDDABLE = /\/badge\.svg$/;

export function setSecurityHeaders(
  headers: Pick<Headers, "set">,
  opts: { path: string; page: boolean; nonce: string; https: boolean },
): void {
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  if (opts.https) headers.set("strict-transport-security", "max-age=63072000; includeSubDomains");
  if (EMBEDDABLE.test(opts.path)) return;
  headers.set(
    "content-security-policy",
    opts.page ? pagePolicy(opts.nonce, opts.https) : FORM_ANSWERS.test(opts.path) ? FORM_ANSWER_POLICY : RESOURCE_POLICY,
  );
  headers.set("x-frame-options", "DENY");
}
