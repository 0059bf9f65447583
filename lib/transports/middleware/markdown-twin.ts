// Markdown twins of pages: `/<page>.md`, or a page's own address asked for with `Accept: text/markdown`,
// is rewritten to the internal segment /md/<page> (app/md), which renders the page's Markdown.
import Negotiator from "negotiator";

/**
 * Paths that are not pages: API reads, contracts and files by their extension. The extensions are
 * listed (not "any dot") because a profile slug may be a domain, like /network/company/acme.example.
 */
const NOT_A_PAGE =
  /^\/(api|_next|schemas|verify)(\/|$)|\.(js|mjs|css|map|json|ya?ml|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|webmanifest)$/i;
export const MARKDOWN_SEGMENT = /^\/md(\/|$)/;

export function isPagePath(path: string): boolean {
  return !NOT_A_PAGE.test(path) && !MARKDOWN_SEGMENT.test(path);
}

export function prefersMarkdown(accept: string | null): boolean {
  if (!accept) return false;
  return new Negotiator({ headers: { accept } }).mediaType(["text/html", "text/markdown"]) === "text/markdown";
}

/** The internal path of a page's twin, or null when the request wants the page itself. */
export function markdownTarget(path: string, accept: string | null): string | null {
  if (!isPagePath(path)) return null;
  if (path.endsWith(".md")) return "/md" + path.slice(0, -".md".length).replace(/^\/index$/, "");
  if (prefersMarkdown(accept)) return "/md" + (path === "/" ? "" : path);
  return null;
}
