// Edge caching of pages, by the table of spec Part 8: a published profile page 120 s, legal documents one
// hour, the directory 60 s, the pages that change only with a deployment five minutes. Next marks every
// dynamic page `private, no-store` (and a prerendered one a year); our node:http server
// (lib/transports/server/start.ts) puts this policy on a page answered 200 as HTML instead. Signed-in pages are not
// listed and stay private.
import { cacheControl, type CachePolicy } from "@/lib/http/cache";

const PAGE_CACHE: [RegExp, CachePolicy][] = [
  [/^\/network\/company\/[^/]+\/?$/, "profile"],
  [/^\/legal(\/[^/]+)?\/?$/, "legal"],
  [/^\/network\/?$/, "directory-search"],
  [/^\/(methodology|how-to-read)?\/?$/, "static-page"],
];

/** The Cache-Control of a page answered 200, or null to leave Next's. */
export function pageCacheControl(path: string): string | null {
  const hit = PAGE_CACHE.find(([pattern]) => pattern.test(path));
  return hit ? cacheControl(hit[1]) : null;
}
