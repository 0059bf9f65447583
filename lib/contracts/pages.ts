// Contracts of the pages routes: what people read (HTML), its Markdown twins, the embeddable badge and
// the text for language models. Listed so /interfaces.json and the OpenAPI documents name them too.
import { z } from "zod";
import { defineRoute, type RouteContract } from "../http/contract";

const VARY = { Vary: { description: "`Accept`: the same address answers HTML or Markdown by the Accept header." } };

export const homePageRoute = defineRoute({
  operationId: "homePage",
  host: "web",
  method: "GET",
  path: "/",
  summary: "Home: what the Network is, its boundary and the three kinds of nothing",
  description: "Server-rendered HTML, readable without JavaScript. With `Accept: text/markdown` the same address answers its Markdown twin.",
  tags: ["Pages"],
  status: "supported",
  kind: "page",
  responses: {
    200: { description: "The page (HTML), or Markdown when `Accept: text/markdown` is preferred.", contentType: "text/html", headers: VARY },
  },
});

export const methodologyPageRoute = defineRoute({
  operationId: "methodologyPage",
  host: "web",
  method: "GET",
  path: "/methodology",
  summary: "Methodology: cadence, gap tolerance, retention, freshness windows, exclusions, what is signed and how to verify it offline",
  tags: ["Pages"],
  status: "supported",
  kind: "page",
  responses: {
    200: { description: "The page (HTML), or Markdown when `Accept: text/markdown` is preferred.", contentType: "text/html", headers: VARY },
  },
});

export const howToReadPageRoute = defineRoute({
  operationId: "howToReadPage",
  host: "web",
  method: "GET",
  path: "/how-to-read",
  summary: "How to read a profile: a worked example of every section on an invented company",
  tags: ["Pages"],
  status: "supported",
  kind: "page",
  responses: {
    200: { description: "The page (HTML), or Markdown when `Accept: text/markdown` is preferred.", contentType: "text/html", headers: VARY },
  },
});

export const markdownTwinRoute = defineRoute({
  operationId: "pageMarkdown",
  host: "web",
  method: "GET",
  path: "/{page}.md",
  summary: "Any page as Markdown",
  description:
    "The Markdown twin of a page, rendered from the same content as its HTML: `/index.md` is the home page, `/methodology.md` the methodology. Sending `Accept: text/markdown` to the page's own address answers the same document. An address with no page answers 404 in Markdown.",
  tags: ["Pages"],
  status: "supported",
  kind: "page",
  params: z.object({ page: z.string().describe("The page's path without its leading slash (`index` for the home page).") }),
  responses: {
    200: { description: "The page as Markdown.", contentType: "text/markdown; charset=utf-8", headers: VARY },
    404: { description: "No page at this address, as Markdown.", contentType: "text/markdown; charset=utf-8", headers: VARY },
  },
  cache: "static-page",
});

export const badgeScriptRoute = defineRoute({
  operationId: "badgeScript",
  host: "web",
  method: "GET",
  path: "/badge.js",
  summary: "Embeddable badge script",
  description:
    'Embed with `<script src="{base_url}/badge.js" data-company="<slug>" async></script>`. Renders in a shadow root next to the script tag, reads `GET /api/network/profile?q=<slug>` cross-origin with credentials omitted (no cookies), links to `/network/company/<slug>`, and states what was witnessed and when, or which kind of nothing applies (not published, read failed, no observation on the last reading). Works under a strict Content Security Policy: no eval, no inline handlers, no style attributes; styles come from a constructed stylesheet. The host page must allow the script and the read: `script-src {base_url}` and `connect-src {base_url}`.',
  tags: ["Pages"],
  status: "supported",
  kind: "asset",
  responses: { 200: { description: "The script.", contentType: "text/javascript; charset=utf-8" } },
  cache: "script",
});

export const llmsTxtRoute = defineRoute({
  operationId: "llmsTxt",
  host: "web",
  method: "GET",
  path: "/llms.txt",
  summary: "The service, its boundary and its interfaces, for language models",
  tags: ["Pages"],
  status: "supported",
  kind: "asset",
  responses: { 200: { description: "Markdown text in the llms.txt format.", contentType: "text/plain; charset=utf-8" } },
  cache: "static-page",
});

export const pagesRoutes: RouteContract[] = [homePageRoute, methodologyPageRoute, howToReadPageRoute, markdownTwinRoute, badgeScriptRoute, llmsTxtRoute];
